import { createCpuPool } from './workers/cpu-pool'

// The server's entry, kept tiny on purpose: it starts the CPU worker before anything else is
// loaded, so that the worker's own start (pdf.js, the CV parser, the engines' tables, ~1 s) runs on
// another core while this thread loads the application and opens the database (start-server.ts).
// Compiled, everything imported dynamically here is a chunk of its own (scripts/build/server.mjs).

const cpu = createCpuPool()
const cpuReady = cpu.warmUp()
const { startServer, failedToStart } = await import('./start-server')
await startServer({ cpu, cpuReady }).catch(failedToStart)
