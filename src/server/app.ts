import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { MAX_JSON_BODY_BYTES, MAX_UPLOAD_BYTES } from '#shared/limits'
import type { App } from './app-types'
import type { Clock } from './clock'
import type { Config } from './config'
import type { Database } from './db/client'
import { registerDevOutboxRoutes } from './features/dev-outbox/dev-outbox.routes'
import { registerHealthRoutes } from './features/health/health.routes'
import { createHealthService } from './features/health/health.service'
import { registerLanguageRoutes } from './features/language/language.routes'
import { createOutboxService } from './mail/outbox.service'
import { registerErrorHandler } from './plugins/error-handler'
import { registerSecurity } from './plugins/security'
import { registerWebApp } from './plugins/web-app'
import { APP_VERSION } from './version'

const DEFAULT_WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web')

export interface AppDeps {
  config: Config
  database: Database
  clock?: Clock
  /** Directory of the built SPA (tests point it at a temporary build). */
  webDir?: string
}

/** The whole server: every plugin and feature registered explicitly. Reading this tells you what it is. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: MAX_JSON_BODY_BYTES,
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)

  await registerSecurity(app, { appUrl: config.appUrl, isProduction: config.NODE_ENV === 'production' })
  await app.register(cookie)
  await app.register(multipart, {
    // Uploads stay in memory; the route reads the one file into a buffer and never writes it to disk.
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 },
  })

  const outbox = createOutboxService({ db: database.db })
  const health = createHealthService({ database, version: APP_VERSION, probes: [] })

  registerHealthRoutes(app, health)
  registerLanguageRoutes(app)
  if (config.NODE_ENV !== 'production') registerDevOutboxRoutes(app, outbox)

  await registerWebApp(app, deps.webDir ?? DEFAULT_WEB_DIR)
  return app
}
