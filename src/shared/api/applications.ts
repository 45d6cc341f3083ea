import { z } from 'zod'

// Job applications (issue 26): the tracker behind /bulk-application. Field names are the ones the
// issue's checks use; the proof exports (DE, CH RAV, AT AMS) will read the same records.

export const APPLICATION_STAGES = ['saved', 'applied', 'screening', 'interview', 'offer', 'closed'] as const
export type ApplicationStage = (typeof APPLICATION_STAGES)[number]
export const CLOSED_REASONS = ['rejected', 'no_answer', 'withdrew', 'declined', 'accepted'] as const
export const APPLICATION_CHANNELS = ['online', 'email', 'letter', 'phone', 'in_person'] as const
export const APPLICATION_ORIGINS = ['own', 'agency'] as const
export const SALARY_PERIODS = ['year', 'month', 'hour'] as const
/** An application, or another effort the offices count (it appears in the proof export too). */
export const EFFORT_KINDS = ['application', 'job_fair', 'recruiter_talk', 'information_event'] as const
export type EffortKind = (typeof EFFORT_KINDS)[number]
export const CONTRACT_TYPES = ['permanent', 'fixed_term', 'temporary', 'freelance', 'internship', 'apprenticeship'] as const
export type ContractType = (typeof CONTRACT_TYPES)[number]
/** An archived application can be restored for this many days, then it is deleted. */
export const ARCHIVE_RESTORE_DAYS = 30
/** The most entries a stage history keeps. */
export const MAX_STAGE_HISTORY = 100

/** The most rows one CSV import takes (issue 26). */
export const MAX_IMPORT_ROWS = 500

const Timestamp = z.iso.datetime({ offset: true })
/** A calendar day, `YYYY-MM-DD`. */
export const CalendarDay = z.iso.date()

const Line = (max: number) => z.string().trim().max(max)
const Stage = z.enum(APPLICATION_STAGES)
const ClosedReason = z.enum(CLOSED_REASONS)

/** One entry of the stage history: the stage entered, on which day. */
export const StageHistoryEntry = z.object({
  stage: Stage,
  closedReason: ClosedReason.nullable(),
  on: CalendarDay,
})
export type StageHistoryEntry = z.infer<typeof StageHistoryEntry>

/** What an application's cost was for (travel to an interview, postage, copies, photos…). */
export const COST_KINDS = ['travel', 'postage', 'copies', 'photos', 'other'] as const
export type CostKind = (typeof COST_KINDS)[number]
/** The most cost entries one application keeps. */
export const MAX_COSTS = 50

/** One cost of applying, in minor units (cents) so that sums are exact. */
export const ApplicationCost = z.strictObject({
  id: z.string().trim().min(1).max(64),
  kind: z.enum(COST_KINDS),
  amountCents: z.int().min(1).max(10_000_000),
  currency: z.string().regex(/^[A-Z]{3}$/, 'a three-letter currency code such as EUR'),
  /** The day it was paid, `YYYY-MM-DD`. */
  on: CalendarDay.nullable(),
  note: Line(200),
})
export type ApplicationCost = z.infer<typeof ApplicationCost>

/** Every field a person edits; all but `company` may be left empty. */
const editableFields = {
  company: Line(200).min(1),
  role: Line(200),
  location: Line(200),
  employerAddress: Line(500),
  contactName: Line(200),
  contactEmail: z.union([z.literal(''), z.email().max(254)]),
  contactPhone: Line(60),
  sourceUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(2000)]),
  stage: Stage,
  closedReason: ClosedReason.nullable(),
  appliedAt: CalendarDay.nullable(),
  channel: z.enum(APPLICATION_CHANNELS).nullable(),
  origin: z.enum(APPLICATION_ORIGINS),
  workloadPercent: z.int().min(1).max(100).nullable(),
  interviewRound: z.int().min(1).max(20).nullable(),
  followUpAt: CalendarDay.nullable(),
  salaryMin: z.int().min(0).max(100_000_000).nullable(),
  salaryMax: z.int().min(0).max(100_000_000).nullable(),
  salaryCurrency: z.union([z.literal(''), z.string().regex(/^[A-Z]{3}$/, 'a three-letter currency code such as EUR')]),
  salaryPeriod: z.enum(SALARY_PERIODS).nullable(),
  tags: z.array(Line(40).min(1)).max(20),
  notes: z.string().max(20_000),
  kind: z.enum(EFFORT_KINDS),
  cvId: z.uuid().nullable(),
  agencyProposedAt: CalendarDay.nullable(),
  agencyReplyBy: CalendarDay.nullable(),
  /** The interview's local time as typed, `YYYY-MM-DDTHH:MM` (no zone: it is where the interview is). */
  interviewAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'a local date and time such as 2026-03-05T14:30').refine((value) => !Number.isNaN(Date.parse(`${value}:00Z`)), 'not a real date and time').nullable(),
  contractType: z.enum(CONTRACT_TYPES).nullable(),
  referenceNumber: Line(100),
  /** The job ad as pasted. */
  postingText: z.string().max(100_000),
  /** One of the account's saved letters (/api/letters), sent with the application. */
  letterId: z.uuid().nullable(),
  costs: z.array(ApplicationCost).max(MAX_COSTS),
}

const HistoryList = z.array(StageHistoryEntry).min(1).max(MAX_STAGE_HISTORY)

