import type { LetterLayout, LetterSalary } from '#shared/api/letters'
import { LOCALE_TAGS, type Locale } from '#shared/i18n/locales'

// The words a letter prints around the writer's text, in the letter's language, and the national
// ways of writing a date and a salary expectation (docs/spec/domain/letters.md §4).

export interface LetterWords {
  reference: string
  /** Printed before the subject where the country marks it ("Objet :"); empty where it does not (DIN 5008). */
  subjectPrefix: string
  enclosures: string
  phone: string
  email: string
  /** "Meine Gehaltsvorstellung liegt bei {amount}." */
  salary: (amount: string) => string
  /** "Ich kann die Stelle ab dem {date} antreten." */
  start: (date: string) => string
  gross: { year: string; month: string }
  /** Between the two ends of a range. */
  to: string
}

export const LETTER_WORDS: Record<Locale, LetterWords> = {
  de: {
    reference: 'Kennziffer',
    subjectPrefix: '',
    enclosures: 'Anlagen',
    phone: 'Telefon',
    email: 'E-Mail',
    salary: (amount) => `Meine Gehaltsvorstellung liegt bei ${amount}.`,
    start: (date) => `Die Stelle kann ich frühestens am ${date} antreten.`,
    gross: { year: 'brutto im Jahr', month: 'brutto im Monat' },
    to: 'bis',
  },
  en: {
    reference: 'Reference',
    subjectPrefix: '',
    enclosures: 'Enclosures',
    phone: 'Phone',
    email: 'Email',
    salary: (amount) => `My salary expectation is ${amount}.`,
    start: (date) => `I am available to start on ${date} at the earliest.`,
    gross: { year: 'gross per year', month: 'gross per month' },
    to: 'to',
  },
  fr: {
    reference: 'Réf.',
    subjectPrefix: 'Objet : ',
    enclosures: 'Pièces jointes',
    phone: 'Téléphone',
    email: 'E-mail',
    salary: (amount) => `Mes prétentions salariales s’élèvent à ${amount}.`,
    start: (date) => `Je suis disponible à partir du ${date}.`,
    gross: { year: 'bruts par an', month: 'bruts par mois' },
    to: 'à',
  },
  es: {
    reference: 'Ref.',
    subjectPrefix: 'Asunto: ',
    enclosures: 'Anexos',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    salary: (amount) => `Mi expectativa salarial es de ${amount}.`,
    start: (date) => `Podría incorporarme a partir del ${date}.`,
    gross: { year: 'brutos anuales', month: 'brutos mensuales' },
    to: 'a',
  },
  it: {
    reference: 'Rif.',
    subjectPrefix: 'Oggetto: ',
    enclosures: 'Allegati',
    phone: 'Telefono',
    email: 'E-mail',
    salary: (amount) => `La mia aspettativa retributiva è di ${amount}.`,
    start: (date) => `Sono disponibile a iniziare dal ${date}.`,
    gross: { year: 'lordi annui', month: 'lordi mensili' },
    to: 'a',
  },
  pt: {
    reference: 'Ref.ª',
    subjectPrefix: 'Assunto: ',
    enclosures: 'Anexos',
    phone: 'Telefone',
    email: 'E-mail',
    salary: (amount) => `A minha expectativa salarial é de ${amount}.`,
    start: (date) => `Estou disponível para começar a partir de ${date}.`,
    gross: { year: 'brutos por ano', month: 'brutos por mês' },
    to: 'a',
  },
  nl: {
    reference: 'Referentie',
    subjectPrefix: 'Betreft: ',
    enclosures: 'Bijlagen',
    phone: 'Telefoon',
    email: 'E-mail',
    salary: (amount) => `Mijn salarisindicatie is ${amount}.`,
    start: (date) => `Ik kan op zijn vroegst op ${date} beginnen.`,
    gross: { year: 'bruto per jaar', month: 'bruto per maand' },
    to: 'tot',
  },
  pl: {
    reference: 'Znak',
    subjectPrefix: 'Dotyczy: ',
    enclosures: 'Załączniki',
    phone: 'Telefon',
    email: 'E-mail',
    salary: (amount) => `Moje oczekiwania finansowe to ${amount}.`,
    start: (date) => `Mogę rozpocząć pracę najwcześniej ${date}.`,
    gross: { year: 'brutto rocznie', month: 'brutto miesięcznie' },
    to: 'do',
  },
}

/** The locale a layout writes numbers and dates in: the country's, in the letter's language. */
export function numberTag(layout: LetterLayout, language: Locale): string {
  if (language === 'de' && layout === 'ch') return 'de-CH'
  if (language === 'de' && layout === 'at') return 'de-AT'
  if (language === 'fr' && layout === 'ch') return 'fr-CH'
  if (language === 'it' && layout === 'ch') return 'it-CH'
  return LOCALE_TAGS[language]
}

/** A letter's date line: "Berlin, 7. Dezember 2026", "Paris, le 7 décembre 2026", "Łódź, 2026-12-07", "7 December 2026". */
export function dateLine(day: string, place: string, layout: LetterLayout, language: Locale): string {
  const date = new Date(`${day}T12:00:00Z`)
  // PN-EN 28601 numeric dates in Polish letters; the written-out form elsewhere (DIN 5008 allows both).
  const written =
    layout === 'pl'
      ? day
      : new Intl.DateTimeFormat(numberTag(layout, language), { dateStyle: 'long', timeZone: 'UTC' }).format(date)
  if (!place || layout === 'uk') return written
  if (language === 'fr') return `${place}, le ${written}`
  return `${place}, ${written}`
}

/** A day in running text ("am 1. März 2027", "on 1 March 2027"). */
export function writtenDay(day: string, layout: LetterLayout, language: Locale): string {
  return new Intl.DateTimeFormat(numberTag(layout, language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  )
}

const SALARY_PAYMENTS_AT = 14

/**
 * The salary expectation as the country writes it. DE: an annual gross range ("55.000 bis 60.000 €
 * brutto im Jahr"); AT: the amount before the figure and the fourteen salaries named ("€ 53.200
 * brutto jährlich (14×)", a monthly amount also as its annual sum); CH: Swiss grouping ("CHF 95’000").
 */
export function salarySentence(salary: LetterSalary, layout: LetterLayout, language: Locale): string {
  const words = LETTER_WORDS[language]
  const tag = numberTag(layout, language)
  const money = (value: number) =>
    new Intl.NumberFormat(tag, { style: 'currency', currency: salary.currency, maximumFractionDigits: 0 }).format(value)
  const range = (min: number, max: number | null) =>
    max === null || max === min ? money(min) : `${money(min)} ${words.to} ${money(max)}`
  if (layout === 'at' && language === 'de') {
    if (salary.period === 'month') {
      const yearly = range(salary.min * SALARY_PAYMENTS_AT, salary.max === null ? null : salary.max * SALARY_PAYMENTS_AT)
      return words.salary(`${range(salary.min, salary.max)} brutto monatlich, das sind ${yearly} brutto jährlich (14×)`)
    }
    return words.salary(`${range(salary.min, salary.max)} brutto jährlich (14×)`)
  }
  if (layout === 'ch' && language === 'de') {
    return `Meine Lohnvorstellung liegt bei ${range(salary.min, salary.max)} brutto ${salary.period === 'year' ? 'pro Jahr' : 'pro Monat'}.`
  }
  const suffix = layout === 'at' ? ' (14×)' : ''
  return words.salary(`${range(salary.min, salary.max)} ${words.gross[salary.period]}${suffix}`)
}
