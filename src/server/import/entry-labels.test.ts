import { describe, expect, it } from 'vitest'
import { parseCvText } from './parse-cv-text'

// Theme layouts that label parts of each entry with a heading word ("Highlights", "Courses")
// and print the employer's web address under its name.
// Synthetic inputs.

describe('entry labels and heads', () => {
  it('reads a heading word repeated under each entry as a label, not as a new section', () => {
    const cv = parseCvText(
      [
        'Ana Example',
        'ana@example.org',
        '',
        'Work',
        'Acme Ltd\t2019-05-01 — 2021-01-01',
        'https://acme.example.com',
        'Backend Developer',
        'Highlights',
        '• Built the billing service',
        'Beta GmbH\t2016-01-01 — 2019-04-01',
        'https://beta.example.com',
        'Data Analyst',
        'Highlights',
        '• Ran the reporting',
        'Education',
        'Example University\t2012 – 2016',
        'BSc Computer Science',
        'Courses',
        '• Databases',
        'Other University\t2010 – 2012',
        'Diploma',
        'Courses',
        '• Statistics',
      ].join('\n'),
    )
    expect(cv.experience.map((job) => [job.title, job.company, job.location])).toEqual([
      ['Backend Developer', 'Acme Ltd', ''],
      ['Data Analyst', 'Beta GmbH', ''],
    ])
    expect(cv.summary).toBe('')
    expect(cv.education).toHaveLength(2)
    expect(cv.courses).toBeUndefined()
  })
})
