import type { AliasGroup } from '#server/text/aliases.data'

// Acronyms a text defines itself: "Search Engine Optimization (SEO)" or "SEO (Search Engine
// Optimization)". Each becomes an alias group for that one request.

const FILLERS = new Set(['and', 'of', 'for', 'the', 'to', 'und', 'für', 'der', 'des', '&'])

export function initialsMatch(words: readonly string[], acronym: string): boolean {
  const initials = words
    .filter((w) => !FILLERS.has(w.toLowerCase()))
    .map((w) =>
      w
        .split('-')
        .map((part) => part[0] ?? '')
        .join(''),
    )
    .join('')
    .toUpperCase()
  // "KPIs" stands for "Key Performance Indicators".
  return initials === acronym.replace(/s$/, '').toUpperCase()
}

export function findDefinedAcronyms(text: string): AliasGroup[] {
  const groups: AliasGroup[] = []
  const longThenShort = /((?:[\p{L}][\p{L}-]*\s+){1,6}[\p{L}][\p{L}-]*)\s*\(([A-Z][A-Za-z]{1,5})\)/gu
  for (const match of text.matchAll(longThenShort)) {
    const words = (match[1] ?? '').split(/\s+/)
    const acronym = match[2] ?? ''
    // Take as many trailing words as the acronym needs.
    for (let take = 1; take <= words.length; take++) {
      const tail = words.slice(-take)
      if (initialsMatch(tail, acronym)) {
        groups.push({ kind: 'hard', forms: [tail.join(' '), acronym] })
        break
      }
    }
  }
  const shortThenLong = /\b([A-Z][A-Za-z]{1,5})\s*\(((?:[\p{L}][\p{L}-]*\s+){0,6}[\p{L}][\p{L}-]*)\)/gu
  for (const match of text.matchAll(shortThenLong)) {
    const acronym = match[1] ?? ''
    const words = (match[2] ?? '').split(/\s+/)
    if (words.length > 1 && initialsMatch(words, acronym))
      groups.push({ kind: 'hard', forms: [words.join(' '), acronym] })
  }
  return groups
}
