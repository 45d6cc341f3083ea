import { type CustomerPortalBody, CustomerPortalReply } from '#shared/api/billing'
import { apiRequest } from '#web/lib/api-client'

/** POST /api/customer-portal: a portal URL for the owner; null when the link went by e-mail instead. */
export function openCustomerPortal(body: CustomerPortalBody) {
  return apiRequest('/api/customer-portal', { body }, CustomerPortalReply)
}
