import { useMutation } from '@tanstack/react-query'
import { ImportCvReply, type ImportQuery } from '#shared/api/parse'
import { apiRequest } from '#web/lib/api-client'

/**
 * POST /api/v2/cv/parse-text?save=…: the builder's import of pasted text. `draft` saves it for a
 * signed-in user unless the same text was imported before (then the answer names that CV);
 * `copy` saves it regardless.
 */
export function parseCvText(text: string, save: NonNullable<ImportQuery['save']>) {
  return apiRequest(`/api/v2/cv/parse-text?save=${save}`, { body: { text } }, ImportCvReply)
}

export function useParseCvText() {
  return useMutation({
    mutationFn: ({ text, save }: { text: string; save: NonNullable<ImportQuery['save']> }) => parseCvText(text, save),
  })
}
