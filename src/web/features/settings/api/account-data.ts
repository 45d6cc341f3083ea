import { useMutation } from '@tanstack/react-query'
import { contract } from '#shared/api/contract'
import { callApi, callApiFile } from '#web/lib/api-client'
import { saveResponseAsFile } from '#web/lib/save-file'

/** The data export, saved under the server's file name. */
async function downloadAccountData(): Promise<void> {
  await saveResponseAsFile(await callApiFile(contract.account.exportData), 'applykit-data.json')
}

export function useDownloadAccountData() {
  return useMutation({ mutationFn: downloadAccountData })
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (confirmEmail: string) => callApi(contract.account.remove, { body: { confirmEmail } }),
  })
}
