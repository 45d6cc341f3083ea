import { describe, expect, it } from 'vitest'

import {
  A4_DIN_LETTER,
  charsPerLine,
  classifyPageFit,
  countLetterLines,
  onePageLineLimit,
  wrappedRows,
} from './letter-geometry'

describe('letter geometry', () => {
  it('fits 42 lines of 12 pt at line height 1.4 between the DIN margins of an A4 page', () => {
    // (297 − 27 − 20) mm / (12 pt × 1.4 × 25.4/72 mm) = 42.2
    expect(onePageLineLimit()).toBe(42)
  })

  it('fits 64 monospace characters between the left and right DIN margins', () => {
    // (210 − 25 − 20) mm / (12 pt × 0.6 × 25.4/72 mm) = 64.9
    expect(charsPerLine()).toBe(64)
  })

  it('follows the geometry it is given', () => {
    expect(onePageLineLimit({ ...A4_DIN_LETTER, fontSizePt: 10, lineHeight: 1.2 })).toBeGreaterThan(
      onePageLineLimit(),
    )
  })

  it('wraps long lines at word boundaries and counts empty lines', () => {
    expect(wrappedRows('a'.repeat(64), 64)).toBe(1)
    expect(wrappedRows(`${'word '.repeat(13)}end`, 64)).toBe(2)
    expect(countLetterLines('one\n\nthree')).toBe(3)
    expect(countLetterLines('')).toBe(0)
  })

  it('breaks a word longer than a line, as the preview does', () => {
    expect(wrappedRows('x'.repeat(130), 64)).toBe(3)
  })

  it('turns the count into the three states of the writer counter', () => {
    expect(classifyPageFit(30, 42, 5)).toBe('fits')
    expect(classifyPageFit(37, 42, 5)).toBe('approaching')
    expect(classifyPageFit(42, 42, 5)).toBe('approaching')
    expect(classifyPageFit(43, 42, 5)).toBe('exceeds')
  })
})
