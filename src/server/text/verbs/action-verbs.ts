import type { Locale } from '#shared/i18n/locales'

import { firstWord } from '#server/text/bullet-text'
import { lookupEnglishVerb } from './english-verbs'
import { germanVerbByFiniteForm } from './german-verbs'
import { otherActionAt } from './other-verb-at'

// What "starts with an action verb" means, in every language, from the reviewed verb tables only
// (verbs.<lang>.data.ts): the score, the job's tense and the bench all ask here.

export type ActionVerb = { isWeak: boolean; tense: 'past' | 'present' | undefined }

export function actionVerbAt(text: string, language: Locale): ActionVerb | undefined {
  if (language === 'en') {
    const found = lookupEnglishVerb(firstWord(text))
    if (!found) return undefined
    const tense = found.form === 'past' ? 'past' : found.form === 'gerund' ? undefined : 'present'
    return { isWeak: !found.verb.isStrong, tense }
  }
  if (language === 'de') {
    const found = germanVerbByFiniteForm(firstWord(text))
    return found ? { isWeak: found.verb.isWeak, tense: found.isPast ? 'past' : 'present' } : undefined
  }
  const found = otherActionAt(text, language)
  return found ? { isWeak: found.verb.isWeak, tense: found.tense } : undefined
}

export function startsWithActionVerb(text: string, language: Locale): boolean {
  return actionVerbAt(text, language) !== undefined
}
