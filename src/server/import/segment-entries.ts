import { findDateRange, isDateOnly, type DateRange } from '#server/text/dates'
import { flat, type CvLine } from '#server/text/lines'
import { withoutRange } from './header-fields'

// Cuts a section (experience, education, projects) into entries. Each entry has one date range,
// its "anchor"; the CV's own layout decides whether the header lines (title, employer) stand
// before the anchor or after it, and the first entry shows which.

export type EntryBlock = {
  /** Header lines before the anchor, in order. */
  before: CvLine[]
  /** The anchor line, or null for a section without dates. */
  anchor: CvLine | null
  range: DateRange | null
  /** Everything after the anchor up to the next entry: header continuation, bullets, text. */
  after: CvLine[]
}

const MAX_HEADER_CHARS = 110
const MAX_BEFORE_LINES = 3

export function isHeaderLike(line: CvLine): boolean {
  if (line.isBullet) return false
  const text = flat(line)
  if (text.length > MAX_HEADER_CHARS) return false
  const words = text.split(' ').length
  // A sentence: many words ending in a full stop.
  return !(words > 7 && /[.!]$/.test(text)) && words <= 16
}

/** The date range that makes a line an entry anchor, or null. */
export function anchorRange(line: CvLine): DateRange | null {
  if (line.isBullet) return null
  const text = flat(line)
  const range = findDateRange(text)
  if (!range) return null
  if (range.end !== '' || range.current) return text.length <= 200 ? range : null
  // A lone date ("2019", "Juni 2020") anchors only in its own cell or at either end of a short line.
  const dateText = text.slice(range.index, range.index + range.length)
  const isOwnCell = line.cells.some(
    (cell) => cell.replace(/[()[\]|,:;.\s–-]/g, '') === dateText.replace(/[.\s–-]/g, ''),
  )
  const before = text.slice(0, range.index).replace(/[\s(|,:;–—-]+$/, '')
  const after = text.slice(range.index + range.length).replace(/^[\s)|,:;–—-]+/, '')
  const isAtEdge = before === '' || after === ''
  return (isOwnCell || isAtEdge) && text.length <= 90 ? range : null
}

/**
 * `isWholeHead`: a line that holds an entry's whole head by itself ("Degree at School"); without
 * dates, a run of them is a run of entries, not one entry's head.
 */
