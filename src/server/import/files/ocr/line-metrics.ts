// A run's type size and baseline from its box and its letters. The recogniser's box reaches from
// the tallest letter's top to the lowest letter's bottom, so "Wochen verkürzte" (no descender) is
// a quarter shorter than "Cloud, das die Planungsdauer" in the same type, and its baseline is its
// bottom, not a descender's depth above it. The layout step joins a wrapped line to the one above
// only at the same size and one leading below (pdf-layout.ts), so both are measured as a typeface
// has them: ascenders and capitals ~0.72 em above the baseline, x-height ~0.5 em, descenders
// ~0.21 em below.

const ASCENDER = 0.72
const X_HEIGHT = 0.5
const DESCENDER = 0.21

/** Letters and marks reaching above the x-height (capitals, digits, accents, ascenders). */
const TALL = /[\p{Lu}\p{N}bdfhklt()[\]{}/\\|!?'"@#%&$€£ßàáâãäåèéêëìíîïòóôõöùúûüýÿąćęłńóśźżçñ]/u
/** Letters and marks reaching well below the baseline (a comma's or a slash's tail is too short to count). */
const DEEP = /[gjpqy()[\]{}|@µ]/u

type LineMetrics = {
  /** The type size in the box's units. */
  size: number
  /** Where the letters stand, in the box's units (top down). */
  baseline: number
}

export function lineMetrics(text: string, top: number, bottom: number): LineMetrics {
  const height = Math.max(1, bottom - top)
  const above = TALL.test(text) ? ASCENDER : X_HEIGHT
  const below = DEEP.test(text) ? DESCENDER : 0
  const em = height / (above + below)
  return { size: em, baseline: bottom - below * em }
}
