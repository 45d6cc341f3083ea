import { describe, expect, it } from 'vitest'
import { splitPage } from './page-bands'
import type { GreyImage } from './tesseract-engine'

// A white page with black "lines" of text (rows of ink) at the given rows.
function page(width: number, height: number, inked: (y: number) => boolean, rule = -1): GreyImage {
  const data = new Uint8Array(width * height).fill(255)
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) if ((inked(y) && x > 100 && x < width - 100 && x % 7 !== 0) || x === rule) data[y * width + x] = 0
  }
  return { data, width, height }
}

describe('cutting a page into bands between its lines', () => {
  it('cuts in the gaps near a third and two thirds of the page, never through a line', () => {
    const isLine = (y: number) => y % 40 < 25
    const image = page(600, 1000, isLine)
    const { sample, rest } = splitPage(image)
    expect(rest).toHaveLength(2)
    for (const cut of [sample.top, sample.bottom]) expect(isLine(cut)).toBe(false)
    expect(sample.top).toBeGreaterThan(250)
    expect(sample.bottom).toBeLessThan(710)
    expect(rest[0]).toEqual({ top: 0, bottom: sample.top })
    expect(rest[1]).toEqual({ top: sample.bottom, bottom: 1000 })
  })

  it('finds the gaps beside a vertical rule that runs down the whole page', () => {
    expect(splitPage(page(600, 1000, (y) => y % 40 < 25, 50)).rest).toHaveLength(2)
  })

  it('keeps a page without gaps whole', () => {
    expect(splitPage(page(600, 1000, (y) => y % 4 < 3))).toEqual({ sample: { top: 0, bottom: 1000 }, rest: [] })
  })

  it('leaves out blank margins, and gives a page without ink nothing to read', () => {
    expect(splitPage(page(600, 1000, (y) => y >= 100 && y < 130))).toEqual({ sample: { top: 76, bottom: 154 }, rest: [] })
    expect(splitPage(page(600, 1000, () => false))).toEqual({ sample: { top: 0, bottom: 0 }, rest: [] })
  })
})
