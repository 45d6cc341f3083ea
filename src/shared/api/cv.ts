import { z } from 'zod'
import { CvData } from '#shared/cv/cv.schema'
import { LocaleSchema } from '#shared/i18n/locale-schema'
import { TEMPLATE_IDS, THEME_IDS } from '#shared/catalogue'
import { PastedContent, removeControlCharactersDeep } from '#shared/text'

// Saved CVs (docs/spec/3-decisions.md "CVs"): the builder form is what is stored.

const Timestamp = z.iso.datetime({ offset: true })

export const CvContent = z.object({
  template: z.enum(TEMPLATE_IDS),
  theme: z.enum(THEME_IDS),
  language: LocaleSchema,
})

export const CvListItem = z.object({
  id: z.string(),
  title: z.string(),
  content: CvContent,
  isPublic: z.boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
})
export type CvListItem = z.infer<typeof CvListItem>

export const CvRecord = CvListItem.extend({ cvData: CvData, isOwner: z.boolean() })
export type CvRecord = z.infer<typeof CvRecord>

export const CvListReply = z.array(CvListItem)

const Title = z.string().trim().max(120)

export const CreateCvBody = z.strictObject({
  title: Title.optional(),
  templateId: z.string().trim().min(1).max(60),
  themeId: z.string().trim().min(1).max(60).optional(),
  language: LocaleSchema.default('en'),
  cvData: PastedContent,
})
export type CreateCvBody = z.infer<typeof CreateCvBody>

/** Autosave: `updatedAt` is the version the client edited; a newer one on the server answers 409. */
export const UpdateCvBody = z.strictObject({
  title: Title.optional(),
  templateId: z.string().trim().min(1).max(60).optional(),
  themeId: z.string().trim().min(1).max(60).optional(),
  language: LocaleSchema.optional(),
  cvData: PastedContent.optional(),
  updatedAt: Timestamp,
})
export type UpdateCvBody = z.infer<typeof UpdateCvBody>

export const ShareCvBody = z.strictObject({ isPublic: z.boolean() })
export const CvIdParams = z.strictObject({ id: z.string().trim().min(1).max(64) })
export const DeleteCvReply = z.object({ success: z.literal(true) })

// POST /api/cvs/import-json-resume (issue 29): a JSON Resume document saved as a new CV through the
// server, with the duplicate check file imports have (the same document again answers the CV made
// from it, 200 `importedBefore: true`, unless `?save=copy`).
export const ImportJsonResumeBody = z.strictObject({
  jsonResume: z
    .record(z.string(), z.unknown(), { error: 'jsonResume must be a JSON Resume object' })
    .transform((value) => removeControlCharactersDeep(value)),
  title: Title.optional(),
})
export type ImportJsonResumeBody = z.infer<typeof ImportJsonResumeBody>

export const ImportJsonResumeReply = z.object({
  id: z.string(),
  title: z.string(),
  updatedAt: Timestamp,
  /** True when the account already had a CV of this document and nothing new was saved. */
  importedBefore: z.boolean(),
  cvData: CvData,
})
export type ImportJsonResumeReply = z.infer<typeof ImportJsonResumeReply>
