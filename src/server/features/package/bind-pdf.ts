import { type PDFFont, PDFDocument, type PDFPage, PDFHexString, PDFName, PDFNumber, type PDFRef, StandardFonts, rgb } from 'pdf-lib'
import type { ScanTextLayer } from '#server/import/files/ocr/text-layer'
import { drawTextLayer } from './text-layer-pdf'

// Binding the package with pdf-lib: the parts' pages in order, pictures set on A4 pages, one outline
// (bookmark) per part, "Seite x von y" on every page, the document's metadata, and an invisible
// text layer over photographed and scanned enclosures (text-layer-pdf.ts).

export type BindSource =
  | {
      kind: 'pdf'
      data: Uint8Array
      /** Its pictures re-encoded for the size budget (shrink-pdf.ts). */
      shrunk?: boolean
      /** Words recognised on its scanned pages (`page` counts the source's pages). */
      textLayer?: readonly ScanTextLayer[]
    }
  | {
      kind: 'jpeg'
      data: Uint8Array
      width: number
      height: number
      /** Words recognised on the photo, and the quarter turns the picture was already given. */
      textLayer?: { layer: ScanTextLayer; turned: number }
    }

export interface BindPart {
  title: string
  /** Bookmarks nested under this one (the enclosures under "Anlagen"); their pages follow in order. */
  children?: BindPart[]
  source?: BindSource
}

export interface BindMetadata {
  title: string
  author: string
  subject: string
  keywords: string[]
  /** BCP 47, e.g. de-DE. */
  language: string
  date: Date
}

export interface BoundPdf {
  pdf: Uint8Array
  pages: number
  /** Pages of each top-level part, in order. */
  partPages: number[]
}

const A4 = { width: 595.28, height: 841.89 }
const MM = 72 / 25.4
/** Room at the foot of a picture page for the page number. */
const PICTURE_MARGIN = { side: 12 * MM, top: 12 * MM, bottom: 14 * MM }

interface OutlineItem {
  title: string
  pageIndex: number
  children: OutlineItem[]
}

/**
 * A page larger than A4 (a scan saved at one point a pixel, a US Letter page) is scaled down to fit A4
 * in its own orientation, text layer and all, so the package does not jump between page sizes and
 * its page numbers read alike. Smaller pages keep their size.
 */
export function fitOnA4(page: PDFPage): void {
  const { width, height } = page.getSize()
  const factor = Math.min(A4.height / Math.max(width, height), A4.width / Math.min(width, height))
  if (factor < 0.995) page.scale(factor, factor)
}

async function appendSource(pdf: PDFDocument, source: BindSource, font: () => Promise<PDFFont>): Promise<number> {
  if (source.kind === 'pdf') {
    const part = await PDFDocument.load(source.data, { ignoreEncryption: true, updateMetadata: false })
    const pages = await pdf.copyPages(part, part.getPageIndices())
    for (const page of pages) pdf.addPage(page)
    for (const layer of source.textLayer ?? []) {
      const page = pages[layer.page]
      if (!page) continue
      // pdf.js drew the page as it is shown (its /Rotate applied) before it was read.
      const box = page.getCropBox()
      const rotation = page.getRotation().angle + layer.turn + layer.skew
      drawTextLayer(page, await font(), layer, { ...box, rotation })
    }
    for (const page of pages) fitOnA4(page)
    return pages.length
  }
  const image = await pdf.embedJpg(source.data)
  const page = pdf.addPage([A4.width, A4.height])
  const room = { width: A4.width - 2 * PICTURE_MARGIN.side, height: A4.height - PICTURE_MARGIN.top - PICTURE_MARGIN.bottom }
  const scale = Math.min(room.width / source.width, room.height / source.height)
  const width = source.width * scale
  const height = source.height * scale
  const frame = { x: (A4.width - width) / 2, y: PICTURE_MARGIN.bottom + (room.height - height), width, height }
  page.drawImage(image, frame)
  if (source.textLayer) {
    const { layer, turned } = source.textLayer
    drawTextLayer(page, await font(), layer, { ...frame, rotation: layer.turn - turned + layer.skew })
  }
  return 1
}

