import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { createDatabase } from './db/client'
import { runMigrations } from './db/migrate'

// loadConfig -> createDatabase -> migrate -> buildApp -> listen; graceful close on SIGTERM/SIGINT.
async function main(): Promise<void> {
  const config = loadConfig()
  const database = await createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
  await runMigrations(database)
  const app = await buildApp({ config, database, webDir: config.WEB_DIR, runBackgroundJobs: true })

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
  app.log.info({ db: database.kind, url: config.appUrl }, 'ApplyKit is ready')
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `ApplyKit failed to start: ${String(error)}`)
  if (!(error instanceof ConfigError)) console.error(error)
  process.exit(1)
})
