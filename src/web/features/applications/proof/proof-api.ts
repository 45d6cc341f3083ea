import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ProofQuery, ProofSettingsBody } from '#shared/api/application-proof'
import type { CreateApplicationBody } from '#shared/api/applications'
import { contract } from '#shared/api/contract'
import { callApi, callApiFile } from '#web/lib/api-client'
import { apiKey, apiQuery } from '#web/lib/api-query'
import { saveResponseAsFile } from '#web/lib/save-file'

export const useProofOverview = () => useQuery(apiQuery(contract.applicationProof.overview))

/** Saves the proof header, target and reminder choice; the overview shows them at once. */
export function useSaveProofSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ProofSettingsBody) => callApi(contract.applicationProof.saveSettings, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(contract.applicationProof.overview) }),
  })
}

/** An effort that is not an application (job fair, talk with a recruiter): a record of the tracker's own. */
export function useAddEffort() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Partial<CreateApplicationBody> & Pick<CreateApplicationBody, 'company'>) =>
      callApi(contract.applications.create, { body: body as CreateApplicationBody }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: apiKey(contract.applicationProof.overview) })
      await queryClient.invalidateQueries({ queryKey: apiKey(contract.applications.list) })
    },
  })
}

/** The proof file, saved under the server's name (form and period). */
async function downloadProof(query: ProofQuery): Promise<void> {
  await saveResponseAsFile(await callApiFile(contract.applicationProof.proof, { query }), `proof.${query.format}`)
}

export const useDownloadProof = () => useMutation({ mutationFn: downloadProof })
