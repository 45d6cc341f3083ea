import { foldWithDigraphs } from '#server/text/fold'
import type { LetterDocument, Token } from './segment'

// The small pattern language of the lexicon tables, matched on folded tokens:
//   word       one token, tolerant to one typo (edit) when the word has 5 or more letters
//   =word      exact token (no typo tolerance), for words whose neighbours mean something else
//   stem*      token starting with the stem
//   *end       token ending with it, exactly ("*leiterin": Marketingleiterin, Teamleiterin)
//   a|b|c      any of the alternatives       word?   optional token
//   ~N         up to N arbitrary tokens (N ≤ 12)
// Umlauts may be written as such ("größt*"): patterns are folded like the letter.

export class LexiconError extends Error {}

type Alternative = {
  text: string
  isPrefix: boolean
  isSuffix: boolean
  isExact: boolean
  /** Answers of the typo-tolerant comparison, by token. */
  memo: Map<string, boolean>
}
type WordStep = { kind: 'word'; alternatives: Alternative[]; isOptional: boolean }
type GapStep = { kind: 'gap'; max: number }
type Step = WordStep | GapStep

export type Pattern = {
  source: string
  steps: Step[]
  /** First letters a match can start with (every alternative keeps its first letter, typos or not). */
  firstChars: ReadonlySet<string>
}
export type Match = { from: number; to: number }

const MAX_GAP = 12
const MIN_FUZZY_LENGTH = 5
const MIN_FUZZY_STEM = 6
// Long words may have been split by a stray line break or space in OCR output ("Zufrie denheit").
const MIN_JOIN_LENGTH = 8

function parseAlternative(raw: string, source: string): Alternative {
  const isSuffix = raw.startsWith('*')
  const isExact = raw.startsWith('=') || isSuffix
  const isPrefix = raw.endsWith('*') && !isSuffix
  const text = foldWithDigraphs(raw.slice(isExact ? 1 : 0, isPrefix ? -1 : undefined))
  if (!/^[\p{L}\p{N}]+$/u.test(text)) throw new LexiconError(`Invalid word "${raw}" in pattern "${source}"`)
  return { text, isPrefix, isSuffix, isExact, memo: new Map() }
}

export function compilePattern(source: string): Pattern {
  const words = source.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) throw new LexiconError('Empty pattern')
  const steps: Step[] = []
  for (const word of words) {
    const gap = /^~(\d+)$/.exec(word)
    if (gap) {
      const max = Number(gap[1])
      if (max < 1 || max > MAX_GAP) throw new LexiconError(`Gap ${word} out of range in "${source}"`)
      if (steps.length === 0 || steps[steps.length - 1]?.kind === 'gap')
        throw new LexiconError(`Gap ${word} must follow a word in "${source}"`)
      steps.push({ kind: 'gap', max })
      continue
    }
    const isOptional = word.endsWith('?')
    const body = isOptional ? word.slice(0, -1) : word
    const alternatives = body.split('|').map((raw) => parseAlternative(raw, source))
    steps.push({ kind: 'word', alternatives, isOptional })
  }
  const first = steps[0]
  const last = steps[steps.length - 1]
  if (first?.kind !== 'word' || first.isOptional)
    throw new LexiconError(`Pattern must start with a required word: "${source}"`)
  if (last?.kind === 'gap') throw new LexiconError(`Pattern must not end with a gap: "${source}"`)
  // A suffix may follow any first letter, so such a pattern is tried at every token.
  const firstChars = first.alternatives.some((alternative) => alternative.isSuffix)
    ? new Set('abcdefghijklmnopqrstuvwxyz0123456789')
    : new Set(first.alternatives.map((alternative) => alternative.text[0] ?? ''))
  return { source, steps, firstChars }
}

/** True when a and b differ by at most one insertion, deletion, substitution or adjacent swap. */
export function isWithinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  const lengthDifference = a.length - b.length
  if (lengthDifference > 1 || lengthDifference < -1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  if (lengthDifference === 0) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  }
  return lengthDifference > 0 ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

// Typo-tolerant comparisons repeat for the same words; each alternative remembers its answers.
const MEMO_LIMIT = 512

export function matchesAlternative(alternative: Alternative, token: string): boolean {
  const { text, isPrefix, isSuffix, isExact, memo } = alternative
  if (isSuffix) return token.endsWith(text)
  if (isExact) return isPrefix ? token.startsWith(text) : token === text
  if (token[0] !== text[0]) return false
  const known = memo.get(token)
  if (known !== undefined) return known
  const result = compareTolerant(text, isPrefix, token)
  if (memo.size >= MEMO_LIMIT) memo.clear()
  memo.set(token, result)
  return result
}

