import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type TestCardBody, TestPortalView } from '#shared/api/billing'
import { apiRequest } from '#web/lib/api-client'

const base = (portalId: string) => `/api/billing/test-mode/portal/${encodeURIComponent(portalId)}`
const key = (portalId: string) => ['/api/billing/test-mode/portal', portalId] as const

export function useTestPortal(portalId: string) {
  return useQuery({ queryKey: key(portalId), queryFn: () => apiRequest(base(portalId), {}, TestPortalView) })
}

type PortalChange = { action: 'cancel' } | { action: 'reactivate' } | { action: 'payment-method'; card: TestCardBody }

/** Cancel at period end, reactivate, or a new card; the answer is the portal as it is now. */
export function useChangeTestPortal(portalId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: PortalChange) =>
      apiRequest(
        `${base(portalId)}/${change.action}`,
        change.action === 'payment-method' ? { body: change.card } : { method: 'POST' },
        TestPortalView,
      ),
    onSuccess: (view) => queryClient.setQueryData(key(portalId), view),
  })
}
