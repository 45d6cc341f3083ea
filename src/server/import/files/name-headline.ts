import type { ExtractedText } from './extract-text'

// Themes set the name and the headline on one line, in the name's type: "Anna Schmidt, Senior
// Engineer". Read as one line, the name takes the headline with it (or is not found at all); the
// file's first line (or its name line) is split at the comma into the name and the headline when
// the part before the comma is a name: two to four capitalised words, name particles between them.
// "Schmidt, Anna" (one word before the comma) and "Anna Schmidt, PhD" (a degree after it) stay.

const NAME_WORD = /^(?:\p{Lu}[\p{L}'’.-]*|von|van|de|der|den|da|di|del|della|dos|das|du|la|le|ten|ter|zu|y|e)$/u
const DEGREE = /^(?:M\.?\s?Sc|B\.?\s?Sc|MBA|Ph\.?\s?D|M\.?A|B\.?A|LL\.?M|M\.?D|Dr|Dipl|Mag|Ing|Jr|Sr|I{2,3})\b\.?/iu
// Capitalised words; particles ("de la") come on top.
const MAX_NAME_WORDS = 4

/** The name and headline of a "Name, Headline" line, or null. */
export function splitNameAndHeadline(line: string): { name: string; headline: string } | null {
  const comma = line.indexOf(', ')
  if (comma < 0) return null
  const name = line.slice(0, comma).trim()
  const headline = line.slice(comma + 2).trim()
  const words = name.split(/\s+/)
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word)).length
  if (capitalised < 2 || capitalised > MAX_NAME_WORDS || !words.every((word) => NAME_WORD.test(word))) return null
  if (!/^\p{Lu}/u.test(words[0] ?? '') || !/^\p{Lu}/u.test(words[words.length - 1] ?? '')) return null
  if (!/^\p{L}/u.test(headline) || DEGREE.test(headline)) return null
  return { name, headline }
}

export function splitNameLine(extracted: ExtractedText): ExtractedText {
  const lines = extracted.text.split('\n')
  const first = lines.findIndex((line) => line.trim() !== '')
  const firstLine = lines[first]?.trim() ?? ''
  const nameLine = extracted.nameLine.trim()
  // The name line where the layout found one, else the first line.
  const at = nameLine !== '' ? lines.findIndex((line) => line.trim() === nameLine) : first
  const split = splitNameAndHeadline(nameLine !== '' ? nameLine : firstLine)
  if (!split || at < 0) return extracted
  lines.splice(at, 1, split.name, split.headline)
  return { ...extracted, text: lines.join('\n'), nameLine: nameLine !== '' ? split.name : '' }
}
