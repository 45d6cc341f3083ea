import type { PDFPageProxy, TextItem } from 'pdfjs-dist/types/src/display/api'
import { AppError } from '#server/errors'
import { layoutPdf, type PdfLayout, type PdfPage, type PdfTextItem } from './pdf-layout'
import { loadPdfJs } from './pdfjs'

// PDF text through pdf.js: positioned text items per page, laid out by pdf-layout.ts.

/** A CV is a few pages; a 300-page document is refused before its pages are read. */
export const MAX_PDF_PAGES = 30
const MAX_ITEMS_PER_PAGE = 20_000

export async function extractPdf(data: Uint8Array): Promise<PdfLayout> {
  return layoutPdf(await readPdfPages(data))
}

/** Each page's positioned text items (a page without a text layer has none). */
export async function readPdfPages(data: Uint8Array): Promise<PdfPage[]> {
  const { getDocument, VerbosityLevel } = await loadPdfJs()
  const task = getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    enableXfa: false,
    stopAtErrors: false,
    maxImageSize: 1,
    verbosity: VerbosityLevel.ERRORS,
  })
  try {
    const document = await task.promise.catch((error: unknown) => {
      throw toAppError(error)
    })
    if (document.numPages > MAX_PDF_PAGES) {
      throw new AppError(
        'FILE_UNREADABLE',
        422,
        `This PDF has ${document.numPages} pages, more than a CV can have (at most ${MAX_PDF_PAGES}). Please upload your CV only.`,
      )
    }
    const pages: PdfPage[] = []
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number)
      const [left = 0, , , top = 0] = page.view
      const viewport = page.getViewport({ scale: 1 })
      const items: PdfTextItem[] = []
      for (const raw of await readTextItems(page)) {
        if (typeof raw !== 'object' || raw === null || !('str' in raw)) continue
        const item = raw as TextItem
        const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform as number[]
        // Rotated or vertical text (margin labels, watermarks) is not part of the reading flow.
        if (Math.abs(b) > 0.01 || Math.abs(c) > 0.01 || a <= 0 || item.str === '') continue
        items.push({
          text: item.str,
          x: e - left,
          y: top - f,
          width: item.width,
          size: Math.abs(d) || item.height,
          font: item.fontName,
        })
      }
      pages.push({ width: viewport.width, height: viewport.height, items })
      page.cleanup()
    }
    return pages
  } catch (error) {
    throw toAppError(error)
  } finally {
    await task.destroy()
  }
}

// Text items arrive in chunks; a page with more text runs than any CV page (a content-stream bomb)
// is refused as soon as the count is passed instead of after the whole stream is parsed.
async function readTextItems(page: PDFPageProxy): Promise<unknown[]> {
  const reader = page
    .streamTextContent({ disableNormalization: false })
    .getReader() as ReadableStreamDefaultReader<{ items: unknown[] }>
  const items: unknown[] = []
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return items
    items.push(...value.items)
    if (items.length > MAX_ITEMS_PER_PAGE) {
      await reader.cancel()
      throw new AppError(
        'FILE_UNREADABLE',
        422,
        'This PDF is too complex to read. Please try a different file or paste the text directly.',
      )
    }
  }
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error
  const name = error instanceof Error ? error.name : ''
  if (name === 'PasswordException') {
    return new AppError(
      'FILE_UNREADABLE',
      422,
      'This PDF is password-protected. Please remove the password and upload it again.',
    )
  }
  return new AppError(
    'FILE_UNREADABLE',
    422,
    'This PDF is damaged and could not be read. Please try a different file or paste the text directly.',
  )
}
