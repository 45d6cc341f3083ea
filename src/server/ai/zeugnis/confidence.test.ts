import { describe, expect, it } from 'vitest'
import { analyzeZeugnis } from './analyze-zeugnis'
import {
  loadCorpus,
  scoreCorpus,
  splitOf,
  UNSEEN_CORPUS_DIR,
  type CorpusCase,
} from '#tests/fixtures/zeugnis/corpus'
import { damage } from '#tests/fixtures/zeugnis/stress'

// These tests analyse every letter of both corpora, some several times: slow on a loaded machine.
const HEAVY_TIMEOUT_MS = 120_000

// Issue 17: the confidence reflects how far independent signals agree, and drops with OCR damage
// and unknown wording, so that it is clearly lower when the answer is wrong.

const GOOD = [
  'Arbeitszeugnis',
  'Herr Jonas Albrecht war vom 01.04.2018 bis zum 31.03.2024 als Entwickler in unserem Unternehmen tätig.',
  'Er verfügt über ein umfassendes Fachwissen, das er stets sicher einsetzte. Er arbeitete stets sehr sorgfältig und zeigte stets großes Engagement. Die ihm übertragenen Aufgaben erledigte er stets zu unserer vollen Zufriedenheit.',
  'Sein Verhalten gegenüber Vorgesetzten, Kollegen und Kunden war stets einwandfrei.',
  'Herr Albrecht verlässt uns auf eigenen Wunsch. Wir bedauern sein Ausscheiden, danken ihm für die gute Zusammenarbeit und wünschen ihm für die Zukunft alles Gute.',
].join('\n\n')

const confidenceOf = (text: string) => analyzeZeugnis({ text, jurisdiction: 'DE', locale: 'en' }).confidence

describe('confidence', () => {
  it('is high for a letter whose summary, grades, closing and codes agree', () => {
    expect(confidenceOf(GOOD)).toBeGreaterThanOrEqual(0.85)
  })

  it('drops with OCR damage', () => {
    expect(confidenceOf(damage(GOOD, 3, 11))).toBeLessThan(confidenceOf(GOOD) - 0.05)
  })

  it('drops when the assessment is written in wording the engine does not know', () => {
    const unknown = GOOD.replace(
      'Er arbeitete stets sehr sorgfältig und zeigte stets großes Engagement.',
      'Seine Art, Dinge anzugehen, blieb uns allen in Erinnerung. Mit ihm wurde es im Büro nie langweilig.',
    )
    expect(confidenceOf(unknown)).toBeLessThan(confidenceOf(GOOD))
  })

  it('drops when the signals disagree: a top summary without any closing, next to a weak behaviour part', () => {
    const mixed = GOOD.replace('stets einwandfrei', 'korrekt').replace(/Herr Albrecht verlässt[^]*$/, '')
    expect(confidenceOf(mixed)).toBeLessThan(confidenceOf(GOOD) - 0.1)
  })

  it(
    'is at least 0.15 lower when the answer is wrong, over damaged letters of the tune corpora',
    () => {
      const tune = [
        ...loadCorpus(),
        ...loadCorpus(UNSEEN_CORPUS_DIR).filter((entry) => splitOf(entry) === 'tune'),
      ]
      const damaged: CorpusCase[] = tune.flatMap((entry) =>
        [2, 3].map((level) => ({
          ...entry,
          text: damage(entry.text, level, level * 7919 + entry.name.length),
        })),
      )
      const score = scoreCorpus(damaged, ({ text, expected }) =>
        analyzeZeugnis({
          text,
          jurisdiction: expected.jurisdiction,
          occupation: expected.occupation,
          locale: 'en',
        }),
      )
      expect(score.confidenceWhenWrong).not.toBeNull()
      expect((score.confidenceWhenRight ?? 0) - (score.confidenceWhenWrong ?? 1)).toBeGreaterThanOrEqual(0.15)
    },
    HEAVY_TIMEOUT_MS,
  )
})
