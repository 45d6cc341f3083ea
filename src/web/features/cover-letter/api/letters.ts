import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { contract } from '#shared/api/contract'
import type { CreateLetterInput, LetterRecord, UpdateLetterInput } from '#shared/api/letters'
import { callApi, callApiFile } from '#web/lib/api-client'
import { apiKey, apiQuery } from '#web/lib/api-query'
import { saveBlob } from '#web/lib/save-blob'

// Saved letters: the list, saving (create or PATCH with the version), deleting and downloads.

const LIST_KEY = apiKey(contract.letters.list)

export function useLetterList() {
  return useQuery({ ...apiQuery(contract.letters.list), staleTime: 0 })
}

export function useSaveLetter() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { id: string | null; create: CreateLetterInput; update: Omit<UpdateLetterInput, 'version'>; version: number }): Promise<LetterRecord> =>
      input.id === null
        ? callApi(contract.letters.create, { body: input.create })
        : callApi(contract.letters.update, { params: { id: input.id }, body: { ...input.update, version: input.version } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  })
}

export function useDeleteLetter() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => callApi(contract.letters.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  })
}

export function readLetter(id: string): Promise<LetterRecord> {
  return callApi(contract.letters.read, { params: { id } })
}

export type LetterFormat = 'pdf' | 'docx' | 'txt'

/** Saves the file under the server's name. */
export async function downloadLetter(id: string, format: LetterFormat): Promise<void> {
  const route = format === 'pdf' ? contract.letters.pdf : format === 'docx' ? contract.letters.docx : contract.letters.txt
  const response = await callApiFile(route, { params: { id } })
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `letter.${format}`
  saveBlob(await response.blob(), name)
}
