import { useMutation } from '@tanstack/react-query'
import { type EnhanceBulletsBody, EnhanceBulletsReply } from '#shared/api/ai'
import { apiRequest } from '#web/lib/api-client'

export function enhanceBullets(body: EnhanceBulletsBody) {
  return apiRequest('/api/ai/enhance-bullets', { body }, EnhanceBulletsReply)
}

export function useEnhanceBullets() {
  return useMutation({ mutationFn: enhanceBullets })
}
