import { describe, expect, it } from 'vitest'
import type { CvData } from './cv.schema'
import { fromJsonResume, toJsonResume } from './json-resume'
import { normalizeCv } from './normalize-cv'

const resume = {
  basics: {
    name: 'Camille Lefèvre',
    label: 'Data Engineer',
    email: 'camille@example.fr',
    phone: '+33 6 12 34 56 78',
    url: 'https://camille.dev',
    summary: 'Pipelines and platforms.',
    location: { city: 'Paris', countryCode: 'FR' },
    profiles: [
      { network: 'LinkedIn', username: 'clefevre', url: '' },
      { network: 'GitHub', username: 'clefevre', url: 'https://github.com/clefevre' },
    ],
    nationality: 'French',
  },
  work: [
    { name: 'BlaBlaCar', position: 'Data Engineer', startDate: '2021-01-01', highlights: ['Built the lake'] },
    { name: 'Société Générale', position: 'Developer', startDate: '2018-09', endDate: '2020-12-31' },
  ],
  education: [
    {
      institution: 'École Centrale de Lyon',
      area: 'Computer Science',
      studyType: 'Engineering degree',
      endDate: '2018',
      score: '16/20',
    },
  ],
  skills: [
    { name: 'Data', keywords: ['Python', 'SQL'] },
    { name: 'Scala', level: 'Advanced' },
  ],
  languages: [
    { language: 'French', fluency: 'Native speaker' },
    { language: 'English', fluency: 'Full Professional' },
  ],
  certificates: [{ name: 'GCP Data Engineer', issuer: 'Google', date: '2022-05-01' }],
  projects: [{ name: 'dbt models', description: 'Open source', keywords: ['dbt'] }],
}

const withoutIds = (cv: CvData): unknown =>
  JSON.parse(JSON.stringify(cv, (key, value: unknown) => (key === 'id' ? undefined : value)))

describe('fromJsonResume', () => {
  it('maps basics, work, education, skills, languages and certificates', () => {
    const cv = fromJsonResume(resume)
    expect(cv.personal).toMatchObject({
      fullName: 'Camille Lefèvre',
      title: 'Data Engineer',
      location: 'Paris, FR',
      nationality: 'French',
    })
    expect(cv.personal.links.map((link) => [link.kind, link.url])).toEqual([
      ['website', 'https://camille.dev'],
      ['linkedin', 'https://www.linkedin.com/in/clefevre'],
      ['github', 'https://github.com/clefevre'],
    ])
    expect(cv.experience[0]).toMatchObject({
      company: 'BlaBlaCar',
      startDate: '2021-01',
      endDate: '',
      current: true,
      bullets: ['Built the lake'],
    })
    expect(cv.experience[1]).toMatchObject({ endDate: '2020-12', current: false })
    expect(cv.education[0]).toMatchObject({
      degree: 'Engineering degree',
      field: 'Computer Science',
      gpa: '16/20',
      endDate: '2018',
    })
    expect(cv.skills).toMatchObject([
      { category: 'Data', items: [{ name: 'Python' }, { name: 'SQL' }] },
      { category: 'Skills', items: [{ name: 'Scala', level: 'advanced' }] },
    ])
    expect(cv.languages.map((language) => language.level)).toEqual(['native', 'C1'])
    expect(cv.certifications[0]).toMatchObject({ issuer: 'Google', date: '2022-05' })
  })

  it('keeps a score longer than a grade whole, as the first detail of its entry', () => {
    const thesis = 'Dissertation: Consistency Trade-offs in Geo-Replicated Key-Value Stores'
    const cv = fromJsonResume({
      basics: { name: 'A' },
      education: [
        { institution: 'UT Austin', studyType: 'Ph.D.', score: thesis, courses: ['Distributed Systems'] },
        { institution: 'UT Austin', studyType: 'B.Sc.', score: '3.9/4.0' },
      ],
    })
    expect(cv.education[0]).toMatchObject({ gpa: '', details: [thesis, 'Distributed Systems'] })
    expect(cv.education[1]).toMatchObject({ gpa: '3.9/4.0', details: [] })
  })

  it('keeps what the employer is (description) before what the job was (summary)', () => {
    const cv = fromJsonResume({
      work: [
        { name: 'Pied Piper', description: 'Awesome compression company', summary: 'Led the team.' },
        { name: 'Hooli', summary: 'Wrote code.' },
        { name: 'Raviga', description: 'Venture capital' },
      ],
    })
    expect(cv.experience.map((job) => job.description)).toEqual([
      'Awesome compression company\nLed the team.',
      'Wrote code.',
      'Venture capital',
    ])
  })

  it('accepts a partial or broken document', () => {
    expect(fromJsonResume({ basics: { name: 'Only A Name' } }).personal.fullName).toBe('Only A Name')
    expect(fromJsonResume(null).experience).toEqual([])
  })
})

