import { useMutation } from '@tanstack/react-query'
import { contract } from '#shared/api/contract'
import type { ImportCvReply, ParseCvReply } from '#shared/api/parse'
import { callApi } from '#web/lib/api-client'
import { uploadWithStages, type UploadStage } from '#web/lib/upload-with-progress'

/** Without `?save` the server never matches an earlier import, so the answer is always the parsed CV. */
function parsedCv(reply: ImportCvReply): ParseCvReply {
  if ('importedBefore' in reply) throw new Error('An import without saving matched a saved CV')
  return reply
}

export type CvFileUpload = { file: File; onStage?: (stage: UploadStage) => void; signal?: AbortSignal }

/** The writer's "Upload File": a PDF, DOC or DOCX, a photo or a scan in, the parsed CV out. */
export function useParseCvFile() {
  return useMutation({
    mutationFn: async ({ file, onStage = () => undefined, signal }: CvFileUpload) => {
      const body = new FormData()
      body.append('file', file)
      return parsedCv(await uploadWithStages(contract.parse.importFile, { body }, onStage, signal))
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
