import { GRADE_MAX } from '#shared/limits'
import type { GradedDimension } from './lexicon/types'
import type { Evidence } from './types'

// Turns the evidence of one dimension into a grade. The formula is the summary a reader looks at
// first, so it weighs most (each formula by its own weight); free sentences together weigh at most
// DESCRIPTOR_CAP; codes count on top.

export type DimensionGrade = {
  /** German grade, 1 (best) to 6; null when nothing in the letter speaks to the dimension. */
  german: number | null
  /** 1–5, 5 best, not rounded. */
  score: number | null
  hasFormula: boolean
  evidenceCount: number
}

const DESCRIPTOR_CAP = 3
export const DIMENSIONS: readonly GradedDimension[] = ['performance', 'behaviour', 'engagement']

/** German grade → product scale: 1 → 5, 2 → 4, 3 → 3, 4 → 2, 5 and 6 → 1. */
export function toScore(german: number): number {
  return Math.min(GRADE_MAX, Math.max(1, 6 - german))
}

export function toGradeOutOfFive(score: number): number {
  // Two decimals first: 2.4999999 from floating point must round like 2.5.
  return Math.min(GRADE_MAX, Math.max(1, Math.round(Math.round(score * 100) / 100)))
}

export function combineDimension(evidence: readonly Evidence[], dimension: GradedDimension): DimensionGrade {
  const own = evidence.filter((item) => item.dimension === dimension)
  if (own.length === 0) return { german: null, score: null, hasFormula: false, evidenceCount: 0 }
  const formulas = own.filter((item) => item.kind === 'formula')
  const descriptors = own.filter((item) => item.kind === 'descriptor')
  const codes = own.filter((item) => item.kind === 'code')
  let sum = 0
  let weight = 0
  for (const item of formulas) {
    sum += item.grade * item.weight
    weight += item.weight
  }
  const descriptorWeight = descriptors.reduce((total, item) => total + item.weight, 0)
  const scale = descriptorWeight > DESCRIPTOR_CAP ? DESCRIPTOR_CAP / descriptorWeight : 1
  for (const item of descriptors) {
    sum += item.grade * item.weight * scale
    weight += item.weight * scale
  }
  for (const item of codes) {
    sum += item.grade * item.weight
    weight += item.weight
  }
  const german = sum / weight
  return { german, score: toScore(german), hasFormula: formulas.length > 0, evidenceCount: own.length }
}
