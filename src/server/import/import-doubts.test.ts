import { describe, expect, it } from 'vitest'
import { ParseCvReply } from '#shared/api/parse'
import { parseCvTextWithDoubts } from './parse-cv-text'

describe('import doubts', () => {
  it('marks guessed headings, incomplete date ranges, a name from form rows and a headline from the latest job', () => {
    const { cv, doubts } = parseCvTextWithDoubts(
      [
        'Nachname:\tKrüger',
        'Vorname:\tAnna',
        'Pflegerische Erfahrung',
        '03/2019 – heute\tPflegefachfrau, Charité, Berlin',
        '2015\tAltenpflegerin, Vivantes, Berlin',
        'Ausbildung',
        'Examen Gesundheits- und Krankenpflege',
        'Berufsfachschule Charité',
      ].join('\n'),
    )
    const openJob = cv.experience.findIndex((job) => job.title === 'Altenpflegerin')
    expect(doubts).toEqual([
      { path: 'experience', reason: 'heading-guessed' },
      { path: `experience.${openJob}`, reason: 'date-range-incomplete' },
      { path: 'education.0', reason: 'date-range-incomplete' },
      { path: 'personal.fullName', reason: 'name-from-label' },
      { path: 'personal.title', reason: 'title-from-latest-job' },
    ])
  })

  it('has none for a plain CV with known headings, a headline and full ranges', () => {
    const { doubts } = parseCvTextWithDoubts(
      'Anna Krüger\nPflegefachfrau\nBerufserfahrung\n03/2019 – heute\tPflegefachfrau, Charité, Berlin',
      { nameLine: 'Anna Krüger' },
    )
    expect(doubts).toEqual([])
  })

  it('fits the shared reply schema, where it is optional', () => {
    const { cv, doubts } = parseCvTextWithDoubts('Anna Krüger\nBerufserfahrung\n2019 Pflegefachfrau, Charité')
    const data = { cvData: cv, doubts, personalInfo: {}, experience: [], education: [], skills: [] }
    expect(ParseCvReply.shape.data.shape.doubts.safeParse(data.doubts).success).toBe(true)
    expect(ParseCvReply.shape.data.shape.doubts.safeParse(undefined).success).toBe(true)
  })
})
