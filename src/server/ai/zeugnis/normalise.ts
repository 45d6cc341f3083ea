// Folding for matching: lower case, umlauts as digraphs (ä → ae), ß → ss, accents stripped, line-end
// hyphenation joined. OCR and Swiss texts write "ss" and "ae" already, so folding both sides makes
// "Großen", "Grossen" and "Groszen"-free OCR output compare equal. Every folded character keeps the
// offset of the original character it came from, so matches can be quoted as written.

export type FoldedText = {
  folded: string
  /** map[i] is the offset in the original text of folded character i. */
  map: number[]
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

const HYPHENS = new Set(['-', '\u00ad', '\u2010', '\u2011', '¬'])
const COMBINING_MARKS = /\p{M}/gu
// A line-end hyphen before one of these is the elided half of a compound ("Kunden-\nund Lieferanten…").
const KEEP_HYPHEN_BEFORE = new Set(['und', 'oder', 'bzw', 'sowie'])

function foldChar(char: string): string {
  const lower = char.toLowerCase()
  const digraph = DIGRAPHS[lower]
  if (digraph) return digraph
  if (lower.charCodeAt(0) < 128) return lower
  return lower.normalize('NFKD').replace(COMBINING_MARKS, '')
}

export function isLetterOrDigit(char: string | undefined): boolean {
  return char !== undefined && /[\p{L}\p{N}]/u.test(char)
}

/** Folds a lexicon word or phrase the same way as a letter (no offsets kept). */
export function foldWord(text: string): string {
  let out = ''
  for (const char of text) out += foldChar(char)
  return out
}

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

export function foldText(original: string): FoldedText {
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
    const folded = char === '\r' ? '' : foldChar(char)
    for (const piece of folded) {
      parts.push(piece)
      map.push(i)
    }
    i += char.length
  }
  return { folded: parts.join(''), map }
}
