import { useQuery } from '@tanstack/react-query'
import { User } from '#shared/api/auth'
import { USER_CACHE_MS } from '#shared/limits'
import { fetchQueryKey } from '#web/lib/api-client'
import { getSessionId } from '#web/lib/session'
import { clearSessionId } from '#web/lib/session'

export const CURRENT_USER_KEY = ['/api/auth/user'] as const

/** The signed-in user, or null: not called without a stored session; 401 or any failure clears it. */
export async function getCurrentUser(): Promise<User | null> {
  if (!getSessionId()) return null
  try {
    const data = await fetchQueryKey(CURRENT_USER_KEY, 'returnNull')
    return data === null ? null : User.parse(data)
  } catch (error) {
    console.error('Failed to get user', error)
    clearSessionId()
    return null
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: CURRENT_USER_KEY, queryFn: getCurrentUser, staleTime: USER_CACHE_MS })
}
