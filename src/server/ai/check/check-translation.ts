import type { Locale } from '#shared/i18n/locales'

import { isNameLike } from '#server/text/name-like'
import { numbersIn } from '#server/text/numbers'
import { companiesWithLegalForm } from '#server/ai/job-ad/detect-job-ad'
import { guessLanguage } from '#server/text/detect-language'
import { splitProse } from '#server/text/sentences'

// The checker for a translation a model wrote (issue 16): numbers and dates, names (acronyms,
// products, anything with a capital inside or a digit) and employers are the original's, and
// every sentence long enough to tell is in the target language (function-word check).

const MIN_WORDS_TO_TELL = 4
const SURE = 0.5

// Digits without separators: "1.000" may become "1,000", "2.5" "2,5".
const digits = (text: string) =>
  numbersIn(text)
    .map((n) => n.replace(/[.,]/g, ''))
    .sort()

export type TranslationProblem = 'numbers' | 'names' | 'employers' | 'language'

export function translationProblems(
  original: string,
  translated: string,
  target: Locale,
): TranslationProblem[] {
  const problems: TranslationProblem[] = []
  const before = digits(original)
  const after = digits(translated)
  if (before.length !== after.length || before.some((n, i) => n !== after[i])) problems.push('numbers')
  const names = (original.match(/[\p{L}\d][\p{L}\d#+.&-]*/gu) ?? [])
    .map((w) => w.replace(/\.$/, ''))
    .filter((w) => isNameLike(w) && !/^\d+$/.test(w))
  if (names.some((name) => !translated.includes(name))) problems.push('names')
  if (
    companiesWithLegalForm(original).some(
      (company) => !translated.includes(company.split(' ').pop() ?? company),
    )
  )
    problems.push('employers')
  const wrongLanguage = splitProse(translated).some((sentence) => {
    if (sentence.split(/\s+/).length < MIN_WORDS_TO_TELL) return false
    const guess = guessLanguage(sentence)
    return guess !== undefined && guess.confidence >= SURE && guess.language !== target
  })
  if (wrongLanguage) problems.push('language')
  return problems
}

export function isFaithfulTranslation(original: string, translated: string, target: Locale): boolean {
  return translationProblems(original, translated, target).length === 0
}
