import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { sendError } from './error-handler'

// Beside every text file the build writes .br and .gz twins; they are sent instead of the file
// (preCompressed) and are never addressed by a URL of their own.
const COMPRESSED_TWIN = /\.(br|gz)$/

/** The URL path of every file the build wrote ("/assets/index-3f2a.js"), twins left out. */
function builtFiles(root: string): Set<string> {
  const files = new Set<string>()
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || COMPRESSED_TWIN.test(entry.name)) continue
    const relative = path.relative(root, path.join(entry.parentPath, entry.name))
    files.add(`/${relative.split(path.sep).join('/')}`)
  }
  return files
}

/**
 * Serves the built SPA from `webDir` with history fallback: unknown non-API GETs get index.html,
 * unknown /api/* paths get the JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const root = path.resolve(webDir)
  const hasBuild = existsSync(path.join(root, 'index.html'))
  // Only a path the build wrote is ever read, so no path from the URL reaches the file system.
  // One route and a set lookup instead of a route per file: registering ~600 routes cost
  // ~0.2 s of every start.
  const files = hasBuild ? builtFiles(root) : new Set<string>()
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      serve: false,
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

  function answer(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? ''
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return sendError(reply, 404, `No API endpoint ${request.method} ${pathname}.`, 'ROUTE_NOT_FOUND')
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(reply, 404, `Nothing to ${request.method} at ${pathname}.`, 'NOT_FOUND')
    }
    if (files.has(pathname)) return reply.sendFile(pathname.slice(1))
    if (pathname.startsWith('/assets/') || /\.[a-z0-9]{2,5}$/i.test(pathname)) {
      return sendError(reply, 404, `File ${pathname} does not exist.`, 'NOT_FOUND')
    }
    if (!hasBuild) {
      return sendError(reply, 503, 'The web app is not built yet: run `npm run build`.', 'SERVICE_UNAVAILABLE')
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html')
  }

  app.get('/*', answer)
  app.setNotFoundHandler(answer)
}
