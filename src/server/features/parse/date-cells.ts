import { flat, type CvLine } from '#server/text/lines'
import { findDateRange, isDateOnly } from './parse-dates'

// Dates set in a right-hand column beside the entry's first bullet (RenderCV and similar Typst
// templates: "Employer, Title ⇥ Town" / "• First bullet ⇥ 05/2019 – heden"), and date ranges
// wrapped in that narrow column ("maggio 2017 – gennaio" / "2021"). The date belongs to the entry's
// header, not to the bullet: it goes on a line of its own under the header (where entries
// without bullets have it). The wrapped year belongs to the range above it.

const MAX_WRAPPED_CHARS = 14

export function reattachDates(lines: readonly CvLine[]): CvLine[] {
  return moveBulletDates(joinWrappedYears(lines))
}

function joinWrappedYears(lines: readonly CvLine[]): CvLine[] {
  const result: CvLine[] = []
  for (const source of lines) {
    const line: CvLine = { ...source, cells: [...source.cells] }
    const previous = result[result.length - 1]
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
