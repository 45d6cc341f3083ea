import { afterEach, beforeEach, expect, it } from 'vitest'
import { SAME_ORIGIN, signUpAndGetToken } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { describeEachDatabase } from '#tests/setup/test-database'

const USED_MESSAGE = 'This login link was already used. For your safety we signed you out everywhere — request a new link.'

// People click a welcome mail's link twice. The browser that already holds the session that very
// link created is not replaying it; any other browser presenting a used link is.
describeEachDatabase('a login link used a second time', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp({ db: kind })
  })
  afterEach(() => t.close())

  const validate = (token: string, sessionId?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/validate-token',
      headers: { ...SAME_ORIGIN, ...(sessionId ? { authorization: `Bearer ${sessionId}` } : {}) },
      payload: { token },
    })
  const me = async (sessionId: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${sessionId}` } })

  it('in the browser holding the session it created: goes on with that session, nothing revoked', async () => {
    const token = await signUpAndGetToken(t, 'twice@example.com')
    const first = (await validate(token)).json()
    t.clock.advance(60_000)
    const again = await validate(token, first.sessionId)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ success: true, sessionId: first.sessionId })
    // The cookie session works the same way (the Log Out navigation relies on it).
    const byCookie = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: SAME_ORIGIN, cookies: { applykit_session: first.sessionId }, payload: { token } })
    expect(byCookie.statusCode).toBe(200)
    expect((await me(first.sessionId)).statusCode).toBe(200)
  })

  it('from any other browser: a replay, every session ends, and the message says so plainly', async () => {
    const token = await signUpAndGetToken(t, 'replayed@example.com')
    const first = (await validate(token)).json()
    const replay = await validate(token)
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toMatchObject({ code: 'TOKEN_USED', message: USED_MESSAGE })
    expect((await me(first.sessionId)).json()).toMatchObject({ code: 'SESSION_REVOKED' })
  })

  it('a session of the same account made by another link does not make a used link harmless', async () => {
    const token = await signUpAndGetToken(t, 'two-links@example.com')
    const first = (await validate(token)).json()
    const second = await t.app.inject({ method: 'POST', url: '/api/auth/request-token', headers: SAME_ORIGIN, payload: { email: 'two-links@example.com' } })
    expect(second.statusCode).toBe(200)
    const mails = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=two-links%40example.com' })).json() as Array<{ text: string }>
    const secondToken = /token=([A-Za-z0-9_-]{43})/.exec(mails[0]!.text)![1]!
    t.clock.advance(1000)
    const other = (await validate(secondToken)).json()
    const replay = await validate(token, other.sessionId)
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toMatchObject({ code: 'TOKEN_USED' })
    expect((await me(first.sessionId)).statusCode).toBe(401)
    expect((await me(other.sessionId)).statusCode).toBe(401)
  })

  it('a revoked session presenting its own link again is a replay too', async () => {
    const token = await signUpAndGetToken(t, 'revoked@example.com')
    const first = (await validate(token)).json()
    await validate(token) // another browser: revokes everything
    const again = await validate(token, first.sessionId)
    expect(again.statusCode).toBe(401)
    expect(again.json()).toMatchObject({ code: 'TOKEN_USED' })
  })
})
