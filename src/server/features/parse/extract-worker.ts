import { parentPort } from 'node:worker_threads'
import { AppError } from '#server/errors'
import type { UploadKind } from './detect-file-type'
import { extractTextInProcess } from './extract-text'
import { providePdfJs, type PdfJs } from './pdfjs'

// Worker thread entry: extracts one file at a time for extract-pool.ts. Heavy modules (pdf.js,
// mammoth) are imported before "ready" so that a job never pays for loading them.

export type ExtractJob = { id: number; kind: UploadKind; data: Uint8Array }
export type ExtractReply =
  | { type: 'ready' }
  | { type: 'started'; id: number }
  | { type: 'done'; id: number; text: string; nameLine: string; emphasized: string[] }
  | { type: 'failed'; id: number; code: AppError['code']; status: number; message: string }

const port = parentPort
if (!port) throw new Error('extract-worker.ts runs as a worker thread only')

port.on('message', (job: ExtractJob) => {
  // The pool's time budget starts here: time spent before the worker could begin is not the file's.
  port.postMessage({ type: 'started', id: job.id } satisfies ExtractReply)
  extractTextInProcess(job.kind, job.data).then(
    (result) => port.postMessage({ type: 'done', id: job.id, ...result } satisfies ExtractReply),
    (error: unknown) => {
      const known =
        error instanceof AppError
          ? error
          : new AppError(
              'FILE_UNREADABLE',
              422,
              'The file could not be read. Please try a different file or paste the text directly.',
            )
      port.postMessage({
        type: 'failed',
        id: job.id,
        code: known.code,
        status: known.status,
        message: known.message,
      } satisfies ExtractReply)
    },
  )
})
/** Called by extract-worker.boot.mjs with the pdf.js it imported natively (see pdfjs.ts). */
export async function startExtractWorker(pdfjs: PdfJs): Promise<void> {
  providePdfJs(pdfjs)
  // One small PDF read before "ready" compiles pdf.js's hot paths, so the first upload of a fresh
  // worker costs ~30 ms instead of ~1.5 s.
  await extractTextInProcess('pdf', warmUpPdf()).catch(() => undefined)
  port?.postMessage({ type: 'ready' } satisfies ExtractReply)
}

function warmUpPdf(): Uint8Array {
  const content = 'BT /F1 12 Tf 72 720 Td (Warm up text for the CV reader) Tj ET'
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Count 1 /Kids [3 0 R] >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]
  let body = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = body.length
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  return new TextEncoder().encode(
    `${body}${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`,
  )
}
