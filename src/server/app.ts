import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import Fastify, { type RouteOptions } from 'fastify'
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { MAX_JSON_BODY_BYTES, MAX_UPLOAD_BYTES } from '#shared/limits'
import { createAiEngine } from './ai/create-ai-engine'
import type { AiEngine } from './ai/engine'
import type { App } from './app-types'
import { type Clock, systemClock } from './clock'
import type { Config } from './config'
import type { Database } from './db/client'
import { registerAccountRoutes } from './features/account/account.routes'
import { registerApplicationsRoutes } from './features/applications/applications.routes'
import { registerApplicationActionsRoutes } from './features/applications/application-actions.routes'
import { createApplicationActionsService } from './features/applications/application-actions.service'
import { createApplicationCopilot } from './features/applications/application-copilot'
import { createProviderCapture } from './features/applications/capture-provider'
import { createApplicationsService } from './features/applications/applications.service'
import { registerProofRoutes } from './features/applications/proof/proof.routes'
import { createProofService } from './features/applications/proof/proof.service'
import { createSnapshotsService } from './features/applications/snapshots/snapshots.service'
import { createRemindersService, REMINDER_INTERVAL_MS } from './features/applications/reminders/reminders.service'
import { mailOperatorOf } from './mail/render-mail'
import { createAccountService } from './features/account/account.service'
import { deleteExpiredPersonalData } from './features/account/retention'
import { registerAiRoutes } from './features/ai/ai.routes'
import { createAiService } from './features/ai/ai.service'
import { createBuiltinEngineInWorkers } from './features/ai/builtin-in-workers'
import { registerAuthRoutes } from './features/auth/auth.routes'
import { registerBillingRoutes } from './features/billing/billing.routes'
import { BILLING_JOB_INTERVAL_MS, createBillingService } from './features/billing/billing.service'
import { createAuthService } from './features/auth/auth.service'
import { registerCvsRoutes } from './features/cvs/cvs.routes'
import { createCvImports } from './features/cvs/cv-imports'
import { createCvsService } from './features/cvs/cvs.service'
import { registerDashboardRoutes } from './features/dashboard/dashboard.routes'
import { createDashboardService } from './features/dashboard/dashboard.service'
import { registerDevOutboxRoutes } from './features/dev-outbox/dev-outbox.routes'
import { registerDocumentsRoutes } from './features/documents/documents.routes'
import { createDocumentsService } from './features/documents/documents.service'
import { createZeugnisReader } from './features/documents/zeugnis-reading'
import { registerHealthRoutes } from './features/health/health.routes'
import { componentStatus, createHealthService } from './features/health/health.service'
import { registerLettersRoutes } from './features/letters/letters.routes'
import { renderLetterPdf } from './features/letters/letter-pdf'
import { createLettersService } from './features/letters/letters.service'
import { registerLanguageRoutes } from './features/language/language.routes'
import { registerLegalRoutes } from './features/legal/legal.routes'
import { registerPackageRoutes } from './features/package/package.routes'
import { createPackageService } from './features/package/package.service'
import { registerParseRoutes } from './features/parse/parse.routes'
import { createParseService, type ParseService } from './features/parse/parse.service'
import { registerRenderRoutes } from './features/render/render.routes'
import { createRenderService } from './features/render/render.service'
import { createAfterReply } from './jobs/after-reply'
import { CLEANUP_INTERVAL_MS, MAIL_RETRY_INTERVAL_MS, startBackgroundJobs } from './jobs/background-jobs'
import { createMailer, type Mailer } from './mail/mailer'
import { createMailQueue, MAIL_QUEUE_INTERVAL_MS } from './mail/mail-queue'
import { createOutboxService } from './mail/outbox.service'
import type { PaymentProvider } from './payments/payment-provider'
import { createTestModeProvider } from './payments/test-mode-provider'
import { pdfHealth } from './features/health/pdf-health'
import { createPdfPrinter, type PdfPrinter, printerOptions } from './pdf/pdf-printer'
import { createQuotaService } from './plans/quota.service'
import { registerCompression } from './plugins/compression'
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler'
import { requestValidatorCompiler } from './plugins/request-validation'
import { serializeRequest } from './plugins/log-redaction'
import { registerRunningRequests } from './plugins/running-requests'
import { registerSecurity } from './plugins/security'
import { createAuthGuards } from './plugins/session-auth'
import { registerWebApp } from './plugins/web-app'
import { createMemoryRateLimiter, type RateLimiter } from './rate-limit/rate-limiter'
import { APP_VERSION } from './version'
import { type CpuPool, createCpuPool } from './workers/cpu-pool'