function addOutline(pdf: PDFDocument, items: readonly OutlineItem[]): void {
  const context = pdf.context
  const pageRefs = pdf.getPages().map((page) => page.ref)
  const outlinesRef = context.nextRef()
  const build = (list: readonly OutlineItem[], parent: PDFRef): PDFRef[] => {
    const refs = list.map(() => context.nextRef())
    list.forEach((item, index) => {
      const pageRef = pageRefs[Math.min(item.pageIndex, pageRefs.length - 1)]
      const dict = context.obj({})
      dict.set(PDFName.of('Title'), PDFHexString.fromText(item.title))
      dict.set(PDFName.of('Parent'), parent)
      if (pageRef) dict.set(PDFName.of('Dest'), context.obj([pageRef, PDFName.of('Fit')]))
      const previous = refs[index - 1]
      const next = refs[index + 1]
      if (previous) dict.set(PDFName.of('Prev'), previous)
      if (next) dict.set(PDFName.of('Next'), next)
      const ref = refs[index] as PDFRef
      if (item.children.length > 0) {
        const kids = build(item.children, ref)
        dict.set(PDFName.of('First'), kids[0] as PDFRef)
        dict.set(PDFName.of('Last'), kids[kids.length - 1] as PDFRef)
        dict.set(PDFName.of('Count'), PDFNumber.of(kids.length))
      }
      context.assign(ref, dict)
    })
    return refs
  }
  const top = build(items, outlinesRef)
  if (top.length === 0) return
  const visible = items.reduce((sum, item) => sum + 1 + item.children.length, 0)
  const outlines = context.obj({})
  outlines.set(PDFName.of('Type'), PDFName.of('Outlines'))
  outlines.set(PDFName.of('First'), top[0] as PDFRef)
  outlines.set(PDFName.of('Last'), top[top.length - 1] as PDFRef)
  outlines.set(PDFName.of('Count'), PDFNumber.of(visible))
  context.assign(outlinesRef, outlines)
  pdf.catalog.set(PDFName.of('Outlines'), outlinesRef)
  pdf.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'))
}

/** Binds the parts in order; `pageLabel(x, y)` is stamped at the foot of every page. */
export async function bindPdf(parts: readonly BindPart[], metadata: BindMetadata, pageLabel: (page: number, pages: number) => string): Promise<BoundPdf> {
  const pdf = await PDFDocument.create()
  let helvetica: Promise<PDFFont> | null = null
  const font = () => (helvetica ??= pdf.embedFont(StandardFonts.Helvetica))
  const outline: OutlineItem[] = []
  const partPages: number[] = []
  for (const part of parts) {
    const start = pdf.getPageCount()
    const item: OutlineItem = { title: part.title, pageIndex: start, children: [] }
    if (part.source) await appendSource(pdf, part.source, font)
    for (const child of part.children ?? []) {
      const childStart = pdf.getPageCount()
      if (child.source) await appendSource(pdf, child.source, font)
      item.children.push({ title: child.title, pageIndex: childStart, children: [] })
    }
    partPages.push(pdf.getPageCount() - start)
    outline.push(item)
  }
  const pages = pdf.getPages()
  const labelFont = await font()
  pages.forEach((page, index) => {
    let text = pageLabel(index + 1, pages.length)
    // The standard font writes WinAnsi only; a label beyond it falls back to figures.
    let width: number
    try {
      width = labelFont.widthOfTextAtSize(text, 8)
      labelFont.encodeText(text)
    } catch {
      text = `${index + 1} / ${pages.length}`
      width = labelFont.widthOfTextAtSize(text, 8)
    }
    const { width: pageWidth } = page.getSize()
    page.drawText(text, { x: (pageWidth - width) / 2, y: 5 * MM, size: 8, font: labelFont, color: rgb(0.42, 0.45, 0.5) })
  })
  addOutline(pdf, outline)
  pdf.setTitle(metadata.title, { showInWindowTitleBar: true })
  pdf.setAuthor(metadata.author)
  pdf.setSubject(metadata.subject)
  pdf.setKeywords(metadata.keywords)
  pdf.setLanguage(metadata.language)
  pdf.setCreator('ApplyKit')
  pdf.setProducer('ApplyKit (pdf-lib)')
  pdf.setCreationDate(metadata.date)
  pdf.setModificationDate(metadata.date)
  const bytes = await pdf.save({ useObjectStreams: true })
  return { pdf: bytes, pages: pages.length, partPages }
}
