import type { BulletChange, EnhancedBullet } from '#shared/api/ai'
import type { Locale } from '#shared/i18n/locales'

import { guessLanguage } from '../translate/detect-language'
import { actionVerbAt } from './action-verbs'
import { capitalise, cleanBullet } from './bullet-text'
import { germanVerb } from './german-verbs'
import { scoreBullet } from './impact-score'
import { keepsNumbers } from './numbers'
import { isOtherLocale, otherLanguage, type Gender } from './other-language'
import { RESULT_PLACEHOLDER } from './placeholders.data'
import { writerGender } from './polish-np'
import { rewriteGerman } from './rewrite-de'
import { isEnglishChangeVerb, rewriteEnglish, type Rewrite } from './rewrite-en'
import { rewriteOther } from './rewrite-other'

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

// Tense consistent across the job: what the caller says, else what most bullets already use.
function choosePast(
  texts: readonly { text: string; language: Locale }[],
  pastTense: boolean | undefined,
): boolean {
  if (pastTense !== undefined) return pastTense
  let past = 0
  let present = 0
  for (const { text, language } of texts) {
    const tense = actionVerbAt(text, language)?.tense
    if (tense === 'past') past += 1
    if (tense === 'present') present += 1
  }
  return past >= present
}

function rewrite(text: string, language: Locale, past: boolean, isKnown: boolean, gender?: Gender): Rewrite {
  const unchanged: Rewrite = { text, verb: undefined, changes: [] }
  const result =
    language === 'en'
      ? rewriteEnglish(text, past)
      : language === 'de'
        ? rewriteGerman(text, past)
        : rewriteOther(text, language, past, gender)
  return !isKnown && result.changes.includes('verb_added') ? unchanged : result
}

function isChangeVerb(verb: string | undefined, language: Locale): boolean {
  if (verb === undefined) return false
  if (language === 'en') return isEnglishChangeVerb(verb)
  if (language === 'de') return germanVerb(verb)?.isChange === true
  return otherLanguage(language).verbs.some((v) => v.infinitive === verb && v.isChange)
}

const MEANS = /\s(?:by|through|um|durch)\s/i

function withPlaceholder(text: string, verb: string | undefined, language: Locale): string {
  const { byPercent, generic } = RESULT_PLACEHOLDER[language]
  // "by [X] %" only reads right when the sentence has no "by …" of its own.
  const means = isOtherLocale(language)
    ? new RegExp(`\\s(?:${otherLanguage(language).table.means})\\s`, 'iu')
    : MEANS
  return text + (isChangeVerb(verb, language) && !means.test(text) ? byPercent : generic)
}

export function enhanceBullet(
  original: string,
  language: Locale,
  past: boolean,
  isLanguageKnown = true,
  gender?: Gender,
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
  const rewritten = rewrite(text, language, past, isLanguageKnown, gender)
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
  // Polish past forms carry the writer's gender; only the bullets themselves may tell it.
  const polish = prepared.filter((b) => b.language === 'pl').map((b) => b.text)
  const gender = polish.length > 0 ? writerGender(polish, otherLanguage('pl')) : undefined
  return prepared.map(({ original, language, isKnown }) =>
    enhanceBullet(original, language, past, isKnown, gender),
  )
}
