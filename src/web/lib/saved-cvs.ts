import { queryOptions, useQuery } from '@tanstack/react-query'
import { contract } from '#shared/api/contract'
import { apiKey, apiQuery } from './api-query'

// The signed-in person's saved CVs: My CVs lists them, the cover-letter writer picks one.
export const CV_LIST_KEY = apiKey(contract.cvs.list)

export function useCvList() {
  return useQuery({
    ...apiQuery(contract.cvs.list),
    // Autosave in the builder changes the list; coming back here should show it.
    staleTime: 0,
    refetchOnMount: 'always',
  })
}

/** One saved CV with its content: the owner's, or anyone's shared CV (GET /api/cv/:id). Always asked afresh. */
export function cvQuery(id: string) {
  return queryOptions({ ...apiQuery(contract.cvs.read, { params: { id } }), staleTime: 0 })
}
