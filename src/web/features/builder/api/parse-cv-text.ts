import { useMutation } from '@tanstack/react-query'
import { ParseCvReply } from '#shared/api/parse'
import { apiRequest } from '#web/lib/api-client'

export function parseCvText(text: string) {
  return apiRequest('/api/v2/cv/parse-text', { body: { text } }, ParseCvReply)
}

export function useParseCvText() {
  return useMutation({ mutationFn: parseCvText })
}
