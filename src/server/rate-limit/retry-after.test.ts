import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { users } from '#server/db/schema'
import { AUTH_REQUESTS_PER_IP_PER_HOUR, MS, TOKEN_VALIDATIONS_PER_IP_PER_MINUTE } from '#shared/limits'
import { QUOTAS } from '#shared/plans'
import { SAME_ORIGIN, signIn } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { describeEachDatabase } from '#tests/setup/test-database'

// Every 429 says when to come back. (The per-address mail limits and the visitor quota are checked
// in mail-requests.test.ts and quota.race.test.ts.)
describeEachDatabase('Retry-After on every 429', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp({ db: kind })
  })
  afterEach(() => t.close())

  const retryAfter = (res: { statusCode: number; headers: Record<string, unknown> }) => {
    expect(res.statusCode).toBe(429)
    const seconds = Number(res.headers['retry-after'])
    expect(Number.isInteger(seconds) && seconds > 0).toBe(true)
    return seconds
  }

  it('the per-network limit of the e-mail calls: about an hour', async () => {
    let last
    for (let i = 0; i <= AUTH_REQUESTS_PER_IP_PER_HOUR; i++) {
      last = await t.app.inject({ method: 'POST', url: '/api/auth/request-token', headers: SAME_ORIGIN, remoteAddress: '192.0.2.50', payload: { email: `n${i}@example.com` } })
    }
    const seconds = retryAfter(last!)
    expect(seconds).toBeGreaterThan(3_500)
    expect(seconds).toBeLessThanOrEqual(3_600)
  }, 90_000)

  it('the per-network limit of token validation: at most a minute', async () => {
    let last
    for (let i = 0; i <= TOKEN_VALIDATIONS_PER_IP_PER_MINUTE; i++) {
      last = await t.app.inject({ method: 'POST', url: '/api/auth/validate-token', headers: SAME_ORIGIN, remoteAddress: '192.0.2.51', payload: { token: 'x'.repeat(43) } })
    }
    expect(retryAfter(last!)).toBeLessThanOrEqual(60)
  }, 90_000)

  it('a used-up trial quota and an ended trial', async () => {
    const { headers, user } = await signIn(t)
    const check = () =>
      t.app.inject({ method: 'POST', url: '/api/ai/zeugnis-check', headers, payload: { referenceLetterText: 'Frau Muster war stets zu unserer vollsten Zufriedenheit tätig.' } })
    for (let i = 0; i < Number(QUOTAS.zeugnis.trial); i++) expect((await check()).statusCode).toBe(200)
    const used = await check()
    retryAfter(used)
    expect(used.json()).toMatchObject({ code: 'TRIAL_LIMIT_EXCEEDED' })

    // The trial ends while the session is still alive.
    await t.database.db.update(users).set({ trialEndsAt: new Date(t.clock.now().getTime() - MS.minute) }).where(eq(users.id, user.id))
    const ended = await t.app.inject({ method: 'POST', url: '/api/ai/humanize', headers, payload: { text: 'We leverage synergies.' } })
    retryAfter(ended)
    expect(ended.json()).toMatchObject({ code: 'TRIAL_EXPIRED' })
  }, 90_000)
})
