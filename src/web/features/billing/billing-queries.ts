import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TestCardBody } from '#shared/api/billing'
import { contract } from '#shared/api/contract'
import { callApi } from '#web/lib/api-client'
import { apiKey, apiQuery } from '#web/lib/api-query'

// The billing screens' queries and the mutations that update them; one-shot calls use the client directly.

const POLL_MS = 2_000

/** The settings tab: plan, renewal or end date, payment method, invoices. */
export function useBillingOverview() {
  return useQuery(apiQuery(contract.billing.readOverview))
}

/** Takes a cancellation back before the paid period ends. */
export function useResumeSubscription() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callApi(contract.billing.resume),
    onSuccess: (overview) => queryClient.setQueryData(apiKey(contract.billing.readOverview), overview),
  })
}

/** The real result of the checkout named by /payment-success?session_id=…; asks again while pending. */
export function useCheckoutOutcome(sessionId: string | null) {
  return useQuery({
    ...apiQuery(contract.billing.readCheckoutOutcome, { query: { session_id: sessionId ?? '' } }),
    enabled: sessionId !== null,
    refetchInterval: (query) => (query.state.data?.outcome === 'pending' ? POLL_MS : false),
  })
}

export function useTestCheckout(sessionId: string) {
  return useQuery(apiQuery(contract.testBilling.readCheckout, { params: { sessionId } }))
}

type PortalChange =
  { action: 'cancel' } | { action: 'reactivate' } | { action: 'payment-method'; card: TestCardBody }

export function useTestPortal(portalId: string) {
  return useQuery(apiQuery(contract.testBilling.readPortal, { params: { portalId } }))
}

/** Cancel at period end, reactivate, or a new card; the answer is the portal as it is now. */
export function useChangeTestPortal(portalId: string) {
  const queryClient = useQueryClient()
  const params = { portalId }
  return useMutation({
    mutationFn: (change: PortalChange) => {
      const test = contract.testBilling
      if (change.action === 'payment-method')
        return callApi(test.updatePaymentMethod, { params, body: change.card })
      return callApi(change.action === 'cancel' ? test.cancelAtPeriodEnd : test.reactivate, { params })
    },
    onSuccess: (view) => queryClient.setQueryData(apiKey(contract.testBilling.readPortal, { params }), view),
  })
}
