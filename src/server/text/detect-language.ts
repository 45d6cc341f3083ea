import { LOCALES, type Locale } from '#shared/i18n/locales'

import { FUNCTION_WORDS, MARKER_LETTERS } from './language-markers.data'

export type LanguageGuess = { language: Locale; confidence: number }

const WORD_SETS = new Map(LOCALES.map((locale) => [locale, new Set(FUNCTION_WORDS[locale])]))
const MIN_EVIDENCE = 2

/**
 * The most likely language of a text from function words and marker letters; undefined when the
 * text gives too little evidence (a single skill name, a date). The hint wins such cases upstream.
 */
export function guessLanguage(text: string): LanguageGuess | undefined {
  const scores = new Map<Locale, number>(LOCALES.map((locale) => [locale, 0]))
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? []
  for (const word of words) {
    for (const locale of LOCALES) {
      if (WORD_SETS.get(locale)?.has(word)) scores.set(locale, (scores.get(locale) ?? 0) + 1)
    }
  }
  for (const { pattern, languages } of MARKER_LETTERS) {
    const hits = text.match(pattern)?.length ?? 0
    for (const locale of languages) scores.set(locale, (scores.get(locale) ?? 0) + Math.min(hits, 5) * 0.5)
  }
  const ranked = [...scores.entries()].sort(
    (a, b) => b[1] - a[1] || LOCALES.indexOf(a[0]) - LOCALES.indexOf(b[0]),
  )
  const [best, second] = ranked
  if (!best || best[1] < MIN_EVIDENCE) return undefined
  const margin = best[1] - (second?.[1] ?? 0)
  return { language: best[0], confidence: Math.min(1, margin / best[1] + 0.2) }
}

/** The language of a text, falling back to the hint (then English) when the text is too short to tell. */
export function detectLanguage(text: string, hint?: Locale): Locale {
  const guess = guessLanguage(text)
  if (!guess) return hint ?? 'en'
  if (hint && guess.confidence < 0.35) return hint
  return guess.language
}
