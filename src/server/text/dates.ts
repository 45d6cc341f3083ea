// Dates as CVs write them, in the 8 product languages: 03/2019, 3.2019, 2019-03, März 2019,
// Mar. 2019, marzo de 2019, 2019, and ranges between them ("seit 2021", "2019 – heute",
// "Jan 2018 to Present", "od 03.2019 do chwili obecnej"). Normalised to 'YYYY-MM' or 'YYYY'.

import { MONTH_VARIANTS, MONTHS } from './months.data'

export type DateRange = {
  start: string
  end: string
  current: boolean
  /** Where the range (or single date) sits in the line it was found in. */
  index: number
  length: number
}

// Every month name of months.data.ts in any language, without its abbreviation point, and the
// variants: "März", "mars", "marca" and "Mar." all read as 3.
const MONTH_BY_NAME = new Map<string, number>()
MONTHS.forEach((entry, index) => {
  const forms = Object.values(entry).flatMap((forms) => forms.split('|'))
  for (const form of forms) MONTH_BY_NAME.set(form.toLowerCase().replace(/\.$/, ''), index + 1)
  for (const variant of MONTH_VARIANTS[index] ?? []) MONTH_BY_NAME.set(variant, index + 1)
})

// Words for an open end. Only read as the second half of a range, so short ones ("nu", "date") are safe.
// prettier-ignore
const PRESENT = [
  'present', 'current', 'currently', 'now', 'today', 'ongoing', 'date', 'till date',
  'heute', 'jetzt', 'aktuell', 'dato', 'derzeit', 'gegenwärtig', 'laufend', 'gegenwart',
  "aujourd'hui", 'aujourd’hui', 'aujourdhui', 'présent', 'present', 'actuel', 'maintenant', 'ce jour',
  'actualidad', 'presente', 'actual', 'hoy', 'la fecha', 'la actualidad',
  'oggi', 'attuale', 'in corso', 'ora', 'ad oggi', 'attualmente', 'tuttora', 'corrente',
  'atual', 'actual', 'atualmente', 'hoje', 'o presente', 'ao presente', 'à data', 'a data', 'o momento',
  'heden', 'nu', 'huidig', 'vandaag',
  'obecnie', 'teraz', 'nadal', 'dziś', 'dzisiaj', 'chwili obecnej', 'chwila obecna',
]

// prettier-ignore
const RANGE_WORDS = ['to', 'till', 'until', 'through', 'bis', 'à', 'au', 'a', 'al', 'hasta', 'fino a', 'fino ad', 'até', 'tot', 'do', 'ao']
// prettier-ignore
const SINCE_WORDS = ['since', 'seit', 'ab', 'depuis', 'desde', 'dal', 'dalla', 'da', 'sinds', 'vanaf', 'od', 'from']

const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')
const alternation = (words: readonly string[]): string =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')

const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)'
const MONTH_NUMBER = '(?:0?[1-9]|1[0-2])'
const MONTH_NAME = `(?<![\\p{L}])(?:${alternation([...MONTH_BY_NAME.keys()])})(?![\\p{L}])\\.?`
// One date; alternatives are ordered so that the longest reading wins.
const DATE = [
  `(?:\\d{1,2}\\.?\\s{0,2})?${MONTH_NAME}\\s{0,2}(?:de\\s+|,\\s*)?(?:${YEAR}|['’]\\d{2})`,
  `(?<!\\d)\\d{1,2}[./]${MONTH_NUMBER}[./]${YEAR}(?!\\d)`,
  // A day with dashes ("01-06-2023", as Dutch, Portuguese and Italian CVs write it).
  `(?<!\\d-?)\\d{1,2}-${MONTH_NUMBER}-${YEAR}(?!\\d)`,
  `(?<!\\d)${MONTH_NUMBER}\\s?[./-]\\s?${YEAR}(?!\\d)`,
  // An ISO day ("2019-03-01", as web CVs print a date field as it is stored) reads as its month.
  `(?<!\\d)${YEAR}-${MONTH_NUMBER}-(?:0?[1-9]|[12]\\d|3[01])(?![\\d./])`,
  `(?<!\\d)${YEAR}[-/.]${MONTH_NUMBER}(?![\\d./])`,
  `(?<![\\d./])${YEAR}(?![\\d])`,
].join('|')
// Hyphens and dashes of every kind: fonts map their hyphen to U+00AD (Awesome-CV) or U+2010.
const DASH = '\\s{0,3}[\\u00ad\\u2010-\\u2015\\u2212-]{1,2}\\s{0,3}'
// A dash that text extraction dropped (PDF text tools omit a printed U+00AD as invisible) leaves
// two dates side by side: "Sep. 2017 Feb. 2021", "März 2021 heute". Read as a range when the
// start has a month; two bare years side by side are a list, not a range.
const SEPARATOR = `(?:${DASH}|\\s{1,3}(?:${alternation(RANGE_WORDS)})\\s{1,3}|\\s{1,3}(?=\\S))`
const PRESENT_RE = `(?<![\\p{L}])(?:${alternation(PRESENT)})(?![\\p{L}])`
// The end of a range may shorten its year ("10/2019 – 02/20"); a lone "02/20" is no date.
const SHORT_END = `(?<!\\d)${MONTH_NUMBER}[./]\\d{2}(?![\\d./])`

