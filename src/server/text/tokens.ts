import { stripMarksWithOffsets } from './fold'

// Tokens in the comparison form, each with its place in the original text so that a match can be
// shown as the reader wrote it. Folding (ü -> u, ß -> ss) changes lengths, hence the offset map.

export type Token = {
  // folded, lowercase: "postgresql", "c#", "dotnet"
  norm: string
  // folded, case kept: "PostgreSQL"
  cased: string
  start: number
  end: number
}

const WORD = /[A-Za-z0-9]+(?:[+#]+|(?=[^A-Za-z0-9]|$))/g

export function tokenize(text: string): Token[] {
  const { folded, offsets } = stripMarksWithOffsets(text)
  const tokens: Token[] = []
  for (const match of folded.matchAll(WORD)) {
    const at = match.index
    const cased = match[0]
    const isDotNet =
      /^net$/i.test(cased) && folded[at - 1] === '.' && !/[A-Za-z0-9]/.test(folded[at - 2] ?? '')
    tokens.push({
      norm: isDotNet ? 'dotnet' : cased.toLowerCase(),
      cased: isDotNet ? 'dotnet' : cased,
      start: offsets[at] ?? 0,
      end: offsets[at + cased.length] ?? text.length,
    })
  }
  return tokens
}

/** C#, EC2, AWS, PostgreSQL, gRPC: written like a technical name in any language. */
export function looksTechnical(token: Token): boolean {
  const word = token.cased
  return (
    /[+#]/.test(word) ||
    (/\d/.test(word) && /[A-Za-z]/.test(word)) ||
    /^[A-Z]{2,}s?$/.test(word) ||
    /^[A-Za-z][a-z]+[A-Z]/.test(word) ||
    // gRPC, iOS, jQuery
    /^[a-z]+[A-Z]/.test(word)
  )
}

/** The comparison form of a text: folded, lowercase, one space between tokens. */
export function normalizeForMatch(text: string): string {
  return tokenize(text)
    .map((token) => token.norm)
    .join(' ')
}
