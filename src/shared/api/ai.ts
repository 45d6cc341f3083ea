import { z } from 'zod'

import { CvData } from '#shared/cv/cv.schema'
import { LocaleSchema } from '#shared/i18n/locale-schema'
import { IMPACT_SCORE_MAX } from '#shared/limits'

// Request and response shapes of the AI tools (docs/spec/2-calls.md §7 "AI tools"). Field names are the ones
// the client reads; extra fields are optional so older clients keep working.

export const AI_TEXT_MAX_CHARS = 100_000
export const BULLETS_MAX = 50
export const BULLET_MAX_CHARS = 1_000

const longText = z.string().trim().min(1).max(AI_TEXT_MAX_CHARS)

// ---------- enhance-bullets ----------

// Codes, not prose: the client shows `t('ai.bullets.reasons.<code>')`.
export const IMPACT_REASONS = [
  'action_verb',
  'weak_verb',
  'no_action_verb',
  'measurable_result',
  'number_without_unit',
  'no_measurable_result',
  'scope',
  'specific_terms',
  'good_length',
  'too_short',
  'too_long',
] as const
export type ImpactReason = (typeof IMPACT_REASONS)[number]

export const BULLET_CHANGES = [
  'filler_removed',
  'passive_rewritten',
  'verb_added',
  'verb_strengthened',
  'tense_aligned',
  'pronoun_removed',
  'placeholder_added',
] as const
export type BulletChange = (typeof BULLET_CHANGES)[number]

export const EnhanceBulletsBody = z.strictObject({
  bulletPoints: z.array(z.string().max(BULLET_MAX_CHARS)).min(1).max(BULLETS_MAX),
  language: LocaleSchema.optional(),
  // true for a job that has ended; omitted: the tense most bullets already use (past on a tie).
  pastTense: z.boolean().optional(),
})
export type EnhanceBulletsBody = z.infer<typeof EnhanceBulletsBody>

export const EnhancedBullet = z.object({
  original: z.string(),
  enhanced: z.string(),
  impactScore: z.number().int().min(0).max(IMPACT_SCORE_MAX),
  reasons: z.array(z.enum(IMPACT_REASONS)),
  changes: z.array(z.enum(BULLET_CHANGES)).optional(),
  language: LocaleSchema.optional(),
  // The bullet states no result: how one could end it ("… um [X] %"), shown beside it as a hint and
  // never put into the text itself (issue 30: "– Ergebnis: [messbares Ergebnis]" read as a template).
  resultHint: z.string().optional(),
})
export type EnhancedBullet = z.infer<typeof EnhancedBullet>

export const EnhanceBulletsReply = z.array(EnhancedBullet)
export type EnhanceBulletsReply = z.infer<typeof EnhanceBulletsReply>

// ---------- optimize-ats ----------

export const KEYWORD_IMPORTANCE = ['required', 'preferred'] as const
export type KeywordImportance = (typeof KEYWORD_IMPORTANCE)[number]
export const KEYWORD_MATCHES = ['exact', 'alias', 'stem'] as const
export type KeywordMatch = (typeof KEYWORD_MATCHES)[number]
export const KEYWORD_KINDS = ['hard', 'soft', 'degree', 'certificate', 'language', 'title', 'other'] as const
export type KeywordKind = (typeof KEYWORD_KINDS)[number]

// What the upload parser saw in the file; every flag is optional because not every format tells.
export const AtsFileInfo = z.object({
  sizeBytes: z.number().int().min(0),
  hasTables: z.boolean().optional(),
  columns: z.number().int().min(1).max(6).optional(),
  hasImages: z.boolean().optional(),
  hasHeaderFooterText: z.boolean().optional(),
  hasTextLayer: z.boolean().optional(),
})
export type AtsFileInfo = z.infer<typeof AtsFileInfo>

export const ATS_FORMAT_WARNINGS = [
  'file_too_large',
  'no_text_layer',
  'tables',
  'columns',
  'images',
  'header_footer',
  'non_standard_headings',
] as const
export type AtsFormatWarning = (typeof ATS_FORMAT_WARNINGS)[number]

export const OptimizeAtsBody = z.strictObject({
  cvContent: longText,
  jobDescription: longText,
  file: AtsFileInfo.optional(),
  // The interface language the suggestions are written in (default en).
  language: LocaleSchema.optional(),
})
export type OptimizeAtsBody = z.infer<typeof OptimizeAtsBody>

export const AtsKeyword = z.object({
  term: z.string(),
  found: z.boolean(),
  importance: z.enum(KEYWORD_IMPORTANCE),
  // The job-description sentence the term was taken from.
  source: z.string(),
  match: z.enum(KEYWORD_MATCHES).optional(),
  kind: z.enum(KEYWORD_KINDS).optional(),
})
export type AtsKeyword = z.infer<typeof AtsKeyword>

