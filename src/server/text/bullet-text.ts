// The surface of a bullet: list markers, stray spaces and the final full stop are not content.

export type CleanBullet = { text: string; hadFullStop: boolean }

export function cleanBullet(raw: string): CleanBullet {
  const text = raw
    // "1. " and "2) " number a list; "2.5 M" and "2023" are content.
    .replace(/^\s*(?:[-*•▪◦·–—>●■□➢✓✔]+\s*|\d{1,2}[.)]\s+)/u, '')
    .replace(/\s+/g, ' ')
    .trim()
  const hadFullStop = /[^.]\.$/.test(text)
  return { text: hadFullStop ? text.slice(0, -1) : text, hadFullStop }
}

export function capitalise(text: string): string {
  const first = text.charAt(0)
  return first.toLocaleUpperCase() + text.slice(1)
}

/** Lowercase the first word unless it is a name or an acronym ("Salesforce", "SAP", "iOS"). */
export function lowerFirstWord(text: string, keepsCase: (word: string) => boolean): string {
  const word = text.match(/^[\p{L}][\p{L}\d'-]*/u)?.[0]
  if (!word || keepsCase(word)) return text
  if (/^\p{Lu}[\p{Ll}'-]*$/u.test(word)) return word.toLocaleLowerCase() + text.slice(word.length)
  return text
}

export function firstWord(text: string): string {
  return text.match(/^[\p{L}][\p{L}'-]*/u)?.[0] ?? ''
}

export function afterFirstWord(text: string): string {
  return text.replace(/^[\p{L}][\p{L}'-]*\s*/u, '')
}
