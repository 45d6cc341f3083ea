import { and, eq, gte, isNotNull, lte, ne } from 'drizzle-orm'
import { monthOf, ravDeadlineFor } from '#shared/api/application-proof'
import { isLocale, LOCALE_TAGS, type Locale } from '#shared/i18n/locales'
import { MS } from '#shared/limits'
import type { Clock } from '#server/clock'
import type { Db } from '#server/db/client'
import { applicationProofSettings, applicationReminderSends, applications, users } from '#server/db/schema'
import type { Mailer } from '#server/mail/mailer'
import { formatMailDate, type MailOperator } from '#server/mail/render-mail'
import { isEmptyDigest, renderReminderMail, type ReminderDigest } from './reminder-mail'

// Reminders by e-mail (issue 26), for accounts that turned them on in Settings: one digest a day at
// most, and only on a day when something is due — follow-ups, answers an employment office expects
// for its proposals, the RAV proof's deadline (5th of the month). A scheduled job sends them; with
// several replicas, each digest is claimed by inserting its (account, day) row first: the replica
// whose INSERT made the row sends the mail, any other finds the row and sends nothing.

/** Digests go out from this hour (UTC) on: the morning in Europe, never in the night. */
export const REMINDER_HOUR_UTC = 6
export const REMINDER_INTERVAL_MS = 15 * MS.minute
/** Follow-ups overdue by up to a week are still listed; older ones are taken as forgotten. */
const FOLLOW_UP_GRACE_DAYS = 6
/** An office's reply deadline is announced this many days ahead, and on the day. */
const AGENCY_NOTICE_DAYS = 2
/** The RAV deadline is announced from 3 days ahead. */
const RAV_NOTICE_DAYS = 3

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * MS.day).toISOString().slice(0, 10)

export type RemindersService = ReturnType<typeof createRemindersService>

export function createRemindersService(deps: { db: Db; clock: Clock; mailer: Mailer; appUrl: string; operator: MailOperator }) {
  const { db, clock, mailer } = deps

  async function digestOf(userId: string, today: string, settings: { country: string | null; monthlyTarget: number | null }, locale: Locale): Promise<ReminderDigest> {
    const open = and(eq(applications.userId, userId), ne(applications.stage, 'closed'))
    const date = (day: string) => formatMailDate(new Date(`${day}T00:00:00Z`), locale)
    const followUps = await db
      .select({ company: applications.company, role: applications.role, day: applications.followUpAt })
      .from(applications)
      .where(and(open, isNotNull(applications.followUpAt), gte(applications.followUpAt, addDays(today, -FOLLOW_UP_GRACE_DAYS)), lte(applications.followUpAt, today)))
      .orderBy(applications.followUpAt)
    const agencyReplies = await db
      .select({ company: applications.company, role: applications.role, day: applications.agencyReplyBy })
      .from(applications)
      .where(and(open, isNotNull(applications.agencyReplyBy), gte(applications.agencyReplyBy, today), lte(applications.agencyReplyBy, addDays(today, AGENCY_NOTICE_DAYS))))
      .orderBy(applications.agencyReplyBy)
    let rav: ReminderDigest['rav'] = null
    const deadline = ravDeadlineFor(today)
    if (settings.country === 'CH' && deadline.daysLeft <= RAV_NOTICE_DAYS) {
      const month = monthOf(`${deadline.month}-01`)
      const efforts = await db
        .select({ stage: applications.stage, kind: applications.kind })
        .from(applications)
        .where(and(eq(applications.userId, userId), isNotNull(applications.appliedAt), gte(applications.appliedAt, month.from), lte(applications.appliedAt, month.to)))
      rav = {
        month: new Intl.DateTimeFormat(LOCALE_TAGS[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month.from}T00:00:00Z`)),
        date: date(deadline.due),
        // As the proof counts: sent applications and other efforts (proof-rows.ts).
        count: efforts.filter((effort) => effort.kind !== 'application' || effort.stage !== 'saved').length,
        target: settings.monthlyTarget,
      }
    }
    return {
      followUps: followUps.map((row) => ({ company: row.company, role: row.role, date: date(row.day!) })),
      agencyReplies: agencyReplies.map((row) => ({ company: row.company, role: row.role, date: date(row.day!) })),
      rav,
    }
  }

  return {
    /** One run of the scheduled job: sends today's digests not yet sent. Returns how many this run sent. */
    async sendDue(): Promise<number> {
      const now = clock.now()
      if (now.getUTCHours() < REMINDER_HOUR_UTC) return 0
      const today = now.toISOString().slice(0, 10)
      const subscribers = await db
        .select({
          userId: users.id,
          email: users.email,
          language: users.language,
          country: applicationProofSettings.country,
          monthlyTarget: applicationProofSettings.monthlyTarget,
          token: applicationProofSettings.unsubscribeToken,
        })
        .from(applicationProofSettings)
        .innerJoin(users, eq(users.id, applicationProofSettings.userId))
        .where(eq(applicationProofSettings.remindersEnabled, true))
      let sent = 0
      for (const subscriber of subscribers) {
        const locale: Locale = isLocale(subscriber.language) ? subscriber.language : 'en'
        const digest = await digestOf(subscriber.userId, today, subscriber, locale)
        if (isEmptyDigest(digest)) continue
        const items = digest.followUps.length + digest.agencyReplies.length + (digest.rav ? 1 : 0)
        // The claim: exactly one INSERT of (account, day) makes the row, on any number of replicas.
        const claimed = await db
          .insert(applicationReminderSends)
          .values({ userId: subscriber.userId, day: today, items, createdAt: now })
          .onConflictDoNothing()
          .returning({ userId: applicationReminderSends.userId })
        if (claimed.length === 0) continue
        const link = `${deps.appUrl}/bulk-application`
        const unsubscribeUrl = `${deps.appUrl}/api/applications/reminders/unsubscribe?token=${encodeURIComponent(subscriber.token)}`
        const content = renderReminderMail({
          locale,
          today: formatMailDate(now, locale),
          digest,
          link,
          unsubscribeUrl,
          operator: deps.operator,
        })
        await mailer.send({ to: subscriber.email, content, link })
        sent += 1
      }
      return sent
    },

    /** The mails' one-click link: turns the reminders off. False for a token nobody has. */
    async unsubscribe(token: string): Promise<boolean> {
      const rows = await db
        .update(applicationProofSettings)
        .set({ remindersEnabled: false, updatedAt: clock.now() })
        .where(eq(applicationProofSettings.unsubscribeToken, token))
        .returning({ userId: applicationProofSettings.userId })
      return rows.length > 0
    },

    /** Claims older than 60 days are no longer needed to keep a day's digest single. */
    async deleteOldClaims(): Promise<void> {
      const today = clock.now().toISOString().slice(0, 10)
      await db.delete(applicationReminderSends).where(lte(applicationReminderSends.day, addDays(today, -60)))
    },
  }
}
