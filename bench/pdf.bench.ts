import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { renderCvHtml } from '#documents/cv/render-cv-html'
import { richCv } from '#documents/cv/sample-cvs'
import { CHROMIUM_ARGS, findChromiumPath } from '#server/pdf/find-chromium'
import { PRINT_VIEWPORT } from '#server/pdf/pdf-printer'
import { type BenchRow, measure } from './http.bench'

// PDF export measured against the real server process, started as `npm start` starts it (compiled
// server, PGlite in a data directory, parse workers, one Chromium), so that its memory is the
// server's alone and not the load generator's; and, in the same run, a bare Chromium page printing
// the same HTML, the floor any server could reach.

const BODY = JSON.stringify({
  templateId: 'modern-grid',
  cvData: richCv,
  theme: 'blue',
  language: 'en',
  format: 'pdf',
})

type MemoryMb = { serverRss: number; serverPss: number; chromiumPss: number }

function readKb(file: string, field: string): number {
  return Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(readFileSync(file, 'utf8'))?.[1] ?? 0)
}

/** The server process (with its worker threads) and the Chromium processes below it. */
function memoryOf(serverPid: number): MemoryMb {
  const parents = new Map<number, number>()
  const pssKb = new Map<number, number>()
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      parents.set(Number(name), readKb(`/proc/${name}/status`, 'PPid'))
      // PSS, not RSS, for Chromium: its processes share most of their pages, and RSS would count them again each time.
      pssKb.set(Number(name), readKb(`/proc/${name}/smaps_rollup`, 'Pss'))
    } catch {
      // the process ended while we looked
    }
  }
  const isBelowServer = (pid: number): boolean => {
    for (let current = parents.get(pid) ?? 0, hops = 0; current > 1 && hops < 50; hops++) {
      if (current === serverPid) return true
      current = parents.get(current) ?? 0
    }
    return false
  }
  let chromiumKb = 0
  for (const [pid, pss] of pssKb) if (isBelowServer(pid)) chromiumKb += pss
  const mb = (kb: number) => Math.round(kb / 1024)
  let serverRssKb = 0
  try {
    serverRssKb = readKb(`/proc/${serverPid}/status`, 'VmRSS')
  } catch {
    // the server ended; the run reports zero and fails elsewhere
  }
  return { serverRss: mb(serverRssKb), serverPss: mb(pssKb.get(serverPid) ?? 0), chromiumPss: mb(chromiumKb) }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/**
 * A bare Chromium page printing the same self-contained HTML: load, fonts ready, print. Either a
 * fresh page as it opens, or one laid out for print as the server keeps its pages (paper-sized
 * viewport, print media): the first is the yardstick, the second the floor for the server.
 */
async function bareChromiumP50(html: string, count: number, layout: 'fresh page' | 'print layout'): Promise<number> {
  const browser = await chromium.launch({
    executablePath: await findChromiumPath({ configuredPath: process.env.CHROMIUM_PATH || undefined }),
    args: CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--headless')),
  })
  try {
    const page = await browser.newPage()
    if (layout === 'print layout') {
      await page.setViewportSize(PRINT_VIEWPORT)
      await page.emulateMedia({ media: 'print' })
    }
    const times: number[] = []
    for (let i = 0; i < count + 2; i++) {
      const start = performance.now()
      await page.setContent(html, { waitUntil: 'load' })
      await page.evaluate('document.fonts.ready.then(() => undefined)')
      await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true })
      if (i >= 2) times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    return percentile(times, 50)
  } finally {
    await browser.close()
  }
}

