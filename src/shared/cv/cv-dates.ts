import { LOCALE_TAGS, LOCALES, type Locale } from '#shared/i18n/locales'

// Month dates as people type them into the editor (issue 30, point 3): "04/2019" — the form a German
// CV prints —, "04.2019", "4-2019", "2019-04", "April 2019", "avril 2019", "abril de 2019",
// "kwiecień 2019". The CV stores "YYYY-MM" or "YYYY" (documents/cv/labels.ts prints them per market).

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\.$/, '')

function monthNamesOf(locale: Locale): Map<string, number> {
  const names = new Map<string, number>()
  const tag = LOCALE_TAGS[locale]
  // Standalone and in-date forms: Polish "kwiecień" beside "kwietnia", Portuguese "abr." beside "abril".
  const formats = [
    new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' }),
    new Intl.DateTimeFormat(tag, { month: 'short', timeZone: 'UTC' }),
    new Intl.DateTimeFormat(tag, { month: 'long', day: 'numeric', timeZone: 'UTC' }),
    new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ]
  for (let month = 1; month <= 12; month += 1) {
    const date = new Date(Date.UTC(2001, month - 1, 15))
    for (const format of formats) {
      const part = format.formatToParts(date).find((p) => p.type === 'month')?.value
      if (part) names.set(fold(part), month)
    }
  }
  return names
}

const MONTH_NAMES = new Map<Locale, Map<string, number>>()
function monthNames(locale: Locale): Map<string, number> {
  let names = MONTH_NAMES.get(locale)
  if (!names) MONTH_NAMES.set(locale, (names = monthNamesOf(locale)))
  return names
}

/** A month name or its abbreviation ("Apr", "Sept", "mär"): the CV language first, then any other. */
function monthOfName(word: string, locale: Locale): number | null {
  const key = fold(word)
  if (key.length < 3) return null
  for (const candidate of [locale, ...LOCALES.filter((other) => other !== locale)]) {
    const names = monthNames(candidate)
    const exact = names.get(key)
    if (exact) return exact
    // Unlisted abbreviations ("sept", "mär") as the start of exactly one month's name.
    const starts = new Set([...names].filter(([name]) => name.startsWith(key)).map(([, month]) => month))
    if (starts.size === 1) return [...starts][0]!
  }
  return null
}

const pad = (month: number) => String(month).padStart(2, '0')
const isMonth = (month: number) => month >= 1 && month <= 12

/**
 * The stored form ("YYYY-MM" or "YYYY") of a date typed in the CV's language; '' for an empty field;
 * null when it is not a month date a person would recognise.
 */
export function parseCvMonth(input: string, locale: Locale): string | null {
  const text = input.trim().replace(/\s+/g, ' ')
  if (text === '') return ''
  if (/^\d{4}$/.test(text)) return text
  let match = /^(\d{4})\s?[-/.]\s?(\d{1,2})$/.exec(text)
  if (match) return isMonth(Number(match[2])) ? `${match[1]}-${pad(Number(match[2]))}` : null
  match = /^(\d{1,2})\s?[-/.\s]\s?(\d{4})$/.exec(text)
  if (match) return isMonth(Number(match[1])) ? `${match[2]}-${pad(Number(match[1]))}` : null
  // "April 2019", "Apr. 2019", "abril de 2019", "avr. 2019"
  match = /^(\p{L}+)\.?,?\s(?:(?:de|del)\s)?(\d{4})$/u.exec(text)
  if (match) {
    const month = monthOfName(match[1]!, locale)
    return month ? `${match[2]}-${pad(month)}` : null
  }
  return null
}

/** How the editor shows a stored date: "04/2019" (numeric, as most CVs print it), a year as it is. */
export function formatCvMonthInput(stored: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(stored.trim())
  return match ? `${match[2]}/${match[1]}` : stored
}
