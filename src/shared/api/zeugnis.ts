import { z } from 'zod'

// ZeugnisCheck request and reply (issue 6; docs/spec/1-screens.md §3; docs/spec/3-decisions.md "AI"). Grades are 1–5 where
// 5 is best (German grade 1 "sehr gut" = 5/5). The built-in engine fills every field; an AI provider
// may rewrite the prose fields but must still validate against this schema.

export const ZEUGNIS_MAX_CHARS = 60_000
export const ZEUGNIS_OCCUPATION_MAX_CHARS = 100

export const ZEUGNIS_JURISDICTIONS = ['DE', 'CH', 'AT'] as const
export const ZeugnisJurisdiction = z.enum(ZEUGNIS_JURISDICTIONS)
export type ZeugnisJurisdiction = z.infer<typeof ZeugnisJurisdiction>

export const OMISSION_ITEMS = [
  'honesty',
  'accident_free',
  'leadership',
  'reliability',
  'conscientiousness',
  'creativity',
  'performance',
  'behaviour',
  'engagement',
  'closing_thanks',
  'closing_wishes',
  'closing_regret',
] as const

export const ZeugnisCheckBody = z.strictObject({
  // Not trimmed on purpose: phrase offsets in the reply point into exactly the text that was sent.
  referenceLetterText: z
    .string()
    .min(1)
    .max(ZEUGNIS_MAX_CHARS)
    .refine((text) => text.trim().length > 0, { message: 'Text must not be blank' }),
  jurisdiction: ZeugnisJurisdiction.default('DE'),
  occupation: z.string().max(ZEUGNIS_OCCUPATION_MAX_CHARS).optional(),
  // Role items the user confirmed for the revision draft (honesty, accident-free driving …).
  confirmedFacts: z.array(z.enum(OMISSION_ITEMS)).max(OMISSION_ITEMS.length).optional(),
  // Words the recogniser was unsure of when the letter was a scan or photo (OcrReport of
  // POST /api/parse), as read: those still in the text lower the answer's confidence (issue 23).
  uncertainWords: z.array(z.string().max(200)).max(200).optional(),
})
export type ZeugnisCheckBody = z.infer<typeof ZeugnisCheckBody>

/**
 * Below this confidence the answer is shown as "uncertain — please check" (issue 17). On letters
 * damaged like poor scans, most wrong answers fall below it and few right ones do.
 */
export const ZEUGNIS_UNCERTAIN_BELOW = 0.6

export const ZEUGNIS_CATEGORIES = ['Critical', 'Positive', 'Borderline', 'Unknown'] as const
export const ZeugnisCategory = z.enum(ZEUGNIS_CATEGORIES)
export type ZeugnisCategory = z.infer<typeof ZeugnisCategory>

export const CODE_IMPACTS = ['positive', 'neutral', 'negative'] as const
export const CODE_DIMENSIONS = [
  'performance',
  'behaviour',
  'engagement',
  'closing',
  'exit',
  'omission',
  'form',
] as const
export const CODE_SEVERITIES = ['mild', 'moderate', 'serious'] as const
export type CodeImpact = (typeof CODE_IMPACTS)[number]
export type CodeDimension = (typeof CODE_DIMENSIONS)[number]
export type CodeSeverity = (typeof CODE_SEVERITIES)[number]

export const LETTER_TYPES = ['final', 'interim'] as const
export const CERTIFICATE_KINDS = ['qualified', 'simple'] as const
export const UNKNOWN_REASONS = [
  'not_german',
  'not_reference_letter',
  'too_short',
  'simple_certificate',
] as const
export type OmissionItem = (typeof OMISSION_ITEMS)[number]

const grade = z.number().int().min(1).max(5)

export const CodedPhrase = z.object({
  // Quoted from the letter as written (line breaks and hyphenation included); for an omission it
  // names what is missing in square brackets and has no offsets.
  phrase: z.string(),
  meaning: z.string(),
  impact: z.enum(CODE_IMPACTS),
  dimension: z.enum(CODE_DIMENSIONS),
  // Extras for highlighting and filtering: offsets into referenceLetterText, the rule that matched.
  start: z.number().int().min(0).optional(),
  end: z.number().int().min(0).optional(),
  key: z.string().optional(),
  severity: z.enum(CODE_SEVERITIES).optional(),
})
export type CodedPhrase = z.infer<typeof CodedPhrase>

export const LegalAssessment = z.object({
  jurisdiction: ZeugnisJurisdiction,
  basis: z.string(),
  challengeable: z.boolean(),
  advice: z.string(),
  references: z.array(z.string()).optional(),
})
export type LegalAssessment = z.infer<typeof LegalAssessment>

export const ZeugnisOmission = z.object({
  item: z.enum(OMISSION_ITEMS),
  label: z.string(),
  severity: z.enum(CODE_SEVERITIES),
})
export type ZeugnisOmission = z.infer<typeof ZeugnisOmission>

export const ZeugnisAnalysis = z.object({
  overall_category: ZeugnisCategory,
  confidence: z.number().min(0).max(1),
  headline_reason: z.string(),
  detailed_explanation: z.string(),
  performance_grade: grade.nullable(),
  behaviour_grade: grade.nullable(),
  engagement_grade: grade.nullable(),
  coded_phrases_found: z.array(CodedPhrase),
  legal_assessment: LegalAssessment,
  revision_draft: z.string(),
  // Role items the draft would add if the user confirms them (issue 17).
  revision_facts_to_confirm: z.array(z.enum(OMISSION_ITEMS)),
  // Extras beyond docs/spec/1-screens.md §3.
  overall_grade: grade.nullable(),
  german_grade: z.number().min(1).max(6).nullable(),
  letter_type: z.enum(LETTER_TYPES).nullable(),
  certificate_kind: z.enum(CERTIFICATE_KINDS).nullable(),
  occupation: z
    .object({
      label: z.string(),
      groups: z.array(z.string()),
      source: z.enum(['input', 'letter']),
    })
    .nullable(),
  omissions: z.array(ZeugnisOmission),
  unknown_reason: z.enum(UNKNOWN_REASONS).nullable(),
})
export type ZeugnisAnalysis = z.infer<typeof ZeugnisAnalysis>
