import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CvListItem } from '#shared/api/cv'
import { apiRequest } from '#web/lib/api-client'
import { CV_LIST_KEY } from '#web/lib/saved-cvs'

/** PATCH /api/cv/{id}/share: turning sharing on is Pro (403 PRO_REQUIRED otherwise). */
export function shareCv({ id, isPublic }: { id: string; isPublic: boolean }) {
  return apiRequest(
    `/api/cv/${encodeURIComponent(id)}/share`,
    { method: 'PATCH', body: { isPublic } },
    CvListItem,
  )
}

export function useShareCv() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: shareCv,
    onSuccess: (updated) => {
      queryClient.setQueryData<CvListItem[]>(CV_LIST_KEY, (list) =>
        list?.map((cv) => (cv.id === updated.id ? updated : cv)),
      )
    },
  })
}
