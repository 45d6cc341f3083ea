import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  COLLECTED_DIR,
  COLLECTED_SOURCES,
  loadCollectedLetters,
  loadCollectedStatements,
} from '#tests/fixtures/zeugnis-collected/collected'

// The collected material itself (issue 25): at least three independent sources, each with a
// manifest naming where it came from and what its labels mean, and nothing personal in it.

type Manifest = { repository?: string; commit?: unknown; licence?: string; labels?: Record<string, string> }

describe('tests/fixtures/zeugnis-collected', () => {
  it('holds at least three sources from different repositories, each with a complete manifest', () => {
    const repositories = COLLECTED_SOURCES.map((source) => {
      const manifest = JSON.parse(
        readFileSync(join(COLLECTED_DIR, source.slug, 'manifest.json'), 'utf8'),
      ) as Manifest
      expect(manifest.repository, source.slug).toMatch(/^[\w.-]+\/[\w.-]+$/)
      expect(manifest.commit, source.slug).toBeTruthy()
      // An open licence (GPL data is test material only, never shipped); none stated is not enough.
      expect(manifest.licence, source.slug).toMatch(/MIT|Apache|CC|BSD|GPL/)
      expect(Object.keys(manifest.labels ?? {}).length, source.slug).toBeGreaterThan(0)
      return manifest.repository
    })
    expect(new Set(repositories).size).toBeGreaterThanOrEqual(3)
  })

  it('gives every source letters or graded statements, with their published labels', () => {
    for (const source of COLLECTED_SOURCES) {
      const letters = loadCollectedLetters(source.slug)
      const statements = loadCollectedStatements(source.slug)
      expect(letters.length + statements.length, source.slug).toBeGreaterThan(0)
      for (const statement of statements) {
        expect(statement.published).not.toBe('')
        if (statement.dimension === 'code') continue // a decoding table's phrase: no grade, a meaning
        expect(statement.expectedScore).toBeGreaterThanOrEqual(1)
        expect(statement.expectedScore).toBeLessThanOrEqual(5)
      }
    }
  })

  it('keeps no e-mail address or phone number in a collected letter', () => {
    for (const source of COLLECTED_SOURCES) {
      for (const letter of loadCollectedLetters(source.slug)) {
        expect(letter.text, letter.name).not.toMatch(/@|\b0\d{2,5}\s?\/\s?\d/)
      }
    }
  })
})
