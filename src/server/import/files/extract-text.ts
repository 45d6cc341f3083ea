import { MIN_PARSED_TEXT_CHARS } from '#shared/limits'
import { AppError } from '#server/errors'
import type { UploadKind } from './detect-file-type'
import { readPdfPages } from './extract-pdf'
import { readImageScan, readPdfScans, type OcrSummary, type ScanControl } from './ocr/read-scan'
import type { ScanTextLayer } from './ocr/text-layer'
import { layoutPdf, type PdfPage } from './pdf-layout'
import { rtfToText } from './extract-rtf'
import { decodeText } from './extract-txt'
import { MAX_CV_TEXT_CHARS } from '#server/text/lines'

// One file's text, by format. Runs inside the extraction worker (extract-worker.ts); call it
// directly only for trusted input.

export type ExtractedText = {
  text: string
  /** The most prominent line (the name, by type size or heading style), or ''. */
  nameLine: string
  /** Short lines set apart by weight or font: sub-headings such as a skill group's name. */
  emphasized: string[]
  /** Lines that are headings by their layout (larger type), known words or not; PDFs only. */
  headings?: string[]
  /** Present when some or all of the text was recognised in a scan or photo. */
  ocr?: OcrSummary
  /** Where the recognised words stand on the scanned pages (an enclosure's text layer). */
  textLayer?: ScanTextLayer[]
}

// A PDF page with less text than this is read as a scan (a page number or a running header may
// stand on a scanned page); a page that draws nothing is skipped by the recogniser itself.
const SCANNED_PAGE_BELOW_CHARS = 40

const NO_SCAN: ScanControl = { throwIfCancelled: () => undefined }

export const NO_TEXT_MESSAGE =
  'No readable text content found in the uploaded file. Please try a different file or paste the text directly.'

/**
 * The Word readers (mammoth for DOCX, word-extractor for DOC: ~70 ms to load) are loaded with the
 * first Word file or by the worker right after it reports ready (cpu-worker.ts), not before: most
 * uploads are PDFs, and the worker's start is what a restart of the server waits for.
 */
export function loadWordReaders() {
  return Promise.all([import('./extract-docx'), import('./extract-doc')])
}

export async function extractTextInProcess(
  kind: UploadKind,
  data: Uint8Array,
  scan: ScanControl = NO_SCAN,
): Promise<ExtractedText> {
  const extracted = await extractByKind(kind, data, scan)
  const text = plainHyphens(extracted.text.slice(0, MAX_CV_TEXT_CHARS))
  // docs/spec/1-screens.md §5: fewer than 10 readable characters is a scan or an empty file.
  if (readableChars(text) < MIN_PARSED_TEXT_CHARS)
    throw new AppError('NO_READABLE_TEXT', 422, NO_TEXT_MESSAGE)
  return {
    text,
    nameLine: extracted.nameLine,
    emphasized: extracted.emphasized.slice(0, 500),
    ...(extracted.headings ? { headings: extracted.headings } : {}),
    ...(extracted.ocr ? { ocr: extracted.ocr } : {}),
    ...(extracted.textLayer ? { textLayer: extracted.textLayer } : {}),
  }
}

async function extractByKind(kind: UploadKind, data: Uint8Array, scan: ScanControl): Promise<ExtractedText> {
  switch (kind) {
    case 'pdf':
      return extractPdfWithScans(data, scan)
    case 'image': {
      const scanned = await readImageScan(data, scan)
      return { ...layoutPdf([...scanned.pages.values()]), ocr: scanned.ocr, textLayer: scanned.textLayer }
    }
    case 'docx': {
      const [{ extractDocx }] = await loadWordReaders()
      return extractDocx(data)
    }
    case 'doc': {
      const [, { extractDoc }] = await loadWordReaders()
      return { text: await extractDoc(data), nameLine: '', emphasized: [] }
    }
    case 'rtf':
      return { text: rtfToText(data), nameLine: '', emphasized: [] }
    case 'txt':
      return { text: decodeText(data), nameLine: '', emphasized: [] }
  }
}

// The text layer where pages have one; the recogniser for the pages that do not (a scanned CV, a
// certificate scanned and appended to a typed CV). Both kinds go through the one layout step.
async function extractPdfWithScans(data: Uint8Array, scan: ScanControl): Promise<ExtractedText> {
  const pages = await readPdfPages(data.slice())
  const scannedIndexes = pages.flatMap((page, index) =>
    readableChars(page.items.map((item) => item.text).join('')) < SCANNED_PAGE_BELOW_CHARS ? [index] : [],
  )
  if (scannedIndexes.length === 0) return layoutPdf(pages)
  const hasTextLayer = scannedIndexes.length < pages.length
  const scanned = await readPdfScans(data, scannedIndexes, { ...scan, mayBeEmpty: hasTextLayer })
  // No page was a picture (an empty-looking page of a typed CV): a typed PDF, not a scan.
  if (scanned.ocr.pages === 0) return layoutPdf(pages)
  // A scanned page's few text items (a stamped page number) are in its picture too: read once.
  const merged: PdfPage[] = pages.map((page, index) => scanned.pages.get(index) ?? page)
  return { ...layoutPdf(merged), ocr: scanned.ocr, textLayer: scanned.textLayer }
}

// A phone number or a date kept on one line with non-breaking hyphens ("(482) 832‑7763", U+2011)
// reads like one written with the hyphen-minus the readers know.
function plainHyphens(text: string): string {
  return text.replace(/[\u2010\u2011]/gu, '-')
}

function readableChars(text: string): number {
  return text.replace(/[\s\p{C}\uFFFD]/gu, '').length
}
