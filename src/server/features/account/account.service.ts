import { count, eq } from 'drizzle-orm'
import { ACCOUNT_EXPORT_FORMAT, type AccountUsage, type DeleteAccountReply } from '#shared/api/account'
import { QUOTA_FEATURES, QUOTAS } from '#shared/plans'
import { accountStatusOf } from '#server/plans/account-status'
import { toJsonResume } from '#shared/cv/json-resume'
import { normalizeCv } from '#shared/cv/normalize-cv'
import type { Clock } from '#server/clock'
import type { Db } from '#server/db/client'
import { checkoutSessions, cvs, mailOutbox, mailRequests, quotaCounters, subscriptions, usageEvents, users } from '#server/db/schema'
import { AppError } from '#server/errors'
import type { UserRow } from '../auth/auth.service'
import type { ApplicationsService } from '../applications/applications.service'
import { exportLettersOf } from '../letters/letters.service'
import type { BillingService } from '../billing/billing.service'
import type { DocumentsService } from '../documents/documents.service'
import type { AfterReply } from '#server/jobs/after-reply'
import type { MailQueue } from '#server/mail/mail-queue'

// "Your data in your hands" (GDPR Art. 15, 17, 20): one file with everything the account holds, and
// the deletion of the account. Invoices are the one thing kept after deletion (see releaseAccount).

export type AccountService = ReturnType<typeof createAccountService>

const iso = (date: Date | null) => date?.toISOString() ?? null

export function createAccountService(deps: {
  db: Db
  clock: Clock
  billing: BillingService
  applications: ApplicationsService
  /** The proof header and reminder choice, and the kept CV PDFs (features/applications). */
  applicationExtras?: { proofSettings(userId: string): Promise<unknown>; snapshots(userId: string): Promise<unknown> }
  documents: Pick<DocumentsService, 'exportForAccount'>
  planLimits: 'on' | 'off'
  /** Mail work of e-mail calls still running: it finishes before the account goes, never after. */
  afterReply?: AfterReply
  mailQueue?: MailQueue
}) {
  const { db, clock, billing, applications, documents, planLimits } = deps

  return {
    /** GET /api/account/usage: per quota of the plan, how much of it the account has used. */
    async usage(user: UserRow): Promise<AccountUsage> {
      const status = accountStatusOf(user, clock.now(), planLimits)
      const rows = await db
        .select({ feature: usageEvents.feature, used: count() })
        .from(usageEvents)
        .where(eq(usageEvents.userId, user.id))
        .groupBy(usageEvents.feature)
      const usedOf = new Map(rows.map((row) => [row.feature, Number(row.used)]))
      const audience = status.isPro ? 'pro' : 'trial'
      return {
        accountStatus: status.accountStatus,
        trialEndsAt: status.isPro ? null : iso(user.trialEndsAt),
        isTrialExpired: status.isTrialExpired,
        quotas: QUOTA_FEATURES.map((feature) => {
          const rule = QUOTAS[feature][audience]
          return { feature, used: usedOf.get(feature) ?? 0, limit: rule === 'login' ? null : rule }
        }),
      }
    },

    /** GET /api/account/export: the account, its preferences, CVs (JSON Resume and own form), applications, billing. */
    async exportData(user: UserRow) {
      const cvRows = await db.select().from(cvs).where(eq(cvs.userId, user.id)).orderBy(cvs.createdAt)
      const subscriptionRows = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))
      const usage = await db
        .select({ feature: usageEvents.feature, createdAt: usageEvents.createdAt })
        .from(usageEvents)
        .where(eq(usageEvents.userId, user.id))
        .orderBy(usageEvents.createdAt)
      return {
        format: ACCOUNT_EXPORT_FORMAT,
        exportedAt: clock.now().toISOString(),
        account: {
          id: user.id,
          email: user.email,
          plan: user.plan,
          trialStartedAt: iso(user.trialStartedAt),
          trialEndsAt: iso(user.trialEndsAt),
          proUntil: iso(user.proUntil),
          createdAt: user.createdAt.toISOString(),
        },
        preferences: { language: user.language, defaultTemplate: user.defaultTemplate, defaultTheme: user.defaultTheme },
        cvs: cvRows.map((row) => ({
          id: row.id,
          title: row.title,
          templateId: row.templateId,
          themeId: row.themeId,
          language: row.language,
          isPublic: row.isPublic,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          jsonResume: toJsonResume(normalizeCv(row.data)),
          applykit: row.data,
        })),
        applications: await applications.exportForAccount(user.id),
        // Enclosures with their files as base64: the export is one JSON file (docs/decisions/document-storage.md).
        documents: await documents.exportForAccount(user.id),
        letters: await exportLettersOf(db, user.id),
        applicationProofSettings: (await deps.applicationExtras?.proofSettings(user.id)) ?? null,
        applicationSnapshots: (await deps.applicationExtras?.snapshots(user.id)) ?? [],
        subscriptions: subscriptionRows.map((row) => ({
          provider: row.provider,
          status: row.status,
          currentPeriodStart: iso(row.currentPeriodStart),
          currentPeriodEnd: iso(row.currentPeriodEnd),
          cancelAtPeriodEnd: row.cancelAtPeriodEnd,
          canceledAt: iso(row.canceledAt),
          endedAt: iso(row.endedAt),
          paymentMethod: row.paymentMethodBrand ? { brand: row.paymentMethodBrand, last4: row.paymentMethodLast4 } : null,
        })),
        invoices: await billing.invoicesOf(user.id),
        usage: usage.map((event) => ({ feature: event.feature, at: event.createdAt.toISOString() })),
      }
    },

    /**
     * DELETE /api/account: the typed address must match. Ends the subscription, keeps the invoices
     * (detached), then deletes the account; the database cascades CVs, applications, stored documents, sessions, login tokens, usage
     * counters, billing links and subscriptions. Mails to the address and unfinished checkouts go too.
     */
    async deleteAccount(user: UserRow, confirmEmail: string): Promise<DeleteAccountReply> {
      if (confirmEmail !== user.email) {
        throw new AppError('VALIDATION_FAILED', 400, 'Please type the e-mail address of this account to confirm.', {
          field: 'confirmEmail',
        })
      }
      // A login link asked for a moment ago is still being written: let it land, then delete it with
      // the rest (issue 31: deleting during a queued login mail left 1–3 mails to the deleted address).
      await deps.afterReply?.idle()
      await deps.mailQueue?.idle()
      const released = await billing.releaseAccount(user)
      await db.transaction(async (tx) => {
        await tx.delete(mailOutbox).where(eq(mailOutbox.to, user.email))
        // Requests for mails not yet written (a login link asked for a moment ago) go too.
        await tx.delete(mailRequests).where(eq(mailRequests.email, user.email))
        await tx.delete(checkoutSessions).where(eq(checkoutSessions.email, user.email))
        // Quota counters are keyed by subject, not by a foreign key, so the cascade does not reach them.
        await tx.delete(quotaCounters).where(eq(quotaCounters.subject, `user:${user.id}`))
        await tx.delete(users).where(eq(users.id, user.id))
      })
      return { success: true, ...released }
    },

  }
}
