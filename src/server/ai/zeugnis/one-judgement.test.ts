import { describe, expect, it } from 'vitest'
import { analyzeZeugnis } from './analyze-zeugnis'
import { ZEUGNIS_MESSAGES } from './zeugnis-messages'
import { loadCorpus, UNSEEN_CORPUS_DIR } from '#tests/fixtures/zeugnis/corpus'

// These tests analyse every letter of both corpora, some several times: slow on a loaded machine.
const HEAVY_TIMEOUT_MS = 120_000

// Issue 17: headline, category, grades, explanation and legal advice come from one judgement. A
// Critical letter is never called "gut" as a whole; a good letter is never "unter der Note 3".

const letters = [...loadCorpus(), ...loadCorpus(UNSEEN_CORPUS_DIR)]
const de = ZEUGNIS_MESSAGES.de

describe('one judgement behind every part of the answer', () => {
  it(
    'never contradicts itself over both corpora',
    () => {
      const failures: string[] = []
      for (const { name, text, expected } of letters) {
        const analysis = analyzeZeugnis({
          text,
          jurisdiction: expected.jurisdiction,
          occupation: expected.occupation,
          locale: 'de',
        })
        const category = analysis.overall_category
        if (category === 'Unknown') continue
        const german = analysis.german_grade ?? 0
        const first = analysis.detailed_explanation.split('\n\n')[0] ?? ''
        const advice = analysis.legal_assessment.advice
        const below = de.law[expected.jurisdiction].below
        if (category === 'Positive' && german > 2) failures.push(`${name}: Positive at grade ${german}`)
        if (category === 'Positive' && advice.includes(below)) failures.push(`${name}: Positive but "below"`)
        if (category === 'Borderline' && german > 3) failures.push(`${name}: Borderline at grade ${german}`)
        if (category === 'Critical' && german <= 2 && !first.startsWith('Für sich genommen'))
          failures.push(`${name}: Critical explained as grade ${german}`)
        if (category !== 'Critical' && first.startsWith('Für sich genommen'))
          failures.push(`${name}: surface reading for ${category}`)
        if (!analysis.headline_reason.includes(String(german)) && /Note \d/.test(analysis.headline_reason))
          failures.push(`${name}: headline grade differs from ${german}`)
        if (analysis.overall_grade !== 6 - german && !(german === 6 && analysis.overall_grade === 1))
          failures.push(`${name}: overall ${analysis.overall_grade} vs German ${german}`)
      }
      expect(failures).toEqual([])
    },
    HEAVY_TIMEOUT_MS,
  )
})
