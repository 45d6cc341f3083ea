import { describe, expect, it } from 'vitest'
import { LANGUAGE_LEVELS } from '#shared/cv/cv.schema'
import { toLanguageLevel } from '#shared/cv/cv-levels'
import { LOCALES } from '#shared/i18n/locales'
import { CV_LABELS } from './labels'

// The words a template prints beside a language level are the words the importer reads as that
// level: a printed CV imported again keeps its levels, and the words never claim more (or less)
// than the level the person gave (issue 30: "gute Kenntnisse (B2)" was printed "Sehr gute Kenntnisse").
describe('printed language levels', () => {
  for (const locale of LOCALES) {
    it(`read back as their own level in ${locale}`, () => {
      for (const level of LANGUAGE_LEVELS.filter((value) => value !== '')) {
        expect(toLanguageLevel(CV_LABELS[locale].languageLevels[level]), `${locale} ${level}`).toBe(level)
      }
    })
  }

  it('prints a German "gute Kenntnisse (B2)" with the words the person used', () => {
    const level = toLanguageLevel('gute Kenntnisse (B2)')
    expect(level).toBe('B2')
    expect(level && CV_LABELS.de.languageLevels[level]).toBe('Gute Kenntnisse')
    expect(toLanguageLevel('sehr gute Kenntnisse')).toBe('C1')
  })

  it('reads everyday praise as what it says, not as the top level', () => {
    expect(toLanguageLevel('bonne maîtrise')).not.toBe('C2')
    expect(toLanguageLevel('buona padronanza')).not.toBe('C2')
  })
})
