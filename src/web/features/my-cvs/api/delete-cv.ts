import { useMutation, useQueryClient } from '@tanstack/react-query'
import { DeleteCvReply, type CvListItem } from '#shared/api/cv'
import { apiRequest } from '#web/lib/api-client'
import { CV_LIST_KEY } from '#web/lib/saved-cvs'

export function deleteCv(id: string) {
  return apiRequest(`/api/cv/${encodeURIComponent(id)}`, { method: 'DELETE' }, DeleteCvReply)
}

export function useDeleteCv() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteCv,
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<CvListItem[]>(CV_LIST_KEY, (list) => list?.filter((cv) => cv.id !== id))
      void queryClient.invalidateQueries({ queryKey: ['/api/dashboard/stats'] })
    },
  })
}
