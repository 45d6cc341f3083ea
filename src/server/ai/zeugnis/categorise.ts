import type { ZeugnisCategory } from '#shared/api/zeugnis'
import type { Finding } from './types'

// 3-decisions.md "AI": Positive (overall grade 1–2, no serious hidden code), Borderline (grade 3
// or clearly mixed), Critical (grade 4–5, or a serious hidden code or omission). zeugnis.md §2.1:
// anything worse than 2 already reads as negative to HR, so Borderline starts at 3.

export type Grades = { performance: number; behaviour: number; engagement: number }

export type CategoryDecision = {
  category: Exclude<ZeugnisCategory, 'Unknown'>
  reason: 'grade' | 'code' | 'omission' | 'closing' | 'mixed' | 'positive'
  /** The finding that decided it, when one did. */
  decisive: Finding | null
}

// Weights of the overall grade: the performance summary is the headline grade of a reference.
export const OVERALL_WEIGHTS = { performance: 0.5, behaviour: 0.25, engagement: 0.25 } as const
const MIXED_SPREAD = 2

export function overallScore(grades: Grades): number {
  return (
    grades.performance * OVERALL_WEIGHTS.performance +
    grades.behaviour * OVERALL_WEIGHTS.behaviour +
    grades.engagement * OVERALL_WEIGHTS.engagement
  )
}

function isClosingOmission(finding: Finding): boolean {
  return finding.meaning.kind === 'omission' && finding.meaning.item.startsWith('closing_')
}

/** `grades` are the rounded 1–5 grades; `overall` the unrounded weighted score. */
export function categorise(grades: Grades, overall: number, findings: readonly Finding[]): CategoryDecision {
  const negative = findings.filter((finding) => finding.impact === 'negative' && finding.affectsCategory)
  const serious = negative.find((finding) => finding.severity === 'serious')
  if (serious) {
    const reason = isClosingOmission(serious)
      ? 'closing'
      : serious.dimension === 'omission'
        ? 'omission'
        : 'code'
    return { category: 'Critical', reason, decisive: serious }
  }
  const values = [grades.performance, grades.behaviour, grades.engagement]
  if (grades.performance <= 2 || Math.min(...values) <= 1 || overall < 2.5)
    return { category: 'Critical', reason: 'grade', decisive: null }
  if (grades.performance <= 3 || overall < 3.5)
    return { category: 'Borderline', reason: 'grade', decisive: null }
  const moderate = negative.find((finding) => finding.severity === 'moderate')
  if (Math.max(...values) - Math.min(...values) >= MIXED_SPREAD || Math.min(...values) <= 2) {
    return { category: 'Borderline', reason: 'mixed', decisive: moderate ?? null }
  }
  if (moderate) {
    const reason = isClosingOmission(moderate)
      ? 'closing'
      : moderate.dimension === 'omission'
        ? 'omission'
        : 'code'
    return { category: 'Borderline', reason, decisive: moderate }
  }
  return { category: 'Positive', reason: 'positive', decisive: null }
}
