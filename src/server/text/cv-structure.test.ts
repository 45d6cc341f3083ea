import { describe, expect, it } from 'vitest'
import { splitSections } from '#server/import/parse-cv-text'
import { atsSectionKind, isStandardHeading } from '#server/text/headings'
import { toLines } from '#server/text/lines'
import { hasStandardHeadings, readCvStructure } from './cv-structure'

describe('readCvStructure', () => {
  it('reads the lines as the importer does and adds sections, headings and the job each line belongs to', () => {
    const lines = readCvStructure(
      [
        'Jana Nováková',
        '',
        'Berufserfahrung',
        'Projektleiterin\u00a0\u00a0\u00a0\u00a0Nordbahn GmbH',
        '04/2020 – heute',
        '• Fahrplanwechsel für 12 Linien geplant',
        '1. Einführung eines neuen Ticketsystems 2021 – 2022',
        'Seite 1 von 2',
        'Ausbildung',
        'B.Sc. Verkehrswesen, TU Dresden, 2014 – 2018',
      ].join('\n'),
    )
    expect(lines.map((line) => [line.text, line.section, line.isHeading])).toEqual([
      ['Jana Nováková', 'other', false],
      ['Berufserfahrung', 'experience', true],
      ['Projektleiterin\tNordbahn GmbH', 'experience', false],
      ['04/2020 – heute', 'experience', false],
      ['Fahrplanwechsel für 12 Linien geplant', 'experience', false],
      ['1. Einführung eines neuen Ticketsystems 2021 – 2022', 'experience', false],
      ['Ausbildung', 'education', true],
      ['B.Sc. Verkehrswesen, TU Dresden, 2014 – 2018', 'education', false],
    ])
    // A line of dates alone names the job by the lines above it; a numbered item with years is no job.
    const role = 'Projektleiterin Nordbahn GmbH (04/2020 – heute)'
    expect(
      lines.filter((line) => line.section === 'experience' && !line.isHeading).map((line) => line.role),
    ).toEqual([undefined, role, role, role])
    expect(lines[4]?.isBullet).toBe(true)
  })

  // The ATS reads dates with the importer's patterns (text/dates.ts): before, it knew only "seit 2019".
  it.each([
    ['Berufserfahrung', 'Seit März 2019'],
    ['Work Experience', 'since June 2020'],
    ['Expérience professionnelle', 'depuis septembre 2020'],
    ['Doświadczenie zawodowe', 'od marca 2019'],
    ['Experiencia laboral', 'desde enero de 2021'],
  ])('names the job by the lines above a date written "%s / %s"', (heading, dates) => {
    const lines = readCvStructure([heading, 'Projektleitung', 'Nordbahn GmbH', dates, '• Fahrplan geplant'].join('\n'))
    expect(lines.at(-1)?.role).toBe(`Projektleitung, Nordbahn GmbH (${dates})`)
  })
})

describe('headings: the ATS reads them as the importer does', () => {
  // Exact phrases, compounds, unknown modifiers, numbers, capitals and letter-spacing in the 8
  // languages; the last column says whether the ATS counts the heading as a standard name (a
  // letter-spaced heading is read letter by letter by an ATS, so it is not).
  it.each([
    ['Berufserfahrung', 'experience', true],
    ['Praxiserfahrung', 'experience', true],
    ['3.1 Berufserfahrung', 'experience', true],
    ['Akademische Ausbildung', 'education', false],
    ['KERNKOMPETENZEN', 'skills', false],
    ['Persönliche Daten', 'contact', true],
    ['Relevant Work Experience', 'experience', false],
    ['E X P E R I E N C E', 'experience', false],
    ['Compétences techniques', 'skills', true],
    ['EXPÉRIENCE PROFESSIONNELLE', 'experience', true],
    ['II. Formación', 'education', true],
    ['Formación académica', 'education', true],
    ['Competenze digitali', 'skills', false],
    ['Conhecimentos Gerais', 'skills', false],
    ['2 Opleiding', 'education', true],
    ['Werkervaring', 'experience', true],
    ['Przebieg pracy zawodowej', 'experience', false],
    ['Języki obce', 'languages', true], // ApplyKit prints it (documents/cv/labels.ts)
    ['Hobbys', 'other', false],
  ])('%s: %s in both, standard %s', (heading, kind, standard) => {
    // Content the importer leaves under any heading ("Languages" over "Go, Java" would be skills).
    const text = ['Jana Nováková', '', heading, 'Deutsch (C1), Englisch (B2)'].join('\n')
    const imported = splitSections(toLines(text)).find((section) => section.heading !== undefined)
    const importerKind = imported && imported.kind !== 'header' ? atsSectionKind(imported.kind) : undefined
    const atsLine = readCvStructure(text).find((line) => line.isHeading)
    expect([importerKind, atsLine?.section]).toEqual([kind, kind])
    expect(isStandardHeading(heading)).toBe(standard)
  })

  it('advises standard names: a CV under recognised but non-standard headings gets the warning', () => {
    const cv = (experience: string, skills: string) =>
      readCvStructure(
        ['Jana Nováková', experience, 'Projektleiterin, 2019 – 2021', skills, 'SAP, Excel'].join('\n'),
      )
    const variant = cv('Praktische Tätigkeiten im Ausland', 'KERNKOMPETENZEN')
    expect(variant.find((line) => line.text === 'SAP, Excel')?.section).toBe('skills')
    expect(hasStandardHeadings(variant)).toBe(false)
    expect(hasStandardHeadings(cv('Berufserfahrung', 'Kenntnisse'))).toBe(true)
  })

  it('keeps a skills word inside the skills section as a group, not a heading', () => {
    const lines = readCvStructure(
      ['Skills', 'Python, SQL', 'Tools', 'Jira, Git', 'Education', 'BSc'].join('\n'),
    )
    expect(lines.map((line) => [line.text, line.section, line.isHeading])).toEqual([
      ['Skills', 'skills', true],
      ['Python, SQL', 'skills', false],
      ['Tools', 'skills', false],
      ['Jira, Git', 'skills', false],
      ['Education', 'education', true],
      ['BSc', 'education', false],
    ])
  })
})
