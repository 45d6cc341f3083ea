import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ValidateTokenReply } from '#shared/api/auth'
import { apiRequest } from '#web/lib/api-client'
import { setSessionId } from '#web/lib/session'

export function validateToken(token: string) {
  return apiRequest('/api/auth/validate-token', { body: { token } }, ValidateTokenReply)
}

/** Exchanges a login token for a session: stores it, drops the cached user and refreshes the CV list. */
export function useValidateToken() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: validateToken,
    onSuccess: async (reply) => {
      if (reply.sessionId) setSessionId(reply.sessionId)
      await queryClient.invalidateQueries()
    },
  })
}
