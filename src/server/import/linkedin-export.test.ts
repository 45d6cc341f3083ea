import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { LinkedInEntry } from '#tests/fixtures/cvs/linkedin/entry'
import { add, emptyCounts, metrics, OVERALL_FIELDS, score } from '#tests/fixtures/cvs/score-import'
import { extractTextInProcess } from './files/extract-text'
import { isLinkedInExport } from './linkedin-export'
import { parseCvText } from './parse-cv-text'

// Three exports of the LinkedIn slice's tuning set (tests/fixtures/cvs/linkedin/, collected CVs
// printed in the layout of LinkedIn's profile export): roles grouped under their company, a title
// cut by the column, a place on the headline's line, German / Spanish / French dates and durations.
// The whole slice and its report set are in `npm run bench:parse -- --corpus linkedin`.
const RENDERED = new URL('../../../tests/fixtures/cvs/linkedin/rendered/', import.meta.url)
const IDS = ['de-dfe4ec79--linkedin', 'es-865d3205--linkedin', 'fr-bb189310--linkedin']

describe('LinkedIn profile exports', () => {
  it('reads roles under their company, schools and the sidebar', async () => {
    const overall = emptyCounts()
    const experience = emptyCounts()
    for (const id of IDS) {
      const entry = JSON.parse(
        readFileSync(new URL(`${id}.expected.json`, RENDERED), 'utf8'),
      ) as LinkedInEntry
      const extracted = await extractTextInProcess(
        'pdf',
        new Uint8Array(readFileSync(new URL(entry.file, RENDERED))),
      )
      const scores = score(entry.expected, parseCvText(extracted.text, extracted))
      for (const field of OVERALL_FIELDS) add(overall, scores[field])
      add(experience, scores.experience)
    }
    expect(metrics(experience).f1).toBeGreaterThanOrEqual(0.95)
    expect(metrics(overall).f1).toBeGreaterThanOrEqual(0.95)
  }, 30_000)

  it('leaves other CVs to the general reader', () => {
    const lines = [
      'Jane Roe',
      'Experience',
      'Acme GmbH',
      'Developer',
      'March 2020 - Present',
      'Skills',
      'Go, SQL',
    ]
    expect(isLinkedInExport(lines)).toBe(false)
  })
})
