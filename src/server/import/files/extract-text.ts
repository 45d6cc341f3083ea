import { MIN_PARSED_TEXT_CHARS } from '#shared/limits'
import { AppError } from '#server/errors'
import type { UploadKind } from './detect-file-type'
import { extractPdf } from './extract-pdf'
import { rtfToText } from './extract-rtf'
import { decodeText } from './extract-txt'
import { MAX_CV_TEXT_CHARS } from '#server/text/lines'

// One file's text, by format. Runs inside the extraction worker (extract-worker.ts); call it
// directly only for trusted input.

export type ExtractedText = {
  text: string
  /** The most prominent line (the name, by type size or heading style), or ''. */
  nameLine: string
  /** Short lines set apart by weight or font: sub-headings such as a skill group's name. */
  emphasized: string[]
}

export const NO_TEXT_MESSAGE =
  'No readable text content found in the uploaded file. Please try a different file or paste the text directly.'

/**
 * The Word readers (mammoth for DOCX, word-extractor for DOC: ~70 ms to load) are loaded with the
 * first Word file or by the worker right after it reports ready (cpu-worker.ts), not before: most
 * uploads are PDFs, and the worker's start is what a restart of the server waits for.
 */
export function loadWordReaders() {
  return Promise.all([import('./extract-docx'), import('./extract-doc')])
}

export async function extractTextInProcess(kind: UploadKind, data: Uint8Array): Promise<ExtractedText> {
  const extracted = await extractByKind(kind, data)
  const text = extracted.text.slice(0, MAX_CV_TEXT_CHARS)
  // Document 1 §5: fewer than 10 readable characters is a scan or an empty file.
  if (readableChars(text) < MIN_PARSED_TEXT_CHARS)
    throw new AppError('NO_READABLE_TEXT', 422, NO_TEXT_MESSAGE)
  return { text, nameLine: extracted.nameLine, emphasized: extracted.emphasized.slice(0, 500) }
}

async function extractByKind(kind: UploadKind, data: Uint8Array): Promise<ExtractedText> {
  switch (kind) {
    case 'pdf':
      return extractPdf(data)
    case 'docx': {
      const [{ extractDocx }] = await loadWordReaders()
      return extractDocx(data)
    }
    case 'doc': {
      const [, { extractDoc }] = await loadWordReaders()
      return { text: await extractDoc(data), nameLine: '', emphasized: [] }
    }
    case 'rtf':
      return { text: rtfToText(data), nameLine: '', emphasized: [] }
    case 'txt':
      return { text: decodeText(data), nameLine: '', emphasized: [] }
  }
}

function readableChars(text: string): number {
  return text.replace(/[\s\p{C}\uFFFD]/gu, '').length
}
