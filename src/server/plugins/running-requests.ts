import type { FastifyInstance } from 'fastify'
import { redactUrl } from './log-redaction'

declare module 'fastify' {
  interface FastifyInstance {
    /** The requests being answered now ("POST /api/…"): what a shutdown past its deadline reports. */
    runningRequests(): string[]
  }
}

export function registerRunningRequests(app: FastifyInstance): void {
  const running = new Map<object, string>()
  let isClosing = false
  app.decorate('runningRequests', () => [...running.values()])
  app.addHook('preClose', async () => {
    isClosing = true
  })
  // A keep-alive connection that was busy when the close began stays open after its answer (Node
  // closes only the idle ones then), and the close would wait for it until the client lets go.
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) void reply.header('connection', 'close')
  })
  app.addHook('onRequest', async (request) => {
    running.set(request.raw, `${request.method} ${redactUrl(request.url)}`)
  })
  app.addHook('onResponse', async (request) => {
    running.delete(request.raw)
  })
  // An aborted request gets no onResponse.
  app.addHook('onRequestAbort', async (request) => {
    running.delete(request.raw)
  })
}
