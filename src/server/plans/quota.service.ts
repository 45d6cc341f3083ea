import { and, eq, like, lt, sql } from 'drizzle-orm'
import { MS, VISITOR_IP_RETENTION_DAYS } from '#shared/limits'
import { PLAN_FEATURES, QUOTAS, type QuotaFeature } from '#shared/plans'
import type { Clock } from '#server/clock'
import type { Config } from '#server/config'
import type { Db } from '#server/db/client'
import { quotaCounters, usageEvents, type users } from '#server/db/schema'
import { AppError } from '#server/errors'
import { accountStatusOf } from './account-status'

type UserRow = typeof users.$inferSelect

export interface Caller {
  user: UserRow | null
  /** Hash of the visitor's IP (kept 30 days), for visitors' one-try quotas. */
  visitorHash: string
}

/**
 * A trial's quota and an ended trial never reset by waiting: the 429 still says when to ask again
 * (every 429 carries Retry-After), a day, so that a client that honours it does not retry in a loop.
 */
const NO_RESET_RETRY_AFTER_S = MS.day / 1000

export interface Grant {
  isPro: boolean
  watermark: boolean
  /**
   * Runs the work the use was granted for; when it fails the use is given back (counter and usage
   * record), so that only a delivered export counts (issue 31: a 503 used up a trial export).
   */
  unlessFailed<T>(work: () => Promise<T>): Promise<T>
}

export type QuotaService = ReturnType<typeof createQuotaService>

/**
 * The one server guard for plan limits (docs/spec/3-decisions.md "Plans and limits"): login requirements,
 * visitor and trial quotas, trial expiry, Pro-only features. Every use that counts is recorded.
 */
