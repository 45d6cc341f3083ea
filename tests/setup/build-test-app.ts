import { buildApp, type AppDeps } from '#server/app'
import { createManualClock } from '#server/clock'
import { testConfig } from '#server/config'
import type { Database, DbKind } from '#server/db/client'
import { createTestDatabase } from './test-database'

export interface TestAppOptions {
  db?: DbKind
  env?: Record<string, string>
  clock?: ReturnType<typeof createManualClock>
  webDir?: string
  overrides?: Partial<AppDeps>
  /** An existing database (a second replica on the same PostgreSQL); closed by its owner, not here. */
  database?: Database
}

/** The whole app on a fresh migrated database with a manual clock, ready for `app.inject`. */
export async function buildTestApp(options: TestAppOptions = {}) {
  const shared = options.database
  const database = shared ?? (await createTestDatabase(options.db ?? 'pglite'))
  const clock = options.clock ?? createManualClock()
  const config = testConfig(options.env)
  const app = await buildApp({
    config,
    database,
    clock,
    webDir: options.webDir ?? '/nonexistent-web-build',
    ...options.overrides,
  })
  await app.ready()
  return {
    app,
    database,
    clock,
    config,
    close: async () => {
      await app.close()
      if (!shared) await database.close()
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>
