import JSZip from 'jszip'
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CreateLetterBody } from '#shared/api/letters'
import { TEMPLATE_IDS, TEMPLATES, type TemplateId } from '#shared/catalogue'
import type { CvData, CvLayoutOptions } from '#shared/cv/cv.schema'
import { renderCvDocx } from '#documents/docx/render-cv-docx'
import { renderCvHtml } from '#documents/cv/render-cv-html'
import { typesetCss } from '#documents/cv/typeset'
import { TEMPLATE_COMPONENTS } from '#documents/cv/templates'
import { renderLetterHtml } from '#documents/letter/render-letter-html'
import { renderLetterDocx } from '#documents/letter/render-letter-docx'
import { extractPdf, readPdfPages } from '#server/import/files/extract-pdf'
import { createPdfPrinter, type PdfPrinter } from '#server/pdf/pdf-printer'
import { englishReferenceCv, germanReferenceCv } from './fixtures/reference-cvs'

// Page and type settings (issue 29.4): the chosen face, size, spacing and margins reach the PDF (as
// pdf.js and the PDF's own font objects read it), Word's XML and the letters that wear the CV's design.

const withLayout = (layout: CvLayoutOptions): CvData => ({ ...englishReferenceCv, layout: { ...englishReferenceCv.layout, ...layout } })

/** The PostScript names of the embedded fonts, without the subset tag: "Lato-Regular". */
async function embeddedFonts(pdf: Buffer): Promise<string[]> {
  const document = await PDFDocument.load(pdf)
  const names = new Set<string>()
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue
    const base = object.get(PDFName.of('BaseFont'))
    if (base instanceof PDFName) names.add(base.decodeText().replace(/^[A-Z]{6}\+/, ''))
  }
  return [...names]
}

/** The font size (pt) pdf.js reads for the line that starts with `text`. */
async function sizeOf(pdf: Buffer, text: string): Promise<number | undefined> {
  const pages = await readPdfPages(new Uint8Array(pdf))
  return pages.flatMap((page) => page.items).find((item) => item.text.startsWith(text))?.size
}

const SUMMARY_START = englishReferenceCv.summary.slice(0, 20)

