import type { App } from './app-types'

/**
 * How long a SIGTERM lets running requests finish. Supervisors send SIGKILL after their own grace
 * period (docker stop: 10 s), so the server ends before, saying what it had to leave.
 */
export const SHUTDOWN_DEADLINE_MS = 8_000

/**
 * The graceful close with a deadline: stop listening, let running requests finish, close the
 * browser and the database, exit 0. Past the deadline it exits 1 and logs what was still open
 * (issue 31: a server closed its port after SIGTERM and never exited, awaiting app.close()).
 */
export function createShutdown(deps: {
  app: App
  /** Everything after the app: the database. */
  closeRest: () => Promise<void>
  deadlineMs?: number
  exit?: (code: number) => void
}) {
  const { app } = deps
  const exit = deps.exit ?? ((code: number) => process.exit(code))
  const deadlineMs = deps.deadlineMs ?? SHUTDOWN_DEADLINE_MS
  let isClosing = false
  return async function shutdown(signal: string): Promise<void> {
    if (isClosing) return
    isClosing = true
    app.log.info({ signal, requestsRunning: app.runningRequests().length, deadlineMs }, 'shutting down')
    const deadline = setTimeout(() => {
      app.log.error(
        { signal, deadlineMs, requestsStillOpen: app.runningRequests(), resourcesStillOpen: countOf(process.getActiveResourcesInfo()) },
        'shutdown deadline passed: exiting with work still open',
      )
      exit(1)
    }, deadlineMs)
    try {
      await app.close()
      await deps.closeRest()
      clearTimeout(deadline)
      exit(0)
    } catch (error) {
      clearTimeout(deadline)
      app.log.error({ err: error }, 'shutdown failed')
      exit(1)
    }
  }
}

/** ["TCPSocketWrap", "TCPSocketWrap", "Timeout"] as { TCPSocketWrap: 2, Timeout: 1 }. */
function countOf(names: string[]): Record<string, number> {
  const counts = new Map<string, number>()
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1)
  return Object.fromEntries(counts)
}
