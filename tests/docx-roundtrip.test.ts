import { afterAll, describe, expect, it } from 'vitest'
import type { CvData } from '#shared/cv/cv.schema'
import type { Locale } from '#shared/i18n/locales'
import { WATERMARK_TEXT } from '#shared/plans'
import { renderCvDocx } from '#documents/docx/render-cv-docx'
import { createParseService } from '#server/features/parse/parse.service'
import { longCv, richCv, richCvDe } from '#tests/fixtures/sample-cvs'

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

  it('reads every one of 40 jobs back from a long CV', async () => {
    const parsed = await roundTrip(longCv, 'en')
    expect(parsed.personal.fullName).toBe(longCv.personal.fullName)
    expect(jobs(parsed)).toEqual(jobs(longCv))
  })
})
