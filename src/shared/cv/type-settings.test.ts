import { describe, expect, it } from 'vitest'
import { CvData, emptyCv } from './cv.schema'
import { normalizeCv } from './normalize-cv'
import { FONT_SIZE_PT, LINE_HEIGHT, lineHeightChoices, sizeChoices, typeSettingsOf } from './type-settings'

const withLayout = (layout: Record<string, unknown>) => ({ ...emptyCv(), layout })

describe('page and type settings', () => {
  it('accepts settings within the print-safe ranges and leaves them out when absent', () => {
    const cv = CvData.parse(withLayout({ fontFamily: 'lato', fontSize: 10.5, lineHeight: 1.45, margins: 'narrow' }))
    expect(typeSettingsOf(cv)).toEqual({ fontFamily: 'lato', fontSize: 10.5, lineHeight: 1.45, margins: 'narrow' })
    expect(typeSettingsOf(CvData.parse(emptyCv()))).toEqual({})
  })

  it('refuses values out of range, naming the field', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ fontSize: 8 }, 'fontSize'],
      [{ fontSize: 12.5 }, 'fontSize'],
      [{ fontSize: 10.25 }, 'fontSize'],
      [{ lineHeight: 1 }, 'lineHeight'],
      [{ lineHeight: 2 }, 'lineHeight'],
      [{ fontFamily: 'Comic Sans' }, 'fontFamily'],
      [{ margins: 'none' }, 'margins'],
    ]
    for (const [layout, field] of cases) {
      const result = CvData.safeParse(withLayout(layout))
      expect(result.success, field).toBe(false)
      expect(result.error?.issues[0]?.path, field).toEqual(['layout', field])
    }
  })

  it('keeps valid settings through the lenient normaliser and drops invalid ones', () => {
    expect(normalizeCv(withLayout({ fontFamily: 'roboto', fontSize: 9, lineHeight: 1.6, margins: 'wide' })).layout).toEqual({
      fontFamily: 'roboto',
      fontSize: 9,
      lineHeight: 1.6,
      margins: 'wide',
    })
    expect(normalizeCv(withLayout({ fontSize: 40, margins: 'huge', fontFamily: 3 })).layout).toBeUndefined()
  })

  it('offers every choice within the bounds', () => {
    expect(sizeChoices()[0]).toBe(FONT_SIZE_PT.min)
    expect(sizeChoices().at(-1)).toBe(FONT_SIZE_PT.max)
    expect(lineHeightChoices()[0]).toBe(LINE_HEIGHT.min)
    expect(lineHeightChoices().at(-1)).toBe(LINE_HEIGHT.max)
    for (const size of sizeChoices()) expect(CvData.safeParse(withLayout({ fontSize: size })).success, String(size)).toBe(true)
    for (const height of lineHeightChoices()) expect(CvData.safeParse(withLayout({ lineHeight: height })).success, String(height)).toBe(true)
  })
})
