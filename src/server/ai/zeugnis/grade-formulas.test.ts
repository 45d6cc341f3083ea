import { describe, expect, it } from 'vitest'
import { toGradeOutOfFive, toScore } from './combine-grades'
import { findFormulaHits } from './grade-formulas'
import { getLexicon } from './lexicon'
import { parseDocument, spanText } from './segment'

function formula(sentence: string) {
  const doc = parseDocument(sentence)
  const hits = findFormulaHits(doc, getLexicon())
  const hit = hits[0]
  return hit
    ? { ...hit, outOfFive: toGradeOutOfFive(toScore(hit.grade)), phrase: spanText(doc, hit.from, hit.to) }
    : null
}

describe('satisfaction formula (zeugnis.md §2.1)', () => {
  it.each([
    ['Er erledigte seine Aufgaben stets zu unserer vollsten Zufriedenheit.', 5],
    ['Sie erledigte ihre Aufgaben jederzeit zu unserer vollsten Zufriedenheit.', 5],
    ['Er erledigte seine Aufgaben zu unserer vollsten Zufriedenheit.', 4],
    ['Er erledigte seine Aufgaben stets zu unserer vollen Zufriedenheit.', 4],
    ['Er erledigte seine Aufgaben zu unserer vollen Zufriedenheit.', 3],
    ['Er erledigte seine Aufgaben zu unserer Zufriedenheit.', 2],
    ['Er erledigte seine Aufgaben im Großen und Ganzen zu unserer Zufriedenheit.', 1],
    ['Er hat sich bemüht, die Aufgaben zu unserer Zufriedenheit zu erledigen.', 1],
  ])('grades "%s" as %i/5', (sentence, expected) => {
    expect(formula(sentence)?.outOfFive).toBe(expected)
  })

  it('grades "stets zu unserer Zufriedenheit" as a weak 3 (7-step scale 4, personalradar weak 3)', () => {
    const hit = formula('Er erledigte seine Aufgaben stets zu unserer Zufriedenheit.')
    expect(hit?.grade).toBeGreaterThan(3)
    expect(hit?.grade).toBeLessThan(3.5)
    expect(hit?.outOfFive).toBe(3)
  })

  it('grades "stets zur vollsten Zufriedenheit" (without "unserer") like the full formula', () => {
    expect(formula('Er erledigte alles stets zur vollsten Zufriedenheit.')?.outOfFive).toBe(5)
  })

  it('grades the negated "nicht immer zu unserer vollen Zufriedenheit" as 1/5', () => {
    const hit = formula('Er erledigte seine Aufgaben nicht immer zu unserer vollen Zufriedenheit.')
    expect(hit?.isNegated).toBe(true)
    expect(hit?.outOfFive).toBe(1)
  })

  it('reads the formula through OCR noise (Swiss ss, digraphs, typo, hyphenation)', () => {
    expect(
      formula('Er erledigte seine Aufgaben stets zu unserer voll-\nsten Zufriedenhiet.')?.outOfFive,
    ).toBe(5)
    expect(
      formula('Sie erledigte ihre Aufgaben im Grossen und Ganzen zu unserer Zufriedenheit.')?.outOfFive,
    ).toBe(1)
  })

  it('quotes the whole formula including "stets"', () => {
    expect(formula('Er erledigte seine Aufgaben stets zu unserer vollsten Zufriedenheit.')?.phrase).toBe(
      'stets zu unserer vollsten Zufriedenheit',
    )
  })

  it('ignores the satisfaction of customers, which is not the employer’s formula', () => {
    expect(formula('Er bediente die Gäste zur vollsten Zufriedenheit unserer Kunden.')).toBeNull()
  })

  it('does not read "vollständig" as "vollsten"', () => {
    expect(formula('Er erledigte seine Aufgaben vollständig und zu unserer Zufriedenheit.')?.outOfFive).toBe(
      2,
    )
  })
})

describe('paraphrases of the performance summary', () => {
  it.each([
    [
      'Seine Leistungen haben unseren Erwartungen stets in jeder Hinsicht und in allerbester Weise entsprochen.',
      5,
    ],
    ['Seine Leistungen haben unsere Erwartungen stets weit übertroffen.', 5],
    ['Seine Leistungen entsprachen in jeder Hinsicht unseren Erwartungen.', 3],
    ['Er hat unseren Erwartungen entsprochen.', 2],
    ['Wir waren mit ihren Leistungen stets außerordentlich zufrieden.', 5],
    ['Wir waren mit seinen Leistungen voll und ganz zufrieden.', 4],
    ['Wir waren mit seinen Leistungen zufrieden.', 2],
    ['Seine Leistungen waren stets sehr gut.', 5],
    ['Ihre Leistungen waren stets gut.', 4],
    ['Er wurde den Anforderungen gerecht.', 2],
  ])('grades "%s" as %i/5', (sentence, expected) => {
    expect(formula(sentence)?.outOfFive).toBe(expected)
  })

  it('does not take the thanks "für seine guten Leistungen" for a performance rating', () => {
    expect(formula('Wir danken ihm für seine stets guten Leistungen.')).toBeNull()
  })

  it('reads "Mit ihrem Verhalten waren wir stets sehr zufrieden" as behaviour', () => {
    expect(formula('Mit ihrem Verhalten waren wir stets sehr zufrieden.')?.dimension).toBe('behaviour')
  })
})

describe('behaviour formula (zeugnis.md §2.2)', () => {
  it.each([
    ['Sein Verhalten gegenüber Vorgesetzten, Kollegen und Kunden war stets vorbildlich.', 5],
    ['Ihr Verhalten gegenüber Vorgesetzten und Kollegen war vorbildlich.', 4],
    ['Sein Verhalten gegenüber Vorgesetzten und Kollegen war stets einwandfrei.', 4],
    ['Sein Verhalten gegenüber Vorgesetzten und Kollegen war einwandfrei.', 3],
    ['Sein Verhalten gegenüber Vorgesetzten und Kollegen war korrekt.', 2],
    ['Sein Verhalten gab keinen Anlass zu Beanstandungen.', 2],
    ['Über sein Verhalten ist uns nichts Nachteiliges bekannt geworden.', 1],
    ['Sein Verhalten war im Großen und Ganzen einwandfrei.', 1],
    ['Ihr Verhalten gegenüber Kollegen war nicht immer einwandfrei.', 1],
  ])('grades "%s" as %i/5', (sentence, expected) => {
    expect(formula(sentence)?.outOfFive).toBe(expected)
  })

  it('does not read the idiom "nicht zu beanstanden" as a negation', () => {
    expect(formula('Sein Verhalten war nicht zu beanstanden.')?.isNegated).toBe(false)
  })
})
