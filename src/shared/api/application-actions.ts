import { z } from 'zod'
import { CvData } from '#shared/cv/cv.schema'
import { LocaleSchema } from '#shared/i18n/locale-schema'
import { MAX_LETTER_CHARS } from './letters'
import { APPLICATION_STAGES, CLOSED_REASONS, CONTRACT_TYPES, SALARY_PERIODS } from './applications'

// The tracker's actions on several applications at once, and the capture of a pasted job ad (issue 26).

/** The most applications one bulk action changes (issue 26). */
export const MAX_BULK_APPLICATIONS = 200
/** The longest paste the capture reads: a job ad's page saved as HTML, with its scripts. */
export const MAX_CAPTURE_CHARS = 500_000

export const BULK_ACTIONS = ['move', 'tag', 'close', 'delete', 'archive', 'restore'] as const
export type BulkAction = (typeof BULK_ACTIONS)[number]

export const BulkApplicationsBody = z
  .strictObject({
    ids: z.array(z.uuid()).min(1).max(MAX_BULK_APPLICATIONS),
    action: z.enum(BULK_ACTIONS),
    /** `move`: the stage to move to (not closed: `close` says why). */
    stage: z.enum(APPLICATION_STAGES).exclude(['closed']).optional(),
    /** `close`: the reason. */
    closedReason: z.enum(CLOSED_REASONS).optional(),
    /** `tag`: the tag added to each. */
    tag: z.string().trim().min(1).max(40).optional(),
  })
  .superRefine((body, context) => {
    const needs = { move: 'stage', close: 'closedReason', tag: 'tag' } as const
    const field = needs[body.action as keyof typeof needs] as keyof typeof body | undefined
    if (field && body[field] === undefined) {
      context.addIssue({ code: 'custom', path: [field], message: `is required for the action ${body.action}` })
    }
  })
export type BulkApplicationsBody = z.infer<typeof BulkApplicationsBody>

export const BulkApplicationsReply = z.object({ changed: z.int() })
export type BulkApplicationsReply = z.infer<typeof BulkApplicationsReply>

export const CaptureApplicationBody = z.strictObject({
  /** The job ad as pasted: plain text, or the HTML of its page. */
  text: z.string().trim().min(1).max(MAX_CAPTURE_CHARS),
})

/** What was found in the ad; every field is a proposal the person confirms, absent when not found. */
export const CapturedFields = z.object({
  company: z.string().optional(),
  role: z.string().optional(),
  location: z.string().optional(),
  employerAddress: z.string().optional(),
  workloadPercent: z.int().optional(),
  salaryMin: z.int().optional(),
  salaryMax: z.int().optional(),
  salaryCurrency: z.string().optional(),
  salaryPeriod: z.enum(SALARY_PERIODS).optional(),
  contractType: z.enum(CONTRACT_TYPES).optional(),
  contactName: z.string().optional(),
  contactEmail: z.string().optional(),
  contactPhone: z.string().optional(),
  referenceNumber: z.string().optional(),
  sourceUrl: z.string().optional(),
})
export type CapturedFields = z.infer<typeof CapturedFields>

export const CaptureApplicationReply = z.object({
  /**
   * `json-ld`: the page's schema.org JobPosting; `engine`: the built-in job-ad reader; `provider`: the
   * configured AI provider, every value of which stands in the ad.
   */
  source: z.enum(['json-ld', 'engine', 'provider']),
  fields: CapturedFields,
  /** The ad's text (HTML reduced to its words), to keep as the posting. */
  postingText: z.string(),
})
export type CaptureApplicationReply = z.infer<typeof CaptureApplicationReply>

/** The fit of the linked CV against the application's posting: the ad's terms the CV covers and misses. */
export const ApplicationFitReply = z.object({
  matchScore: z.int().min(0).max(100),
  covered: z.array(z.string()),
  missing: z.array(z.object({ term: z.string(), importance: z.string() })),
})
export type ApplicationFitReply = z.infer<typeof ApplicationFitReply>

/** A cover-letter draft for the application, from its linked CV and posting; nothing is saved or sent. */
export const ApplicationLetterReply = z.object({ content: z.string() })
export type ApplicationLetterReply = z.infer<typeof ApplicationLetterReply>

/**
 * One change of a tailored CV, for the review before it is kept: a skill group or skill moved up, a
 * bullet moved up within its job, the summary now leading with one of its sentences. `terms` are the
 * ad's terms that text names; `context` is the group or job it stands in.
 */
export const TAILOR_CHANGE_KINDS = ['skillGroupUp', 'skillUp', 'bulletUp', 'summaryLead'] as const
export const TailorChange = z.object({
  kind: z.enum(TAILOR_CHANGE_KINDS),
  subject: z.string(),
  context: z.string().optional(),
  terms: z.array(z.string()),
})
export type TailorChange = z.infer<typeof TailorChange>

/** The linked CV reordered for the posting (nothing written, nothing saved) and what changed. */
export const TailorCvReply = z.object({ cvData: CvData, changes: z.array(TailorChange) })
export type TailorCvReply = z.infer<typeof TailorCvReply>

export const ApplicationTailorReply = TailorCvReply.extend({
  /** The CV it was made from, and the version of it: keeping the copy answers 409 if it changed since. */
  baseCvId: z.string(),
  baseTitle: z.string(),
  baseUpdatedAt: z.iso.datetime({ offset: true }),
})
export type ApplicationTailorReply = z.infer<typeof ApplicationTailorReply>

/** "Keep as new CV": the reviewed copy, checked again to state only what the linked CV states. */
export const KeepTailoredCvBody = z.strictObject({
  cvData: CvData,
  baseUpdatedAt: z.iso.datetime({ offset: true }),
  /** The application's version the person saw; the copy becomes its linked CV. */
  version: z.int().min(1),
})
export type KeepTailoredCvBody = z.infer<typeof KeepTailoredCvBody>

export const KeepTailoredCvReply = z.object({ cvId: z.string(), title: z.string(), version: z.int() })
export type KeepTailoredCvReply = z.infer<typeof KeepTailoredCvReply>

/** A follow-up e-mail draft from the application's facts only (company, role, contact, date applied). */
export const FollowUpFacts = z.object({
  company: z.string(),
  role: z.string(),
  contactName: z.string(),
  appliedAt: z.string().nullable(),
  senderName: z.string(),
})
export type FollowUpFacts = z.infer<typeof FollowUpFacts>

export const ApplicationFollowUpReply = z.object({ language: LocaleSchema, subject: z.string(), body: z.string() })
export type ApplicationFollowUpReply = z.infer<typeof ApplicationFollowUpReply>

/** "Keep as letter": the Copilot's draft (as the person edited it) saved to /api/letters and linked. */
export const KeepApplicationLetterBody = z.strictObject({
  content: z.string().trim().min(1).max(MAX_LETTER_CHARS),
  /** The application's version the person saw; the letter becomes its linked letter. */
  version: z.int().min(1),
})
export type KeepApplicationLetterBody = z.infer<typeof KeepApplicationLetterBody>

export const KeepApplicationLetterReply = z.object({ letterId: z.string(), title: z.string(), version: z.int() })
export type KeepApplicationLetterReply = z.infer<typeof KeepApplicationLetterReply>
