import { describe, expect, it } from 'vitest'
import { extractEducation } from './extract-education'
import { toLines } from '#server/text/lines'

describe('extractEducation', () => {
  it('reads the degree listed as an item under the subject, and a subject named with words firms use', () => {
    const entries = extractEducation(
      toLines(
        [
          'Universidad del Norte\t2020-08 — 2025-06',
          'Software Engineering',
          "• Bachelor's Degree",
          'Escuela Técnica Central\t2018-02 — 2020-01',
          'Information Technology',
          'Bachelor of Engineering',
        ].join('\n'),
      ),
    )
    expect(entries).toMatchObject([
      { degree: "Bachelor's Degree", field: 'Software Engineering', institution: 'Universidad del Norte', endDate: '2025-06' },
      { degree: 'Bachelor of Engineering', field: 'Information Technology', institution: 'Escuela Técnica Central', endDate: '2020-01' },
    ])
  })

  it('keeps a description under the school out of the degree', () => {
    const [entry] = extractEducation(
      toLines(['Universidad del Norte\t2016 – 2020', 'Licenciatura en Matemáticas', '• Thesis on graph colouring with a prize of the faculty.'].join('\n')),
    )
    expect(entry).toMatchObject({ degree: 'Licenciatura', field: 'Matemáticas', institution: 'Universidad del Norte' })
    expect(entry?.details).toEqual(['Thesis on graph colouring with a prize of the faculty.'])
  })

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

  const schools = (text: string) =>
    extractEducation(toLines(text)).map((entry) => [
      `${entry.degree} ${entry.field}`.trim(),
      entry.institution,
      entry.gpa,
    ])

  it('reads a subject with no degree word beside a school, in several languages', () => {
    expect(schools('Computer Science, TU Berlin, 2015 – 2019')).toEqual([
      ['Computer Science', 'TU Berlin', ''],
    ])
    expect(schools('2012 – 2015    Économie, Université de Rennes')).toEqual([
      ['Économie', 'Université de Rennes', ''],
    ])
    expect(schools('2014 – 2018    Psicologia, Universidade do Minho')).toEqual([
      ['Psicologia', 'Universidade do Minho', ''],
    ])
  })

  it('reads a qualification named by its letters and the body that awards it, named with its town', () => {
    expect(
      schools(
        '2017 – 2020    Certified Management Accountant (CMA)\nInstitute of Management Accountants, Montvale',
      ),
    ).toEqual([['Certified Management Accountant (CMA)', 'Institute of Management Accountants', '']])
    expect(
      schools(
        '09/2018 – 06/2021    Chartered Surveyor (MRICS)\nRoyal Institution of Chartered Surveyors, London',
      ),
    ).toEqual([['Chartered Surveyor (MRICS)', 'Royal Institution of Chartered Surveyors', '']])
    expect(
      schools(
        '2019 – 2021    Geprüfte Bilanzbuchhalterin (IHK)\nFachkreis Rechnungswesen Nürnberg, Nürnberg',
      ),
    ).toEqual([['Geprüfte Bilanzbuchhalterin (IHK)', 'Fachkreis Rechnungswesen Nürnberg', '']])
  })

  it('reads a grade written without a label', () => {
    expect(schools('BSc Geography, University of Durham, 2012 – 2015, Upper Second Class Honours')).toEqual([
      ['BSc Geography', 'University of Durham', 'Upper Second Class Honours'],
    ])
    expect(
      schools('2016 – 2018    Master of Arts Philosophie, Universität Tübingen\nmit Auszeichnung'),
    ).toEqual([['Master of Arts Philosophie', 'Universität Tübingen', 'mit Auszeichnung']])
    expect(schools('2013 – 2016    Laurea in Economia, Università di Pisa\n110/110 e lode')).toEqual([
      ['Laurea Economia', 'Università di Pisa', '110/110 e lode'],
    ])
  })

  it('reads schools printed as cards side by side card by card, not row by row', () => {
    const entries = extractEducation(
      toLines(
        [
          'Escuela Técnica Central\tInstituto Nacional de Redes',
          'Jan 2019 - Dec 2020\tJan 2016 - Dec 2017',
          'Bachelor - Desarrollo de Software\tTécnico - Redes de Datos',
        ].join('\n'),
      ),
    )
    expect(entries).toMatchObject([
      { institution: 'Escuela Técnica Central', endDate: '2020-12' },
      { institution: 'Instituto Nacional de Redes', endDate: '2017-12' },
    ])
    expect(`${entries[0]?.degree} ${entries[0]?.field}`).toContain('Desarrollo de Software')
    expect(`${entries[1]?.degree} ${entries[1]?.field}`).toContain('Redes de Datos')
  })

  it('joins a head cut by a narrow column, before or after its dates, and keeps a course list out of it', () => {
    const entries = extractEducation(
      toLines(
        [
          'Licenciatura en Ingeniería de Sistemas e Informática at Universidad\tMar 2016 - Jun 2021',
          'Técnica del Norte',
          'Major courses: Bases de Datos · Redes',
          'University Programme Degree in Applied Informatics &\tJan 2022 - Dec 2023',
          'Multimedia Design at Instituto Superior del Litoral',
        ].join('\n'),
      ),
    )
    expect(entries).toMatchObject([
      { institution: 'Universidad Técnica del Norte', endDate: '2021-06' },
      { institution: 'Instituto Superior del Litoral', endDate: '2023-12' },
    ])
    expect(`${entries[0]?.degree} ${entries[0]?.field}`).not.toContain('Major courses')
    expect(`${entries[1]?.degree} ${entries[1]?.field}`).toContain('Multimedia Design')
  })

  it('reads what follows the degree in a comma list as the body that awarded it', () => {
    const [entry] = extractEducation(toLines(['Diseño Gráfico, Two-year technical degree, Centro Almara', '2018 – 2020'].join('\n')))
    expect(entry).toMatchObject({ institution: 'Centro Almara', endDate: '2020' })
  })

  it('keeps a school named with its faculty or its acronym after a dash as one name, but not a degree before it', () => {
    const school = (line: string) => extractEducation(toLines([line, 'Licenciatura en Economía', '2016 – 2020'].join('\n')))[0]?.institution
    expect(school('Universidad del Norte - Facultad de Ciencias Económicas')).toBe('Universidad del Norte - Facultad de Ciencias Económicas')
    expect(school('Universidade Federal do Sul – UFSU')).toBe('Universidade Federal do Sul – UFSU')
    const [entry] = extractEducation(toLines(['MBA - Universidad del Norte', '2016 – 2020'].join('\n')))
    expect(entry).toMatchObject({ degree: 'MBA', institution: 'Universidad del Norte' })
  })

  it('reads the only item under a school and its subject as the degree', () => {
    const [entry] = extractEducation(
      toLines(['Centro de Estudios Almara\t2012-09-01 — 2014-05-01', '  Information Technology', '• Certificate of Higher Education in Applications Development'].join('\n')),
    )
    expect(entry).toMatchObject({
      degree: 'Certificate of Higher Education in Applications Development',
      field: 'Information Technology',
      institution: 'Centro de Estudios Almara',
      endDate: '2014-05',
    })
    const [course] = extractEducation(toLines(['Universidad del Sur\t2016 – 2020', 'Computer Engineering', '• CS2040 - Data Structures'].join('\n')))
    expect(course).toMatchObject({ degree: 'Computer Engineering', institution: 'Universidad del Sur' })
  })

  it('reads what follows "at" in a head as the school, even without a school word', () => {
    const entries = extractEducation(
      toLines(
        [
          'Profesional Ingeniero de Sistemas at Corporación Remington\tJan 2016 - Dec 2022',
          'Certificate of Completion Front-End Development Feb 2016 - Jan 2017',
          'at Year Up',
        ].join('\n'),
      ),
    )
    expect(entries.map((entry) => entry.institution)).toEqual(['Corporación Remington', 'Year Up'])
    expect(entries[0]?.degree).toBe('Profesional Ingeniero de Sistemas')
  })
})
