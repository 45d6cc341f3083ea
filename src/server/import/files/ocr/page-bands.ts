import type { Band, GreyImage } from './tesseract-engine'

// A page cut into three bands across its whole width, each cut in a gap between lines, so that
// the middle band can be read first: its words tell the page's language (and whether it is upside
// down) before the rest is read, and a page in an unexpected language costs a third of a page
// more instead of a second reading of all of it. The cuts must not touch a line: a cut letter is
// misread in both halves. Where no clear gap lies near a cut (a dense table), the page is one band.

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
 * The page's bands: the middle one to read first and the others; one band if no clean cut
 * exists. Blank margins above and below the ink are left out (the recogniser's layout analysis
 * costs by the pixel, and a blank page's grain or a tinted box alone cost it seconds): a page
 * without a row of ink gives one empty band.
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
