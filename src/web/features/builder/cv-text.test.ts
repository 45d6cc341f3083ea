import { describe, expect, it } from 'vitest'
import { normalizeCv } from '#shared/cv/normalize-cv'
import {
  cvFileName,
  filenameFromDisposition,
  isValidCvDate,
  skillsToText,
  textToLines,
  textToSkills,
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

  it('accepts YYYY and YYYY-MM dates, or nothing', () => {
    expect(['', '2021', '2021-03'].every(isValidCvDate)).toBe(true)
    expect(['03/2021', '2021-13', 'soon'].some(isValidCvDate)).toBe(false)
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
