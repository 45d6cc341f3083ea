import { useMutation } from '@tanstack/react-query'
import { HumanizeReply } from '#shared/api/ai'
import { apiRequest } from '#web/lib/api-client'

/** `roles`: the CV's job titles, current first, so a suggestion comes from the user's real roles. */
export function enhanceTitle({ title, roles }: { title: string; roles: string[] }) {
  return apiRequest(
    '/api/ai/humanize',
    { body: { text: title, context: 'professional_title', roles: roles.slice(0, 20) } },
    HumanizeReply,
  )
}

export function useEnhanceTitle() {
  return useMutation({ mutationFn: enhanceTitle })
}
