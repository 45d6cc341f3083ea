import { afterAll, describe, expect, it } from 'vitest'
import type { CvData } from '#shared/cv/cv.schema'
import type { Locale } from '#shared/i18n/locales'
import { WATERMARK_TEXT } from '#shared/plans'
import JSZip from 'jszip'
import { TEMPLATE_IDS, TEMPLATES, THEMES } from '#shared/catalogue'
import { DOCX_LOOKS, templateFonts } from '#documents/docx/docx-looks'
import { renderCvDocx } from '#documents/docx/render-cv-docx'
import { createParseService } from '#server/features/parse/parse.service'
import { longCv, richCv, richCvDe } from '#tests/fixtures/sample-cvs'
import { germanReferenceCv } from './fixtures/reference-cvs'

// The Word export read back by the product's own CV import (documents may not import server code,
// so this check lives here): what we write, we must be able to read.

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const parse = createParseService()

afterAll(() => parse.close())

async function roundTrip(cv: CvData, language: Locale, watermark?: string): Promise<CvData> {
  const data = await renderCvDocx({ cv, themeId: 'slate', language, watermark })
  return parse.parseCvFile({ filename: 'cv.docx', mimetype: DOCX_MIME, data }, 'cv')
}

const jobs = (cv: CvData) => cv.experience.map((job) => ({ title: job.title, company: job.company }))

describe('Word export read back by the CV import', () => {
  it.each([
    ['an English trial export', richCv, 'en', WATERMARK_TEXT],
    ['a German CV', richCvDe, 'de', undefined],
  ] as const)(
    'reads %s back to the same name, e-mail, companies and job titles',
    async (_, cv, language, watermark) => {
      const parsed = await roundTrip(cv, language, watermark)
      expect(parsed.personal.fullName).toBe(cv.personal.fullName)
      expect(parsed.personal.email).toBe(cv.personal.email)
      expect(jobs(parsed)).toEqual(jobs(cv))
    },
  )

  // The street prints before the town on the contact line; the import splits them again.
  it.each(TEMPLATE_IDS)('reads the street and the town of %s back into their own fields', async (templateId) => {
    const cv: CvData = {
      ...richCvDe,
      personal: { ...richCvDe.personal, address: 'Leopoldstraße 12', location: '80802 München' },
    }
    const themeId = TEMPLATES[templateId].defaultTheme
    const data = await renderCvDocx({ cv, templateId, themeId, language: 'de' })
    const parsed = await parse.parseCvFile({ filename: 'cv.docx', mimetype: DOCX_MIME, data }, 'cv')
    expect([parsed.personal.address, parsed.personal.location]).toEqual(['Leopoldstraße 12', '80802 München'])
  })

  it('reads back the dates, current job and bullets of every entry', async () => {
    const parsed = await roundTrip(richCv, 'en')
    expect(parsed.experience.map((job) => [job.startDate, job.endDate, job.current, job.bullets])).toEqual(
      richCv.experience.map((job) => [
        job.startDate,
        job.current ? '' : job.endDate,
        job.current,
        job.bullets,
      ]),
    )
    expect(parsed.education.map((entry) => [entry.degree, entry.field, entry.institution])).toEqual(
      richCv.education.map((entry) => [entry.degree, entry.field, entry.institution]),
    )
  })

  // Word keeps the design family (issue 15): every template's DOCX reads back to the same content,
  // and its document carries the template's typeface and the theme's colour.
  it.each(TEMPLATE_IDS)('keeps the design of %s and reads back the same content', async (templateId) => {
    const themeId = TEMPLATES[templateId].defaultTheme
    const data = await renderCvDocx({ cv: germanReferenceCv, templateId, themeId, language: 'de' })
    const parsed = await parse.parseCvFile({ filename: 'cv.docx', mimetype: DOCX_MIME, data }, 'cv')
    expect(parsed.personal.fullName).toBe(germanReferenceCv.personal.fullName)
    expect(parsed.personal.email).toBe(germanReferenceCv.personal.email)
    expect(jobs(parsed)).toEqual(jobs(germanReferenceCv))
    expect(parsed.education.map((entry) => entry.institution)).toEqual(
      germanReferenceCv.education.map((entry) => entry.institution),
    )
    const skills = parsed.skills.flatMap((group) => group.items.map((item) => item.name))
    // The import keeps a German level in parentheses with the name ("Scrum (Expertenwissen)").
    for (const item of germanReferenceCv.skills.flatMap((group) => group.items))
      expect(skills.some((name) => name.startsWith(item.name)), `${templateId}: ${item.name}`).toBe(true)

    const zip = await JSZip.loadAsync(data)
    const xml = `${await zip.file('word/document.xml')!.async('string')}${await zip.file('word/styles.xml')!.async('string')}`
    const fonts = templateFonts(templateId)
    expect(xml, templateId).toContain(`w:ascii="${fonts.body}"`)
    expect(xml, templateId).toContain(`w:ascii="${fonts.heading}"`)
    const colour = THEMES[themeId][DOCX_LOOKS[templateId].headingColor].replace('#', '').toUpperCase()
    expect(xml.toUpperCase(), templateId).toContain(`W:COLOR W:VAL="${colour}"`)
    // Sidebar templates are a two-column table, single-column ones have none; the photo where the template has it.
    expect(xml.includes('<w:tbl>'), templateId).toBe(DOCX_LOOKS[templateId].layout === 'sidebar' || DOCX_LOOKS[templateId].datesColumn === true)
    expect(Object.keys(zip.files).some((name) => name.startsWith('word/media/')), templateId).toBe(
      DOCX_LOOKS[templateId].photo,
    )
  })

  it('reads every one of 40 jobs back from a long CV', async () => {
    const parsed = await roundTrip(longCv, 'en')
    expect(parsed.personal.fullName).toBe(longCv.personal.fullName)
    expect(jobs(parsed)).toEqual(jobs(longCv))
  })
})
