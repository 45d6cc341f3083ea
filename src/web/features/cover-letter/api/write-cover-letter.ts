import { useMutation } from '@tanstack/react-query'
import { type CoverLetterBody, type CoverLetterData, CoverLetterReply } from '#shared/api/ai'
import { apiRequest } from '#web/lib/api-client'

/** An OK answer without `success` or without a letter (document 2 §8: "Generation failed"). */
export class LetterNotWrittenError extends Error {
  override name = 'LetterNotWrittenError'
}

// The body before zod applies its defaults: templateType and alignment are optional on the wire.
export type WriteCoverLetterInput = Omit<CoverLetterBody, 'templateType' | 'alignment'> &
  Partial<Pick<CoverLetterBody, 'templateType' | 'alignment'>>

export async function writeCoverLetter(body: WriteCoverLetterInput): Promise<CoverLetterData> {
  const reply = CoverLetterReply.safeParse(await apiRequest<unknown>('/api/ai/cover-letter', { body }))
  if (!reply.success || !reply.data.success) throw new LetterNotWrittenError('Generation failed')
  return reply.data.data
}

/** POST /api/ai/cover-letter: login required; a trial account has 3, then 429 trialLimitExceeded. */
export function useWriteCoverLetter() {
  return useMutation({ mutationFn: writeCoverLetter })
}
