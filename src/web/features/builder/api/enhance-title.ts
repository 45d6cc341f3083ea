import { useMutation } from '@tanstack/react-query'
import { HumanizeReply } from '#shared/api/ai'
import { apiRequest } from '#web/lib/api-client'

export function enhanceTitle(title: string) {
  return apiRequest(
    '/api/ai/humanize',
    { body: { text: title, context: 'professional_title' } },
    HumanizeReply,
  )
}

export function useEnhanceTitle() {
  return useMutation({ mutationFn: enhanceTitle })
}
