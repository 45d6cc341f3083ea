import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { createDatabase } from './db/client'
import { runMigrations } from './db/migrate'
import { createParseService } from './features/parse/parse.service'
import { createPdfPrinter, printerOptions } from './pdf/pdf-printer'
import { createCpuPool } from './workers/cpu-pool'

// loadConfig -> start the browser and the CPU workers -> createDatabase -> migrate -> buildApp ->
// wait for the browser and the workers -> listen; graceful close on
// SIGTERM/SIGINT. Runs as TypeScript (tests, `npm run dev`) and compiled (dist/server/main.js,
// `npm start`); either way this file's location is src/server (see scripts/build/server.mjs).

// What `npm run build` leaves beside the sources.
const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist')

async function main(): Promise<void> {
  const config = loadConfig()
  // The slow parts of a start run side by side: Chromium, the CPU worker and the database.
  const printer = createPdfPrinter(printerOptions(config))
  const printerReady = printer.warmUp()
  const cpu = createCpuPool()
  const parse = createParseService({ pool: cpu })
  const cpuReady = cpu.warmUp()
  const database = await createDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    pgliteSeed: path.join(DIST, 'pglite-seed.tar.gz'),
  })
  await runMigrations(database)
  const app = await buildApp({
    config,
    database,
    webDir: config.WEB_DIR,
    printer,
    cpu,
    parse,
    thumbnailDir: path.join(DIST, 'thumbnails'),
    runBackgroundJobs: true,
  })
  // Ready means the first upload behaves like every later one. The browser may still be starting:
  // health says so, and an export meanwhile waits for it.
  await cpuReady
  void printerReady.then((pdf) => {
    if (pdf.status === 'ready') app.log.info({ browser: pdf.browser }, 'PDF export is ready')
    else if (pdf.status === 'unavailable') app.log.error(pdf.detail)
  })

  let isClosing = false
  const shutdown = async (signal: string) => {
    if (isClosing) return
    isClosing = true
    app.log.info({ signal }, 'shutting down')
    // Stop taking requests, let running ones finish, then release the database.
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.PORT, host: config.HOST })
  app.log.info(
    { db: database.kind, url: config.appUrl, mode: config.NODE_ENV, startedInMs: Math.round(process.uptime() * 1000) },
    'ApplyKit is ready',
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `ApplyKit failed to start: ${String(error)}`)
  if (!(error instanceof ConfigError)) console.error(error)
  process.exit(1)
})
