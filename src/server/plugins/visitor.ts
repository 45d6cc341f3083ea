import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { Caller } from '#server/plans/quota.service'

/** Visitors are counted by a hash of their IP address, never the address itself (kept 30 days). */
export function visitorHashOf(request: FastifyRequest): string {
  return createHash('sha256').update(`applykit-visitor:${request.ip}`).digest('hex')
}

/** Who is calling, for quota checks: the signed-in account (optionalUser/requireUser) or the visitor. */
export function callerOf(request: FastifyRequest): Caller {
  return { user: request.auth?.user ?? null, visitorHash: visitorHashOf(request) }
}
