import { describe, expect, it } from 'vitest'
import { parseCvText } from './parse-cv-text'

// RenderCV's look: "Employer, Title ⇥ Town", the dates in the right column beside the first
// bullet, and a long range wrapped in that narrow column.
const RENDERCV = [
  'Giulia Ferretti',
  'Esperienze lavorative',
  'Satispay, Sviluppatrice front-end senior\tMilano',
  '• Sviluppo della dashboard esercenti in React e TypeScript\tfebbraio 2021 – oggi',
  '• Introduzione dei test visivi con Playwright',
  'Studio Navigli Digital, Sviluppatrice web\tMilano',
  '• Siti e-commerce in Vue.js per marchi di moda\tmaggio 2017 – gennaio',
  '2021',
].join('\n')

describe('dates beside bullets', () => {
  it('gives the dates to the entry, not to its first bullet, and joins a wrapped year', () => {
    const cv = parseCvText(RENDERCV)
    expect(cv.experience.map((job) => [job.startDate, job.current ? 'now' : job.endDate])).toEqual([
      ['2021-02', 'now'],
      ['2017-05', '2021-01'],
    ])
    expect(cv.experience.flatMap((job) => job.bullets)).toEqual([
      'Sviluppo della dashboard esercenti in React e TypeScript',
      'Introduzione dei test visivi con Playwright',
      'Siti e-commerce in Vue.js per marchi di moda',
    ])
  })

  it('leaves a year inside a bullet where it is', () => {
    const cv = parseCvText(
      'Jo Bloggs\nExperience\nShift Manager, Ardent Logistics\t2015 – 2020\n• Cut lost-time injuries to zero in 2019',
    )
    expect(cv.experience[0]?.bullets).toEqual(['Cut lost-time injuries to zero in 2019'])
  })
})
