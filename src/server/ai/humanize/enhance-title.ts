import type { Locale } from '#shared/i18n/locales'

import { ALIAS_GROUPS } from '#server/text/aliases.data'
import { GENDER_NOTE } from '#server/ai/job-ad/job-ad.data'
import {
  TITLE_ABBREVIATIONS,
  TITLE_ACRONYMS,
  TITLE_FLUFF_NOUNS,
  TITLE_FLUFF_WORDS,
  TITLE_SMALL_WORDS,
  TITLE_SPELLINGS,
} from './phrases.data'
import { capitalise } from '#server/text/bullet-text'

// A professional title as recruiters write it: "sr. frontend ninja!!" -> "Senior Frontend Developer".
// Capitals are set only where the title was all lower or all upper case, so "kaufmännischer
// Angestellter" written correctly stays as it is.

const ACRONYMS = new Set<string>(TITLE_ACRONYMS)
const SMALL = new Set<string>(TITLE_SMALL_WORDS)
const FLUFF = new Set<string>(TITLE_FLUFF_WORDS)
const JOKES = new Set<string>(TITLE_FLUFF_NOUNS)
// Tool and product names in their own spelling ("JavaScript", "PostgreSQL").
const PRODUCT_CASE = new Map(
  ALIAS_GROUPS.filter((g) => /^=?\p{Lu}/u.test(g.forms[0] ?? ''))
    .flatMap((g) => g.forms)
    .map((f) => f.replace(/^[=!]/, ''))
    .filter((f) => !f.includes(' ') && /\p{Lu}/u.test(f.slice(1)))
    .map((f) => [f.toLowerCase(), f] as const),
)
const TECH_CONTEXT =
  /\b(?:code|coding|software|web|frontend|backend|full-stack|javascript|typescript|python|java|data|devops|cloud|app|it)\b/i
// German adjectives keep their lower case inside a title ("Leiter kaufmännische Verwaltung").
const GERMAN_ADJECTIVE = /^\p{Ll}+(?:isch|lich|ig|al|ell|iv|är|bar)(?:e|er|en|es)?$/u
const GERMAN_HINT =
  /[äöüß]|(?:leiter|entwickler|mitarbeiter|berater|kaufmann|kauffrau|fachkraft|referent|assistent|sachbearbeiter|ingenieur|techniker|pfleger)(?:in)?\b/i

function casePart(part: string): string {
  if (part === '') return part
  if (ACRONYMS.has(part.toUpperCase()) && /^[\p{L}&]+$/u.test(part)) return part.toUpperCase()
  return (
    PRODUCT_CASE.get(part.toLowerCase()) ??
    capitalise(part.toLocaleLowerCase())
  )
}

// The spellings of the table are already right ("SaaS", "DevOps"): casing must not undo them.
const CANONICAL = new Set(Object.values(TITLE_SPELLINGS))

function caseWord(word: string, index: number, german: boolean): string {
  if (CANONICAL.has(word)) return word
  const lower = word.toLowerCase()
  const product = PRODUCT_CASE.get(lower)
  if (product) return product
  if (index > 0 && SMALL.has(lower)) return lower
  if (german && index > 0 && GERMAN_ADJECTIVE.test(lower)) return lower
  // "UX/UI", "Full-Stack": each part on its own.
  return word
    .split(/([-/])/)
    .map((part) => (part === '-' || part === '/' ? part : casePart(part)))
    .join('')
}

// The nouns that end a title: a title that has one needs no other.
const HEAD_NOUN =
  /^(?:developer|engineer|manager|specialist|designer|consultant|analyst|architect|lead|director|officer|administrator|scientist|marketer|accountant|assistant|coordinator|entwickler(?:in)?|ingenieur(?:in)?|berater(?:in)?|leiter(?:in)?|manager(?:in)?)$/iu

// French, Spanish, Italian, Portuguese, Dutch and Polish titles are written in sentence case
// ("Chef de projet informatique", "Specjalista ds. sprzedaży"): a capital for the first word,
// acronyms and brands as spelled ("SaaS", "iOS"), every other word in lower case.
const SENTENCE_CASE: ReadonlySet<Locale> = new Set<Locale>(['fr', 'es', 'it', 'pt', 'nl', 'pl'])
// A spelling with a capital inside ("SaaS", "UX/UI", "iOS"), not a capitalised word ("Frontend").
const hasInnerCapital = (word: string) => /\p{Lu}/u.test(word.slice(1).replace(/[-/]\p{Lu}/gu, ''))
const INNER_CAPITALS = new Map(
  Object.values(TITLE_SPELLINGS)
    .filter(hasInnerCapital)
    .map((w) => [w.toLowerCase(), w] as const),
)

