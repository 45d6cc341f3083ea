import type { HumanizeContext } from '#shared/api/ai'
import type { Locale } from '#shared/i18n/locales'

import { isNameLike } from '#server/text/name-like'
import { numbersIn } from '#server/text/numbers'
import { guessLanguage } from '#server/text/detect-language'
import { enhanceTitle } from './enhance-title'
import { PROSE_GRAMMAR } from './grammar.data'
import { defects, emptiesNoun, GAP, mend } from './mend'
import type { PhraseRule } from './phrases.data'
import { DE_PHRASES } from './phrases.de.data'
import { EN_PHRASES } from './phrases.en.data'
import { ES_PHRASES } from './phrases.es.data'
import { FR_PHRASES } from './phrases.fr.data'
import { IT_PHRASES } from './phrases.it.data'
import { NL_PHRASES } from './phrases.nl.data'
import { PL_PHRASES } from './phrases.pl.data'
import { PT_PHRASES } from './phrases.pt.data'
import { splitProse } from '#server/text/sentences'
import { capitalise } from '#server/text/bullet-text'

// Plainer prose: clichés out (phrase tables, one per language), repeated sentence openings joined,
// and the facts untouched: a sentence that would lose a number or a name, read broken (mend.ts
// `defects`) or leave a noun saying nothing keeps its original wording.

const compile = (rules: readonly PhraseRule[]) =>
  rules.map((rule) => ({
    regex: new RegExp(`(?<![\\p{L}-])(?:${rule.pattern})(?![\\p{L}])`, 'giu'),
    replacement: rule.replacement,
    statement: rule.statement === true,
  }))
const RULES: Record<Locale, ReturnType<typeof compile>> = {
  en: compile(EN_PHRASES),
  de: compile(DE_PHRASES),
  fr: compile(FR_PHRASES),
  es: compile(ES_PHRASES),
  it: compile(IT_PHRASES),
  pt: compile(PT_PHRASES),
  nl: compile(NL_PHRASES),
  pl: compile(PL_PHRASES),
}
const PRONOUN_OPENING: Partial<Record<Locale, { pronouns: RegExp; and: string }>> = {
  en: { pronouns: /^(I|We)\s+/, and: 'and' },
  de: { pronouns: /^(Ich|Wir)\s+/, and: 'und' },
}
const MAX_MERGED_WORDS = 30

/**
 * The language of a text: the caller's, else the function-word guess, else the one language whose
 * clichés the text contains ("Ottime capacità di lavorare in gruppo." has too few function words);
 * a text that tells nothing is read with the English and German tables.
 */
export function proseLanguages(text: string, language?: Locale): Locale[] {
  if (language) return [language]
  const guessed = guessLanguage(text)?.language
  if (guessed) return [guessed]
  const hits = (Object.keys(RULES) as Locale[])
    .map((locale) => ({
      locale,
      n: RULES[locale].reduce((n, { regex }) => n + (text.match(regex)?.length ?? 0), 0),
    }))
    .sort((a, b) => b.n - a.n)
  const [best, second] = hits
  return best && best.n > 0 && best.n > (second?.n ?? 0) ? [best.locale] : ['en', 'de']
}

