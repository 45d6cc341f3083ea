import type { TestApp } from './build-test-app'

// app.inject sends Host: localhost:80; a browser on the same site sends a matching Origin.
export const SAME_ORIGIN = { origin: 'http://localhost' }

/**
 * The e-mail calls answer before their token and mail work is done; the development outbox waits for
 * that work, so asking it is how a test waits for the mail an answer promised.
 */
export async function mailWorkDone(t: TestApp): Promise<void> {
  await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=nobody%40example.com' })
}

export async function latestMail(t: TestApp, to: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })
  const mails = res.json() as Array<{ subject: string; text: string; html: string }>
  return mails[0]
}

export function tokenFromMail(text: string): string {
  const match = /\/auth\/token\?token=([A-Za-z0-9_-]+)/.exec(text)
  if (!match?.[1]) throw new Error(`No login link in mail:\n${text}`)
  return match[1]
}

/** Signs up for the trial through the API and returns the token from the mailed link. */
export async function signUpAndGetToken(t: TestApp, email: string, language = 'en'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/send-trial-token',
    headers: SAME_ORIGIN,
    payload: { email, language },
  })
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`)
  const mail = await latestMail(t, email)
  return tokenFromMail(mail!.text)
}

/** A signed-in session for a new trial account. */
export async function signIn(t: TestApp, email = `user-${Math.random().toString(36).slice(2)}@example.com`) {
  const token = await signUpAndGetToken(t, email)
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: SAME_ORIGIN, payload: { token } })
  const { sessionId, user } = res.json() as { sessionId: string; user: { id: string; email: string } }
  return { sessionId, user, headers: { ...SAME_ORIGIN, authorization: `Bearer ${sessionId}` } }
}

/** Makes an account Pro for 30 days from the test clock (billing sets this in real life). */
export async function makePro(t: TestApp, userId: string): Promise<void> {
  const { users } = await import('#server/db/schema')
  const { eq } = await import('drizzle-orm')
  await t.database.db
    .update(users)
    .set({ plan: 'pro', proUntil: new Date(t.clock.now().getTime() + 30 * 86_400_000) })
    .where(eq(users.id, userId))
}
