import type { FastifyBaseLogger } from 'fastify'

/**
 * Work that must not hold up the answer. The e-mail calls answer the same words for known and
 * unknown addresses; if the answer waited for the token and the mail, a known address would answer
 * slower and give the account away. So the answer leaves first and the work runs after it. The mail
 * itself is durable once stored (the outbox retries it); the process waits for running work on close.
 */
export interface AfterReply {
  run(name: string, work: () => Promise<void>): void
  /** Resolves when all work started so far has finished (shutdown, the development outbox, tests). */
  idle(): Promise<void>
}

export function createAfterReply(log: FastifyBaseLogger): AfterReply {
  const pending = new Set<Promise<void>>()
  return {
    run(name, work) {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log.error({ err: error, work: name }, 'work after the reply failed'))
        .finally(() => pending.delete(task))
      pending.add(task)
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending])
    },
  }
}
