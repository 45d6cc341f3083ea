import { contract } from '#shared/api/contract'
import type { CvData } from '#shared/cv/cv.schema'
import { callApiFile } from '#web/lib/api-client'
import type { CvLook } from '../cv-look'

/**
 * The CV as the export prints it: the fitted PDF (same HTML, print CSS and page fitting), which
 * the preview draws page by page.
 */
export async function renderPreviewPdf(cv: CvData, look: CvLook, signal?: AbortSignal): Promise<ArrayBuffer> {
  const body = { templateId: look.templateId, cvData: cv, theme: look.themeId, language: look.language }
  const response = await callApiFile(contract.render.renderPreview, { body }, { signal })
  return response.arrayBuffer()
}
