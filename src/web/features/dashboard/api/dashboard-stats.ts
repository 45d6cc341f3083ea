import { useQuery } from '@tanstack/react-query'
import { DashboardStats } from '#shared/api/auth'
import { fetchQueryKey } from '#web/lib/api-client'

export const DASHBOARD_STATS_KEY = ['/api/dashboard/stats'] as const

export function useDashboardStats() {
  return useQuery({
    queryKey: DASHBOARD_STATS_KEY,
    queryFn: async () => DashboardStats.parse(await fetchQueryKey(DASHBOARD_STATS_KEY)),
  })
}
