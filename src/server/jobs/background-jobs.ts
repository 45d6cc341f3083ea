import type { FastifyBaseLogger } from 'fastify'
import { MS } from '#shared/limits'
import type { Database } from '#server/db/client'

export interface BackgroundJob {
  name: string
  intervalMs: number
  /**
   * A PostgreSQL advisory lock id: with several replicas only the one holding it runs the job. Null
   * for a job every replica runs at once (it shares its work out through the database itself).
   */
  lockId: number | null
  run(): Promise<unknown>
}

export const CLEANUP_INTERVAL_MS = 10 * MS.minute
export const MAIL_RETRY_INTERVAL_MS = 30 * MS.second

/** Starts each job on its timer; returns a function that stops them all. */
export function startBackgroundJobs(database: Database, jobs: BackgroundJob[], log: FastifyBaseLogger): () => void {
  const timers = jobs.map((job) => {
    const tick = async () => {
      try {
        if (job.lockId === null) await job.run()
        else await database.withAdvisoryLock(job.lockId, false, () => job.run())
      } catch (error) {
        log.error({ err: error, job: job.name }, 'background job failed')
      }
    }
    const timer = setInterval(() => void tick(), job.intervalMs)
    timer.unref()
    return timer
  })
  return () => timers.forEach((timer) => clearInterval(timer))
}
