import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEMPLATE_IDS, TEMPLATES } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import { renderCvHtml } from '#documents/cv/render-cv-html'
import { extractPdf } from '#server/import/files/extract-pdf'
import { createPdfPrinter, type PdfPrinter } from '#server/pdf/pdf-printer'
import { englishReferenceCv } from './fixtures/reference-cvs'

// Rich text in every template's PDF (issue 29): bold and italic words read as plain words in the
// text layer (no "**"), a link in a bullet is a real link annotation to its address, and an unsafe
// link stays text.

const cv: CvData = {
  ...englishReferenceCv,
  summary: `**Rich bold phrase** and *italic words* in the profile.\n${englishReferenceCv.summary}`,
  experience: englishReferenceCv.experience.map((job, index) =>
    index === 0
      ? {
          ...job,
          bullets: [
            'Published the [migration guide](https://example.com/guide) for all teams',
            '[unsafe](javascript:alert(1)) text',
            ...job.bullets,
          ],
        }
      : job,
  ),
}

/** The URI of every link annotation in the document. */
async function linkTargets(pdf: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(pdf)
  const targets: string[] = []
  for (const page of document.getPages()) {
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray)
    for (let index = 0; index < (annots?.size() ?? 0); index += 1) {
      const annot = annots?.lookup(index, PDFDict)
      const action = annot?.lookupMaybe(PDFName.of('A'), PDFDict)
      const uri = action?.lookupMaybe(PDFName.of('URI'), PDFString)
      if (uri) targets.push(uri.decodeText())
    }
  }
  return targets
}

describe('rich text in the PDF', () => {
  let printer: PdfPrinter
  beforeAll(() => {
    printer = createPdfPrinter({ poolSize: 2 })
  })
  afterAll(async () => {
    await printer.close()
  })

  for (const templateId of TEMPLATE_IDS) {
    it(
      `${templateId}: bold and italic as words, the link as a link annotation`,
      { timeout: 60_000 },
      async () => {
        const html = renderCvHtml({
          templateId,
          cv,
          themeId: TEMPLATES[templateId].defaultTheme,
          language: 'en',
        })
        const pdf = new Uint8Array(await printer.printPdf(html))
        const { text } = await extractPdf(pdf.slice())
        const flat = text.replace(/\s+/g, ' ')
        expect(flat).toContain('Rich bold phrase and italic words in the profile.')
        // One line of words: a bullet's bold and link are not spaced apart like separate boxes.
      expect(flat).toContain('Published the migration guide for all teams')
        expect(flat).toContain('[unsafe](javascript:alert(1)) text')
        expect(flat).not.toContain('**')
        const targets = await linkTargets(pdf)
        expect(targets).toContain('https://example.com/guide')
        expect(targets.some((target) => /^javascript:/i.test(target))).toBe(false)
      },
    )
  }
})
