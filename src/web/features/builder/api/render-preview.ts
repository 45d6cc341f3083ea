import type { TemplateId, ThemeId } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import type { Locale } from '#shared/i18n/locales'
import { apiRequestBlob } from '#web/lib/api-client'

export interface CvLook {
  templateId: TemplateId
  themeId: ThemeId
  language: Locale
}

/**
 * The CV as the export prints it: the fitted PDF (same HTML, print CSS and page fitting), which
 * the preview draws page by page.
 */
export async function renderPreviewPdf(cv: CvData, look: CvLook, signal?: AbortSignal): Promise<ArrayBuffer> {
  const response = await apiRequestBlob('/api/v2/cv/render-preview', {
    body: { templateId: look.templateId, cvData: cv, theme: look.themeId, language: look.language },
    signal,
  })
  return response.arrayBuffer()
}
