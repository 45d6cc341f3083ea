import { APPLICATION_STAGES, type ApplicationRecord, type ApplicationStage } from '#shared/api/applications'

// What the tracker's views compute from the list of applications: the re-application warning, the
// list's filter and order, the calendar's month, the insights. Pure functions, tested beside.

/** How far back a rejection or silence counts for the warning before applying again (issue 26). */
export const REAPPLY_WARNING_MONTHS = 6

// Legal forms and punctuation are not part of the name a person compares: "Muster AG" is "muster".
const LEGAL_FORMS =
  /\b(?:gmbh|ag|sa|sarl|se|kg|ohg|ug|ltd|llc|inc|plc|bv|nv|spa|srl|sl|lda|sp z o o|s a|co|und|and|&)\b/g

export function companyKey(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[.,()/-]/g, ' ')
    .replace(LEGAL_FORMS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The day an application was closed, from its history (its last Closed entry), else its last change. */
function closedOn(application: ApplicationRecord): string {
  const entry = [...application.stageHistory].reverse().find((item) => item.stage === 'closed')
  return entry?.on ?? application.updatedAt.slice(0, 10)
}

function monthsBefore(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCMonth(date.getUTCMonth() - months)
  return date.toISOString().slice(0, 10)
}

/**
 * The earlier application to the same company that ended in a rejection or no answer within the
 * last REAPPLY_WARNING_MONTHS, if any: the person is warned before applying there again.
 */
export function recentRefusal(
  company: string,
  applications: readonly ApplicationRecord[],
  today: string,
  exceptId?: string,
): ApplicationRecord | undefined {
  const key = companyKey(company)
  if (!key) return undefined
  const since = monthsBefore(today, REAPPLY_WARNING_MONTHS)
  return applications.find(
    (item) =>
      item.id !== exceptId &&
      item.stage === 'closed' &&
      (item.closedReason === 'rejected' || item.closedReason === 'no_answer') &&
      companyKey(item.company) === key &&
      closedOn(item) >= since,
  )
}

/** The day an application belongs to: when it was sent, else when it was saved. */
export const dayOf = (application: ApplicationRecord) => application.appliedAt ?? application.createdAt.slice(0, 10)

export interface ListFilter {
  text: string
  stage: ApplicationStage | ''
  tag: string
  from: string
  to: string
}

export const EMPTY_FILTER: ListFilter = { text: '', stage: '', tag: '', from: '', to: '' }

export function filterApplications(applications: readonly ApplicationRecord[], filter: ListFilter): ApplicationRecord[] {
  const text = filter.text.trim().toLowerCase()
  return applications.filter((item) => {
    if (filter.stage && item.stage !== filter.stage) return false
    if (filter.tag && !item.tags.includes(filter.tag)) return false
    const day = dayOf(item)
    if (filter.from && day < filter.from) return false
    if (filter.to && day > filter.to) return false
    if (!text) return true
    return [item.company, item.role, item.location, item.contactName, item.notes, ...item.tags].some((value) =>
      value.toLowerCase().includes(text),
    )
  })
}

export const SORT_KEYS = ['company', 'role', 'stage', 'day', 'followUpAt'] as const
export type SortKey = (typeof SORT_KEYS)[number]

export function sortApplications(applications: readonly ApplicationRecord[], key: SortKey, ascending: boolean): ApplicationRecord[] {
  const value = (item: ApplicationRecord): string | number =>
    key === 'stage'
      ? APPLICATION_STAGES.indexOf(item.stage)
      : key === 'day'
        ? dayOf(item)
        : key === 'followUpAt'
          ? (item.followUpAt ?? '9999')
          : item[key].toLowerCase()
  return [...applications].sort((a, b) => {
    const [x, y] = [value(a), value(b)]
    const order = x < y ? -1 : x > y ? 1 : a.company.localeCompare(b.company)
    return ascending ? order : -order
  })
}

export interface CalendarEvent {
  kind: 'interview' | 'followUp'
  day: string
  time?: string
  application: ApplicationRecord
}

/** Interviews and follow-ups of open applications, by day (`YYYY-MM-DD`). */
export function calendarEvents(applications: readonly ApplicationRecord[]): Map<string, CalendarEvent[]> {
  const byDay = new Map<string, CalendarEvent[]>()
  const add = (event: CalendarEvent) => byDay.set(event.day, [...(byDay.get(event.day) ?? []), event])
  for (const application of applications) {
    if (application.stage === 'closed') continue
    if (application.interviewAt) {
      const [day, time] = application.interviewAt.split('T') as [string, string]
      add({ kind: 'interview', day, time, application })
    }
    if (application.followUpAt) add({ kind: 'followUp', day: application.followUpAt, application })
  }
  for (const events of byDay.values()) events.sort((a, b) => (a.time ?? '99').localeCompare(b.time ?? '99'))
  return byDay
}

/** The weeks (Monday first) of a month's grid: each day as `YYYY-MM-DD`, null outside the month. */
export function monthGrid(year: number, month: number): Array<Array<string | null>> {
  const first = new Date(Date.UTC(year, month - 1, 1))
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const offset = (first.getUTCDay() + 6) % 7
  const cells: Array<string | null> = Array.from({ length: offset }, () => null)
  for (let day = 1; day <= days; day += 1) cells.push(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`)
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

export interface Insights {
  total: number
  sent: number
  /** How many reached each stage (or later), in stage order: the funnel. */
  funnel: Array<{ stage: ApplicationStage; count: number }>
  /** Sent applications that got any answer (screening or later, or a closing other than no answer/withdrew). */
  responded: number
  responseRate: number | null
  bySource: Array<{ key: string; sent: number; responded: number }>
  byCv: Array<{ key: string; sent: number; responded: number }>
  /** Applications sent per ISO week (Monday's date), the last `weeks` weeks, oldest first. */
  weekly: Array<{ week: string; count: number }>
}

const FUNNEL: ApplicationStage[] = ['saved', 'applied', 'screening', 'interview', 'offer']

function reached(application: ApplicationRecord, stage: ApplicationStage): boolean {
  const stages = new Set([application.stage, ...application.stageHistory.map((entry) => entry.stage)])
  if (stage === 'saved') return true
  if (stage === 'applied') return application.appliedAt !== null || [...stages].some((s) => s !== 'saved')
  const rank = FUNNEL.indexOf(stage)
  return [...stages].some((s) => FUNNEL.indexOf(s) >= rank) || (application.closedReason === 'accepted' && stage === 'offer')
}

function hasResponse(application: ApplicationRecord): boolean {
  if (reached(application, 'screening')) return true
  return application.stage === 'closed' && (application.closedReason === 'rejected' || application.closedReason === 'accepted')
}

function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7))
  return date.toISOString().slice(0, 10)
}

function groupBy(sent: readonly ApplicationRecord[], keyOf: (item: ApplicationRecord) => string) {
  const groups = new Map<string, { key: string; sent: number; responded: number }>()
  for (const item of sent) {
    const key = keyOf(item)
    const group = groups.get(key) ?? { key, sent: 0, responded: 0 }
    group.sent += 1
    if (hasResponse(item)) group.responded += 1
    groups.set(key, group)
  }
  return [...groups.values()].sort((a, b) => b.sent - a.sent || a.key.localeCompare(b.key))
}

export function computeInsights(applications: readonly ApplicationRecord[], today: string, weeks = 12): Insights {
  const sent = applications.filter((item) => reached(item, 'applied'))
  const responded = sent.filter(hasResponse).length
  const weekly: Insights['weekly'] = []
  const thisMonday = mondayOf(today)
  for (let index = weeks - 1; index >= 0; index -= 1) {
    const date = new Date(`${thisMonday}T00:00:00Z`)
    date.setUTCDate(date.getUTCDate() - index * 7)
    weekly.push({ week: date.toISOString().slice(0, 10), count: 0 })
  }
  for (const item of sent) {
    const slot = weekly.find((entry) => entry.week === mondayOf(dayOf(item)))
    if (slot) slot.count += 1
  }
  return {
    total: applications.length,
    sent: sent.length,
    funnel: FUNNEL.map((stage) => ({ stage, count: applications.filter((item) => reached(item, stage)).length })),
    responded,
    responseRate: sent.length > 0 ? responded / sent.length : null,
    // The source is the host of the ad's address ("" when none was kept), the CV its id ("" when none).
    bySource: groupBy(sent, (item) => hostOf(item.sourceUrl)),
    byCv: groupBy(sent, (item) => item.cvId ?? ''),
    weekly,
  }
}

export function hostOf(url: string): string {
  try {
    return url ? new URL(url).hostname.replace(/^www\./, '') : ''
  } catch {
    return ''
  }
}

/** Today in the person's own time zone, `YYYY-MM-DD`. */
export function localToday(now = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000
  return new Date(now.getTime() - offset).toISOString().slice(0, 10)
}
