import { describe, expect, it } from 'vitest'
import { analyzeZeugnis } from './analyze-zeugnis'
import { loadCorpus, scoreCorpus, splitOf, UNSEEN_CORPUS_DIR } from '#tests/fixtures/zeugnis/corpus'

// The targets of issue 6 on the hand-written corpus (tests/fixtures/zeugnis). Latency is measured by
// bench/zeugnis.bench.ts, not here: it depends on the machine.
const corpus = loadCorpus()
const score = scoreCorpus(corpus, ({ text, expected }) =>
  analyzeZeugnis({
    text,
    jurisdiction: expected.jurisdiction,
    occupation: expected.occupation,
    locale: 'en',
  }),
)

describe('ZeugnisCheck corpus', () => {
  it('has at least 60 letters from DE, CH and AT, and texts that are not letters', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(60)
    for (const prefix of ['de-', 'ch-', 'at-', 'nl-'])
      expect(corpus.some((entry) => entry.name.startsWith(prefix))).toBe(true)
  })

  it('covers every grade 1–5 in every dimension', () => {
    for (const dimension of ['performance', 'behaviour', 'engagement'] as const) {
      const grades = new Set(
        corpus.flatMap(({ expected }) => (expected.grades ? [expected.grades[dimension]] : [])),
      )
      expect([...grades].sort()).toEqual([1, 2, 3, 4, 5])
    }
  })

  it('gets the category right for at least 90 % of the letters', () => {
    expect(score.categoryAccuracy).toBeGreaterThanOrEqual(0.9)
  })

  it('misses the grade by at most 0.4 on average in each dimension', () => {
    expect(score.gradeMae.performance).toBeLessThanOrEqual(0.4)
    expect(score.gradeMae.behaviour).toBeLessThanOrEqual(0.4)
    expect(score.gradeMae.engagement).toBeLessThanOrEqual(0.4)
  })

  it('finds at least 90 % of the expected coded phrases', () => {
    expect(score.codeRecall).toBeGreaterThanOrEqual(0.9)
  })

  it('recognises the letter type, the omissions and whether the letter can be challenged', () => {
    for (const result of score.cases) {
      const { expected, analysis } = result
      if (expected.letterType !== undefined)
        expect({ name: result.name, type: analysis.letter_type }).toEqual({
          name: result.name,
          type: expected.letterType,
        })
      if (expected.challengeable !== undefined)
        expect({ name: result.name, challengeable: analysis.legal_assessment.challengeable }).toEqual({
          name: result.name,
          challengeable: expected.challengeable,
        })
      for (const item of expected.omissions ?? [])
        expect(analysis.omissions.map((omission) => omission.item)).toContain(item)
    }
  })
})

// Issue 17: the second corpus, written after the engine; its hold-out part never tuned it.
const unseen = loadCorpus(UNSEEN_CORPUS_DIR)
describe.each([
  ['tune', unseen.filter((entry) => splitOf(entry) === 'tune')],
  ['hold-out', unseen.filter((entry) => splitOf(entry) === 'holdout')],
])('ZeugnisCheck second corpus, %s part', (_, cases) => {
  const result = scoreCorpus(cases, ({ text, expected }) =>
    analyzeZeugnis({
      text,
      jurisdiction: expected.jurisdiction,
      occupation: expected.occupation,
      locale: 'en',
    }),
  )
  it('gets the category right for at least 90 %, and at least 85 % in each country', () => {
    expect(result.categoryAccuracy).toBeGreaterThanOrEqual(0.9)
    for (const figure of Object.values(result.accuracyByCountry))
      expect(figure.accuracy).toBeGreaterThanOrEqual(0.85)
  })
  it('misses the grades by at most 0.25 on average (behaviour 0.3) and finds 90 % of the codes', () => {
    expect(result.gradeMae.all).toBeLessThanOrEqual(0.25)
    expect(result.gradeMae.behaviour).toBeLessThanOrEqual(0.3)
    expect(result.codeRecall).toBeGreaterThanOrEqual(0.9)
  })
})
