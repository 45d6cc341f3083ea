import { describe, expect, it } from 'vitest'
import { LOCALES } from '#shared/i18n/locales'
import { analyzeZeugnis } from './analyze-zeugnis'
import type { ZeugnisMessages } from './messages/types'
import { fill, joinList, ZEUGNIS_MESSAGES } from './zeugnis-messages'
import { loadCorpus } from '#tests/fixtures/zeugnis/corpus'

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

const corpus = loadCorpus()

describe('explanation text tables', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'has its own wording in %s, not English copies',
    (locale) => {
      const english = strings(ZEUGNIS_MESSAGES.en)
      const own = strings(ZEUGNIS_MESSAGES[locale])
      expect(own).toHaveLength(english.length)
      // Single words may be true cognates (fr "performance", de "Engagement"); sentences must not be copies.
      const copies = own.filter((text, index) => text === english[index] && /\s/.test(text.trim()))
      expect(copies).toEqual([])
    },
  )

  it.each(LOCALES)('uses the same placeholders in %s as in English', (locale) => {
    const placeholders = (messages: ZeugnisMessages) =>
      strings(messages).map((text) => (text.match(/\{\w+\}/g) ?? []).sort().join())
    expect(placeholders(ZEUGNIS_MESSAGES[locale])).toEqual(placeholders(ZEUGNIS_MESSAGES.en))
  })

  it('fills placeholders and joins lists in the reader’s language', () => {
    expect(fill('Note {grade} ({name})', { grade: 2, name: 'gut' })).toBe('Note 2 (gut)')
    expect(joinList(['A', 'B', 'C'], ZEUGNIS_MESSAGES.de)).toBe('A, B und C')
    expect(joinList(['A', 'B'], ZEUGNIS_MESSAGES.pl)).toBe('A i B')
  })
})

describe('headline and explanation', () => {
  it.each(LOCALES)('writes every corpus answer in %s with no placeholder left', (locale) => {
    for (const { text, expected } of corpus) {
      const result = analyzeZeugnis({
        text,
        jurisdiction: expected.jurisdiction,
        occupation: expected.occupation,
        locale,
      })
      const prose = [
        result.headline_reason,
        result.detailed_explanation,
        result.legal_assessment.advice,
        ...result.coded_phrases_found.map((phrase) => phrase.meaning),
      ]
      for (const sentence of prose) expect(sentence).not.toMatch(/\{\w+\}/)
      expect(result.headline_reason.length).toBeGreaterThan(10)
    }
  })

  it('names the decisive code in the headline', () => {
    const coded = corpus.find((entry) => entry.name.startsWith('de-13'))
    if (!coded) throw new Error('fixture de-13 missing')
    const result = analyzeZeugnis({ text: coded.text, jurisdiction: 'DE', locale: 'de' })
    expect(result.headline_reason).toContain('Geselligkeit')
  })

  it('explains a silent behaviour part as a telling silence', () => {
    const silent = corpus.find((entry) => entry.name.startsWith('de-31'))
    if (!silent) throw new Error('fixture de-31 missing')
    const result = analyzeZeugnis({ text: silent.text, jurisdiction: 'DE', locale: 'en' })
    expect(result.headline_reason).toBe('A telling silence: the letter does not assess behaviour at all.')
  })
})
