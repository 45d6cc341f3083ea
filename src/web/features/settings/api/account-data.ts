import { useMutation } from '@tanstack/react-query'
import { contract } from '#shared/api/contract'
import { callApi, callApiFile } from '#web/lib/api-client'

/** The data export, saved under the server's file name. */
async function downloadAccountData(): Promise<void> {
  const response = await callApiFile(contract.account.exportData)
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'applykit-data.json'
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export function useDownloadAccountData() {
  return useMutation({ mutationFn: downloadAccountData })
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (confirmEmail: string) => callApi(contract.account.remove, { body: { confirmEmail } }),
  })
}
