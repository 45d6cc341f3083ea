import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { richCv } from '#tests/fixtures/sample-cvs'
import { SAME_ORIGIN } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { ChromiumNotFoundError } from '#server/pdf/find-chromium'
import { type PdfPrinter, PrinterBusyError } from '#server/pdf/pdf-printer'

// What an export answers when the printer cannot print: the pool's deadline passed (503 and
// Retry-After), or no browser starts (503 saying what was tried and how to fix it).
function failingPrinter(failure: { error: Error }): PdfPrinter {
  return {
    provider: 'local',
    printPdf: () => Promise.reject(failure.error),
    thumbnail: () => Promise.reject(failure.error),
    warmUp: async () => ({ status: 'ready', browser: 'test' }),
    markStarting: () => {},
    state: () => ({ status: 'ready', browser: 'test' }),
    poolStats: () => ({ open: 0, idle: 0, waiting: 0 }),
    drain: () => {},
    close: async () => {},
  }
}

const exportPdf = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/render-template',
    headers: SAME_ORIGIN,
    payload: { templateId: 'ats-simple', cvData: richCv, format: 'pdf' },
  })

describe('export when the printer cannot print', () => {
  let t: TestApp
  const failure = { error: new Error('not set') }
  beforeAll(async () => {
    t = await buildTestApp({ env: { PLAN_LIMITS: 'off' }, overrides: { printer: failingPrinter(failure) } })
  })
  afterAll(() => t.close())

  it('answers 503 with Retry-After when no page became free in time', async () => {
    failure.error = new PrinterBusyError('busy', 7)
    const res = await exportPdf(t)
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('7')
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfter: 7 })
  })

  it('answers 503 naming the browsers tried and the fix when none starts', async () => {
    failure.error = new ChromiumNotFoundError([
      { source: 'system', path: '/usr/bin/chromium, /usr/bin/chromium-browser and PATH', error: 'not installed' },
      { source: 'npm', path: '@sparticuz/chromium', error: 'the package is not installed (run `npm ci`)' },
    ])
    const res = await exportPdf(t)
    expect(res.statusCode).toBe(503)
    const body = res.json()
    expect(body.code).toBe('PDF_UNAVAILABLE')
    expect(body.tried).toEqual([
      'system /usr/bin/chromium, /usr/bin/chromium-browser and PATH: not installed',
      'npm @sparticuz/chromium: the package is not installed (run `npm ci`)',
    ])
    expect(body.fix).toContain('apt-get install chromium')
    expect(body.fix).toContain('CHROMIUM_PATH')
    expect(body.message).toContain('No browser for PDF export could be started')
  })
})
