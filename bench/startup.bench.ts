import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { measureLandingBytes } from './landing.bench'
import { freePort } from './pdf.bench'

// Start-up as `npm start` does it (the build already made): time from spawning the process to the
// first answer of GET /api/health, on a new data directory (the PGlite seed is unpacked) and on a
// restart of the same directory; then the landing page's first load over the wire.

// A free port, never a fixed one: on a shared machine a fixed port may answer from someone else's server.
let PORT = 0

async function timeToHealthy(dataDir: string): Promise<{ ms: number; child: ChildProcess }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
  delete env.DATABASE_URL
  delete env.REDIS_URL
  delete env.NODE_ENV
  const start = performance.now()
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'ignore', 'inherit'] })
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`)
    const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return { ms: performance.now() - start, child }
    if (performance.now() - start > 120_000) throw new Error('The server did not answer within 120 s')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

export async function benchStartup(): Promise<Record<string, number | string>[]> {
  const colds: number[] = []
  const restarts: number[] = []
  const dirs: string[] = []
  let landing: Awaited<ReturnType<typeof measureLandingBytes>> | undefined
  PORT = await freePort()
  try {
    for (let round = 0; round < 3; round++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'applykit-start-'))
      dirs.push(dataDir)
      const cold = await timeToHealthy(dataDir)
      colds.push(cold.ms)
      await stop(cold.child)
      const restart = await timeToHealthy(dataDir)
      restarts.push(restart.ms)
      if (round === 2) landing = await measureLandingBytes(`http://127.0.0.1:${PORT}/`)
      await stop(restart.child)
    }
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  }
  const kb = (bytes: number) => (bytes / 1024).toFixed(1)
  return [
    { measure: 'Start, new data directory → first healthy answer (median of 3)', ms: Math.round(median(colds)) },
    { measure: 'Restart, same data directory → first healthy answer (median of 3)', ms: Math.round(median(restarts)) },
    {
      measure: `Landing first load over the wire (${landing?.encodings ?? '?'}), KB`,
      'JS + CSS': kb((landing?.scripts ?? 0) + (landing?.stylesheets ?? 0)),
      files: landing?.files ?? 0,
      'thumbnail images': kb(landing?.images ?? 0),
    },
  ]
}
