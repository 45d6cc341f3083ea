import type { Locale } from '#shared/i18n/locales'

// How each language states the claims the checker verifies against the CV. Patterns match on the
// text as written (case-insensitive); each captures the claimed value in group 1.

/** "10 years of experience", "10 Jahre Berufserfahrung", "10 ans d'expérience"… */
export const YEARS_CLAIM: Record<Locale, RegExp> = {
  en: /\b(\d{1,2})\+?\s*(?:\(\w+\)\s*)?(?:years?|yrs?)\b(?:\s+of)?(?:\s+\w+){0,2}\s+(?:experience|expertise)/giu,
  de: /\b(\d{1,2})\+?\s*(?:Jahre|Jahren|Jahr)\b(?:\s+\p{L}+){0,2}?\s*(?:Berufserfahrung|Erfahrung|Praxis)/giu,
  fr: /\b(\d{1,2})\+?\s*ans?\s+(?:d['’]\s*)?(?:exp[ée]rience|pratique)/giu,
  es: /\b(\d{1,2})\+?\s*años?\s+de\s+(?:experiencia|trayectoria)/giu,
  it: /\b(\d{1,2})\+?\s*anni\s+di\s+(?:esperienza|attività)/giu,
  pt: /\b(\d{1,2})\+?\s*anos?\s+de\s+(?:experiência|experiencia|atividade)/giu,
  nl: /\b(\d{1,2})\+?\s*jaar\s+(?:\p{L}+\s+)?(?:werkervaring|ervaring)/giu,
  pl: /\b(\d{1,2})(?:\+?\s*(?:lat|lata|rok|roku)\s+(?:\p{L}+\s+)?|-letni\p{L}*\s+)do[śs]wiadczeni/giu,
}

/**
 * The applicant speaking of their own experience ("ich bringe … Erfahrung", "my experience"):
 * a sector named in such a sentence is a claim about the applicant, even when addressed to the employer.
 */
export const EXPERIENCE_WORD: Record<Locale, RegExp> = {
  en: /\b(?:my|I|I've|me)\b[^.!?]*\b(?:experience|expertise|background)\b/iu,
  de: /\b(?:ich|meine|meinen|meiner|meinem|mir)\b[^.!?]*(?:erfahrung|\bPraxis\b|\bHintergrund\b)/iu,
  fr: /\b(?:je|j['’]|mon|ma|mes)\b[^.!?]*\bexp[ée]rience\b/iu,
  es: /\b(?:yo|mi|mis|aporto|cuento)\b[^.!?]*\bexperiencia\b/iu,
  it: /\b(?:io|mia|mio|miei|mie|porto|ho)\b[^.!?]*\besperienza\b/iu,
  pt: /\b(?:eu|minha|meu|meus|minhas|trago|tenho)\b[^.!?]*\bexperi[êe]ncia\b/iu,
  nl: /\b(?:ik|mijn)\b[^.!?]*ervaring/iu,
  pl: /\b(?:moje|mój|moja|mam|posiadam|wnoszę)\b[^.!?]*do[śs]wiadczeni/iu,
}

/** "in the X sector", "in der X-Branche"…: the sector word is group 1. */
export const SECTOR_CLAIM: Record<Locale, RegExp> = {
  en: /\bin\s+the\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:sector|industry|branch)\b/giu,
  de: /\b(?:in|aus)\s+der\s+([\p{L}-]+)branche\b|\bim\s+([\p{L}-]+)(?:sektor|wesen)\b/giu,
  fr: /\bdans\s+le\s+secteur\s+(?:de\s+l['’]|du\s+|des\s+|de\s+la\s+)?([\p{L}-]+)/giu,
  es: /\ben\s+el\s+sector\s+(?:del\s+|de\s+la\s+)?([\p{L}-]+)/giu,
  it: /\bnel\s+settore\s+(?:del(?:l['’]|la\s+)?\s*)?([\p{L}-]+)/giu,
  pt: /\bno\s+setor\s+(?:d[oa]\s+)?([\p{L}-]+)/giu,
  nl: /\bin\s+de\s+([\p{L}-]+?)(?:sector|branche)\b/giu,
  pl: /\bw\s+bran[żz]y\s+([\p{L}-]+)/giu,
}

/** International degree abbreviations, by the degree level they name. */
export const DEGREE_ABBREVIATIONS: Readonly<
  Record<'bachelor' | 'master' | 'doctorate' | 'mba', readonly string[]>
> = {
  bachelor: ['B.Sc.', 'BSc', 'B.A.', 'BA', 'B.Eng.', 'BEng', 'LL.B.', 'Bachelor'],
  master: ['M.Sc.', 'MSc', 'M.A.', 'MA', 'M.Eng.', 'MEng', 'LL.M.', 'Master'],
  doctorate: ['PhD', 'Ph.D.', 'Dr.', 'Doktor', 'Doctor'],
  // An MBA is a master's, but a master's is not an MBA.
  mba: ['MBA', 'Executive MBA'],
}

/** Unfilled placeholders of templates and models: "[Your name]", "{company}", "XXX", "<Name>". */
export const PLACEHOLDER =
  /\[[^\]\n]{1,40}\]|\{\{?[\w\s]{1,30}\}?\}|<[\p{L}\s]{2,30}>|\bX{2,}\b|\bLorem ipsum\b/gu

/** A sentence addressed to the employer ("Your work in the healthcare sector…"): a sector named
 * there is the employer's, which the ad may state, not a claim about the applicant. */
export const SECOND_PERSON: Record<Locale, RegExp> = {
  en: /\byour?\b/iu,
  de: /\b(?:Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres)\b/u,
  fr: /\b(?:votre|vos|vous)\b/iu,
  es: /\b(?:su|sus|ustedes|vuestra|vuestro)\b/iu,
  it: /\b(?:vostra|vostro|vostri|vostre)\b/iu,
  pt: /\b(?:vossa|vosso|vossas|vossos)\b/iu,
  nl: /\b(?:uw|u)\b/iu,
  pl: /\b(?:Państwa|Państwo)\b/u,
}
