import { PUBLIC_ROUTES, publicUrl } from './public-routes'
import { useLoaded } from './use-loaded'
import { forgetCoverLetterDraft } from './cover-letter-draft-key'
import { clearSessionId, getSessionId } from './session'

// The signed-in person for public pages (landing, help, …), which load without the app shell: no
// query client and no zod. A browser without a stored session id asks nothing; one with it makes
// one small GET of the user, checked by hand.

export interface LightUser {
  email: string
  displayName: string
}

export async function fetchSignedInUser(): Promise<LightUser | null> {
  const sessionId = getSessionId()
  if (!sessionId) return null
  try {
    const response = await fetch(publicUrl(PUBLIC_ROUTES.readUser), {
      method: PUBLIC_ROUTES.readUser.method,
      credentials: 'include',
      headers: { Authorization: `Bearer ${sessionId}` },
    })
    if (!response.ok) return null
    const body = (await response.json()) as { email?: unknown; displayName?: unknown }
    if (typeof body.email !== 'string') return null
    return { email: body.email, displayName: typeof body.displayName === 'string' ? body.displayName : body.email }
  } catch {
    return null
  }
}

/** The signed-in person of a public page: undefined while asking, null when signed out. */
export function useSignedInUser(): LightUser | null | undefined {
  return useLoaded<LightUser | null | undefined>(fetchSignedInUser, () => (getSessionId() ? undefined : null))
}

/** Saves the interface language as the account's one language (mails, invoices); no-op when signed out. */
export async function saveLanguagePreference(language: string): Promise<void> {
  const sessionId = getSessionId()
  if (!sessionId) return
  try {
    await fetch(publicUrl(PUBLIC_ROUTES.saveLanguage), {
      method: PUBLIC_ROUTES.saveLanguage.method,
      credentials: 'include',
      headers: { Authorization: `Bearer ${sessionId}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ language }),
    })
  } catch (error) {
    // The interface has switched already; the saved preference follows at the next change.
    console.warn('The language preference was not saved.', error)
  }
}

/** Log out from a public page, as the app's Log Out does: end the session, forget it and the draft, go home. */
export async function lightLogout(): Promise<void> {
  const sessionId = getSessionId()
  try {
    await fetch(publicUrl(PUBLIC_ROUTES.logout), {
      method: PUBLIC_ROUTES.logout.method,
      credentials: 'include',
      headers: { ...(sessionId ? { Authorization: `Bearer ${sessionId}` } : {}), 'Content-Type': 'application/json' },
      body: '{}',
    })
  } catch (error) {
    console.error('Logout failed', error)
  } finally {
    clearSessionId()
    forgetCoverLetterDraft()
    window.location.assign(publicUrl(PUBLIC_ROUTES.logoutAndGoHome))
  }
}
