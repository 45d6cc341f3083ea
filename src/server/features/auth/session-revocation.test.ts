import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app'
import { users } from '#server/db/schema'
import type { App } from '#server/app-types'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { SAME_ORIGIN, signIn, signUpAndGetToken } from '#tests/setup/auth-helpers'
import { TEST_DATABASE_KINDS } from '#tests/setup/test-database'

// Signed-in calls are cheap (a prepared lookup; on PGlite also a cache of it), and revocation stays
// immediate: the very next call with a logged-out, replayed or changed account sees the change.
// On PostgreSQL two app instances share the database, as two replicas would.

const me = (app: App, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/auth/user', headers })

describe.each(TEST_DATABASE_KINDS)('session revocation is immediate (%s)', (kind) => {
  let t: TestApp
  let other: App
  beforeAll(async () => {
    t = await buildTestApp({ db: kind })
    // A second instance on the same database: another replica.
    other = await buildApp({
      config: t.config,
      database: t.database,
      clock: t.clock,
      webDir: '/nonexistent-web-build',
    })
    await other.ready()
  }, 60_000)
  afterAll(async () => {
    await other.close()
    await t.close()
  })

  it('answers 401 for a session right after its logout, on both instances', async () => {
    const session = await signIn(t)
    // Looked up (and, where there is a cache, remembered) on both instances first.
    for (let i = 0; i < 3; i++) {
      expect((await me(t.app, session.headers)).statusCode).toBe(200)
      expect((await me(other, session.headers)).statusCode).toBe(200)
    }
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers })
    expect(logout.statusCode).toBe(200)
    expect((await me(t.app, session.headers)).statusCode).toBe(401)
    expect((await me(other, session.headers)).statusCode).toBe(401)
  })

  it('ends every session of the account at once when a used login link is replayed', async () => {
    const email = `replay-${Math.random().toString(36).slice(2)}@example.com`
    const token = await signUpAndGetToken(t, email)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: SAME_ORIGIN,
      payload: { token },
    })
    const headers = { ...SAME_ORIGIN, authorization: `Bearer ${login.json().sessionId as string}` }
    expect((await me(t.app, headers)).statusCode).toBe(200)
    expect((await me(other, headers)).statusCode).toBe(200)

    // The same link again, from a browser without that session: a replay.
    await other.inject({ method: 'POST', url: '/api/auth/login', headers: SAME_ORIGIN, payload: { token } })
    for (const app of [t.app, other]) {
      const res = await me(app, headers)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ code: 'SESSION_REVOKED' })
    }
  })

  it('shows a change to the account (a plan, a deletion) on the very next call', async () => {
    const session = await signIn(t)
    expect((await me(t.app, session.headers)).json()).toMatchObject({ plan: 'trial' })
    await t.database.db
      .update(users)
      .set({ plan: 'pro', proUntil: new Date(t.clock.now().getTime() + 86_400_000) })
      .where(eq(users.id, session.user.id))
    expect((await me(t.app, session.headers)).json()).toMatchObject({ plan: 'pro' })
    expect((await me(other, session.headers)).json()).toMatchObject({ plan: 'pro' })

    // Billing writes inside a transaction.
    await t.database.db.transaction(async (tx) => {
      await tx.update(users).set({ plan: 'trial', proUntil: null }).where(eq(users.id, session.user.id))
    })
    expect((await me(t.app, session.headers)).json()).toMatchObject({ plan: 'trial' })

    await t.database.db.delete(users).where(eq(users.id, session.user.id))
    expect((await me(t.app, session.headers)).statusCode).toBe(401)
    expect((await me(other, session.headers)).statusCode).toBe(401)
  })
})
