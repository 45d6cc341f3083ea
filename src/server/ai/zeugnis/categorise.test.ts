import { describe, expect, it } from 'vitest'
import { categorise, overallScore, type Grades } from './categorise'
import type { Finding } from './types'

function decide(grades: Grades, findings: Finding[] = []) {
  return categorise(grades, overallScore(grades), findings)
}

function code(severity: Finding['severity'], dimension: Finding['dimension'] = 'behaviour'): Finding {
  return {
    key: 'test',
    dimension,
    impact: 'negative',
    severity,
    from: 0,
    to: 1,
    meaning: { kind: 'code', key: 'sociability' },
    affectsCategory: true,
  }
}

describe('categories (3-decisions.md "AI")', () => {
  it('calls grades 1–2 without codes Positive', () => {
    expect(decide({ performance: 5, behaviour: 5, engagement: 5 }).category).toBe('Positive')
    expect(decide({ performance: 4, behaviour: 4, engagement: 4 }).category).toBe('Positive')
  })

  it('calls a grade-3 performance Borderline even with excellent behaviour', () => {
    expect(decide({ performance: 3, behaviour: 5, engagement: 5 })).toMatchObject({
      category: 'Borderline',
      reason: 'grade',
    })
  })

  it('calls a clearly mixed letter Borderline', () => {
    expect(decide({ performance: 5, behaviour: 3, engagement: 5 })).toMatchObject({
      category: 'Borderline',
      reason: 'mixed',
    })
  })

  it('calls grade 4–5 performance Critical', () => {
    expect(decide({ performance: 2, behaviour: 4, engagement: 4 }).category).toBe('Critical')
  })

  it('calls a grade-1 letter with a serious hidden code Critical', () => {
    expect(decide({ performance: 5, behaviour: 5, engagement: 5 }, [code('serious')])).toMatchObject({
      category: 'Critical',
      reason: 'code',
    })
  })

  it('calls a good letter with one missing element Borderline and asks for it (issue 17)', () => {
    const omission = (
      severity: Finding['severity'],
      item: 'honesty' | 'closing_thanks' = 'honesty',
    ): Finding => ({
      ...code(severity, 'omission'),
      from: undefined,
      to: undefined,
      meaning: { kind: 'omission', item },
    })
    for (const severity of ['serious', 'moderate'] as const) {
      expect(decide({ performance: 5, behaviour: 5, engagement: 5 }, [omission(severity)])).toMatchObject({
        category: 'Borderline',
        reason: 'omission',
        asks: ['honesty'],
      })
    }
    expect(
      decide({ performance: 4, behaviour: 4, engagement: 4 }, [omission('serious', 'closing_thanks')]),
    ).toMatchObject({ category: 'Borderline', reason: 'closing' })
  })

  it('calls a letter that does not assess behaviour at all Critical', () => {
    const silence: Finding = {
      ...code('serious', 'omission'),
      from: undefined,
      to: undefined,
      meaning: { kind: 'omission', item: 'behaviour' },
    }
    expect(decide({ performance: 5, behaviour: 1, engagement: 5 }, [silence])).toMatchObject({
      category: 'Critical',
      reason: 'omission',
    })
  })

  it('weighs performance first: one weaker dimension in a good letter stays Positive', () => {
    expect(decide({ performance: 4, behaviour: 3, engagement: 4 })).toMatchObject({
      category: 'Positive',
      german: 2,
    })
    // A poor performance summary is not rescued by warm words about the person.
    expect(decide({ performance: 2, behaviour: 5, engagement: 5 })).toMatchObject({
      category: 'Critical',
      german: 4,
    })
  })

  it('ignores mild signals and findings that do not affect the category', () => {
    expect(
      decide({ performance: 5, behaviour: 5, engagement: 5 }, [
        code('mild'),
        { ...code('serious'), affectsCategory: false },
      ]).category,
    ).toBe('Positive')
  })
})
