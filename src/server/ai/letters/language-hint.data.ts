import type { Locale } from '#shared/i18n/locales'

// The hint the writer shows under the language select (docs/spec/1-screens.md). A norm is named only where it
// is real (docs/spec/3-decisions.md "Letter standards", docs/spec/domain/letters.md §0): DIN 5008, NF Z 11-001 (an AFNOR
// recommendation) and UK block style; the other languages follow their country's conventions.
// `key` is the i18n key; `en` is the English source text for messages/en.json.

export type LanguageHint = { key: string; norm?: string; en: string }

export const LANGUAGE_HINTS: Record<Locale, LanguageHint> = {
  de: {
    key: 'coverLetter.hint.de',
    norm: 'DIN 5008',
    en: 'German letter following DIN 5008: sender and recipient blocks, place and date (DD.MM.YYYY), subject line without the word “Betreff”, closing “Mit freundlichen Grüßen”.',
  },
  en: {
    key: 'coverLetter.hint.en',
    norm: 'UK block style',
    en: 'English letter in UK block style: everything flush left, date as “15 May 2025”, “Yours sincerely” to a named reader, “Yours faithfully” otherwise.',
  },
  fr: {
    key: 'coverLetter.hint.fr',
    norm: 'NF Z 11-001 (AFNOR recommendation)',
    en: 'French letter following NF Z 11-001 (an AFNOR recommendation): “Place, le date”, “Objet :”, closing “Veuillez agréer …”.',
  },
  es: {
    key: 'coverLetter.hint.es',
    en: 'Spanish letter in the country’s business-letter conventions: “Madrid, 5 de marzo de 2025”, greeting with a colon, closing “Atentamente”.',
  },
  it: {
    key: 'coverLetter.hint.it',
    en: 'Italian letter in the country’s business-letter conventions: “Spett.le” before the company, “Oggetto:”, closing “Distinti saluti”.',
  },
  pt: {
    key: 'coverLetter.hint.pt',
    en: 'Portuguese letter in the country’s business-letter conventions: “Lisboa, 5 de março de 2025”, “Exmos. Senhores”, closing “Com os melhores cumprimentos”.',
  },
  pl: {
    key: 'coverLetter.hint.pl',
    en: 'Polish letter in the country’s business-letter conventions: place and date at the top (“5 marca 2025 r.”), “Szanowni Państwo”, closing “Z poważaniem”.',
  },
  nl: {
    key: 'coverLetter.hint.nl',
    en: 'Dutch letter in the country’s business-letter conventions: “Betreft:”, “Geachte heer/mevrouw”, closing “Met vriendelijke groet”.',
  },
}
