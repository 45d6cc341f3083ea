import type { BulletChange } from '#shared/api/ai'

import { afterFirstWord, firstWord, lowerFirstWord } from '#server/text/bullet-text'
import { englishVerb, lookupEnglishVerb, pastOfParticiple, type EnglishVerb } from '#server/text/verbs/english-verbs'
import { isNameLike } from '#server/text/name-like'
import {
  EN_CHANGE_VERBS,
  EN_FILLER_LEADS,
  EN_HEAD_NOUN_VERBS,
  EN_NOMINALISATIONS,
  EN_UPGRADES,
} from '#server/text/verbs/verbs.en.data'

// English bullets become "Verb + object + result": filler leads, pronouns and passive voice go, a
// verbless phrase gets the verb its head noun implies, and the verb takes the job's tense.

export type Rewrite = { text: string; verb: string | undefined; changes: BulletChange[] }

const CHANGE_VERBS = new Set(EN_CHANGE_VERBS)
const FILLERS = EN_FILLER_LEADS.map(({ pattern, fallback }) => ({
  regex: new RegExp(`^${pattern}\\s+`, 'i'),
  fallback,
}))
const UPGRADES = Object.entries(EN_UPGRADES)
  .sort((a, b) => b[0].length - a[0].length)
  .map(([weak, strong]) => ({ regex: new RegExp(`^${weak}\\b\\s*`, 'i'), strong }))
const LEAD_ADVERBS = /^(?:successfully|effectively|actively|proactively|independently|efficiently)\s+/i
const PREPOSITION = /\s(?:for|of|to|with|in|across|at|on|by|from|within|through|including)\s/i

function lower(text: string): string {
  return lowerFirstWord(text, isNameLike)
}

// A verb phrase like "roll out": only its first word is conjugated.
function conjugate(base: string, past: boolean): string {
  const [head = base, ...tail] = base.split(' ')
  // Any form of a known verb conjugates as that verb: "managed" never becomes "manageded".
  const verb = lookupEnglishVerb(head)?.verb ?? englishVerb(head)
  return [past ? verb.past : verb.base, ...tail].join(' ')
}

function verbPhraseAt(text: string): { verb: EnglishVerb; rest: string } | undefined {
  const word = firstWord(text)
  const found = lookupEnglishVerb(word)
  if (!found) return undefined
  const rest = afterFirstWord(text)
  // "Support for X", "Design of X": the word is a noun here.
  if (found.form === 'base' && /^(?:for|of)\b/i.test(rest)) return undefined
  return { verb: found.verb, rest }
}

function nominalisationAt(text: string): { base: string; rest: string } | undefined {
  const match = text.match(/^(?:the\s+)?([\p{L}-]+)\s+of\s+(.+)$/iu)
  const noun = match?.[1]?.toLowerCase()
  const base = noun ? EN_NOMINALISATIONS[noun] : undefined
  return base && match?.[2] ? { base, rest: match[2] } : undefined
}

// "the migration of 120 servers" after a filler: which verb, and what it governs.
function verbForRest(rest: string, fallback: string): { base: string; object: string } {
  const keepsHelp = fallback === 'support' || fallback === 'contribute to'
  const nominal = nominalisationAt(rest)
  // "helped with the migration of X" keeps the help: "Supported the migration of X".
  if (nominal && keepsHelp)
    return {
      base: fallback === 'support' ? 'support' : 'contribute',
      object: fallback === 'support' ? lower(rest) : `to ${lower(rest)}`,
    }
  if (nominal) return { base: nominal.base, object: nominal.rest }
  const toVerb = rest.match(/^to\s+(.+)$/i)
  const phrase = verbPhraseAt(toVerb?.[1] ?? rest)
  const formAtStart = lookupEnglishVerb(firstWord(rest))?.form
  // "helped build X": a bare verb after "helped" is a verb too.
  if (phrase && (toVerb || formAtStart === 'gerund' || (keepsHelp && formAtStart === 'base'))) {
    // "helped to build X" keeps the help: "Contributed to building X".
    if (keepsHelp) return { base: 'contribute', object: `to ${phrase.verb.gerund} ${phrase.rest}`.trim() }
    return { base: phrase.verb.base, object: phrase.rest }
  }
  if (fallback === 'contribute to') return { base: 'contribute', object: `to ${lower(rest)}` }
  // "responsible for the marketing budget": the head noun knows the verb better than the filler.
  const byNoun = keepsHelp ? undefined : EN_HEAD_NOUN_VERBS[headNoun(rest)]
  return { base: byNoun ?? fallback, object: lower(rest) }
}

