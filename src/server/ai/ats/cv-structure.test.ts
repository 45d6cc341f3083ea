import { describe, expect, it } from 'vitest'
import { readCvStructure } from './cv-structure'

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
})
