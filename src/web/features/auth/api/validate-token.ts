import { useMutation, useQueryClient } from '@tanstack/react-query'
import { contract } from '#shared/api/contract'
import { callApi } from '#web/lib/api-client'
import { setSessionId } from '#web/lib/session'

/** Exchanges a login token for a session: stores it, drops the cached user and refreshes the CV list. */
export function useValidateToken() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => callApi(contract.auth.validateToken, { body: { token } }),
    onSuccess: async (reply) => {
      if (reply.sessionId) setSessionId(reply.sessionId)
      await queryClient.invalidateQueries()
    },
  })
}
