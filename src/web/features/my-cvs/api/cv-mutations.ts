import { useMutation, useQueryClient } from '@tanstack/react-query'
import { contract } from '#shared/api/contract'
import type { CvListItem } from '#shared/api/cv'
import { callApi } from '#web/lib/api-client'
import { apiKey } from '#web/lib/api-query'
import { CV_LIST_KEY } from '#web/lib/saved-cvs'

// My CVs' changes, each answered by the CV as it is now, which replaces it in the cached list.

export function useDeleteCv() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => callApi(contract.cvs.remove, { params: { id } }),
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<CvListItem[]>(CV_LIST_KEY, (list) => list?.filter((cv) => cv.id !== id))
      void queryClient.invalidateQueries({ queryKey: apiKey(contract.auth.readDashboardStats) })
    },
  })
}

/** The title only; an empty title gives the CV its name back. */
export function useRenameCv() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ cv, title }: { cv: CvListItem; title: string }) =>
      callApi(contract.cvs.update, { params: { id: cv.id }, body: { title, updatedAt: cv.updatedAt } }),
    onSuccess: ({ cvData: _cvData, isOwner: _isOwner, ...updated }) => {
      queryClient.setQueryData<CvListItem[]>(CV_LIST_KEY, (list) =>
        list?.map((cv) => (cv.id === updated.id ? updated : cv)),
      )
    },
  })
}

/** Turning sharing on is Pro (403 PRO_REQUIRED otherwise). */
export function useShareCv() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, isPublic }: { id: string; isPublic: boolean }) =>
      callApi(contract.cvs.share, { params: { id }, body: { isPublic } }),
    onSuccess: (updated) => {
      queryClient.setQueryData<CvListItem[]>(CV_LIST_KEY, (list) =>
        list?.map((cv) => (cv.id === updated.id ? updated : cv)),
      )
    },
  })
}
