import type { CodeDimension, CodeImpact, CodeSeverity, OmissionItem } from '#shared/api/zeugnis'
import type { DescriptorTopic, GradedDimension, MeaningKey } from './lexicon/types'

// What the detectors hand to grading, categorising, explaining and revising.

/** One graded statement. Grades are German (1 best … 6 worst). */
export type Evidence = {
  dimension: GradedDimension
  grade: number
  weight: number
  kind: 'formula' | 'descriptor' | 'code'
  key: string
  sentence: number
  /** Token span of the statement. */
  from: number
  to: number
  topics: readonly DescriptorTopic[]
  isRestricted: boolean
  isNegated: boolean
}

export type FormulaKind =
  'satisfaction' | 'expectations' | 'requirements' | 'rating' | 'contentment' | 'behaviour'

/** A phrase (or a gap) worth showing to the reader; becomes a coded phrase of the answer. */
export type Finding = {
  key: string
  dimension: CodeDimension
  impact: CodeImpact
  severity: CodeSeverity
  /** Token span; absent for omissions. */
  from?: number
  to?: number
  sentence?: number
  meaning:
    | { kind: 'code'; key: MeaningKey }
    | { kind: 'formula'; formula: FormulaKind; grade: number }
    | { kind: 'engagement'; grade: number }
    | { kind: 'item_present'; item: OmissionItem }
    | { kind: 'omission'; item: OmissionItem }
  /** Counts towards the Critical / mixed decision. */
  affectsCategory: boolean
}
