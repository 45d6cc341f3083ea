import { useQuery } from '@tanstack/react-query'
import type { User } from '#shared/api/auth'
import { contract } from '#shared/api/contract'
import { USER_CACHE_MS } from '#shared/limits'
import { ApiRequestError, callApi } from '#web/lib/api-client'
import { apiKey } from '#web/lib/api-query'
import { clearSessionId, getSessionId } from '#web/lib/session'

export const CURRENT_USER_KEY = apiKey(contract.auth.readUser)

// A lookup cut off because the page is being left did not fail: the session must survive it.
let isLeavingPage = false
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (isLeavingPage = true))
  window.addEventListener('pageshow', () => (isLeavingPage = false))
}

/** The signed-in user, or null: not called without a stored session; 401 or any failure clears it. */
export async function getCurrentUser(): Promise<User | null> {
  if (!getSessionId()) return null
  try {
    return await callApi(contract.auth.readUser)
  } catch (error) {
    // The client has forgotten the session and told the app shell (a revoked session must be noticed).
    if (error instanceof ApiRequestError && error.status === 401) return null
    if (isLeavingPage) return null
    console.error('Failed to get user', error)
    clearSessionId()
    return null
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: CURRENT_USER_KEY, queryFn: getCurrentUser, staleTime: USER_CACHE_MS })
}
