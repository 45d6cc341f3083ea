import type { Locale } from '#shared/i18n/locales'

import { PROSE_GRAMMAR } from './grammar.data'

// Repairs what deleting a phrase leaves behind, in the language of the sentence: the list the
// deleted quality stood in ("rigoureux, dynamique et curieux" -> "rigoureux et curieux"), stray
// commas and conjunctions ("a and reliable engineer", "I am a, professional"), English articles
// ("a engineer" -> "an engineer"). A deletion is marked with GAP, so only the places where
// something was deleted are repaired; `defects` then tells whether the sentence reads broken.

/** Stands where a phrase was deleted until `mend` repairs the place. */
export const GAP = '\uE000'

const word = (alternation: string) => `(?<![\\p{L}'’])(?:${alternation})(?![\\p{L}])`
const AFTER_GAP = '(?=[\\s,.;:!?)]|$)'

function articleFor(next: string): 'a' | 'an' {
  if (/^(?:uni|use|usu|eu|one|once|ux|ui\b|u\.)/i.test(next)) return 'a'
  if (/^(?:hour|honest|heir|honou?r|mba|mvp|sql|seo|hr\b|faq|fmcg|ml\b|nlp)/i.test(next)) return 'an'
  return /^[aeiou]/i.test(next) ? 'an' : 'a'
}

// "A, B et GAP" lost its last item: "A et B", when B is one or two plain words.
function joinListEnd(before: string, conjunction: string, language: Locale): string {
  const { clauseStarts, copulas, conjunctions } = PROSE_GRAMMAR[language]
  const last = before.match(/,\s*((?:[\p{L}'’-]+)(?:\s+[\p{L}'’-]+)?)\s*$/u)
  if (!last?.[1] || last.index === undefined) return before
  const forbidden = new RegExp(word(`${clauseStarts}|${copulas}|${conjunctions}`), 'iu')
  if (forbidden.test(last[1])) return before
  return `${before.slice(0, last.index)} ${conjunction} ${last[1]}`
}

function closeGaps(text: string, language: Locale): string {
  const g = PROSE_GRAMMAR[language]
  const conj = g.conjunctions
  const opener = `(^|[.!?:;(]\\s*|${word(`${g.articles}|${g.prepositions}|${g.copulas}|as|als|comme|como|come|jako`)}\\s+)`
  let out = text
  for (let guard = 0; guard < 20 && out.includes(GAP); guard++) {
    const before = out
    out = out.replace(new RegExp(`${GAP}\\s*${GAP}`, 'gu'), GAP)
    // A later item of a list: the comma before it goes with it.
    out = out.replace(new RegExp(`\\s*,\\s*${GAP}${AFTER_GAP}`, 'gu'), '')
    // The last item of a list: "A, B and GAP" -> "A and B".
    const last = new RegExp(`\\s+(${conj})\\s+${GAP}${AFTER_GAP}`, 'iu').exec(out)
    if (last) {
      out =
        joinListEnd(out.slice(0, last.index), last[1] ?? '', language) +
        out.slice(last.index + last[0].length)
      continue
    }
    // The first item: "a GAP, reliable", "GAP and motivated, I", "Als GAP und kommunikativer".
    out = out.replace(new RegExp(`${opener}${GAP}\\s*(?:,|\\s(?:${conj})(?=\\s))\\s*`, 'giu'), '$1')
    // An item before "and" or a comma in a list of qualities, not before a new clause or a number:
    // "personne GAP, motivée et rigoureuse", "personne GAP et rigoureuse"; "Ingénieur GAP, je" keeps
    // its comma.
    out = out.replace(
      new RegExp(`\\s*${GAP}\\s*(?:,|\\s(?:${conj}))\\s+(?!\\d|${word(g.clauseStarts)})`, 'giu'),
      ' ',
    )
    if (out === before) out = out.replace(new RegExp(`\\s*${GAP}`, 'u'), '')
  }
  return out
}

export function mend(text: string, language: Locale = 'en'): string {
  const g = PROSE_GRAMMAR[language]
  let out = closeGaps(text, language)
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\(\s*\)/g, '')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/,(?:\s*,)+/g, ',')
    .replace(/[,;]\s*([.!?])/g, '$1')
    .replace(new RegExp(`(?<![\\p{L}])(${g.conjunctions})\\s+\\1(?![\\p{L}])`, 'giu'), '$1')
    .replace(/(^|[.!?]\s+)[,;]\s*/g, '$1')
    .trim()
  if (language === 'en')
    out = out.replace(/\b([Aa])(n?)\s+([A-Za-z][\w-]*)/g, (_, a: string, _n: string, next: string) => {
      const wanted = articleFor(next)
      return `${a === 'A' ? wanted.charAt(0).toUpperCase() + wanted.slice(1) : wanted} ${next}`
    })
  // The sentence starts with a capital again after a deletion at its start (only there: "ds." or
  // "z. B." inside it end no sentence).
  return out.replace(/^\p{Ll}/u, (letter) => letter.toLocaleUpperCase())
}

/** A deletion that leaves a noun without the only word that said something: "an attitude". */
export function emptiesNoun(marked: string, language: Locale): boolean {
  const nouns = word(PROSE_GRAMMAR[language].emptyNouns)
  return new RegExp(`${nouns}[\\s,]*${GAP}|${GAP}[\\s,]*${nouns}`, 'iu').test(marked)
}

/**
 * How many places of a sentence read broken: an article, preposition or conjunction before a
 * comma or the end, "to be" without its complement, a sentence opening with "and" or a comma, a
 * word twice. A rewrite may not have more of them than the sentence it rewrites.
 */
export function defects(sentence: string, language: Locale): number {
  const g = PROSE_GRAMMAR[language]
  const end = '\\s*(?:[,.;:!?]|$)'
  const patterns = [
    `${word(g.articles)}${end}`,
    `${word(g.articles)}\\s+${word(g.conjunctions)}`,
    `${word(g.prepositions)}${end}`,
    `${word(g.conjunctions)}${end}`,
    `${word(g.copulas)}\\s*(?:[.;:!?]|$)`,
    `${word(g.copulas)}\\s+${word(g.conjunctions)}`,
    `^\\s*(?:[,;]|${word(g.conjunctions)})`,
    `[,;]\\s*[,.;:!?]`,
    `(?<![\\p{L}])(\\p{L}+)\\s+\\1(?![\\p{L}])`,
  ]
  return patterns.reduce((n, source) => n + (sentence.match(new RegExp(source, 'giu'))?.length ?? 0), 0)
}
