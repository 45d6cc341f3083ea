import { useQuery } from '@tanstack/react-query'
import { User } from '#shared/api/auth'
import { USER_CACHE_MS } from '#shared/limits'
import { fetchQueryKey } from '#web/lib/api-client'
import { clearSessionId, getSessionId } from '#web/lib/session'

export const CURRENT_USER_KEY = ['/api/auth/user'] as const

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
    const data = await fetchQueryKey(CURRENT_USER_KEY, 'returnNull')
    return data === null ? null : User.parse(data)
  } catch (error) {
    if (isLeavingPage) return null
    console.error('Failed to get user', error)
    clearSessionId()
    return null
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: CURRENT_USER_KEY, queryFn: getCurrentUser, staleTime: USER_CACHE_MS })
}
