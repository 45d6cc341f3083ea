import type { HumanizeContext } from '#shared/api/ai'
import type { Locale } from '#shared/i18n/locales'

import { isNameLike } from '../bullets/name-like'
import { numbersIn } from '../bullets/numbers'
import { guessLanguage } from '../translate/detect-language'
import { enhanceTitle } from './enhance-title'
import { mend } from './mend'
import { DE_PHRASES, EN_PHRASES, type PhraseRule } from './phrases.data'

// Plainer prose: clichés out (phrase tables), repeated sentence openings joined, and the facts
// untouched: a sentence that would lose a number or a name keeps its original wording.

const compile = (rules: readonly PhraseRule[]) =>
  rules.map((rule) => ({
    regex: new RegExp(`(?<![\\p{L}-])${rule.pattern}(?![\\p{L}])`, 'giu'),
    replacement: rule.replacement,
  }))
const RULES: Partial<Record<Locale, ReturnType<typeof compile>>> = {
  en: compile(EN_PHRASES),
  de: compile(DE_PHRASES),
}
const PRONOUN_OPENING: Partial<Record<Locale, { pronouns: RegExp; and: string }>> = {
  en: { pronouns: /^(I|We)\s+/, and: 'and' },
  de: { pronouns: /^(Ich|Wir)\s+/, and: 'und' },
}
const MAX_MERGED_WORDS = 30

function languagesOf(text: string): Locale[] {
  const language = guessLanguage(text)?.language
  return language ? [language] : ['en', 'de']
}

// Numbers, names and (in English) capitalised words inside a sentence are facts.
function facts(sentence: string, language: Locale): string[] {
  const words = sentence.split(/\s+/).slice(1)
  const names = words
    .map((w) => w.replace(/[^\p{L}\d#+.&-]/gu, '').replace(/\.$/, ''))
    .filter((w) => isNameLike(w) || (language === 'en' && /^\p{Lu}/u.test(w) && w !== 'I'))
  return [...numbersIn(sentence), ...names]
}

// Words that carry no claim of their own: a sentence of clichés and these says nothing.
const FUNCTION_WORDS =
  /^(?:i|we|am|is|are|was|a|an|the|and|or|with|of|to|in|for|who|that|my|our|as|ich|wir|bin|ist|sind|ein|eine|einen|der|die|das|und|oder|mit|von|zu|in|für|als|mein|meine)$/iu

/** True when every word of the sentence is a cliché of the tables or a function word. */
function isOnlyCliches(sentence: string, languages: readonly Locale[]): boolean {
  let rest = sentence
  for (const language of languages)
    for (const { regex } of RULES[language] ?? []) rest = rest.replace(regex, ' ')
  const left = rest.split(/[^\p{L}\d-]+/u).filter((w) => w && !FUNCTION_WORDS.test(w))
  return left.length === 0 && rest !== sentence
}

function rewriteSentence(sentence: string, languages: readonly Locale[]): string {
  // "Team player leveraging synergies." says nothing: suggested for deletion, not reworded into
  // "Team member using collaboration."
  if (isOnlyCliches(sentence, languages)) return ''
  let out = sentence
  for (const language of languages) {
    for (const { regex, replacement } of RULES[language] ?? []) {
      out = out.replace(regex, (match) =>
        replacement && /^\p{Lu}/u.test(match)
          ? replacement.charAt(0).toLocaleUpperCase() + replacement.slice(1)
          : replacement,
      )
    }
  }
  out = mend(out)
  const kept = facts(out, languages[0] ?? 'en')
  const lost = facts(sentence, languages[0] ?? 'en').some(
    (fact) => !kept.includes(fact) && !out.includes(fact),
  )
  return lost || out === '' ? sentence : out
}

function splitIntoSentences(line: string): string[] {
  return line.split(/(?<=[.!?])\s+(?=[\p{Lu}"„(])/u).filter(Boolean)
}

// "I led X. I built Y." -> "I led X and built Y.": the same opening twice in a row reads machine-made.
function varyOpenings(sentences: readonly string[], language: Locale): string[] {
  const rule = PRONOUN_OPENING[language]
  if (!rule) return [...sentences]
  const out: string[] = []
  for (let i = 0; i < sentences.length; i++) {
    const current = sentences[i] ?? ''
    const next = sentences[i + 1]
    const a = current.match(rule.pronouns)?.[1]
    const b = next?.match(rule.pronouns)?.[1]
    const words = `${current} ${next ?? ''}`.split(/\s+/).length
    if (
      next &&
      a &&
      a === b &&
      /\.$/.test(current) &&
      words <= MAX_MERGED_WORDS &&
      !/\s(?:and|und)\s/.test(current)
    ) {
      out.push(`${current.slice(0, -1)} ${rule.and} ${next.replace(rule.pronouns, '')}`)
      i += 1
    } else {
      out.push(current)
    }
  }
  return out
}

export type ProseOptions = { varyOpenings: boolean }

export function humanizeProse(text: string, options: ProseOptions = { varyOpenings: true }): string {
  const languages = languagesOf(text)
  const out = text
    .split(/\r?\n/)
    .map((line) => {
      if (line.trim() === '') return line
      const sentences = splitIntoSentences(line.trim())
        .map((s) => rewriteSentence(s, languages))
        .filter((s) => s !== '')
      const varied = options.varyOpenings ? varyOpenings(sentences, languages[0] ?? 'en') : sentences
      return varied.join(' ')
    })
    .join('\n')
  // A text of clichés only has nothing plainer to become: it stays for the user to rewrite.
  return out.trim() === '' ? text : out
}

/** humanize: a professional title is tidied as a title; anything else as prose. */
export function humanizeText(text: string, context: HumanizeContext): string {
  return context === 'professional_title' ? enhanceTitle(text) : humanizeProse(text)
}
