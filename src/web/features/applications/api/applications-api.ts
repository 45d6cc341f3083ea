import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { BulkApplicationsBody, KeepApplicationLetterBody, KeepTailoredCvBody } from '#shared/api/application-actions'
import type { ApplicationRecord, CreateApplicationBody, UpdateApplicationBody } from '#shared/api/applications'
import { contract } from '#shared/api/contract'
import { callApi } from '#web/lib/api-client'
import { apiKey, apiQuery } from '#web/lib/api-query'
import { CV_LIST_KEY } from '#web/lib/saved-cvs'

// The tracker's calls. Every change refreshes every list of applications (the active and the
// archived ones), since a move, an archive or an import can change both.

const LIST_KEY = [contract.applications.list.path]

export function useApplications(archived: boolean) {
  return useQuery(apiQuery(contract.applications.list, archived ? { query: { archived: 'true' } } : {}))
}

function useRefresh() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: LIST_KEY })
}

export function useCreateApplication() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (body: Partial<CreateApplicationBody> & { company: string }) =>
      callApi(contract.applications.create, { body: body as CreateApplicationBody }),
    onSuccess: () => refresh(),
  })
}

export function useUpdateApplication() {
  const queryClient = useQueryClient()
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateApplicationBody }) =>
      callApi(contract.applications.update, { params: { id }, body }),
    // The board shows the move at once; the list is asked again to be sure.
    onSuccess: (updated) => {
      queryClient.setQueriesData<ApplicationRecord[]>({ queryKey: apiKey(contract.applications.list) }, (list) =>
        list?.map((item) => (item.id === updated.id ? updated : item)),
      )
      void refresh()
    },
  })
}

export function useDeleteApplication() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (id: string) => callApi(contract.applications.remove, { params: { id } }),
    onSuccess: () => refresh(),
  })
}

export function useBulkApplications() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (body: BulkApplicationsBody) => callApi(contract.applications.bulk, { body }),
    onSuccess: () => refresh(),
  })
}

export function useImportApplications() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.append('file', file)
      return callApi(contract.applications.importCsv, { body: form })
    },
    onSuccess: () => refresh(),
  })
}

export function useCaptureApplication() {
  return useMutation({ mutationFn: (text: string) => callApi(contract.applications.capture, { body: { text } }) })
}

export function useApplicationFit() {
  return useMutation({ mutationFn: (id: string) => callApi(contract.applications.fit, { params: { id } }) })
}

export function useApplicationLetter() {
  return useMutation({ mutationFn: (id: string) => callApi(contract.applications.letter, { params: { id } }) })
}

export function useTailorCv() {
  return useMutation({ mutationFn: (id: string) => callApi(contract.applications.tailor, { params: { id } }) })
}

/** Saves the reviewed copy as a new CV linked to the application: both lists change. */
export function useKeepTailoredCv() {
  const queryClient = useQueryClient()
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: KeepTailoredCvBody }) => callApi(contract.applications.keepTailored, { params: { id }, body }),
    onSuccess: () => {
      void refresh()
      void queryClient.invalidateQueries({ queryKey: CV_LIST_KEY })
    },
  })
}

export function useFollowUpEmail() {
  return useMutation({ mutationFn: (id: string) => callApi(contract.applications.followUp, { params: { id } }) })
}

/** The account's saved letters, to link one to an application. */
export function useLetterList() {
  return useQuery(apiQuery(contract.letters.list))
}

/** Saves the Copilot's letter draft as a letter linked to the application. */
export function useKeepApplicationLetter() {
  const queryClient = useQueryClient()
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: KeepApplicationLetterBody }) => callApi(contract.applications.keepLetter, { params: { id }, body }),
    onSuccess: () => {
      void refresh()
      void queryClient.invalidateQueries({ queryKey: apiKey(contract.letters.list) })
    },
  })
}
