import { useMutation } from '@tanstack/react-query'
import { contract } from '#shared/api/contract'
import type { RENDER_FORMATS } from '#shared/api/render'
import type { CvData } from '#shared/cv/cv.schema'
import { callApiFile } from '#web/lib/api-client'
import { saveBlob } from '../browser-files'
import { cvFileName, filenameFromDisposition } from '../cv-text'
import type { CvLook } from '../cv-look'

export type ExportFormat = (typeof RENDER_FORMATS)[number]

/** The download: the file is saved under the server's name ("{fullName or CV}.pdf"). */
export async function exportCv({
  cv,
  look,
  format,
}: {
  cv: CvData
  look: CvLook
  format: ExportFormat
}): Promise<string> {
  const response = await callApiFile(contract.render.exportFile, {
    body: { templateId: look.templateId, cvData: cv, theme: look.themeId, language: look.language, format },
  })
  const filename =
    filenameFromDisposition(response.headers.get('content-disposition')) ?? cvFileName(cv, format)
  saveBlob(await response.blob(), filename)
  return filename
}

export function useExportCv() {
  return useMutation({ mutationFn: exportCv })
}