/** A closed application says why; an open one has no reason. */
export function closedReasonProblem(stage: ApplicationStage, closedReason: string | null): string | null {
  if (stage === 'closed' && !closedReason) return 'closedReason: is required when the stage is closed'
  if (stage !== 'closed' && closedReason) return 'closedReason: is only given when the stage is closed'
  return null
}

export const CreateApplicationBody = z
  .strictObject({
    company: editableFields.company,
    role: editableFields.role.default(''),
    location: editableFields.location.default(''),
    employerAddress: editableFields.employerAddress.default(''),
    contactName: editableFields.contactName.default(''),
    contactEmail: editableFields.contactEmail.default(''),
    contactPhone: editableFields.contactPhone.default(''),
    sourceUrl: editableFields.sourceUrl.default(''),
    stage: editableFields.stage.default('saved'),
    closedReason: editableFields.closedReason.default(null),
    appliedAt: editableFields.appliedAt.default(null),
    channel: editableFields.channel.default(null),
    origin: editableFields.origin.default('own'),
    workloadPercent: editableFields.workloadPercent.default(null),
    interviewRound: editableFields.interviewRound.default(null),
    followUpAt: editableFields.followUpAt.default(null),
    salaryMin: editableFields.salaryMin.default(null),
    salaryMax: editableFields.salaryMax.default(null),
    salaryCurrency: editableFields.salaryCurrency.default(''),
    salaryPeriod: editableFields.salaryPeriod.default(null),
    tags: editableFields.tags.default([]),
    notes: editableFields.notes.default(''),
    kind: editableFields.kind.default('application'),
    cvId: editableFields.cvId.default(null),
    agencyProposedAt: editableFields.agencyProposedAt.default(null),
    agencyReplyBy: editableFields.agencyReplyBy.default(null),
    interviewAt: editableFields.interviewAt.default(null),
    contractType: editableFields.contractType.default(null),
    referenceNumber: editableFields.referenceNumber.default(''),
    postingText: editableFields.postingText.default(''),
    letterId: editableFields.letterId.default(null),
    costs: editableFields.costs.default([]),
  })
  .superRefine((body, context) => {
    const problem = closedReasonProblem(body.stage, body.closedReason)
    if (problem) context.addIssue({ code: 'custom', path: ['closedReason'], message: problem.replace(/^closedReason: /, '') })
  })
export type CreateApplicationBody = z.infer<typeof CreateApplicationBody>

/** Changes to one application; `version` is the one the client edited (a newer one answers 409). */
export const UpdateApplicationBody = z.strictObject({
  ...z.object(editableFields).partial().shape,
  /** The whole history as corrected by the person (dates, entries); oldest first. */
  stageHistory: HistoryList.optional(),
  version: z.int().min(1),
})
export type UpdateApplicationBody = z.infer<typeof UpdateApplicationBody>

export const ApplicationRecord = z.object({
  id: z.string(),
  version: z.int(),
  company: z.string(),
  role: z.string(),
  location: z.string(),
  employerAddress: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  sourceUrl: z.string(),
  stage: Stage,
  closedReason: ClosedReason.nullable(),
  appliedAt: CalendarDay.nullable(),
  channel: z.enum(APPLICATION_CHANNELS).nullable(),
  origin: z.enum(APPLICATION_ORIGINS),
  workloadPercent: z.int().nullable(),
  interviewRound: z.int().nullable(),
  followUpAt: CalendarDay.nullable(),
  salaryMin: z.int().nullable(),
  salaryMax: z.int().nullable(),
  salaryCurrency: z.string(),
  salaryPeriod: z.enum(SALARY_PERIODS).nullable(),
  tags: z.array(z.string()),
  notes: z.string(),
  kind: z.enum(EFFORT_KINDS),
  cvId: z.string().nullable(),
  agencyProposedAt: CalendarDay.nullable(),
  agencyReplyBy: CalendarDay.nullable(),
  stageHistory: z.array(StageHistoryEntry),
  interviewAt: z.string().nullable(),
  contractType: z.enum(CONTRACT_TYPES).nullable(),
  referenceNumber: z.string(),
  postingText: z.string(),
  letterId: z.string().nullable(),
  costs: z.array(ApplicationCost),
  /** When it was archived; it is deleted ARCHIVE_RESTORE_DAYS later unless restored. */
  archivedAt: Timestamp.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
})
export type ApplicationRecord = z.infer<typeof ApplicationRecord>

export const ApplicationListReply = z.array(ApplicationRecord)

/** `from`/`to` bound the day of the application: `appliedAt`, or the day it was saved when not yet sent. */
export const ApplicationListQuery = z.strictObject({
  stage: Stage.optional(),
  q: Line(200).optional(),
  from: CalendarDay.optional(),
  to: CalendarDay.optional(),
  /** `true`: only the archived ones; without it, only those not archived. */
  archived: z.enum(['true', 'false']).optional(),
})
export type ApplicationListQuery = z.infer<typeof ApplicationListQuery>

export const ApplicationIdParams = z.strictObject({ id: z.string().trim().min(1).max(64) })
export const DeleteApplicationReply = z.object({ success: z.literal(true) })

export const ImportApplicationsReply = z.object({
  imported: z.int(),
  /** `row` is the row number a spreadsheet shows: the header is row 1, the first application row 2. */
  skipped: z.array(z.object({ row: z.int(), reason: z.string() })),
})
export type ImportApplicationsReply = z.infer<typeof ImportApplicationsReply>
