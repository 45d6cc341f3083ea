// Does the answer of an e-mail call tell whether the address has an account? Median answer time of
// each e-mail call for known and for unknown addresses, 50 requests each,
// alternating known/unknown, over real HTTP (curl, another process) against a server on the embedded database.
//   npm run bench:mail-timing          (BENCH_PORT chooses the port; 0 = any free one)
// Target (issue 31): the two medians within 1 ms, on every e-mail call including the cancellation,
// and also for the request right after (work left behind by the answer shows there).

import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { buildApp } from '#server/app'
import { testConfig } from '#server/config'
import { createDatabase } from '#server/db/client'
import { runMigrations } from '#server/db/migrate'

const ROUNDS = 50
const TARGET_MS = 1

const database = await createDatabase({})
await runMigrations(database)
// Outbox mail (the default without SMTP_URL) writes to the same database: the real work of a known address.
// The background jobs run as in production: the mail queue's worker drains the requests on its own timer.
const app = await buildApp({
  config: testConfig({ APP_URL: 'http://localhost', TRUST_PROXY: 'true' }),
  database,
  webDir: '/nonexistent-web-build',
  runBackgroundJobs: true,
})
const url = await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0) })

const run = promisify(execFile)

/**
 * One request, timed by curl in its own process: the client must not share the server's event loop,
 * or it would count the work the server does after its answer has left (what a remote attacker sees
 * is only the answer).
 */
async function post(path: string, email: string, ip: string): Promise<number> {
  const { stdout } = await run('curl', [
    '-s',
    '-o',
    '/dev/null',
    '-w',
    '%{http_code} %{time_total}',
    '-X',
    'POST',
    '-H',
    'content-type: application/json',
    '-H',
    'origin: http://localhost',
    // A distinct client address per request keeps the per-network limits out of the measurement.
    '-H',
    `x-forwarded-for: ${ip}`,
    '--data',
    JSON.stringify({ email }),
    `${url}${path}`,
  ])
  const [status, seconds] = stdout.trim().split(' ')
  if (status !== '200') throw new Error(`${path} answered ${status}`)
  return Number(seconds) * 1000
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

try {
  const rows = []
  // Every call that e-mails an address. Each round: a known address, then at once a probe (an
  // unknown address) that shows work the first call left behind; then the same for an unknown one.
  const calls = ['/api/auth/request-token', '/api/auth/send-trial-token', '/api/payment/request-link', '/api/generate-token-for-customer', '/api/contract/cancel']
  for (const path of calls) {
    const tag = path.split('/').pop()
    // Known accounts, one per round (the per-address limits allow a few mails an hour).
    for (let i = 0; i < ROUNDS; i++) await post('/api/auth/send-trial-token', `known-${tag}-${i}@example.com`, `10.0.0.${i}`)
    await app.inject({ method: 'GET', url: '/api/dev/outbox?to=nobody%40example.com' })
    const known: number[] = []
    const unknown: number[] = []
    const afterKnown: number[] = []
    const afterUnknown: number[] = []
    for (let i = 0; i < ROUNDS; i++) {
      known.push(await post(path, `known-${tag}-${i}@example.com`, `10.1.${i}.1`))
      afterKnown.push(await post(path, `probe-${tag}-k${i}@example.com`, `10.2.${i}.1`))
      unknown.push(await post(path, `unknown-${tag}-${i}@example.com`, `10.1.${i}.2`))
      afterUnknown.push(await post(path, `probe-${tag}-u${i}@example.com`, `10.2.${i}.2`))
    }
    const difference = median(known) - median(unknown)
    const nextDifference = median(afterKnown) - median(afterUnknown)
    rows.push({
      call: path,
      'known p50 ms': median(known).toFixed(2),
      'unknown p50 ms': median(unknown).toFixed(2),
      'difference ms': difference.toFixed(2),
      'next after known p50 ms': median(afterKnown).toFixed(2),
      'next after unknown p50 ms': median(afterUnknown).toFixed(2),
      'next difference ms': nextDifference.toFixed(2),
      [`both within ${TARGET_MS} ms`]: Math.abs(difference) <= TARGET_MS && Math.abs(nextDifference) <= TARGET_MS,
    })
  }
  console.table(rows)
} finally {
  await app.close()
  await database.close()
}
