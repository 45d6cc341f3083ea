import { describe, expect, it } from 'vitest'
import { parseCvText } from './parse-cv-text'

// The sections beyond jobs and schools (issue 29) as CVs head them in their languages, and what
// has no section of its own: each is filled, none is read as a job, nothing is dropped.
// Synthetic inputs, written for these rules.

const cvWith = (...lines: string[]) =>
  parseCvText(['Alex Muster', 'alex@example.org', '', 'Experience', 'Engineer, Acme Ltd\t2019 – 2023', ...lines].join('\n'))

describe('further sections', () => {
  it('reads volunteering as volunteering, not as a job (de)', () => {
    const cv = cvWith('Ehrenamt', 'Jugendtrainer, TSV Musterstadt\t2015 – 2020', '• Training zweimal pro Woche')
    expect(cv.experience).toHaveLength(1)
    expect(cv.volunteering?.map((item) => [item.role, item.organization, item.startDate, item.endDate])).toEqual([
      ['Jugendtrainer', 'TSV Musterstadt', '2015', '2020'],
    ])
    expect(cv.volunteering?.[0]?.bullets).toEqual(['Training zweimal pro Woche'])
  })

  it('keeps undated volunteering lines (fr)', () => {
    const cv = cvWith('Bénévolat', 'Secouriste, Croix-Rouge', 'Trésorier, Club de lecture')
    expect(cv.volunteering?.map((item) => [item.role, item.organization])).toEqual([
      ['Secouriste', 'Croix-Rouge'],
      ['Trésorier', 'Club de lecture'],
    ])
  })

  it('reads talks and publications as publications, never as jobs (en, es)', () => {
    const cv = cvWith(
      'Talks',
      'Scaling queues without tears – ExampleConf\t2022',
      'Publicaciones',
      'Pérez, A. (2020). Un estudio de ejemplo. Revista de Pruebas, 3(2), 10–20. https://doi.org/10.1234/abcd',
    )
    expect(cv.experience).toHaveLength(1)
    expect(cv.publications?.map((item) => [item.name, item.publisher, item.date])).toEqual([
      ['Scaling queues without tears', 'ExampleConf', '2022'],
      ['Pérez, A. (2020). Un estudio de ejemplo. Revista de Pruebas, 3(2), 10–20.', '', '2020'],
    ])
    expect(cv.publications?.[1]?.url).toBe('https://doi.org/10.1234/abcd')
  })

  it('reads awards with who gave them and when (it)', () => {
    const cv = cvWith('Premi', 'Borsa di merito, Università di Esempio\t2018')
    expect(cv.awards?.map((item) => [item.title, item.awarder, item.date])).toEqual([
      ['Borsa di merito', 'Università di Esempio', '2018'],
    ])
  })

  it('reads courses with their dates, a running one open-ended (de, nl, pl)', () => {
    const de = cvWith('Weiterbildung', 'Scrum-Grundlagen, Agile Akademie\t03/2022', 'Fachwirt (IHK)\t03/2023 – heute')
    expect(de.courses?.map((item) => [item.name, item.institution, item.startDate, item.endDate])).toEqual([
      ['Scrum-Grundlagen', 'Agile Akademie', '', '2022-03'],
      ['Fachwirt (IHK)', '', '2023-03', ''],
    ])
    expect(de.certifications).toEqual([])
    expect(cvWith('Cursussen', 'Projectmanagement, Voorbeeld Academie\t2021').courses).toHaveLength(1)
    expect(cvWith('Szkolenia', 'Szkolenie BHP\t2020').courses?.[0]?.name).toBe('Szkolenie BHP')
  })

  it('reads referees, and "on request" as the option (en, de, pt)', () => {
    const named = cvWith('References', 'Jane Roe', 'Head of IT, Acme Ltd', 'jane.roe@example.org')
    expect(named.references?.map((item) => [item.name, item.position, item.contact])).toEqual([
      ['Jane Roe', 'Head of IT, Acme Ltd', 'jane.roe@example.org'],
    ])
    expect(cvWith('Referenzen', 'Referenzen auf Anfrage').referencesOnRequest).toBe(true)
    expect(cvWith('Referências mediante pedido').referencesOnRequest).toBe(true)
  })

  it('puts a section the builder has no place for in a custom section under its own heading', () => {
    const cv = cvWith('SONSTIGES', 'Führerschein Klasse B', 'Erste Hilfe: Grundkurs 2019')
    expect(cv.customSections?.map((section) => section.title)).toEqual(['Sonstiges'])
    expect(cv.customSections?.[0]?.entries.map((entry) => [entry.title, entry.description, entry.startDate])).toEqual([
      ['Führerschein Klasse B', '', ''],
      ['Erste Hilfe', 'Grundkurs', '2019'],
    ])
  })

  it('keeps an inline "Other: …" line with its label as the title', () => {
    const cv = cvWith('Loisirs', 'Voile', 'Informations complémentaires: permis B, disponible immédiatement')
    expect(cv.customSections?.[0]?.title).toBe('Informations complémentaires')
    expect(cv.customSections?.[0]?.entries[0]?.title).toMatch(/permis B/)
  })
})
