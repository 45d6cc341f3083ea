import { useQuery } from '@tanstack/react-query'
import { CvRecord } from '#shared/api/cv'
import { apiRequest } from '#web/lib/api-client'

/** GET /api/cv/{id}: the owner's CV, or anyone's shared CV; everything else is a 404. */
export function useCv(id: string | null) {
  return useQuery({
    queryKey: ['/api/cv', id],
    queryFn: () => apiRequest(`/api/cv/${encodeURIComponent(id ?? '')}`, {}, CvRecord),
    enabled: id !== null && id !== '',
    staleTime: 0,
  })
}
