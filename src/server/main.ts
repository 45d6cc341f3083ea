import { createCpuPool } from './workers/cpu-pool'

// The server's entry, kept tiny on purpose: it starts the CPU worker before anything else is
// loaded, so that the worker's own start (pdf.js, the CV parser, the engines' tables, ~1 s) runs on
// another core while this thread loads the application and opens the database (start-server.ts).
// Compiled, everything imported dynamically here runs only when imported (scripts/build/server.mjs).

const cpu = createCpuPool()
const cpuReady = cpu.warmUp()

/**
 * Settles once the server listens. Exported rather than awaited: the compiled server is CommonJS
 * (no top-level await), and its loader writes the code cache once this has settled.
 */
export const ready = import('./start-server').then(({ startServer, failedToStart }) =>
  startServer({ cpu, cpuReady }).catch(failedToStart),
)
