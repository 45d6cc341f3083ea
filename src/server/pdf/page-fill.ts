// How full a printed CV's pages are: the number of pages and how far down the last page the text
// reaches. Read from the PDF itself, so it measures exactly what prints: by read-page-fill.ts for
// the PDFs Chromium writes (about a millisecond), by pdf.js for anything that reader does not
// follow (both give the same answer; a test holds them to it).

import { loadPdfJs } from '#server/import/files/pdfjs'
import { readLastPageText, type TextLine } from './read-page-fill'

export interface PageFill {
  pages: number
  /** Share of the last page's height down to its lowest line of text (0–1). */
  lastPageFill: number
}

const MM_TO_PT = 72 / 25.4
/** The page footer and watermark sit in the bottom margin box; they are not content. */
const FOOTER_BAND_PT = 8 * MM_TO_PT

function fillOf(pages: number, height: number, lines: Iterable<TextLine>): PageFill {
  let lowest = height
  for (const { baseline, height: lineHeight } of lines) {
    if (baseline < FOOTER_BAND_PT) continue
    // The descent below the baseline is about a quarter of the line.
    lowest = Math.min(lowest, baseline - lineHeight * 0.25)
  }
  const fill = lowest >= height ? 0 : (height - lowest) / height
  return { pages, lastPageFill: Math.min(1, Math.max(0, fill)) }
}

export async function measurePageFill(pdf: Buffer | Uint8Array): Promise<PageFill> {
  const read = readLastPageText(pdf)
  if (read) return fillOf(read.pages, read.view[3] ?? 0, read.lines)
  return measurePageFillWithPdfJs(pdf)
}

/** The same measure through pdf.js's text extraction (~20 ms for a two-page CV: it parses every font). */
export async function measurePageFillWithPdfJs(pdf: Buffer | Uint8Array): Promise<PageFill> {
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
    const lines: TextLine[] = []
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue
      lines.push({ baseline: item.transform[5] as number, height: item.height })
    }
    return fillOf(document.numPages, height, lines)
  } finally {
    await document.destroy()
  }
}
