import type { Locale } from '#shared/i18n/locales'

// Dates as each country writes them in a letter (letters.md §4): DIN 5008 TT.MM.JJJJ, UK "15 May
// 2025", "5 mars 2025" (1er for the first), "5 de marzo de 2025", "5 marzo 2025" (1° for the
// first), "5 de março de 2025", "5 maart 2025", Polish genitive months with "r.".

const MONTHS: Record<Exclude<Locale, 'de'>, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  it: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
  pt: [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
  pl: [
    'stycznia',
    'lutego',
    'marca',
    'kwietnia',
    'maja',
    'czerwca',
    'lipca',
    'sierpnia',
    'września',
    'października',
    'listopada',
    'grudnia',
  ],
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The calendar date of `date` in UTC: the caller passes the user's day. */
export function formatLetterDate(date: Date, language: Locale): string {
  const day = date.getUTCDate()
  const monthIndex = date.getUTCMonth()
  const year = date.getUTCFullYear()
  if (language === 'de') return `${pad(day)}.${pad(monthIndex + 1)}.${year}`
  const month = MONTHS[language][monthIndex] ?? ''
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
