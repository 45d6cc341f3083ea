import { isDateOnly } from '#server/text/dates'

// Themes set short entries (schools, projects, certificates) as cards side by side: each card is
// a column of lines, school / dates / degree, and the cards' lines share rows. Read across, a
// row mixes two entries ("School A ⇥ School B" / "dates A ⇥ dates B"); read down, each card is
// one entry again. A grid is told from a table (a date column beside its entries) by its rows:
// one row holds a date in every cell, another none at all, so the dates run across, not down.

type GridChunk = { x0: number; text: string }
type GridLine<C extends GridChunk> = { chunks: readonly C[]; y: number; size: number }

const MAX_CARD_ROW_PITCH = 2.5
const ALIGNED = 3

/** The lines with each run of card rows read card by card, each cell as a line of its own. */
export function readCardGrids<C extends GridChunk, L extends GridLine<C>>(
  lines: readonly L[],
  cellLine: (line: L, chunk: C) => L,
): L[] {
  const result: L[] = []
  let index = 0
  while (index < lines.length) {
    const first = lines[index] as L
    let end = index + 1
    while (end < lines.length && continuesGrid(lines[end - 1] as L, lines[end] as L)) end += 1
    const run = lines.slice(index, end)
    if (first.chunks.length >= 2 && run.length >= 2 && isCardGrid(run)) {
      for (let column = 0; column < first.chunks.length; column += 1)
        for (const line of run) result.push(cellLine(line, line.chunks[column] as C))
      index = end
      continue
    }
    result.push(first)
    index += 1
  }
  return result
}

function continuesGrid<C extends GridChunk>(above: GridLine<C>, line: GridLine<C>): boolean {
  if (line.chunks.length !== above.chunks.length || line.chunks.length < 2) return false
  if (line.y - above.y > MAX_CARD_ROW_PITCH * Math.max(line.size, above.size)) return false
  return line.chunks.every((chunk, column) => Math.abs(chunk.x0 - (above.chunks[column]?.x0 ?? -Infinity)) <= ALIGNED)
}

function isCardGrid<C extends GridChunk>(run: ReadonlyArray<GridLine<C>>): boolean {
  const dates = run.map((line) => line.chunks.filter((chunk) => isDateOnly(chunk.text)).length)
  return dates.some((count, row) => count === run[row]?.chunks.length) && dates.some((count) => count === 0)
}
