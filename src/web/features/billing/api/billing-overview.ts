import { useQuery } from '@tanstack/react-query'
import { BillingOverview } from '#shared/api/billing'
import { fetchQueryKey } from '#web/lib/api-client'

export const BILLING_OVERVIEW_KEY = ['/api/billing/overview'] as const

/** The settings tab: plan, renewal or end date, payment method, invoices. */
export function useBillingOverview() {
  return useQuery({
    queryKey: BILLING_OVERVIEW_KEY,
    queryFn: async () => BillingOverview.parse(await fetchQueryKey(BILLING_OVERVIEW_KEY)),
  })
}
