import { useQuery } from '@tanstack/react-query'
import { CvListReply } from '#shared/api/cv'
import { fetchQueryKey } from '#web/lib/api-client'

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
