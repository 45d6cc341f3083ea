// A Pro export while one anonymous address storms the builder preview (issue 31: the export failed
// with 503 after 17.9 s). Real Chromium, pool of PDF_POOL_SIZE (default 2), the whole app in process.
//   npm run bench:export-storm
// Target: the export answers 200 within 5 s.

import { eq } from 'drizzle-orm'
import { buildApp } from '#server/app'
import { createManualClock } from '#server/clock'
import { testConfig } from '#server/config'
import { createDatabase } from '#server/db/client'
import { runMigrations } from '#server/db/migrate'
import { users } from '#server/db/schema'
import { createPdfPrinter } from '#server/pdf/pdf-printer'
import { richCv } from '#tests/fixtures/sample-cvs'
import { signIn } from '#tests/setup/auth-helpers'

const STORM = 50
const TARGET_MS = 5_000

const database = await createDatabase({})
await runMigrations(database)
const printer = createPdfPrinter({ poolSize: Number(process.env.PDF_POOL_SIZE ?? 2) })
const clock = createManualClock()
const config = testConfig()
const app = await buildApp({ config, database, clock, printer, webDir: '/nonexistent-web-build' })
await app.ready()
const t = { app, database, clock, config, close: async () => {} }
try {
  const pro = await signIn(t)
  await database.db.update(users).set({ plan: 'pro', proUntil: new Date(clock.now().getTime() + 30 * 86_400_000) }).where(eq(users.id, pro.user.id))
  await printer.warmUp()
  const big = { ...richCv, experience: Array.from({ length: 6 }, () => richCv.experience).flat() }
  const storm = Array.from({ length: STORM }, (_, n) =>
    app.inject({
      method: 'POST',
      url: '/api/v2/cv/render-preview',
      headers: { origin: 'http://localhost' },
      remoteAddress: '203.0.113.66',
      payload: { templateId: 'modern-grid', cvData: { ...big, summary: `Storm ${n}` } },
    }),
  )
  await new Promise((resolve) => setTimeout(resolve, 100))
  const started = performance.now()
  const exported = await app.inject({ method: 'POST', url: '/api/render-template', headers: pro.headers, payload: { templateId: 'modern-grid', cvData: big, format: 'pdf' } })
  const exportMs = performance.now() - started
  const statuses = (await Promise.all(storm)).map((res) => res.statusCode)
  const count = (status: number) => statuses.filter((s) => s === status).length
  console.table([
    {
      'storm previews': STORM,
      'previews 200': count(200),
      'previews 429': count(429),
      'previews 503': count(503),
      'Pro export status': exported.statusCode,
      'Pro export ms': Math.round(exportMs),
      [`within ${TARGET_MS} ms`]: exported.statusCode === 200 && exportMs <= TARGET_MS,
    },
  ])
} finally {
  await app.close()
  await printer.close()
  await database.close()
}
