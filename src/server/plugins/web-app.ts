import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { sendError } from './error-handler'

/**
 * Serves the built SPA from `webDir` with history fallback: unknown non-API GETs get index.html,
 * unknown /api/* paths get the JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const root = path.resolve(webDir)
  const hasBuild = existsSync(path.join(root, 'index.html'))
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      // One route per built file: no path from the URL ever reaches the file system.
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside every text file: served with Content-Encoding and
      // Vary: Accept-Encoding to browsers that accept them.
      preCompressed: true,
      // Hashed asset names never change content, so browsers may keep them for a year.
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? ''
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return sendError(reply, 404, `No API endpoint ${request.method} ${pathname}.`, 'ROUTE_NOT_FOUND')
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(reply, 404, `Nothing to ${request.method} at ${pathname}.`, 'NOT_FOUND')
    }
    if (pathname.startsWith('/assets/') || /\.[a-z0-9]{2,5}$/i.test(pathname)) {
      return sendError(reply, 404, `File ${pathname} does not exist.`, 'NOT_FOUND')
    }
    if (!hasBuild) {
      return sendError(reply, 503, 'The web app is not built yet: run `npm run build`.', 'SERVICE_UNAVAILABLE')
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html')
  })
}
