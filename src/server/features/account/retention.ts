import { and, isNotNull, lt } from 'drizzle-orm'
import { EMAIL_RETENTION_MONTHS, MS, VISITOR_IP_RETENTION_DAYS } from '#shared/limits'
import type { Clock } from '#server/clock'
import type { Db } from '#server/db/client'
import { mailOutbox, usageEvents } from '#server/db/schema'

// The retention periods the privacy policy states (src/shared/limits.ts), carried out: sent mails
// (and the development outbox) after EMAIL_RETENTION_MONTHS, visitors' hashed-IP counters after
// VISITOR_IP_RETENTION_DAYS. Account data stays until the account is deleted; sessions and login
// links are removed by the auth cleanup a day after they expire.

const MONTH_MS = 30 * MS.day

export async function deleteExpiredPersonalData(db: Db, clock: Clock): Promise<void> {
  const now = clock.now().getTime()
  await db.delete(mailOutbox).where(lt(mailOutbox.createdAt, new Date(now - EMAIL_RETENTION_MONTHS * MONTH_MS)))
  await db
    .delete(usageEvents)
    .where(and(isNotNull(usageEvents.visitorHash), lt(usageEvents.createdAt, new Date(now - VISITOR_IP_RETENTION_DAYS * MS.day))))
}