const RANGE = new RegExp(
  `(?:(?<![\\p{L}])(?:${alternation(SINCE_WORDS)})\\s{1,3}(?<since>${DATE})(?!${SEPARATOR}(?:${DATE}|${PRESENT_RE})))` +
    `|(?<start>${DATE})(?:(?<sep>${SEPARATOR})(?:(?<end>${DATE}|${SHORT_END})|(?<present>${PRESENT_RE}))|(?<open>${DASH}(?=$|\\s{2,}|\\s*[|)]))|\\s*\\+(?=\\s|$))?` +
    `|(?<mstart>${MONTH_NAME})${DASH}(?<mend>${DATE})` +
    // "3 - 4/2014": the start month takes the end's year.
    `|(?<![\\d./])(?<nstart>${MONTH_NUMBER})${DASH}(?<nend>${MONTH_NUMBER}[./]${YEAR})(?!\\d)`,
  // Without the `i` flag: the line is lower-cased first (lowerCaseSameLength). Case-insensitive
  // matching of this many Unicode letter classes made V8 spend ~90 ms compiling the expression on
  // its first use, at every start of the server and of each worker.
  'gu',
)

/** Lower case with every character kept in place, so that match indexes fit the original line. */
function lowerCaseSameLength(text: string): string {
  const lower = text.toLowerCase()
  if (lower.length === text.length) return lower
  // "İ" lower-cases to two characters; such a character stays as it is.
  return Array.from(text, (char) => {
    const lowerChar = char.toLowerCase()
    return lowerChar.length === char.length ? lowerChar : char
  }).join('')
}

/** Every date range (or lone date) in a line, left to right. */
export function findDateRanges(line: string): DateRange[] {
  // Every supported form carries a year in digits; most lines of a CV have none.
  if (!/\d\d/.test(line)) return []
  const ranges: DateRange[] = []
  RANGE.lastIndex = 0
  for (const match of lowerCaseSameLength(line).matchAll(RANGE)) {
    const groups = match.groups ?? {}
    const range = toRange(groups, match[0], match.index)
    if (range) ranges.push(range)
  }
  return ranges
}

/** The first date range of a line with a real span, else the first lone date, else null. */
export function findDateRange(line: string): DateRange | null {
  const ranges = findDateRanges(line)
  return ranges.find((range) => range.end !== '' || range.current) ?? ranges[0] ?? null
}

function toRange(groups: Record<string, string | undefined>, text: string, index: number): DateRange | null {
  if (groups.since) {
    const start = parseDate(groups.since)
    return start ? { start, end: '', current: true, index, length: text.length } : null
  }
  if ((groups.mstart && groups.mend) || (groups.nstart && groups.nend)) {
    // "Jan – Mar 2020": the start month takes the end's year.
    const end = parseDate(groups.mend ?? groups.nend ?? '')
    const month = groups.mstart ? monthOf(groups.mstart) : Number(groups.nstart)
    if (!end || !month) return null
    return { start: `${end.slice(0, 4)}-${pad(month)}`, end, current: false, index, length: text.length }
  }
  const start = groups.start ? parseDate(groups.start) : ''
  if (!start) return null
  if (groups.present) return { start, end: '', current: true, index, length: text.length }
  const isSpaceOnly = groups.sep !== undefined && groups.sep.trim() === ''
  if (isSpaceOnly && (/^\d{4}$/.test(start) || groups.end === undefined) && !groups.present)
    return { start, end: '', current: false, index, length: (groups.start ?? '').length }
  if (groups.end) {
    const end = parseDate(groups.end) || shortEnd(groups.end, start)
    if (end && end >= start.slice(0, end.length))
      return { start, end, current: false, index, length: text.length }
    return { start, end: '', current: false, index, length: (groups.start ?? '').length }
  }
  const isOpen = groups.open !== undefined || /\+\s*$/.test(text)
  return { start, end: '', current: isOpen, index, length: text.length }
}

