import type { GreyImage } from './tesseract-engine'

// Where the lines of a page run, found from ink alone (no recognition): the skew of a scan or a
// photo (±5°), whether the text runs across or down the picture (a page photographed sideways),
// and which way is up. Tesseract's own orientation detector needs `osd.traineddata`, which the
// trained-data packages do not ship; these projection profiles cost milliseconds on a small copy
// of the page, where a trial recognition at each orientation would cost seconds.

export type PageGeometry = {
  /** Quarter turns (clockwise, degrees) that bring the lines across and the page upright. */
  turn: 0 | 90 | 180 | 270
  /** Further clockwise rotation in degrees that levels the lines. */
  skew: number
}

const MAX_SKEW = 5
const COARSE_STEP = 0.5
const FINE_STEP = 0.1
const INK = 140

type Ink = { xs: Int32Array; ys: Int32Array; count: number; width: number; height: number }

function inkOf(image: GreyImage): Ink {
  let count = 0
  for (const value of image.data) if (value < INK) count += 1
  const xs = new Int32Array(count)
  const ys = new Int32Array(count)
  let index = 0
  for (let y = 0; y < image.height; y += 1) {
    const row = y * image.width
    for (let x = 0; x < image.width; x += 1) {
      if ((image.data[row + x] as number) < INK) {
        xs[index] = x
        ys[index] = y
        index += 1
      }
    }
  }
  return { xs, ys, count, width: image.width, height: image.height }
}

// How sharply ink falls into lines when projected across the page at `degrees`: text lines give a
// profile of tall peaks and empty gaps, whose squared steps add up to far more than a smeared one.
function lineScore(ink: Ink, degrees: number, across: boolean): number {
  const radians = (degrees * Math.PI) / 180
  const sin = Math.sin(radians)
  const cos = Math.cos(radians)
  const length = ink.width + ink.height
  const profile = new Float64Array(2 * length + 1)
  for (let index = 0; index < ink.count; index += 1) {
    const x = ink.xs[index] as number
    const y = ink.ys[index] as number
    const position = across ? y * cos - x * sin : x * cos + y * sin
    const bin = Math.round(position) + length
    profile[bin] = (profile[bin] as number) + 1
  }
  let score = 0
  for (let bin = 1; bin < profile.length; bin += 1) {
    const step = (profile[bin] as number) - (profile[bin - 1] as number)
    score += step * step
  }
  return score
}

function bestAngle(ink: Ink, across: boolean): { angle: number; score: number } {
  let best = { angle: 0, score: -1 }
  for (let angle = -MAX_SKEW; angle <= MAX_SKEW + 1e-9; angle += COARSE_STEP) {
    const score = lineScore(ink, angle, across)
    if (score > best.score) best = { angle, score }
  }
  const centre = best.angle
  for (let angle = centre - COARSE_STEP; angle <= centre + COARSE_STEP + 1e-9; angle += FINE_STEP) {
    const score = lineScore(ink, angle, across)
    if (score > best.score) best = { angle, score }
  }
  return { angle: Math.round(best.angle * 10) / 10, score: best.score }
}

/**
 * The page's geometry from a small greyscale copy (about 800 pixels across is plenty). A page
 * with too little ink to tell is taken as it is.
 */
export function findPageGeometry(image: GreyImage): PageGeometry {
  const ink = inkOf(image)
  if (ink.count < 500) return { turn: 0, skew: 0 }
  const rows = bestAngle(ink, true)
  const columns = bestAngle(ink, false)
  const isSideways = columns.score > rows.score * 1.3
  // Projecting down the columns at +a is the sideways page's skew of -a once turned.
  const skew = isSideways ? -columns.angle : rows.angle
  const upright = isSideways ? rotateInk(ink, 90) : ink
  const turn = isUpsideDown(upright, skew) ? 180 : 0
  return { turn: ((isSideways ? 90 : 0) + turn) as PageGeometry['turn'], skew: -skew }
}

// The ink of a page turned 90° clockwise: (x, y) → (height − 1 − y, x).
function rotateInk(ink: Ink, _degrees: 90): Ink {
  const xs = new Int32Array(ink.count)
  const ys = new Int32Array(ink.count)
  for (let index = 0; index < ink.count; index += 1) {
    xs[index] = ink.height - 1 - (ink.ys[index] as number)
    ys[index] = ink.xs[index] as number
  }
  return { xs, ys, count: ink.count, width: ink.height, height: ink.width }
}

// Latin script has more ascenders and capitals (b d f h k l t, every German noun) than descenders
// (g j p q y): in an upright line more ink stands above the x-height band than hangs below it.
function isUpsideDown(ink: Ink, skew: number): boolean {
  const radians = (skew * Math.PI) / 180
  const sin = Math.sin(radians)
  const cos = Math.cos(radians)
  const profile = new Float64Array(ink.height + ink.width + 1)
  for (let index = 0; index < ink.count; index += 1) {
    const bin = Math.round((ink.ys[index] as number) * cos - (ink.xs[index] as number) * sin) + ink.width
    if (bin >= 0 && bin < profile.length) profile[bin] = (profile[bin] as number) + 1
  }
  let above = 0
  let below = 0
  let bin = 0
  while (bin < profile.length) {
    if ((profile[bin] as number) === 0) {
      bin += 1
      continue
    }
    const start = bin
    let peak = 0
    while (bin < profile.length && (profile[bin] as number) > 0) {
      peak = Math.max(peak, profile[bin] as number)
      bin += 1
    }
    // The x-height band: the rows of the line holding at least half its densest row's ink.
    const band = [...profile.subarray(start, bin)].map((value) => value >= peak / 2)
    const first = band.indexOf(true)
    const last = band.lastIndexOf(true)
    for (let row = 0; row < band.length; row += 1) {
      const value = profile[start + row] as number
      if (row < first) above += value
      else if (row > last) below += value
    }
  }
  return below > above * 1.15
}
