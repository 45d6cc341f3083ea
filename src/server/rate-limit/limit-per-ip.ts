import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { AppError } from '#server/errors'
import type { RateLimiter } from './rate-limiter'

/**
 * A preHandler that counts the caller's IP address (hashed, never stored in clear) in a fixed
 * window and refuses with 429 RATE_LIMITED beyond `max`; the error handler adds Retry-After.
 */
export function limitPerIp(
  rateLimiter: RateLimiter,
  rule: { name: string; max: number; windowMs: number; message: string },
): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const ipHash = createHash('sha256').update(`applykit-rate:${request.ip}`).digest('hex')
    const result = await rateLimiter.hit(`${rule.name}:${ipHash}`, rule.max, rule.windowMs)
    if (!result.allowed) {
      throw new AppError('RATE_LIMITED', 429, rule.message, {
        retryAfter: Math.max(1, Math.ceil(result.retryAfterMs / 1000)),
      })
    }
  }
}
