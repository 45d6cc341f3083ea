import { eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { isLocale, type Locale } from '#shared/i18n/locales'
import { MS } from '#shared/limits'
import type { Clock } from '#server/clock'
import type { Db } from '#server/db/client'
import { mailRequests } from '#server/db/schema'

/**
 * The e-mail calls (login and trial links, payment and portal links, the cancellation) store a
 * request and answer; a worker does the work later, off every request's path. Storing is the same
 * insert whether the address has an account or not, and the work runs on the worker's own timer,
 * not right after the call, so neither the answer nor the request after it tells the two apart
 * (issue 31, docs/decisions/mail-requests-queue.md). Requests survive a restart; several replicas
 * drain one table, each row taken by one of them (`FOR UPDATE SKIP LOCKED`).
 */

export const MAIL_REQUEST_KINDS = ['login', 'trial', 'payment-link', 'portal-link', 'pro-token', 'cancel'] as const
export type MailRequestKind = (typeof MAIL_REQUEST_KINDS)[number]
export type MailRequestHandler = (email: string, language: Locale | undefined) => Promise<void>

/** How often each replica looks for stored requests: a login link arrives within about a second. */
export const MAIL_QUEUE_INTERVAL_MS = MS.second
const BATCH = 20
// A taken row is held this long; a worker that died with it leaves it to be taken again.
const CLAIM_MS = 2 * MS.minute
const MAX_ATTEMPTS = 5

export interface MailQueue {
  register(kind: MailRequestKind, handler: MailRequestHandler): void
  enqueue(kind: MailRequestKind, email: string, language: Locale | undefined): Promise<void>
  /** Does every stored request that is due; resolves when none is left (timer, development outbox, tests). */
  drain(): Promise<number>
  /** Resolves when the drain running now (if any) has finished: shutdown. */
  idle(): Promise<void>
}

export function createMailQueue(deps: { db: Db; clock: Clock; log: FastifyBaseLogger }): MailQueue {
  const { db, clock, log } = deps
  const handlers = new Map<MailRequestKind, MailRequestHandler>()
  // One drain at a time in this process; a drain asked for while one runs waits for it, then runs.
  let running: Promise<number> = Promise.resolve(0)

  async function claimBatch() {
    const now = clock.now()
    const due = db
      .select({ id: mailRequests.id })
      .from(mailRequests)
      .where(or(isNull(mailRequests.claimedUntil), lt(mailRequests.claimedUntil, now)))
      .orderBy(mailRequests.createdAt)
      .limit(BATCH)
      .for('update', { skipLocked: true })
    return db
      .update(mailRequests)
      .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${mailRequests.attempts} + 1` })
      .where(inArray(mailRequests.id, due))
      .returning()
  }

  async function work(row: typeof mailRequests.$inferSelect): Promise<boolean> {
    const handler = handlers.get(row.kind as MailRequestKind)
    try {
      if (!handler) throw new Error(`no handler for mail request kind ${row.kind}`)
      await handler(row.email, row.language && isLocale(row.language) ? row.language : undefined)
      await db.delete(mailRequests).where(eq(mailRequests.id, row.id))
      return true
    } catch (error) {
      const isFinal = row.attempts >= MAX_ATTEMPTS
      // Never log the address: the log must not tell who asked for a link.
      log.error({ err: error, kind: row.kind, attempts: row.attempts, isFinal }, 'mail request failed')
      if (isFinal) await db.delete(mailRequests).where(eq(mailRequests.id, row.id))
      return false
    }
  }

  async function drainOnce(): Promise<number> {
    let done = 0
    for (;;) {
      const batch = await claimBatch()
      if (batch.length === 0) return done
      for (const row of batch) if (await work(row)) done++
      if (batch.length < BATCH) return done
    }
  }

  return {
    register(kind, handler) {
      handlers.set(kind, handler)
    },
    async enqueue(kind, email, language) {
      await db.insert(mailRequests).values({ kind, email, language: language ?? null, createdAt: clock.now() })
    },
    drain() {
      const next = running.catch(() => 0).then(drainOnce)
      running = next
      return next
    },
    async idle() {
      await running.catch(() => 0)
    },
  }
}
