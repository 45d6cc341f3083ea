import { useMutation } from '@tanstack/react-query'
import { ParseCvReply } from '#shared/api/parse'
import { apiRequest } from '#web/lib/api-client'

export function parseCvFile(file: File) {
  const formData = new FormData()
  formData.append('file', file)
  return apiRequest('/api/v2/cv/parse-file', { formData }, ParseCvReply)
}

/** The writer's "Upload File": a PDF, DOC or DOCX in, the parsed CV out. */
export function useParseCvFile() {
  return useMutation({ mutationFn: parseCvFile })
}
