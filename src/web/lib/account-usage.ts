import { useQuery } from '@tanstack/react-query'
import type { QuotaUsage } from '#shared/api/account'
import { contract } from '#shared/api/contract'
import { apiKey, apiQuery } from './api-query'

export const ACCOUNT_USAGE_KEY = apiKey(contract.account.readUsage)

/** Per quota of the plan: used and left (Dashboard, Settings, export buttons). */
export function useAccountUsage() {
  return useQuery({
    ...apiQuery(contract.account.readUsage),
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
