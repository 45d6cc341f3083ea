import type { CvData } from '#shared/cv/cv.schema'
import type { AiEngine } from '#server/ai/engine'
import type { AppError } from '#server/errors'
import type { UploadKind } from '#server/import/files/detect-file-type'
import type { ExtractedText } from '#server/import/files/extract-text'
import type { ParseHints } from '#server/import/parse-cv-text'
import type { ImportDoubt } from '#shared/api/parse'
import type { OcrLanguage } from '#server/import/files/ocr/tesseract-engine'
import type { OcrSummary } from '#server/import/files/ocr/read-scan'

// What the CPU worker can do: each task's input and answer. The pool (cpu-pool.ts) imports only
// these types; the worker (cpu-worker.ts) runs them. Inputs and answers cross the thread boundary
// by structured clone, so they are plain data (Dates and typed arrays allowed, no functions).

/** The built-in engine's calls, by name; each runs with the arguments the engine method takes. */
export type AiCall = {
  [Method in keyof AiEngine]: AiEngine[Method] extends (...args: infer Args) => Promise<unknown>
    ? { method: Method; args: Args }
    : never
}[keyof AiEngine]

export type AiAnswer<Method extends AiCall['method']> = Awaited<ReturnType<AiEngine[Method]>>

/** A parsed CV and the fields the importer was unsure of (for the builder's import review). */
export type ImportedCv = { cv: CvData; doubts: ImportDoubt[]; ocr?: OcrSummary }

/** An uploaded file; `language` is the trained data a scan is read with first (the interface's). */
export type FileInput = { kind: UploadKind; data: Uint8Array; language?: OcrLanguage }

export type CpuTasks = {
  /** File bytes → text (pdf.js, mammoth, …). The bytes are transferred, not copied. */
  extractText: { input: FileInput; output: ExtractedText }
  /** CV text → builder form (pasted text), with where the importer was unsure. */
  parseCvText: { input: { text: string; hints?: ParseHints }; output: ImportedCv }
  /**
   * An uploaded CV → builder form: extractText then parseCvText in one job (one round trip), each
   * step with the full budget (the worker reports the second step as phase 'parse').
   */
  parseCvFile: { input: FileInput; output: ImportedCv }
  /** One call of the built-in AI engine. */
  ai: { input: AiCall; output: AiAnswer<AiCall['method']> }
}

export type CpuTask = keyof CpuTasks

/**
 * The step of a multi-step job, for the over-budget answer: reading the file, or its text, or
 * recognising one scanned page (each page is a phase of its own with the page budget).
 */
export type CpuPhase = 'extract' | 'parse' | 'ocr'

/** What the pool sends besides jobs: the caller went away, stop at the next page. */
export type CpuCancel = { type: 'cancel'; id: number }

export type CpuJob<Task extends CpuTask = CpuTask> = {
  id: number
  task: Task
  input: CpuTasks[Task]['input']
}

/** An expected failure of a job (an AppError thrown by the task), carried back field by field. */
export type CpuFailure = Pick<AppError, 'code' | 'status' | 'message' | 'extra'>

export type CpuReply =
  | { type: 'ready' }
  /** The job (or its next phase) has begun: its time budget starts now. */
  | { type: 'started'; id: number; phase?: CpuPhase }
  /** Pages of a scan read so far (sent before the first page and after each). */
  | { type: 'progress'; id: number; done: number; total: number }
  | { type: 'done'; id: number; output: unknown }
  | { type: 'failed'; id: number; failure: CpuFailure }
  /** A bug, not bad input: the caller answers 500 as it would have on the main thread. */
  | { type: 'crashed'; id: number; message: string; stack?: string }