export function segmentEntries(lines: readonly CvLine[], isWholeHead: (line: CvLine) => boolean = () => false): EntryBlock[] {
  const anchors: number[] = []
  const ranges = new Map<number, DateRange>()
  lines.forEach((line, index) => {
    const range = anchorRange(line)
    if (range) {
      anchors.push(index)
      ranges.set(index, range)
    }
  })
  if (anchors.length === 0) return segmentWithoutDates(lines, isWholeHead)

  const firstAnchor = anchors[0] ?? 0
  let patternBefore = 0
  for (let index = firstAnchor - 1; index >= 0 && patternBefore < MAX_BEFORE_LINES; index -= 1) {
    const line = lines[index]
    if (!line || !isHeaderLike(line)) break
    patternBefore += 1
  }

  // Where each entry starts: its anchor minus the header lines that belong to it.
  // A head set as a list item above a line of dates alone ("• Senior Engineer, Acme" / "Jun 2020 –
  // Present": themes put an icon or a bullet before each entry's head) is the entry's head, when
  // the first entry shows that heads stand before their dates.
  const isItemHead = (anchor: number, floor: number): boolean => {
    const above = lines[anchor - 1]
    return anchor - 1 >= floor && !!above?.isBullet && isEntryHeadItem(above) && isDatesLine(lines[anchor] ?? above, ranges.get(anchor) ?? null)
  }
  // "• Acme Corp" / "(2016 - 2020) - Analyst": each entry is a list item naming the employer over
  // a line of dates and title. A lone item above the dates, where the first entry is printed so,
  // is the head; an item ending a run of items is the previous entry's last point.
  const isLoneItem = (anchor: number, floor: number): boolean => {
    const above = lines[anchor - 1]
    return anchor - 1 >= floor && !!above?.isBullet && isEntryHeadItem(above) && !lines[anchor - 2]?.isBullet
  }
  const itemsHeadEntries = patternBefore === 0 && isLoneItem(firstAnchor, 0)
  if (patternBefore === 0 && (isItemHead(firstAnchor, 0) || itemsHeadEntries)) patternBefore = 1

  const starts = anchors.map((anchor, position) => {
    if (patternBefore === 0) return anchor
    const floor = position === 0 ? 0 : (anchors[position - 1] ?? 0) + 1
    if (isItemHead(anchor, floor) || (itemsHeadEntries && isLoneItem(anchor, floor))) return anchor - 1
    // "2018-01 TO 2024-12 ⇥ Engineering Manager:": a head beside the dates that introduces its
    // description is the whole head; the short lines above it are the previous entry's tags.
    if (isColonHead(lines[anchor], ranges.get(anchor) ?? null)) return anchor
    const gap = lines.slice(floor, anchor)
    const lastBullet = findLastIndex(gap, (line) => line.isBullet)
    // After the previous entry's bullets, every header-like line is this entry's header.
    const limit = lastBullet >= 0 ? Math.min(MAX_BEFORE_LINES, gap.length - lastBullet - 1) : patternBefore
    let start = anchor
    while (start - 1 >= floor && anchor - (start - 1) <= limit) {
      const candidate = lines[start - 1]
      if (!candidate || !isHeaderLike(candidate) || ranges.has(start - 1)) break
      start -= 1
    }
    // A gap with no bullets keeps at least one line for the previous entry's body when it has one.
    return start
  })

  return anchors.map((anchor, position) => {
    const start = starts[position] ?? anchor
    const end = starts[position + 1] ?? lines.length
    return {
      before: lines.slice(start, anchor),
      anchor: lines[anchor] ?? null,
      range: ranges.get(anchor) ?? null,
      after: lines.slice(anchor + 1, end),
    }
  })
}

/** A line of dates alone, or dates and the length printed beside them ("Mar 2024 – Dec 2025 · 1 year 10 months"). */
function isDatesLine(line: CvLine, range: DateRange | null): boolean {
  return isDateOnly(flat(line)) || (range !== null && withoutRange(line, range).replace(/[\t\s]+/g, '') === '')
}

function isColonHead(line: CvLine | undefined, range: DateRange | null): boolean {
  if (!line || !range) return false
  const rest = withoutRange(line, range).replace(/\t+/g, ' ').trim()
  return /\p{L}{2}.*[^:]:$/u.test(rest) && rest.split(' ').length <= 12
}

/** A list item that reads as an entry's head: short, no sentence, no date of its own. */
function isEntryHeadItem(line: CvLine): boolean {
  const text = flat(line)
  return (
    /\p{L}{2}/u.test(text) &&
    text.length <= 90 &&
    text.split(' ').length <= 12 &&
    !/[.!?;:]$/.test(text) &&
    findDateRange(text) === null
  )
}

// No dates at all: an entry is a run of header lines followed by its bullets or text.
function segmentWithoutDates(lines: readonly CvLine[], isWholeHead: (line: CvLine) => boolean): EntryBlock[] {
  const blocks: EntryBlock[] = []
  let current: EntryBlock | null = null
  let isInBody = false
  for (const line of lines) {
    const isNextHead = current?.anchor !== null && current?.anchor !== undefined && isWholeHead(current.anchor) && isWholeHead(line)
    const startsEntry = isHeaderLike(line) && (current === null || isInBody || isNextHead)
    if (startsEntry) {
      current = { before: [], anchor: line, range: null, after: [] }
      blocks.push(current)
      isInBody = false
      continue
    }
    if (!current) continue
    current.after.push(line)
    if (line.isBullet || !isHeaderLike(line)) isInBody = true
  }
  return blocks
}

function findLastIndex<T>(items: readonly T[], test: (item: T) => boolean): number {
  for (let index = items.length - 1; index >= 0; index -= 1) {
    const item = items[index]
    if (item !== undefined && test(item)) return index
  }
  return -1
}
