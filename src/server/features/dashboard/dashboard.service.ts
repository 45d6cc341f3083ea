import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm'
import type { DashboardStats } from '#shared/api/auth'
import type { Clock } from '#server/clock'
import type { Config } from '#server/config'
import type { Db } from '#server/db/client'
import { cvs, usageEvents, type users } from '#server/db/schema'
import { accountStatusOf } from '#server/plans/account-status'

export const EXPORT_FEATURES = ['pdfExport', 'docxExport'] as const

export type DashboardService = ReturnType<typeof createDashboardService>

export function createDashboardService({ db, clock, config }: { db: Db; clock: Clock; config: Config }) {
  return {
    async stats(user: typeof users.$inferSelect): Promise<DashboardStats> {
      const now = clock.now()
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
      const [[cvCount], [exportCount]] = await Promise.all([
        db.select({ value: count() }).from(cvs).where(eq(cvs.userId, user.id)),
        db
          .select({ value: count() })
          .from(usageEvents)
          .where(
            and(
              eq(usageEvents.userId, user.id),
              inArray(usageEvents.feature, [...EXPORT_FEATURES]),
              gte(usageEvents.createdAt, monthStart),
            ),
          ),
      ])
      const [latest] = await db
        .select({ fullName: sql<string | null>`${cvs.data}->'personal'->>'fullName'` })
        .from(cvs)
        .where(eq(cvs.userId, user.id))
        .orderBy(desc(cvs.updatedAt))
        .limit(1)
      const status = accountStatusOf(user, now, config.PLAN_LIMITS)
      return {
        activeCVs: cvCount?.value ?? 0,
        exportsThisMonth: exportCount?.value ?? 0,
        accountStatus: status.accountStatus,
        trialDaysRemaining: status.trialDaysRemaining,
        greetingName: latest?.fullName?.trim().split(/\s+/)[0]?.slice(0, 60) || null,
      }
    },
  }
}
