import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { spearman } from './spearman'
import { matchAts } from './match-ats'

// The hand labels of tests/fixtures/ai/ats were written before the scorer and are never tuned to it.
const DIR = 'tests/fixtures/ai/ats/'
const labels = JSON.parse(readFileSync(`${DIR}labels.json`, 'utf8')) as Record<
  string,
  { label: number } | string
>

describe('matchAts on the hand-labelled CV / job-ad pairs', () => {
  it('ranks the pairs as a recruiter did (Spearman ≥ 0.8)', () => {
    const ids = Object.keys(labels).filter((id) => !id.startsWith('_'))
    expect(ids.length).toBeGreaterThanOrEqual(20)
    const human = ids.map((id) => (labels[id] as { label: number }).label)
    const scores = ids.map(
      (id) =>
        matchAts({
          cvContent: readFileSync(`${DIR}pairs/${id}.cv.txt`, 'utf8'),
          jobDescription: readFileSync(`${DIR}pairs/${id}.jd.txt`, 'utf8'),
        }).matchScore,
    )
    expect(spearman(human, scores)).toBeGreaterThanOrEqual(0.8)
  })
})
