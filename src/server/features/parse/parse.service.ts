import type { CvData } from '#shared/cv/cv.schema'
import { AppError } from '#server/errors'
import type { ImportedCv } from '#server/workers/cpu-jobs'
import { createCpuPool, type CpuPool, type CpuPoolOptions, type OverBudget } from '#server/workers/cpu-pool'
import { detectFileType, type UploadFile, type UploadScope } from '#server/import/files/detect-file-type'
import type { ExtractedText } from '#server/import/files/extract-text'
import { withContentLanguage } from './content-language'

// CV import: pasted text or an uploaded file -> builder-form CV; and plain text of a file for the
// AI tools page. Files are checked (size, type by extension and content) in the request; reading a
// file and parsing text both run in the CPU worker pool (server/workers) with its time and memory
// budget, so a hostile file or text costs one clear 422 and never blocks other requests. Nothing
// touches the disk.

export type ParseService = {
  parseCvText(text: string): Promise<CvData>
  parseCvFile(file: UploadFile, allowed: UploadScope): Promise<CvData>
  /** As parseCvText / parseCvFile, with the fields the importer was unsure of (the import review). */
  importCvText(text: string): Promise<ImportedCv>
  importCvFile(file: UploadFile, allowed: UploadScope): Promise<ImportedCv>
  extractPlainText(file: UploadFile): Promise<string>
  /** Starts the workers ahead of the first upload. */
  warmUp(): Promise<void>
  close(): Promise<void>
}

export function createParseService(options: { pool?: CpuPool; poolOptions?: CpuPoolOptions } = {}): ParseService {
  const pool = options.pool ?? createCpuPool(options.poolOptions)

  const extract = (file: UploadFile, allowed: UploadScope): Promise<ExtractedText> => {
    const kind = detectFileType(file, allowed)
    // A private copy is transferred: the caller's buffer may be a view into a shared pool.
    // (`new Uint8Array(data)` copies; Buffer#slice would only make a view.)
    const data = new Uint8Array(file.data)
    return pool.run('extractText', { kind, data }, fileOverBudget, [data.buffer])
  }
  const detected = (imported: ImportedCv): ImportedCv => ({ ...imported, cv: withContentLanguage(imported.cv) })
  const importCvText = async (text: string) => detected(await pool.run('parseCvText', { text }, textOverBudget))
  const importCvFile = async (file: UploadFile, allowed: UploadScope) => {
    const kind = detectFileType(file, allowed)
    const data = new Uint8Array(file.data)
    // One job: the file is read and its text parsed in the same worker, each step with the full
    // budget; a step over it answers in its own words.
    return detected(
      await pool.run(
        'parseCvFile',
        { kind, data },
        (reason, phase) => (phase === 'parse' ? textOverBudget(reason) : fileOverBudget(reason)),
        [data.buffer],
      ),
    )
  }
  return {
    parseCvText: async (text) => (await importCvText(text)).cv,
    parseCvFile: async (file, allowed) => (await importCvFile(file, allowed)).cv,
    importCvText,
    importCvFile,
    async extractPlainText(file) {
      return (await extract(file, 'any')).text
    },
    warmUp: () => pool.warmUp(),
    close: () => pool.close(),
  }
}

function fileOverBudget(reason: OverBudget): AppError {
  const why = {
    memory: 'This file needs more memory to read than a CV ever does.',
    time: 'This file took too long to read.',
    crashed: 'The file could not be read.',
  }[reason]
  return new AppError('FILE_UNREADABLE', 422, `${why} Please try a different file or paste the text directly.`)
}

function textOverBudget(reason: OverBudget): AppError {
  const why = {
    memory: 'This text needs more memory to read than a CV ever does.',
    time: 'This text takes longer to read than a CV ever does.',
    crashed: 'This text could not be read.',
  }[reason]
  return new AppError('INPUT_TOO_COMPLEX', 422, `${why} Please paste only the CV itself, or a shorter part of it.`)
}
