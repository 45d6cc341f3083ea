import { describe, expect, it } from 'vitest'
import { CoverLetterCv, StoredCvData } from './cv.schema'
import { fromStoredCv, toCoverLetterCv, toStoredCv } from './cv-mappers'
import { normalizeCv } from './normalize-cv'

const cv = normalizeCv({
  personal: {
    fullName: 'Lea Hoffmann',
    title: 'Werkstudentin Controlling',
    email: 'lea@example.de',
    phone: '0176 98765432',
    location: '68159 Mannheim, Germany',
    links: ['https://www.linkedin.com/in/lea', 'https://github.com/lea'],
  },
  summary: 'BWL student.',
  experience: [
    {
      title: 'Werkstudentin',
      company: 'SAP SE',
      startDate: '2023-04',
      endDate: '',
      current: true,
      bullets: ['Reports'],
    },
    {
      title: 'Praktikantin',
      company: 'BASF SE',
      startDate: '2022-08',
      endDate: '2022-10',
      description: 'Abschluss\nAbstimmung',
    },
  ],
  education: [{ degree: 'B.Sc.', field: 'BWL', institution: 'Universität Mannheim', endDate: '2024' }],
  skills: [
    { category: 'Tools', items: ['SAP', 'Excel'] },
    { category: 'More', items: ['excel', 'Power BI'] },
  ],
})

describe('toStoredCv', () => {
  it('produces the stored form with a blank end date for a current position', () => {
    const stored = toStoredCv(cv, { templateId: 'modern-grid', colorId: 'blue' })
    expect(StoredCvData.parse(stored)).toEqual(stored)
    expect(stored.personalInfo).toMatchObject({
      fullName: 'Lea Hoffmann',
      linkedin: 'https://www.linkedin.com/in/lea',
      website: 'https://github.com/lea',
    })
    expect(stored.experience[0]).toMatchObject({ company: 'SAP SE', position: 'Werkstudentin', endDate: '' })
    expect(stored.experience[1]?.bullets).toEqual(['Abschluss', 'Abstimmung'])
    expect(stored.skills).toEqual(['SAP', 'Excel', 'Power BI'])
  })

  it('reads back into the builder form, a blank end date meaning current', () => {
    const back = fromStoredCv(toStoredCv(cv, { templateId: 'modern-grid', colorId: 'blue' }))
    expect(back.personal.fullName).toBe('Lea Hoffmann')
    expect(back.experience[0]).toMatchObject({ title: 'Werkstudentin', current: true })
    expect(back.experience[1]).toMatchObject({ current: false, endDate: '2022-10' })
    expect(back.skills).toMatchObject([{ category: 'Skills' }])
    expect(fromStoredCv('garbage').experience).toEqual([])
  })
})

describe('toCoverLetterCv', () => {
  it('gives the cover-letter writer an address whose city comes from the location', () => {
    const letter = toCoverLetterCv(cv)
    expect(CoverLetterCv.parse(letter)).toEqual(letter)
    expect(letter.personalInfo).toEqual({
      fullName: 'Lea Hoffmann',
      email: 'lea@example.de',
      phone: '0176 98765432',
      address: { street: '', city: 'Mannheim', postalCode: '68159' },
    })
    expect(letter.skills).toEqual(['SAP', 'Excel', 'Power BI'])
    expect(letter.experience).toHaveLength(2)
  })

  it("gives the letter's sender the CV's street", () => {
    const withStreet = { ...cv, personal: { ...cv.personal, address: 'Musterstraße 12' } }
    expect(toCoverLetterCv(withStreet).personalInfo.address).toEqual({
      street: 'Musterstraße 12',
      city: 'Mannheim',
      postalCode: '68159',
    })
  })
})
