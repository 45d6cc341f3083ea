import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MS } from '#shared/limits'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { latestMail, SAME_ORIGIN, signIn, signUpAndGetToken, tokenFromMail } from '#tests/setup/auth-helpers'
import { describeEachDatabase } from '#tests/setup/test-database'

const post = (t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { ...SAME_ORIGIN, ...headers } })

describeEachDatabase('accounts', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp({ db: kind, env: { APP_URL: 'https://applykit.test' } })
  })
  afterEach(() => t.close())

  describe('POST /api/auth/send-trial-token', () => {
    it('creates a trial account and mails a welcome with a one-time link in the requested language', async () => {
      const res = await post(t, '/api/auth/send-trial-token', { email: '  Anna.Muster@Example.COM ', language: 'de' })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ success: true, message: expect.any(String) })
      const mail = await latestMail(t, 'anna.muster@example.com')
      expect(mail?.subject).toMatch(/ApplyKit/)
      expect(mail?.text).toMatch(/ https:\/\/applykit\.test\/auth\/token\?token=[A-Za-z0-9_-]{43}$/m)
      expect(mail?.html).toContain('https://applykit.test/auth/token?token=')
      expect(mail?.html).toContain('lang="de"')
    })

    it('answers a known address exactly like a new one and sends a login link instead', async () => {
      const first = await post(t, '/api/auth/send-trial-token', { email: 'known@example.com' })
      const second = await post(t, '/api/auth/send-trial-token', { email: 'known@example.com' })
      expect(second.json()).toEqual(first.json())
      const mails = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=known@example.com' })).json()
      expect(mails).toHaveLength(2)
    })

    it('keeps plus-addressing and makes one account of mixed case', async () => {
      await post(t, '/api/auth/send-trial-token', { email: 'Eva+jobs@Example.com' })
      await post(t, '/api/auth/send-trial-token', { email: 'eva+JOBS@example.com' })
      const mails = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=eva%2Bjobs@example.com' })).json()
      expect(mails).toHaveLength(2)
    })

    it.each([
      ['not-an-email', 'Please enter a valid email address'],
      ['a@b', 'Please enter a valid email address'],
      ['', 'Please enter your email address'],
      [`${'x'.repeat(10_000)}@example.com`, 'Please enter a valid email address'],
      ['two@@example.com', 'Please enter a valid email address'],
    ])('refuses %j with 400 and a clear message', async (email, message) => {
      const res = await post(t, '/api/auth/send-trial-token', { email })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'email', message: `email: ${message}` })
    })

    it('accepts an internationalised address', async () => {
      const res = await post(t, '/api/auth/send-trial-token', { email: 'jürgen@beispiel.de' })
      expect(res.statusCode).toBe(200)
    })

    it('refuses a missing e-mail and unknown fields with 400 naming the field', async () => {
      expect((await post(t, '/api/auth/send-trial-token', {})).json()).toMatchObject({ field: 'email' })
      const extra = await post(t, '/api/auth/send-trial-token', { email: 'a@example.com', admin: true })
      expect(extra.statusCode).toBe(400)
      expect(extra.json().message).toMatch(/admin/)
    })

    it('answers a wrong content type with 415', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/send-trial-token',
        headers: { ...SAME_ORIGIN, 'content-type': 'application/xml' },
        payload: '<email>a@example.com</email>',
      })
      expect(res.statusCode).toBe(415)
      expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' })
    })

    it('sends at most 5 mails an hour for one address, even for 1000 sign-ups', async () => {
      const statuses: number[] = []
      for (let i = 0; i < 1000; i++) {
        const res = await post(t, '/api/auth/send-trial-token', { email: 'storm@example.com' }, { 'x-forwarded-for': `10.0.${i % 250}.1` })
        statuses.push(res.statusCode)
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(5)
      expect(statuses.filter((s) => s === 429)).toHaveLength(995)
      const mails = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=storm@example.com' })).json()
      expect(mails).toHaveLength(5)
      const limited = await post(t, '/api/auth/send-trial-token', { email: 'storm@example.com' })
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/wait an hour/) })
    })

    it('refuses requests from another website', async () => {
      const res = await post(t, '/api/auth/send-trial-token', { email: 'a@example.com' }, { origin: 'https://evil.example' })
      expect(res.statusCode).toBe(403)
    })
  })

  describe('POST /api/auth/request-token', () => {
    it('mails a login link to a known address', async () => {
      await signUpAndGetToken(t, 'member@example.com')
      // Newest first is by time: the login mail must not share the welcome mail's instant.
      t.clock.advance(MS.second)
      const res = await post(t, '/api/auth/request-token', { email: 'member@example.com', language: 'fr' })
      expect(res.statusCode).toBe(200)
      const mail = await latestMail(t, 'member@example.com')
      expect(mail?.html).toContain('lang="fr"')
    })

    it('gives an unknown address the same answer and sends nothing', async () => {
      await signUpAndGetToken(t, 'member@example.com')
      const known = await post(t, '/api/auth/request-token', { email: 'member@example.com' })
      const unknown = await post(t, '/api/auth/request-token', { email: 'stranger@example.com' })
      expect(unknown.statusCode).toBe(known.statusCode)
      expect(unknown.json()).toEqual(known.json())
      expect(await latestMail(t, 'stranger@example.com')).toBeUndefined()
    })
  })

  describe('POST /api/auth/validate-token', () => {
    it('signs in with a fresh token and sets an HttpOnly, SameSite=Lax session cookie', async () => {
      const token = await signUpAndGetToken(t, 'new@example.com')
      const res = await post(t, '/api/auth/validate-token', { token })
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body).toEqual({ success: true, sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), code: 'OK', message: expect.any(String) })
      const cookie = String(res.headers['set-cookie'])
      expect(cookie).toContain(`applykit_session=${body.sessionId}`)
      expect(cookie).toMatch(/HttpOnly/)
      expect(cookie).toMatch(/SameSite=Lax/)
      expect(cookie).not.toMatch(/Secure/)
    })

    it('answers an expired token with TOKEN_EXPIRED after 24 hours', async () => {
      const token = await signUpAndGetToken(t, 'late@example.com')
      t.clock.advance(24 * MS.hour + 1)
      const res = await post(t, '/api/auth/validate-token', { token })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ success: false, code: 'TOKEN_EXPIRED', message: expect.stringMatching(/expired/) })
    })

    it('revokes every session of the account when a used token is replayed', async () => {
      const token = await signUpAndGetToken(t, 'victim@example.com')
      const first = (await post(t, '/api/auth/validate-token', { token })).json()
      t.clock.advance(MS.second)
      await post(t, '/api/auth/request-token', { email: 'victim@example.com' })
      const secondToken = tokenFromMail((await latestMail(t, 'victim@example.com'))!.text)
      const second = (await post(t, '/api/auth/validate-token', { token: secondToken })).json()

      const replay = await post(t, '/api/auth/validate-token', { token })
      expect(replay.statusCode).toBe(401)
      expect(replay.json()).toMatchObject({ success: false, code: 'TOKEN_USED' })

      for (const session of [first.sessionId, second.sessionId]) {
        const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${session}` } })
        expect(res.statusCode).toBe(401)
        expect(res.json()).toMatchObject({ code: 'SESSION_REVOKED' })
      }
    })

    it.each([
      ['short', 'abc'],
      ['wrong alphabet', '!'.repeat(43)],
      ['unknown', 'A'.repeat(43)],
      ['unicode', 'ü'.repeat(43)],
    ])('answers a %s token with TOKEN_INVALID', async (_, token) => {
      const res = await post(t, '/api/auth/validate-token', { token })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ success: false, code: 'TOKEN_INVALID' })
    })

    it('answers a missing or oversized token with 400 naming the field', async () => {
      expect((await post(t, '/api/auth/validate-token', {})).json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'token' })
      const huge = await post(t, '/api/auth/validate-token', { token: 'x'.repeat(10_000) })
      expect(huge.statusCode).toBe(400)
    })
  })

  describe('POST /api/auth/login', () => {
    it('returns the session id and the user with 7 trial days', async () => {
      const token = await signUpAndGetToken(t, 'lea@example.com')
      const res = await post(t, '/api/auth/login', { token })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({
        sessionId: expect.any(String),
        user: { email: 'lea@example.com', displayName: 'lea', accountStatus: 'trial', isTrialExpired: false },
      })
    })
  })

  describe('GET /api/auth/user', () => {
    it('answers 401 without a session', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/user' })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' })
    })

    it('accepts the bearer header and the cookie', async () => {
      const { sessionId } = await signIn(t, 'both@example.com')
      const bearer = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${sessionId}` } })
      const cookie = await t.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { applykit_session: sessionId } })
      expect(bearer.json().email).toBe('both@example.com')
      expect(cookie.json().email).toBe('both@example.com')
    })

    it('expires a session 24 hours after its last use and slides while it is used', async () => {
      const { headers } = await signIn(t, 'slide@example.com')
      t.clock.advance(20 * MS.hour)
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers })).statusCode).toBe(200)
      t.clock.advance(20 * MS.hour)
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers })).statusCode).toBe(200)
      t.clock.advance(24 * MS.hour + 1)
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED' })
    })
  })

  describe('logout', () => {
    it('POST /api/auth/logout ends the session', async () => {
      const { headers } = await signIn(t)
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })
      expect(res.json()).toEqual({ success: true })
      const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers })
      expect(after.statusCode).toBe(401)
      // A plain logout is not a security event.
      expect(after.json()).toMatchObject({ code: 'UNAUTHENTICATED' })
    })

    it('GET /api/logout ends the cookie session, clears the cookie and redirects home', async () => {
      const { sessionId } = await signIn(t)
      const res = await t.app.inject({ method: 'GET', url: '/api/logout', cookies: { applykit_session: sessionId } })
      expect(res.statusCode).toBe(303)
      expect(res.headers.location).toBe('/')
      expect(String(res.headers['set-cookie'])).toMatch(/applykit_session=;/)
      const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { applykit_session: sessionId } })
      expect(after.statusCode).toBe(401)
    })
  })

  describe('PUT /api/user/preferences', () => {
    it('saves language and resolves template and colour aliases', async () => {
      const { headers } = await signIn(t)
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user/preferences',
        headers,
        payload: { language: 'de', defaultTemplate: 'executive-pro', defaultTheme: 'professional-blue' },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ language: 'de', defaultTemplate: 'executive-modern', defaultTheme: 'blue' })
      const user = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers })).json()
      expect(user).toMatchObject({ language: 'de', defaultTemplate: 'executive-modern', defaultTheme: 'blue' })
    })

    it('refuses an unknown template with 400 naming the valid ids', async () => {
      const { headers } = await signIn(t)
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user/preferences',
        headers,
        payload: { language: 'en', defaultTemplate: 'fancy', defaultTheme: 'blue' },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toContain('modern-grid')
    })

    it('needs a session', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user/preferences',
        headers: SAME_ORIGIN,
        payload: { language: 'en', defaultTemplate: 'ats-simple', defaultTheme: 'blue' },
      })
      expect(res.statusCode).toBe(401)
    })
  })

  describe('GET /api/dashboard/stats', () => {
    it('shows a new trial with 7 days, no CVs and no exports', async () => {
      const { headers } = await signIn(t)
      const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers })
      expect(res.json()).toEqual({ activeCVs: 0, exportsThisMonth: 0, accountStatus: 'trial', trialDaysRemaining: 7, greetingName: null })
    })

    it('counts down the trial days and ends at 0', async () => {
      const email = 'countdown@example.com'
      await signIn(t, email)
      t.clock.advance(3 * MS.day + MS.hour)
      let session = await signIn(t, email)
      expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: session.headers })).json()).toMatchObject({
        trialDaysRemaining: 4,
      })
      t.clock.advance(5 * MS.day)
      session = await signIn(t, email)
      const stats = (await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: session.headers })).json()
      expect(stats).toMatchObject({ accountStatus: 'trial', trialDaysRemaining: 0 })
      const user = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: session.headers })).json()
      expect(user.isTrialExpired).toBe(true)
    })

    it('needs a session', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/stats' })).statusCode).toBe(401)
    })
  })
})

describe('self-hosted install (PLAN_LIMITS=off)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ env: { PLAN_LIMITS: 'off' } })
  })
  afterAll(() => t.close())

  it('gives every account Pro status', async () => {
    const { headers } = await signIn(t)
    const user = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers })).json()
    expect(user).toMatchObject({ accountStatus: 'pro', isTrialExpired: false })
  })
})
