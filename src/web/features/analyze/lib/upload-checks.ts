import { ANY_UPLOAD_EXTENSIONS, IMAGE_UPLOAD_MIME_TYPES } from '#shared/api/parse'
import { MAX_UPLOAD_BYTES } from '#shared/limits'

// The AI tools page accepts PDF, TXT, DOC and DOCX up to 10MB, by MIME type or extension (docs/spec/1-screens.md §5),
// and photos and scans (JPEG, PNG, WebP, HEIC: issue 23).
const ALLOWED_MIME_TYPES = [
  'application/pdf',
  'text/plain',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ...IMAGE_UPLOAD_MIME_TYPES,
] as const

/** For the file input's `accept`: the extensions and the MIME types. */
export const UPLOAD_ACCEPT = [...ANY_UPLOAD_EXTENSIONS.map((ext) => `.${ext}`), ...ALLOWED_MIME_TYPES].join(',')

export type UploadProblem = 'tooLarge' | 'invalidType'

/** Why a chosen file cannot be analysed, or null when it can. */
export function checkUpload(file: { name: string; size: number; type: string }): UploadProblem | null {
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge'
  const extension = file.name.toLowerCase().split('.').pop() ?? ''
  const byExtension = file.name.includes('.') && (ANY_UPLOAD_EXTENSIONS as readonly string[]).includes(extension)
  const byMime = (ALLOWED_MIME_TYPES as readonly string[]).includes(file.type)
  return byExtension || byMime ? null : 'invalidType'
}
