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

// moderncv's classic style: the dates in a narrow left margin, wrapped after the dash, with the
// list marks of the entry's items drawn in the same row ("heute ⇥ ○ ⇥ item").
const MARGIN_DATES = [
  'Jana Kühn',
  'Praxiserfahrung',
  '• 04/2021– Stellvertretende Stationsleitung, Klinikum St. Georg, Leipzig',
  'heute\t○\tDienstplanung für ein Team von 24 Pflegekräften',
  '○ ○\tEinarbeitung neuer Mitarbeiterinnen',
  'Mitarbeit an der Einführung der elektronischen Pflegedokumentation',
  '• 10/2016– Gesundheits- und Krankenpflegerin, Diakonissenkrankenhaus',
  '03/2021 Leipzig, Leipzig',
  'f f\tPflege auf der Station für Innere Medizin',
].join('\n')

describe('dates in a margin column', () => {
  it('joins the wrapped end of a range and reads the marks in the row as list items', () => {
    const cv = parseCvText(MARGIN_DATES)
    expect(cv.experience.map((job) => [job.startDate, job.current ? 'now' : job.endDate])).toEqual([
      ['2021-04', 'now'],
      ['2016-10', '2021-03'],
    ])
    expect(cv.experience[0]?.bullets).toEqual([
      'Dienstplanung für ein Team von 24 Pflegekräften',
      'Einarbeitung neuer Mitarbeiterinnen',
      'Mitarbeit an der Einführung der elektronischen Pflegedokumentation',
    ])
    expect(cv.experience[1]?.company).toBe('Diakonissenkrankenhaus Leipzig')
    expect(cv.experience[1]?.bullets).toEqual(['Pflege auf der Station für Innere Medizin'])
  })
})

describe('complete ranges', () => {
  it('never take the next entry\'s date as their end', () => {
    const cv = parseCvText(
      'Anna Krüger\nBerufserfahrung\n03/2019 – heute\tPflegefachfrau, Charité, Berlin\n2015\tAltenpflegerin, Vivantes, Berlin',
    )
    expect(cv.experience.map((job) => [job.title, job.startDate, job.current ? 'now' : job.endDate])).toEqual([
      ['Pflegefachfrau', '2019-03', 'now'],
      ['Altenpflegerin', '2015', ''],
    ])
  })
})
