import type { Band, GreyImage } from './tesseract-engine'

// Where a page's ink is, and its middle band: the rows from a gap between lines near a third of
// its inked height to one near two thirds. The recogniser is given only the inked rows (its layout
// analysis costs by the pixel, and a blank page's grain or a tinted box alone cost it seconds);
// the middle band is a sample of the page's running text, read in each of two close languages to
// choose between them (read-page.ts). A cut must not touch a line (a cut letter is misread in
// both halves); where no clear gap lies near a cut (a dense table), the band is the whole span.

const INK = 140
/** Where the cuts are sought (share of the page's height) and how far either side of it. */
const CUTS = [0.33, 0.63]
const SEARCH = 0.08
/** A gap is this many rows (at ~220 dpi, a little more than a line's leading) without ink. */
const MIN_GAP_ROWS = 6
/** Ink above the window's emptiest row that still counts as empty (specks), as a share of the width. */
const SPECK_SHARE = 0.002
/**
 * A vertical rule or a timeline's line inks every row the same: a gap is a row with no more ink
 * than the window's emptiest row, as long as that is thin (a dark sidebar is no gap).
 */
const MAX_FLOOR_SHARE = 0.03
/** White kept around the ink when blank margins are left out (the recogniser wants a border). */
const MARGIN_ROWS = 24

export type PageBands = { sample: Band; rest: Band[] }

/** Pixels of ink in each row of the page. */
function inkPerRow(image: GreyImage): Uint32Array {
  const rows = new Uint32Array(image.height)
  for (let y = 0; y < image.height; y += 1) {
    let count = 0
    const start = y * image.width
    for (let x = 0; x < image.width; x += 1) if ((image.data[start + x] as number) < INK) count += 1
    rows[y] = count
  }
  return rows
}

// The middle of the gap nearest `target` (a row), or undefined when none lies within the window.
function gapNear(rows: Uint32Array, target: number, window: number, width: number): number | undefined {
  let best: { row: number; distance: number } | undefined
  let start = -1
  const from = Math.max(0, Math.round(target - window))
  const to = Math.min(rows.length, Math.round(target + window))
  const floor = Math.min(...rows.subarray(from, to))
  if (floor > width * MAX_FLOOR_SHARE) return undefined
  const empty = floor + Math.max(1, Math.round(width * SPECK_SHARE))
  for (let y = from; y <= to; y += 1) {
    const isEmpty = y < to && (rows[y] as number) <= empty
    if (isEmpty && start < 0) start = y
    if (!isEmpty && start >= 0) {
      if (y - start >= MIN_GAP_ROWS) {
        const middle = Math.floor((start + y) / 2)
        const distance = Math.abs(middle - target)
        if (!best || distance < best.distance) best = { row: middle, distance }
      }
      start = -1
    }
  }
  return best?.row
}

/**
 * The page's middle band and the bands above and below it, together the inked rows with a margin
 * (one band when no clean cut exists; one empty band for a page without a row of ink).
 */
export function splitPage(image: GreyImage): PageBands {
  const rows = inkPerRow(image)
  const speck = Math.max(1, Math.round(image.width * SPECK_SHARE))
  let first = 0
  while (first < rows.length && (rows[first] as number) <= speck) first += 1
  let last = rows.length - 1
  while (last > first && (rows[last] as number) <= speck) last -= 1
  if (first >= rows.length) return { sample: { top: 0, bottom: 0 }, rest: [] }
  const top = Math.max(0, first - MARGIN_ROWS)
  const bottom = Math.min(image.height, last + 1 + MARGIN_ROWS)
  const height = bottom - top
  const [upper, lower] = CUTS.map((share) => gapNear(rows, top + share * height, SEARCH * height, image.width))
  if (upper === undefined || lower === undefined || lower <= upper) return { sample: { top, bottom }, rest: [] }
  return {
    sample: { top: upper, bottom: lower },
    rest: [
      { top, bottom: upper },
      { top: lower, bottom },
    ],
  }
}
