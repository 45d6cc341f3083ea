import { describe, expect, it } from 'vitest'
import { toLines } from '#server/text/lines'
import { guessKind } from './layout-headings'
import { parseCvText } from './parse-cv-text'

// Headings no word list knows, recognised by how they are set (larger type, numbering like the
// CV's other headings) and given the kind their entries show. Synthetic inputs.

describe('headings by layout', () => {
  it('opens a section at a numbered heading when the CV numbers its headings, and guesses its kind', () => {
    const cv = parseCvText(
      [
        'Sam Voorbeeld',
        'sam@example.nl',
        '',
        '1. Werkervaring',
        'Ontwikkelaar, Voorbeeld BV\t2019 – 2023',
        '2. Mijn reis',
        'Zes maanden door Zuid-Amerika gereisd en Spaans geleerd.',
        '3. Gereedschapskist',
        'Python, SQL, Docker',
        'Git, Linux',
      ].join('\n'),
    )
    expect(cv.experience.map((job) => job.title)).toEqual(['Ontwikkelaar'])
    expect(cv.experience[0]?.bullets ?? []).toEqual([])
    expect(cv.customSections?.map((section) => section.title)).toEqual(['Mijn reis'])
    expect(cv.skills.flatMap((group) => group.items.map((item) => item.name))).toEqual(['Python', 'SQL', 'Docker', 'Git', 'Linux'])
  })

  it('leaves a numbered list item alone in a CV whose headings are not numbered', () => {
    const cv = parseCvText(['Ana Beispiel', 'ana@example.de', '', 'Auszeichnungen', '1. Platz Hackathon Musterstadt 2019'].join('\n'))
    expect(cv.awards?.map((award) => award.title)).toEqual(['1. Platz Hackathon Musterstadt'])
    expect(cv.customSections).toBeUndefined()
  })

  it('opens a section at a line the PDF set in larger type, whatever its word', () => {
    const text = ['Ana Ejemplo', 'ana@example.es', '', 'Experiencia', 'Desarrolladora, Ejemplo SL\t2019 – 2023', 'Especialidades punteras', 'Kubernetes, Terraform, AWS']
    const without = parseCvText(text.join('\n'))
    expect(without.skills).toEqual([])
    const withLayout = parseCvText(text.join('\n'), { headings: ['Especialidades punteras'] })
    expect(withLayout.skills.flatMap((group) => group.items.map((item) => item.name))).toEqual(['Kubernetes', 'Terraform', 'AWS'])
    expect(withLayout.experience).toHaveLength(1)
  })

  it('keeps a job title in larger type above its dates inside the experience', () => {
    const cv = parseCvText(
      ['Ana Ejemplo', 'ana@example.es', '', 'Experience', 'Backend Developer', 'Acme Ltd\t2019 – 2023', 'Data Analyst', 'Beta Inc\t2016 – 2019'].join('\n'),
      { headings: ['Backend Developer', 'Data Analyst'] },
    )
    expect(cv.experience.map((job) => [job.title, job.company])).toEqual([
      ['Backend Developer', 'Acme Ltd'],
      ['Data Analyst', 'Beta Inc'],
    ])
    expect(cv.customSections).toBeUndefined()
  })

  it('guesses the kind from the entries: dated jobs, degrees, short lists, anything else', () => {
    const lines = (...texts: string[]) => toLines(texts.join('\n'))
    expect(guessKind(lines('Senior Engineer, Acme GmbH\t2019 – 2021'), 'skills')).toBe('experience')
    expect(guessKind(lines('Master of Science, University of Example\t2015 – 2017'), 'skills')).toBe('education')
    expect(guessKind(lines('React, Vue, Svelte'), 'summary')).toBe('skills')
    expect(guessKind(lines('I like long walks along the river.'), 'summary')).toBe('other')
    expect(guessKind(lines('Engineer, Acme GmbH\t2019 – 2021'), 'experience')).toBe('continue')
  })
})
