import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ANCHORS } from '#web/lib/paths'
import { SiteFooter } from './site-footer'
import { TopBar } from './top-bar'

/** Marketing and info pages: skip link, fixed top bar, main landmark, footer. */
export function SiteLayout({ children, transparentTopBar = false }: { children: ReactNode; transparentTopBar?: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${ANCHORS.main}`}
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-800 shadow-lift focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('nav.skipToMain')}
      </a>
      <TopBar transparentAtTop={transparentTopBar} />
      <main id={ANCHORS.main} tabIndex={-1} className={transparentTopBar ? 'flex-1 outline-none' : 'flex-1 pt-16 outline-none'}>
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
