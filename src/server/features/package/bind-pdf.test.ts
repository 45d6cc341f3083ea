import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { fitOnA4 } from './bind-pdf'

// An enclosure saved at one point a pixel (1240 × 1754 pt) or on US Letter printed on a page of its
// own size in the package; now every page larger than A4 is scaled onto A4.
describe('fitOnA4', () => {
  const sizeAfter = async (width: number, height: number) => {
    const pdf = await PDFDocument.create()
    const page = pdf.addPage([width, height])
    fitOnA4(page)
    const box = page.getCropBox()
    return { ...page.getSize(), crop: [Math.round(box.width), Math.round(box.height)] }
  }

  it('scales an oversized scan and a Letter page down to A4, keeping their shape', async () => {
    const scan = await sizeAfter(1240, 1754)
    expect(scan.height).toBeCloseTo(841.89, 0)
    expect(scan.width).toBeLessThanOrEqual(595.3)
    expect(scan.crop).toEqual([Math.round(scan.width), Math.round(scan.height)])
    const letter = await sizeAfter(612, 792)
    expect(letter.width).toBeCloseTo(595.28, 0)
    const landscape = await sizeAfter(1754, 1240)
    expect(landscape.width).toBeCloseTo(841.89, 0)
  })

  it('leaves A4 and smaller pages as they are', async () => {
    expect(await sizeAfter(595.28, 841.89)).toMatchObject({ width: 595.28, height: 841.89 })
    expect(await sizeAfter(420, 595)).toMatchObject({ width: 420, height: 595 })
  })
})
