import { otherLanguage, type FormHit, type OtherLanguage, type OtherVerb } from './other-language'
import type { OtherLocale } from './language-table'
import { readPreposition, startsLikeObject } from './other-phrase'

// Whether a bullet of the six other languages starts with an action word of its table, read the
// same way by the rewriter and the score.

/** The first-word split that keeps a word's closing punctuation with the rest. */
export function splitWords(text: string, n: number): { head: string; tail: string } {
  const list = text.split(/\s+/)
  const head = list.slice(0, n).join(' ')
  const punctuation = head.match(/[.,;:!?)]+$/u)?.[0] ?? ''
  const tail = list.slice(n).join(' ')
  return {
    head: head.slice(0, head.length - punctuation.length),
    tail: `${punctuation}${punctuation && tail ? ' ' : ''}${tail}`,
  }
}

// "Diseño y desarrollo una app": the object follows the last of the coordinated verbs.
function afterCoordinated(rest: string, lang: OtherLanguage): string {
  const joiners = lang.table.conjunctions.join('|')
  const match = new RegExp(`^(?:,|(?:${joiners}))\\s+(.+)$`, 'iu').exec(rest)
  const next = match?.[1] ? lang.formAt(match[1]) : undefined
  return match?.[1] && next ? afterCoordinated(splitWords(match[1], next.words).tail.trim(), lang) : rest
}

/** A verb form at the start that is a verb here, not a noun ("Desarrollo de …") or an adjective. */
export function finiteAt(text: string, lang: OtherLanguage): FormHit | undefined {
  const hit = lang.formAt(text)
  if (!hit) return undefined
  const rest = splitWords(text, hit.words).tail.trim()
  // "Desarrollo de aplicaciones", "Suivi de projets": a word that is a noun too, with its object.
  // ("Animé des ateliers" stays a verb: "des" is also the plural article.)
  const isNounToo = hit.needsObject || lang.nounAt(text)?.words === hit.words
  if (isNounToo && lang.table.of && readPreposition(rest, lang.table.of, lang)) return undefined
  if (hit.needsObject && !startsLikeObject(afterCoordinated(rest, lang), lang)) return undefined
  return hit
}

export type OtherAction = { verb: OtherVerb; tense: 'past' | 'present' | undefined }

export function otherActionAt(text: string, locale: OtherLocale): OtherAction | undefined {
  const lang = otherLanguage(locale)
  const clean = text.replace(/’/g, "'")
  const hit = finiteAt(clean, lang)
  if (hit) {
    const tense =
      hit.form === 'past' || hit.form === 'participle'
        ? 'past'
        : hit.form === 'present'
          ? 'present'
          : undefined
    return { verb: hit.verb, tense }
  }
  // Polish: the verbal noun is the action form (verbs.pl.data.ts); it has no tense.
  const noun = lang.table.nominalStyle ? lang.nounAt(clean) : undefined
  return noun ? { verb: noun.verb, tense: undefined } : undefined
}
