import { GERMAN_COMPOUND_HEADS } from './compound-heads.data'

// Text helpers shared by the ATS matcher and the other built-in tools: one normal form for every
// comparison, so that a job ad, a CV and a dictionary entry are always compared the same way.

export { foldText } from '#server/text/fold'

const HEADS_LONGEST_FIRST = [...GERMAN_COMPOUND_HEADS].sort((a, b) => b.length - a.length)

function compoundHead(word: string): string | undefined {
  const lower = word.toLowerCase()
  return HEADS_LONGEST_FIRST.find((head) => lower.endsWith(head) && lower.length - head.length >= 2)
}

/** "Grund- und Behandlungspflege" -> "Grundpflege und Behandlungspflege" (German Ergänzungsstrich). */
export function expandGermanEllipsis(text: string): string {
  return text.replace(
    /((?:\p{L}+-\s*(?:,|\/)\s*)*\p{L}+)-\s+(und|oder|sowie|bzw\.|&)\s+(\p{L}+)/gu,
    (whole, firsts: string, joiner: string, last: string) => {
      const head = compoundHead(last)
      if (!head) return whole
      const parts = firsts.split(/-\s*(?:,|\/)\s*/).map((part) => part + head)
      return `${parts.join(', ')} ${joiner} ${last}`
    },
  )
}

// Words whose full stop does not end a sentence.
const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'z.b',
  'z. b',
  'bzw',
  'ca',
  'inkl',
  'ggf',
  'u.a',
  'etc',
  'vs',
  'dr',
  'mr',
  'ms',
  'mrs',
  'st',
  'nr',
  'sr',
  'jr',
  'dipl',
  'ing',
  'prof',
  'b.sc',
  'm.sc',
  'b.a',
  'm.a',
  'no',
  'approx',
  'd.h',
  'mio',
  'mrd',
  'tsd',
  'abs',
  'co',
  'ltd',
  'inc',
  'corp',
  'gmbh',
  'mme',
  'mlle',
  'sra',
  'sig',
  'p.ex',
  'dott',
  'ecc',
  'bv',
  'b.v',
  'n.v',
])

/** Lines, then sentences within a line; bullets and list markers are removed. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = []
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/^\s*(?:[-*•▪◦·–—>]|\d{1,2}[.)])\s+/u, '').trim()
    if (line === '') continue
    let start = 0
    const boundary = /[.!?;]+(?=\s+["„“(]?[\p{Lu}\d])/gu
    for (let match = boundary.exec(line); match; match = boundary.exec(line)) {
      const before = line.slice(start, match.index)
      const lastWord = (before.match(/(\S+)$/)?.[1] ?? '').toLowerCase()
      if (ABBREVIATIONS.has(lastWord) || /^\p{L}$/u.test(lastWord) || /^\d+$/.test(lastWord)) continue
      const sentence = line.slice(start, match.index + match[0].length).trim()
      if (sentence) sentences.push(sentence)
      start = match.index + match[0].length
    }
    const rest = line.slice(start).trim()
    if (rest) sentences.push(rest)
  }
  return sentences
}

// Prose (an ad, a letter, a summary) ends a sentence at ".", "!" or "?" before a space and a capital,
// an opening quote or bracket, "¿" or "¡", and at a line break. Used where a sentence is quoted or
// rewritten whole; splitSentences above also knows abbreviations and list marks.
const PROSE_SENTENCE_END = /\n+|(?<=[.!?])\s+(?=[\p{Lu}"„«¿¡(])/u

/** The sentences of prose, trimmed, without empty ones. */
export function splitProse(text: string): string[] {
  return text
    .split(PROSE_SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
}

/** Counts words as a reader does: runs of letters or digits (hyphenated words count once). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’\-.,/%€$£]*/gu)?.length ?? 0
}
