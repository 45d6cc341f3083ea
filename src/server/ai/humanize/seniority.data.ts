import type { Locale } from '#shared/i18n/locales'

// Seniority in job titles (reviewed). A title suggestion says "Senior" only when the CV supports it:
// the CV's dates give at least SENIOR_MIN_YEARS years of experience, or one of its own titles
// already says so. Patterns are regular-expression sources of whole words, case-insensitive.

/** Years of experience from which a specialist title may say "Senior". */
export const SENIOR_MIN_YEARS = 5
/** Years of experience from which "Junior" no longer describes the holder. */
export const JUNIOR_MAX_YEARS = 3

/** Words that already place a title above entry level: a suggestion keeps them as the CV wrote them. */
export const SENIOR_WORDS =
  'senior|sr|sénior|sênior|starszy|starsza|lead|principal|staff|hauptsachbearbeiter(?:in)?|główny|główna'

/** Leadership titles: "Senior Head of Sales" or "Directeur senior" is no title. */
export const LEADERSHIP_WORDS =
  'head|chief|director|directora?|directeur|directrice|direttore|direttrice|diretora?|vp|vice president|ceo|cto|cfo|coo|cio|cmo|founder|co-founder|owner|partner|geschäftsführer(?:in)?|gründer(?:in)?|inhaber(?:in)?|vorstand|leiter(?:in)?|bereichsleiter(?:in)?|abteilungsleiter(?:in)?|teamleiter(?:in)?|responsable|gérante?|fondateur|fondatrice|jefe|jefa|responsabile|capo|fondatore|fondatrice|fundador(?:a)?|hoofd|eigenaar|oprichter|kierownik|kierowniczka|dyrektor|dyrektorka|prezes|właściciel(?:ka)?|założyciel(?:ka)?'

/** Entry-level words: "Junior" after JUNIOR_MAX_YEARS is left out. */
export const JUNIOR_WORDS = 'junior|jr|júnior|młodszy|młodsza'

/** Trainees and apprentices: the title is what it is, no seniority is added. */
export const TRAINEE_WORDS =
  'intern|internship|trainee|apprentice|werkstudent(?:in)?|praktikant(?:in)?|auszubildende?r?|azubi|volontär(?:in)?|stagiaire|alternante?|apprentie?|becari[oa]|pasante|stagista|tirocinante|apprendista|estagiári[oa]|stagiair|stażysta|stażystka|praktykant(?:ka)?'

/**
 * Where each language writes "Senior" in a title of its own words: English, German and Dutch before
 * it ("Senior Produktmanager", "Senior projectmanager"), French, Spanish and Italian after it
 * ("Chef de projet senior", "Ingeniero de software senior"), Portuguese after it in the spelling of
 * the dictionary ("Analista sênior"), Polish before it, agreeing in gender ("Starsza księgowa").
 * A title in English words takes the English form whatever the CV's language ("Senior Product
 * Manager" in a Spanish CV).
 */
export const SENIOR_FORM: Record<Locale, { before?: string; after?: string; feminineBefore?: string }> = {
  en: { before: 'Senior' },
  de: { before: 'Senior' },
  nl: { before: 'Senior' },
  fr: { after: 'senior' },
  es: { after: 'senior' },
  it: { after: 'senior' },
  pt: { after: 'sênior' },
  pl: { before: 'Starszy', feminineBefore: 'Starsza' },
}

/** A Polish feminine job noun: "księgowa", "specjalistka", "kierowniczka", "analityczka". */
export const POLISH_FEMININE = /(?:ka|owa|ówna|yni|ini)$/u
