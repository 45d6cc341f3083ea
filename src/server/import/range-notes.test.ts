import { describe, expect, it } from 'vitest'
import { findDateRange, noteAfterRange } from '#server/text/dates'
import { parseCvText } from './parse-cv-text'

// A bracketed note after a date range ("03/2023 – heute (berufsbegleitend)") is about the entry:
// kept in its text, never read as its name, title or institution. Synthetic inputs.

const cvWith = (...lines: string[]) =>
  parseCvText(['Alex Beispiel', 'alex@example.org', '', ...lines].join('\n'))

describe('a note in brackets after a date range', () => {
  it.each([
    ['03/2023 – heute (berufsbegleitend)\tBilanzbuchhalter IHK', 'berufsbegleitend'],
    ['2021 - 2022 (part-time) Analyst', 'part-time'],
    ['09/2020 – 08/2022 [en alternance]', 'en alternance'],
    ['2019 – 2021 (2 Jahre) Entwickler', ''],
    ['2019 – 2021 Entwickler (remote)', ''],
  ])('reads "%s"', (line, note) => {
    const range = findDateRange(line)
    expect(range).not.toBeNull()
    if (range) expect(noteAfterRange(line, range).note).toBe(note)
  })

  it.each([
    ['de', 'Weiterbildung', 'berufsbegleitend', 'Bilanzbuchhalter IHK', 'IHK Stuttgart', 'heute'],
    ['en', 'Training', 'part-time', 'Accounting Diploma', 'City College', 'present'],
    ['fr', 'Formation continue', 'en alternance', 'Gestion de paie', 'Institut Exemple', "aujourd'hui"],
    ['es', 'Cursos', 'a distancia', 'Contabilidad avanzada', 'Academia Ejemplo', 'actualidad'],
    ['it', 'Corsi', 'online', 'Contabilità avanzata', 'Accademia Esempio', 'oggi'],
    ['pt', 'Cursos complementares', 'pós-laboral', 'Contabilidade avançada', 'Academia Exemplo', 'atual'],
    ['nl', 'Cursussen', 'deeltijd', 'Boekhouden gevorderd', 'Voorbeeld Academie', 'heden'],
    ['pl', 'Szkolenia', 'zaocznie', 'Rachunkowość zaawansowana', 'Akademia Przykład', 'obecnie'],
  ])(
    'keeps the note of a running course out of its name (%s)',
    (_language, heading, note, name, institution, now) => {
      const cv = cvWith(heading, `03/2023 – ${now} (${note})\t${name}, ${institution}`)
      expect(
        cv.courses?.map((course) => [course.name, course.institution, course.startDate, course.endDate]),
      ).toEqual([[name, institution, '2023-03', '']])
      expect(cv.courses?.[0]?.description).toBe(note)
    },
  )

  it("keeps a job's note in its description, not as its title (de, en)", () => {
    const de = cvWith(
      'Berufserfahrung',
      '04/2019 – heute (Teilzeit)\tBuchhalterin, Autohaus Muster GmbH, Esslingen',
      '- Kreditoren',
    )
    expect(de.experience.map((job) => [job.title, job.company, job.current, job.description])).toEqual([
      ['Buchhalterin', 'Autohaus Muster GmbH', true, 'Teilzeit'],
    ])
    const en = cvWith('Experience', 'Jan 2020 – Present (part-time)\tData Analyst, Example Corp')
    expect(en.experience.map((job) => [job.title, job.company, job.description])).toEqual([
      ['Data Analyst', 'Example Corp', 'part-time'],
    ])
    // "Remote" is where the job was done: the place, as a place in brackets is.
    const remote = cvWith('Experience', 'Jan 2020 – Present (remote)\tData Analyst, Example Corp')
    expect(remote.experience.map((job) => [job.title, job.company, job.location])).toEqual([
      ['Data Analyst', 'Example Corp', 'remote'],
    ])
  })

  it('reads the line under a date alone as the course, its note on the next line kept (de, fr)', () => {
    const de = cvWith(
      'Weiterbildung',
      '03/2023 – heute',
      'Bilanzbuchhalter IHK, IHK Stuttgart',
      '(berufsbegleitend)',
    )
    expect(
      de.courses?.map((course) => [
        course.name,
        course.institution,
        course.startDate,
        course.endDate,
        course.description,
      ]),
    ).toEqual([['Bilanzbuchhalter IHK', 'IHK Stuttgart', '2023-03', '', '(berufsbegleitend)']])
    const fr = cvWith('Formation continue', '2022 – 2023', 'Gestion de paie, Institut Exemple')
    expect(fr.courses?.map((course) => [course.name, course.institution, course.description])).toEqual([
      ['Gestion de paie', 'Institut Exemple', ''],
    ])
  })

  it('reads a town in brackets after the range as the place, as before (de)', () => {
    const cv = cvWith('Berufserfahrung', '04/2019 – heute (Berlin)\tBuchhalter, Muster GmbH')
    expect(cv.experience.map((job) => [job.title, job.company, job.location, job.description])).toEqual([
      ['Buchhalter', 'Muster GmbH', 'Berlin', ''],
    ])
  })
})

describe('a note in brackets after the dates of studies', () => {
  it('is kept in the entry details, never read as the subject', () => {
    const cv = cvWith(
      'Ausbildung',
      '09/2022 – heute (berufsbegleitend)\tB.A. Betriebswirtschaft, FernUniversität in Hagen',
    )
    expect(
      cv.education.map((entry) => [entry.degree, entry.field, entry.institution, entry.details]),
    ).toEqual([['B.A.', 'Betriebswirtschaft', 'FernUniversität in Hagen', ['berufsbegleitend']]])
  })
})
