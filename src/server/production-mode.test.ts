import { afterEach, expect, it, vi } from 'vitest'
import { mailOutbox } from '#server/db/schema'
import type { HealthReply } from '#shared/api/system'
import { SAME_ORIGIN, tokenFromMail } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { describeEachDatabase } from '#tests/setup/test-database'

// Each test builds the whole app and signs people in: slow on a loaded machine, not wrong.
vi.setConfig({ testTimeout: 120_000 })

// Issue 31.1: production in an explicit test mode says so, and never writes a login link to its log.
describeEachDatabase('production with PAYMENTS=test and MAIL=outbox', (kind) => {
  let t: TestApp
  afterEach(() => t?.close())

  async function start(env: Record<string, string>) {
    const lines: string[] = []
    // The background jobs run as in production: the mail queue's worker writes the mail (mail-queue.ts).
    t = await buildTestApp({
      db: kind,
      env: { LOG_LEVEL: 'trace', ...env },
      overrides: { logStream: { write: (line) => void lines.push(line) }, runBackgroundJobs: true },
    })
    return lines
  }

  async function mailedToken(email: string): Promise<string> {
    // The worker drains each second; a loaded machine may take a few.
    for (let i = 0; i < 1000; i++) {
      const [row] = await t.database.db.select().from(mailOutbox)
      if (row) return tokenFromMail(row.text)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error(`no mail to ${email}`)
  }

  async function useLoginLink(): Promise<string> {
    const email = 'owner@example.com'
    const asked = await t.app.inject({ method: 'POST', url: '/api/auth/send-trial-token', headers: SAME_ORIGIN, payload: { email } })
    expect(asked.statusCode).toBe(200)
    const token = await mailedToken(email)
    // The link as a browser opens it (its URL is logged with every request) and as the page redeems it.
    await t.app.inject({ method: 'GET', url: `/auth/token?token=${token}` })
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/validate-token', headers: SAME_ORIGIN, payload: { token } })
    expect(login.statusCode).toBe(200)
    return token
  }

  it('reports both test components as degraded on /api/health, with the reason', async () => {
    await start({ NODE_ENV: 'production', PAYMENTS: 'test', MAIL: 'outbox' })
    const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json() as HealthReply
    const byName = Object.fromEntries(health.services.map((service) => [service.name, service]))
    expect(byName.payments).toMatchObject({ status: 'degraded', detail: expect.stringContaining('PAYMENTS=test') })
    expect(byName.mail).toMatchObject({ status: 'degraded', provider: 'outbox', detail: expect.stringContaining('MAIL=outbox') })
  })

  it('never logs the login link or its token, at any level', async () => {
    const lines = await start({ NODE_ENV: 'production', PAYMENTS: 'test', MAIL: 'outbox' })
    const token = await useLoginLink()
    expect(lines.length).toBeGreaterThan(3)
    expect(lines.filter((line) => line.includes(token))).toEqual([])
    expect(lines.some((line) => line.includes('/auth/token?token=[redacted]'))).toBe(true)
  })

  it('the development outbox does print the link (so the check above can see one)', async () => {
    const lines = await start({ NODE_ENV: 'development' })
    const token = await useLoginLink()
    expect(lines.filter((line) => line.includes(token)).length).toBeGreaterThan(0)
  })
})
