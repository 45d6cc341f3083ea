import { type FindCustomerBody, FindCustomerReply } from '#shared/api/billing'
import { apiRequest } from '#web/lib/api-client'

/** POST /api/stripe/customers: the signed-in owner's customer, or the generic answer (link e-mailed). */
export function findCustomer(body: FindCustomerBody) {
  return apiRequest('/api/stripe/customers', { body }, FindCustomerReply)
}
