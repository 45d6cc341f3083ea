import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { describe, inject } from 'vitest'
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
  return kind === 'pglite' ? takePglite() : createPostgresDatabase()
}

// Starting an in-memory PGlite runs initdb in WebAssembly: about a second of CPU, more than most
// tests take, paid again by every test of every route file. So a test file's PGlite databases are
// reused: closing one empties it (every table of the app truncated, identities restarted; the
// migrations' own table kept) and hands it to the next test of the same file, migrated and empty
// as a new one. What a test leaves behind is gone before the next one starts.
const idlePglite: Database[] = []

async function takePglite(): Promise<TestDatabase> {
  const database = idlePglite.pop() ?? (await newPglite())
  let closed = false
  return {
    ...database,
    close: async () => {
      if (closed) return
      closed = true
      await emptyTables(database)
      idlePglite.push(database)
    },
  }
}

async function newPglite(): Promise<Database> {
  const database = await createDatabase({})
  await runMigrations(database)
  return database
}

async function emptyTables(database: Database): Promise<void> {
  const tables = (await database.db.execute(
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: Array<{ name: string }> }
  const names = tables.rows.map((row) => `public.${row.name}`)
  if (names.length > 0) await database.db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`))
}

// Each PostgreSQL test database is a copy of one migrated template that the global setup made for
// this run (tests/setup/global-setup.ts): copying a database is faster than migrating a new one.
async function createPostgresDatabase(): Promise<TestDatabase> {
  if (!POSTGRES_URL) throw new Error('TEST_DATABASE_URL is not set')
  const template = inject('postgresTemplate')
  const name = `applykit_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: POSTGRES_URL })
  await admin.connect()
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`)
  await admin.end()
  const url = new URL(POSTGRES_URL)
  url.pathname = `/${name}`
  const database = await createDatabase({ databaseUrl: url.toString() })
  if (!template) await runMigrations(database)
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
