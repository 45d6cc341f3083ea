import { inflateSync } from 'node:zlib'
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CreateLetterBody, LETTER_LAYOUTS, type LetterLayout } from '#shared/api/letters'
import { TEMPLATE_IDS, TEMPLATES, THEMES, type TemplateId, type ThemeId } from '#shared/catalogue'
import { FONTS } from '#documents/fonts'
import { richCv } from '#documents/cv/sample-cvs'
import { TEMPLATE_COMPONENTS } from '#documents/cv/templates'
import { LETTER_LAYOUT_SPECS, NOTE_ZONE_MM, RETURN_LINE_MM } from '#documents/letter/letter-layouts'
import { renderLetterHtml } from '#documents/letter/render-letter-html'
import { readPdfPages } from '#server/import/files/extract-pdf'
import { createPdfPrinter, type PdfPrinter } from '#server/pdf/pdf-printer'

// Issue 27: every letter design prints with its CV template's fonts and theme colour (read back from
// the PDF: the embedded fonts' names and the fill colours of the page's content stream), and the
// DIN 5008 address lies inside the window area of the address field.

const PT_PER_MM = 72 / 25.4

const letterOf = (layout: LetterLayout) =>
  CreateLetterBody.parse({
    cvId: '00000000-0000-4000-8000-000000000000',
    content:
      'Sehr geehrte Frau Weber,\n\nmit großem Interesse habe ich Ihre Anzeige gelesen. Seit neun Jahren entwickle ich verteilte Systeme.\n\nÜber eine Einladung zum Gespräch freue ich mich.\n\nMit freundlichen Grüßen\n\n\n\nOlivia Bennett',
    recipient: { company: 'Zahlwerk GmbH', department: 'Personalabteilung', contactName: 'Frau Anna Weber', street: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin' },
    language: 'de',
    layout,
    subject: 'Bewerbung als Senior Software Engineer',
    salary: { min: 70000, max: 80000 },
    notice: { amount: 3, unit: 'months', ends: 'end-of-month' },
    enclosures: ['Lebenslauf'],
  })

/** The PostScript names of the embedded fonts, without the subset tag: "SourceSans3-Regular". */
function embeddedFonts(document: PDFDocument): string[] {
  const names = new Set<string>()
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue
    const base = object.get(PDFName.of('BaseFont'))
    if (base instanceof PDFName) names.add(base.decodeText().replace(/^[A-Z]{6}\+/, ''))
  }
  return [...names]
}

/** Every fill or stroke colour set on the first page, as 0–255 RGB. */
function pageColours(document: PDFDocument): [number, number, number][] {
  const contents = document.getPage(0).node.Contents()
  const streams = contents instanceof PDFRawStream ? [contents] : []
  if (!(contents instanceof PDFRawStream) && contents) {
    const array = contents as unknown as { asArray(): unknown[] }
    for (const ref of array.asArray()) {
      const stream = document.context.lookup(ref as never)
      if (stream instanceof PDFRawStream) streams.push(stream)
    }
  }
  const colours: [number, number, number][] = []
  for (const stream of streams) {
    const filter = stream.dict.get(PDFName.of('Filter'))
    const bytes = filter ? inflateSync(stream.contents) : Buffer.from(stream.contents)
    for (const match of bytes.toString('latin1').matchAll(/([\d.]+) ([\d.]+) ([\d.]+) (?:rg|RG)\b/g)) {
      colours.push([Number(match[1]) * 255, Number(match[2]) * 255, Number(match[3]) * 255])
    }
  }
  return colours
}

const rgbOf = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
const near = (a: readonly number[], b: readonly number[]) => a.every((value, i) => Math.abs(value - (b[i] ?? 0)) <= 2)
const psFamily = (family: string) => family.replace(/\s+/g, '')

