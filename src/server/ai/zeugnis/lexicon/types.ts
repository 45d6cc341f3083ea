import type { CodeDimension, CodeImpact, CodeSeverity, OmissionItem } from '#shared/api/zeugnis'

// Shapes of the reviewed lexicon tables. Patterns use the language of pattern.ts. Grades in the
// tables are German school grades (1 sehr gut … 6 ungenügend, halves allowed); the engine turns
// them into the 1–5 scale of the product (5 best) only at the end.

export type GradedDimension = 'performance' | 'behaviour' | 'engagement'
export type Patterns = readonly string[]

export type FormulaLevel = {
  key: string
  patterns: Patterns
  grade: number
  /** Grade when a frequency word ("stets", "jederzeit") goes with it. */
  gradeWithFrequency: number
}

export type FormulaDefinition = {
  key: 'satisfaction' | 'expectations' | 'requirements' | 'rating' | 'contentment' | 'behaviour'
  dimension: 'performance' | 'behaviour'
  /** Weight against the free sentences (each of which weighs at most 1). */
  weight: number
  anchors: Patterns
  /** One of these must stand at most `leadIn` tokens before the anchor ("zu unserer … Zufriedenheit"). */
  leadIn?: { patterns: Patterns; maxDistance: number }
  /** The sentence must contain one of these (a verb, or "wir" for the employer's view). */
  sentenceRequires?: Patterns
  /** A match followed by one of these is about someone else ("Zufriedenheit unserer Kunden"). */
  rejectAfter?: Patterns
  /** Not a formula in a sentence with one of these (the closing thanks "für seine guten Leistungen"). */
  rejectSentence?: Patterns
  /** A match preceded (within 4 tokens) by one of these is about someone else. */
  rejectBefore?: Patterns
  /** Level words are looked for between the lead-in and the anchor only, or anywhere in the window. */
  levelsBetweenLeadInAndAnchor?: boolean
  windowBefore: number
  windowAfter: number
  levels: readonly FormulaLevel[]
  /** Grade when no level word is found; null: no level, no formula. */
  plain: { grade: number; gradeWithFrequency: number } | null
  /** When the sentence names one of these, the formula speaks about another dimension. */
  switchDimension?: { dimension: 'performance' | 'behaviour'; patterns: Patterns }
  source: string
}

export type IntensityLevel = {
  grade: number
  patterns: Patterns
  /** The level grades the situation ("bei hohem Arbeitsanfall"), not the person. */
  situation?: true
}

export type Restriction = {
  key: 'broadly' | 'effort' | 'attempt' | 'restriction'
  grade: number
  patterns: Patterns
}

export type DescriptorTopic =
  | 'knowledge'
  | 'comprehension'
  | 'workStyle'
  | 'reliability'
  | 'resilience'
  | 'results'
  | 'problemSolving'
  | 'customer'
  | 'leadership'
  | 'driving'
  | 'engagement'
  | 'initiative'
  | 'identification'
  | 'development'
  | 'esteem'
  | 'teamwork'
  | 'conduct'
  | 'honesty'

export type DescriptorEntry = {
  topic: DescriptorTopic
  dimension: GradedDimension
  patterns: Patterns
  /** Grades by which the word itself already praises ("geschätzt" is more than a neutral fact). */
  lift?: number
}

export type BehaviourGroup = {
  key: 'superiors' | 'colleagues' | 'customers'
  /** Conventional order: superiors → colleagues (staff) → customers (docs/spec/domain/zeugnis.md §2.2, weak signal). */
  rank: number
  patterns: Patterns
}

export type MeaningKey =
  | 'effort'
  | 'broadly'
  | 'within_abilities'
  | 'understanding'
  | 'sociability'
  | 'punctuality_model'
  | 'secondary_virtues'
  | 'self_promoter'
  | 'bureaucrat'
  | 'diligence_interest'
  | 'self_confidence'
  | 'workforce_concerns'
  | 'empathy_workforce'
  | 'distancing'
  | 'contested_galt_als'
  | 'contested_no_complaints'
  | 'restriction_suited'
  | 'conformist'
  | 'nothing_adverse'
  | 'tolerant'
  | 'critical_demanding'
  | 'own_interest'
  | 'sociable_colleague'
  | 'health_wish'
  | 'health_wish_emphasis'
  | 'more_success_wish'
  | 'issued_on_request'
  | 'restriction'
  | 'weak_wording'
  | 'negation'
  | 'superiors_missing'
  | 'colleagues_first'
  | 'exit_own_request'
  | 'exit_mutual_agreement'
  | 'exit_employer_termination'
  | 'exit_summary_dismissal'
  | 'exit_operational'
  | 'exit_fixed_term'
  | 'exit_retirement'
  | 'closing_regret'
  | 'closing_thanks'
  | 'closing_wishes'
  | 'closing_future'
  | 'document_interim'
  | 'document_simple'

export type CodeEntry = {
  key: string
  meaningKey: MeaningKey
  patterns: Patterns
  /** 'context': the dimension of the sentence the phrase stands in. */
  dimension: CodeDimension | 'context'
  impact: CodeImpact
  severity: CodeSeverity
  /** German grade the phrase signals for its dimension; it then counts as strong evidence. */
  grade?: number
  scope?: 'final' | 'interim'
  /** Another pattern that must occur in the same sentence. */
  requires?: Patterns
  /** Not a code when the sentence also contains one of these. */
  unless?: Patterns
  source: string
}

export type ExitReason = {
  key:
    | 'own_request'
    | 'mutual_agreement'
    | 'employer_termination'
    | 'summary_dismissal'
    | 'operational'
    | 'fixed_term'
    | 'retirement'
  meaningKey: MeaningKey
  impact: CodeImpact
  severity: CodeSeverity
  patterns: Patterns
  source: string
}

export type RoleItem = {
  item: Extract<
    OmissionItem,
    'honesty' | 'accident_free' | 'leadership' | 'reliability' | 'conscientiousness' | 'creativity'
  >
  /** Dimension a present statement belongs to. */
  dimension: GradedDimension
  severity: CodeSeverity
  patterns: Patterns
  /** German wording inserted by the revision draft. */
  source: string
}

export type OccupationGroup = {
  key: string
  /** German label, as a reader of the letter would name the role. */
  label: string
  patterns: Patterns
  /** Further names a user may type as the occupation (the interface is in 8 languages). */
  inputAliases?: Patterns
  /** The group applies only when the letter also says one of these (e.g. that staff reported to them). */
  requires?: Patterns
  items: readonly RoleItem['item'][]
}
