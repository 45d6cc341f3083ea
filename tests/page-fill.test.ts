import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEMPLATE_IDS, TEMPLATES } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import type { Locale } from '#shared/i18n/locales'
import { renderCvHtml } from '#documents/cv/render-cv-html'
import { measurePageFill } from '#server/pdf/page-fill'
import { createPdfPrinter, type PdfPrinter } from '#server/pdf/pdf-printer'
import { fitCvPdf, MIN_LAST_PAGE_FILL } from '#server/features/render/fit-cv'
import { englishReferenceCv, germanReferenceCv } from './fixtures/reference-cvs'

// Pages that fill (issue 15): every template × both reference CVs × three languages, printed by
// Chromium as an export prints them; no last page may hold less than a quarter of a page.
// REPORT_FILL=1 prints the table of pages and last-page fill before and after fitting.

const CVS: Array<[string, CvData]> = [
  ['de-2p', germanReferenceCv],
  ['en-1p', englishReferenceCv],
]
const LANGUAGES: Locale[] = ['de', 'en', 'fr']

describe('last page fill', () => {
  let printer: PdfPrinter
  const rows: string[] = []
  beforeAll(() => {
    printer = createPdfPrinter({ poolSize: 2 })
  })
  afterAll(async () => {
    await printer.close()
    if (process.env.REPORT_FILL) console.log(['template | cv | lang | designed | fitted | scale', ...rows].join('\n'))
  })

  for (const templateId of TEMPLATE_IDS) {
    it(`${templateId}: no last page below a quarter`, { timeout: 120_000 }, async () => {
      for (const [cvName, cv] of CVS) {
        for (const language of LANGUAGES) {
          const html = (scale: number) =>
            renderCvHtml({ templateId, cv, themeId: TEMPLATES[templateId].defaultTheme, language, scale })
          const fitted = await fitCvPdf({ templateId, cv, print: (scale) => printer.printPdf(html(scale)) })
          const designed = await measurePageFill(await printer.printPdf(html(1)))
          const show = (fill: { pages: number; lastPageFill: number }) =>
            `${fill.pages} p, ${Math.round(fill.lastPageFill * 100)} %`
          rows.push(`${templateId} | ${cvName} | ${language} | ${show(designed)} | ${show(fitted.fill)} | ${fitted.scale}`)
          const label = `${templateId} ${cvName} ${language}: ${show(fitted.fill)}`
          if (fitted.fill.pages > 1) expect(fitted.fill.lastPageFill, label).toBeGreaterThanOrEqual(MIN_LAST_PAGE_FILL)
          // The reference CVs are about one and two pages long; fitting never adds a page.
          expect(fitted.fill.pages, label).toBeLessThanOrEqual(designed.pages)
        }
      }
    })
  }

  it('prints a density chosen by hand as chosen, and fits to the pages asked for', { timeout: 60_000 }, async () => {
    const templateId = 'executive-modern'
    const print = (cv: CvData) => (scale: number) =>
      printer.printPdf(renderCvHtml({ templateId, cv, themeId: 'slate', language: 'de', scale }))
    const dense = { ...germanReferenceCv, layout: { density: 4 } }
    const byHand = await fitCvPdf({ templateId, cv: dense, print: print(dense) })
    expect(byHand.scale).toBeLessThan(1)
    const onePage = { ...germanReferenceCv, layout: { fitPages: 1 } }
    const designed = await measurePageFill(await print(germanReferenceCv)(1))
    const fitted = await fitCvPdf({ templateId, cv: onePage, print: print(onePage) })
    // Within the readable bounds a two-page CV cannot become one: the densest scale is printed.
    expect(fitted.fill.pages).toBeLessThanOrEqual(designed.pages)
    expect(fitted.scale).toBeLessThan(1)
  })
})
