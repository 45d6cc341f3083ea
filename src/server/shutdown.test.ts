import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { PdfPrinter } from '#server/pdf/pdf-printer'
import { createRecordingPrinter } from '#tests/setup/billing-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { SHUTDOWN_DEADLINE_MS, createShutdown } from './shutdown'

const CV = { personal: { fullName: 'Ada Lovelace', email: 'ada@example.com' }, summary: 'Notes on the engine. '.repeat(40) }

describe('shutdown', { timeout: 60_000 }, () => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.database.close().catch(() => {})
    t = undefined
  })

  it('exits 1 after its deadline, naming the request still open, when a request never finishes', async () => {
    // A printer that never answers: the preview request stays open for ever.
    const hung: PdfPrinter = { ...createRecordingPrinter(), printPdf: () => new Promise<Buffer>(() => {}) }
    const lines: string[] = []
    t = await buildTestApp({ overrides: { printer: hung, logStream: { write: (line) => void lines.push(line) } }, env: { LOG_LEVEL: 'info' } })
    const exits: number[] = []
    const shutdown = createShutdown({ app: t.app, closeRest: async () => {}, deadlineMs: 300, exit: (code) => void exits.push(code) })
    // Over a real socket: app.close() waits for connections, not for injected requests.
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 })
    void fetch(`${url}/api/v2/cv/render-preview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ templateId: 'modern-grid', cvData: CV }),
    }).catch(() => {})
    for (let i = 0; i < 100 && t.app.runningRequests().length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(t.app.runningRequests()).toEqual(['POST /api/v2/cv/render-preview'])

    void shutdown('SIGTERM')
    for (let i = 0; i < 200 && exits.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(exits).toEqual([1])
    const report = lines.map((line) => JSON.parse(line) as { msg: string; requestsStillOpen?: string[] }).find((entry) => entry.msg.startsWith('shutdown deadline passed'))
    expect(report?.requestsStillOpen).toEqual(['POST /api/v2/cv/render-preview'])
  })

  it('exits 0 when everything closes in time', async () => {
    t = await buildTestApp({ overrides: { printer: createRecordingPrinter() } })
    const exits: number[] = []
    await createShutdown({ app: t.app, closeRest: async () => {}, deadlineMs: 5_000, exit: (code) => void exits.push(code) })('SIGTERM')
    expect(exits).toEqual([0])
  })
})

/** Every process below `pid`, from /proc. */
function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number>()
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      parents.set(Number(name), Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${name}/status`, 'utf8'))?.[1]))
    } catch {
      // Ended meanwhile.
    }
  }
  const below = (child: number): boolean => {
    for (let up = parents.get(child); up !== undefined && up > 1; up = parents.get(up)) if (up === pid) return true
    return false
  }
  return [...parents.keys()].filter(below)
}
const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
  } catch {
    return ''
  }
}
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

// Issue 31.8: twice a server that got SIGTERM together with its Chromium right after a burst of
// previews closed its port but never exited. The real server process, with its real browser.
describe('SIGTERM to the process group during a preview burst', () => {
  let server: ChildProcess | undefined
  let dataDir = ''
  afterEach(() => {
    if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('ends the server within its deadline, and its browser with it', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'applykit-shutdown-'))
    const port = 3370 + 9
    const output: string[] = []
    // detached: the server leads its own process group, as under a supervisor.
    // Node itself runs the server (tsx as a loader, not as a parent process that would relay signals).
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      detached: true,
      env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json', NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '', REDIS_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    server.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    const exited = new Promise<number | null>((resolve) => server!.on('exit', (code) => resolve(code)))
    const base = `http://127.0.0.1:${port}`

    let isReady = false
    for (let i = 0; i < 600 && !isReady; i++) {
      const health = await fetch(`${base}/api/health`).then((res) => res.text()).catch(() => '')
      isReady = health.includes('"name":"pdf","status":"operational"')
      if (!isReady) await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(isReady, output.join('')).toBe(true)

    const burst = Array.from({ length: 30 }, (_, i) =>
      fetch(`${base}/api/v2/cv/render-preview`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${i}` },
        body: JSON.stringify({ templateId: 'modern-grid', cvData: { ...CV, summary: `${CV.summary} ${i}` } }),
      }).then((res) => res.status, () => 0),
    )
    await new Promise((resolve) => setTimeout(resolve, 400))
    // The browser process and its helpers (renderers, zygotes), as a supervisor's process list shows them.
    const browsers = descendantsOf(server.pid!).filter((pid) => /chrom/i.test(commandOf(pid).split('\0')[0] ?? ''))
    expect(browsers.length).toBeGreaterThan(0)
    // The whole group, and the browser (Playwright starts it in a group of its own), at once.
    const signalledAt = Date.now()
    process.kill(-server.pid!, 'SIGTERM')
    for (const pid of browsers) {
      // A helper listed a moment ago may have ended already (a renderer closing, or the group signal).
      try {
        process.kill(pid, 'SIGTERM')
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
      }
    }

    const code = await Promise.race([exited, new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), SHUTDOWN_DEADLINE_MS + 7_000))])
    const tookMs = Date.now() - signalledAt
    console.log(`shutdown after SIGTERM: exit code ${String(code)} in ${tookMs} ms; previews answered ${(await Promise.all(burst)).join(',')}`)
    const said = output.join('')
    console.log(said.split('\n').filter((line) => /shutting down|deadline|shutdown/.test(line)).join('\n'))
    expect(code, said.slice(-3000)).not.toBe('hung')
    for (let i = 0; i < 50 && browsers.some(isAlive); i++) await new Promise((resolve) => setTimeout(resolve, 100))
    expect(browsers.filter(isAlive)).toEqual([])
  }, 150_000)
})
