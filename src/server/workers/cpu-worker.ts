import { parentPort } from 'node:worker_threads'
import type { AiEngine } from '#server/ai/engine'
import { AppError } from '#server/errors'
import { type ExtractedText, extractTextInProcess, loadWordReaders } from '#server/import/files/extract-text'
import type { ScanControl } from '#server/import/files/ocr/read-scan'
import { parseCvText, parseCvTextWithDoubts } from '#server/import/parse-cv-text'
import { scanDoubts } from '#server/import/scan-doubts'
import { warmUpRecogniser } from '#server/import/files/ocr/warm-up'
import { providePdfJs, type PdfJs } from '#server/import/files/pdfjs'
import { minimalPdf } from '#server/import/files/minimal-pdf'
import type { CpuCancel, CpuJob, CpuReply, CpuTask, CpuTasks, FileInput } from './cpu-jobs'

// Worker thread entry of cpu-pool.ts: runs one CPU job at a time. What the first upload needs
// (pdf.js, the PDF reader, the CV parser) is loaded and exercised before "ready"; the Word readers,
// the AI engines and their tables right after it (startCpuWorker), so that a restart of the server
// waits only for what an upload needs and no job later pays for loading or compiling them.

const port = parentPort
if (!port) throw new Error('cpu-worker.ts runs as a worker thread only')

// Loaded right after "ready"; an AI job sent before that waits for it.
let engineLoading: Promise<AiEngine> | undefined
const loadEngine = () =>
  (engineLoading ??= import('#server/ai/engine').then((module) => module.createBuiltinEngine()))

type Runner<Task extends CpuTask> = (input: CpuTasks[Task]['input']) => Promise<CpuTasks[Task]['output']>

// A scan's pages: each one is a phase with the page budget, and the caller hears of each page done.
// A cancel from the pool is read between steps; a page being recognised holds the thread, and the
// pool stops this worker instead (cpu-pool.ts).
function scanControl(id: number, language: FileInput['language']): ScanControl {
  return {
    language,
    onPage(done, total) {
      port?.postMessage({ type: 'progress', id, done, total } satisfies CpuReply)
      const phase = done < total ? 'ocr' : 'extract'
      port?.postMessage({ type: 'started', id, phase } satisfies CpuReply)
    },
    throwIfCancelled() {
      if (cancelledJobs.has(id)) throw new AppError('UPLOAD_CANCELLED', 499, 'The upload was cancelled.')
    },
  }
}

async function extract({ kind, data, language }: FileInput): Promise<ExtractedText> {
  try {
    return await extractTextInProcess(kind, data, scanControl(currentJob, language))
  } catch (error) {
    // A library's own exception on a broken file is the file's fault, not a bug of ours.
    if (error instanceof AppError) throw error
    throw new AppError(
      'FILE_UNREADABLE',
      422,
      'The file could not be read. Please try a different file or paste the text directly.',
    )
  }
}

let currentJob = 0
let isRunning = false
const cancelledJobs = new Set<number>()

const TASKS: { [Task in CpuTask]: Runner<Task> } = {
  extractText: (input) => extract(input),
  parseCvText: async ({ text, hints }) => parseCvTextWithDoubts(text, hints),
  parseCvFile: async (input) => {
    const extracted = await extract(input)
    port.postMessage({ type: 'started', id: currentJob, phase: 'parse' } satisfies CpuReply)
    const imported = parseCvTextWithDoubts(extracted.text, {
      nameLine: extracted.nameLine,
      emphasized: extracted.emphasized,
      ...(extracted.headings ? { headings: extracted.headings } : {}),
    })
    if (!extracted.ocr) return imported
    const doubts = [...imported.doubts, ...scanDoubts(imported.cv, extracted.ocr.uncertainWords, imported.doubts)]
    return { ...imported, doubts, ocr: extracted.ocr }
  },
  // The engine's methods take (body, locale | date); the call names one and carries its arguments.
  ai: async (call) => {
    const engine = await loadEngine()
    return (engine[call.method] as (...args: unknown[]) => Promise<unknown>)(...call.args) as never
  },
}

async function run(job: CpuJob): Promise<unknown> {
  const runner = TASKS[job.task] as Runner<CpuTask>
  return runner(job.input as never)
}

port.on('message', (message: CpuJob | CpuCancel) => {
  if ('type' in message) {
    if (message.id === currentJob) cancelledJobs.add(message.id)
    return
  }
  const job = message
  // The pool's time budget starts here: time spent before the worker could begin is not the job's.
  cancelledJobs.clear()
  currentJob = job.id
  isRunning = true
  port.postMessage({ type: 'started', id: job.id } satisfies CpuReply)
  run(job).then(
    (output) => {
      isRunning = false
      port.postMessage({ type: 'done', id: job.id, output } satisfies CpuReply)
    },
    (error: unknown) => {
      isRunning = false
      if (error instanceof AppError) {
        const { code, status, message, extra } = error
        port.postMessage({
          type: 'failed',
          id: job.id,
          failure: { code, status, message, extra },
        } satisfies CpuReply)
        return
      }
      const crash = error instanceof Error ? error : new Error(String(error))
      port.postMessage({
        type: 'crashed',
        id: job.id,
        message: crash.message,
        stack: crash.stack,
      } satisfies CpuReply)
    },
  )
})

/** Called by cpu-worker.boot.mjs with the pdf.js it imported natively (see pdfjs.ts). */
export async function startCpuWorker(pdfjs: PdfJs): Promise<void> {
  providePdfJs(pdfjs)
  // One small import before "ready" compiles the hot paths, so the first upload of a fresh worker
  // costs ~30 ms instead of ~1.5 s: ready means the importer is warm.
  await extractTextInProcess('pdf', warmUpPdf()).catch(() => undefined)
  await Promise.resolve()
    .then(() => parseCvText(WARM_UP_CV))
    .catch(() => undefined)
  port?.postMessage({ type: 'ready' } satisfies CpuReply)
  // The rest loads after ready: a job sent in that moment waits in the queue (a job's budget starts
  // only when the worker begins it). ZeugnisCheck's tables compile with one small check.
  await loadWordReaders().catch(() => undefined)
  await loadEngine()
    .then((engine) => engine.zeugnisCheck({ referenceLetterText: WARM_UP_ZEUGNIS, jurisdiction: 'DE' }, 'de'))
    .catch(() => undefined)
  // The recogniser last, between jobs (import/files/ocr/warm-up.ts): a scan's first page then runs
  // on optimised code with the trained data loaded.
  await warmUpRecogniser(() => isRunning).catch(() => undefined)
}

const WARM_UP_CV =
  'Anna Schmidt\nanna@example.com\n\nBerufserfahrung\nEntwicklerin, Beispiel GmbH, 2020 – heute\n'
const WARM_UP_ZEUGNIS =
  'Frau Anna Schmidt war vom 01.01.2020 bis 31.12.2023 in unserem Unternehmen tätig. Sie erledigte ihre Aufgaben stets zu unserer vollsten Zufriedenheit.'

function warmUpPdf(): Uint8Array {
  const content = 'BT /F1 12 Tf 72 720 Td (Warm up text for the CV reader) Tj ET'
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Count 1 /Kids [3 0 R] >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]
  return minimalPdf(objects)
}
