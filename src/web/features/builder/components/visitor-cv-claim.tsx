import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useCurrentUser } from '#web/lib/current-user'
import { CV_LIST_KEY } from '#web/lib/saved-cvs'
import { contract } from '#shared/api/contract'
import { apiKey } from '#web/lib/api-query'
import { callApi } from '#web/lib/api-client'
import { claimVisitorDraft, isClaimStorageKey } from '../visitor-draft'

/**
 * Mounted on every page of the app: as soon as someone is signed in, the CV this browser built as a
 * visitor becomes theirs (issue 30, point 1) — on the dashboard the mailed link opens, in a new tab.
 */
export function VisitorCvClaim() {
  const userId = useCurrentUser().data?.id
  const queryClient = useQueryClient()

  useEffect(() => {
    if (!userId) return
    const claim = () => {
      claimVisitorDraft(({ cv, look }) =>
        callApi(contract.cvs.create, {
          body: { templateId: look.templateId, themeId: look.themeId, language: look.language, cvData: cv },
        }),
      ).then(
        (isCreated) => {
          if (!isCreated) return
          void queryClient.invalidateQueries({ queryKey: CV_LIST_KEY })
          void queryClient.invalidateQueries({ queryKey: apiKey(contract.auth.readDashboardStats) })
        },
        (error: unknown) => console.warn('The CV built before signing in was not saved yet.', error),
      )
    }
    claim()
    const onStorage = (event: StorageEvent) => {
      if (isClaimStorageKey(event.key)) claim()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [userId, queryClient])

  return null
}
