import { describe, expect, it } from 'vitest'
import { emptyCv } from '#shared/cv/cv.schema'
import { buildCvView } from './cv-view'

// A course has no "ongoing" box: one with a start and no end is still running and prints as a
// range to the present, never as the single date it would read as obtained on. Synthetic content.

const cvWithCourse = (startDate: string, endDate: string) => ({
  ...emptyCv(),
  courses: [
    {
      id: 'c1',
      name: 'Bilanzbuchhalter IHK',
      institution: 'IHK Stuttgart',
      startDate,
      endDate,
      description: '',
    },
  ],
})
const courseDates = (startDate: string, endDate: string, locale: 'de' | 'en') =>
  buildCvView(cvWithCourse(startDate, endDate), locale).extraSections.find(
    (section) => section.key === 'courses',
  )?.entries[0]?.dates

describe('course dates', () => {
  it('prints a running course up to the present (de, en)', () => {
    expect(courseDates('2023-03', '', 'de')).toMatch(/^03\/2023 – heute$|2023 – heute$/)
    expect(courseDates('2023-03', '', 'en')).toMatch(/2023 – (?:present|Present)$/)
  })

  it('prints a finished course with its end, a one-date course with its date alone', () => {
    expect(courseDates('2022-01', '2022-06', 'de')).toMatch(/2022 – .*2022$/)
    expect(courseDates('', '2022-06', 'de')).not.toContain('–')
  })
})
