import { useMutation } from '@tanstack/react-query'
import { ParseCvReply } from '#shared/api/parse'
import { uploadWithProgress, type UploadStage } from '#web/lib/upload-with-progress'

export type CvFileUpload = { file: File; onStage?: (stage: UploadStage) => void; signal?: AbortSignal }

export function parseCvFile({ file, onStage = () => undefined, signal }: CvFileUpload) {
  return uploadWithProgress('/api/v2/cv/parse-file', file, ParseCvReply, onStage, signal)
}

/** The writer's "Upload File": a PDF, DOC or DOCX, a photo or a scan in, the parsed CV out. */
export function useParseCvFile() {
  return useMutation({ mutationFn: parseCvFile })
}
