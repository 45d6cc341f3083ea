import { z } from 'zod'
import { LocaleSchema } from '#shared/i18n/locale-schema'
import { CalendarDay } from './applications'

// The monthly proof of applications for the offices (issue 26): the German "Nachweis der
// Eigenbemühungen", the Swiss RAV form 716.007 and the Austrian AMS "Bewerbungsliste", printed from
// the same records; the header fields and the reminder choice kept in Settings; the CV PDFs kept
// when an application was sent.

export const PROOF_COUNTRIES = ['DE', 'CH', 'AT'] as const
export type ProofCountry = (typeof PROOF_COUNTRIES)[number]
/** The languages each office's form is printed in: the RAV's in German, French or Italian. */
export const PROOF_LANGUAGES = { DE: ['de'], CH: ['de', 'fr', 'it'], AT: ['de'] } as const satisfies Record<ProofCountry, readonly string[]>
export type ProofLanguage = 'de' | 'fr' | 'it'
/** The longest period one proof covers: a year (the offices ask per month or per period of benefit). */
export const MAX_PROOF_DAYS = 366

export const ProofQuery = z
  .strictObject({
    country: z.enum(PROOF_COUNTRIES),
    from: CalendarDay,
    to: CalendarDay,
    format: z.enum(['pdf', 'csv']).default('pdf'),
    language: LocaleSchema.optional(),
  })
  .superRefine((query, context) => {
    if (query.from > query.to) context.addIssue({ code: 'custom', path: ['to'], message: 'is before from' })
    else if (daysBetween(query.from, query.to) + 1 > MAX_PROOF_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: `a proof covers at most ${MAX_PROOF_DAYS} days` })
    }
    const languages: readonly string[] = PROOF_LANGUAGES[query.country]
    if (query.language && !languages.includes(query.language)) {
      context.addIssue({
        code: 'custom',
        path: ['language'],
        message: `the ${query.country} proof is printed in ${languages.join(', ')}`,
      })
    }
  })
export type ProofQuery = z.infer<typeof ProofQuery>

/** Whole days from one calendar day to another (UTC). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** The RAV wants the month's proof by the 5th of the following month. */
export function ravDeadlineOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number]
  const next = new Date(Date.UTC(year, monthNumber, 5))
  return next.toISOString().slice(0, 10)
}

/** The first and last day of the month of a calendar day. */
export function monthOf(day: string): { from: string; to: string } {
  const [year, month] = day.split('-').map(Number) as [number, number]
  return {
    from: new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10),
    to: new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10),
  }
}

const Line = (max: number) => z.string().trim().max(max)

/** The proof's header and the reminder choice, as Settings edits them. */
export const ProofSettingsBody = z.strictObject({
  fullName: Line(200),
  /** Street, postcode and town; line breaks kept. */
  address: Line(500),
  /** Kundennummer of the Agentur für Arbeit or BG-Nummer of the Jobcenter. */
  deCustomerNumber: Line(40),
  /** Swiss social security number, 756.XXXX.XXXX.XX. */
  chAhvNumber: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^756\.?\d{4}\.?\d{4}\.?\d{2}$/, 'an AHV number has the form 756.1234.5678.97'),
  ]),
  atAmsNumber: Line(40),
  country: z.enum(PROOF_COUNTRIES).nullable(),
  /** Efforts a month the person means to make (the RAV usually asks 10–12). */
  monthlyTarget: z.int().min(1).max(100).nullable(),
  remindersEnabled: z.boolean(),
})
export type ProofSettingsBody = z.infer<typeof ProofSettingsBody>

export const ProofSettings = ProofSettingsBody.extend({ chAhvNumber: z.string() })
export type ProofSettings = z.infer<typeof ProofSettings>

/** What the proof page shows: the settings, this month's count against the target, the RAV deadline. */
export const ProofOverview = z.object({
  settings: ProofSettings,
  today: CalendarDay,
  month: z.object({ from: CalendarDay, to: CalendarDay }),
  /** Applications sent and other efforts in this month, as the proof counts them. */
  effortsThisMonth: z.int(),
  /** The RAV deadline of last month's proof while it is still ahead (1st–5th), else this month's. */
  ravDeadline: z.object({ month: z.string(), due: CalendarDay, daysLeft: z.int() }),
})
export type ProofOverview = z.infer<typeof ProofOverview>

/** The RAV deadline a person on day `today` works towards, and how many days are left. */
export function ravDeadlineFor(today: string): ProofOverview['ravDeadline'] {
  const thisMonth = today.slice(0, 7)
  const [year, month] = thisMonth.split('-').map(Number) as [number, number]
  const lastMonth = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7)
  const lastDue = ravDeadlineOf(lastMonth)
  const target = today <= lastDue ? lastMonth : thisMonth
  const due = ravDeadlineOf(target)
  return { month: target, due, daysLeft: daysBetween(today, due) }
}

/** The CV (or letter) PDF kept when an application was sent. */
export const SnapshotRecord = z.object({
  id: z.string(),
  applicationId: z.string(),
  /** Which document was sent: the linked CV, or the linked letter. */
  kind: z.enum(['cv', 'letter']),
  cvId: z.string().nullable(),
  letterId: z.string().nullable(),
  cvTitle: z.string(),
  filename: z.string(),
  sizeBytes: z.int(),
  sha256: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
})
export type SnapshotRecord = z.infer<typeof SnapshotRecord>

/** How many sent snapshots an account keeps (the PDFs are stored in the database). */
export const SNAPSHOT_LIMITS = { trial: 50, pro: 2000 } as const

export const SnapshotList = z.object({
  snapshots: z.array(SnapshotRecord),
  /** Snapshots the account holds, and the most its plan keeps. */
  used: z.int(),
  limit: z.int(),
})
export type SnapshotList = z.infer<typeof SnapshotList>

export const SnapshotParams = z.strictObject({ id: z.string().trim().min(1).max(64), snapshotId: z.string().trim().min(1).max(64) })
export const UnsubscribeQuery = z.strictObject({ token: z.string().trim().min(1).max(200) })
