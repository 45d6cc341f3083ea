import { describe, expect, it } from 'vitest'
import { CV_LABELS, type SectionKey } from '#documents/cv/labels'
import { LOCALES } from '#shared/i18n/locales'
import { atsSectionKind, headingKind, isStandardHeading, PRINTED_SECTION_KINDS } from './headings'

// Every section heading the templates print (documents/cv/labels.ts, 8 languages) must come back
// as its own section when the importer reads a CV ApplyKit made, and the ATS check must never
// tell a user to rename a heading ApplyKit printed.
const READ_AS = PRINTED_SECTION_KINDS

const printed = LOCALES.flatMap((locale) =>
  (Object.entries(CV_LABELS[locale].sections) as Array<[SectionKey, string]>).map(([key, heading]) => ({ locale, key, heading })),
)

describe('headings the templates print', () => {
  it('are 16 sections in each of the 8 languages', () => {
    expect(printed).toHaveLength(16 * 8)
  })

  it('are read back by the importer as the section they head', () => {
    const misread = printed.filter(({ key, heading }) => headingKind(heading) !== READ_AS[key])
    expect(misread.map(({ locale, heading }) => `${locale} ${heading} → ${headingKind(heading)}`)).toEqual([])
  })

  it('are read back in capitals and with a colon, as some templates print them', () => {
    const misread = printed.filter(({ key, heading }) => headingKind(`${heading.toUpperCase()}:`) !== READ_AS[key])
    expect(misread.map(({ locale, heading }) => `${locale} ${heading}`)).toEqual([])
  })

  it('are all called standard by the ATS check, in the ATS section they belong to', () => {
    const flagged = printed.filter(({ heading }) => !isStandardHeading(heading))
    expect(flagged.map(({ locale, heading }) => `${locale} ${heading}`)).toEqual([])
    for (const { key, heading } of printed) expect(atsSectionKind(headingKind(heading) ?? 'other')).toBe(atsSectionKind(READ_AS[key]))
  })
})
