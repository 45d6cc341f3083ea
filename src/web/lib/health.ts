import { useQuery } from '@tanstack/react-query'
import { contract } from '#shared/api/contract'
import { apiQuery } from './api-query'

/** The status page asks live each time it opens, unlike the app's never-stale data. */
export function useHealth() {
  return useQuery({ ...apiQuery(contract.system.health), staleTime: 0, refetchOnMount: 'always' })
}
