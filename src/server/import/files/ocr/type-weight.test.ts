import { describe, expect, it } from 'vitest'
import { boldRuns, strokeShare } from './type-weight'

// A white strip with vertical stems drawn 3 px wide (regular) on the left and 5 px (bold) on the right.
function stems(): { data: Uint8Array; width: number; height: number } {
  const width = 200
  const height = 30
  const data = new Uint8Array(width * height).fill(255)
  for (let y = 5; y < 25; y += 1)
    for (let x = 0; x < width; x += 1) {
      const isRegular = x < 100 && x % 10 < 3
      const isBold = x >= 100 && x % 10 < 5
      if (isRegular || isBold) data[y * width + x] = 0
    }
  return { data, width, height }
}

describe('bold from the width of the strokes', () => {
  it('measures stems against the type size and finds the runs set bolder than the body', () => {
    const image = stems()
    const regular = strokeShare(image, { left: 0, top: 0, width: 98, height: 30 }, 20)
    const bold = strokeShare(image, { left: 100, top: 0, width: 98, height: 30 }, 20)
    expect(regular).toBeCloseTo(0.15, 2)
    expect(bold).toBeCloseTo(0.25, 2)
    expect(strokeShare(image, { left: 0, top: 0, width: 98, height: 4 }, 20)).toBe(0)
    // Most characters are set regular: the bold run is the one set apart.
    expect(boldRuns([regular, bold, regular * 1.05], [120, 15, 80])).toEqual([false, true, false])
  })
})
