import { describe, expect, it } from 'vitest'
import { ZEUGNIS_UNCERTAIN_BELOW } from '#shared/api/zeugnis'
import { createBuiltinEngine } from '#server/ai/engine'
import { lowerForUncertainWords } from './uncertain-words'

// A letter as a photo reads it: one word of its grade phrase was doubtful ("vollsten" read with
// low confidence), one outside any coded phrase ("Kreditorenbuchhaltung").
const LETTER = `Arbeitszeugnis

Frau Anna Muster war vom 01.04.2019 bis zum 31.12.2024 in unserem Unternehmen als Sachbearbeiterin in der Buchhaltung tätig.
Zu ihren Aufgaben gehörten die Kreditorenbuchhaltung und die Vorbereitung der Monatsabschlüsse.
Frau Muster arbeitete stets äußerst zuverlässig und sorgfältig. Sie erledigte die ihr übertragenen Aufgaben stets zu unserer vollsten Zufriedenheit.
Ihr Verhalten gegenüber Vorgesetzten und Kollegen war stets vorbildlich.
Wir bedauern ihr Ausscheiden sehr und wünschen ihr für ihre Zukunft alles Gute und weiterhin viel Erfolg.`

describe('uncertain words of a scanned letter', () => {
  it('leave the answer alone once corrected, lower it when left, and mark it uncertain inside a coded phrase', async () => {
    const engine = createBuiltinEngine()
    const body = { referenceLetterText: LETTER, jurisdiction: 'DE' as const }
    const analysis = await engine.zeugnisCheck(body, 'de')
    expect(analysis.confidence).toBeGreaterThanOrEqual(ZEUGNIS_UNCERTAIN_BELOW)
    // Corrected by the person: the doubtful reading is no longer in the text.
    expect(lowerForUncertainWords(analysis, { ...body, uncertainWords: ['vo11sten'] })).toEqual(analysis)
    const outside = lowerForUncertainWords(analysis, { ...body, uncertainWords: ['Kreditorenbuchhaltung'] })
    expect(outside.confidence).toBeLessThan(analysis.confidence)
    expect(outside.confidence).toBeGreaterThanOrEqual(ZEUGNIS_UNCERTAIN_BELOW)
    const inside = lowerForUncertainWords(analysis, { ...body, uncertainWords: ['vollsten'] })
    expect(inside.confidence).toBeLessThan(ZEUGNIS_UNCERTAIN_BELOW)
    expect(inside.overall_category).toBe(analysis.overall_category)
  })

  it('make "grades nothing" uncertain when the letter holds words that were hard to read', async () => {
    const engine = createBuiltinEngine()
    // What is left of a letter whose grading sentences were misread past recognition (as a small
    // photo reads them): only the job and its dates.
    const misread = `Zeugnis

Herr Markus Heinemann war vom 01.10.2016 bis zum 31.12.2022 bei der Stadtwerke Lindenau GmbH als Sachbearbeiter in der Abteilung Kundenabrechnung beschäftigt.
Zu seinen Aufgaben gehörten die Prüfung von Zählerständen und die Bearbeitung von Reklamationen.
Hcrr Heinemann crledigte dio ihm übortragenen Aufgabon stcts zu unscrer Zufriodenhoit.`
    const body = { referenceLetterText: misread, jurisdiction: 'DE' as const }
    const analysis = await engine.zeugnisCheck(body, 'de')
    if (analysis.overall_category !== 'Unknown') return expect.fail(`expected a reading that grades nothing, got ${analysis.overall_category}`)
    expect(lowerForUncertainWords(analysis, body)).toEqual(analysis)
    const doubtful = lowerForUncertainWords(analysis, { ...body, uncertainWords: ['Zufriodenhoit'] })
    expect(doubtful.confidence).toBeLessThan(ZEUGNIS_UNCERTAIN_BELOW)
    expect(doubtful.overall_category).toBe('Unknown')
  })
})
