import { useQuery } from '@tanstack/react-query'
import { contract } from '#shared/api/contract'
import { apiQuery } from './api-query'

/** The operator's details and the processors this installation uses (imprint, privacy policy, terms, footer). */
export function useOperatorInfo() {
  return useQuery({ ...apiQuery(contract.system.readOperator), staleTime: Infinity })
}
