import { useQuery } from '@tanstack/react-query'
import { CheckoutOutcomeReply } from '#shared/api/billing'
import { apiRequest } from '#web/lib/api-client'

const POLL_MS = 2_000

/** The real result of the checkout named by /payment-success?session_id=…; asks again while pending. */
export function useCheckoutOutcome(sessionId: string | null) {
  return useQuery({
    queryKey: ['/api/billing/checkout-outcome', sessionId],
    enabled: sessionId !== null,
    queryFn: () =>
      apiRequest(`/api/billing/checkout-outcome?session_id=${encodeURIComponent(sessionId ?? '')}`, {}, CheckoutOutcomeReply),
    refetchInterval: (query) => (query.state.data?.outcome === 'pending' ? POLL_MS : false),
  })
}
