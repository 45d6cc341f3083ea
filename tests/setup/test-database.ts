import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { describe } from 'vitest'
import { createDatabase, type Database, type DbKind } from '#server/db/client'
import { runMigrations } from '#server/db/migrate'

// TEST_DATABASE_URL is read here (test infrastructure), never by the app: .ci/run points it at the
// PostgreSQL server on 127.0.0.1:5432.
const POSTGRES_URL = process.env.TEST_DATABASE_URL

export const TEST_DATABASE_KINDS: DbKind[] = POSTGRES_URL ? ['pglite', 'postgres'] : ['pglite']

/** A test database; `url` is set for PostgreSQL so that a second app instance can connect to it. */
export type TestDatabase = Database & { url?: string }

/**
 * Another connection pool to the same PostgreSQL database, as a second replica of the app would
 * have. Closing it leaves the database in place (the first owner drops it).
 */
export async function connectAgain(database: TestDatabase): Promise<Database> {
  if (!database.url) throw new Error('connectAgain needs a PostgreSQL test database')
  return createDatabase({ databaseUrl: database.url })
}

/** A migrated, empty database: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function createTestDatabase(kind: DbKind = 'pglite'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await createDatabase({})
    await runMigrations(database)
    return database
  }
  if (!POSTGRES_URL) throw new Error('TEST_DATABASE_URL is not set')
  const name = `applykit_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: POSTGRES_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(POSTGRES_URL)
  url.pathname = `/${name}`
  const database = await createDatabase({ databaseUrl: url.toString() })
  await runMigrations(database)
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close()
      const cleanup = new pg.Client({ connectionString: POSTGRES_URL })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}

/** Runs a suite once per database kind under test (PGlite always, PostgreSQL when configured). */
export function describeEachDatabase(name: string, suite: (kind: DbKind) => void): void {
  for (const kind of TEST_DATABASE_KINDS) describe(`${name} [${kind}]`, () => suite(kind))
}
