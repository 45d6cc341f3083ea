// Schools printed as cards side by side, read card by card before the entries are segmented.
import { findDateRange } from '#server/text/dates'
import type { CvLine } from '#server/text/lines'

// Schools printed as cards side by side: each row of the grid is one line with a cell per card
// ("School A ⇥ School B" / "2019 – 2020 ⇥ 2016 – 2017" / "Degree A ⇥ Degree B"). A run of lines
// with the same number of cells, one of them nothing but date ranges, is read card by card.
export function readGridByColumn(lines: readonly CvLine[]): CvLine[] {
  const result: CvLine[] = []
  let index = 0
  while (index < lines.length) {
    const width = lines[index]?.cells.length ?? 0
    let end = index
    while (end < lines.length && lines[end]?.cells.length === width && !lines[end]?.isBullet) end += 1
    const run = lines.slice(index, end)
    const isGrid =
      width >= 2 &&
      run.length >= 2 &&
      run.some((line) => line.cells.every(isOnlyDateRange)) &&
      run.some((line) => !line.cells.every(isOnlyDateRange))
    if (!isGrid) {
      result.push(lines[index] as CvLine)
      index += 1
      continue
    }
    for (let column = 0; column < width; column += 1)
      for (const line of run) {
        const cell = line.cells[column] ?? ''
        result.push({ text: cell, cells: [cell], isBullet: false, indent: line.indent })
      }
    index = end
  }
  return result
}

const isOnlyDateRange = (cell: string): boolean => {
  const range = findDateRange(cell)
  return (
    range !== null &&
    (cell.slice(0, range.index) + cell.slice(range.index + range.length)).replace(/[\s()|·,-]/gu, '')
      .length <= 2
  )
}
