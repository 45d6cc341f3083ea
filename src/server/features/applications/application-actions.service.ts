import { and, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm'
import { createEvents, type EventAttributes } from 'ics'
import type { BulkApplicationsBody, BulkApplicationsReply } from '#shared/api/application-actions'
import { ARCHIVE_RESTORE_DAYS, type StageHistoryEntry } from '#shared/api/applications'
import { MS } from '#shared/limits'
import { isLocale } from '#shared/i18n/locales'
import type { Clock } from '#server/clock'
import type { Db } from '#server/db/client'
import { applications, type users } from '#server/db/schema'
import { AppError } from '#server/errors'
import { CALENDAR_WORDS } from './application-calendar.data'

type UserRow = typeof users.$inferSelect
type ApplicationRow = typeof applications.$inferSelect

// What the tracker does to several applications at once (bulk actions, archive and its purge) and
// the calendar file of interviews and follow-ups (issue 26).

const notFound = () => new AppError('APPLICATION_NOT_FOUND', 404, 'Application not found')

export type ApplicationActionsService = ReturnType<typeof createApplicationActionsService>

function nextDay(year: number, month: number, date: number): [number, number, number] {
  const next = new Date(Date.UTC(year, month - 1, date + 1))
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()]
}

export function createApplicationActionsService({ db, clock }: { db: Db; clock: Clock }) {
  const today = () => clock.now().toISOString().slice(0, 10)

  /** The history after a move: the new stage entered today, unless it is the stage it is in. */
  function moved(row: ApplicationRow, stage: ApplicationRow['stage'], closedReason: ApplicationRow['closedReason']) {
    if (row.stage === stage && row.closedReason === closedReason) return {}
    const history = Array.isArray(row.stageHistory) ? (row.stageHistory as StageHistoryEntry[]) : []
    return {
      stage,
      closedReason,
      appliedAt: row.appliedAt ?? (stage === 'saved' ? null : today()),
      stageHistory: [...history, { stage, closedReason, on: today() }],
    }
  }

  return {
    /**
     * One action on up to 200 applications, all or none: an id that is not the account's (another
     * person's, or gone) answers 404 and changes nothing, as a single one would.
     */
    async bulk(user: UserRow, body: BulkApplicationsBody): Promise<BulkApplicationsReply> {
      const ids = [...new Set(body.ids)]
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(applications)
          .where(and(eq(applications.userId, user.id), inArray(applications.id, ids)))
          .for('update')
        if (rows.length !== ids.length) throw notFound()
        if (body.action === 'delete') {
          await tx.delete(applications).where(and(eq(applications.userId, user.id), inArray(applications.id, ids)))
          return { changed: rows.length }
        }
        const now = clock.now()
        let changed = 0
        for (const row of rows) {
          const changes =
            body.action === 'move'
              ? moved(row, body.stage!, null)
              : body.action === 'close'
                ? moved(row, 'closed', body.closedReason!)
                : body.action === 'tag'
                  ? row.tags.includes(body.tag!) || row.tags.length >= 20
                    ? {}
                    : { tags: [...row.tags, body.tag!] }
                  : body.action === 'archive'
                    ? row.archivedAt ? {} : { archivedAt: now }
                    : row.archivedAt ? { archivedAt: null } : {}
          if (Object.keys(changes).length === 0) continue
          await tx
            .update(applications)
            .set({ ...changes, version: row.version + 1, updatedAt: now })
            .where(eq(applications.id, row.id))
          changed += 1
        }
        return { changed }
      })
    },

    /** The background job: archived applications not restored within ARCHIVE_RESTORE_DAYS are deleted. */
    async purgeArchived(): Promise<void> {
      const cutoff = new Date(clock.now().getTime() - ARCHIVE_RESTORE_DAYS * MS.day)
      await db.delete(applications).where(and(isNotNull(applications.archivedAt), lt(applications.archivedAt, cutoff)))
    },

    /** Interviews (at their local time, an hour) and follow-ups (all-day) in the account's language. */
    async calendarIcs(user: UserRow): Promise<string> {
      const rows = await db
        .select()
        .from(applications)
        .where(and(eq(applications.userId, user.id), isNull(applications.archivedAt)))
      const words = CALENDAR_WORDS[isLocale(user.language) ? user.language : 'en']
      const events: EventAttributes[] = []
      for (const row of rows) {
        const what = row.role ? `${row.company} – ${row.role}` : row.company
        const description = [row.contactName, row.contactPhone, row.contactEmail].filter(Boolean).join(' · ')
        if (row.interviewAt && row.stage !== 'closed') {
          const [day, time] = row.interviewAt.split('T') as [string, string]
          const [year, month, date] = day.split('-').map(Number) as [number, number, number]
          const [hour, minute] = time.split(':').map(Number) as [number, number]
          events.push({
            uid: `interview-${row.id}@applykit`,
            title: `${words.interview}: ${what}`,
            // Floating time: the interview is at this hour wherever the calendar is.
            start: [year, month, date, hour, minute],
            startInputType: 'local',
            startOutputType: 'local',
            duration: { hours: 1 },
            ...(row.employerAddress || row.location ? { location: row.employerAddress || row.location } : {}),
            ...(description ? { description } : {}),
          })
        }
        if (row.followUpAt && row.stage !== 'closed') {
          const [year, month, date] = row.followUpAt.split('-').map(Number) as [number, number, number]
          events.push({
            uid: `follow-up-${row.id}@applykit`,
            title: `${words.followUp}: ${what}`,
            start: [year, month, date],
            // An all-day event ends on the next day (DTEND;VALUE=DATE): the library writes a one-day
            // duration as "P1DT", which RFC 5545 does not allow and calendars may refuse.
            end: nextDay(year, month, date),
            ...(description ? { description } : {}),
          })
        }
      }
      const { error, value } = createEvents(events, { productId: 'ApplyKit', calName: words.calendar })
      if (error || value === null) throw error ?? new Error('calendar not written')
      return value
    },
  }
}