// Numbers, names and (in English) capitalised words inside a sentence are facts.
function facts(sentence: string, language: Locale): string[] {
  const words = sentence.split(/\s+/).slice(1)
  const names = words
    .map((w) => w.replace(/[^\p{L}\d#+.&-]/gu, '').replace(/\.$/, ''))
    .filter((w) => isNameLike(w) || (language === 'en' && /^\p{Lu}/u.test(w) && w !== 'I'))
  return [...numbersIn(sentence), ...names]
}

const functionWord = (language: Locale) =>
  new RegExp(`^(?:${PROSE_GRAMMAR[language].functionWords}|${PROSE_GRAMMAR[language].emptyPersons})$`, 'iu')

/**
 * True when every word of the sentence is a cliché of the tables, a function word or a bare
 * "person" ("Soy una persona proactiva y dinámica." says nothing); a rule whose replacement is a
 * plain statement ("trabajo bien en equipo") is content.
 */
function isOnlyCliches(sentence: string, languages: readonly Locale[]): boolean {
  let rest = sentence
  for (const language of languages)
    for (const { regex, statement } of RULES[language]) rest = statement ? rest : rest.replace(regex, ' ')
  const isFunction = languages.map(functionWord)
  const left = rest.split(/[^\p{L}\d'’-]+/u).filter((w) => w && !isFunction.some((f) => f.test(w)))
  return left.length === 0 && rest !== sentence
}

// "$1".."$9" of the rule with the match's groups; the sentence's first word keeps its capital
// (elsewhere the table's own case: a German noun "Mehrwert schaffen" becomes "etwas bewirken").
function replacementFor(rule: string, groups: readonly (string | undefined)[], atStart: boolean): string {
  if (rule === '') return ` ${GAP} `
  const text = rule.replace(/\$(\d)/g, (_, n: string) => groups[Number(n) - 1] ?? '')
  return atStart ? capitalise(text) : text
}

function rewriteSentence(sentence: string, languages: readonly Locale[]): string {
  // "Team player leveraging synergies." says nothing: suggested for deletion, not reworded into
  // "Team member using collaboration."
  if (isOnlyCliches(sentence, languages)) return ''
  const language = languages[0] ?? 'en'
  let marked = sentence
  const cliches: string[] = []
  for (const each of languages) {
    for (const { regex, replacement } of RULES[each]) {
      marked = marked.replace(regex, (match: string, ...rest: unknown[]) => {
        cliches.push(match)
        const offset = rest[rest.length - 2] as number
        const groups = rest.slice(0, -2) as (string | undefined)[]
        const atStart = /^\p{Lu}/u.test(match) && marked.slice(0, offset).trim() === ''
        return replacementFor(replacement, groups, atStart)
      })
    }
  }
  if (marked === sentence) return sentence
  // "an attitude", "un approccio": the noun needed the adjective that was deleted.
  if (emptiesNoun(marked, language)) return sentence
  const out = mend(marked, language)
  const kept = facts(out, language)
  // A word of a cliché the tables replaced is no fact ("Hands-on-Mentalität").
  const lost = facts(sentence, language).some(
    (fact) => !kept.includes(fact) && !out.includes(fact) && !cliches.some((c) => c.includes(fact)),
  )
  // "I am a, professional", "Je suis.": a rewrite may not read more broken than the original.
  const broken = defects(out, language) > defects(sentence, language)
  return lost || broken || out === '' ? sentence : out
}

/** One sentence (or two joined) before and after; `after` is '' for a sentence suggested for deletion. */
export type ProseUnit = { before: string; after: string }
export type ProseLine = ProseUnit[] | string

// "I led X. I built Y." -> "I led X and built Y.": the same opening twice in a row reads machine-made.
function varyOpenings(units: readonly ProseUnit[], language: Locale): ProseUnit[] {
  const rule = PRONOUN_OPENING[language]
  if (!rule) return [...units]
  const out: ProseUnit[] = []
  for (let i = 0; i < units.length; i++) {
    const current = units[i]
    const next = units[i + 1]
    if (!current) continue
    const a = current.after.match(rule.pronouns)?.[1]
    const b = next?.after.match(rule.pronouns)?.[1]
    const words = `${current.after} ${next?.after ?? ''}`.split(/\s+/).length
    if (
      next &&
      a &&
      a === b &&
      /\.$/.test(current.after) &&
      words <= MAX_MERGED_WORDS &&
      !/\s(?:and|und)\s/.test(current.after)
    ) {
      out.push({
        before: `${current.before} ${next.before}`,
        after: `${current.after.slice(0, -1)} ${rule.and} ${next.after.replace(rule.pronouns, '')}`,
      })
      i += 1
    } else {
      out.push(current)
    }
  }
  return out
}

export type ProseOptions = { varyOpenings?: boolean; language?: Locale }

/** The text line by line, each line as its sentences before and after (blank lines as they are). */
export function humanizeLines(text: string, options: ProseOptions = {}): ProseLine[] {
  const languages = proseLanguages(text, options.language)
  return text.split(/\r?\n/).map((line) => {
    if (line.trim() === '') return line
    const units = splitProse(line).map((before) => ({
      before,
      after: rewriteSentence(before, languages),
    }))
    return options.varyOpenings === false ? units : varyOpenings(units, languages[0] ?? 'en')
  })
}

/** The text again from its lines, each unit as `pick` chooses (the rewrite, or the original). */
export function joinLines(lines: readonly ProseLine[], pick: (unit: ProseUnit) => string): string {
  return lines
    .map((line) =>
      typeof line === 'string'
        ? line
        : line
            .map(pick)
            .filter((s) => s !== '')
            .join(' '),
    )
    .join('\n')
}

export function humanizeProse(text: string, options: ProseOptions = {}): string {
  const out = joinLines(humanizeLines(text, options), (unit) => unit.after)
  // A text of clichés only has nothing plainer to become: it stays for the user to rewrite.
  return out.trim() === '' ? text : out
}

/** humanize: a professional title is tidied as a title; anything else as prose. */
export function humanizeText(text: string, context: HumanizeContext): string {
  return context === 'professional_title' ? enhanceTitle(text) : humanizeProse(text)
}
