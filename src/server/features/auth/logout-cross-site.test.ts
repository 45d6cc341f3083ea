import { afterEach, beforeEach, expect, it } from 'vitest'
import { signIn } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { describeEachDatabase } from '#tests/setup/test-database'

// GET /api/logout is a navigation that changes state: a link or an <img> on another website must
// not sign the user out.
describeEachDatabase('GET /api/logout from another website', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp({ db: kind, env: { APP_URL: 'https://applykit.test' } })
  })
  afterEach(() => t.close())

  const stillSignedIn = async (sessionId: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { applykit_session: sessionId } })).statusCode

  it('does not end the session when the browser says the navigation is cross-site', async () => {
    const { sessionId } = await signIn(t)
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      cookies: { applykit_session: sessionId },
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/')
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(await stillSignedIn(sessionId)).toBe(200)
  })

  it('does not end the session for a foreign Origin', async () => {
    const { sessionId } = await signIn(t)
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      cookies: { applykit_session: sessionId },
      headers: { origin: 'https://evil.example' },
    })
    expect(res.statusCode).toBe(303)
    expect(await stillSignedIn(sessionId)).toBe(200)
  })

  it('still ends it for the app’s own Log Out link (same-origin or no fetch metadata)', async () => {
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, {}, { origin: 'https://applykit.test' }]) {
      const { sessionId } = await signIn(t)
      const res = await t.app.inject({ method: 'GET', url: '/api/logout', cookies: { applykit_session: sessionId }, headers })
      expect(res.statusCode).toBe(303)
      expect(String(res.headers['set-cookie'])).toMatch(/applykit_session=;/)
      expect(await stillSignedIn(sessionId)).toBe(401)
    }
  })
})
