import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import type { CvData } from './cv.schema'
import { fromJsonResume, toJsonResume } from './json-resume'

// The format's own sample and its three examples (tests/fixtures/json-resume/README.md): each
// imports with every section kept, exports with every section kept, and the export passes the
// format's validator (@jsonresume/schema).

type Validate = (resume: unknown, callback: (errors: unknown, valid: boolean) => void) => void
const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as { validate: Validate }

function validationErrors(resume: unknown): unknown {
  let result: unknown = 'not called'
  validate(resume, (errors, valid) => {
    result = valid ? null : errors
  })
  return result
}

const FILES = ['sample.resume.json', 'career-changer.resume.json', 'new-grad.resume.json', 'senior-engineer.resume.json']
const SECTIONS = [
  'work',
  'volunteer',
  'education',
  'awards',
  'certificates',
  'publications',
  'skills',
  'languages',
  'interests',
  'references',
  'projects',
] as const

const load = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../../tests/fixtures/json-resume/${file}`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >

const withoutIds = (cv: CvData): unknown =>
  JSON.parse(JSON.stringify(cv, (key, value: unknown) => (key === 'id' ? undefined : value)))

const count = (resume: Record<string, unknown>, section: string): number => {
  const value = resume[section]
  return Array.isArray(value) ? value.length : 0
}

describe.each(FILES)('the official JSON Resume file %s', (file) => {
  const original = load(file)

  it('is valid itself (the validator is wired up)', () => {
    expect(validationErrors(original)).toBeNull()
  })

  it('imports with every section and entry kept', () => {
    const cv = fromJsonResume(original)
    const sizes: Record<string, number> = {
      work: cv.experience.length,
      volunteer: cv.volunteering?.length ?? 0,
      education: cv.education.length,
      awards: cv.awards?.length ?? 0,
      certificates: cv.certifications.length,
      publications: cv.publications?.length ?? 0,
      languages: cv.languages.length,
      interests: cv.interests?.length ?? 0,
      references: cv.references?.length ?? 0,
      projects: cv.projects.length,
    }
    for (const [section, size] of Object.entries(sizes)) expect(size, section).toBe(count(original, section))
    const skillNames = cv.skills.flatMap((group) => (group.category === 'Skills' ? group.items.map((i) => i.name) : [group.category]))
    expect(skillNames.length).toBe(count(original, 'skills'))
  })

  it('exports every section again, valid for the format, and imports back to the same CV', () => {
    const cv = fromJsonResume(original)
    const exported = JSON.parse(JSON.stringify(toJsonResume(cv))) as Record<string, unknown>
    for (const section of SECTIONS) expect(count(exported, section), section).toBe(count(original, section))
    expect(validationErrors(exported)).toBeNull()
    expect(withoutIds(fromJsonResume(exported))).toEqual(withoutIds(cv))
  })

  it('keeps the words of the new sections', () => {
    const cv = fromJsonResume(original)
    const exported = toJsonResume(cv)
    for (const [section, field] of [
      ['awards', 'title'],
      ['publications', 'name'],
      ['references', 'name'],
      ['volunteer', 'organization'],
    ] as const) {
      const before = (original[section] as Array<Record<string, unknown>> | undefined) ?? []
      const after = (exported[section] as Array<Record<string, unknown>> | undefined) ?? []
      expect(after.map((entry) => entry[field]), section).toEqual(before.map((entry) => entry[field]))
    }
  })
})

describe('the export of a sparse CV', () => {
  it('leaves out empty fields, so a CV without a website or e-mail still passes the validator', () => {
    const cv = fromJsonResume({
      basics: { name: 'A Person', url: '', email: '' },
      work: [{ name: 'Firma', position: 'Koch', startDate: 'Sommer 2019' }],
      awards: [{ title: 'Preis', date: '' }],
    })
    const exported = toJsonResume(cv)
    expect(exported.basics).not.toHaveProperty('url')
    expect(exported.basics).not.toHaveProperty('email')
    expect(exported.work?.[0]).not.toHaveProperty('startDate')
    expect(exported.awards).toEqual([{ title: 'Preis' }])
    expect(validationErrors(exported)).toBeNull()
  })

  it('writes a bare domain as an address the schema accepts and drops one it cannot read', () => {
    const cv = fromJsonResume({
      basics: { name: 'A', profiles: [{ network: 'GitHub', url: 'github.com/a' }, { network: 'Blog', url: 'not a url' }] },
    })
    const exported = toJsonResume(cv)
    expect(exported.basics.profiles?.map((profile) => profile.url)).toEqual(['https://github.com/a', undefined])
    expect(validationErrors(exported)).toBeNull()
  })

  it('carries courses, custom sections and "references on request" through its own keys', () => {
    const cv = fromJsonResume({
      basics: { name: 'B' },
      courses: [{ name: 'Scrum Master', institution: 'Haufe Akademie', endDate: '2021-05' }],
      customSections: [{ title: 'Führerschein', entries: [{ title: 'Klasse B' }] }],
      meta: { referencesOnRequest: true },
    })
    expect(cv.courses?.[0]).toMatchObject({ name: 'Scrum Master', institution: 'Haufe Akademie', endDate: '2021-05' })
    expect(cv.customSections?.[0]?.entries[0]?.title).toBe('Klasse B')
    expect(cv.referencesOnRequest).toBe(true)
    const exported = JSON.parse(JSON.stringify(toJsonResume(cv))) as unknown
    expect(validationErrors(exported)).toBeNull()
    expect(withoutIds(fromJsonResume(exported))).toEqual(withoutIds(cv))
  })
})
