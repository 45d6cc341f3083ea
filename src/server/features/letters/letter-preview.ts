import { and, eq } from 'drizzle-orm'
import type { LetterPreviewBody } from '#shared/api/letters'
import { DEFAULT_TEMPLATE_ID, resolveTemplateId, resolveThemeId, TEMPLATES } from '#shared/catalogue'
import { renderLetterHtml } from '#documents/letter/render-letter-html'
import type { Clock } from '#server/clock'
import type { Db } from '#server/db/client'
import { cvs } from '#server/db/schema'
import { AppError } from '#server/errors'
import type { PdfPrinter } from '#server/pdf/pdf-printer'
import { PREVIEW_MARK, printerError, resolveTemplateOrThrow, toCvData, type PreviewRequester, type RenderService } from '#server/features/render/render.service'
import { LETTER_UUID } from './letter-document'

// The writer's live preview: the letter as it stands (not saved), printed exactly as the saved one
// would be — in the design and with the contact details of the writer's own CV — and marked as a
// preview. Prints share the CV preview's cache and limits (render.service.ts `cachedPreview`).

export interface LetterPreviewServices {
  db: Db
  printer: PdfPrinter
  clock: Clock
  render: Pick<RenderService, 'cachedPreview'>
}

const cvNotFound = () =>
  new AppError('CV_NOT_FOUND', 404, 'The CV for this letter was not found. Choose one of your CVs.', { field: 'cvId' })

export async function printLetterPreview(
  services: LetterPreviewServices,
  userId: string,
  body: LetterPreviewBody,
  requester: PreviewRequester,
): Promise<Buffer> {
  // Someone else's CV answers as one that does not exist, and is never read.
  if (!LETTER_UUID.test(body.cvId)) throw cvNotFound()
  const [row] = await services.db
    .select({ data: cvs.data, templateId: cvs.templateId, themeId: cvs.themeId })
    .from(cvs)
    .where(and(eq(cvs.id, body.cvId), eq(cvs.userId, userId)))
    .limit(1)
  if (!row) throw cvNotFound()
  const templateId = body.templateId
    ? resolveTemplateOrThrow(body.templateId)
    : (resolveTemplateId(row.templateId) ?? DEFAULT_TEMPLATE_ID)
  const themeId = resolveThemeId(body.theme ?? row.themeId) ?? TEMPLATES[templateId].defaultTheme
  const { cvId: _cvId, title: _title, templateId: _templateId, theme: _theme, ...letter } = body
  const input = {
    templateId,
    themeId,
    cv: toCvData(row.data),
    letter,
    today: services.clock.now().toISOString().slice(0, 10),
    watermark: PREVIEW_MARK,
  }
  // Keyed by what prints: the same letter on the same CV is answered from the cache.
  return services.render.cachedPreview({ kind: 'letter', ...input }, requester, async () => {
    try {
      return await services.printer.printPdf(renderLetterHtml(input), 'preview')
    } catch (error) {
      throw printerError(error, 'The letter preview could not be printed. Please try again.')
    }
  })
}
