import { and, count, eq, gte } from 'drizzle-orm'
import { MS, VISITOR_IP_RETENTION_DAYS } from '#shared/limits'
import { PLAN_FEATURES, QUOTAS, type QuotaFeature } from '#shared/plans'
import type { Clock } from '#server/clock'
import type { Config } from '#server/config'
import type { Db } from '#server/db/client'
import { usageEvents, type users } from '#server/db/schema'
import { AppError } from '#server/errors'
import { accountStatusOf } from './account-status'

type UserRow = typeof users.$inferSelect

export interface Caller {
  user: UserRow | null
  /** Hash of the visitor's IP (kept 30 days), for visitors' one-try quotas. */
  visitorHash: string
}

export interface Grant {
  isPro: boolean
  watermark: boolean
}

export type QuotaService = ReturnType<typeof createQuotaService>

/**
 * The one server guard for plan limits (3-decisions.md "Plans and limits"): login requirements,
 * visitor and trial quotas, trial expiry, Pro-only features. Every use that counts is recorded.
 */
export function createQuotaService({ db, clock, config }: { db: Db; clock: Clock; config: Config }) {
  async function usedByUser(userId: string, feature: QuotaFeature): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(usageEvents)
      .where(and(eq(usageEvents.userId, userId), eq(usageEvents.feature, feature)))
    return row?.value ?? 0
  }

  async function usedByVisitor(visitorHash: string, feature: QuotaFeature): Promise<number> {
    const since = new Date(clock.now().getTime() - VISITOR_IP_RETENTION_DAYS * MS.day)
    const [row] = await db
      .select({ value: count() })
      .from(usageEvents)
      .where(and(eq(usageEvents.visitorHash, visitorHash), eq(usageEvents.feature, feature), gte(usageEvents.createdAt, since)))
    return row?.value ?? 0
  }

  function status(user: UserRow) {
    return accountStatusOf(user, clock.now(), config.PLAN_LIMITS)
  }

  return {
    status,

    /** Checks the caller may use `feature` once more, records the use, and says how (watermark, Pro). */
    async consume(feature: QuotaFeature, caller: Caller): Promise<Grant> {
      const rules = QUOTAS[feature]
      const record = () =>
        db.insert(usageEvents).values({
          feature,
          userId: caller.user?.id ?? null,
          visitorHash: caller.user ? null : caller.visitorHash,
          createdAt: clock.now(),
        })

      if (!caller.user) {
        if (config.PLAN_LIMITS === 'off') {
          await record()
          return { isPro: true, watermark: false }
        }
        const rule = rules.visitor
        if (rule === 'login' || rule === 'none') {
          throw new AppError('UNAUTHENTICATED', 401, 'Please log in to continue.')
        }
        if (typeof rule === 'number' && (await usedByVisitor(caller.visitorHash, feature)) >= rule) {
          throw new AppError('TRIAL_USED', 429, 'Free trial limit reached. Please subscribe to continue.', {
            trialUsed: true,
            limit: rule,
          })
        }
        await record()
        return { isPro: false, watermark: true }
      }

      const account = status(caller.user)
      if (account.isPro) {
        await record()
        return { isPro: true, watermark: false }
      }
      if (account.isTrialExpired) {
        throw new AppError('TRIAL_EXPIRED', 429, 'Your free trial has ended. Upgrade to Pro to continue.', {
          trialUsed: true,
        })
      }
      const rule = rules.trial
      if (rule === 'none') {
        throw new AppError('PRO_REQUIRED', 403, 'This is part of ApplyKit Pro. Upgrade to use it.', { trialUsed: true })
      }
      if (typeof rule === 'number' && (await usedByUser(caller.user.id, feature)) >= rule) {
        throw new AppError('TRIAL_LIMIT_EXCEEDED', 429, `You have used all ${rule} of your trial. Upgrade to Pro for unlimited access.`, {
          trialLimitExceeded: true,
          limit: rule,
        })
      }
      await record()
      return { isPro: false, watermark: PLAN_FEATURES.trial.watermark }
    },

    /** Pro-only features (Word export, share links): 403 with the upgrade flag for everyone else. */
    requirePro(user: UserRow | null, what: string): void {
      if (!user) throw new AppError('UNAUTHENTICATED', 401, 'Please log in to continue.')
      if (!status(user).isPro) {
        throw new AppError('PRO_REQUIRED', 403, `${what} is part of ApplyKit Pro. Upgrade to use it.`, { trialUsed: true })
      }
    },
  }
}
