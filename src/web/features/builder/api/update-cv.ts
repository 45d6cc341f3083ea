import { CvRecord } from '#shared/api/cv'
import type { CvData } from '#shared/cv/cv.schema'
import { apiRequest } from '#web/lib/api-client'
import type { CvLook } from './render-preview'

/** Autosave: `updatedAt` is the version these edits are based on; a newer one on the server answers 409. */
export function updateCv(id: string, cv: CvData, look: CvLook, updatedAt: string) {
  return apiRequest(
    `/api/cv/${encodeURIComponent(id)}`,
    {
      method: 'PUT',
      body: {
        templateId: look.templateId,
        themeId: look.themeId,
        language: look.language,
        cvData: cv,
        updatedAt,
      },
    },
    CvRecord,
  )
}
