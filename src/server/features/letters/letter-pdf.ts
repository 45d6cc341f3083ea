import { PDFDocument } from 'pdf-lib'
import { renderLetterHtml } from '#documents/letter/render-letter-html'
import { type Clock, systemClock } from '#server/clock'
import type { Db } from '#server/db/client'
import type { PdfPrinter, PrintPriority } from '#server/pdf/pdf-printer'
import { printerError } from '#server/features/render/render.service'
import { loadLetterDocument } from './letter-document'

// The one way a stored letter becomes a PDF: the letter routes and the application package
// (src/server/features/package) both print through here. The signature is relied on by the
// package; see /work/wt/briefs/letters-interface.md and src/server/features/letters/README.md.

/** What printing needs of the app: its database and its PDF printer (a clock for "today"). */
export interface LetterPdfServices {
  db: Db
  printer: PdfPrinter
  clock?: Clock
}

export interface LetterPdf {
  pdf: Uint8Array
  pages: number
  /** The letter's title ("Bewerbung als Data Analyst"), for bookmarks and file names. */
  title: string
}

export interface LetterPdfOptions {
  /** Printed small at the foot of every page (the writer's preview). */
  watermark?: string
  /** 'export' (default) or 'preview': previews yield to exports in the printer's queue. */
  priority?: PrintPriority
  /** The enclosures line as the application package lists it (instead of the stored one), not saved. */
  enclosures?: readonly string[]
}

/**
 * The owner's letter printed in its CV's design and national layout; null when the letter does not
 * exist or belongs to someone else. A failed print throws the printer's 503 AppError.
 */
export async function renderLetterPdf(
  services: LetterPdfServices,
  userId: string,
  letterId: string,
  options: LetterPdfOptions = {},
): Promise<LetterPdf | null> {
  const document = await loadLetterDocument(services.db, userId, letterId)
  if (!document) return null
  const today = (services.clock ?? systemClock).now().toISOString().slice(0, 10)
  const html = renderLetterHtml({
    templateId: document.templateId,
    themeId: document.themeId,
    cv: document.cv,
    letter: options.enclosures ? { ...document.letter, enclosures: [...options.enclosures] } : document.letter,
    today,
    ...(options.watermark ? { watermark: options.watermark } : {}),
  })
  let pdf: Buffer
  try {
    pdf = await services.printer.printPdf(html, options.priority ?? 'export')
  } catch (error) {
    throw printerError(error, 'The letter could not be printed. Please try again.')
  }
  const pages = (await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount()
  return { pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength), pages, title: document.letter.title }
}
