import { companyScore, isPlace, roleScore } from '#server/text/cv-lexicon'
import { parseDate, parseDayDate } from '#server/text/dates'
import { headingKind } from '#server/text/headings'
import { flat, type CvLine } from '#server/text/lines'

// The place/date line a German-style CV ends with, above the signature: "München, 12.03.2025",
// "Berlin, den 3. März 2025 Anna Muster", "Kraków, dnia 3 maja 2025 r.", "Lyon, le 1er mars 2025".
// It is the CV's closing (place and day), never a job, a school or a skill.

export type Closing = { place: string; date: string }

// Words between the comma and the date: de "den", "am"; fr "le"; es "a", "el"; it "lì", "li",
// "il"; pt "em"; nl "op"; pl "dnia"; en "on", "the".
const DATE_INTRO = /^(?:den|am|le|a|el|lì|li|il|em|op|dnia|on|the)\s+/iu
// Words before a month alone: de "im", fr/es "en", it "a", "nel", pt "em", nl/en "in", pl "w".
const MONTH_INTRO = /^(?:im|en|a|nel|em|in|w)\s+/iu
// Small words inside a place name: "Frankfurt am Main", "Halle an der Saale", "Boulogne-sur-Mer".
const PLACE_PARTICLES = new Set([
  'am',
  'an',
  'im',
  'in',
  'der',
  'bei',
  'ob',
  'sur',
  'de',
  'del',
  'la',
  'le',
  'aan',
  'den',
  'upon',
])
const MAX_PLACE_WORDS = 4
const MAX_DATE_WORDS = 6
// What may stand under the closing line: the signature rule, a "signature" label, the name.
const SIGNATURE_RULE = /^[_.…\s-]{3,}$/u
const SIGNATURE_LABEL =
  /^(?:\(?\s*)?(?:unterschrift|signature|signed|firma|assinatura|handtekening|podpis|signatur)\b\s*\)?:?$/iu

/**
 * A closing line read into place, day ('YYYY-MM-DD') and what follows the date (a name, or '').
 * A month alone ("Esslingen, im März 2024") is a closing too, its day left empty (the CV then
 * prints the day it is exported); `byMonthOnly` marks one without an intro word ("Berlin, März
 * 2024"), which counts only as the last thing on the page.
 */
export function readClosingLine(text: string): (Closing & { rest: string; byMonthOnly: boolean }) | null {
  const comma = text.indexOf(',')
  if (comma <= 0) return null
  const place = text.slice(0, comma).trim()
  if (!isPlaceName(place)) return null
  const after = text.slice(comma + 1).trim()
  const restAfter = (words: string[], count: number): string =>
    words
      .slice(count)
      .join(' ')
      .replace(/^r\.\s*/u, '')
      .trim()
  const words = after.replace(DATE_INTRO, '').split(/\s+/)
  // The longest run of words from the start that is one day's date ("3. März 2025", "March 3, 2025").
  for (let count = Math.min(MAX_DATE_WORDS, words.length); count >= 1; count -= 1) {
    const date = parseDayDate(words.slice(0, count).join(' '))
    if (date !== '') return { place, date, rest: restAfter(words, count), byMonthOnly: false }
  }
  // A month by its name and a year ("im März 2024", "en mars 2024", "marzo de 2024").
  const hasIntro = MONTH_INTRO.test(after)
  const monthWords = after.replace(MONTH_INTRO, '').split(/\s+/)
  for (let count = Math.min(3, monthWords.length); count >= 2; count -= 1) {
    const month = parseDate(monthWords.slice(0, count).join(' '))
    if (!/^\d{4}-\d{2}$/.test(month)) continue
    return { place, date: '', rest: restAfter(monthWords, count), byMonthOnly: !hasIntro }
  }
  return null
}

function isPlaceName(text: string): boolean {
  const words = text.split(/\s+/)
  if (text.length > 40 || words.length > MAX_PLACE_WORDS || /\d/.test(text)) return false
  const isPlaceWord = (word: string): boolean =>
    PLACE_PARTICLES.has(word.toLowerCase()) || /^\(?\p{Lu}[\p{L}.'’-]*\)?$/u.test(word)
  if (!/^\p{Lu}/u.test(text) || !words.every(isPlaceWord)) return false
  // "Siemens AG, 01.02.2019" and "Projektleiter, 12.03.2020" are entries, not a closing.
  return headingKind(text) === null && companyScore(text) === 0 && roleScore(text) === 0
}

/**
 * The CV's closing line, taken out of the lines together with the signature lines under it. It
 * counts where only signature lines follow it to the end (the last thing on the page), or where
 * its place is a known town (a closing read out of order from a two-column page). The last one wins.
 */
export function takeClosing(
  lines: readonly CvLine[],
  isName: (text: string) => boolean,
): { closing: Closing | null; lines: CvLine[] } {
  const isSignature = (line: CvLine): boolean => {
    const text = flat(line)
    return SIGNATURE_RULE.test(text) || SIGNATURE_LABEL.test(text) || isName(text)
  }
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const line = lines[index] as CvLine
    if (line.isBullet) continue
    const found = readClosingLine(flat(line))
    if (!found || (found.rest !== '' && !isName(found.rest))) continue
    let end = index + 1
    while (end < lines.length && end - index <= 3 && isSignature(lines[end] as CvLine)) end += 1
    if (end < lines.length && (found.byMonthOnly || !isPlace(found.place))) continue
    return {
      closing: { place: found.place, date: found.date },
      lines: [...lines.slice(0, index), ...lines.slice(end)],
    }
  }
  return { closing: null, lines: [...lines] }
}
