// Page geometry of a cover letter: how many lines of the writer's preview fit on one A4 page.
// The preview and the built-in letter writer use the same numbers, so "fits one page" means the
// same thing on both sides.

export type LetterGeometry = {
  pageHeightMm: number
  pageWidthMm: number
  marginTopMm: number
  marginBottomMm: number
  marginLeftMm: number
  marginRightMm: number
  fontSizePt: number
  lineHeight: number
  // Advance width of one monospace glyph in em (IBM Plex Mono and most monospace faces: 0.6).
  glyphWidthEm: number
}

// DIN 5008: left margin 25 mm, right 20 mm, bottom 20 mm; the top margin is the 27 mm of form A,
// where the address field begins. The preview is 12 pt monospace at line height 1.4 (docs/spec/1-screens.md).
export const A4_DIN_LETTER: LetterGeometry = {
  pageHeightMm: 297,
  pageWidthMm: 210,
  marginTopMm: 27,
  marginBottomMm: 20,
  marginLeftMm: 25,
  marginRightMm: 20,
  fontSizePt: 12,
  lineHeight: 1.4,
  glyphWidthEm: 0.6,
}

const MM_PER_PT = 25.4 / 72

/** Lines of text that fit between the top and bottom margins. */
export function onePageLineLimit(geometry: LetterGeometry = A4_DIN_LETTER): number {
  const usableMm = geometry.pageHeightMm - geometry.marginTopMm - geometry.marginBottomMm
  const lineMm = geometry.fontSizePt * geometry.lineHeight * MM_PER_PT
  return Math.floor(usableMm / lineMm)
}

/** Monospace characters that fit between the left and right margins. */
export function charsPerLine(geometry: LetterGeometry = A4_DIN_LETTER): number {
  const usableMm = geometry.pageWidthMm - geometry.marginLeftMm - geometry.marginRightMm
  const glyphMm = geometry.fontSizePt * geometry.glyphWidthEm * MM_PER_PT
  return Math.floor(usableMm / glyphMm)
}

/** Rows one text line takes when wrapped at word boundaries (an empty line still takes one). */
export function wrappedRows(line: string, width: number): number {
  if (line.length <= width) return 1
  let rows = 1
  let used = 0
  for (const word of line.split(/\s+/).filter(Boolean)) {
    // A word longer than the line is broken, as the preview's CSS (overflow-wrap) does.
    if (word.length > width) {
      const pieces = Math.ceil(word.length / width)
      rows += used === 0 ? pieces - 1 : pieces
      used = word.length % width || width
      continue
    }
    const needed = used === 0 ? word.length : used + 1 + word.length
    if (needed > width) {
      rows += 1
      used = word.length
    } else {
      used = needed
    }
  }
  return rows
}

/** Lines the text takes in the preview once long lines wrap. */
export function countLetterLines(text: string, geometry: LetterGeometry = A4_DIN_LETTER): number {
  if (text === '') return 0
  const width = charsPerLine(geometry)
  return text.split(/\r?\n/).reduce((sum, line) => sum + wrappedRows(line, width), 0)
}

export type PageFit = 'fits' | 'approaching' | 'exceeds'

/** The writer's counter states: over the limit, within `warningLines` of it, or fine. */
export function classifyPageFit(lines: number, limit: number, warningLines: number): PageFit {
  if (lines > limit) return 'exceeds'
  if (lines >= limit - warningLines) return 'approaching'
  return 'fits'
}
