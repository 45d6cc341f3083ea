import type { Locale } from '#shared/i18n/locales'

// The words of the tracker's calendar file, in the account's language.
export const CALENDAR_WORDS: Record<Locale, { calendar: string; interview: string; followUp: string }> = {
  en: { calendar: 'Applications', interview: 'Interview', followUp: 'Follow up' },
  de: { calendar: 'Bewerbungen', interview: 'Vorstellungsgespräch', followUp: 'Nachfassen' },
  fr: { calendar: 'Candidatures', interview: 'Entretien', followUp: 'Relance' },
  es: { calendar: 'Candidaturas', interview: 'Entrevista', followUp: 'Seguimiento' },
  it: { calendar: 'Candidature', interview: 'Colloquio', followUp: 'Sollecito' },
  pt: { calendar: 'Candidaturas', interview: 'Entrevista', followUp: 'Acompanhamento' },
  nl: { calendar: 'Sollicitaties', interview: 'Sollicitatiegesprek', followUp: 'Opvolgen' },
  pl: { calendar: 'Aplikacje', interview: 'Rozmowa kwalifikacyjna', followUp: 'Przypomnienie' },
}
