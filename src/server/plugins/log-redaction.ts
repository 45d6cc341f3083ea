import type { FastifyRequest } from 'fastify'

// Mailed links carry their secret in the query (/auth/token?token=…, /api/billing/portal?token=…).
// Fastify logs every request's URL, so without this each click would write a live token to the log.
const SECRET_PARAMS = /([?&](?:token|session_id)=)[^&#]*/gi

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]')
}

/** Fastify's request serializer with the URL's secrets redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}
