// Starts cpu-worker.ts in a worker thread. Node 20 does not apply `--import tsx` loader hooks
// to worker threads, so the TypeScript entry is loaded through tsx's API, both when the app runs
// under tsx and under vitest (the compiled server bundles it: scripts/build/server.mjs).
// pdf.js is imported natively first (why: import/files/pdfjs.ts), after the switch that keeps its
// canvas package from reading every system font (import/files/pdfjs-env.mjs); the compiled worker
// has it bundled in. Its worker half runs in this thread (there is no browser worker in Node): it
// is imported here and handed over as `globalThis.pdfjsWorker`, which pdf.js takes instead of
// importing the file itself, an `import()` the compiled bundle could not run (scripts/build/server.mjs).
import '../import/files/pdfjs-env.mjs'
import { tsImport } from 'tsx/esm/api'

/**
 * Settles once the worker has said `ready` and warmed up. Exported rather than awaited at the top
 * level: the compiled worker is CommonJS, and its loader writes the code cache once this has settled.
 */
export const ready = (async () => {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs')
  const worker = await tsImport('./cpu-worker.ts', import.meta.url)
  await worker.startCpuWorker(pdfjs)
})()
