// Fixed-window counters for abuse limits (mails per address, requests per IP). In process by
// default; in Redis when REDIS_URL is set (redis-rate-limiter.ts), so that every replica counts
// against the same window.

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
