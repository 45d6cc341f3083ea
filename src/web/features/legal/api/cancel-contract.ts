import { useMutation } from '@tanstack/react-query'
import { BillingGenericReply } from '#shared/api/billing'
import type { CancelContractBody } from '#shared/api/legal'
import { apiRequest } from '#web/lib/api-client'

/** POST /api/contract/cancel: the same answer for any address; the owner gets the confirmation by mail. */
export function useCancelContract() {
  return useMutation({
    mutationFn: (body: CancelContractBody) => apiRequest('/api/contract/cancel', { body }, BillingGenericReply),
  })
}
