import { categorise, overallScore, type CategoryDecision, type Grades } from './categorise'
import { structuralOmission } from './collect-findings'
import {
  combineDimension,
  DIMENSIONS,
  toGradeOutOfFive,
  toScore,
  type DimensionGrade,
} from './combine-grades'
import type { GradedDimension } from './lexicon/types'
import type { Evidence, Finding } from './types'

// The three grades of a letter from its evidence, with the gaps a reader notices.

// arbeitszeugnis.de (docs/spec/domain/zeugnis.md §2.5): a missing area reads as grade 5 ("./.").
const MISSING_GERMAN = 5

export type LetterGrades = {
  dimensions: Record<GradedDimension, DimensionGrade>
  /** Rounded 1–5 grades. */
  grades: Grades
  /** Weighted 1–5 score, not rounded. */
  overall: number
  /** The same as a German school grade, one decimal. */
  germanOverall: number
  /** Areas the letter does not assess at all. */
  gaps: Finding[]
}

export function gradeLetter(evidence: readonly Evidence[]): LetterGrades {
  const dimensions = Object.fromEntries(
    DIMENSIONS.map((dimension) => [dimension, combineDimension(evidence, dimension)]),
  ) as Record<GradedDimension, DimensionGrade>
  const gaps: Finding[] = []
  if (dimensions.performance.german === null) gaps.push(structuralOmission('performance', 'serious'))
  if (dimensions.behaviour.german === null) gaps.push(structuralOmission('behaviour', 'serious'))
  // Many good letters fold engagement into the performance part: then it follows performance.
  if (dimensions.engagement.german === null) gaps.push(structuralOmission('engagement', 'mild'))
  const performance = dimensions.performance.german ?? MISSING_GERMAN
  const scores = {
    performance: toScore(performance),
    behaviour: toScore(dimensions.behaviour.german ?? MISSING_GERMAN),
    engagement: toScore(dimensions.engagement.german ?? performance),
  }
  const grades: Grades = {
    performance: toGradeOutOfFive(scores.performance),
    behaviour: toGradeOutOfFive(scores.behaviour),
    engagement: toGradeOutOfFive(scores.engagement),
  }
  const overall = overallScore(scores)
  return { dimensions, grades, overall, germanOverall: Math.round((6 - overall) * 10) / 10, gaps }
}

export function decideCategory(letter: LetterGrades, findings: readonly Finding[]): CategoryDecision {
  return categorise(letter.grades, letter.overall, findings)
}