export function createQuotaService({ db, clock, config }: { db: Db; clock: Clock; config: Config }) {
  const VISITOR_WINDOW_MS = VISITOR_IP_RETENTION_DAYS * MS.day

  /**
   * Checks and counts one use in a single statement: the upsert increments the counter only while it
   * is below `limit` (or its window has ended), and returns a row only when it did. Two replicas
   * racing for the last use cannot both get it: the row lock of ON CONFLICT DO UPDATE serialises
   * them and the second sees the first one's count. `limit` null counts without a ceiling.
   */
  async function take(
    subject: string,
    feature: QuotaFeature,
    limit: number | null,
    windowMs: number | null,
  ): Promise<boolean> {
    const now = clock.now()
    // A window that never ends (a trial's lifetime quota) restarts at no date.
    const restartBefore = windowMs === null ? new Date(0) : new Date(now.getTime() - windowMs)
    const ended = sql`${quotaCounters.windowStartedAt} < ${restartBefore.toISOString()}::timestamptz`
    const granted = await db
      .insert(quotaCounters)
      .values({ subject, feature, used: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: [quotaCounters.subject, quotaCounters.feature],
        set: {
          used: sql`case when ${ended} then 1 else ${quotaCounters.used} + 1 end`,
          windowStartedAt: sql`case when ${ended} then ${now.toISOString()}::timestamptz else ${quotaCounters.windowStartedAt} end`,
        },
        ...(limit === null ? {} : { setWhere: sql`${quotaCounters.used} < ${limit} or ${ended}` }),
      })
      .returning({ used: quotaCounters.used })
    return granted.length > 0 && (limit === null || granted[0]!.used <= limit)
  }

  /** Seconds until a visitor's window restarts, for the 429's Retry-After. */
  async function visitorRetryAfterSeconds(subject: string, feature: QuotaFeature): Promise<number> {
    const [row] = await db
      .select({ windowStartedAt: quotaCounters.windowStartedAt })
      .from(quotaCounters)
      .where(and(eq(quotaCounters.subject, subject), eq(quotaCounters.feature, feature)))
      .limit(1)
    const endsAt = (row?.windowStartedAt.getTime() ?? clock.now().getTime()) + VISITOR_WINDOW_MS
    return Math.max(1, Math.ceil((endsAt - clock.now().getTime()) / 1000))
  }

  function status(user: UserRow) {
    return accountStatusOf(user, clock.now(), config.PLAN_LIMITS)
  }

  return {
    status,

    /** Checks the caller may use `feature` once more, records the use, and says how (watermark, Pro). */
    async consume(feature: QuotaFeature, caller: Caller): Promise<Grant> {
      const rules = QUOTAS[feature]
      const subject = caller.user ? `user:${caller.user.id}` : `visitor:${caller.visitorHash}`
      let recordedId: string | undefined
      const record = async () => {
        const [row] = await db
          .insert(usageEvents)
          .values({
            feature,
            userId: caller.user?.id ?? null,
            visitorHash: caller.user ? null : caller.visitorHash,
            createdAt: clock.now(),
          })
          .returning({ id: usageEvents.id })
        recordedId = row?.id
      }
      let isCounted = false
      const takeCounted = async (limit: number | null, windowMs: number | null) => {
        isCounted = await take(subject, feature, limit, windowMs)
        return isCounted
      }
      const giveBack = async () => {
        if (isCounted)
          await db
            .update(quotaCounters)
            .set({ used: sql`greatest(${quotaCounters.used} - 1, 0)` })
            .where(and(eq(quotaCounters.subject, subject), eq(quotaCounters.feature, feature)))
        if (recordedId !== undefined) await db.delete(usageEvents).where(eq(usageEvents.id, recordedId))
      }
      const grant = (isPro: boolean, watermark: boolean): Grant => ({
        isPro,
        watermark,
        async unlessFailed(work) {
          try {
            return await work()
          } catch (error) {
            await giveBack()
            throw error
          }
        },
      })

      if (!caller.user) {
        if (config.PLAN_LIMITS === 'off') {
          await record()
          return grant(true, false)
        }
        const rule = rules.visitor
        if (rule === 'login' || rule === 'none') {
          throw new AppError('UNAUTHENTICATED', 401, 'Please log in to continue.')
        }
        if (!(await takeCounted(rule, VISITOR_WINDOW_MS))) {
          throw new AppError('TRIAL_USED', 429, 'Free trial limit reached. Please subscribe to continue.', {
            trialUsed: true,
            ...(rule === null ? {} : { limit: rule }),
            retryAfterSeconds: await visitorRetryAfterSeconds(subject, feature),
          })
        }
        await record()
        return grant(false, true)
      }

      const account = status(caller.user)
      if (account.isPro) {
        await takeCounted(null, null)
        await record()
        return grant(true, false)
      }
      if (account.isTrialExpired) {
        throw new AppError('TRIAL_EXPIRED', 429, 'Your free trial has ended. Upgrade to Pro to continue.', {
          trialUsed: true,
          retryAfterSeconds: NO_RESET_RETRY_AFTER_S,
        })
      }
      const rule = rules.trial
      if (rule === 'none') {
        throw new AppError('PRO_REQUIRED', 403, 'This is part of ApplyKit Pro. Upgrade to use it.', {
          trialUsed: true,
        })
      }
      if (!(await takeCounted(typeof rule === 'number' ? rule : null, null))) {
        throw new AppError(
          'TRIAL_LIMIT_EXCEEDED',
          429,
          `You have used all ${rule} of your trial. Upgrade to Pro for unlimited access.`,
          {
            trialLimitExceeded: true,
            ...(rule === null ? {} : { limit: rule }),
            retryAfterSeconds: NO_RESET_RETRY_AFTER_S,
          },
        )
      }
      await record()
      return grant(false, PLAN_FEATURES.trial.watermark)
    },

    /** Visitors' counters whose window has ended (run by the cleanup job; the hashes are kept 30 days). */
    async deleteExpired(): Promise<void> {
      const cutoff = new Date(clock.now().getTime() - VISITOR_WINDOW_MS)
      await db
        .delete(quotaCounters)
        .where(and(like(quotaCounters.subject, 'visitor:%'), lt(quotaCounters.windowStartedAt, cutoff)))
    },

    /** Pro-only features (Word export, share links): 403 with the upgrade flag for everyone else. */
    requirePro(user: UserRow | null, what: string): void {
      if (!user) throw new AppError('UNAUTHENTICATED', 401, 'Please log in to continue.')
      if (!status(user).isPro) {
        throw new AppError('PRO_REQUIRED', 403, `${what} is part of ApplyKit Pro. Upgrade to use it.`, {
          trialUsed: true,
        })
      }
    },
  }
}
