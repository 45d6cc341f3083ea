import { Redis } from 'ioredis'
import type { RateLimiter } from './rate-limiter'

// The rate limiter's counters in Redis (REDIS_URL), shared by every replica; a file of its own so
// that a server without Redis never loads its client.

export function createRedisRateLimiter(redisUrl: string, prefix = 'applykit:rl:'): RateLimiter {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false })
  // Connection errors surface on the command that needs Redis; the event only needs a listener.
  redis.on('error', () => {})
  return {
    store: 'redis',
    async hit(key, limit, windowMs) {
      const redisKey = prefix + key
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(redisKey)
        .pttl(redisKey)
        .exec()) as [[null, number], [null, number]]
      let retryAfterMs = ttl
      if (ttl < 0) {
        await redis.pexpire(redisKey, windowMs)
        retryAfterMs = windowMs
      }
      return { allowed: count <= limit, remaining: Math.max(0, limit - count), retryAfterMs }
    },
    close: async () => {
      redis.disconnect()
    },
  }
}
