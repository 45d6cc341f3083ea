import { useMutation } from '@tanstack/react-query'
import { DeleteAccountReply } from '#shared/api/account'
import { apiRequest, apiRequestBlob } from '#web/lib/api-client'

/** GET /api/account/export, saved under the server's file name. */
export async function downloadAccountData(): Promise<void> {
  const response = await apiRequestBlob('/api/account/export')
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'applykit-data.json'
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
    mutationFn: (confirmEmail: string) =>
      apiRequest('/api/account', { method: 'DELETE', body: { confirmEmail } }, DeleteAccountReply),
  })
}