describe('toJsonResume', () => {
  it('exports a CV that imports back to the same data', () => {
    const cv = fromJsonResume(resume)
    const exported = toJsonResume(cv)
    expect(exported.work?.[0]).not.toHaveProperty('endDate')
    expect(exported.basics.nationality).toBe('French')
    expect(withoutIds(fromJsonResume(JSON.parse(JSON.stringify(exported))))).toEqual(withoutIds(cv))
  })

  it('carries the DACH personal data, interests and the CV language both ways', () => {
    const cv = fromJsonResume({
      meta: { language: 'de-AT' },
      basics: {
        name: 'Julia Schneider',
        dateOfBirth: '1988-04-12',
        placeOfBirth: 'Graz',
        maritalStatus: 'verheiratet',
      },
      interests: [{ name: 'Klettern', keywords: ['DAV Sektion München'] }, { name: 'Schach' }],
    })
    expect(cv.language).toBe('de')
    expect(cv.personal).toMatchObject({ dateOfBirth: '1988-04-12', placeOfBirth: 'Graz', maritalStatus: 'verheiratet' })
    expect(cv.interests?.map((interest) => [interest.name, interest.keywords])).toEqual([
      ['Klettern', ['DAV Sektion München']],
      ['Schach', []],
    ])
    const exported = toJsonResume(cv)
    expect(exported.meta).toEqual({ language: 'de' })
    expect(exported.basics).toMatchObject({ placeOfBirth: 'Graz', maritalStatus: 'verheiratet' })
    expect(withoutIds(fromJsonResume(JSON.parse(JSON.stringify(exported))))).toEqual(withoutIds(cv))
  })

  it('carries the street line as basics.location.address both ways', () => {
    const cv = fromJsonResume({
      basics: { name: 'Max Muster', location: { address: 'Musterstraße 12', postalCode: '70173', city: 'Stuttgart' } },
    })
    expect(cv.personal).toMatchObject({ address: 'Musterstraße 12', location: 'Stuttgart' })
    const exported = toJsonResume(cv)
    expect(exported.basics.location).toEqual({ address: 'Musterstraße 12', city: 'Stuttgart' })
    expect(withoutIds(fromJsonResume(JSON.parse(JSON.stringify(exported))))).toEqual(withoutIds(cv))
    // Only a street, no town: still the street, never the town.
    expect(fromJsonResume({ basics: { location: { address: '12 rue de la Paix' } } }).personal).toMatchObject({
      address: '12 rue de la Paix',
      location: '',
    })
    // A town written where the street belongs (no house number) stays the town, as before.
    const townOnly = fromJsonResume({ basics: { location: { address: 'Berlin, Germany' } } }).personal
    expect(townOnly.location).toBe('Berlin, Germany')
    expect(townOnly).not.toHaveProperty('address')
  })

  it('ignores a language that is not one of the eight', () => {
    expect(fromJsonResume({ meta: { language: 'ja' } }).language).toBeUndefined()
  })

  it('leaves out Europass fields the CV does not have', () => {
    const exported = toJsonResume(normalizeCv({ personal: { fullName: 'A B' } }))
    expect(exported.basics).not.toHaveProperty('nationality')
    expect(exported.basics).not.toHaveProperty('dateOfBirth')
    expect(exported).not.toHaveProperty('interests')
    expect(exported).not.toHaveProperty('meta')
  })
})
