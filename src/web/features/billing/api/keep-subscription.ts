import { BillingGenericReply, type KeepSubscriptionBody } from '#shared/api/billing'
import { apiRequest } from '#web/lib/api-client'

/** POST /api/billing/keep: the cancellation confirmation's "I did not cancel" link. */
export function keepSubscription(body: KeepSubscriptionBody): Promise<BillingGenericReply> {
  return apiRequest('/api/billing/keep', { method: 'POST', body }, BillingGenericReply)
}
