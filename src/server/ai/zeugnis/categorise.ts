import type { OmissionItem, ZeugnisCategory } from '#shared/api/zeugnis'
import type { Finding } from './types'

// The one judgement every part of the answer derives from (headline, category, grades, explanation,
// legal advice). docs/spec/3-decisions.md "AI": Positive (overall grade 1–2, no serious hidden code),
// Borderline (grade 3 or clearly mixed), Critical (grade 4–5, or a serious hidden negative).
// docs/spec/domain/zeugnis.md §2.1: anything worse than 2 already reads as negative to HR, so Borderline starts at 3.
// Issue 17: the overall grade is weighed as HR reads a letter (performance and its summary formula
// first), not taken as the minimum; a good letter that leaves out one element (closing formula,
// honesty, leadership …) is "Borderline — ask for X", not Critical.

export type Grades = { performance: number; behaviour: number; engagement: number }

export type CategoryDecision = {
  category: Exclude<ZeugnisCategory, 'Unknown'>
  reason: 'grade' | 'code' | 'omission' | 'closing' | 'mixed' | 'positive'
  /** The finding that decided it, when one did. */
  decisive: Finding | null
  /** The overall German grade (1–6, whole) that the category, headline, explanation and law quote. */
  german: number
  /** What the employee should ask the employer to add (role items, closing parts). */
  asks: OmissionItem[]
  /**
   * How far the letter is from the nearest other category, 0 (on the boundary) to 1 (far): the
   * unrounded grade's distance from 2.5 and 3.5, or how clear the deciding finding is.
   */
  margin: number
}

// Weights of the overall grade: the performance summary is the headline grade of a reference.
export const OVERALL_WEIGHTS = { performance: 0.5, behaviour: 0.25, engagement: 0.25 } as const
const MIXED_SPREAD = 2
// HR quotes the performance summary: the overall grade is never more than half a grade better.
const PERFORMANCE_LEAD = 0.5

export function overallScore(grades: Grades): number {
  return (
    grades.performance * OVERALL_WEIGHTS.performance +
    grades.behaviour * OVERALL_WEIGHTS.behaviour +
    grades.engagement * OVERALL_WEIGHTS.engagement
  )
}

/** The overall German grade before rounding: the weighted score, held near the performance grade. */
export function rawGerman(grades: Grades, overall: number): number {
  const weighted = 6 - overall
  const performance = 6 - grades.performance
  // Two decimals: 2.4999999 from floating point must round like 2.5 (towards the worse grade).
  return Math.round(Math.max(weighted, performance - PERFORMANCE_LEAD) * 100) / 100
}

export function judgedGerman(grades: Grades, overall: number): number {
  return Math.min(6, Math.max(1, Math.round(rawGerman(grades, overall))))
}

const BOUNDARIES = [2.5, 3.5]
const HALF_STEP = 0.5
// How clear a decision by a finding is: a listed serious code leaves little doubt, a gap some.
const FINDING_MARGIN = { code: 1, omission: 0.7, closing: 0.6, mixed: 0.3 } as const

function isClosingOmission(finding: Finding): boolean {
  return finding.meaning.kind === 'omission' && finding.meaning.item.startsWith('closing_')
}

/** A whole area left unassessed (performance, behaviour): the strongest telling silence. */
function isSilentArea(finding: Finding): boolean {
  return (
    finding.meaning.kind === 'omission' &&
    (finding.meaning.item === 'performance' || finding.meaning.item === 'behaviour')
  )
}

function reasonOf(finding: Finding): 'code' | 'omission' | 'closing' {
  if (isClosingOmission(finding)) return 'closing'
  return finding.meaning.kind === 'omission' ? 'omission' : 'code'
}

/** `grades` are the rounded 1–5 grades; `overall` the unrounded weighted score. */
export function categorise(grades: Grades, overall: number, findings: readonly Finding[]): CategoryDecision {
  const raw = rawGerman(grades, overall)
  const german = judgedGerman(grades, overall)
  const gradeMargin = Math.min(
    1,
    Math.min(...BOUNDARIES.map((boundary) => Math.abs(raw - boundary))) / HALF_STEP,
  )
  const negative = findings.filter((finding) => finding.impact === 'negative' && finding.affectsCategory)
  const asks = negative.flatMap((finding) =>
    finding.meaning.kind === 'omission' && !isSilentArea(finding) && finding.meaning.item !== 'engagement'
      ? [finding.meaning.item]
      : [],
  )
  const decide = (
    category: CategoryDecision['category'],
    reason: CategoryDecision['reason'],
    decisive: Finding | null,
  ): CategoryDecision => ({
    category,
    reason,
    decisive,
    german,
    asks,
    margin: reason === 'grade' || reason === 'positive' ? gradeMargin : FINDING_MARGIN[reason],
  })

  // A hidden negative (a code, a damaging exit) or an unassessed area outweighs good wording.
  const serious = negative.find(
    (finding) =>
      finding.severity === 'serious' && (finding.meaning.kind !== 'omission' || isSilentArea(finding)),
  )
  if (serious) return decide('Critical', reasonOf(serious), serious)
  if (german >= 4) return decide('Critical', 'grade', null)
  if (german === 3) return decide('Borderline', 'grade', null)
  const values = [grades.performance, grades.behaviour, grades.engagement]
  const moderateCode = negative.find(
    (finding) => finding.severity === 'moderate' && finding.meaning.kind !== 'omission',
  )
  if (Math.max(...values) - Math.min(...values) >= MIXED_SPREAD || Math.min(...values) <= 2)
    return decide('Borderline', 'mixed', moderateCode ?? null)
  if (moderateCode) return decide('Borderline', reasonOf(moderateCode), moderateCode)
  // One missing element in a good letter: ask for it. Role items come before the closing.
  const missing =
    negative.find(
      (finding) =>
        finding.meaning.kind === 'omission' && finding.severity !== 'mild' && !isClosingOmission(finding),
    ) ?? negative.find((finding) => isClosingOmission(finding) && finding.severity !== 'mild')
  if (missing) return decide('Borderline', reasonOf(missing), missing)
  return decide('Positive', 'positive', null)
}
