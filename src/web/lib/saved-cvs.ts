import { useQuery } from '@tanstack/react-query'
import { CvListReply, CvRecord } from '#shared/api/cv'
import { apiRequest, fetchQueryKey } from './api-client'

// The signed-in person's saved CVs: My CVs lists them, the cover-letter writer picks one.
export const CV_LIST_KEY = ['/api/cvs'] as const

export function useCvList() {
  return useQuery({
    queryKey: CV_LIST_KEY,
    queryFn: async () => CvListReply.parse(await fetchQueryKey(CV_LIST_KEY)),
    // Autosave in the builder changes the list; coming back here should show it.
    staleTime: 0,
    refetchOnMount: 'always',
  })
}

/** One saved CV with its content (GET /api/cv/{id}). */
export function fetchSavedCv(id: string) {
  return apiRequest(`/api/cv/${encodeURIComponent(id)}`, {}, CvRecord)
}
