import { useQuery } from '@tanstack/react-query'
import { OperatorInfo } from '#shared/api/legal'
import { fetchQueryKey } from '#web/lib/api-client'

export const OPERATOR_INFO_KEY = ['/api/legal/operator'] as const

/** The operator's details and the processors this installation uses (imprint, privacy policy, terms, footer). */
export function useOperatorInfo() {
  return useQuery({
    queryKey: OPERATOR_INFO_KEY,
    queryFn: async () => OperatorInfo.parse(await fetchQueryKey(OPERATOR_INFO_KEY)),
    staleTime: Infinity,
  })
}
