import { ImportCvReply, type ImportQuery } from '#shared/api/parse'
import { uploadWithProgress, type UploadStage } from '#web/lib/upload-with-progress'

// POST /api/v2/cv/parse-file?save=… (multipart field `file`), with the upload's progress and, for
// a scan or photo, the pages read (lib/upload-with-progress.ts). `save` as for parse-cv-text.ts.

export function parseCvFile(
  file: File,
  save: NonNullable<ImportQuery['save']>,
  onStage: (stage: UploadStage) => void,
  signal?: AbortSignal,
) {
  return uploadWithProgress(`/api/v2/cv/parse-file?save=${save}`, file, ImportCvReply, onStage, signal)
}
