import { readFileSync } from 'node:fs'

import { LOCALES } from '#shared/i18n/locales'
import { measureLetter, type LetterCase } from '#tests/letter-measures'
import { describe, expect, it } from 'vitest'

import { writeCheckedCoverLetter } from './checked-letter'

// Issue 16 targets on the hand-written CV + ad pairs in all 8 languages (cv-letters.json): the
// employer is the ad's, no claim the CV does not show, at least 2 CV facts, no placeholder where
// the CV has the value, every word spelled as the language's Hunspell dictionary knows it.

const file = JSON.parse(readFileSync('tests/fixtures/ai/letters/cv-letters.json', 'utf8')) as {
  date: string
  letters: LetterCase[]
}
const date = new Date(file.date)

describe.each(LOCALES)('built-in letters in %s', (language) => {
  const cases = file.letters.filter((c) => c.language === language)

  it('has cover and motivation letters for three ads', () => {
    expect(cases.length).toBeGreaterThanOrEqual(6)
  })

  it.each(cases.map((c) => [c.id, c] as const))('%s', async (_, c) => {
    const letter = await writeCheckedCoverLetter(
      {
        cv: c.cv,
        jobDescription: c.jobDescription,
        language: c.language,
        templateType: c.templateType,
        date,
      },
      c.cv,
    )
    const measure = await measureLetter(letter, c)
    expect(measure.employerCorrect, letter.companyName).toBe(true)
    expect(letter.problems).toEqual([])
    expect(measure.noUnsupportedClaim).toBe(true)
    expect(measure.cvFacts).toBeGreaterThanOrEqual(2)
    expect(measure.noPlaceholder).toBe(true)
    expect(measure.misspelled).toEqual([])
    expect(letter.content).toContain(c.cv.personal?.fullName ?? '?')
  })
})
