import type { CvData } from '#shared/cv/cv.schema'
import type { Locale } from '#shared/i18n/locales'
import { AppError } from '#server/errors'
import type { ImportedCv } from '#server/workers/cpu-jobs'
import {
  BUSY_RETRY_AFTER_S,
  createCpuPool,
  type CpuJobControl,
  type CpuPool,
  type CpuPoolOptions,
  type OverBudget,
} from '#server/workers/cpu-pool'
import {
  detectFileType,
  type UploadFile,
  type UploadKind,
  type UploadScope,
} from '#server/import/files/detect-file-type'
import type { ExtractedText } from '#server/import/files/extract-text'
import { OCR_LANGUAGE_OF } from '#server/import/files/ocr/tesseract-engine'
import { withContentLanguage } from './content-language'

// CV import: pasted text or an uploaded file -> builder-form CV; and plain text of a file for the
// AI tools page. Files are checked (size, type by extension and content) in the request; reading a
// file (a scan or photo too: import/files/ocr) and parsing text both run in the CPU worker pool
// (server/workers) with its time and memory budget, so a hostile file or text costs one clear 422
// and never blocks other requests. Nothing touches the disk.

/** What a file job reports and how it is stopped; `language` is the interface's (for scans). */
export type FileJobControl = Pick<CpuJobControl, 'onProgress' | 'signal'> & {
  language?: Locale
  /** Also answer where the recognised words stand (an enclosure's text layer); left out of replies otherwise. */
  textLayer?: boolean
}

// Photos being read at once (two workers, each with one running and one waiting); one more is
// asked to come back rather than queued behind ~30 s of recognition.
const MAX_SCANS_IN_FLIGHT = 4
// A file may be a scan: it may wait behind the scans being read (at most four, a page taking 5 s on
// a quiet machine and up to ~30 s on a loaded one).
const FILE_QUEUE_TIMEOUT_MS = 120_000

export type ParseService = {
  parseCvText(text: string): Promise<CvData>
  parseCvFile(file: UploadFile, allowed: UploadScope): Promise<CvData>
  /** As parseCvText / parseCvFile, with the fields the importer was unsure of (the import review). */
  importCvText(text: string): Promise<ImportedCv>
  importCvFile(file: UploadFile, allowed: UploadScope, control?: FileJobControl): Promise<ImportedCv>
  /** The checks made before any work (size, type): throws the 4xx of a file that cannot be read. */
  checkFile(file: UploadFile, allowed: UploadScope): UploadKind
  /** The text of a file for the AI tools page, and how sure the recogniser was if it was a scan. */
  extractFileText(file: UploadFile, control?: FileJobControl): Promise<Pick<ExtractedText, 'text' | 'ocr' | 'textLayer'>>
  extractPlainText(file: UploadFile): Promise<string>
  /** Starts the workers ahead of the first upload. */
  warmUp(): Promise<void>
  close(): Promise<void>
}

export function createParseService(options: { pool?: CpuPool; poolOptions?: CpuPoolOptions } = {}): ParseService {
  const pool = options.pool ?? createCpuPool(options.poolOptions)
  let scansInFlight = 0

  // One job for a file: its bytes are a private copy, transferred (the caller's buffer may be a
  // view into a shared pool; `new Uint8Array(data)` copies, Buffer#slice would only make a view).
  const runFileJob = async <Task extends 'extractText' | 'parseCvFile'>(
    task: Task,
    file: UploadFile,
    allowed: UploadScope,
    control: FileJobControl,
    overBudget: (reason: OverBudget, phase?: 'extract' | 'parse' | 'ocr') => AppError,
  ) => {
    const kind = detectFileType(file, allowed)
    const isScan = kind === 'image'
    if (isScan && scansInFlight >= MAX_SCANS_IN_FLIGHT) throw busyWithScans()
    const data = new Uint8Array(file.data)
    const language = control.language ? OCR_LANGUAGE_OF[control.language] : undefined
    if (isScan) scansInFlight += 1
    try {
      return await pool.run(task, { kind, data, language }, overBudget, [data.buffer], {
        onProgress: control.onProgress,
        signal: control.signal,
        queueTimeoutMs: FILE_QUEUE_TIMEOUT_MS,
      })
    } finally {
      if (isScan) scansInFlight -= 1
    }
  }

  const detected = (imported: ImportedCv): ImportedCv => ({ ...imported, cv: withContentLanguage(imported.cv) })
  const importCvText = async (text: string) => detected(await pool.run('parseCvText', { text }, textOverBudget))
  // One job: the file is read and its text parsed in the same worker, each step with the full
  // budget; a step over it answers in its own words.
  const importCvFile = async (file: UploadFile, allowed: UploadScope, control: FileJobControl = {}) =>
    detected(
      await runFileJob('parseCvFile', file, allowed, control, (reason, phase) =>
        phase === 'parse' ? textOverBudget(reason) : fileOverBudget(reason, phase),
      ),
    )
  const extractFileText = async (file: UploadFile, control: FileJobControl = {}) => {
    const { text, ocr, textLayer } = await runFileJob('extractText', file, 'any', control, fileOverBudget)
    return { text, ...(ocr ? { ocr } : {}), ...(control.textLayer && textLayer ? { textLayer } : {}) }
  }
  return {
    parseCvText: async (text) => (await importCvText(text)).cv,
    parseCvFile: async (file, allowed) => (await importCvFile(file, allowed)).cv,
    importCvText,
    importCvFile,
    checkFile: detectFileType,
    extractFileText,
    extractPlainText: async (file) => (await extractFileText(file)).text,
    warmUp: () => pool.warmUp(),
    close: () => pool.close(),
  }
}

function busyWithScans(): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    503,
    'Several photos and scans are being read right now. Please try again in a moment.',
    { retryAfter: BUSY_RETRY_AFTER_S * 2 },
  )
}

function fileOverBudget(reason: OverBudget, phase?: 'extract' | 'parse' | 'ocr'): AppError {
  if (phase === 'ocr' && reason === 'time') {
    return new AppError(
      'FILE_UNREADABLE',
      422,
      'A page of this scan took too long to read. Please upload a sharper photo or scan, or paste the text directly.',
    )
  }
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
