import { BillingGenericReply, type GenerateTokenBody } from '#shared/api/billing'
import { apiRequest } from '#web/lib/api-client'

export function generateTokenForCustomer(body: GenerateTokenBody) {
  return apiRequest('/api/generate-token-for-customer', { body }, BillingGenericReply)
}
