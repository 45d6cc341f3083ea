import { z } from 'zod'
import { LocaleSchema } from '#shared/i18n/locale-schema'
import { PastedContent } from '#shared/text'
import { PAGE_SIZES } from '#shared/cv/page-size'

// POST /api/v2/cv/render-template and POST /api/render-template (docs/spec/2-calls.md §7 "CV parsing and rendering").
// cvData is accepted in any of the incoming shapes and normalised to the builder form by the server.

export const RenderTemplateBody = z.strictObject({
  templateId: z.string().trim().min(1).max(60),
  cvData: PastedContent,
  theme: z.string().trim().max(60).optional(),
  language: LocaleSchema.optional(),
  // The paper, overriding the CV's own choice (issue 29): 'a4' or 'letter' (8.5 × 11 in).
  pageSize: z.enum(PAGE_SIZES).optional(),
})
export type RenderTemplateBody = z.infer<typeof RenderTemplateBody>

// txt: the CV as plain text for application portals; md: the CV as Markdown (both free, like the
// JSON Resume download).
export const RENDER_FORMATS = ['pdf', 'docx', 'txt', 'md'] as const
export const ExportTemplateBody = RenderTemplateBody.extend({ format: z.enum(RENDER_FORMATS).default('pdf') })
export type ExportTemplateBody = z.infer<typeof ExportTemplateBody>

export const RenderTemplateReply = z.object({ html: z.string() })

export const ThumbnailQuery = z.strictObject({
  theme: z.string().trim().max(60).optional(),
  language: LocaleSchema.optional(),
})

// POST /api/v2/cv/page-counts (issue 29): how many pages the CV prints on in every template, as the
// export prints it (its fit included). The template step shows it on each card.
export const PageCountsBody = z.strictObject({
  cvData: PastedContent,
  language: LocaleSchema.optional(),
  pageSize: z.enum(PAGE_SIZES).optional(),
})
export type PageCountsBody = z.infer<typeof PageCountsBody>

export const PageCountsReply = z.object({ pages: z.record(z.string(), z.number().int().min(1)) })
export type PageCountsReply = z.infer<typeof PageCountsReply>
