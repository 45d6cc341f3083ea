import { useMutation } from '@tanstack/react-query'
import type { TitleCv } from '#shared/api/ai'
import { contract } from '#shared/api/contract'
import { callApi } from '#web/lib/api-client'

/** `cv`: the CV's roles with dates, skills and summary, so the suggestions come from the user's real roles. */
export function enhanceTitle({ title, cv }: { title: string; cv: TitleCv }) {
  return callApi(contract.ai.humanize, {
    body: {
      text: title,
      context: 'professional_title',
      roles: cv.roles.map((role) => role.title).slice(0, 20),
      cv,
    },
  })
}

export function useEnhanceTitle() {
  return useMutation({ mutationFn: enhanceTitle })
}