async function startServerProcess(): Promise<{
  url: string
  child: ChildProcess
  stop: () => Promise<void>
}> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'applykit-bench-'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    // A bench has no Stripe or SMTP: the embedded components, chosen explicitly (config.ts).
    PAYMENTS: 'test',
    MAIL: 'outbox',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    PLAN_LIMITS: 'off',
  }
  // The embedded database and in-process limiter, as a default installation runs.
  delete env.DATABASE_URL
  delete env.REDIS_URL
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  for (let waitedMs = 0; waitedMs < 60_000; waitedMs += 250) {
    if (child.exitCode !== null) break
    const isUp = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (isUp) return { url, child, stop }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error('The server did not start within 60 s')
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

/** PDF export of a 2-page CV with a warm browser, and the HTML render alone. */
export async function benchPdf(): Promise<{ rows: BenchRow[]; extra: Record<string, number | string>[] }> {
  const server = await startServerProcess()
  const serverPid = server.child.pid ?? 0
  try {
    const headers = { 'content-type': 'application/json' }
    const exportOnce = () =>
      fetch(`${server.url}/api/render-template`, { method: 'POST', headers, body: BODY }).then((r) =>
        r.arrayBuffer(),
      )
    await exportOnce()
    await exportOnce()
    const idle = memoryOf(serverPid)

    const sequential: number[] = []
    for (let i = 0; i < 30; i++) {
      const start = performance.now()
      await exportOnce()
      sequential.push(performance.now() - start)
    }
    sequential.sort((a, b) => a - b)

    const peak = memoryOf(serverPid)
    const sampler = setInterval(() => {
      const now = memoryOf(serverPid)
      peak.serverRss = Math.max(peak.serverRss, now.serverRss)
      peak.serverPss = Math.max(peak.serverPss, now.serverPss)
      peak.chromiumPss = Math.max(peak.chromiumPss, now.chromiumPss)
    }, 200)
    const concurrent = await measure(
      'POST /api/render-template (PDF, 2 pages)',
      `${server.url}/api/render-template`,
      4,
      {
        method: 'POST',
        headers,
        body: BODY,
        durationS: 10,
      },
    )
    clearInterval(sampler)

    const html: number[] = []
    for (let i = 0; i < 200; i++) {
      const start = performance.now()
      renderCvHtml({ templateId: 'modern-grid', cv: richCv, themeId: 'blue', language: 'en' })
      html.push(performance.now() - start)
    }
    html.sort((a, b) => a - b)

    const bareHtml = renderCvHtml({ templateId: 'modern-grid', cv: richCv, themeId: 'blue', language: 'en' })
    const bare = await bareChromiumP50(bareHtml, 30, 'fresh page')
    const barePrintLayout = await bareChromiumP50(bareHtml, 30, 'print layout')
    const serverP50 = percentile(sequential, 50)

    return {
      rows: [concurrent],
      extra: [
        {
          measure: 'PDF export, sequential, warm browser',
          'p50 ms': Math.round(serverP50),
          'p95 ms': Math.round(percentile(sequential, 95)),
        },
        {
          measure: 'Bare Chromium page printing the same HTML (same run)',
          'p50 ms': Math.round(bare),
          'server / bare': (serverP50 / bare).toFixed(2),
        },
        {
          measure: 'Bare Chromium page laid out for print, as the server keeps its pages (same run)',
          'p50 ms': Math.round(barePrintLayout),
          'server / bare': (serverP50 / barePrintLayout).toFixed(2),
        },
        { measure: 'PDF export at 4 concurrent', 'PDFs/s': concurrent['requests/s'] },
        {
          measure: 'Memory after warm-up, MB',
          'server RSS': idle.serverRss,
          'server PSS': idle.serverPss,
          'Chromium PSS': idle.chromiumPss,
        },
        {
          measure: 'Peak memory at 4 concurrent, MB',
          'server RSS': peak.serverRss,
          'server PSS': peak.serverPss,
          'Chromium PSS': peak.chromiumPss,
        },
        {
          measure: 'HTML render (modern-grid, 2 pages)',
          'p50 ms': percentile(html, 50).toFixed(2),
          'p95 ms': percentile(html, 95).toFixed(2),
        },
      ],
    }
  } finally {
    await server.stop()
  }
}
