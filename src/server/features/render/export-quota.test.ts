import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { QUOTAS } from '#shared/plans'
import { quotaCounters, usageEvents } from '#server/db/schema'
import { createPdfPrinter, type PdfPrinter, PrinterBusyError } from '#server/pdf/pdf-printer'
import { richCv } from '#tests/fixtures/sample-cvs'
import { signIn } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { describeEachDatabase } from '#tests/setup/test-database'

// Issue 31.4: a failed export used up trial quota (0 -> 1 of 3 after a 503). A use counts only
// when the file was delivered.
describeEachDatabase('a trial export that fails', (kind) => {
  let t: TestApp
  let user: Awaited<ReturnType<typeof signIn>>
  const real = createPdfPrinter({ poolSize: 1 })
  const fault: { error: Error | null } = { error: null }
  // The real printer, refusing while a fault is set (as a busy pool does).
  const printer: PdfPrinter = {
    ...real,
    printPdf: (html, priority) => (fault.error ? Promise.reject(fault.error) : real.printPdf(html, priority)),
  }
  beforeAll(async () => {
    t = await buildTestApp({ db: kind, overrides: { printer } })
    user = await signIn(t)
  })
  afterAll(async () => {
    await t?.close()
    await real.close()
  })

  const exportPdf = () =>
    t.app.inject({ method: 'POST', url: '/api/render-template', headers: user.headers, payload: { templateId: 'ats-simple', cvData: richCv, format: 'pdf' } })

  async function used(): Promise<{ counter: number; events: number }> {
    const [row] = await t.database.db
      .select({ used: quotaCounters.used })
      .from(quotaCounters)
      .where(and(eq(quotaCounters.subject, `user:${user.user.id}`), eq(quotaCounters.feature, 'pdfExport')))
    const events = await t.database.db
      .select()
      .from(usageEvents)
      .where(and(eq(usageEvents.userId, user.user.id), eq(usageEvents.feature, 'pdfExport')))
    return { counter: row?.used ?? 0, events: events.length }
  }

  it('leaves the trial count unchanged after a 503, and counts the export that was delivered', async () => {
    fault.error = new PrinterBusyError('busy', 3)
    for (let i = 0; i < 4; i++) expect((await exportPdf()).statusCode).toBe(503)
    expect(await used()).toEqual({ counter: 0, events: 0 })

    fault.error = null
    const delivered = await exportPdf()
    expect(delivered.statusCode).toBe(200)
    expect(delivered.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(await used()).toEqual({ counter: 1, events: 1 })

    // The trial's exports are all still there: the limit is reached by delivered files only.
    const limit = Number(QUOTAS.pdfExport.trial)
    for (let i = 1; i < limit; i++) expect((await exportPdf()).statusCode).toBe(200)
    expect((await exportPdf()).statusCode).toBe(429)
  }, 120_000)
})
