import type { CvData } from '#shared/cv/cv.schema'
import { detectFileType, type UploadFile, type UploadScope } from './detect-file-type'
import { createExtractPool, type ExtractPool, type ExtractPoolOptions } from './extract-pool'
import { parseCvText } from './parse-cv-text'

// CV import: pasted text or an uploaded file -> builder-form CV; and plain text of a file for the
// AI tools page. Files are checked (size, type by extension and content) in the request, then
// read in a worker thread with a time and memory budget; nothing touches the disk.

export type ParseService = {
  parseCvText(text: string): CvData
  parseCvFile(file: UploadFile, allowed: UploadScope): Promise<CvData>
  extractPlainText(file: UploadFile): Promise<string>
  /** Starts the extraction workers ahead of the first upload. */
  warmUp(): Promise<void>
  close(): Promise<void>
}

export function createParseService(
  options: { pool?: ExtractPool; poolOptions?: ExtractPoolOptions } = {},
): ParseService {
  const pool = options.pool ?? createExtractPool(options.poolOptions)
  return {
    parseCvText: (text) => parseCvText(text),
    async parseCvFile(file, allowed) {
      const kind = detectFileType(file, allowed)
      const extracted = await pool.extract(kind, file.data)
      return parseCvText(extracted.text, { nameLine: extracted.nameLine, emphasized: extracted.emphasized })
    },
    async extractPlainText(file) {
      const kind = detectFileType(file, 'any')
      const extracted = await pool.extract(kind, file.data)
      return extracted.text
    },
    warmUp: () => pool.warmUp(),
    close: () => pool.close(),
  }
}
