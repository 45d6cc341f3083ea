// How full a printed CV's pages are: the number of pages and how far down the last page the text
// reaches. Read from the PDF itself (pdf.js text positions), so it measures exactly what prints.

import { loadPdfJs } from '#server/import/files/pdfjs'

export interface PageFill {
  pages: number
  /** Share of the last page's height down to its lowest line of text (0–1). */
  lastPageFill: number
}

const MM_TO_PT = 72 / 25.4
/** The page footer and watermark sit in the bottom margin box; they are not content. */
const FOOTER_BAND_PT = 8 * MM_TO_PT

export async function measurePageFill(pdf: Buffer | Uint8Array): Promise<PageFill> {
  // Loaded when first needed: the server's start-up does not pay for pdf.js.
  const { getDocument } = await loadPdfJs()
  const document = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise
  try {
    const page = await document.getPage(document.numPages)
    const [, , , height] = page.view as [number, number, number, number]
    const content = await page.getTextContent()
    let lowest = height
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue
      const baseline = item.transform[5] as number
      if (baseline < FOOTER_BAND_PT) continue
      // The descent below the baseline is about a quarter of the line.
      lowest = Math.min(lowest, baseline - item.height * 0.25)
    }
    const fill = lowest >= height ? 0 : (height - lowest) / height
    return { pages: document.numPages, lastPageFill: Math.min(1, Math.max(0, fill)) }
  } finally {
    await document.destroy()
  }
}
