import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { matchAts } from './match-ats'
import { stem } from '#server/text/stem'
import { foldText } from '#server/text/sentences'

// tests/fixtures/ai/ats/ads: ads in the styles people paste, each with the terms a recruiter would
// search for and the names of its employer and place (expected.json says how they were written).
const DIR = 'tests/fixtures/ai/ats/ads/'
type Expected = {
  required: string[]
  preferred: string[]
  names: string[]
  // Named only as part of the job: reported, never as required.
  tasks?: string[]
  // No keyword may contain these words, compared by stem.
  absent?: string[]
}
const fixture = JSON.parse(readFileSync(`${DIR}expected.json`, 'utf8')) as Record<string, unknown>
const GENERIC = new Set((fixture._generic as string[]).map(foldText))
const ADS = Object.keys(fixture).filter((id) => !id.startsWith('_'))
const expectedFor = (id: string) => fixture[id] as Expected

const wordsOf = (term: string) =>
  foldText(term)
    .split(/[^a-z0-9]+/u)
    .filter(Boolean)

function keywordsOf(id: string) {
  const jobDescription = readFileSync(`${DIR}${id}.txt`, 'utf8')
  return matchAts({ cvContent: 'Nothing relevant', jobDescription }).keywords
}

describe('matchAts on job ads of every style', () => {
  it.each(ADS)('reports no word of the job-ad genre as a keyword or part of one (%s)', (id) => {
    const generic = keywordsOf(id).filter((k) => wordsOf(k.term).some((w) => GENERIC.has(w)))
    expect(generic.map((k) => k.term)).toEqual([])
  })

  it.each(ADS)('leaves out the employer, the place and the job-board facts (%s)', (id) => {
    const names = new Set(expectedFor(id).names.map(foldText))
    const named = keywordsOf(id).filter((k) => wordsOf(k.term).some((w) => names.has(w)))
    expect(named.map((k) => k.term)).toEqual([])
  })

  it.each(ADS)(
    'reports the skills, tools, certificates and languages as required or preferred (%s)',
    (id) => {
      const { required, preferred } = expectedFor(id)
      const importance = new Map(keywordsOf(id).map((k) => [foldText(k.term), k.importance]))
      const actual = (terms: string[]) => terms.map((term) => [term, importance.get(foldText(term))])
      expect(actual(required)).toEqual(required.map((term) => [term, 'required']))
      expect(actual(preferred)).toEqual(preferred.map((term) => [term, 'preferred']))
    },
  )

  it.each(ADS)('reports what the job involves without weighting it as a requirement (%s)', (id) => {
    const tasks = expectedFor(id).tasks ?? []
    const importance = new Map(keywordsOf(id).map((k) => [foldText(k.term), k.importance]))
    expect(tasks.map((term) => [term, importance.get(foldText(term))])).toEqual(
      tasks.map((term) => [term, 'preferred']),
    )
  })

  it.each(ADS)('reports no adjective phrase, intro sector or bare activity word (%s)', (id) => {
    const absent = new Set((expectedFor(id).absent ?? []).flatMap(wordsOf).map(stem))
    const found = keywordsOf(id).filter((k) => wordsOf(k.term).some((w) => absent.has(stem(w))))
    expect(found.map((k) => k.term)).toEqual([])
  })
})
