import { useMutation } from '@tanstack/react-query'
import { type TranslateCvBody, TranslateCvReply } from '#shared/api/ai'
import { apiRequest } from '#web/lib/api-client'

export function translateCv(body: TranslateCvBody) {
  return apiRequest('/api/ai/translate-cv', { body }, TranslateCvReply)
}

export function useTranslateCv() {
  return useMutation({ mutationFn: translateCv })
}
