import { useMutation } from '@tanstack/react-query'
import { type CreateSubscriptionBody, CreateSubscriptionReply } from '#shared/api/billing'
import { apiRequest } from '#web/lib/api-client'

export function createSubscription(body: CreateSubscriptionBody) {
  return apiRequest('/api/create-subscription', { body }, CreateSubscriptionReply)
}

export function useCreateSubscription() {
  return useMutation({ mutationFn: createSubscription })
}