/** One date in any supported form as 'YYYY-MM' or 'YYYY'; '' when it is not a date. */
export function parseDate(raw: string): string {
  const text = raw.trim().toLowerCase()
  let match = /^(?:\d{1,2}\.?\s*)?(\p{L}+)\.?\s*(?:de\s+|,\s*)?(\d{4}|['’]\d{2})$/u.exec(text)
  if (match?.[1] && match[2]) {
    const month = MONTH_BY_NAME.get(match[1])
    if (!month) return ''
    const year = match[2].length === 4 ? match[2] : twoDigitYear(match[2].slice(1))
    return `${year}-${pad(month)}`
  }
  match = /^\d{1,2}[./](\d{1,2})[./](\d{4})$/.exec(text) ?? /^\d{1,2}-(\d{1,2})-(\d{4})$/.exec(text)
  if (match?.[1] && match[2]) return validMonth(match[2], match[1])
  match = /^(\d{1,2})\s?[./-]\s?(\d{4})$/.exec(text)
  if (match?.[1] && match[2]) return validMonth(match[2], match[1])
  match = /^(\d{4})[-/.](\d{1,2})$/.exec(text) ?? /^(\d{4})-(\d{1,2})-\d{1,2}$/.exec(text)
  if (match?.[1] && match[2]) return validMonth(match[1], match[2])
  match = /^(\d{4})$/.exec(text)
  if (match?.[1]) return match[1]
  return ''
}

// "02/20" after "10/2019": the century of the start.
function shortEnd(raw: string, start: string): string {
  const match = /^(\d{1,2})[./](\d{2})$/.exec(raw.trim())
  if (!match?.[1] || !match[2]) return ''
  return validMonth(`${start.slice(0, 2)}${match[2]}`, match[1])
}

function monthOf(raw: string): number | undefined {
  return MONTH_BY_NAME.get(raw.trim().toLowerCase().replace(/\.$/, ''))
}

function validMonth(year: string, month: string): string {
  const value = Number(month)
  return value >= 1 && value <= 12 ? `${year}-${pad(value)}` : ''
}

function twoDigitYear(digits: string): string {
  const value = Number(digits)
  return String(value > 50 ? 1900 + value : 2000 + value)
}

function pad(month: number): string {
  return String(month).padStart(2, '0')
}

const DATE_RESIDUE = new RegExp(`^(?:[\\s|,;:()[\\]–—•·/-]|${alternation(SINCE_WORDS)})*$`, 'iu')

/** Whether a line is nothing but a date or date range (plus separators and brackets). */
export function isDateOnly(line: string): boolean {
  const ranges = findDateRanges(line)
  if (ranges.length === 0) return false
  let rest = line
  for (const range of [...ranges].reverse())
    rest = rest.slice(0, range.index) + rest.slice(range.index + range.length)
  return DATE_RESIDUE.test(rest)
}

// A day's date as letters and forms are dated: "12.03.2025", "3. März 2025", "12 de marzo de 2025",
// "1er mars 2025", "3 maja 2025", "March 3, 2025", "2025-03-12". Day before month where the order
// is open ("03/04/2025" is 3 April); with slashes the American order when only it makes a date.
const DAY_SUFFIX = '(?:\\.|er|st|nd|rd|th|º|°)?'
const DAY_MONTH_YEAR = new RegExp(
  `^(\\d{1,2})${DAY_SUFFIX}\\s*(?:de\\s+)?(\\p{L}+)\\.?\\s*(?:de\\s+)?(\\d{4})$`,
  'u',
)
const MONTH_DAY_YEAR = new RegExp(`^(\\p{L}+)\\.?\\s+(\\d{1,2})${DAY_SUFFIX},?\\s+(\\d{4})$`, 'u')

/** One day's date in any of these forms as 'YYYY-MM-DD'; '' when it is not one. */
export function parseDayDate(raw: string): string {
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/\s+r\.?$/u, '')
    .replace(/\.$/, '')
  let match = /^(\d{1,2})\s*([./-])\s*(\d{1,2})\s*\2\s*(\d{4}|\d{2})$/.exec(text)
  if (match?.[1] && match[3] && match[4]) {
    const year = match[4].length === 4 ? match[4] : twoDigitYear(match[4])
    const dayFirst = dayDate(year, Number(match[3]), Number(match[1]))
    // Only a slash may stand in the American order.
    return dayFirst || (match[2] === '/' ? dayDate(year, Number(match[1]), Number(match[3])) : '')
  }
  match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text)
  if (match?.[1] && match[2] && match[3]) return dayDate(match[1], Number(match[2]), Number(match[3]))
  match = DAY_MONTH_YEAR.exec(text)
  if (match?.[1] && match[2] && match[3]) return dayDate(match[3], monthOf(match[2]) ?? 0, Number(match[1]))
  match = MONTH_DAY_YEAR.exec(text)
  if (match?.[1] && match[2] && match[3]) return dayDate(match[3], monthOf(match[1]) ?? 0, Number(match[2]))
  return ''
}

function dayDate(year: string, month: number, day: number): string {
  if (month < 1 || month > 12 || day < 1) return ''
  const daysInMonth = new Date(Date.UTC(Number(year), month, 0)).getUTCDate()
  return day <= daysInMonth ? `${year}-${pad(month)}-${String(day).padStart(2, '0')}` : ''
}

// A note in brackets right after a range says how the time was spent: "(berufsbegleitend)",
// "(Teilzeit)", "(part-time)", "(en alternance)", "(remote)". Words only: a bracketed length
// ("(2 Jahre)") is part of the dates, a bracketed year or place list is not such a note.
const RANGE_NOTE = /^\s*[([]\s*(\p{L}[\p{L}'’/.\s-]{0,38}?)\s*[)\]]/u

/** The bracketed note right after a range in its line, with the characters it takes ('' when none). */
export function noteAfterRange(line: string, range: DateRange): { note: string; length: number } {
  const match = RANGE_NOTE.exec(line.slice(range.index + range.length))
  return match?.[1]
    ? { note: match[1].replace(/\s+/g, ' '), length: match[0].length }
    : { note: '', length: 0 }
}
