import { describe, expect, it } from 'vitest'
import { extractEducation } from './extract-education'
import { toLines } from '#server/text/lines'

describe('extractEducation', () => {
  it('joins a school name that a narrow column cut at its hyphen', () => {
    const [entry] = extractEducation(
      toLines(
        [
          'Bachelor of Science, Informatik',
          'Okt. 2013 – Sept. 2017',
          'Rheinische Friedrich-Wilhelms-',
          'Universität Bonn · Bonn',
          'Abschlussnote: 2,1',
        ].join('\n'),
      ),
    )
    expect(entry).toMatchObject({
      degree: 'Bachelor of Science',
      field: 'Informatik',
      institution: 'Rheinische Friedrich-Wilhelms-Universität Bonn',
      location: 'Bonn',
      endDate: '2017-09',
    })
  })

  it('reads a name set off after the school on its line as the town, not the subject', () => {
    const [entry] = extractEducation(
      toLines(
        ['Abitur', 'Aug. 2005 – Juni 2013', 'Gymnasium Zellerfeld Hauptstraße · Zellerfeld'].join('\n'),
      ),
    )
    expect(entry).toMatchObject({
      degree: 'Abitur',
      field: '',
      institution: 'Gymnasium Zellerfeld Hauptstraße',
      location: 'Zellerfeld',
      endDate: '2013-06',
    })
  })

  it('keeps a subject that follows the degree on its line', () => {
    const [entry] = extractEducation(toLines('B.Sc. · Informatik\t2013 – 2017\nUniversität Bonn'))
    expect(entry).toMatchObject({ degree: 'B.Sc.', field: 'Informatik', institution: 'Universität Bonn' })
  })
})
