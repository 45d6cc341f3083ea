import type { TemplateId, ThemeId } from '#shared/catalogue'
import { RenderTemplateReply } from '#shared/api/render'
import type { CvData } from '#shared/cv/cv.schema'
import type { Locale } from '#shared/i18n/locales'
import { apiRequest } from '#web/lib/api-client'

export interface CvLook {
  templateId: TemplateId
  themeId: ThemeId
  language: Locale
}

/** The complete, self-contained HTML document of the CV (shown in a sandboxed iframe). */
export async function renderPreview(cv: CvData, look: CvLook, signal?: AbortSignal): Promise<string> {
  const reply = await apiRequest(
    '/api/v2/cv/render-template',
    {
      body: { templateId: look.templateId, cvData: cv, theme: look.themeId, language: look.language },
      signal,
    },
    RenderTemplateReply,
  )
  return reply.html
}
