import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'

// Draws a PDF's pages onto canvases with pdf.js (loaded only when a preview is first shown) and
// reads their text, which the preview offers to screen readers and tests as the pages' words.

export interface DrawnPages {
  canvases: HTMLCanvasElement[]
  /** The text of each page, in the PDF's reading order. */
  texts: string[]
}

/** A4 at 96 dpi: the preview draws pages this wide in CSS pixels, sharper on dense screens. */
const PAGE_WIDTH_CSS_PX = 794

export async function drawPdfPages(data: ArrayBuffer, signal: AbortSignal): Promise<DrawnPages> {
  const pdfjs = await import('pdfjs-dist')
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl
  const document = await pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise
  try {
    const canvases: HTMLCanvasElement[] = []
    const texts: string[] = []
    const pixelRatio = Math.min(2, window.devicePixelRatio || 1)
    for (let number = 1; number <= document.numPages; number += 1) {
      if (signal.aborted) throw new DOMException('Aborted', 'AbortError')
      const page = await document.getPage(number)
      const base = page.getViewport({ scale: 1 })
      const viewport = page.getViewport({ scale: (PAGE_WIDTH_CSS_PX / base.width) * pixelRatio })
      const canvas = window.document.createElement('canvas')
      canvas.width = Math.round(viewport.width)
      canvas.height = Math.round(viewport.height)
      await page.render({ canvas, viewport }).promise
      canvases.push(canvas)
      const content = await page.getTextContent()
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
      page.cleanup()
    }
    return { canvases, texts }
  } finally {
    await document.destroy()
  }
}

/**
 * The drawn pages as sheets for a paginated preview: each canvas on a white sheet, hidden from
 * screen readers, with a caption ("Page 1 of 2") that they read instead.
 */
export function pageSheets(canvases: readonly HTMLCanvasElement[], captionOf: (page: number, pages: number) => string): HTMLElement[] {
  return canvases.map((canvas, index) => {
    const sheet = document.createElement('figure')
    sheet.className = 'overflow-hidden rounded-md bg-white shadow-lift ring-1 ring-slate-200'
    canvas.className = 'block h-auto w-full'
    canvas.setAttribute('aria-hidden', 'true')
    const caption = document.createElement('figcaption')
    caption.className = 'sr-only'
    caption.textContent = captionOf(index + 1, canvases.length)
    sheet.append(canvas, caption)
    return sheet
  })
}
