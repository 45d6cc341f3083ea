// What a signed-in call costs against an anonymous one (issue 13 "Signed-in calls under load"):
// GET /api/auth/user with a session and GET /api/health, each at 100 connections for 5 s;
// target p99 < 50 ms for the signed-in call. Needs `npm run build`. Run: npm run bench:auth-user
import { loadavg } from 'node:os'
import { pathToFileURL } from 'node:url'
import { createSecret, hashSecret } from '#server/features/auth/secrets'
import { sessions, users } from '#server/db/schema'
import type { Database } from '#server/db/client'
import { type BenchRow, measure, startBenchServer } from './http.bench'

const CONNECTIONS = 100
const TARGET_P99_MS = 50

/** A user with a live session straight in the database (the sign-in path is auth.bench.ts's subject). */
export async function sessionFor(database: Database): Promise<string> {
  const now = new Date()
  const [user] = await database.db
    .insert(users)
    .values({
      email: `bench-user-${Date.now()}@example.com`,
      trialStartedAt: now,
      trialEndsAt: new Date(now.getTime() + 7 * 86_400_000),
    })
    .returning()
  const sessionId = createSecret()
  await database.db.insert(sessions).values({
    sessionHash: hashSecret(sessionId),
    userId: user!.id,
    expiresAt: new Date(now.getTime() + 86_400_000),
  })
  return sessionId
}

export type AuthUserRow = BenchRow & { 'CPU ms/request': number }

/** One measure() with the process's CPU time per answered request (server and load generator alike). */
async function measureCpu(...args: Parameters<typeof measure>): Promise<AuthUserRow> {
  const before = process.cpuUsage()
  const row = await measure(...args)
  const used = process.cpuUsage(before)
  const requests = Math.max(1, row['requests/s'] * (args[3]?.durationS ?? 5))
  return { ...row, 'CPU ms/request': Math.round(((used.user + used.system) / 1000 / requests) * 100) / 100 }
}

export async function benchAuthUser(baseUrl: string, database: Database): Promise<AuthUserRow[]> {
  const sessionId = await sessionFor(database)
  const headers = { authorization: `Bearer ${sessionId}` }
  // A short warm-up compiles the hot paths of both routes before anything is measured.
  await measure('warm-up', `${baseUrl}/api/auth/user`, 10, { headers, durationS: 1 })
  await measure('warm-up', `${baseUrl}/api/health`, 10, { durationS: 1 })
  const anonymous = await measureCpu('GET /api/health', `${baseUrl}/api/health`, CONNECTIONS)
  const signedIn = await measureCpu('GET /api/auth/user (session)', `${baseUrl}/api/auth/user`, CONNECTIONS, {
    headers,
  })
  return [anonymous, signedIn]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startBenchServer()
  try {
    const rows = await benchAuthUser(server.url, server.database)
    console.table(rows)
    const p99 = rows[1]!['p99 ms']
    console.log(
      `signed-in p99 ${p99} ms (target < ${TARGET_P99_MS} ms): ${p99 < TARGET_P99_MS ? 'met' : 'NOT met'}; load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    )
  } finally {
    await server.close()
  }
}
