// pdf.js is 3 MB of ES module code with dynamic imports. Loaded through tsx it is rewritten with a
// source map and costs every extraction worker about 150 MB more than a native import, so the
// worker's plain-JavaScript boot file imports it natively and hands it over here (the compiled
// worker has it bundled in, for its code cache: scripts/build/server.mjs).

import './pdfjs-env.mjs'
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs'

export type PdfJs = typeof PdfJsModule

let provided: PdfJs | undefined

export function providePdfJs(module: PdfJs): void {
  provided = module
}

/** The handed-over pdf.js, or (tests, in-process use) a normal import. */
export async function loadPdfJs(): Promise<PdfJs> {
  provided ??= await import('pdfjs-dist/legacy/build/pdf.mjs')
  return provided
}
