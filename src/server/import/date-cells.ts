import { flat, type CvLine } from '#server/text/lines'
import { findDateRange, isDateOnly } from '#server/text/dates'

// Dates set in a right-hand column beside the entry's first bullet (RenderCV and similar Typst
// templates: "Employer, Title ⇥ Town" / "• First bullet ⇥ 05/2019 – heden"), and date ranges
// wrapped in that narrow column ("maggio 2017 – gennaio" / "2021"). The date belongs to the entry's
// header, not to the bullet: it goes on a line of its own under the header (where entries
// without bullets have it). The wrapped year belongs to the range above it.

const MAX_WRAPPED_CHARS = 14
const MAX_STACKED_END_CHARS = 24

export function reattachDates(lines: readonly CvLine[]): CvLine[] {
  return moveBulletDates(joinWrappedYears(lines))
}

// "04/2021– Stellvertretende Stationsleitung, …": a range whose end the margin column wrapped.
const OPEN_DASH_AT_START = /^(.{0,24}?\d{4})\s*[–—-]\s*(?=\p{L}|$)/u

function joinWrappedYears(lines: readonly CvLine[]): CvLine[] {
  const result: CvLine[] = []
  for (const source of lines) {
    let line: CvLine = { ...source, cells: [...source.cells] }
    const previous = result[result.length - 1]
    // "• 04/2021– Title, Employer": a list item that opens with a date range is an entry.
    const leading = findDateRange(line.cells[0] ?? '')
    if (line.isBullet && leading?.index === 0 && OPEN_DASH_AT_START.test(line.cells[0] ?? ''))
      line = { ...line, isBullet: false }
    // Its end on the next line, alone or before the header's wrapped rest: "heute", "09/2013 Leipzig".
    const firstCell = line.cells[0] ?? ''
    // Open only when the range there has no end yet ("04/2021– Title", not "03/2019 – heute").
    const previousRange = previous ? findDateRange(previous.cells[0] ?? '') : null
    const isOpen = previousRange !== null && previousRange.end === '' && !previousRange.current
    const opening = previous && isOpen ? OPEN_DASH_AT_START.exec(previous.cells[0] ?? '') : null
    const end = endAtStart(firstCell)
    if (previous && opening && !previous.isBullet && end !== '') {
      const head = previous.cells[0] ?? ''
      const rest = firstCell.slice(end.length).trim()
      previous.cells[0] = `${opening[0].trimEnd()} ${end} ${head.slice(opening[0].length)}${rest === '' ? '' : ` ${rest}`}`.trim()
      previous.text = previous.cells.join('\t')
      const cells = line.cells.slice(1)
      if (cells.length === 0) continue
      line = { ...line, cells, text: cells.join('\t') }
    }
    // A start date in a margin cell and its end under it ("2018-01 ⇥ Engineer" / "TO ⇥ 2024-12",
    // "März 2019 ⇥ …" / "bis heute"): the range is stacked in its column, not two dates.
    if (previous && /^[\p{L}–—-]/u.test(firstCell) && flat(line).length <= MAX_STACKED_END_CHARS) {
      const startCell = previous.cells[0] ?? ''
      const start = findDateRange(startCell)
      const joined = `${startCell} ${flat(line)}`
      const range = start && !start.current && start.end === '' && isDateOnly(startCell) ? findDateRange(joined) : null
      if (range && range.index === 0 && range.length >= joined.trimEnd().length && (range.end !== '' || range.current)) {
        previous.cells[0] = joined
        previous.text = previous.cells.join('\t')
        continue
      }
    }
    // A year alone under an open range: the end of that range, wrapped.
    if (previous && line.cells.length === 1 && flat(line).length <= MAX_WRAPPED_CHARS && isDateOnly(flat(line))) {
      const lastCell = previous.cells[previous.cells.length - 1] ?? ''
      const before = findDateRange(lastCell)
      const joined = `${lastCell} ${flat(line)}`
      const after = findDateRange(joined)
      if (before && !before.current && before.end === '' && after && after.end !== '') {
        previous.cells[previous.cells.length - 1] = joined
        previous.text = previous.cells.join('\t')
        continue
      }
    }
    result.push(line)
  }
  return result
}

function moveBulletDates(lines: readonly CvLine[]): CvLine[] {
  const result: CvLine[] = []
  for (const source of lines) {
    let line = source
    // A bullet with the entry's dates in its last cell: the dates go to the header line above.
    const dateCell = line.cells[line.cells.length - 1] ?? ''
    if (line.isBullet && line.cells.length >= 2 && isDateOnly(dateCell)) {
      const header = findLast(result, (candidate) => !candidate.isBullet)
      const isSameEntry = header !== undefined && result.indexOf(header) >= result.length - 1 - countTrailingBullets(result)
      if (header && isSameEntry && findDateRange(flat(header)) === null) {
        // On a line of its own under the header, as the entries without bullets have them.
        result.splice(result.indexOf(header) + 1, 0, { text: dateCell, cells: [dateCell], isBullet: false, indent: 0 })
        const cells = line.cells.slice(0, -1)
        line = { ...line, cells, text: cells.join('\t') }
      }
    }
    result.push(line)
  }
  return result
}

// The date (or "heute", "oggi", "present") a line starts with, as written; '' when none.
function endAtStart(cell: string): string {
  const range = findDateRange(cell)
  if (range && range.index === 0 && range.end === '' && !range.current) return cell.slice(0, range.length)
  const present = findDateRange(`2000 – ${cell}`)
  if (present?.current && present.length > 7) return cell.slice(0, present.length - 7)
  return ''
}

function countTrailingBullets(lines: readonly CvLine[]): number {
  let count = 0
  for (let index = lines.length - 1; index >= 0 && lines[index]?.isBullet; index -= 1) count += 1
  return count
}

function findLast<T>(items: readonly T[], test: (item: T) => boolean): T | undefined {
  for (let index = items.length - 1; index >= 0; index -= 1) {
    const item = items[index]
    if (item !== undefined && test(item)) return item
  }
  return undefined
}
