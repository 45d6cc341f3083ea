import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { Worker } from 'node:worker_threads'
import * as schema from './schema'
import { type WriteWatch, watchWrites } from './write-watch'

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
  /**
   * Writes to the account tables (users, sessions), counted where one process owns the database
   * (PGlite); undefined on PostgreSQL, where another replica may write at any moment.
   */
  accountWrites?: WriteWatch
  close(): Promise<void>
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined
  /** PGlite directory; undefined = in memory (tests). */
  dataDir?: string | undefined
  /**
   * A PGlite data directory made and migrated at build time (dumpDataDir tarball): a new data
   * directory is unpacked from it instead of running initdb, seconds faster.
   */
  pgliteSeed?: string | undefined
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite: the same Drizzle code runs on both. */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? createPostgres(options.databaseUrl) : createPglite(options.dataDir, options.pgliteSeed)
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
          const { rows } = await client.query<{ locked: boolean }>(
            'select pg_try_advisory_lock($1) as locked',
            [lockId],
          )
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

// PostgreSQL's default 128 MB of shared buffers is zeroed at start and stays resident in PGlite's
// WebAssembly memory. The embedded database serves one small deployment; its files also sit in the
// operating system's page cache, so 16 MB of buffers cost no speed and save ~100 MB of memory.
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']

// Creating a data directory runs initdb, whose WebAssembly memory (~500 MB) the main thread would
// keep until some later full garbage collection. A worker thread creates it instead and takes that
// memory with it when it exits.
async function initialisePgliteDir(dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return
  const worker = new Worker(new URL('./pglite-init.worker.mjs', import.meta.url), { workerData: { dir } })
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject)
    worker.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Creating the database in ${dir} failed (exit code ${code})`)),
    )
  })
}

// A seed from another PGlite version (an upgrade without a rebuild) fails to start; the directory is
// then made the slow way.
async function openFromSeed(dir: string, seed: string): Promise<PGlite | null> {
  try {
    const client = new PGlite(dir, { startParams: PGLITE_START_PARAMS, loadDataDir: new Blob([readFileSync(seed)]) })
    await client.waitReady
    return client
  } catch {
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    return null
  }
}

async function createPglite(dataDir: string | undefined, seed: string | undefined): Promise<Database> {
  const pgliteDir = dataDir ? path.resolve(dataDir, 'pglite') : undefined
  let client: PGlite | null = null
  if (pgliteDir) {
    mkdirSync(pgliteDir, { recursive: true })
    const isNew = !existsSync(path.join(pgliteDir, 'PG_VERSION'))
    if (isNew && seed && existsSync(seed)) client = await openFromSeed(pgliteDir, seed)
    if (!client) await initialisePgliteDir(pgliteDir)
  }
  client ??= new PGlite(pgliteDir, { startParams: PGLITE_START_PARAMS })
  await client.waitReady
  const accountWrites = watchWrites(client, ['users', 'sessions'])
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    accountWrites,
    ping: async () => {
      await client.query('select 1')
    },
    // PGlite is one connection in one process: there is nobody to race with.
    withAdvisoryLock: (_lockId, _wait, work) => work(db),
    close: () => client.close(),
  }
}
