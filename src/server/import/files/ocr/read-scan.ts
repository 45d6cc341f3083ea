import sharp from 'sharp'
import { MIN_PARSED_TEXT_CHARS } from '#shared/limits'
import type { PdfPage } from '../pdf-layout'
import { decodeImage } from './decode-image'
import { preparePage, sharpnessOf, type PreparedPage } from './prepare-page'
import { readPreparedPage, UNCERTAIN_BELOW, type ReadPage } from './read-page'
import { openPdfForDrawing, paintsImage, renderPdfPage } from './render-pdf-page'
import { scanError, type ScanProblem } from './scan-errors'
import { likelyLanguages, type OcrLanguage } from './tesseract-engine'
import { textLayerOf, type ScanTextLayer } from './text-layer'

// A photo, or the pages of a PDF that have no text layer → positioned words per page (for the
// importer's layout step) and a summary of how sure the recogniser was. One page at a time: the
// caller hears of each page done and may cancel at any time (between steps the job stops itself;
// in the middle of a page the pool stops the worker: workers/cpu-pool.ts).

/** Scanned pages read per upload: a CV with its certificates, a two-page reference letter. */
const MAX_OCR_PAGES = 10
const MAX_UNCERTAIN_WORDS = 200
// Readings this poor are not text a person could trust, whatever their length.
const UNREADABLE_MEAN_CONFIDENCE = 35
const DARK_BELOW = 70
const BLURRED_BELOW = 12

export type OcrSummary = {
  /** Pages that went to the recogniser (a blank one among them is drawn, not read). */
  pages: number
  /** Mean word confidence, 0–1. */
  meanConfidence: number
  /** Words the recogniser was unsure of, as read (first occurrence, at most 200). */
  uncertainWords: string[]
}

export type ScanControl = {
  /** The interface language's trained data is tried first, then German and English. */
  language?: OcrLanguage
  onPage?: (done: number, total: number) => void
  throwIfCancelled: () => void
  /** Other pages have a text layer: scanned pages without text are left empty, not refused. */
  mayBeEmpty?: boolean
}

export type ScannedPages = {
  pages: Map<number, PdfPage>
  ocr: OcrSummary
  /** The words' positions per page read, for an enclosure's text layer (text-layer.ts). */
  textLayer: ScanTextLayer[]
}

/** A photo or a scan saved as an image: one page. */
export async function readImageScan(data: Uint8Array, control: ScanControl): Promise<ScannedPages> {
  const decoded = await decodeImage(data)
  control.onPage?.(0, 1)
  const prepared = await preparePage(decoded)
  control.throwIfCancelled()
  const read: Array<[number, ReadPage]> = prepared.hasInk
    ? [[0, (await readPreparedPage(prepared, likelyLanguages(control.language), 72 / prepared.dpi, control.throwIfCancelled, true)).read]]
    : []
  control.throwIfCancelled()
  control.onPage?.(1, 1)
  return finish(read, [prepared], false, read.map(([index, page]) => layerOf(index, page, prepared)))
}

/** The given pages (0-based) of a PDF, drawn and read. */
export async function readPdfScans(data: Uint8Array, pageIndexes: readonly number[], control: ScanControl): Promise<ScannedPages> {
  if (pageIndexes.length > MAX_OCR_PAGES) throw scanError('SCAN_TOO_MANY_PAGES', { pages: pageIndexes.length, max: MAX_OCR_PAGES })
  const { document, close } = await openPdfForDrawing(data)
  try {
    const read: Array<[number, ReadPage]> = []
    const prepared: PreparedPage[] = []
    const layers: ScanTextLayer[] = []
    let languages = likelyLanguages(control.language)
    let done = 0
    control.onPage?.(0, pageIndexes.length)
    for (const index of pageIndexes) {
      control.throwIfCancelled()
      // Beside pages with a text layer, a page without text that paints no picture is no scan: it
      // is not drawn and read (about 0.6 s for nothing).
      if (control.mayBeEmpty && !(await paintsImage(document, index + 1))) {
        control.onPage?.((done += 1), pageIndexes.length)
        continue
      }
      const rendered = await renderPdfPage(document, index + 1)
      const page = await preparePage(sharp(rendered.image.data, { raw: { width: rendered.image.width, height: rendered.image.height, channels: 1 } }))
      prepared.push(page)
      control.throwIfCancelled()
      // A blank page (the back of a sheet) costs no recognition.
      if (page.hasInk) {
        // The first page with text tells the document's language; the others are read in it.
        const reading = await readPreparedPage(page, languages, rendered.pointsPerPixel / page.scale, control.throwIfCancelled, read.length === 0)
        languages = reading.languages
        read.push([index, reading.read])
        layers.push(layerOf(index, reading.read, page))
      }
      control.throwIfCancelled()
      control.onPage?.((done += 1), pageIndexes.length)
    }
    return await finish(read, prepared, control.mayBeEmpty, layers)
  } finally {
    await close()
  }
}

const layerOf = (index: number, read: ReadPage, prepared: PreparedPage) =>
  textLayerOf(index, read.page, prepared.geometry.turn + (read.turnedRound ? 180 : 0), prepared.geometry.skew)

async function finish(
  read: ReadonlyArray<[number, ReadPage]>,
  prepared: readonly PreparedPage[],
  mayBeEmpty: boolean | undefined,
  textLayer: ScanTextLayer[],
): Promise<ScannedPages> {
  const words = read.flatMap(([, page]) => page.words)
  const readable = words.map((word) => word.text).join('').replace(/[^\p{L}\p{N}]/gu, '').length
  const meanConfidence = words.length === 0 ? 0 : words.reduce((sum, word) => sum + word.confidence, 0) / words.length / 100
  if (!mayBeEmpty && (readable < MIN_PARSED_TEXT_CHARS || meanConfidence < UNREADABLE_MEAN_CONFIDENCE / 100)) {
    throw scanError(await diagnose(prepared[0], readable))
  }
  const uncertainWords = [
    ...new Set(words.filter((word) => word.confidence < UNCERTAIN_BELOW && /[\p{L}\p{N}]/u.test(word.text)).map((word) => word.text)),
  ].slice(0, MAX_UNCERTAIN_WORDS)
  return {
    pages: new Map(read.map(([index, page]) => [index, page.page])),
    ocr: { pages: prepared.length, meanConfidence: Math.round(meanConfidence * 100) / 100, uncertainWords },
    textLayer,
  }
}

// Why nothing trustworthy came out, in terms of what the person can change.
async function diagnose(page: PreparedPage | undefined, readable: number): Promise<ScanProblem> {
  if (!page) return 'SCAN_NO_TEXT'
  if (page.brightness < DARK_BELOW) return 'SCAN_TOO_DARK'
  if (!page.hasInk) return 'SCAN_NO_TEXT'
  if ((await sharpnessOf(page.image)) < BLURRED_BELOW) return 'SCAN_BLURRED'
  return readable < MIN_PARSED_TEXT_CHARS ? 'SCAN_NO_TEXT' : 'SCAN_BLURRED'
}
