import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { contract } from '#shared/api/contract'
import type { DocumentListReply, UpdateDocumentBody, UploadDocumentFields } from '#shared/api/documents'
import type { PackageBody } from '#shared/api/package'
import { callApi, callApiFile } from '#web/lib/api-client'
import { apiKey, apiQuery } from '#web/lib/api-query'
import { uploadWithStages, type UploadStage } from '#web/lib/upload-with-progress'

// The enclosures kept in the account and the application package (issue 27).

const LIST_KEY = apiKey(contract.documents.list)

export function useDocuments() {
  return useQuery(apiQuery(contract.documents.list))
}

/** Saves a response's body under the file name the server gave it. */
async function saveResponse(response: Response, fallback: string): Promise<void> {
  const header = response.headers.get('content-disposition') ?? ''
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(header)?.[1]
  const name = encoded ? decodeURIComponent(encoded) : (/filename="([^"]+)"/.exec(header)?.[1] ?? fallback)
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export function useUploadDocument() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ file, fields, onStage }: { file: File; fields: UploadDocumentFields; onStage: (stage: UploadStage) => void }) => {
      const form = new FormData()
      form.append('kind', fields.kind)
      form.append('title', fields.title)
      if (fields.issuedOn) form.append('issuedOn', fields.issuedOn)
      form.append('file', file)
      return uploadWithStages(contract.documents.upload, { body: form }, onStage)
    },
    onSettled: () => client.invalidateQueries({ queryKey: LIST_KEY }),
  })
}

export function useUpdateDocument() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateDocumentBody }) => callApi(contract.documents.update, { params: { id }, body }),
    // A move shows at once; the server's order replaces it when it answers.
    onMutate: async ({ id, body }) => {
      if (body.position === undefined) return
      await client.cancelQueries({ queryKey: LIST_KEY })
      client.setQueryData<DocumentListReply>(LIST_KEY, (list) => {
        if (!list) return list
        const moving = list.documents.find((doc) => doc.id === id)
        if (!moving) return list
        const rest = list.documents.filter((doc) => doc.id !== id)
        rest.splice(Math.min(body.position ?? 0, rest.length), 0, moving)
        return { ...list, documents: rest.map((doc, position) => ({ ...doc, position })) }
      })
    },
    onSettled: () => client.invalidateQueries({ queryKey: LIST_KEY }),
  })
}

export function useDeleteDocument() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => callApi(contract.documents.remove, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: LIST_KEY }),
  })
}

export async function downloadDocument(id: string, fileName: string): Promise<void> {
  await saveResponse(await callApiFile(contract.documents.download, { params: { id } }), fileName)
}

/** The saved letters (the letters feature's list), to bind one before the CV. */
export function useLetters() {
  return useQuery(apiQuery(contract.letters.list))
}

export function usePackageEstimate() {
  return useMutation({ mutationFn: (body: PackageBody) => callApi(contract.package.estimate, { body }) })
}

export function useDownloadPackage() {
  return useMutation({
    mutationFn: async (body: PackageBody) => saveResponse(await callApiFile(contract.package.build, { body }), 'Bewerbung.pdf'),
  })
}
