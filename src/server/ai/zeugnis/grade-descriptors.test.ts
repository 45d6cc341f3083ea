import { describe, expect, it } from 'vitest'
import { toGradeOutOfFive, toScore } from './combine-grades'
import { findDescriptorHits } from './grade-descriptors'
import { getLexicon } from './lexicon'
import { parseDocument } from './segment'

function describeSentence(sentence: string) {
  const doc = parseDocument(sentence)
  return findDescriptorHits(doc, getLexicon(), []).map((hit) => ({
    ...hit,
    outOfFive: toGradeOutOfFive(toScore(hit.grade)),
  }))
}

function gradeOf(sentence: string): number | undefined {
  return describeSentence(sentence)[0]?.outOfFive
}

describe('free statements graded by their wording', () => {
  it.each([
    ['Er arbeitete stets äußerst sorgfältig, selbständig und zuverlässig.', 5],
    ['Er verfügt über ein umfassendes und fundiertes Fachwissen.', 5],
    ['Sie zeigte stets außergewöhnliches Engagement.', 5],
    ['Er arbeitete stets sehr sorgfältig.', 4],
    ['Sie zeigte stets großes Engagement.', 4],
    ['Er verfügt über ein fundiertes Fachwissen.', 4],
    ['Er arbeitete sorgfältig und selbständig.', 3],
    ['Er zeigte Engagement.', 3],
    ['Er verfügte über solide Fachkenntnisse.', 3],
    ['Sie verfügte über die erforderlichen Kenntnisse.', 2],
    ['Er arbeitete im Wesentlichen selbständig.', 2],
    ['Sie zeigte Engagement, wenn es von ihr verlangt wurde.', 2],
    ['Er verfügte über Grundkenntnisse in der Lagerlogistik.', 2],
    ['Er zeigte im Großen und Ganzen Einsatzbereitschaft.', 1],
  ])('grades "%s" as %i/5', (sentence, expected) => {
    expect(gradeOf(sentence)).toBe(expected)
  })

  it('counts separate praise of two things no higher than each ("großes Engagement und hohe Einsatzbereitschaft")', () => {
    expect(gradeOf('Er zeigte stets großes Engagement und hohe Einsatzbereitschaft.')).toBe(4)
  })

  it('reads "auch unter hoher Belastung" as praise, not "hoher" as an intensifier of the person', () => {
    expect(gradeOf('Auch unter hoher Belastung behielt er stets den Überblick.')).toBe(5)
  })

  it('treats "geschätzt" as praise in itself', () => {
    expect(gradeOf('Er wurde von Vorgesetzten und Kollegen gleichermaßen geschätzt.')).toBe(4)
  })

  it('marks a restriction and a negation', () => {
    expect(describeSentence('Er arbeitete weitgehend selbständig.')[0]?.isRestricted).toBe(true)
    expect(describeSentence('Er arbeitete nicht immer sorgfältig.')[0]?.isNegated).toBe(true)
  })

  it('does not read "nicht nur …, sondern auch" or "ließ sich nicht aus der Ruhe bringen" as negations', () => {
    expect(
      describeSentence('Er überzeugte nicht nur fachlich, sondern auch durch sein Engagement.')[0]?.isNegated,
    ).toBe(false)
    expect(
      describeSentence('Auch unter Termindruck ließ er sich nicht aus der Ruhe bringen.')[0]?.isNegated,
    ).toBe(false)
  })

  it('ignores plain adjectives in the list of duties', () => {
    expect(
      describeSentence(
        'Zu ihren Aufgaben gehörten die selbständige Betreuung der Kasse und die Warenannahme.',
      ),
    ).toEqual([])
  })

  it('skips the sentences it is told to skip (the closing)', () => {
    const doc = parseDocument('Wir danken ihm für die gute Zusammenarbeit.')
    expect(findDescriptorHits(doc, getLexicon(), [], new Set([0]))).toEqual([])
  })
})
