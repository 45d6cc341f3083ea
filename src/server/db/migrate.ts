import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Database } from './client'

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle')
// Any fixed number: replicas starting together take turns instead of racing on the same DDL.
export const MIGRATION_LOCK_ID = 740_211

export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR }
  await database.withAdvisoryLock(MIGRATION_LOCK_ID, true, (db) =>
    database.kind === 'pglite'
      ? migratePglite(db as unknown as PgliteDatabase, config)
      : migratePg(db as unknown as NodePgDatabase, config),
  )
}
