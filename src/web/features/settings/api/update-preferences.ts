import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PreferencesBody } from '#shared/api/auth'
import { contract } from '#shared/api/contract'
import { callApi } from '#web/lib/api-client'
import { CURRENT_USER_KEY } from '#web/lib/current-user'

/** Saves the defaults; the answer is the user as it is now, which replaces the cached one. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PreferencesBody) => callApi(contract.auth.savePreferences, { body }),
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  })
}
