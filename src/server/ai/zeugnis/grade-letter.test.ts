import { describe, expect, it } from 'vitest'
import { mergeFindings } from './collect-findings'
import { combineDimension, toGradeOutOfFive } from './combine-grades'
import { gradeLetter } from './grade-letter'
import type { Evidence, Finding } from './types'

function evidence(
  dimension: Evidence['dimension'],
  grade: number,
  kind: Evidence['kind'] = 'descriptor',
  weight = 1,
): Evidence {
  return {
    dimension,
    grade,
    weight,
    kind,
    key: kind,
    sentence: 0,
    from: 0,
    to: 1,
    topics: [],
    isRestricted: false,
    isNegated: false,
  }
}

describe('combining evidence into grades', () => {
  it('lets the satisfaction formula outweigh the free sentences', () => {
    const grade = combineDimension(
      [evidence('performance', 1, 'formula', 6), evidence('performance', 3), evidence('performance', 3)],
      'performance',
    )
    expect(grade.german).toBeLessThan(1.75)
    expect(grade.hasFormula).toBe(true)
  })

  it('lets a hidden code pull a good formula down by about one grade', () => {
    const grade = combineDimension(
      [evidence('behaviour', 2, 'formula', 6), evidence('behaviour', 4, 'code', 3)],
      'behaviour',
    )
    expect(toGradeOutOfFive(grade.score ?? 0)).toBe(3)
  })

  it('caps the weight of many free sentences', () => {
    const many = Array.from({ length: 10 }, () => evidence('performance', 3))
    const grade = combineDimension([evidence('performance', 1, 'formula', 6), ...many], 'performance')
    expect(grade.german).toBeCloseTo((6 * 1 + 3 * 3) / 9)
  })

  it('rounds halves towards the better grade and ignores floating-point dust', () => {
    expect(toGradeOutOfFive(2.5)).toBe(3)
    expect(toGradeOutOfFive(2.4999999999)).toBe(3)
    expect(toGradeOutOfFive(0.4)).toBe(1)
  })
})

describe('gradeLetter', () => {
  it('grades a missing behaviour part as 1/5 and reports the gap as serious', () => {
    const letter = gradeLetter([evidence('performance', 1, 'formula', 6), evidence('engagement', 1)])
    expect(letter.grades).toEqual({ performance: 5, behaviour: 1, engagement: 5 })
    expect(letter.gaps.map((gap) => [gap.key, gap.severity])).toEqual([['missing_behaviour', 'serious']])
  })

  it('lets engagement follow performance when the letter folds it in, noting only a mild gap', () => {
    const letter = gradeLetter([
      evidence('performance', 2, 'formula', 6),
      evidence('behaviour', 2, 'formula', 6),
    ])
    expect(letter.grades.engagement).toBe(4)
    expect(letter.gaps.map((gap) => [gap.key, gap.severity])).toEqual([['missing_engagement', 'mild']])
  })
})

describe('mergeFindings', () => {
  const base = {
    dimension: 'performance',
    impact: 'negative',
    severity: 'moderate',
    affectsCategory: true,
  } as const
  it('keeps a listed code and drops the generic restriction on the same words', () => {
    const code: Finding = {
      ...base,
      key: 'broadly',
      from: 3,
      to: 7,
      meaning: { kind: 'code', key: 'broadly' },
    }
    const generic: Finding = {
      ...base,
      key: 'restriction',
      from: 3,
      to: 7,
      meaning: { kind: 'code', key: 'restriction' },
    }
    expect(mergeFindings([generic, code])).toEqual([code])
  })

  it('sorts by position and puts gaps last', () => {
    const gap: Finding = { ...base, key: 'missing_honesty', meaning: { kind: 'omission', item: 'honesty' } }
    const late: Finding = { ...base, key: 'a', from: 9, to: 10, meaning: { kind: 'code', key: 'tolerant' } }
    const early: Finding = { ...base, key: 'b', from: 1, to: 2, meaning: { kind: 'code', key: 'tolerant' } }
    expect(mergeFindings([gap, late, early]).map((finding) => finding.key)).toEqual([
      'b',
      'a',
      'missing_honesty',
    ])
  })
})
