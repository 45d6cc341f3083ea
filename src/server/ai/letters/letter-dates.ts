import { LOCALE_TAGS, type Locale } from '#shared/i18n/locales'

// Dates as each country writes them in a letter (docs/spec/domain/letters.md §4): DIN 5008 TT.MM.JJJJ, UK "15 May
// 2025", "5 mars 2025" (1er for the first), "5 de marzo de 2025", "5 marzo 2025" (1° for the
// first), "5 de março de 2025", "5 maart 2025", Polish genitive months with "r.".

// Month names come from the runtime's CLDR data, as the CV templates print them
// (documents/cv/labels.ts): the form that stands in a full date ("5 maja", not "maj").
const monthFormatters = new Map<Locale, Intl.DateTimeFormat>()
function monthInDate(date: Date, language: Locale): string {
  let formatter = monthFormatters.get(language)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE_TAGS[language], { day: 'numeric', month: 'long', timeZone: 'UTC' })
    monthFormatters.set(language, formatter)
  }
  return formatter.formatToParts(date).find((part) => part.type === 'month')?.value ?? ''
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The calendar date of `date` in UTC: the caller passes the user's day. */
export function formatLetterDate(date: Date, language: Locale): string {
  const day = date.getUTCDate()
  const monthIndex = date.getUTCMonth()
  const year = date.getUTCFullYear()
  if (language === 'de') return `${pad(day)}.${pad(monthIndex + 1)}.${year}`
  const month = monthInDate(date, language)
  switch (language) {
    case 'en':
    case 'nl':
      return `${day} ${month} ${year}`
    case 'fr':
      return `${day === 1 ? '1er' : day} ${month} ${year}`
    case 'it':
      return `${day === 1 ? '1°' : day} ${month} ${year}`
    case 'es':
    case 'pt':
      return `${day} de ${month} de ${year}`
    case 'pl':
      return `${day} ${month} ${year} r.`
  }
}

/** The place-and-date line; English letters carry no place (UK block style). */
export function placeAndDate(place: string | undefined, date: Date, language: Locale): string {
  const formatted = formatLetterDate(date, language)
  if (language === 'en') return formatted
  if (language === 'fr') return place ? `${place}, le ${formatted}` : `Le ${formatted}`
  return place ? `${place}, ${formatted}` : formatted
}
