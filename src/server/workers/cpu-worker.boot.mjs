// Starts cpu-worker.ts in a worker thread. Node 20 does not apply `--import tsx` loader hooks
// to worker threads, so the TypeScript entry is loaded through tsx's API, both when the app runs
// under tsx and under vitest (the compiled server bundles it: scripts/build/server.mjs).
// pdf.js is imported natively first (why: import/files/pdfjs.ts), after the switch that keeps its
// canvas package from reading every system font (import/files/pdfjs-env.mjs).
import '../import/files/pdfjs-env.mjs'
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs'
import { tsImport } from 'tsx/esm/api'

const worker = await tsImport('./cpu-worker.ts', import.meta.url)
await worker.startCpuWorker(pdfjs)
