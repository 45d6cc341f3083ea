import type { BulletChange, EnhancedBullet } from '#shared/api/ai'
import type { Locale } from '#shared/i18n/locales'

import { guessLanguage } from '#server/text/detect-language'
import { actionVerbAt } from '#server/text/verbs/action-verbs'
import { capitalise, cleanBullet } from '#server/text/bullet-text'
import { germanVerb } from '#server/text/verbs/german-verbs'
import { scoreBullet } from './impact-score'
import { keepsNumbers } from '#server/text/numbers'
import { isOtherLocale, otherLanguage, type Gender } from '#server/text/verbs/other-language'
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

/** How the bullet could end with its result: "… by [X] %" after a change verb, else the generic gap. */
function resultHintOf(text: string, verb: string | undefined, language: Locale): string {
  const { byPercent, generic } = RESULT_PLACEHOLDER[language]
  // "by [X] %" only reads right when the sentence has no "by …" of its own.
  const means = isOtherLocale(language)
    ? new RegExp(`\\s(?:${otherLanguage(language).table.means})\\s`, 'iu')
    : MEANS
  return `… ${(isChangeVerb(verb, language) && !means.test(text) ? byPercent : generic).replace(/^[\s,–-]+/, '')}`
}

const NOMINAL_STYLE: ReadonlySet<Locale> = new Set(['fr', 'es', 'it', 'pt'])

// Changes that repair something; "verb_added" alone only changes the style.
const REPAIRS: readonly BulletChange[] = [
  'filler_removed',
  'passive_rewritten',
  'pronoun_removed',
  'verb_strengthened',
]

function isBetter(
  original: string,
  rewritten: string,
  changes: readonly BulletChange[],
  language: Locale,
): boolean {
  if (rewritten === capitalise(original)) return true
  const onlyStyle = changes.includes('verb_added') && !changes.some((c) => REPAIRS.includes(c))
  // French, Spanish, Italian and Portuguese CVs write "Gestion d'une équipe": their nominal style
  // stays. Everywhere, a verb put before the unchanged noun ("Verantwortete die Leitung …",
  // "Assure le suivi …") says nothing more.
  const head = original.split(/\s+/)[0]?.toLocaleLowerCase() ?? ''
  const wrapsNoun = head.length > 3 && rewritten.toLocaleLowerCase().split(/\s+/).slice(1).includes(head)
  if (onlyStyle && (NOMINAL_STYLE.has(language) || (language !== 'en' && wrapsNoun))) return false
  const before = scoreBullet(capitalise(original), language).score
  const after = scoreBullet(rewritten, language).score
  // A repair (a filler, a passive, a pronoun gone; the job's tense) may keep the score; a verb
  // put before a noun must raise it.
  // A filler lead ("Byłam odpowiedzialna za …") goes even when it held the only (weak) verb.
  if (changes.includes('filler_removed')) return true
  const repairs = changes.some((c) => REPAIRS.includes(c) || c === 'tense_aligned')
  return repairs ? after >= before : after > before
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
  // Never lose or invent a number, and rewrite only what gets better: a rewrite that would lose a
  // number, that does not raise the impact score, or that only puts a verb before an idiomatic
  // nominal or participle bullet ("Gestion d'une équipe", "Rechnungen geschrieben") is dropped
  // for the cleaned original.
  if (!keepsNumbers(text, enhanced) || !isBetter(text, enhanced, changes, language)) {
    enhanced = capitalise(text)
    verb = undefined
    finalChanges.length = 0
  }
  // No result stated: a hint beside the bullet, never a placeholder in it; none in an assumed
  // language, which would be foreign words.
  const resultHint = !/\d/.test(enhanced) && isLanguageKnown ? resultHintOf(enhanced, verb, language) : undefined
  if (hadFullStop) enhanced += '.'
  const { score, reasons } = scoreBullet(enhanced, language)
  return {
    original,
    enhanced,
    impactScore: score,
    reasons,
    changes: finalChanges,
    language,
    ...(resultHint ? { resultHint } : {}),
  }
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
