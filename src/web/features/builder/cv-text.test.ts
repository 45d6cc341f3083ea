import { describe, expect, it } from 'vitest'
import { emptyCv } from '#shared/cv/cv.schema'
import { normalizeCv } from '#shared/cv/normalize-cv'
import {
  countSections,
  cvFileName,
  filenameFromDisposition,
  skillsToText,
  textToLines,
  textToKeywords,
  textToSkills,
  withClosing,
} from './cv-text'

describe('edit step text forms', () => {
  it('keeps one bullet per line and drops blank lines', () => {
    expect(textToLines('  Led the team \n\n\n  Cut costs by 20%\n   ')).toEqual([
      'Led the team',
      'Cut costs by 20%',
    ])
  })

  it('reads one skill group per line, comma separated, empty entries dropped', () => {
    const groups = textToSkills('Programming: TypeScript, , Python,\nDocker, Git\n\nTools:', [])
    expect(groups.map((g) => [g.category, g.items.map((i) => i.name)])).toEqual([
      ['Programming', ['TypeScript', 'Python']],
      ['', ['Docker', 'Git']],
      ['Tools', []],
    ])
  })

  it('keeps the level and id of a skill whose name stays the same', () => {
    const previous = normalizeCv({
      skills: [{ category: 'Languages', items: [{ id: 'ts', name: 'TypeScript', level: 'expert' }] }],
    }).skills
    const [group] = textToSkills('Code: typescript, Rust', previous)
    expect(group?.items[0]).toEqual({ id: 'ts', name: 'typescript', level: 'expert' })
    expect(group?.items[1]?.level).toBe('')
  })

  it('writes groups back as the text it reads', () => {
    const text = 'Programming: TypeScript, Python\nDocker, Git'
    expect(skillsToText(textToSkills(text, []))).toBe(text)
  })
})

describe('import review: interests and the closing line', () => {
  it("reads an interest's details comma separated, keeping the part being typed", () => {
    expect(textToKeywords(' DAV ,, Alpenverein')).toEqual(['DAV', 'Alpenverein'])
    // Typing "DAV, " must not lose the comma and space before the next word is typed.
    expect(textToKeywords('DAV, ')).toEqual(['DAV', ''])
    expect(textToKeywords('')).toEqual([''])
  })

  it('changes place or date and keeps the rest of the closing line, creating one when absent', () => {
    const blank = emptyCv()
    expect(withClosing(blank, { place: 'München' }).closing).toEqual({
      place: 'München',
      date: '',
      signature: '',
    })
    const signed = {
      ...blank,
      closing: { place: 'München', date: '2026-11-26', signature: 'data:image/png;base64,AA' },
    }
    expect(withClosing(signed, { date: '' }).closing).toEqual({
      place: 'München',
      date: '',
      signature: 'data:image/png;base64,AA',
    })
  })

  it('counts the interests and a closing line that has a place or a date', () => {
    const blank = emptyCv()
    expect(countSections(blank)).toMatchObject({ interests: 0, closing: 0 })
    const cv = {
      ...blank,
      interests: [{ id: 'i1', name: 'Klettern', keywords: ['DAV'] }],
      closing: { place: '', date: '', signature: 'data:image/png;base64,AA' },
    }
    expect(countSections(cv)).toMatchObject({ interests: 1, closing: 0 })
    expect(countSections(withClosing(cv, { place: 'Hamburg' }))).toMatchObject({ closing: 1 })
  })
})

describe('download names', () => {
  it('prefers the UTF-8 file name of Content-Disposition', () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="Jurgen Muller.pdf"; filename*=UTF-8''J%C3%BCrgen%20M%C3%BCller.pdf`,
      ),
    ).toBe('Jürgen Müller.pdf')
    expect(filenameFromDisposition('attachment; filename="CV.pdf"')).toBe('CV.pdf')
    expect(filenameFromDisposition(null)).toBeNull()
  })

  it('names a file after the person, else "CV"', () => {
    const cv = normalizeCv({ personal: { fullName: 'Anna / Schmidt' } })
    expect(cvFileName(cv, 'json')).toBe('Anna Schmidt.json')
    expect(cvFileName(normalizeCv({}), 'pdf')).toBe('CV.pdf')
  })
})
