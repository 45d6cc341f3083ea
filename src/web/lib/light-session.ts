import { API_BASE } from './api-client'
import { getSessionId } from './session'

// The signed-in person for public pages (landing, help, …), which load without the app shell: no
// query client and no zod. A browser without a stored session id asks nothing; one with it makes
// one small GET /api/auth/user, checked by hand.

export interface LightUser {
  email: string
}

export async function fetchSignedInUser(): Promise<LightUser | null> {
  const sessionId = getSessionId()
  if (!sessionId) return null
  try {
    const response = await fetch(`${API_BASE}/api/auth/user`, {
      credentials: 'include',
      headers: { Authorization: `Bearer ${sessionId}` },
    })
    if (!response.ok) return null
    const body = (await response.json()) as { email?: unknown }
    return typeof body.email === 'string' ? { email: body.email } : null
  } catch {
    return null
  }
}
