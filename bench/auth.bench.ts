import { createSecret, hashSecret } from '#server/features/auth/secrets'
import { loginTokens, users } from '#server/db/schema'
import type { Database } from '#server/db/client'
import { type BenchRow, measure } from './http.bench'

const CONNECTIONS = 50
const TOKEN_COUNT = 6_000

/** validate-token with a fresh one-time token per request, and GET /api/auth/user with one session. */
export async function benchAuth(baseUrl: string, database: Database): Promise<BenchRow[]> {
  const now = new Date()
  const [user] = await database.db
    .insert(users)
    .values({ email: 'bench@example.com', trialStartedAt: now, trialEndsAt: new Date(now.getTime() + 7 * 86_400_000) })
    .returning()
  const tokens = Array.from({ length: TOKEN_COUNT }, createSecret)
  for (let i = 0; i < tokens.length; i += 500) {
    await database.db.insert(loginTokens).values(
      tokens.slice(i, i + 500).map((token) => ({
        tokenHash: hashSecret(token),
        userId: user!.id,
        purpose: 'login' as const,
        expiresAt: new Date(now.getTime() + 86_400_000),
      })),
    )
  }
  let next = 0
  const json = { 'content-type': 'application/json' }
  const validate = await measure('POST /api/auth/validate-token', `${baseUrl}/api/auth/validate-token`, CONNECTIONS, {
    method: 'POST',
    headers: json,
    amount: TOKEN_COUNT - 100,
    nextBody: () => JSON.stringify({ token: tokens[next++ % tokens.length] }),
  })
  const session = (await (
    await fetch(`${baseUrl}/api/auth/validate-token`, { method: 'POST', headers: json, body: JSON.stringify({ token: tokens[TOKEN_COUNT - 1] }) })
  ).json()) as { sessionId: string }
  const me = await measure('GET /api/auth/user', `${baseUrl}/api/auth/user`, CONNECTIONS, {
    headers: { authorization: `Bearer ${session.sessionId}` },
  })
  return [validate, me]
}