describe('page and type settings in the documents', () => {
  let printer: PdfPrinter
  beforeAll(() => {
    printer = createPdfPrinter({ poolSize: 2 })
  })
  afterAll(async () => {
    await printer.close()
  })

  const printCv = (templateId: TemplateId, cv: CvData) =>
    printer.printPdf(renderCvHtml({ templateId, cv, themeId: 'slate', language: 'en' }))

  it('prints the chosen face and size in the PDF; the template as designed without them', { timeout: 90_000 }, async () => {
    const designed = await printCv('ats-simple', englishReferenceCv)
    expect((await embeddedFonts(designed)).some((font) => font.startsWith('Roboto'))).toBe(true)
    expect(await sizeOf(designed, SUMMARY_START)).toBeCloseTo(10, 0)

    const serif = await printCv('ats-simple', withLayout({ fontFamily: 'merriweather', fontSize: 11.5 }))
    const serifFonts = await embeddedFonts(serif)
    expect(serifFonts.some((font) => font.startsWith('Merriweather')), serifFonts.join()).toBe(true)
    expect(serifFonts.some((font) => font.startsWith('Roboto')), serifFonts.join()).toBe(false)
    expect(await sizeOf(serif, SUMMARY_START)).toBeCloseTo(11.5, 0)

    const lato = await printCv('ats-simple', withLayout({ fontFamily: 'lato', fontSize: 9 }))
    expect((await embeddedFonts(lato)).some((font) => font.startsWith('Lato'))).toBe(true)
    expect(await sizeOf(lato, SUMMARY_START)).toBeCloseTo(9, 0)
  })

  it('keeps every template readable by machines in a larger serif with wide margins: name first, words whole', { timeout: 240_000 }, async () => {
    const cv = { ...germanReferenceCv, layout: { ...germanReferenceCv.layout, fontFamily: 'source-serif-4', fontSize: 11.5, lineHeight: 1.6, margins: 'wide' } } satisfies CvData
    for (const templateId of TEMPLATE_IDS) {
      const html = renderCvHtml({ templateId, cv, themeId: TEMPLATES[templateId].defaultTheme, language: 'de' })
      const { text } = await extractPdf(new Uint8Array(await printer.printPdf(html)))
      const lines = text.split('\n').map((line) => line.trim()).filter(Boolean)
      expect(lines[0], templateId).toContain(cv.personal.fullName)
      expect(text.match(/(?:^|\s)(?:\p{L}{1,2} ){3,}\p{L}{1,2}(?=\s|$)/mu), templateId).toBeNull()
    }
    // Lebenslauf DACH's label column grows with the type: "Staatsangehörigkeit" does not split.
    const dach = renderCvHtml({ templateId: 'dach-lebenslauf', cv, themeId: 'slate', language: 'de' })
    const pages = await readPdfPages(new Uint8Array(await printer.printPdf(dach)))
    expect(pages.flatMap((page) => page.items).some((item) => item.text.trim() === 'Staatsangehörigkeit')).toBe(true)
    // In Sidebar Elegant's narrow column the details stack rather than leave the values a sliver.
    const sidebar = renderCvHtml({ templateId: 'sidebar-elegant', cv, themeId: 'slate', language: 'de' })
    const sidebarItems = (await readPdfPages(new Uint8Array(await printer.printPdf(sidebar)))).flatMap((page) => page.items)
    for (const whole of ['12.04.1988', 'Staatsangehörigkeit', 'verheiratet']) {
      expect(sidebarItems.some((item) => item.text.trim() === whole), whole).toBe(true)
    }
  })

  it('keeps a template display face: Sidebar Elegant sets its name in Playfair Display whatever the text face', { timeout: 60_000 }, async () => {
    const fonts = await embeddedFonts(await printCv('sidebar-elegant', withLayout({ fontFamily: 'roboto' })))
    expect(fonts.some((font) => font.startsWith('PlayfairDisplay'))).toBe(true)
    expect(fonts.some((font) => font.startsWith('Roboto'))).toBe(true)
    expect(fonts.some((font) => font.startsWith('Lato'))).toBe(false)
  })

  it('scales type, line spacing and page margins in the stylesheet, in proportion', () => {
    const css = TEMPLATE_COMPONENTS['ats-simple'].css
    const set = typesetCss(css, { fontSize: 12, lineHeight: 1.68, margins: 'wide' })
    // Body 10 pt → 12 pt; the name (designed larger) grows by the same 1.2.
    expect(set).toMatch(/body \{[^}]*font-size: 12pt/)
    expect(set).toMatch(/body \{[^}]*line-height: 1.68/)
    // 16 mm 18 mm page margins, wide: × 1.25.
    expect(set).toContain('.ats-page { padding: 20mm 22.5mm 20mm }')
    expect(typesetCss(css, { margins: 'narrow' })).toContain('.ats-page { padding: 12mm 13.5mm 12mm }')
    // Nothing chosen: the template as designed, byte for byte.
    expect(typesetCss(css, {})).toBe(css)
  })

  it('writes the face, size, line spacing and margins into Word', async () => {
    const docx = await renderCvDocx({
      cv: withLayout({ fontFamily: 'source-serif-4', fontSize: 11, lineHeight: 1.5, margins: 'narrow' }),
      templateId: 'ats-simple',
      themeId: 'slate',
      language: 'en',
    })
    const zip = await JSZip.loadAsync(docx)
    const styles = (await zip.file('word/styles.xml')?.async('string')) ?? ''
    const document = (await zip.file('word/document.xml')?.async('string')) ?? ''
    expect(styles).toContain('w:ascii="Source Serif 4"')
    expect(styles).toMatch(/<w:sz w:val="22"\/>/)
    expect(styles).toMatch(/w:line="308"/)
    // Narrow: 18 mm × 0.75 = 13.5 mm ≈ 765 twips at the sides.
    expect(document).toMatch(/<w:pgMar [^>]*w:left="765"/)

    const designed = await JSZip.loadAsync(await renderCvDocx({ cv: englishReferenceCv, templateId: 'ats-simple', themeId: 'slate', language: 'en' }))
    const designedStyles = (await designed.file('word/styles.xml')?.async('string')) ?? ''
    expect(designedStyles).toContain('w:ascii="Roboto"')
    expect(designedStyles).toMatch(/<w:sz w:val="21"\/>/)
  })

  it('sets a letter in its CV’s chosen face and a size in proportion (PDF and Word)', { timeout: 60_000 }, async () => {
    const cv = withLayout({ fontFamily: 'lato', fontSize: 11, lineHeight: 1.6 })
    const letter = CreateLetterBody.parse({
      cvId: '00000000-0000-4000-8000-000000000000',
      content: 'Dear Ms Smith,\n\nI am writing to apply for the role of product designer.\n\nKind regards\n\nDaniel Okafor',
      recipient: { company: 'Acme Ltd', department: '', contactName: 'Ms Jane Smith', street: '1 High Street', postalCode: 'BS1 1AA', city: 'Bristol', country: '' },
      language: 'en',
      layout: 'uk',
      subject: 'Application',
    })
    const html = renderLetterHtml({ templateId: 'ats-simple', themeId: 'slate', cv, letter, today: '2026-12-07' })
    // ATS Simple is designed at 10 pt; 11 pt there sets the letter's 10.5 pt at 11.6 pt.
    expect(html).toMatch(/font-size: 11.6pt; line-height: 1.6/)
    const fonts = await embeddedFonts(await printer.printPdf(html))
    expect(fonts.some((font) => font.startsWith('Lato')), fonts.join()).toBe(true)
    expect(fonts.some((font) => font.startsWith('Roboto')), fonts.join()).toBe(false)

    const zip = await JSZip.loadAsync(await renderLetterDocx({ templateId: 'ats-simple', themeId: 'slate', cv, letter, today: '2026-12-07' }))
    const styles = (await zip.file('word/styles.xml')?.async('string')) ?? ''
    expect(styles).toContain('w:ascii="Lato"')
    expect(styles).toMatch(/<w:sz w:val="23"\/>/)
  })
})
