import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEMPLATE_IDS, TEMPLATES } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import { WATERMARK_TEXT } from '#shared/plans'
import { renderCvHtml } from '#documents/cv/render-cv-html'
import { candidateScales } from '#server/features/render/fit-cv'
import { germanReferenceCv } from '#tests/fixtures/reference-cvs'
import { edgeCaseCv, longCv, minimalCv, richCv, richCvDe } from '#tests/fixtures/sample-cvs'
import { measurePageFill, measurePageFillWithPdfJs } from './page-fill'
import { createPdfPrinter, type PdfPrinter } from './pdf-printer'
import { readLastPageText } from './read-page-fill'

// The fast reader of Chromium's PDFs against pdf.js on what the server prints: every template with
// CVs of one to several pages, special characters, a trial watermark and the fitting's scales. It
// must read each of them itself (a Chromium update that changes how PDFs are written shows here, not
// as a silent slowdown) and agree with pdf.js to the last digit. No template may print a Type 3
// font for ordinary text: Chromium writes one for a face it synthesises (a weight or italic the
// template does not load), and text extraction by applicant tracking systems reads those badly.
// Colour emoji (the edge-case CV) can only be printed that way; pdf.js measures those PDFs.

const CVS: Array<[string, CvData]> = [
  ['rich', richCv],
  ['rich-de', richCvDe],
  ['minimal', minimalCv],
  ['long', longCv],
  ['edge-case', edgeCaseCv],
  ['reference-de', germanReferenceCv],
]

describe('page fill', () => {
  let printer: PdfPrinter
  beforeAll(() => {
    printer = createPdfPrinter({ poolSize: 2 })
  })
  afterAll(() => printer.close())

  for (const templateId of TEMPLATE_IDS) {
    it(`${templateId}: Chromium's PDFs read as pdf.js reads them`, { timeout: 120_000 }, async () => {
      const { denser, looser } = candidateScales(templateId)
      const themeId = TEMPLATES[templateId].defaultTheme
      const prints: Array<[string, string]> = CVS.map(([name, cv], index) => [
        name,
        renderCvHtml({ templateId, cv, themeId, language: index % 2 ? 'de' : 'en', watermark: index % 3 ? undefined : WATERMARK_TEXT }),
      ])
      for (const scale of [denser.at(-1), looser.at(-1)]) {
        if (scale !== undefined) prints.push([`rich at ${scale}`, renderCvHtml({ templateId, cv: richCv, themeId, language: 'fr', scale })])
      }
      await Promise.all(
        prints.map(async ([name, html]) => {
          const pdf = await printer.printPdf(html)
          if (name !== 'edge-case') {
            expect(pdf.includes('/Subtype /Type3'), `${templateId} ${name}: a Type 3 font`).toBe(false)
            expect(readLastPageText(pdf), `${templateId} ${name}`).not.toBeNull()
          }
          const fast = await measurePageFill(pdf)
          const reference = await measurePageFillWithPdfJs(pdf)
          expect(fast.pages, `${templateId} ${name}`).toBe(reference.pages)
          expect(fast.lastPageFill, `${templateId} ${name}`).toBeCloseTo(reference.lastPageFill, 9)
        }),
      )
    })
  }

  it('leaves a PDF it does not follow to pdf.js', async () => {
    const pdf = await printer.printPdf(
      '<!doctype html><html><body><p style="transform: rotate(90deg); width: 40mm; margin: 80mm auto">Sideways</p></body></html>',
    )
    expect(readLastPageText(pdf)).toBeNull()
    expect(await measurePageFill(pdf)).toEqual(await measurePageFillWithPdfJs(pdf))
    expect(readLastPageText(Buffer.from('not a pdf'))).toBeNull()
  })
})
