import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type PreferencesBody, User } from '#shared/api/auth'
import { apiRequest } from '#web/lib/api-client'
import { CURRENT_USER_KEY } from '#web/lib/current-user'

export function updatePreferences(body: PreferencesBody) {
  return apiRequest('/api/user/preferences', { method: 'PUT', body }, User)
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  })
}
