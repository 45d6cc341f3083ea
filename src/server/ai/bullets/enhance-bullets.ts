import type { BulletChange, EnhancedBullet } from '#shared/api/ai'
import type { Locale } from '#shared/i18n/locales'

import { guessLanguage } from '../translate/detect-language'
import { capitalise, cleanBullet, firstWord } from './bullet-text'
import { lookupEnglishVerb } from './english-verbs'
import { germanVerbByFiniteForm } from './german-verbs'
import { scoreBullet } from './impact-score'
import { keepsNumbers } from './numbers'
import { RESULT_PLACEHOLDER } from './placeholders.data'
import { rewriteGerman } from './rewrite-de'
import { isEnglishChangeVerb, rewriteEnglish, type Rewrite } from './rewrite-en'
import { germanVerb } from './german-verbs'

export type EnhanceOptions = { language?: Locale; pastTense?: boolean }

// A bullet's own language wins only when it is clear; short bullets follow the CV.
const CLEAR_LANGUAGE = 0.5

type Language = { language: Locale; isKnown: boolean }

function bulletLanguage(text: string, fallback: Language): Language {
  const guess = guessLanguage(text)
  return guess && guess.confidence >= CLEAR_LANGUAGE ? { language: guess.language, isKnown: true } : fallback
}

// Without a hint and without evidence the language is only assumed, and rewrites that would add
// words of that language ("Delivered …") are not made.
function setLanguage(bullets: readonly string[], hint: Locale | undefined): Language {
  if (hint) return { language: hint, isKnown: true }
  const guess = guessLanguage(bullets.join('\n'))?.language
  return guess ? { language: guess, isKnown: true } : { language: 'en', isKnown: false }
}

type Tense = 'past' | 'present' | undefined

function tenseOf(text: string, language: Locale): Tense {
  const word = firstWord(text)
  if (language === 'en') {
    const found = lookupEnglishVerb(word)
    if (!found) return undefined
    return found.form === 'past' ? 'past' : found.form === 'gerund' ? undefined : 'present'
  }
  if (language === 'de') {
    const found = germanVerbByFiniteForm(word)
    return found ? (found.isPast ? 'past' : 'present') : undefined
  }
  return undefined
}

// Tense consistent across the job: what the caller says, else what most bullets already use.
function choosePast(
  texts: readonly { text: string; language: Locale }[],
  pastTense: boolean | undefined,
): boolean {
  if (pastTense !== undefined) return pastTense
  let past = 0
  let present = 0
  for (const { text, language } of texts) {
    const tense = tenseOf(text, language)
    if (tense === 'past') past += 1
    if (tense === 'present') present += 1
  }
  return past >= present
}

function rewrite(text: string, language: Locale, past: boolean, isKnown: boolean): Rewrite {
  const unchanged: Rewrite = { text, verb: undefined, changes: [] }
  const result =
    language === 'en' ? rewriteEnglish(text, past) : language === 'de' ? rewriteGerman(text, past) : unchanged
  if (!isKnown && result.changes.includes('verb_added')) return unchanged
  if (language === 'en' || language === 'de') return result
  // Other languages: no grammar here, so the words stay exactly as written.
  return { text, verb: undefined, changes: [] }
}

function isChangeVerb(verb: string | undefined, language: Locale): boolean {
  if (language === 'en') return isEnglishChangeVerb(verb)
  if (language === 'de') return verb !== undefined && germanVerb(verb)?.isChange === true
  return false
}

function withPlaceholder(text: string, verb: string | undefined, language: Locale): string {
  const { byPercent, generic } = RESULT_PLACEHOLDER[language]
  // "by [X] %" only reads right when the sentence has no "by …" of its own.
  const hasMeans = /\s(?:by|through|um|durch)\s/i.test(text)
  return text + (isChangeVerb(verb, language) && !hasMeans ? byPercent : generic)
}

export function enhanceBullet(
  original: string,
  language: Locale,
  past: boolean,
  isLanguageKnown = true,
): EnhancedBullet {
  const { text, hadFullStop } = cleanBullet(original)
  if (text === '')
    return {
      original,
      enhanced: '',
      impactScore: 0,
      reasons: ['no_action_verb', 'no_measurable_result', 'too_short'],
      changes: [],
      language,
    }
  const rewritten = rewrite(text, language, past, isLanguageKnown)
  const { changes } = rewritten
  let { text: enhanced, verb } = rewritten
  enhanced = capitalise(enhanced)
  const finalChanges: BulletChange[] = [...changes]
  // Never lose or invent a number: a rewrite that would is dropped for the cleaned original.
  if (!keepsNumbers(text, enhanced)) {
    enhanced = capitalise(text)
    verb = undefined
    finalChanges.length = 0
  }
  // A placeholder in an assumed language would put foreign words into the bullet.
  if (!/\d/.test(enhanced) && isLanguageKnown) {
    enhanced = withPlaceholder(enhanced, verb, language)
    finalChanges.push('placeholder_added')
  }
  if (hadFullStop) enhanced += '.'
  const { score, reasons } = scoreBullet(enhanced, language)
  return { original, enhanced, impactScore: score, reasons, changes: finalChanges, language }
}

/** enhance-bullets: each bullet rewritten and scored; the job's tense applied to all of them. */
export function enhanceBullets(bullets: readonly string[], options: EnhanceOptions = {}): EnhancedBullet[] {
  const fallback = setLanguage(bullets, options.language)
  const prepared = bullets.map((original) => {
    const { text } = cleanBullet(original)
    const { language, isKnown } = bulletLanguage(text, fallback)
    return { original, text, language, isKnown }
  })
  const past = choosePast(prepared, options.pastTense)
  return prepared.map(({ original, language, isKnown }) => enhanceBullet(original, language, past, isKnown))
}
