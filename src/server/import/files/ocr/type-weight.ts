import type { GreyImage } from './tesseract-engine'

// Bold or regular, from the picture: a PDF's text items name their font, so the layout step knows
// a bold job title from the regular line below it (it joins a wrapped line only to one in the same
// font, and sets lines in other fonts apart as emphasised); the recogniser names none. A stroke of
// bold type is about half again as wide as a regular one of the same size: the typical width of
// the ink's horizontal runs in a run of words, over its line's type size, tells them apart.

const INK_BELOW = 140
/** Runs of ink longer than this share of the type size are bars and rules, not stems. */
const MAX_STEM_SHARE = 0.3
/** A run of words whose strokes are this much wider than the page's usual ones is bold. */
const BOLD_RATIO = 1.3

export type Box = { left: number; top: number; width: number; height: number }

/** The median width of the stems (horizontal runs of ink) in a box, over `size`; 0 with no ink. */
export function strokeShare(image: GreyImage, box: Box, size: number): number {
  const lengths: number[] = []
  const maxStem = Math.max(2, size * MAX_STEM_SHARE)
  const right = Math.min(image.width, box.left + box.width)
  for (let y = Math.max(0, box.top); y < Math.min(image.height, box.top + box.height); y += 1) {
    const row = y * image.width
    let run = 0
    for (let x = Math.max(0, box.left); x <= right; x += 1) {
      if (x < right && (image.data[row + x] as number) < INK_BELOW) run += 1
      else if (run > 0) {
        if (run <= maxStem) lengths.push(run)
        run = 0
      }
    }
  }
  if (lengths.length === 0 || size <= 0) return 0
  lengths.sort((a, b) => a - b)
  // The mean of the middle half: steadier than the median on whole pixels.
  const middle = lengths.slice(Math.floor(lengths.length / 4), Math.ceil((lengths.length * 3) / 4))
  return middle.reduce((sum, value) => sum + value, 0) / middle.length / size
}

/**
 * Which runs are bold, from their stroke shares and lengths (characters): those whose strokes are
 * clearly wider than the page's body text, the share most of its characters are set with.
 */
export function boldRuns(shares: readonly number[], lengths: readonly number[]): boolean[] {
  const weighted = shares.flatMap((share, index) => (share > 0 ? [{ share, weight: lengths[index] ?? 0 }] : [])).sort((a, b) => a.share - b.share)
  const total = weighted.reduce((sum, entry) => sum + entry.weight, 0)
  let seen = 0
  let body = 0
  for (const entry of weighted) {
    seen += entry.weight
    if (seen >= total / 2) {
      body = entry.share
      break
    }
  }
  return shares.map((share) => body > 0 && share >= body * BOLD_RATIO)
}
