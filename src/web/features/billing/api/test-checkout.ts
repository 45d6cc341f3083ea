import { useMutation, useQuery } from '@tanstack/react-query'
import { type TestCardBody, TestCheckoutView, TestPayReply } from '#shared/api/billing'
import { apiRequest } from '#web/lib/api-client'

const base = (sessionId: string) => `/api/billing/test-mode/checkout/${encodeURIComponent(sessionId)}`

export function useTestCheckout(sessionId: string) {
  return useQuery({
    queryKey: ['/api/billing/test-mode/checkout', sessionId],
    queryFn: () => apiRequest(base(sessionId), {}, TestCheckoutView),
  })
}

export function usePayTestCheckout(sessionId: string) {
  return useMutation({ mutationFn: (card: TestCardBody) => apiRequest(`${base(sessionId)}/pay`, { body: card }, TestPayReply) })
}