export const ATS_SUGGESTION_KINDS = [
  'add_to_skills',
  'add_to_role',
  'add_to_education',
  'write_both_forms',
  'add_to_summary',
] as const
export type AtsSuggestionKind = (typeof ATS_SUGGESTION_KINDS)[number]

export const AtsSuggestion = z.object({
  kind: z.enum(ATS_SUGGESTION_KINDS),
  term: z.string(),
  importance: z.enum(KEYWORD_IMPORTANCE),
  // The CV line (usually a job heading) the term belongs under, for add_to_role.
  role: z.string().optional(),
  // The other form of an acronym, for write_both_forms.
  otherForm: z.string().optional(),
})
export type AtsSuggestion = z.infer<typeof AtsSuggestion>

export const OptimizeAtsReply = z.object({
  matchScore: z.number().int().min(0).max(100),
  keywords: z.array(AtsKeyword),
  suggestions: z.array(z.string()),
  suggestionDetails: z.array(AtsSuggestion).optional(),
  formatWarnings: z.array(z.enum(ATS_FORMAT_WARNINGS)).optional(),
})
export type OptimizeAtsReply = z.infer<typeof OptimizeAtsReply>

// ---------- generate-cover-letter (AI tools page, "cover" tab) ----------

export const GenerateCoverLetterBody = z.strictObject({
  // Loose: the tab sends {cvText}; {summary} and a builder CV are accepted as well.
  cvData: z
    .object({
      summary: z.string().max(AI_TEXT_MAX_CHARS).optional(),
      // A CV pasted as text on the AI tools page: the letter is built from it.
      cvText: z.string().max(AI_TEXT_MAX_CHARS).optional(),
    })
    .loose()
    .default({}),
  jobTitle: z.string().trim().min(1).max(200),
  companyName: z.string().trim().min(1).max(200),
  jobDescription: z.string().max(AI_TEXT_MAX_CHARS).optional(),
  language: LocaleSchema.optional(),
})
export type GenerateCoverLetterBody = z.infer<typeof GenerateCoverLetterBody>

// docs/spec/2-calls.md: "the response is the letter text".
export const GenerateCoverLetterReply = z.string()
export type GenerateCoverLetterReply = z.infer<typeof GenerateCoverLetterReply>

// ---------- cover-letter (the cover letter writer) ----------

export const LETTER_TEMPLATE_TYPES = ['cover', 'motivation'] as const
export type LetterTemplateType = (typeof LETTER_TEMPLATE_TYPES)[number]
export const LETTER_ALIGNMENTS = ['left', 'right'] as const
export type LetterAlignment = (typeof LETTER_ALIGNMENTS)[number]

// The parse response reshaped by the writer (docs/spec/1-screens.md §3 "Parsed CV from the parse calls").
export const WriterPersonalInfo = z
  .object({
    fullName: z.string().max(200).optional(),
    email: z.string().max(254).optional(),
    phone: z.string().max(60).optional(),
    location: z.string().max(200).optional(),
    title: z.string().max(200).optional(),
    address: z
      .object({
        street: z.string().max(200).optional(),
        city: z.string().max(200).optional(),
        postalCode: z.string().max(20).optional(),
      })
      .loose()
      .optional(),
  })
  .loose()
export type WriterPersonalInfo = z.infer<typeof WriterPersonalInfo>

const looseEntries = z.array(z.record(z.string(), z.unknown())).max(200)

export const CoverLetterBody = z.strictObject({
  jobDescription: longText,
  cvText: z.string().max(AI_TEXT_MAX_CHARS).nullish(),
  personalInfo: WriterPersonalInfo.nullish(),
  experience: looseEntries.optional(),
  education: looseEntries.optional(),
  skills: z.array(z.unknown()).max(200).optional(),
  language: LocaleSchema,
  templateType: z.enum(LETTER_TEMPLATE_TYPES).default('cover'),
  alignment: z.enum(LETTER_ALIGNMENTS).default('left'),
  // Issue 25: what the ad may ask for, as the user states it ("1. März 2027", "55.000 € brutto").
  // The start date is always answered, the salary only when the ad asks for it.
  startDate: z.string().trim().max(80).optional(),
  salaryExpectation: z.string().trim().max(80).optional(),
})
export type CoverLetterBody = z.infer<typeof CoverLetterBody>

export const CoverLetterData = z.object({
  content: z.string(),
  companyName: z.string(),
  jobTitle: z.string(),
  industry: z.string().optional(),
  address: z.object({ city: z.string().optional() }).optional(),
})
export type CoverLetterData = z.infer<typeof CoverLetterData>

export const CoverLetterReply = z.object({
  success: z.boolean(),
  message: z.string(),
  data: CoverLetterData,
})
export type CoverLetterReply = z.infer<typeof CoverLetterReply>

// ---------- translate-cv ----------

