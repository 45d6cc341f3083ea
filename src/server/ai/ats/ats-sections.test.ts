import { describe, expect, it } from 'vitest'
import { cvToPlainText } from '#documents/cv/plain-text'
import { CV_LABELS } from '#documents/cv/labels'
import { LOCALES } from '#shared/i18n/locales'
import { readCvStructure } from '#server/text/cv-structure'
import { allSectionsCv } from '#tests/fixtures/sample-cvs'

// The ATS check reads a CV's text by its headings: the further sections ApplyKit prints (awards,
// publications, volunteering, courses, references) close the section above them in every
// language, so a volunteer role or a referee never counts as a job of the work experience.

describe.each(LOCALES)('the ATS reading of the further sections in %s', (locale) => {
  const lines = readCvStructure(cvToPlainText(allSectionsCv, locale))
  const headings = lines.filter((line) => line.isHeading)
  const labels = CV_LABELS[locale].sections

  it('sees each printed heading as a heading', () => {
    for (const title of [labels.awards, labels.publications, labels.volunteering, labels.courses, labels.references])
      expect(headings.map((line) => line.text.toLocaleLowerCase(locale))).toContain(title.toLocaleUpperCase(locale).toLocaleLowerCase(locale))
  })

  it('never files the volunteering, award or referee lines under the work experience', () => {
    for (const needle of ['Code Club Leeds', 'Engineering Excellence Award', 'Priya Raman']) {
      const line = lines.find((entry) => entry.text.includes(needle))
      expect(line?.section, needle).not.toBe('experience')
      expect(line?.role, needle).toBeUndefined()
    }
  })

  it('reads the courses with the certifications', () => {
    expect(lines.find((entry) => entry.text.includes('Kubernetes Administration'))?.section).toBe('certifications')
  })
})
