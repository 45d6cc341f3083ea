// A new PGlite data directory, made with initdb and migrated here once, saved as a tarball
// (dist/pglite-seed.tar.gz). The server unpacks it into a new DATA_DIR instead of running initdb
// at start (src/server/db/client.ts); migrations added later still run at start on top of it.
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { DIST, ROOT } from '../build-inputs.mjs'

export const PGLITE_SEED = path.join(DIST, 'pglite-seed.tar.gz')

export async function buildPgliteSeed() {
  const client = new PGlite()
  await client.waitReady
  await migrate(drizzle(client), { migrationsFolder: path.join(ROOT, 'drizzle') })
  // Checkpointed and closed cleanly inside the tarball, as if the server had stopped normally.
  await client.exec('checkpoint')
  const tarball = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer())
  await client.close()
  writeFileSync(PGLITE_SEED, tarball)
  return `${Math.round(tarball.length / 1024)} KB`
}
