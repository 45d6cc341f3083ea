import { describe, expect, it } from 'vitest'
import { assessLaw, type LegalFacts } from './assess-law'
import { ZEUGNIS_MESSAGES } from './zeugnis-messages'

const en = ZEUGNIS_MESSAGES.en
const clean: LegalFacts = {
  kind: 'qualified',
  overallGrade: 4,
  hasCodes: false,
  hasOmissions: false,
  isClosingIncomplete: false,
  isInterim: false,
  isAmbiguous: false,
}

describe('legal assessment', () => {
  it('DE: cites § 109 GewO and both BAG decisions on the grade-3 baseline', () => {
    const result = assessLaw('DE', clean, en)
    expect(result.basis).toContain('§ 109 GewO')
    expect(result.basis).toContain('9 AZR 12/03')
    expect(result.basis).toContain('9 AZR 584/13')
    expect(result.challengeable).toBe(false)
  })

  it('DE: a grade-3 letter is at the baseline, so the employee must prove better', () => {
    const result = assessLaw('DE', { ...clean, overallGrade: 3 }, en)
    expect(result.challengeable).toBe(false)
    expect(result.advice).toContain('prove')
  })

  it('DE: below grade 3 the employer bears the burden, and hidden codes are unlawful under § 109 (2)', () => {
    expect(assessLaw('DE', { ...clean, overallGrade: 2 }, en).challengeable).toBe(true)
    const coded = assessLaw('DE', { ...clean, hasCodes: true }, en)
    expect(coded.challengeable).toBe(true)
    expect(coded.advice).toContain('§ 109 (2)')
  })

  it('DE: no right to thanks and wishes (BAG 9 AZR 227/11), so a missing closing alone is not challengeable', () => {
    const result = assessLaw('DE', { ...clean, isClosingIncomplete: true }, en)
    expect(result.challengeable).toBe(false)
    expect(result.advice).toContain('9 AZR 227/11')
  })

  it('CH: names Art. 330a OR, Vollzeugnis and Arbeitsbestätigung, and forbids codes', () => {
    const result = assessLaw('CH', { ...clean, hasCodes: true }, en)
    expect(result.basis).toContain('Art. 330a OR')
    expect(result.basis).toContain('Arbeitsbestätigung')
    expect(result.challengeable).toBe(true)
  })

  it('CH: the ambiguous "zu meiner Zufriedenheit" can be challenged', () => {
    expect(assessLaw('CH', { ...clean, isAmbiguous: true }, en).challengeable).toBe(true)
  })

  it('AT: even "zur vollen Zufriedenheit" (grade 3) breaches the Erschwernisverbot (OGH 9 ObA 164/08w)', () => {
    const result = assessLaw('AT', { ...clean, overallGrade: 3 }, en)
    expect(result.challengeable).toBe(true)
    expect(result.basis).toContain('9 ObA 164/08w')
    expect(assessLaw('AT', clean, en).challengeable).toBe(false)
  })

  it('advises correcting an interim letter now', () => {
    expect(assessLaw('DE', { ...clean, overallGrade: 2, isInterim: true }, en).advice).toContain('interim')
  })

  it('gives no assessment for a text that is not a reference', () => {
    expect(assessLaw('AT', { kind: 'not_a_letter' }, en)).toMatchObject({
      challengeable: false,
      advice: en.law.unknown,
    })
  })
})
