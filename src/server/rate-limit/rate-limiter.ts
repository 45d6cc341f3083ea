import { Redis } from 'ioredis'

// Fixed-window counters for abuse limits (mails per address, requests per IP). In process by
// default; in Redis when REDIS_URL is set, so that every replica counts against the same window.

export interface RateLimitResult {
  allowed: boolean
  remaining: number
  retryAfterMs: number
}

export interface RateLimiter {
  readonly store: 'memory' | 'redis'
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>
  close(): Promise<void>
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>()
  return {
    store: 'memory',
    async hit(key, limit, windowMs) {
      const time = now()
      let window = windows.get(key)
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs }
        windows.set(key, window)
        if (windows.size > 50_000) {
          for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k)
        }
      }
      window.count++
      return {
        allowed: window.count <= limit,
        remaining: Math.max(0, limit - window.count),
        retryAfterMs: window.resetAt - time,
      }
    },
    close: async () => {},
  }
}

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
