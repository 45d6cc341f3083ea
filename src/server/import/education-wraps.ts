// Head lines of a school entry cut by a narrow column, joined back into the lines they were.
import { degreeScore, institutionScore, isPlace } from '#server/text/cv-lexicon'
import { entryLabelOf } from '#server/text/entry-labels'
import { findDateRange } from '#server/text/dates'
import { flat, type CvLine } from '#server/text/lines'
import { gradeOf } from './education-grades'
import { withoutRangeAndNote } from './header-fields'
import type { EntryBlock } from './segment-entries'

// A line under a label no entry field has ("Major courses: …", "Cursos: …") lists details, never
// the rest of the head.
export const isOtherLabel = (text: string): boolean =>
  /^\p{L}[\p{L} ]{1,24}:\s/u.test(text) && entryLabelOf(text) === null

// A head line cut by a narrow column ("Licence Informatique at Universidad" / "Tecnológica del
// Perú"; "Ingeniería …, Bachelor, Universidad Técnica del" / "Norte"): a long line with no closing
// mark, followed by a short line that is no item, label, grade, date or place, goes on in it.
const WRAPPED_HEAD_MIN_CHARS = 55
const WRAP_TAIL_MAX_CHARS = 40

// A line that ends on a joining word or mark ("… Informatics &", "… Universidad de") is cut, however short.
const ENDS_ON_JOINER =
  /(?:[&,+/–-]|\s(?:and|or|of|for|the|und|für|der|et|de|des|du|la|y|e|del|en|em|do|da|di|in|van|voor|i|w))$/iu

export function isCutHead(text: string): boolean {
  const line = text.trim()
  return ENDS_ON_JOINER.test(line) || (line.length >= WRAPPED_HEAD_MIN_CHARS && !/[.;:!?)\]]$/u.test(line))
}

// A school named on the next line of a head that names none is the school, not the head's tail
// ("Técnico Superior en Higiene Bucodental (…)" / "IES Albert Einstein, Sevilla"); so is a degree
// under a head that names none ("Universidad del Norte - Facultad de …" / "Licenciatura en …").
const isSchoolUnderHead = (head: string, tail: string): boolean =>
  (institutionScore(tail) > 0 && institutionScore(head) === 0) ||
  (degreeScore(tail) > 0 && degreeScore(head) === 0)

function isWrapTail(line: CvLine): boolean {
  const text = flat(line)
  return (
    !line.isBullet &&
    line.cells.length === 1 &&
    text.length <= WRAP_TAIL_MAX_CHARS &&
    !text.includes(':') &&
    findDateRange(text) === null &&
    !isPlace(text) &&
    gradeOf(text) === ''
  )
}

export function joinWrappedHeads(block: EntryBlock): { heads: string[]; tailsTaken: number; note: string } {
  const heads: string[] = []
  for (const line of block.before) {
    const last = heads[heads.length - 1]
    if (last !== undefined && isCutHead(last) && isWrapTail(line) && !isSchoolUnderHead(last, flat(line)))
      heads[heads.length - 1] = `${last.trimEnd()} ${flat(line)}`
    else heads.push(line.cells.join('\t'))
  }
  if (!block.anchor) return { heads, tailsTaken: 0, note: '' }
  // "09/2022 – heute (berufsbegleitend)": the note after the dates is about the studies, not their name.
  const { text, note } = withoutRangeAndNote(block.anchor, block.range)
  let anchor = text
  // The line with the dates may itself be the tail of a head cut at a joining word.
  const last = heads[heads.length - 1]
  if (last !== undefined && ENDS_ON_JOINER.test(last.trim()) && block.anchor.cells.length <= 2) {
    anchor = `${last.trimEnd()} ${anchor.trimStart()}`
    heads.pop()
  }
  const next = block.after[0]
  const isTail = (line: CvLine): boolean =>
    isWrapTail(line) ||
    (ENDS_ON_JOINER.test(anchor.trim()) &&
      !line.isBullet &&
      flat(line).length <= 90 &&
      !isOtherLabel(flat(line)) &&
      findDateRange(flat(line)) === null)
  // "… Quality Assurance ⇥ dates" / "at Year Up": a line opening with "at" goes on with the head.
  if (next && !next.isBullet && /^(?:at|@)\s+\p{Lu}/u.test(flat(next)) && !anchor.includes(' at '))
    return { heads: [...heads, `${anchor.trimEnd()} ${flat(next)}`], tailsTaken: 1, note }
  if (next && isCutHead(anchor) && isTail(next) && !isSchoolUnderHead(anchor, flat(next)))
    return { heads: [...heads, `${anchor.trimEnd()} ${flat(next)}`], tailsTaken: 1, note }
  return { heads: [...heads, anchor], tailsTaken: 0, note }
}

// A name cut at its hyphen by a narrow column ("Rheinische Friedrich-Wilhelms-" / "Universität Bonn").
export const HYPHEN_WRAP = /\p{L}-$/u

export function joinHyphenWraps(texts: readonly string[]): string[] {
  const joined: string[] = []
  for (const text of texts) {
    const last = joined[joined.length - 1]
    if (last !== undefined && HYPHEN_WRAP.test(last) && /^\p{Lu}/u.test(text))
      joined[joined.length - 1] = last + text
    else joined.push(text)
  }
  return joined
}
