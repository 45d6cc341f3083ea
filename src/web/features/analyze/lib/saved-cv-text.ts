import { contract } from '#shared/api/contract'
import type { CvRecord } from '#shared/api/cv'
import { callApiFile } from '#web/lib/api-client'

/**
 * A saved CV as the plain text application portals take (the builder's free .txt export, in the
 * CV's language): what the ATS check reads when a person picks a saved CV instead of pasting one.
 */
export async function savedCvText(cv: CvRecord): Promise<string> {
  const response = await callApiFile(contract.render.exportFile, {
    body: { templateId: cv.content.template, cvData: cv.cvData, theme: cv.content.theme, language: cv.content.language, format: 'txt' },
  })
  return response.text()
}
