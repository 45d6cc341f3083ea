// The session id lives in local storage under a product key (docs/spec/3-decisions.md: `applykit.session`).
export const SESSION_STORAGE_KEY = 'applykit.session'

export function getSessionId(): string | null {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY)
  } catch {
    return null
  }
}

export function setSessionId(sessionId: string): void {
  localStorage.setItem(SESSION_STORAGE_KEY, sessionId)
}

export function clearSessionId(): void {
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY)
  } catch {
    // Storage can be unavailable (private mode); there is nothing to clear then.
  }
}
