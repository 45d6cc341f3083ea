import { useQuery } from '@tanstack/react-query'
import { AccountUsage, type QuotaUsage } from '#shared/api/account'
import { fetchQueryKey } from './api-client'

export const ACCOUNT_USAGE_KEY = ['/api/account/usage'] as const

/** Per quota of the plan: used and left (Dashboard, Settings, export buttons). */
export function useAccountUsage() {
  return useQuery({
    queryKey: ACCOUNT_USAGE_KEY,
    queryFn: async () => AccountUsage.parse(await fetchQueryKey(ACCOUNT_USAGE_KEY)),
    // Every AI tool and export uses a quota: a screen that shows them asks again when it opens
    // (Settings kept the figures of its first visit until a reload, issue 30).
    staleTime: 0,
    refetchOnMount: 'always',
  })
}

/** How many uses are left: a number, Infinity when unlimited, 0 when not in the plan. */
export function quotaLeft(quota: QuotaUsage): number {
  if (quota.limit === null) return Number.POSITIVE_INFINITY
  if (quota.limit === 'none') return 0
  return Math.max(0, quota.limit - quota.used)
}
