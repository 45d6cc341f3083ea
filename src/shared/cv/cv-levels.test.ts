import { describe, expect, it } from 'vitest'
import { isLanguageLevelText, toLanguageLevel, toSkillLevel } from './cv-levels'

describe('toLanguageLevel', () => {
  it.each([
    ['C1', 'C1'],
    ['b2 (upper intermediate)', 'B2'],
    ['Muttersprache', 'native'],
    ['langue maternelle', 'native'],
    ['lengua materna', 'native'],
    ['madrelingua', 'native'],
    ['língua materna', 'native'],
    ['moedertaal', 'native'],
    ['język ojczysty', 'native'],
    ['verhandlungssicher', 'C1'],
    ['fließend', 'C1'],
    ['courant', 'C1'],
    ['gute Kenntnisse', 'B2'],
    ['Grundkenntnisse', 'A2'],
    ['notions', 'A2'],
    ['redelijk', 'B1'],
    ['something else', ''],
  ])('reads %s as %s', (text, level) => {
    expect(toLanguageLevel(text)).toBe(level)
  })

  it('tells level statements from language names', () => {
    expect(isLanguageLevelText('Muttersprache')).toBe(true)
    expect(isLanguageLevelText('C1')).toBe(true)
    expect(isLanguageLevelText('Deutsch')).toBe(false)
  })
})

describe('toSkillLevel', () => {
  it('maps level words in several languages', () => {
    expect(toSkillLevel('Expert')).toBe('expert')
    expect(toSkillLevel('fortgeschritten')).toBe('advanced')
    expect(toSkillLevel('básico')).toBe('beginner')
    expect(toSkillLevel(42)).toBe('')
  })
})