describe('letter designs', () => {
  let printer: PdfPrinter
  beforeAll(() => {
    printer = createPdfPrinter({ poolSize: 2 })
  })
  afterAll(async () => {
    await printer.close()
  })

  const print = async (templateId: TemplateId, themeId: ThemeId, layout: LetterLayout) => {
    const html = renderLetterHtml({ templateId, themeId, cv: richCv, letter: letterOf(layout), today: '2026-12-07' })
    const pdf = await printer.printPdf(html)
    return { pdf, document: await PDFDocument.load(pdf) }
  }

  for (const templateId of TEMPLATE_IDS) {
    it(`${templateId}: the CV's fonts and theme colour`, { timeout: 60_000 }, async () => {
      const themeId = TEMPLATES[templateId].defaultTheme
      const { document } = await print(templateId, themeId, 'din5008-a')
      const fonts = embeddedFonts(document)
      const families = TEMPLATE_COMPONENTS[templateId].fonts.map((request) => psFamily(FONTS[request.font].family))
      // Only the template's own faces, and its body face among them.
      expect(fonts.length, templateId).toBeGreaterThan(0)
      for (const font of fonts) expect(families.some((family) => font.startsWith(family)), `${templateId}: ${font}`).toBe(true)
      const bodyFamily = /body\s*\{[^}]*font-family:\s*'([^']+)'/.exec(TEMPLATE_COMPONENTS[templateId].css)?.[1] ?? ''
      expect(fonts.some((font) => font.startsWith(psFamily(bodyFamily))), `${templateId} body ${bodyFamily}`).toBe(true)
      // The theme's primary colour is painted (the masthead rule), and another theme changes it.
      expect(pageColours(document).some((colour) => near(colour, rgbOf(THEMES[themeId].primary))), templateId).toBe(true)
      const other = (Object.keys(THEMES) as ThemeId[]).find((id) => THEMES[id].primary !== THEMES[themeId].primary)!
      const recoloured = await print(templateId, other, 'din5008-a')
      expect(pageColours(recoloured.document).some((colour) => near(colour, rgbOf(THEMES[other].primary))), `${templateId} ${other}`).toBe(true)
    })
  }

  for (const layout of ['din5008-a', 'din5008-b'] as const) {
    it(`${layout}: the recipient lies inside the address field's window area`, { timeout: 60_000 }, async () => {
      const { pdf } = await print('executive-modern', 'slate', layout)
      const [page] = await readPdfPages(new Uint8Array(pdf))
      const spec = LETTER_LAYOUT_SPECS[layout]
      const field = {
        left: spec.addressLeftMm * PT_PER_MM,
        right: (spec.addressLeftMm + spec.addressWidthMm) * PT_PER_MM,
        // The address zone: below the return line and the note zone, within the 45 mm field.
        top: (spec.addressTopMm + RETURN_LINE_MM + NOTE_ZONE_MM) * PT_PER_MM,
        bottom: (spec.addressTopMm + spec.addressHeightMm) * PT_PER_MM,
      }
      for (const line of ['Zahlwerk GmbH', 'Personalabteilung', 'Frau Anna Weber', 'Hauptstraße 5', '10115 Berlin']) {
        const item = page!.items.find((candidate) => candidate.text.trim() === line)
        expect(item, line).toBeDefined()
        const { x, y, width, size } = item!
        expect(x, line).toBeGreaterThanOrEqual(field.left)
        expect(x + width, line).toBeLessThanOrEqual(field.right)
        expect(y - size, line).toBeGreaterThanOrEqual(field.top - 1)
        expect(y, line).toBeLessThanOrEqual(field.bottom)
      }
      // The return-address line sits in its 5 mm strip above.
      const back = page!.items.find((candidate) => candidate.text.startsWith('Olivia Bennett ·'))
      expect(back).toBeDefined()
      expect(back!.y).toBeGreaterThan(spec.addressTopMm * PT_PER_MM)
      expect(back!.y).toBeLessThanOrEqual((spec.addressTopMm + RETURN_LINE_MM) * PT_PER_MM)
    })
  }

  it('every national layout prints one page with its text in reading order', { timeout: 120_000 }, async () => {
    for (const layout of LETTER_LAYOUTS) {
      const { pdf, document } = await print('dach-lebenslauf', 'blue', layout)
      expect(document.getPageCount(), layout).toBe(1)
      const pages = await readPdfPages(new Uint8Array(pdf))
      const text = pages[0]!.items.map((item) => item.text).join(' ')
      const order = ['Olivia Bennett', 'Zahlwerk GmbH', 'Bewerbung als Senior Software Engineer', 'Interesse', 'Gespräch']
      const positions = order.map((word) => text.indexOf(word))
      expect(positions.every((position) => position >= 0), `${layout}: ${text.slice(0, 200)}`).toBe(true)
      expect([...positions].sort((a, b) => a - b), layout).toEqual(positions)
    }
  })
})
