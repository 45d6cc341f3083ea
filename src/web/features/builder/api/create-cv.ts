import { CvRecord } from '#shared/api/cv'
import type { CvData } from '#shared/cv/cv.schema'
import { apiRequest } from '#web/lib/api-client'
import type { CvLook } from './render-preview'

export function createCv(cv: CvData, look: CvLook) {
  return apiRequest(
    '/api/cvs',
    { body: { templateId: look.templateId, themeId: look.themeId, language: look.language, cvData: cv } },
    CvRecord,
  )
}
