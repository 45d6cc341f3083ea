import { useMutation } from '@tanstack/react-query'
import { HumanizeReply, type TitleCv } from '#shared/api/ai'
import { apiRequest } from '#web/lib/api-client'

/** `cv`: the CV's roles with dates, skills and summary, so the suggestions come from the user's real roles. */
export function enhanceTitle({ title, cv }: { title: string; cv: TitleCv }) {
  return apiRequest(
    '/api/ai/humanize',
    {
      body: {
        text: title,
        context: 'professional_title',
        roles: cv.roles.map((role) => role.title).slice(0, 20),
        cv,
      },
    },
    HumanizeReply,
  )
}

export function useEnhanceTitle() {
  return useMutation({ mutationFn: enhanceTitle })
}
