import autocannon from 'autocannon'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { buildApp } from '#server/app'
import { loadConfig } from '#server/config'
import { createDatabase } from '#server/db/client'
import { runMigrations } from '#server/db/migrate'
import type { RateLimiter } from '#server/rate-limit/rate-limiter'

// `npm run bench`: HTTP throughput and latency of the server, printed as a table.
// The app runs in this process on an in-memory PGlite; autocannon drives it over loopback.

export interface BenchRow {
  benchmark: string
  connections: number
  'requests/s': number
  'p50 ms': number
  'p95 ms'?: number
  'p99 ms': number
  errors: number
}

export async function measure(
  name: string,
  url: string,
  connections: number,
  options: {
    method?: 'GET' | 'POST'
    body?: string
    headers?: Record<string, string>
    durationS?: number
    amount?: number
    /** Builds each request's body (one-time tokens must differ per request). */
    nextBody?: () => string
  } = {},
): Promise<BenchRow> {
  const result = await autocannon({
    url,
    connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.durationS ?? 5 }),
    method: options.method ?? 'GET',
    body: options.body,
    headers: options.headers,
    ...(options.nextBody
      ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: options.nextBody!() }) }] }
      : {}),
  })
  return {
    benchmark: name,
    connections,
    'requests/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p95 ms': (result.latency as unknown as Record<string, number>).p97_5 ?? result.latency.p90,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

// The abuse limits would turn a load test into a test of the limiter: the bench measures the calls.
export const unlimited: RateLimiter = {
  store: 'memory',
  hit: async () => ({ allowed: true, remaining: 1, retryAfterMs: 0 }),
  close: async () => {},
}

export async function startBenchServer() {
  const webDir = path.resolve('dist/web')
  if (!existsSync(path.join(webDir, 'index.html'))) {
    throw new Error('Build the web app first: npm run build')
  }
  const config = loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test', MAIL: 'outbox', LOG_LEVEL: 'silent', PORT: '0', PLAN_LIMITS: 'off' })
  const database = await createDatabase({})
  await runMigrations(database)
  const app = await buildApp({ config, database, webDir, rateLimiter: unlimited })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    url: address,
    app,
    database,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}

export async function benchHttp(baseUrl: string): Promise<BenchRow[]> {
  return [
    await measure('GET /api/health', `${baseUrl}/api/health`, 100),
    await measure('GET / (SPA index)', `${baseUrl}/`, 100),
  ]
}
