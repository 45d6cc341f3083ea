import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type DbKind = 'pglite' | 'postgres'

export interface Database {
  db: Db
  kind: DbKind
  ping(): Promise<void>
  /**
   * Runs `work` while holding a PostgreSQL advisory lock on one connection, so one replica does it.
   * `wait: false` skips the work (returns undefined) when another replica holds the lock.
   */
  withAdvisoryLock<T>(lockId: number, wait: boolean, work: (db: Db) => Promise<T>): Promise<T | undefined>
  close(): Promise<void>
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined
  /** PGlite directory; undefined = in memory (tests). */
  dataDir?: string | undefined
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite: the same Drizzle code runs on both. */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? createPostgres(options.databaseUrl) : createPglite(options.dataDir)
}

function createPostgres(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1')
    },
    withAdvisoryLock: async (lockId, wait, work) => {
      const client = await pool.connect()
      try {
        if (wait) await client.query('select pg_advisory_lock($1)', [lockId])
        else {
          const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
            lockId,
          ])
          if (!rows[0]?.locked) return undefined
        }
        try {
          return await work(drizzlePg(client, { schema }) as unknown as Db)
        } finally {
          await client.query('select pg_advisory_unlock($1)', [lockId])
        }
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

async function createPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(path.resolve(dataDir), { recursive: true })
  const client = dataDir ? new PGlite(path.resolve(dataDir, 'pglite')) : new PGlite()
  await client.waitReady
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1')
    },
    // PGlite is one connection in one process: there is nobody to race with.
    withAdvisoryLock: (_lockId, _wait, work) => work(db),
    close: () => client.close(),
  }
}
