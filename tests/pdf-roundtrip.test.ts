import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEMPLATE_IDS, TEMPLATES } from '#shared/catalogue'
import { renderCvHtml } from '#documents/cv/render-cv-html'
import { createParseService, type ParseService } from '#server/features/parse/parse.service'
import { createPdfPrinter, type PdfPrinter } from '#server/pdf/pdf-printer'
import { richCv } from './fixtures/sample-cvs'

// A CV exported by the product must parse back through the product's own import (issues 4 and 5).
describe('PDF export → import round trip', () => {
  let printer: PdfPrinter
  let parse: ParseService
  beforeAll(() => {
    printer = createPdfPrinter({ poolSize: 2 })
    parse = createParseService()
  })
  afterAll(async () => {
    await printer.close()
    await parse.close()
  })

  for (const templateId of TEMPLATE_IDS) {
    it(`reads back name, e-mail, companies and titles from ${templateId}`, async () => {
      const html = renderCvHtml({ templateId, cv: richCv, themeId: TEMPLATES[templateId].defaultTheme, language: 'en' })
      const data = await printer.printPdf(html)
      const cv = await parse.parseCvFile({ filename: 'cv.pdf', mimetype: 'application/pdf', data }, 'cv')
      expect(cv.personal.fullName).toBe(richCv.personal.fullName)
      expect(cv.personal.email).toBe(richCv.personal.email)
      const parsed = cv.experience.map((job) => `${job.title} | ${job.company}`)
      for (const job of richCv.experience) {
        expect(parsed, templateId).toContainEqual(expect.stringContaining(job.company))
        expect(cv.experience.some((entry) => entry.title === job.title && entry.company.includes(job.company)), `${templateId}: ${job.title} at ${job.company} in ${JSON.stringify(parsed)}`).toBe(true)
      }
    })
  }
})