function compareTolerant(text: string, isPrefix: boolean, token: string): boolean {
  if (isPrefix) {
    if (token.startsWith(text)) return true
    if (text.length < MIN_FUZZY_STEM || token.length < text.length - 1) return false
    for (let k = text.length - 1; k <= text.length + 1; k++) {
      if (isWithinOneEdit(token.slice(0, k), text)) return true
    }
    return false
  }
  if (token === text) return true
  if (text.length < MIN_FUZZY_LENGTH) return false
  return isWithinOneEdit(token, text)
}

/** How many tokens (1 or 2) the step consumes at `position`; 0 when it does not match. */
function matchWord(tokens: readonly Token[], position: number, end: number, step: WordStep): number {
  const token = tokens[position]
  if (!token) return 0
  for (const alternative of step.alternatives) {
    if (matchesAlternative(alternative, token.text)) return 1
  }
  const next = tokens[position + 1]
  if (!next || position + 1 >= end || next.clause !== token.clause) return 0
  const joinedLength = token.text.length + next.text.length
  for (const alternative of step.alternatives) {
    const wanted = alternative.text.length
    // Only a fragment shorter than the word can be its first half; the halves must add up to it.
    const fits =
      token.text.length < wanted &&
      joinedLength >= wanted - 1 &&
      (alternative.isPrefix || joinedLength <= wanted + 1)
    if (
      fits &&
      !alternative.isExact &&
      wanted >= MIN_JOIN_LENGTH &&
      matchesAlternative(alternative, token.text + next.text)
    )
      return 2
  }
  return 0
}

function matchSteps(
  tokens: readonly Token[],
  position: number,
  end: number,
  steps: readonly Step[],
  k: number,
): number {
  const step = steps[k]
  if (!step) return position
  if (step.kind === 'gap') {
    for (let skip = 0; skip <= step.max && position + skip <= end; skip++) {
      const result = matchSteps(tokens, position + skip, end, steps, k + 1)
      if (result >= 0) return result
    }
    return -1
  }
  if (position < end) {
    const consumed = matchWord(tokens, position, end, step)
    if (consumed > 0) {
      const result = matchSteps(tokens, position + consumed, end, steps, k + 1)
      if (result >= 0) return result
    }
  }
  return step.isOptional ? matchSteps(tokens, position, end, steps, k + 1) : -1
}

/** End (exclusive) of a match of `pattern` starting exactly at token `position`, or -1. */
export function matchAt(tokens: readonly Token[], position: number, end: number, pattern: Pattern): number {
  const token = tokens[position]
  const first = token?.text[0]
  if (!token || first === undefined || !pattern.firstChars.has(first)) return -1
  return matchSteps(tokens, position, Math.min(end, token.sentenceEnd), pattern.steps, 0)
}

// Patterns grouped by the first letter they can match, built once per (stable) pattern list:
// most tokens then meet only a handful of candidate patterns.
const byFirstLetter = new WeakMap<readonly Pattern[], Map<string, Pattern[]>>()
const NONE: readonly Pattern[] = []

function candidates(patterns: readonly Pattern[], token: Token | undefined): readonly Pattern[] {
  if (!token) return NONE
  let index = byFirstLetter.get(patterns)
  if (!index) {
    index = new Map()
    for (const pattern of patterns) {
      for (const letter of pattern.firstChars) index.set(letter, [...(index.get(letter) ?? []), pattern])
    }
    byFirstLetter.set(patterns, index)
  }
  return index.get(token.text[0] ?? '') ?? NONE
}

/** Non-overlapping matches of any of the patterns inside the token range [from, to). */
export function findMatches(
  doc: LetterDocument,
  patterns: readonly Pattern[],
  from: number,
  to: number,
): Match[] {
  const matches: Match[] = []
  let position = from
  while (position < to) {
    let best = -1
    for (const pattern of candidates(patterns, doc.tokens[position])) {
      const end = matchAt(doc.tokens, position, to, pattern)
      if (end > best) best = end
    }
    if (best > position) {
      matches.push({ from: position, to: best })
      position = best
    } else {
      position++
    }
  }
  return matches
}

export function findFirst(
  doc: LetterDocument,
  patterns: readonly Pattern[],
  from: number,
  to: number,
): Match | null {
  for (let position = from; position < to; position++) {
    for (const pattern of candidates(patterns, doc.tokens[position])) {
      const end = matchAt(doc.tokens, position, to, pattern)
      if (end > position) return { from: position, to: end }
    }
  }
  return null
}
