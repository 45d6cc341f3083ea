import { useMutation } from '@tanstack/react-query'
import type { SendTokenBody } from '#shared/api/auth'
import { contract } from '#shared/api/contract'
import { callApi } from '#web/lib/api-client'

const ROUTES = {
  trial: contract.auth.sendTrialToken,
  login: contract.auth.requestToken,
  startTrial: contract.auth.startTrial,
} as const

export type MailRequestKind = keyof typeof ROUTES

/** One hook for the three calls that e-mail a link: trial sign-up, login link and start-trial. */
export function useRequestMail(kind: MailRequestKind) {
  return useMutation({ mutationFn: (body: SendTokenBody) => callApi(ROUTES[kind], { body }) })
}
