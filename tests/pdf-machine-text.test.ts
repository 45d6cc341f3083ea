import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEMPLATE_IDS, TEMPLATES } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import type { Locale } from '#shared/i18n/locales'
import { getCvLabels } from '#documents/cv/labels'
import { renderCvHtml } from '#documents/cv/render-cv-html'
import { extractPdf } from '#server/import/files/extract-pdf'
import { createPdfPrinter, type PdfPrinter } from '#server/pdf/pdf-printer'
import { englishReferenceCv, germanReferenceCv } from './fixtures/reference-cvs'

// Text for machines (issue 15): every template's PDF read back with pdf.js through the importer's
// own layout step, as an applicant-tracking system would read it. Headings come out as words (no
// "W O R K"), the name and contact come first, e-mail addresses, URLs and skill names are whole.

const CASES: Array<[Locale, CvData]> = [
  ['de', germanReferenceCv],
  ['en', englishReferenceCv],
]

const lower = (text: string) => text.toLocaleLowerCase('de')

describe('PDF text as a machine reads it', () => {
  let printer: PdfPrinter
  beforeAll(() => {
    printer = createPdfPrinter({ poolSize: 2 })
  })
  afterAll(async () => {
    await printer.close()
  })

  for (const templateId of TEMPLATE_IDS) {
    it(`${templateId}: words whole, name and contact first`, { timeout: 60_000 }, async () => {
      for (const [language, cv] of CASES) {
        const html = renderCvHtml({ templateId, cv, themeId: TEMPLATES[templateId].defaultTheme, language })
        const { text } = await extractPdf(new Uint8Array(await printer.printPdf(html)))
        const lines = text.split('\n').map((line) => line.trim()).filter(Boolean)
        const where = `${templateId} (${language})`

        // No run of single letters: "W O R K", "P rof i l e".
        expect(text.match(/(?:^|\s)(?:\p{L}{1,2} ){3,}\p{L}{1,2}(?=\s|$)/mu), where).toBeNull()
        // Each section heading on one line, as the word it is.
        const labels = getCvLabels(language).sections
        const headings = [labels.experience, labels.education, labels.skills, labels.languages]
        for (const heading of headings) {
          expect(lines.some((line) => lower(line).includes(lower(heading))), `${where}: heading ${heading}`).toBe(true)
        }
        // Reading order: the name first, then the e-mail, before the first section heading.
        const nameLine = lines.findIndex((line) => line.includes(cv.personal.fullName))
        expect(nameLine, `${where}: name in ${lines.slice(0, 3).join(' | ')}`).toBeGreaterThanOrEqual(0)
        expect(nameLine, `${where}: name first`).toBeLessThanOrEqual(0)
        // An address may wrap only after "/" or "@", never inside a word.
        const addressLines: string[] = []
        for (const line of lines) {
          const previous = addressLines.at(-1)
          if (previous !== undefined && /[/@]$/.test(previous)) addressLines[addressLines.length - 1] = previous + line
          else addressLines.push(line)
        }
        const emailLine = addressLines.findIndex((line) => line.includes(cv.personal.email))
        const firstHeading = addressLines.findIndex((line) =>
          [labels.experience, labels.education].some((heading) => lower(line).includes(lower(heading))),
        )
        expect(emailLine, `${where}: e-mail whole`).toBeGreaterThan(nameLine)
        expect(emailLine, `${where}: contact before the sections`).toBeLessThan(firstHeading)
        // Link addresses whole.
        for (const link of cv.personal.links) {
          const address = link.url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')
          expect(addressLines.some((line) => line.includes(address)), `${where}: ${address}`).toBe(true)
        }
        // Skill names whole and apart from their level: never "KubernetesSehr gute Kenntnisse".
        for (const item of cv.skills.flatMap((group) => group.items)) {
          const pattern = new RegExp(`(?:^|[^\\p{L}])${item.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[^\\p{L}])`, 'mu')
          expect(pattern.test(text), `${where}: skill ${item.name}`).toBe(true)
        }
      }
    })
  }
})
