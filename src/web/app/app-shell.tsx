import i18next from 'i18next'
import { Outlet } from 'react-router'
import en from '#shared/i18n/messages/en.json'
import { SessionWatcher } from '#web/features/auth/components/session-watcher'
import { VisitorCvClaim } from '#web/features/builder/components/visitor-cv-claim'
import { Providers } from './providers'

/**
 * Everything every page but the landing page needs: the query client, tooltips, toasts and the
 * watcher for revoked sessions. Loaded with the first such page, so the landing page's first load
 * carries none of it.
 */
// Every English text (the entry bundle has only the public pages' part), before any screen renders.
i18next.addResourceBundle('en', 'translation', en, true, true)

export default function AppShell() {
  return (
    <Providers>
      <SessionWatcher />
      <VisitorCvClaim />
      <Outlet />
    </Providers>
  )
}
