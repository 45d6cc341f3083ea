import { and, eq, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm'
import {
  ABANDONED_CHECKOUT_RETENTION_DAYS,
  DORMANT_TRIAL_RETENTION_MONTHS,
  EMAIL_RETENTION_MONTHS,
  MS,
  TEST_PAYMENT_RETENTION_DAYS,
  VISITOR_IP_RETENTION_DAYS,
} from '#shared/limits'
import type { Clock } from '#server/clock'
import type { Db } from '#server/db/client'
import { billingCustomers, checkoutSessions, cvs, invoices, mailOutbox, sessions, subscriptions, testPaymentObjects, usageEvents, users } from '#server/db/schema'

// The retention periods the privacy policy states (src/shared/limits.ts), carried out: sent mails
// (and the development outbox) after EMAIL_RETENTION_MONTHS, visitors' hashed-IP counters after
// VISITOR_IP_RETENTION_DAYS, checkouts of people who never became customers, trial accounts
// nobody used for a year and the test-mode provider's objects (issue 31.7). Other account data
// stays until the account is deleted; sessions and login links are removed by the auth cleanup a
// day after they expire; invoices are kept as tax law requires.

const MONTH_MS = 30 * MS.day

export async function deleteExpiredPersonalData(db: Db, clock: Clock): Promise<void> {
  const now = clock.now().getTime()
  await db.delete(mailOutbox).where(lt(mailOutbox.createdAt, new Date(now - EMAIL_RETENTION_MONTHS * MONTH_MS)))
  await db
    .delete(usageEvents)
    .where(and(isNotNull(usageEvents.visitorHash), lt(usageEvents.createdAt, new Date(now - VISITOR_IP_RETENTION_DAYS * MS.day))))
  await deleteAbandonedCheckouts(db, new Date(now - ABANDONED_CHECKOUT_RETENTION_DAYS * MS.day))
  await deleteDormantTrials(db, new Date(now - DORMANT_TRIAL_RETENTION_MONTHS * MONTH_MS))
  await deleteOldTestPayments(db, new Date(now - TEST_PAYMENT_RETENTION_DAYS * MS.day))
}

/** Checkouts whose address never became an account (a payer gets one at the first payment). */
async function deleteAbandonedCheckouts(db: Db, cutoff: Date): Promise<void> {
  await db
    .delete(checkoutSessions)
    .where(
      and(
        lt(checkoutSessions.createdAt, cutoff),
        notExists(db.select({ id: users.id }).from(users).where(eq(users.email, checkoutSessions.email))),
      ),
    )
}

/**
 * Trial accounts that never paid and showed no sign of use for the period: no session seen, no CV
 * saved, no change to the account. Deleting the user removes its CVs, sessions and counters (cascade).
 */
async function deleteDormantTrials(db: Db, cutoff: Date): Promise<void> {
  const dormant = db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.plan, 'trial'),
        isNull(users.proUntil),
        lt(users.createdAt, cutoff),
        lt(users.updatedAt, cutoff),
        notExists(db.select({ id: sessions.id }).from(sessions).where(and(eq(sessions.userId, users.id), sql`${sessions.lastSeenAt} >= ${cutoff.toISOString()}::timestamptz`))),
        notExists(db.select({ id: cvs.id }).from(cvs).where(and(eq(cvs.userId, users.id), sql`${cvs.updatedAt} >= ${cutoff.toISOString()}::timestamptz`))),
        notExists(db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, users.id))),
        notExists(db.select({ id: invoices.id }).from(invoices).where(eq(invoices.userId, users.id))),
        notExists(db.select({ userId: billingCustomers.userId }).from(billingCustomers).where(eq(billingCustomers.userId, users.id))),
      ),
    )
  const ids = (await dormant).map((row) => row.id)
  for (let i = 0; i < ids.length; i += 500) {
    const batch = ids.slice(i, i + 500)
    await db.delete(users).where(or(...batch.map((id) => eq(users.id, id))))
  }
}

/** The test-mode provider's objects, per customer once none of its objects changed for the period. */
async function deleteOldTestPayments(db: Db, cutoff: Date): Promise<void> {
  const before = cutoff.toISOString()
  // An object belongs to the customer it names, a customer object to itself.
  await db.execute(sql`
    delete from ${testPaymentObjects} as t
    where t.updated_at < ${before}::timestamptz
      and not exists (
        select 1 from ${testPaymentObjects} as o
        where o.updated_at >= ${before}::timestamptz
          and coalesce(o.customer_id, o.id) = coalesce(t.customer_id, t.id)
      )`)
}
