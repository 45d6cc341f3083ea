import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { onApiError } from '#web/lib/api-client'
import { clearSessionId } from '#web/lib/session'
import { PATHS } from '#web/lib/paths'

/** A revoked session (a replayed token) anywhere in the app ends the session and raises the alert. */
export function SessionWatcher() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  useEffect(
    () =>
      onApiError((error) => {
        if (error.code !== 'SESSION_REVOKED') return
        clearSessionId()
        queryClient.clear()
        void navigate(`${PATHS.login}?security_alert=true`, { replace: true })
      }),
    [navigate, queryClient],
  )
  return null
}
