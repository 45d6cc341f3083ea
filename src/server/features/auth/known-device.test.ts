import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { MAILS_PER_EMAIL_PER_HOUR } from '#shared/limits'
import { SAME_ORIGIN, signUpAndGetToken } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { describeEachDatabase } from '#tests/setup/test-database'

// Each test builds the whole app and signs people in: slow on a loaded machine, not wrong.
vi.setConfig({ testTimeout: 120_000 })

// Issue 31.3: 5 requests from each of 4 addresses blocked login, trial, payment link and /cancel
// for an address for an hour. The owner's browser (it held a session) is not subject to the
// address's ceiling; strangers still are.
describeEachDatabase('a browser that held a session of the account', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp({ db: kind })
  })
  afterEach(() => t?.close())

  const post = (url: string, email: string, ip: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) }, remoteAddress: ip, payload: { email } })

  async function signInFromBrowser(email: string): Promise<string> {
    const token = await signUpAndGetToken(t, email)
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/validate-token', headers: SAME_ORIGIN, payload: { token } })
    expect(res.statusCode).toBe(200)
    const device = res.cookies.find((cookie) => cookie.name === 'applykit_device')
    expect(device?.httpOnly).toBe(true)
    return `applykit_device=${device!.value}`
  }

  it('is not locked out by strangers from 10 networks; a stranger’s new network is', async () => {
    const owner = 'owner@example.com'
    const device = await signInFromBrowser(owner)
    const other = await signInFromBrowser('other@example.com')
    // Strangers ask for the owner's login links until the address's ceiling refuses them.
    const statuses: number[] = []
    for (let network = 1; network <= 10; network++) {
      for (let i = 0; i < 5; i++) statuses.push((await post('/api/auth/request-token', owner, `192.0.2.${network}`)).statusCode)
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAILS_PER_EMAIL_PER_HOUR - 1)
    expect((await post('/api/auth/request-token', owner, '198.51.100.77')).statusCode).toBe(429)
    // Another account's browser is a stranger here.
    expect((await post('/api/auth/request-token', owner, '198.51.100.78', other)).statusCode).toBe(429)

    // The owner's browser, from a network it never used: login, trial, payment link, cancellation.
    for (const url of ['/api/auth/request-token', '/api/auth/send-trial-token', '/api/payment/request-link', '/api/contract/cancel']) {
      const res = await post(url, owner, '203.0.113.9', device)
      expect(res.statusCode, url).toBe(200)
    }
  })
})
