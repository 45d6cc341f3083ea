import { describe, expect, it } from 'vitest'

import { readCvFacts, type LetterCv } from './cv-facts'
import { NON_PROFESSIONAL_ROLE } from './role-kinds.data'

// Issue 25: "mit 13 Jahren Berufserfahrung" for a CV whose professional work began 11 years ago
// (a Werkstudent job counted); "11 Jahren" for a buyer whose count included a weekend Minijob at 14
// and her apprenticeship. Years count from the first professional role.

const date = new Date('2026-12-07T00:00:00Z')

describe('readCvFacts: years of experience', () => {
  it('counts from the first professional role, not a Werkstudent job', () => {
    const cv: LetterCv = {
      experience: [
        { title: 'Senior Data Engineer', company: 'Nordlicht Analytics GmbH', startDate: '2019', current: true },
        { title: 'Data Engineer', company: 'Rheinwerk Software GmbH', startDate: '2015', endDate: '2019' },
        { title: 'Werkstudent Datenanalyse', company: 'Rheinwerk Software GmbH', startDate: '2013', endDate: '2015' },
      ],
    }
    expect(readCvFacts(cv, date).yearsOfExperience).toBe(11)
  })

  it('leaves out a weekend Minijob and the apprenticeship', () => {
    const cv: LetterCv = {
      experience: [
        { title: 'Einkäuferin', company: 'Baustoff Kramer KG', startDate: '2020', current: true },
        { title: 'Auszubildende Kauffrau im Groß- und Außenhandel', company: 'Baustoff Kramer KG', startDate: '2017', endDate: '2020' },
        { title: 'Minijob Verkaufshilfe (Wochenende)', company: 'Bäckerei Sommer', startDate: '2014', endDate: '2017' },
      ],
    }
    expect(readCvFacts(cv, date).yearsOfExperience).toBe(6)
  })

  it('knows student jobs, internships and apprenticeships in the 8 languages', () => {
    for (const title of [
      'Working Student Marketing',
      'Marketing Intern',
      'Stagiaire contrôle de gestion',
      'Becario de marketing',
      'Stagista ufficio acquisti',
      'Estagiário de contabilidade',
      'Stagiair marketing',
      'Stażysta w dziale HR',
      'Praktikum Vertrieb',
    ])
      expect(NON_PROFESSIONAL_ROLE.test(title), title).toBe(true)
    for (const title of ['Senior Internal Auditor', 'Graduate Trainee Finance', 'Stage Manager'])
      expect(NON_PROFESSIONAL_ROLE.test(title), title).toBe(false)
    expect(NON_PROFESSIONAL_ROLE.test('Stage de fin d’études en audit')).toBe(true)
  })
})
