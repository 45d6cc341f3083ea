import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api'
import sharp from 'sharp'
import { loadPdfJs } from '../pdfjs'
import type { GreyImage } from './tesseract-engine'

// The pages of a PDF that have no text layer (a scan, a photographed certificate appended to a
// typed CV) drawn by pdf.js on @napi-rs/canvas, for the recogniser. The text reader opens PDFs
// without images (extract-pdf.ts); this second, image-reading document is opened only when a
// page needs it.

/** Width in pixels a page is drawn at (~220 dpi on A4); no page is drawn larger than the cap. */
const RENDER_WIDTH = 1820
const MAX_RENDER_PIXELS = 12_000_000

export type RenderedPage = { image: GreyImage; pointsPerPixel: number }

export async function openPdfForDrawing(data: Uint8Array): Promise<{ document: PDFDocumentProxy; close(): Promise<void> }> {
  const { getDocument, VerbosityLevel } = await loadPdfJs()
  // pdf.js detaches the bytes it is given: a copy, since the text reader may still hold them.
  const task = getDocument({
    data: data.slice(),
    isEvalSupported: false,
    useSystemFonts: false,
    useWorkerFetch: false,
    enableXfa: false,
    stopAtErrors: false,
    verbosity: VerbosityLevel.ERRORS,
  })
  const document = await task.promise
  return { document, close: () => task.destroy() }
}

/**
 * Whether the page paints a picture (an image, inline image or image mask). A scan always does; a
 * page of a typed PDF without text (the second page of a sidebar design, only its coloured column)
 * does not, and has nothing for the recogniser.
 */
export async function paintsImage(document: PDFDocumentProxy, pageNumber: number): Promise<boolean> {
  const { OPS } = await loadPdfJs()
  const imageOps = new Set(Object.entries(OPS).filter(([name]) => name.startsWith('paint') && /Image/.test(name)).map(([, op]) => op))
  const page = await document.getPage(pageNumber)
  const { fnArray } = await page.getOperatorList()
  return fnArray.some((op) => imageOps.has(op))
}

export async function renderPdfPage(document: PDFDocumentProxy, pageNumber: number): Promise<RenderedPage> {
  const page = await document.getPage(pageNumber)
  try {
    const base = page.getViewport({ scale: 1 })
    const wanted = RENDER_WIDTH / Math.min(base.width, base.height)
    const capped = Math.sqrt(MAX_RENDER_PIXELS / (base.width * base.height))
    const scale = Math.min(wanted, capped)
    const viewport = page.getViewport({ scale })
    const width = Math.max(1, Math.floor(viewport.width))
    const height = Math.max(1, Math.floor(viewport.height))
    const factory = (document as unknown as { canvasFactory: CanvasFactory }).canvasFactory
    const { canvas, context } = factory.create(width, height)
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, width, height)
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise
    const rgba = context.getImageData(0, 0, width, height).data
    const { data, info } = await sharp(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), {
      raw: { width, height, channels: 4 },
    })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true })
    factory.destroy({ canvas, context })
    return {
      image: { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height },
      pointsPerPixel: 1 / scale,
    }
  } finally {
    page.cleanup()
  }
}

type CanvasFactory = {
  create(width: number, height: number): { canvas: unknown; context: Context2d }
  destroy(entry: { canvas: unknown; context: Context2d }): void
}
type Context2d = {
  fillStyle: string
  fillRect(x: number, y: number, width: number, height: number): void
  getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray }
}
