import { z } from 'zod'
import { CoverLetterData, LETTER_ALIGNMENTS, LETTER_TEMPLATE_TYPES } from '#shared/api/ai'
import { ParseCvReply } from '#shared/api/parse'
import { LocaleSchema } from '#shared/i18n/locale-schema'
import { readSessionJson, writeSession } from '#web/lib/session-storage'
import { COVER_LETTER_DRAFT_KEY } from '#web/lib/cover-letter-draft-key'

// The writer's work in this tab (the read CV, the job posting, the letter with the user's edits), so
// that a reload or a slip of the back button loses nothing. Read back through the schema: a tab may
// hold a draft written by an older client, and a draft that does not fit is dropped, not half-used.

export const CoverLetterDraft = z.object({
  mode: z.enum(['saved', 'upload', 'paste']),
  cv: z.object({ data: ParseCvReply.shape.data, cvText: z.string().nullable(), cvId: z.string().nullable().optional() }).nullable(),
  job: z.object({
    jobDescription: z.string(),
    language: LocaleSchema,
    templateType: z.enum(LETTER_TEMPLATE_TYPES),
    alignment: z.enum(LETTER_ALIGNMENTS),
    startDate: z.string().optional(),
    salaryExpectation: z.string().optional(),
  }),
  letter: z.string(),
  written: CoverLetterData.extend({ language: LocaleSchema }).nullable(),
})
export type CoverLetterDraft = z.infer<typeof CoverLetterDraft>

export function readCoverLetterDraft(): CoverLetterDraft | null {
  const parsed = CoverLetterDraft.safeParse(readSessionJson(COVER_LETTER_DRAFT_KEY))
  return parsed.success ? parsed.data : null
}

export function writeCoverLetterDraft(draft: CoverLetterDraft): void {
  writeSession(COVER_LETTER_DRAFT_KEY, JSON.stringify(draft))
}