function rewritePassive(text: string): { base: string; text: string } | undefined {
  const match = text.match(
    /^(.{2,80}?)\s+(?:was|were|has been|have been|had been|got|is|are)\s+(?:\w+ly\s+)?([a-z]+)(?:\s+and\s+([a-z]+))?(\b.*)$/i,
  )
  if (!match) return undefined
  const [, subject = '', participle = '', second, tail = ''] = match
  const past = pastOfParticiple(participle)
  const secondPast = second ? pastOfParticiple(second) : undefined
  if (!past || (second && !secondPast) || /^(?:i|we|he|she|they|it)$/i.test(subject)) return undefined
  let rest = tail.replace(/\s+by\s+(?:me|myself|us)\b/i, '')
  if (/\s+by\s+(?!(?:my|our|the|a)\s+team)\p{L}/iu.test(rest) && !/\s+by\s+\d/.test(rest)) {
    // "by Anna": someone else did it; the bullet is not the author's to claim.
    if (!/\s+by\s+(?:[\d[]|over|up|more|less|about|around|nearly|almost|roughly)/i.test(rest))
      return undefined
  }
  rest = rest.replace(/\s+by\s+((?:my|our|the|a)\s+team)/i, ' with $1')
  const verbs = secondPast ? `${past} and ${secondPast}` : past
  const base = lookupEnglishVerb(past)?.verb.base ?? past
  return { base, text: `${verbs} ${lower(subject)}${rest}` }
}

function headNoun(text: string): string {
  const phrase = text.split(PREPOSITION)[0] ?? text
  return (phrase.trim().split(/\s+/).pop() ?? '').toLowerCase().replace(/[^a-z]/g, '')
}

function headNounVerb(text: string): string {
  return EN_HEAD_NOUN_VERBS[headNoun(text)] ?? 'deliver'
}

// "recruiting and training new staff" -> "recruited and trained new staff": coordinated verbs
// take the same form as the first.
function alignCoordinated(rest: string, past: boolean): string {
  return rest.replace(/^((?:,\s*|\s*(?:and|&)\s+))([a-z]+)\b/i, (whole, joiner: string, word: string) => {
    const found = lookupEnglishVerb(word)
    if (!found || found.form === 'base') return whole
    return `${joiner}${past ? found.verb.past : found.verb.base}`
  })
}

export function rewriteEnglish(input: string, past: boolean): Rewrite {
  const changes: BulletChange[] = []
  let text = input

  for (const { regex, fallback } of FILLERS) {
    const match = text.match(regex)
    if (!match) continue
    const { base, object } = verbForRest(text.slice(match[0].length), fallback)
    changes.push('filler_removed')
    return finish(`${conjugate(base, past)} ${object}`, base, past, changes)
  }

  if (/^(?:i|we)\s+/i.test(text)) {
    text = text.replace(/^(?:i|we)\s+/i, '')
    changes.push('pronoun_removed')
  }
  text = text.replace(LEAD_ADVERBS, '')

  for (const { regex, strong } of UPGRADES) {
    if (!regex.test(text)) continue
    const rest = text.replace(regex, '')
    changes.push('verb_strengthened')
    return finish(`${conjugate(strong, past)} ${rest}`, strong.split(' ')[0] ?? strong, past, changes)
  }

  const passive = rewritePassive(text)
  if (passive) {
    changes.push('passive_rewritten')
    const [pastWord = '', ...rest] = passive.text.split(' ')
    const verb = lookupEnglishVerb(pastWord)?.verb
    const first = verb ? (past ? verb.past : verb.base) : pastWord
    return finish([first, ...rest].join(' '), passive.base, past, changes)
  }

  const phrase = verbPhraseAt(text)
  if (phrase) {
    const wanted = past ? phrase.verb.past : phrase.verb.base
    const found = lookupEnglishVerb(firstWord(text))
    if (found && wanted !== firstWord(text).toLowerCase()) changes.push('tense_aligned')
    return finish(`${wanted} ${phrase.rest}`, phrase.verb.base, past, changes)
  }

  const nominal = nominalisationAt(text)
  if (nominal) {
    changes.push('verb_added')
    return finish(`${conjugate(nominal.base, past)} ${nominal.rest}`, nominal.base, past, changes)
  }

  // "Performed reporting…", "Streamlined onboarding": a past form the tables do not know is still
  // a verb, and a second verb before it would not be English.
  if (/^\p{L}{4,}ed$/u.test(firstWord(text)))
    return finish(text, firstWord(text).toLowerCase(), past, changes)
  const base = headNounVerb(text)
  changes.push('verb_added')
  return finish(`${conjugate(base, past)} ${lower(text)}`, base, past, changes)
}

function finish(text: string, base: string, past: boolean, changes: BulletChange[]): Rewrite {
  const clean = text.replace(/\s+/g, ' ').trim()
  const first = firstWord(clean)
  const aligned = `${first}${alignCoordinated(clean.slice(first.length), past)}`
  return { text: aligned, verb: base, changes }
}

export function isEnglishChangeVerb(base: string | undefined): boolean {
  return base !== undefined && CHANGE_VERBS.has(base)
}
