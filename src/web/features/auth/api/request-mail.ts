import { useMutation } from '@tanstack/react-query'
import { GenericReply, type SendTokenBody } from '#shared/api/auth'
import { apiRequest } from '#web/lib/api-client'

export type MailRequestKind = 'trial' | 'login' | 'startTrial'

const PATHS: Record<MailRequestKind, string> = {
  trial: '/api/auth/send-trial-token',
  login: '/api/auth/request-token',
  startTrial: '/api/start-trial',
}

export function requestMail(kind: MailRequestKind, body: SendTokenBody) {
  return apiRequest(PATHS[kind], { body }, GenericReply)
}

/** One hook for the three calls that e-mail a link: trial sign-up, login link and start-trial. */
export function useRequestMail(kind: MailRequestKind) {
  return useMutation({ mutationFn: (body: SendTokenBody) => requestMail(kind, body) })
}
