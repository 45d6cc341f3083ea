import { useMutation } from '@tanstack/react-query'
import { contract } from '#shared/api/contract'
import type { ImportCvReply, ParseCvReply } from '#shared/api/parse'
import { callApi } from '#web/lib/api-client'

/** Without `?save` the server never matches an earlier import, so the answer is always the parsed CV. */
function parsedCv(reply: ImportCvReply): ParseCvReply {
  if ('importedBefore' in reply) throw new Error('An import without saving matched a saved CV')
  return reply
}

/** The writer's "Upload File": a PDF, DOC or DOCX in, the parsed CV out. */
export function useParseCvFile() {
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData()
      body.append('file', file)
      return parsedCv(await callApi(contract.parse.importFile, { body }))
    },
  })
}

/** The writer's "Extract CV Data": pasted CV text in, the parsed CV out. */
export function useParseCvText() {
  return useMutation({
    mutationFn: async (text: string) =>
      parsedCv(await callApi(contract.parse.importText, { body: { text } })),
  })
}
