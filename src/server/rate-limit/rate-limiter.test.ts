import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '#tests/setup/build-test-app'
import { SAME_ORIGIN } from '#tests/setup/auth-helpers'
import { createMemoryRateLimiter } from './rate-limiter'
import { createRedisRateLimiter } from './redis-rate-limiter'

// TEST_REDIS_URL is set by .ci/run (the Redis on 127.0.0.1:6379); without it these tests are skipped.
const REDIS_URL = process.env.TEST_REDIS_URL

describe('in-process rate limiter', () => {
  it('allows the limit within a window and resets after it', async () => {
    let now = 0
    const limiter = createMemoryRateLimiter(() => now)
    const results = []
    for (let i = 0; i < 4; i++) results.push((await limiter.hit('k', 3, 1000)).allowed)
    expect(results).toEqual([true, true, true, false])
    now = 1001
    expect((await limiter.hit('k', 3, 1000)).allowed).toBe(true)
  })
})

describe.skipIf(!REDIS_URL)('Redis rate limiter', () => {
  it('counts one window across two limiters, as replicas would', async () => {
    const prefix = `applykit:test:${randomBytes(4).toString('hex')}:`
    const a = createRedisRateLimiter(REDIS_URL!, prefix)
    const b = createRedisRateLimiter(REDIS_URL!, prefix)
    const allowed = []
    for (let i = 0; i < 6; i++) allowed.push((await (i % 2 ? a : b).hit('mail:x', 5, 60_000)).allowed)
    expect(allowed).toEqual([true, true, true, true, true, false])
    const result = await a.hit('mail:x', 5, 60_000)
    expect(result.retryAfterMs).toBeGreaterThan(0)
    expect(result.retryAfterMs).toBeLessThanOrEqual(60_000)
    await a.close()
    await b.close()
  })

  it('limits mails per address across two app instances sharing Redis', async () => {
    const prefix = `applykit:test:${randomBytes(4).toString('hex')}:`
    const first = await buildTestApp({ overrides: { rateLimiter: createRedisRateLimiter(REDIS_URL!, prefix) } })
    const second = await buildTestApp({ overrides: { rateLimiter: createRedisRateLimiter(REDIS_URL!, prefix) } })
    const statuses = []
    for (let i = 0; i < 8; i++) {
      const app = i % 2 ? first.app : second.app
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/send-trial-token',
        headers: SAME_ORIGIN,
        payload: { email: 'shared@example.com' },
      })
      statuses.push(res.statusCode)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429])
    await first.close()
    await second.close()
  })
})
