import { useQuery } from '@tanstack/react-query'
import { HealthReply } from '#shared/api/system'
import { apiRequest } from '#web/lib/api-client'

export function getHealth() {
  return apiRequest('/api/health', {}, HealthReply)
}

/** The status page asks live each time it opens, unlike the app's never-stale data. */
export function useHealth() {
  return useQuery({ queryKey: ['/api/health'], queryFn: getHealth, staleTime: 0, refetchOnMount: 'always' })
}
