// The one home for folding text before it is compared: lower case, ß as ss, no diacritics.
//
// - `foldText`: the plain form the heading table, the ATS matcher and the letter tools compare
//   through ("Über mich" → "uber mich").
// - `foldWithOffsets`: the same folding character by character, with umlauts as digraphs
//   (ä → ae, as OCR and Swiss texts write them: "Größte", "Grösste" and "Groesste" compare equal),
//   soft hyphens dropped and words hyphenated at a line end joined ("voll-\n  sten" → "vollsten").
//   Every folded character keeps the offset of the original character it came from, so a match
//   can be quoted as written (ZeugnisCheck).
// - `foldWithDigraphs`: a lexicon word or phrase folded the way `foldWithOffsets` folds a letter.
// - `stripMarksWithOffsets`: diacritics off and ß as ss, case kept, with offsets: the ATS's tokens
//   ("PostgreSQL" keeps its capitals for the shape of a name, "Müller" → "Muller").
//
// All three are `foldChar` applied to each character; they differ only in the digraphs and in
// what the offset fold does to line ends.

export type FoldedText = {
  folded: string
  /** map[i] is the offset in the original text of folded character i. */
  map: number[]
}

export type FoldOptions = {
  /** ä ö ü æ œ as ae oe ue ae oe (else the letter without its mark). */
  digraphs?: boolean
}

const DIGRAPHS: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  œ: 'oe',
}

const DIGRAPH_FOLD: FoldOptions = { digraphs: true }
const COMBINING_MARKS = /\p{M}+/gu

/** One character (a code point) folded: lower case, ß → ss, no diacritics; digraphs on request. */
export function foldChar(char: string, options: FoldOptions = {}): string {
  const lower = char.toLowerCase()
  if (options.digraphs) {
    const digraph = DIGRAPHS[lower]
    if (digraph) return digraph
  }
  if (lower === 'ß') return 'ss'
  if (lower.charCodeAt(0) < 128 && lower.length === 1) return lower
  return lower.normalize('NFKD').replace(COMBINING_MARKS, '')
}

/**
 * Lowercase without diacritics; ß becomes ss. The same as `foldChar` applied to each character
 * (fold.test.ts keeps it so), done on the whole string at once because it is the fold of every
 * word the ATS compares.
 */
export function foldText(text: string): string {
  return text.toLowerCase().replace(/ß/g, 'ss').normalize('NFKD').replace(COMBINING_MARKS, '')
}

/** A lexicon word or phrase folded the same way as `foldWithOffsets` folds a text (no offsets kept). */
export function foldWithDigraphs(text: string): string {
  let out = ''
  for (const char of text) out += foldChar(char, DIGRAPH_FOLD)
  return out
}

export function isLetterOrDigit(char: string | undefined): boolean {
  return char !== undefined && /[\p{L}\p{N}]/u.test(char)
}

const HYPHENS = new Set(['-', '\u00ad', '\u2010', '\u2011', '¬'])
// A line-end hyphen before one of these is the elided half of a compound ("Kunden-\nund Lieferanten…").
const KEEP_HYPHEN_BEFORE = new Set(['und', 'oder', 'bzw', 'sowie'])

/** Where a line-end hyphenation "Zufrie-\n  denheit" ends; -1 when `index` is not one. */
function hyphenationEnd(text: string, index: number): number {
  if (!isLetterOrDigit(text[index - 1])) return -1
  let j = index + 1
  while (text[j] === ' ' || text[j] === '\t') j++
  if (text[j] === '\r') j++
  if (text[j] !== '\n') return -1
  j++
  while (text[j] === ' ' || text[j] === '\t') j++
  const next = text[j]
  if (next === undefined || next === next.toUpperCase() || !isLetterOrDigit(next)) return -1
  const word = /^[\p{L}]+/u.exec(text.slice(j, j + 12))?.[0].toLowerCase() ?? ''
  return KEEP_HYPHEN_BEFORE.has(word) ? -1 : j
}

/** Folded with digraphs, line-end hyphenation joined, each character keeping its original offset. */
export function foldWithOffsets(original: string): FoldedText {
  const parts: string[] = []
  const map: number[] = []
  let i = 0
  while (i < original.length) {
    const codePoint = original.codePointAt(i) ?? 0
    const char = String.fromCodePoint(codePoint)
    if (char === '\u00ad') {
      i += char.length
      continue
    }
    if (HYPHENS.has(char)) {
      const resume = hyphenationEnd(original, i)
      if (resume > 0) {
        i = resume
        continue
      }
    }
    const folded = char === '\r' ? '' : foldChar(char, DIGRAPH_FOLD)
    for (const piece of folded) {
      parts.push(piece)
      map.push(i)
    }
    i += char.length
  }
  return { folded: parts.join(''), map }
}

/** Diacritics dropped and ß → ss, case kept; offsets[i] is the original offset of character i (plus the end). */
export function stripMarksWithOffsets(text: string): { folded: string; offsets: number[] } {
  let folded = ''
  const offsets: number[] = []
  let index = 0
  for (const char of text) {
    const plain = char === 'ß' ? 'ss' : char === 'ẞ' ? 'SS' : char.normalize('NFKD').replace(COMBINING_MARKS, '')
    for (const piece of plain) {
      folded += piece
      offsets.push(index)
    }
    index += char.length
  }
  offsets.push(index)
  return { folded, offsets }
}
