import { describe, expect, it } from 'vitest'
import { emptyCv, type CvData } from '#shared/cv/cv.schema'

import { humanizeChanges } from './humanize-review'

// Issue 16: humanize shows each change before and after; accepting writes it, undoing restores.

const labels = { summary: 'Summary', bullet: (role: string, n: number) => `${role}, bullet ${n}` }

function cv(): CvData {
  return {
    ...emptyCv(),
    summary: 'I am a dynamic professional.',
    experience: [
      {
        id: 'e1',
        title: 'Accountant',
        company: 'Acme',
        location: '',
        startDate: '2020',
        endDate: '',
        current: true,
        bullets: ['Closed the books for 3 companies', 'Leveraged Excel for reporting'],
        description: '',
      },
    ],
  }
}

const reply = (summary: string, lines: string[]) => ({
  success: true,
  message: '',
  humanized: {
    personalInfo: { summary },
    experience: [{ responsibilities: lines }],
    education: [],
    skills: [],
  },
})

describe('humanizeChanges', () => {
  it('lists only what differs, each with a place to write it back', () => {
    const base = cv()
    const changes = humanizeChanges(
      base,
      reply('I am a professional.', ['Closed the books for 3 companies', 'Used Excel for reporting']),
      labels,
    )
    expect(changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Summary', 'I am a dynamic professional.', 'I am a professional.'],
      ['Accountant, bullet 2', 'Leveraged Excel for reporting', 'Used Excel for reporting'],
    ])
    const accepted = changes[1]?.write(base, changes[1].after)
    expect(accepted?.experience[0]?.bullets).toEqual([
      'Closed the books for 3 companies',
      'Used Excel for reporting',
    ])
    const undone = changes[1]?.write(accepted ?? base, changes[1].before)
    expect(undone?.experience[0]?.bullets).toEqual(base.experience[0]?.bullets)
  })

  it('is empty when the reply changes nothing: the page then says "Nothing to change"', () => {
    const base = cv()
    expect(humanizeChanges(base, reply(base.summary, base.experience[0]?.bullets ?? []), labels)).toEqual([])
  })
})
