import { describe, expect, it } from 'vitest'
import { emptyCv, type CvData } from './cv.schema'
import { fromJsonResume, toJsonResume } from './json-resume'

// JSON Resume carries rich text as the same Markdown subset (docs/decisions/cv-rich-text.md): the
// schema's summary and highlights are strings, and the format's themes render them as Markdown.

const cv: CvData = {
  ...emptyCv(),
  personal: { ...emptyCv().personal, fullName: 'Jo Doe' },
  summary:
    'I build **reliable** systems and *care* about [open source](https://github.com/jdoe).\n- first\n- second',
  experience: [
    {
      id: 'e1',
      title: 'Engineer',
      company: 'ACME',
      location: '',
      startDate: '2020-01',
      endDate: '',
      current: true,
      description: 'Team of *five*',
      bullets: ['Cut costs by **30 %**', 'See [report](https://example.com/r)'],
    },
  ],
}

describe('JSON Resume and rich text', () => {
  it('exports the Markdown subset as written and imports it back unchanged', () => {
    const resume = toJsonResume(cv) as {
      basics: { summary: string }
      work: Array<{ summary?: string; highlights: string[] }>
    }
    expect(resume.basics.summary).toBe(cv.summary)
    expect(resume.work[0]?.highlights).toEqual(cv.experience[0]?.bullets)
    const back = fromJsonResume(resume)
    expect(back.summary).toBe(cv.summary)
    expect(back.experience[0]?.bullets).toEqual(cv.experience[0]?.bullets)
    expect(back.experience[0]?.description).toBe(cv.experience[0]?.description)
  })
})
