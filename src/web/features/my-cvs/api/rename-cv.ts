import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CvRecord, type CvListItem } from '#shared/api/cv'
import { apiRequest } from '#web/lib/api-client'
import { CV_LIST_KEY } from '#web/lib/saved-cvs'

/** PUT /api/cv/{id} with the title only; an empty title gives the CV its name back. */
export function renameCv({ cv, title }: { cv: CvListItem; title: string }) {
  return apiRequest(`/api/cv/${encodeURIComponent(cv.id)}`, { method: 'PUT', body: { title, updatedAt: cv.updatedAt } }, CvRecord)
}

export function useRenameCv() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: renameCv,
    onSuccess: ({ cvData: _cvData, isOwner: _isOwner, ...updated }) => {
      queryClient.setQueryData<CvListItem[]>(CV_LIST_KEY, (list) => list?.map((cv) => (cv.id === updated.id ? updated : cv)))
    },
  })
}
