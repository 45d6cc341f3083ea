import { describe, expect, it } from 'vitest'
import { ZeugnisAnalysis, ZeugnisCheckBody } from '#shared/api/zeugnis'
import { analyzeZeugnis } from './analyze-zeugnis'
import { loadCorpus } from '#tests/fixtures/zeugnis/corpus'

const corpus = loadCorpus()

describe('analyzeZeugnis', () => {
  it('answers in the shape of the shared ZeugnisAnalysis schema for every corpus text', () => {
    for (const { text, expected } of corpus) {
      const result = analyzeZeugnis({ text, jurisdiction: expected.jurisdiction, locale: 'de' })
      expect(() => ZeugnisAnalysis.parse(result)).not.toThrow()
    }
  })

  it('is deterministic', () => {
    const { text } = corpus[0] ?? { text: '' }
    expect(analyzeZeugnis({ text, jurisdiction: 'DE', locale: 'en' })).toEqual(
      analyzeZeugnis({ text, jurisdiction: 'DE', locale: 'en' }),
    )
  })

  it('quotes every phrase exactly at its offsets in the submitted text', () => {
    for (const { text, expected } of corpus) {
      for (const phrase of analyzeZeugnis({ text, jurisdiction: expected.jurisdiction, locale: 'en' })
        .coded_phrases_found) {
        if (phrase.start === undefined) continue
        expect(text.slice(phrase.start, phrase.end)).toBe(phrase.phrase)
      }
    }
  })

  it('gives the three grades as null only for texts that are not graded', () => {
    for (const { text, expected } of corpus) {
      const result = analyzeZeugnis({ text, jurisdiction: expected.jurisdiction, locale: 'en' })
      expect(result.performance_grade === null).toBe(result.overall_category === 'Unknown')
    }
  })

  it('uses the jurisdiction it was given', () => {
    const { text } = corpus.find((entry) => entry.name.startsWith('de-03')) ?? { text: '' }
    expect(analyzeZeugnis({ text, jurisdiction: 'AT', locale: 'en' }).legal_assessment).toMatchObject({
      jurisdiction: 'AT',
      challengeable: true,
    })
    expect(analyzeZeugnis({ text, jurisdiction: 'DE', locale: 'en' }).legal_assessment).toMatchObject({
      jurisdiction: 'DE',
      challengeable: false,
    })
  })
})

describe('ZeugnisCheckBody', () => {
  it('defaults the jurisdiction to DE and keeps the text as sent', () => {
    expect(ZeugnisCheckBody.parse({ referenceLetterText: '  Zeugnis ' })).toEqual({
      referenceLetterText: '  Zeugnis ',
      jurisdiction: 'DE',
    })
  })

  it.each([
    [{ referenceLetterText: '   ' }],
    [{ referenceLetterText: 'x'.repeat(60_001) }],
    [{ referenceLetterText: 'Zeugnis', jurisdiction: 'FR' }],
    [{ referenceLetterText: 'Zeugnis', occupation: 'x'.repeat(101) }],
  ])('rejects %j', (body) => {
    expect(ZeugnisCheckBody.safeParse(body).success).toBe(false)
  })
})