const DEFAULT_WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web')

export interface AppDeps {
  config: Config
  database: Database
  clock?: Clock
  /** Directory of the built SPA (tests point it at a temporary build). */
  webDir?: string
  /** Template thumbnails made by the build. */
  thumbnailDir?: string
  mailer?: Mailer
  rateLimiter?: RateLimiter
  printer?: PdfPrinter
  /** The worker threads of the CPU work (parsing, extraction, built-in AI); one per process. */
  cpu?: CpuPool
  parse?: ParseService
  /** Stripe or the built-in test-mode provider by default; tests pass one pointed at a fake. */
  payments?: PaymentProvider
  aiEngine?: AiEngine
  /** Timers for cleanup and mail retries: on in the server process, off in tests. */
  runBackgroundJobs?: boolean
  /** Where the log goes (stdout by default; tests read it). */
  logStream?: { write(line: string): void }
  /** Sees every route as it is registered (the fuzz test derives its requests from their schemas). */
  onRoute?: (route: RouteOptions) => void
}

/** The whole server: every plugin and feature registered explicitly. Reading this tells you what it is. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps
  const { db } = database
  const clock = deps.clock ?? systemClock
  const isProduction = config.NODE_ENV === 'production'
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: serializeRequest },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    bodyLimit: MAX_JSON_BODY_BYTES,
    trustProxy: config.TRUST_PROXY,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>()

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute)
  app.setValidatorCompiler(requestValidatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)
  registerRunningRequests(app)

  await registerSecurity(app, { appUrl: config.appUrl, isProduction })
  await app.register(cookie)
  await registerCompression(app)
  await app.register(multipart, {
    // Uploads stay in memory; the route reads the one file into a buffer and never writes it to disk.
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 },
  })
  app.decorateRequest('auth', null)

  // Adapters of the real components, each with its embedded default. A real component's client
  // library is loaded only when its variable is set: a start without them does not parse them.
  const rateLimiter =
    deps.rateLimiter ??
    (config.REDIS_URL
      ? (await import('./rate-limit/redis-rate-limiter')).createRedisRateLimiter(config.REDIS_URL)
      : createMemoryRateLimiter())
  const mailer =
    deps.mailer ??
    createMailer({
      db,
      clock,
      log: app.log,
      smtpUrl: config.mailMode === 'smtp' ? config.SMTP_URL : undefined,
      from: config.MAIL_FROM,
      // Only the development outbox prints links (so that nobody needs a mail client); never production.
      logsLinks: config.NODE_ENV !== 'production',
    })

  const printer = deps.printer ?? createPdfPrinter(printerOptions(config))

  // Services
  const cpu = deps.cpu ?? createCpuPool()
  const parse = deps.parse ?? createParseService({ pool: cpu })
  // Start the CPU workers now, so the first upload or ZeugnisCheck does not wait for them.
  void cpu.warmUp().catch((error: unknown) => app.log.warn({ err: error }, 'CPU workers did not warm up'))
  const quotas = createQuotaService({ db, clock, config })
  const render = createRenderService({ printer, quotas, rateLimiter, thumbnailDir: deps.thumbnailDir })
  const cvs = createCvsService({ db, clock, quotas })
  const snapshots = createSnapshotsService({
    db,
    clock,
    printer,
    planLimits: config.PLAN_LIMITS,
    printLetter: async (user, letterId, watermark) => renderLetterPdf({ db, printer, clock }, user.id, letterId, watermark ? { watermark } : {}),
  })
  const applications = createApplicationsService({
    db,
    clock,
    // The sent CV and letter are kept as evidence; a failed print does not undo the move (the person can see no snapshot).
    onSent: async (user, application) => {
      await snapshots.take(user, application.id, application.cvId).catch((error: unknown) => {
        app.log.warn({ err: error, applicationId: application.id }, 'the sent CV could not be kept')
      })
      await snapshots.takeLetter(user, application.id, application.letterId).catch((error: unknown) => {
        app.log.warn({ err: error, applicationId: application.id }, 'the sent letter could not be kept')
      })
    },
  })
  const letters = createLettersService({ db, clock, printer, quotas, rateLimiter, render })
  const proof = createProofService({ db, clock, printer })
  const applicationActions = createApplicationActionsService({ db, clock })
  const ai = createAiService({
    engine: deps.aiEngine ?? (await createAiEngine(config, app.log, createBuiltinEngineInWorkers(cpu))),
    quotas,
    clock,
  })
  const outbox = createOutboxService({ db })
  const afterReply = createAfterReply(app.log)
  const mailQueue = createMailQueue({ db, clock, log: app.log })
  const auth = createAuthService({
    db,
    clock,
    config,
    mailer,
    rateLimiter,
    accountWrites: database.accountWrites,
    mailQueue,
  })
  const reminders = createRemindersService({ db, clock, mailer, appUrl: config.appUrl, operator: mailOperatorOf(config) })
  const dashboard = createDashboardService({ db, clock, config })
  const guards = createAuthGuards(auth)
  const payments =
    deps.payments ??
    (config.paymentsMode === 'stripe' && config.STRIPE_SECRET_KEY
      ? (await import('./payments/stripe-provider')).createStripeProvider({
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          priceId: config.STRIPE_PRICE_ID,
        })
      : createTestModeProvider({ db, clock, appUrl: config.appUrl }))
  const billing = createBillingService({
    db,
    clock,
    config,
    payments,
    auth,
    mailer,
    printer,
    log: app.log,
    withLock: (lockId, work) => database.withAdvisoryLock(lockId, true, () => work()),
    afterReply,
    mailQueue,
  })
  const documents = createDocumentsService({
    db,
    clock,
    parse,
    readZeugnis: createZeugnisReader(createBuiltinEngineInWorkers(cpu)),
    planLimits: config.PLAN_LIMITS,
  })
  const applicationPackage = createPackageService({
    db,
    clock,
    printer,
    quotas,
    documents,
    planLimits: config.PLAN_LIMITS,
    letters: async (user, letterId, options) => {
      const letter = await renderLetterPdf({ db, printer, clock }, user.id, letterId, options)
      if (!letter) return null
      const record = await letters.read(user, letterId)
      return { ...letter, company: record.recipient.company }
    },
  })
  const account = createAccountService({
    db,
    clock,
    billing,
    applications,
    applicationExtras: { proofSettings: proof.exportForAccount, snapshots: snapshots.exportForAccount },
    documents,
    planLimits: config.PLAN_LIMITS,
    afterReply,
    mailQueue,
  })
  const health = createHealthService({
    database,
    version: APP_VERSION,
    probes: [
      {
        name: 'ai',
        check: async () => ({
          status: 'operational',
          provider: ai.engine.provider === 'builtin' ? 'built-in engine' : 'openai-compatible',
        }),
      },
      { name: 'mail', check: async () => componentStatus(mailer.mode, config.productionWarnings.mail) },
      { name: 'payments', check: async () => componentStatus(billing.label, config.productionWarnings.payments) },
      { name: 'pdf', check: () => pdfHealth(printer) },
    ],
  })

  // Routes
  registerHealthRoutes(app, health)
  registerLanguageRoutes(app)
  registerAuthRoutes(app, { auth, guards, isProduction, appUrl: config.appUrl })
  registerDashboardRoutes(app, { dashboard, guards })
  registerBillingRoutes(app, { billing, guards })
  registerLegalRoutes(app, { config, billing, mailMode: mailer.mode })
  registerAccountRoutes(app, { account, guards, isProduction })
  registerRenderRoutes(app, { render, guards })
  registerCvsRoutes(app, { cvs, guards })
  registerApplicationsRoutes(app, { applications, guards })
  registerDocumentsRoutes(app, { documents, guards })
  registerPackageRoutes(app, { applicationPackage, guards })
  registerLettersRoutes(app, { letters, guards })
  registerProofRoutes(app, { proof, snapshots, reminders, guards })
  registerApplicationActionsRoutes(app, {
    actions: applicationActions,
    copilot: createApplicationCopilot({ db, ai, cvs, letters, clock }),
    guards,
    // The pasted ad read by the AI provider too when one is configured (values not in the ad dropped).
    ...(config.AI_BASE_URL
      ? { capture: createProviderCapture({ baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL, log: app.log }) }
      : {}),
  })
  registerParseRoutes(app, { parse, imports: createCvImports({ parse, cvs }), guards, rateLimiter })
  registerAiRoutes(app, { ai, guards })
  if (!isProduction) registerDevOutboxRoutes(app, outbox, async () => {
      await mailQueue.drain()
      await afterReply.idle()
    })

  await registerWebApp(app, deps.webDir ?? DEFAULT_WEB_DIR)

  if (deps.runBackgroundJobs) {
    const stopJobs = startBackgroundJobs(
      database,
      [
        {
          name: 'cleanup',
          intervalMs: CLEANUP_INTERVAL_MS,
          lockId: 740_301,
          run: async () => {
            await auth.deleteExpired()
            await quotas.deleteExpired()
            await applicationActions.purgeArchived()
          },
        },
        {
          name: 'retention',
          intervalMs: CLEANUP_INTERVAL_MS,
          lockId: 740_304,
          run: () => deleteExpiredPersonalData(db, clock),
        },
        {
          // Each replica drains the stored mail requests on its own timer (rows are taken with SKIP LOCKED).
          name: 'mail-queue',
          intervalMs: MAIL_QUEUE_INTERVAL_MS,
          lockId: null,
          run: () => mailQueue.drain(),
        },
        {
          name: 'mail-retry',
          intervalMs: MAIL_RETRY_INTERVAL_MS,
          lockId: 740_302,
          run: () => mailer.retryPending(),
        },
        {
          name: 'application-reminders',
          intervalMs: REMINDER_INTERVAL_MS,
          lockId: 740_305,
          run: async () => {
            await reminders.sendDue()
            await reminders.deleteOldClaims()
          },
        },
        {
          name: 'billing',
          intervalMs: BILLING_JOB_INTERVAL_MS,
          lockId: 740_303,
          run: () => billing.runScheduledWork(),
        },
      ],
      app.log,
    )
    app.addHook('onClose', async () => stopJobs())
  }
  // Fastify waits for running requests before its onClose hooks: prints still queued are refused
  // now instead of waiting out the queue (a shutdown has a deadline, shutdown.ts).
  app.addHook('preClose', async () => printer.drain())
  app.addHook('onClose', async () => {
    // Work already started finishes before the database goes away; stored mail requests wait for
    // the next start (they are rows, not promises).
    await afterReply.idle()
    await mailQueue.idle()
    mailer.close()
    await rateLimiter.close()
    await printer.close()
    await parse.close()
    await cpu.close()
  })
  return app
}
