import { useMutation } from '@tanstack/react-query'
import type { CoverLetterData } from '#shared/api/ai'
import { contract } from '#shared/api/contract'
import type { RouteInput } from '#shared/api/route'
import { callApi } from '#web/lib/api-client'

/** An OK answer without `success` or without a letter (docs/spec/2-calls.md §8: "Generation failed"). */
export class LetterNotWrittenError extends Error {
  override name = 'LetterNotWrittenError'
}

async function writeCoverLetter(
  body: RouteInput<typeof contract.ai.writeCoverLetter>['body'],
): Promise<CoverLetterData> {
  let reply
  try {
    reply = await callApi(contract.ai.writeCoverLetter, { body })
  } catch (error) {
    // An answer that does not match the reply schema is a letter that was not written.
    if (error instanceof Error && error.name === 'ZodError')
      throw new LetterNotWrittenError('Generation failed')
    throw error
  }
  if (!reply.success) throw new LetterNotWrittenError('Generation failed')
  return reply.data
}

/** Login required; a trial account has 3, then 429 trialLimitExceeded. */
export function useWriteCoverLetter() {
  return useMutation({ mutationFn: writeCoverLetter })
}
