import type { DbKind } from '#server/db/client'
import { buildTestApp, type TestApp, type TestAppOptions } from './build-test-app'
import { connectAgain } from './test-database'

/**
 * Two app instances over one database, as two replicas behind a load balancer: on PostgreSQL two
 * apps with their own connection pools; on the embedded PGlite (one process owns it) the same app
 * twice. Races between concurrent requests are then decided by the database, not by one process.
 */
export async function buildReplicas(kind: DbKind, options: TestAppOptions = {}) {
  const first = await buildTestApp({ ...options, db: kind })
  if (kind === 'pglite') return { apps: [first, first] as [TestApp, TestApp], close: () => first.close() }
  const secondDatabase = await connectAgain(first.database)
  const second = await buildTestApp({ ...options, db: kind, clock: first.clock, database: secondDatabase })
  return {
    apps: [first, second] as [TestApp, TestApp],
    close: async () => {
      await second.close()
      await secondDatabase.close()
      await first.close()
    },
  }
}
