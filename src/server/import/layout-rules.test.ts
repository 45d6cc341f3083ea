import { describe, expect, it } from 'vitest'
import { toLines } from '#server/text/lines'
import { parseCvText } from './parse-cv-text'

// Rules for layouts other tools produce (tests/fixtures/cvs/producers): each with fresh text.
describe('layouts of other producers', () => {
  it('continues a headline whose separator dangles at the end of the name line (en, de)', () => {
    const english = parseCvText(`Oliver Grant | Head of Finance |
Interim CFO
Private Equity
4 Quay Street, Bristol BS1 4DB
oliver.grant@example.co.uk

Experience
2019 – present    Head of Finance, Harbourline Capital, Bristol
`)
    expect(english.personal.fullName).toBe('Oliver Grant')
    expect(english.personal.title).toBe('Head of Finance | Interim CFO Private Equity')

    const german = parseCvText(`Katrin Vogel | Leiterin Personal |
Arbeitsrecht
Lindenallee 4 – 50968 Köln
katrin.vogel@example.de

Berufserfahrung
03/2017 – heute    Leiterin Personal, Rheinhafen Logistik GmbH, Köln
`)
    expect(german.personal.title).toBe('Leiterin Personal | Arbeitsrecht')
  })

  it('reads justified words that a wide gap split into cells as one line, and keeps tables of single words', () => {
    const cells = (text: string) => toLines(text)[0]?.cells
    expect(cells('09/2010–06/2013\tStudium\tder\tWirtschaftsinformatik\tan\tder\tHochschule')).toEqual([
      '09/2010–06/2013',
      'Studium der Wirtschaftsinformatik an der Hochschule',
    ])
    expect(cells('Licence\tde\tgestion\tet\tcomptabilité')).toEqual(['Licence de gestion et comptabilité'])
    expect(cells('Python\tJava\tGo\tRust')).toEqual(['Python', 'Java', 'Go', 'Rust'])
    expect(cells('Englisch\tC1\tC1\tB2\tC1')).toEqual(['Englisch', 'C1', 'C1', 'B2', 'C1'])
  })

  it('joins a heading a left column wrapped beside its first entry, and only a known heading', () => {
    const cv = parseCvText(`Lina Hartmann
lina.hartmann@example.de

Education and\tMSc Public Health, Universität Bielefeld,\t2016 – 2018
Training\tBielefeld, Note: 1,3
Clinical\tIntensivpflegerin, Klinikum Bielefeld\t2018 – heute
Experience\tBeatmungspflege auf der Intensivstation
Sprachen\tEnglisch: C1
Französisch\tA2
AUSBILDUNG
2010 – 2013    Ausbildung zur Gesundheits- und Krankenpflegerin, Pflegeschule Detmold
`)
    expect(cv.education.map((school) => [school.institution, school.gpa])).toEqual([
      ['Universität Bielefeld', '1,3'],
      ['Pflegeschule Detmold', ''],
    ])
    expect(cv.experience.map((job) => [job.title, job.company])).toEqual([
      ['Intensivpflegerin', 'Klinikum Bielefeld'],
    ])
    expect(cv.certifications).toEqual([])
    expect(cv.languages.map((language) => language.name)).toEqual(['Englisch', 'Französisch'])
  })

  it('opens skills at a "technologies" heading in every language, set in lower case as Deedy does', () => {
    for (const heading of [
      'tecnologías',
      'Technologien',
      'technologies',
      'tecnologie',
      'tecnologias',
      'technologieën',
      'technologie',
    ]) {
      const cv = parseCvText(`Noa Ferrer
noa.ferrer@example.com
${heading}
Backend
Go • PostgreSQL • gRPC
`)
      expect(
        cv.skills.flatMap((group) => group.items.map((item) => item.name)),
        heading,
      ).toEqual(['Go', 'PostgreSQL', 'gRPC'])
    }
  })
})
