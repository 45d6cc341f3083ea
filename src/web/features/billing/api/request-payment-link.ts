import { useMutation } from '@tanstack/react-query'
import { BillingGenericReply, type PaymentLinkBody } from '#shared/api/billing'
import { apiRequest } from '#web/lib/api-client'

export function requestPaymentLink(body: PaymentLinkBody) {
  return apiRequest('/api/payment/request-link', { body }, BillingGenericReply)
}

export function useRequestPaymentLink() {
  return useMutation({ mutationFn: requestPaymentLink })
}