function sentenceCaseWord(word: string, index: number): string {
  const lower = word.toLocaleLowerCase()
  const spelled = INNER_CAPITALS.get(lower) ?? PRODUCT_CASE.get(lower)
  const cased =
    spelled ??
    word
      .split(/([-/])/)
      .map((part) =>
        ACRONYMS.has(part.toUpperCase()) && /^[\p{L}&]+$/u.test(part)
          ? part.toUpperCase()
          : part.toLocaleLowerCase(),
      )
      .join('')
  return index === 0 ? capitalise(cased) : cased
}

function tidySentenceTitle(raw: string): string {
  const title = raw
    .replace(GENDER_NOTE, '')
    .replace(/[\p{Extended_Pictographic}★☆✓✔•|~*_#]+/gu, ' ')
    .replace(/[!?,;:]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim()
  const uniformCase = title === title.toLocaleLowerCase() || title === title.toLocaleUpperCase()
  const words = title.split(' ').filter(Boolean)
  return words
    .map((word, i) => {
      if (uniformCase) return sentenceCaseWord(word, i)
      // Mixed case was typed on purpose: fix acronyms and brands typed in lower case, and the first letter.
      const lower = word.toLocaleLowerCase()
      const fixed =
        word === lower
          ? (INNER_CAPITALS.get(lower) ??
            PRODUCT_CASE.get(lower) ??
            (ACRONYMS.has(word.toUpperCase()) ? word.toUpperCase() : word))
          : word
      return i === 0 ? capitalise(fixed) : fixed
    })
    .join(' ')
}

/**
 * A title as the CV's language writes it: cleaned of emoji, gender notes and fluff, acronyms and
 * brands as spelled ("B2B SaaS", "iOS"), title case in English and German, sentence case in the
 * other six languages.
 */
export function tidyTitle(raw: string, language: Locale = 'en'): string {
  if (SENTENCE_CASE.has(language)) return tidySentenceTitle(raw) || raw.trim()
  return enhanceTitle(raw)
}

/** The title as recruiters write it; `roles` are the CV's job titles, current first. */
export function enhanceTitle(raw: string, roles: readonly string[] = []): string {
  let title = raw
    .replace(GENDER_NOTE, '')
    .replace(/[\p{Extended_Pictographic}★☆✓✔•|~*_#]+/gu, ' ')
    .replace(/[!?.,;:]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim()
  for (const [variant, standard] of Object.entries(TITLE_SPELLINGS)) {
    title = title.replace(
      new RegExp(`(?<![\\p{L}])${variant.replace(/[/]/g, '\\/')}(?![\\p{L}])`, 'giu'),
      standard,
    )
  }
  const words = title.split(' ').filter(Boolean)
  const expanded = words
    .map((word) => TITLE_ABBREVIATIONS[word.toLowerCase()] ?? word)
    .filter((word) => !FLUFF.has(word.toLowerCase()))
  // "Code Ninja" -> "Software Developer", "Marketing Guru" -> "Marketing Specialist".
  const jokeAt = expanded.findIndex((w) => JOKES.has(w.toLowerCase()))
  if (jokeAt >= 0 && roles[0]) {
    // The CV's own current role says what the joke meant ("Senior Frontend Developer").
    return enhanceTitle(roles[0])
  }
  if (jokeAt >= 0) {
    const rest = expanded.filter((_, i) => i !== jokeAt)
    // "Senior Developer Ninja Specialist": the title already has its head noun.
    const headed = rest.some((w) => HEAD_NOUN.test(w))
    if (headed) {
      expanded.splice(
        0,
        expanded.length,
        ...rest.filter((w, i) => !(HEAD_NOUN.test(w) && rest.slice(0, i).some((v) => HEAD_NOUN.test(v)))),
      )
    } else {
      const technical = TECH_CONTEXT.test(rest.join(' ')) || rest.length === 0
      const head = technical ? 'Developer' : 'Specialist'
      const kept = rest.filter((w) => !/^(?:code|coding)$/i.test(w))
      expanded.splice(0, expanded.length, ...(kept.length === 0 && technical ? ['Software'] : kept), head)
    }
  }
  const deduped = expanded.filter((w, i) => i === 0 || w.toLowerCase() !== expanded[i - 1]?.toLowerCase())
  const text = deduped.join(' ')
  const letters = raw.replace(GENDER_NOTE, '')
  const uniformCase = letters === letters.toLowerCase() || letters === letters.toUpperCase()
  const german = GERMAN_HINT.test(text)
  const cased = deduped.map((word, i) => {
    if (uniformCase) return caseWord(word, i, german)
    // Mixed case was typed on purpose: fix only acronyms, product names and the first letter.
    const fixed =
      ACRONYMS.has(word.toUpperCase()) && word === word.toLowerCase()
        ? word.toUpperCase()
        : (PRODUCT_CASE.get(word.toLowerCase()) ?? word)
    return i === 0 ? capitalise(fixed) : fixed
  })
  return cased.join(' ').trim() || raw.trim()
}
