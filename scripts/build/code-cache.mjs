// Starts the compiled server once, on a throwaway data directory, so that the build leaves V8's code
// cache of the main thread and the CPU worker beside their bundles (scripts/build/run-bundle.mjs).
// Without it the first `npm start` after a build would compile every bundle itself, slower than the
// ES modules of earlier builds (CommonJS bundles parse their lazily started modules twice), and a
// production install whose dist/ cannot be written would never have a cache. Once both threads have
// written theirs, the server is stopped: nothing else of that start is kept.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DIST } from '../build-inputs.mjs'

// The entries that export `ready`: their loader writes a cache once it has settled.
const CACHED_BUNDLES = ['main.cjs', 'cpu-worker.boot.cjs']
const DEADLINE_MS = 120_000

export async function warmCodeCache() {
  const server = path.join(DIST, 'server')
  const caches = CACHED_BUNDLES.map((bundle) => path.join(server, `${bundle}.v8-cache`))
  for (const cache of caches) rmSync(cache, { force: true })
  const dataDir = mkdtempSync(path.join(tmpdir(), 'applykit-code-cache-'))
  // The embedded defaults, whatever this shell has set: only the code the start runs matters.
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  }
  for (const name of [
    'DATABASE_URL',
    'REDIS_URL',
    'SMTP_URL',
    'PDF_BROWSER_WS',
    'AI_BASE_URL',
    'STRIPE_SECRET_KEY',
  ])
    delete env[name]
  const child = spawn(process.execPath, [path.join(server, 'main.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    const started = performance.now()
    while (!caches.every((cache) => existsSync(cache))) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
      if (performance.now() - started > DEADLINE_MS) throw new Error('the server wrote no code cache in time')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return caches
      .map((cache) => `${path.basename(cache)} ${Math.round(statSync(cache).size / 1024)} KB`)
      .join(', ')
  } catch (error) {
    // The first start then writes it: slower once, never broken.
    console.warn(`  No code cache made: ${error instanceof Error ? error.message : String(error)}`)
    return ''
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
    rmSync(dataDir, { recursive: true, force: true })
  }
}
