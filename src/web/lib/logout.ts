import { useQueryClient } from '@tanstack/react-query'
import { contract } from '#shared/api/contract'
import { apiUrl, callApi } from './api-client'
import { forgetCoverLetterDraft } from './cover-letter-draft-key'
import { clearSessionId } from './session'

export async function logout(): Promise<void> {
  try {
    await callApi(contract.auth.logout)
  } catch (error) {
    console.error('Logout failed', error)
  } finally {
    clearSessionId()
    forgetCoverLetterDraft()
  }
}

/**
 * Log Out: clears the stored session and every cached query even if the call fails, then navigates to
 * the Log Out route, which ends the cookie session and returns to /.
 */
export function useLogout() {
  const queryClient = useQueryClient()
  return async () => {
    await logout()
    queryClient.clear()
    window.location.assign(apiUrl(contract.auth.logoutAndGoHome))
  }
}
