// Creates a new PGlite data directory and exits (see initialisePgliteDir in client.ts). Plain
// JavaScript: it needs nothing but PGlite, and worker threads do not inherit tsx's loader.
import { PGlite } from '@electric-sql/pglite'
import { workerData } from 'node:worker_threads'

// No top-level await: the compiled server is CommonJS (scripts/build/server.mjs).
const client = new PGlite(workerData.dir)
void client.waitReady.then(() => client.close())
