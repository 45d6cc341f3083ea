import { contract } from '#shared/api/contract'
import type { LetterPreviewInput } from '#shared/api/letters'
import { callApiFile } from '#web/lib/api-client'

// The letter as it stands (saved or not) printed in its CV's design, marked as a preview: the
// writer's live view and the builder's "Letter" tab draw it page by page (components/paged-pdf-preview).

export async function letterPreviewPdf(body: LetterPreviewInput, signal: AbortSignal): Promise<ArrayBuffer> {
  const response = await callApiFile(contract.letters.preview, { body }, { signal })
  return response.arrayBuffer()
}

/** What a preview depends on, as one string: equal keys print the same pages. */
export function letterPreviewKey(body: LetterPreviewInput): string {
  return JSON.stringify(body)
}
