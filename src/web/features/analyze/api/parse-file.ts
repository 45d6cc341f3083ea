import { ParsePlainTextReply } from '#shared/api/parse'
import { apiRequest } from '#web/lib/api-client'

/** POST /api/parse: the plain text of an uploaded PDF, TXT, DOC or DOCX file (the file is not kept). */
export async function parseFile(file: File): Promise<string> {
  const formData = new FormData()
  formData.append('file', file)
  const reply = await apiRequest('/api/parse', { formData }, ParsePlainTextReply)
  return reply.text
}
