import { useMutation, useQueryClient } from '@tanstack/react-query'
import { BillingOverview } from '#shared/api/billing'
import { apiRequest } from '#web/lib/api-client'
import { BILLING_OVERVIEW_KEY } from './billing-overview'

/** POST /api/billing/resume: takes a cancellation back before the paid period ends. */
export function useResumeSubscription() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest('/api/billing/resume', { method: 'POST', body: {} }, BillingOverview),
    onSuccess: (overview) => queryClient.setQueryData(BILLING_OVERVIEW_KEY, overview),
  })
}
