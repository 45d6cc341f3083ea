import { z } from 'zod'
import { LOCALES } from '#shared/i18n/locales'

// Letters as saved documents (issue 27): a cover letter linked to a CV, printed in that CV's design
// and in a national layout. The field names the checks use are `cvId`, `content`,
// `recipient {company, contactName, street, postalCode, city}`, `language` and `layout`.

export const LETTER_LAYOUTS = ['din5008-a', 'din5008-b', 'ch', 'at', 'fr', 'it', 'es', 'pt', 'uk', 'pl'] as const
export type LetterLayout = (typeof LETTER_LAYOUTS)[number]

export const SALARY_CURRENCIES = ['EUR', 'CHF', 'GBP', 'PLN'] as const
export const SALARY_PERIODS = ['year', 'month'] as const
export const NOTICE_UNITS = ['weeks', 'months'] as const
/** When a notice period may end: any day, the 15th or the month's end (§ 622 BGB), the month's or the quarter's end. */
export const NOTICE_ENDS = ['any-day', 'mid-or-end-of-month', 'end-of-month', 'end-of-quarter'] as const

/** Letters one account keeps: a trial 20, Pro 200 (docs/decisions/letter-documents.md). */
export const MAX_LETTERS = { trial: 20, pro: 200 } as const
export const MAX_LETTER_CHARS = 12_000

const Line = (max: number) => z.string().trim().max(max)
const Timestamp = z.iso.datetime({ offset: true })
const CalendarDay = z.iso.date()

export const LetterRecipient = z.strictObject({
  company: Line(200),
  department: Line(200).default(''),
  contactName: Line(200),
  street: Line(200),
  postalCode: Line(20),
  city: Line(120),
  country: Line(120).default(''),
})
export type LetterRecipient = z.infer<typeof LetterRecipient>

/** What the letter says about its writer when it should not come from the CV (another address, say). */
export const LetterSender = z.strictObject({
  name: Line(200).default(''),
  street: Line(200).default(''),
  postalCode: Line(20).default(''),
  city: Line(120).default(''),
  email: Line(254).default(''),
  phone: Line(60).default(''),
})
export type LetterSender = z.infer<typeof LetterSender>

/** A salary expectation, worded by the layout's country (DE annual gross range, AT 14 salaries, CH). */
export const LetterSalary = z
  .strictObject({
    min: z.int().min(0).max(100_000_000),
    max: z.int().min(0).max(100_000_000).nullable().default(null),
    currency: z.enum(SALARY_CURRENCIES).default('EUR'),
    period: z.enum(SALARY_PERIODS).default('year'),
  })
  .refine((salary) => salary.max === null || salary.max >= salary.min, {
    message: 'max must not be below min',
    path: ['max'],
  })
export type LetterSalary = z.infer<typeof LetterSalary>

/** The notice the writer must give their present employer; the earliest start date follows from it. */
export const LetterNotice = z.strictObject({
  amount: z.int().min(0).max(24),
  unit: z.enum(NOTICE_UNITS),
  ends: z.enum(NOTICE_ENDS).default('any-day'),
  /** The day the notice would be given; today when not set. */
  from: CalendarDay.nullable().default(null),
})
export type LetterNotice = z.infer<typeof LetterNotice>

const letterFields = {
  cvId: z.uuid({ message: 'cvId must be the id of one of your CVs' }),
  title: Line(200),
  content: z.string().max(MAX_LETTER_CHARS),
  recipient: LetterRecipient,
  language: z.enum(LOCALES),
  layout: z.enum(LETTER_LAYOUTS),
  reference: Line(120),
  subject: Line(300),
  place: Line(120),
  /** The letter's date; the day it is printed when null. */
  date: CalendarDay.nullable(),
  salary: LetterSalary.nullable(),
  notice: LetterNotice.nullable(),
  /** A start date the writer names themselves (wins over the one computed from the notice). */
  startDate: CalendarDay.nullable(),
  /** The enclosures line ("Anlagen"): filled by the application package, editable. */
  enclosures: z.array(Line(200).min(1)).max(30),
  sender: LetterSender.nullable(),
  foldMarks: z.boolean(),
}

export const CreateLetterBody = z.strictObject({
  cvId: letterFields.cvId,
  content: letterFields.content,
  recipient: letterFields.recipient,
  language: letterFields.language,
  layout: letterFields.layout,
  title: letterFields.title.default(''),
  reference: letterFields.reference.default(''),
  subject: letterFields.subject.default(''),
  place: letterFields.place.default(''),
  date: letterFields.date.default(null),
  salary: letterFields.salary.default(null),
  notice: letterFields.notice.default(null),
  startDate: letterFields.startDate.default(null),
  enclosures: letterFields.enclosures.default([]),
  sender: letterFields.sender.default(null),
  foldMarks: letterFields.foldMarks.default(false),
})
export type CreateLetterBody = z.infer<typeof CreateLetterBody>
export type CreateLetterInput = z.input<typeof CreateLetterBody>

/**
 * The writer's letter as it stands, not saved yet, for the live preview: the same fields as a new
 * letter. `cvId` names one of the writer's CVs, whose design and contact details it prints in;
 * `templateId`/`theme` show it in a design chosen in the builder but not saved with the CV yet.
 */
export const LetterPreviewBody = CreateLetterBody.extend({
  templateId: z.string().trim().min(1).max(60).optional(),
  theme: z.string().trim().max(60).optional(),
})
export type LetterPreviewBody = z.infer<typeof LetterPreviewBody>
export type LetterPreviewInput = z.input<typeof LetterPreviewBody>

/** Changes to one letter; `version` is the one the client edited (a newer one answers 409). */
export const UpdateLetterBody = z.strictObject({
  ...z.object(letterFields).partial().shape,
  version: z.int().min(1),
})
export type UpdateLetterBody = z.infer<typeof UpdateLetterBody>
export type UpdateLetterInput = z.input<typeof UpdateLetterBody>

export const LetterRecord = z.object({
  id: z.string(),
  version: z.int(),
  cvId: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  recipient: LetterRecipient,
  language: z.enum(LOCALES),
  layout: z.enum(LETTER_LAYOUTS),
  reference: z.string(),
  subject: z.string(),
  place: z.string(),
  date: CalendarDay.nullable(),
  salary: LetterSalary.nullable(),
  notice: LetterNotice.nullable(),
  startDate: CalendarDay.nullable(),
  enclosures: z.array(z.string()),
  sender: LetterSender.nullable(),
  foldMarks: z.boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
})
export type LetterRecord = z.infer<typeof LetterRecord>

export const LetterListItem = LetterRecord.pick({
  id: true,
  version: true,
  cvId: true,
  title: true,
  language: true,
  layout: true,
  createdAt: true,
  updatedAt: true,
}).extend({ company: z.string() })
export type LetterListItem = z.infer<typeof LetterListItem>
export const LetterListReply = z.array(LetterListItem)

export const LetterIdParams = z.strictObject({ id: z.string().trim().min(1).max(64) })
export const DeleteLetterReply = z.object({ success: z.literal(true) })
/** `preview`: marked as a preview in the margin, for the writer's paginated view. */
export const LetterPdfQuery = z.strictObject({ preview: z.enum(['0', '1']).optional() })
