import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { extractTextInProcess } from './extract-text'
import { readPdfPages } from './extract-pdf'

// A two-page sidebar CV whose second page holds only the coloured column: no text, no picture.
const SIDEBAR_CV = 'tests/fixtures/cvs/corpus/de-controller-muenchen--sidebar-left-long.pdf'

describe('a typed PDF with a page that has no text', () => {
  it('is read from its text layer, without sending the picture-less page to the recogniser', async () => {
    const data = new Uint8Array(readFileSync(SIDEBAR_CV))
    const pages = await readPdfPages(data.slice())
    expect(pages.map((page) => page.items.length > 0)).toEqual([true, false])
    const extracted = await extractTextInProcess('pdf', data)
    expect(extracted.ocr).toBeUndefined()
    expect(extracted.text.length).toBeGreaterThan(500)
  })
})
