import type { PdfPage } from '../pdf-layout'

// Where the recognised words of a scanned page stand, kept with an enclosure so that the
// application package can lay an invisible text layer over the picture (a searchable
// Bewerbungsmappe). Positions are those of the page the recogniser read: the picture turned
// upright and levelled (`turn` + `skew`, clockwise, as prepare-page.ts turns it), in points.

export type ScanTextRun = {
  /** The words of one run (one line, or a cell of it), as read. */
  t: string
  /** Left edge and baseline (from the top), width and type size, in points of the read page. */
  x: number
  y: number
  w: number
  s: number
}

export type ScanTextLayer = {
  /** The page of the document (0-based); a photo is page 0. */
  page: number
  /** Quarter turns (clockwise) that made the page upright, including a second reading turned round. */
  turn: 0 | 90 | 180 | 270
  /** Further clockwise rotation in degrees that levelled the lines. */
  skew: number
  width: number
  height: number
  runs: ScanTextRun[]
}

const round = (value: number) => Math.round(value * 10) / 10

export function textLayerOf(page: number, read: PdfPage, turn: number, skew: number): ScanTextLayer {
  return {
    page,
    turn: (((Math.round(turn / 90) * 90) % 360) + 360) % 360 as ScanTextLayer['turn'],
    skew,
    width: round(read.width),
    height: round(read.height),
    runs: read.items
      .filter((item) => item.text.trim().length > 0)
      .map((item) => ({ t: item.text, x: round(item.x), y: round(item.y), w: round(item.width), s: round(item.size) })),
  }
}