// The stored form the translate tab sends; any extra field passes through untouched.
export const LooseCv = z
  .object({
    personalInfo: z
      .object({
        summary: z.string().max(AI_TEXT_MAX_CHARS).optional(),
        // A CV pasted as text on the AI tools page: the letter is built from it.
        cvText: z.string().max(AI_TEXT_MAX_CHARS).optional(),
      })
      .loose()
      .optional(),
    experience: z.array(z.unknown()).max(200).optional(),
    education: z.array(z.unknown()).max(200).optional(),
    skills: z.array(z.unknown()).max(500).optional(),
  })
  .loose()
export type LooseCv = z.infer<typeof LooseCv>

export const TranslateCvBody = z.strictObject({
  // The builder form first: a loose object would also accept it but lose its type.
  cvData: z.union([CvData, LooseCv]),
  targetLanguage: LocaleSchema,
  // A hint only: the server detects the source language (docs/spec/3-decisions.md).
  sourceLanguage: LocaleSchema.optional(),
})
export type TranslateCvBody = z.infer<typeof TranslateCvBody>

export const TranslateCvReply = z.object({
  cvData: z.union([CvData, LooseCv]),
  // Free text the built-in glossary could not translate, left unchanged.
  untranslated: z.array(z.string()),
  detectedSourceLanguage: LocaleSchema,
})
export type TranslateCvReply = z.infer<typeof TranslateCvReply>

// ---------- humanize / humanize-cv ----------

export const HUMANIZE_CONTEXTS = ['professional_title', 'text'] as const
export type HumanizeContext = (typeof HUMANIZE_CONTEXTS)[number]

// The parts of the CV a title suggestion is built from (issue 16): the roles with their dates (the
// years of experience), skills and summary (what the title may name), the CV's language.
export const TitleCvRole = z.strictObject({
  title: z.string().trim().max(200),
  startDate: z.string().trim().max(40).optional(),
  endDate: z.string().trim().max(40).optional(),
  current: z.boolean().optional(),
})
export type TitleCvRole = z.infer<typeof TitleCvRole>

export const TitleCv = z.strictObject({
  roles: z.array(TitleCvRole).max(60),
  skills: z.array(z.string().trim().max(200)).max(500).optional(),
  summary: z.string().max(10_000).optional(),
  language: LocaleSchema.optional(),
})
export type TitleCv = z.infer<typeof TitleCv>

export const TITLE_SUGGESTIONS_MAX = 3

export const HumanizeBody = z.strictObject({
  text: z.string().trim().min(1).max(10_000),
  context: z.enum(HUMANIZE_CONTEXTS).default('text'),
  // The CV's job titles, current first: a title suggestion comes from the user's real roles.
  roles: z.array(z.string().trim().max(200)).max(20).optional(),
  // professional_title: the CV the suggestions come from (roles with dates, skills, summary).
  cv: TitleCv.optional(),
})
export type HumanizeBody = z.infer<typeof HumanizeBody>

export const HumanizeReply = z.object({
  success: z.boolean(),
  humanized: z.string(),
  message: z.string(),
  // professional_title: 1-3 titles from the CV's roles, best first; `message` is "Nothing to
  // change" when the current title is one of them.
  suggestions: z.array(z.string()).max(TITLE_SUGGESTIONS_MAX).optional(),
})
export type HumanizeReply = z.infer<typeof HumanizeReply>

const HumanizeCvExperience = z
  .object({
    responsibilities: z.array(z.string().max(2_000)).max(60).optional(),
    bullets: z.array(z.string().max(2_000)).max(60).optional(),
    description: z.string().max(10_000).optional(),
  })
  .loose()

export const HumanizeCvContent = z
  .object({
    personalInfo: z
      .object({ summary: z.string().max(10_000).optional() })
      .loose()
      .optional(),
    experience: z.array(HumanizeCvExperience).max(60).optional(),
    education: z.array(z.unknown()).max(60).optional(),
    skills: z.array(z.unknown()).max(500).optional(),
  })
  .loose()
export type HumanizeCvContent = z.infer<typeof HumanizeCvContent>

export const HumanizeCvBody = z.strictObject({
  content: HumanizeCvContent,
  structured: z.literal(true).default(true),
})
export type HumanizeCvBody = z.infer<typeof HumanizeCvBody>

export const HumanizedCv = z
  .object({
    personalInfo: z.object({ summary: z.string() }).loose(),
    experience: z.array(z.object({ responsibilities: z.array(z.string()) }).loose()),
    education: z.array(z.unknown()),
    skills: z.array(z.unknown()),
  })
  .loose()
export type HumanizedCv = z.infer<typeof HumanizedCv>

export const HumanizeCvReply = z.object({
  success: z.boolean(),
  humanized: HumanizedCv,
  message: z.string(),
})
export type HumanizeCvReply = z.infer<typeof HumanizeCvReply>
