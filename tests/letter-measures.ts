import type { LetterTemplateType } from '#shared/api/ai'
import type { Locale } from '#shared/i18n/locales'

import { foldText } from '#server/text/sentences'
import { numbersIn } from '#server/text/numbers'
import { cvSourceText } from '#server/ai/check/check-text'
import { PLACEHOLDER } from '#server/ai/check/claims.data'
import { inputVocabulary, misspelledWords } from '#server/ai/check/spelling'
import type { CheckedLetter } from '#server/ai/letters/checked-letter'
import type { LetterCv } from '#server/ai/letters/cv-facts'
import { LEGAL_FORMS } from '#server/text/legal-forms.data'

// How the letter tests and `npm run bench:ai` judge what the engine extracted and wrote (issue 16).
// Written apart from the extractor: a company matches with or without its legal form and a
// leading article, a title with or without its gender note.

const LEGAL_FORM_TAIL = new RegExp(
  `[,\\s]+(?:${[...LEGAL_FORMS].map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`,
  'iu',
)

function core(text: string): string {
  return foldText(text)
    .replace(/^(?:the|die|der|das|la|le|les|el|il|lo|l'|l’|o|a|het|de)\s*/u, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

export function sameCompany(found: string | undefined, expected: string): boolean {
  if (!found) return false
  const strip = (t: string) => core(t.trim().replace(LEGAL_FORM_TAIL, ''))
  return strip(found) === strip(expected) || core(found) === core(expected)
}

export function sameTitle(found: string | undefined, expected: string): boolean {
  if (!found) return false
  const strip = (t: string) =>
    core(t.replace(/\((?:[mwdfhkvx]\/?)+\)|\b(?:m|w|f|h|v)\/(?:w|m|f|h|v|x)(?:\/[dx])?\b/giu, ''))
  return strip(found) === strip(expected)
}

export type LetterCase = {
  id: string
  language: Locale
  templateType: LetterTemplateType
  cv: LetterCv
  jobDescription: string
  expect: { companyName: string; jobTitle: string }
}

export type LetterMeasure = {
  employerCorrect: boolean
  noUnsupportedClaim: boolean
  cvFacts: number
  noPlaceholder: boolean
  spelledCorrectly: boolean
  misspelled: string[]
  repairedSentences: number
}

const CLAIM_KINDS = new Set(['number', 'years', 'sector', 'degree', 'employer'])

/** The facts of the CV a letter body states: employers, job titles, the degree, skills, result figures. */
export function cvFactsUsed(body: string, cv: LetterCv): number {
  const folded = foldText(body)
  const facts = new Set<string>()
  for (const role of cv.experience ?? []) {
    if (role.company && folded.includes(foldText(role.company))) facts.add(`company:${role.company}`)
    if (role.title && folded.includes(foldText(role.title))) facts.add(`title:${role.title}`)
    for (const bullet of role.bullets ?? [])
      for (const n of numbersIn(bullet))
        if (new RegExp(`(?<![\\d.,])${n.replace('.', '\\.')}(?![\\d])`).test(body)) facts.add(`n:${n}`)
  }
  for (const e of cv.education ?? []) if (e.degree && folded.includes(foldText(e.degree))) facts.add('degree')
  for (const g of cv.skills ?? [])
    for (const s of g.items ?? [])
      if (s.name && folded.includes(foldText(s.name))) facts.add(`skill:${s.name}`)
  return facts.size
}

export async function measureLetter(letter: CheckedLetter, c: LetterCase): Promise<LetterMeasure> {
  const body = letter.paragraphs.join('\n')
  const cvText = cvSourceText(c.cv)
  const misspelled = await misspelledWords(body, c.language, inputVocabulary([cvText, c.jobDescription]))
  return {
    employerCorrect:
      sameCompany(letter.companyName, c.expect.companyName) && letter.content.includes(letter.companyName),
    noUnsupportedClaim: !letter.problems.some((p) => CLAIM_KINDS.has(p.kind)),
    cvFacts: cvFactsUsed(body, c.cv),
    noPlaceholder: !(letter.content.match(PLACEHOLDER) ?? []).length,
    spelledCorrectly: misspelled.length === 0,
    misspelled,
    repairedSentences: letter.repaired.length,
  }
}
