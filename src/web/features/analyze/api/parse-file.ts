import { ParsePlainTextReply } from '#shared/api/parse'
import { uploadWithProgress, type UploadStage } from '#web/lib/upload-with-progress'

/**
 * POST /api/parse: the plain text of an uploaded PDF, TXT, DOC or DOCX file, photo or scan (the
 * file is not kept), with how sure the recogniser was when it read a scan.
 */
export function parseFile(file: File, onStage: (stage: UploadStage) => void = () => undefined, signal?: AbortSignal) {
  return uploadWithProgress('/api/parse', file, ParsePlainTextReply, onStage, signal)
}
