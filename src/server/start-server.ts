import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Config, ConfigError, loadConfig } from './config'
import { createDatabase } from './db/client'
import { runMigrations } from './db/migrate'
import { createShutdown } from './shutdown'
import type { CpuPool } from './workers/cpu-pool'

// The server's start after main.ts has started the CPU worker: loadConfig -> open the database
// while the application's modules load -> migrate -> buildApp -> wait for the worker -> listen ->
// start the browser; graceful close on SIGTERM/SIGINT, with a deadline (shutdown.ts). Runs as TypeScript (tests, `npm run dev`)
// and compiled (dist/server, `npm start`); either way this file's location is src/server (see
// scripts/build/server.mjs).

/**
 * The browser starts this long after the server answers: loading Playwright holds this thread for
 * ~0.3 s, which the first health checks and page loads right after a start should not wait for.
 * An export before then starts it at once.
 */
const BROWSER_START_DELAY_MS = 1_000

// What `npm run build` leaves beside the sources.
const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist')

export async function startServer(early: { cpu: CpuPool; cpuReady: Promise<void> }): Promise<void> {
  const config = loadConfig()
  const { cpu, cpuReady } = early
  // PGlite compiles its WebAssembly on background threads meanwhile.
  const opening = createDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    pgliteSeed: path.join(DIST, 'pglite-seed.tar.gz'),
  })
  const [{ buildApp }, { createParseService }, { createPdfPrinter, printerOptions }] = await Promise.all([
    import('./app'),
    import('./features/parse/parse.service'),
    import('./pdf/pdf-printer'),
  ])
  const database = await opening
  await runMigrations(database)
  const printer = createPdfPrinter(printerOptions(config))
  const app = await buildApp({
    config,
    database,
    webDir: config.WEB_DIR,
    printer,
    cpu,
    parse: createParseService({ pool: cpu }),
    thumbnailDir: path.join(DIST, 'thumbnails'),
    runBackgroundJobs: true,
  })
  // Ready means the first upload behaves like every later one (workers/README.md, "Boot"). The
  // pool's threads never keep the process alive, and before listen nothing else does: without this
  // timer a worker slower than this thread would end the process (exit code 0, nothing said).
  const holdOpen = setInterval(() => undefined, 60_000)
  await cpuReady.finally(() => clearInterval(holdOpen))

  const timers: { browserStart?: NodeJS.Timeout } = {}
  const shutdown = createShutdown({ app, closeRest: () => database.close() })
  const onSignal = (signal: string) => {
    clearTimeout(timers.browserStart)
    void shutdown(signal)
  }
  process.on('SIGTERM', () => onSignal('SIGTERM'))
  process.on('SIGINT', () => onSignal('SIGINT'))

  // The browser starts after listen (health says "starting" until it is up, an export waits for
  // it), not before: loading Playwright and launching Chromium would hold up this thread's start.
  printer.markStarting()
  await app.listen({ port: config.PORT, host: config.HOST })
  app.log.info(
    { db: database.kind, url: config.appUrl, mode: config.NODE_ENV, startedInMs: Math.round(process.uptime() * 1000) },
    'ApplyKit is ready',
  )
  warnAboutTestComponents(config)
  timers.browserStart = setTimeout(() => {
    void printer.warmUp().then((pdf) => {
      if (pdf.status === 'ready') app.log.info({ browser: pdf.browser }, 'PDF export is ready')
      else if (pdf.status === 'unavailable') app.log.error(pdf.detail)
    })
  }, BROWSER_START_DELAY_MS)
}

/** Production in an explicitly chosen test mode says so on stderr, whatever LOG_LEVEL hides. */
function warnAboutTestComponents(config: Config): void {
  const warnings = Object.values(config.productionWarnings)
  if (warnings.length === 0) return
  const rule = '!'.repeat(78)
  console.error([rule, 'WARNING: this production server runs with test components:', ...warnings.map((w) => `  ${w}`), rule].join('\n'))
}

export function failedToStart(error: unknown): never {
  console.error(error instanceof ConfigError ? error.message : `ApplyKit failed to start: ${String(error)}`)
  if (!(error instanceof ConfigError)) console.error(error)
  process.exit(1)
}
