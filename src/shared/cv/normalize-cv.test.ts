import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CV_LIMITS, CvData } from './cv.schema'
import { normalizeCv } from './normalize-cv'

describe('normalizeCv', () => {
  it('takes the full name from a name field and lets title and headline stand in for each other', () => {
    const fromTitle = normalizeCv({ personal: { name: 'Anna Schmidt', title: 'Data Engineer' } })
    expect(fromTitle.personal.fullName).toBe('Anna Schmidt')
    expect(fromTitle.headline).toBe('Data Engineer')
    const fromHeadline = normalizeCv({ personal: { fullName: 'Anna Schmidt' }, headline: 'Platform lead' })
    expect(fromHeadline.personal.title).toBe('Platform lead')
  })

  it('takes the summary from the personal block when the CV has none of its own', () => {
    expect(normalizeCv({ personal: { summary: 'Ten years of backend work.' } }).summary).toBe(
      'Ten years of backend work.',
    )
    expect(normalizeCv({ summary: 'Own summary', personal: { summary: 'Other' } }).summary).toBe(
      'Own summary',
    )
  })

  it('keeps the Lebenslauf parts (interests, closing, layout, language) and drops what is invalid', () => {
    const cv = normalizeCv({
      language: 'de',
      personal: { fullName: 'Julia Schneider', placeOfBirth: 'Köln', maritalStatus: 'ledig' },
      hobbies: ['Klettern', { name: 'Fotografie', details: 'Analog' }, '  '],
      closing: { place: 'München', date: '2026-11-26', signature: 'https://evil.example/sig.png' },
      layout: { showCvHeading: true, fitPages: 2, density: 99 },
    })
    expect(cv.language).toBe('de')
    expect(cv.personal).toMatchObject({ placeOfBirth: 'Köln', maritalStatus: 'ledig' })
    expect(cv.interests?.map((interest) => [interest.name, interest.keywords])).toEqual([
      ['Klettern', []],
      ['Fotografie', ['Analog']],
    ])
    // A signature is only ever an image the browser made, never an address to fetch.
    expect(cv.closing).toEqual({ place: 'München', date: '2026-11-26', signature: '' })
    expect(cv.layout).toEqual({ showCvHeading: true, fitPages: 2 })
    expect(CvData.safeParse(cv).success).toBe(true)
  })

  it('adds none of the optional parts to a CV that has none', () => {
    const cv = normalizeCv({ personal: { fullName: 'A B' }, language: 'xx', closing: {}, layout: {} })
    expect(cv).not.toHaveProperty('language')
    expect(cv).not.toHaveProperty('interests')
    expect(cv).not.toHaveProperty('closing')
    expect(cv).not.toHaveProperty('layout')
  })

  it('generates missing ids and keeps given ones', () => {
    const cv = normalizeCv({ experience: [{ id: 'e1', title: 'Dev' }, { title: 'Lead' }] })
    expect(cv.experience[0]?.id).toBe('e1')
    expect(cv.experience[1]?.id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('reads skills given as groups with a category', () => {
    const cv = normalizeCv({
      skills: [{ category: 'Languages', items: [{ name: 'Go', level: 'expert' }, 'SQL'] }],
    })
    expect(cv.skills).toMatchObject([
      {
        category: 'Languages',
        items: [
          { name: 'Go', level: 'expert' },
          { name: 'SQL', level: '' },
        ],
      },
    ])
  })

  it('turns technical / soft / languages lists into the three named groups', () => {
    const cv = normalizeCv({
      skills: { technical: ['Go', 'SQL'], soft: ['Mentoring'], languages: ['German'] },
    })
    expect(cv.skills.map((group) => group.category)).toEqual(['Technical Skills', 'Soft Skills', 'Languages'])
    expect(cv.skills[0]?.items.map((item) => item.name)).toEqual(['Go', 'SQL'])
  })

  it('puts a flat skill list into one group called Skills', () => {
    const cv = normalizeCv({ skills: ['Go', 'SQL', 'go'] })
    expect(cv.skills).toMatchObject([{ category: 'Skills', items: [{ name: 'Go' }, { name: 'SQL' }] }])
  })

  it('reads an open end date as current and splits bullet text into lines', () => {
    const [entry] = normalizeCv({
      experience: [
        { position: 'Dev', employer: 'Acme', endDate: 'Present', responsibilities: '• one\n• two' },
      ],
    }).experience
    expect(entry).toMatchObject({
      title: 'Dev',
      company: 'Acme',
      endDate: '',
      current: true,
      bullets: ['one', 'two'],
    })
  })

  it('keeps Europass fields only when they are given', () => {
    expect(
      normalizeCv({ personal: { nationality: 'deutsch', dateOfBirth: '1990-05-17' } }).personal,
    ).toMatchObject({
      nationality: 'deutsch',
      dateOfBirth: '1990-05-17',
    })
    expect('nationality' in normalizeCv({}).personal).toBe(false)
  })

  it('keeps the street line apart from the town, and loads a CV saved before the field existed', () => {
    const saved = CvData.parse(normalizeCv({ personal: { fullName: 'Max Muster', location: '70173 Stuttgart' } }))
    expect('address' in saved.personal).toBe(false)
    expect(normalizeCv(saved)).toEqual(saved)
    const withStreet = normalizeCv({ personal: { address: ' Musterstraße 12 ', location: '70173 Stuttgart' } })
    expect(withStreet.personal).toMatchObject({ address: 'Musterstraße 12', location: '70173 Stuttgart' })
    expect(CvData.parse(JSON.parse(JSON.stringify(withStreet)))).toEqual(withStreet)
    // Another shape's address object: the street to `address`, the town to `location`.
    expect(
      normalizeCv({ personal: { address: { street: 'Hinterhaus\nMusterstraße 12', city: 'Stuttgart' } } }).personal,
    ).toMatchObject({ address: 'Hinterhaus, Musterstraße 12', location: 'Stuttgart' })
    expect(normalizeCv({ personal: { address: 'x'.repeat(500) } }).personal.address).toHaveLength(CV_LIMITS.address)
  })

  it('cuts over-long text and lists to the schema limits', () => {
    const cv = normalizeCv({
      personal: { fullName: 'x'.repeat(5_000) },
      experience: Array.from({ length: 500 }, () => ({ title: 'Dev' })),
    })
    expect(CvData.safeParse(cv).success).toBe(true)
    expect(cv.personal.fullName).toHaveLength(200)
    expect(cv.experience).toHaveLength(60)
  })

  it('drops a photo that is not a PNG or JPEG data URL', () => {
    expect(normalizeCv({ personal: { photo: 'javascript:alert(1)' } }).personal.photo).toBe('')
    expect(normalizeCv({ personal: { photo: 'data:image/png;base64,AAAA' } }).personal.photo).toBe(
      'data:image/png;base64,AAAA',
    )
  })

  it('turns any input at all into a valid CV without throwing', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withBigInt: true,
          withDate: true,
          withMap: true,
          withSet: true,
          withTypedArray: true,
          withNullPrototype: true,
        }),
        (input) => {
          expect(CvData.safeParse(normalizeCv(input)).success).toBe(true)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('turns CV-shaped junk into a valid CV', () => {
    const loose = fc.dictionary(
      fc.constantFrom('title', 'company', 'name', 'items', 'level', 'startDate', 'bullets', 'id', 'category'),
      fc.anything(),
    )
    const shape = fc.record({
      personal: fc.oneof(loose, fc.anything()),
      experience: fc.array(fc.oneof(loose, fc.anything())),
      education: fc.array(loose),
      skills: fc.oneof(
        fc.array(fc.oneof(loose, fc.string())),
        fc.dictionary(fc.constantFrom('technical', 'soft', 'languages'), fc.anything()),
      ),
      languages: fc.array(fc.oneof(loose, fc.string())),
    })
    fc.assert(
      fc.property(shape, (input) => {
        expect(CvData.safeParse(normalizeCv(input)).success).toBe(true)
      }),
      { numRuns: 300 },
    )
  })
})
