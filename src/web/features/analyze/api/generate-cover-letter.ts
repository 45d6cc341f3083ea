import { useMutation } from '@tanstack/react-query'
import { type GenerateCoverLetterBody, GenerateCoverLetterReply } from '#shared/api/ai'
import { apiRequestBlob } from '#web/lib/api-client'

/**
 * Signed-in users only: the server answers 401 to visitors. The answer is the letter text itself
 * (document 2 §7), sent as text/plain; a JSON string is accepted too.
 */
export async function generateCoverLetter(body: GenerateCoverLetterBody): Promise<string> {
  const response = await apiRequestBlob('/api/ai/generate-cover-letter', { body })
  const text = await response.text()
  const isJson = response.headers.get('content-type')?.includes('json') ?? false
  return GenerateCoverLetterReply.parse(isJson ? JSON.parse(text) : text)
}

export function useGenerateCoverLetter() {
  return useMutation({ mutationFn: generateCoverLetter })
}
