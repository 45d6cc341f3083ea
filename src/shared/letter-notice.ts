import type { LetterNotice } from './api/letters'

// The earliest start date a letter can name: the day after the notice period the writer owes their
// present employer ends. § 622 (1) BGB: an employee's statutory notice is four weeks to the 15th or
// to the end of a calendar month (the longer periods of § 622 (2) bind only the employer; during a
// probation period two weeks, § 622 (3)). Contracts and collective agreements may say more.

/** The employee's statutory minimum under § 622 (1) BGB, shown to the writer as a hint. */
export const STATUTORY_NOTICE_DE: LetterNotice = { amount: 4, unit: 'weeks', ends: 'mid-or-end-of-month', from: null }

const DAY_MS = 86_400_000

function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`)
}

export function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

const lastOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0))

/** The first day on or after `date` on which a notice of this kind may end. */
function nextPermittedEnd(date: Date, ends: LetterNotice['ends']): Date {
  const year = date.getUTCFullYear()
  const month = date.getUTCMonth()
  const day = date.getUTCDate()
  switch (ends) {
    case 'any-day':
      return date
    case 'mid-or-end-of-month':
      return day <= 15 ? new Date(Date.UTC(year, month, 15)) : lastOfMonth(year, month)
    case 'end-of-month':
      return lastOfMonth(year, month)
    case 'end-of-quarter':
      return lastOfMonth(year, Math.floor(month / 3) * 3 + 2)
  }
}

/** Adds whole months; a day the target month lacks becomes its last day (31 January + 1 month = 28/29 February). */
function addMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1))
  const last = lastOfMonth(target.getUTCFullYear(), target.getUTCMonth()).getUTCDate()
  return new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(date.getUTCDate(), last)))
}

/** The last day of the notice period given on `notice.from` (else `today`, `YYYY-MM-DD`). */
export function noticeEnds(notice: LetterNotice, today: string): string {
  const given = parseDay(notice.from ?? today)
  // The period runs from the day after the notice is received (§ 187 (1) BGB) …
  const plain =
    notice.unit === 'weeks'
      ? new Date(given.getTime() + notice.amount * 7 * DAY_MS)
      : addMonths(given, notice.amount)
  // … and ends on the permitted day on or after the end of the plain period.
  return formatDay(nextPermittedEnd(plain, notice.ends))
}

/** The first day a person can start: the day after the notice period ends. */
export function earliestStart(notice: LetterNotice, today: string): string {
  return formatDay(new Date(parseDay(noticeEnds(notice, today)).getTime() + DAY_MS))
}
