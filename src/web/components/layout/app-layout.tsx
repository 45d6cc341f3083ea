import { LogOut } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { useLogout } from '#web/lib/logout'
import { Button } from '#web/components/ui/button'
import { cn } from '#web/lib/cn'
import { ANCHORS, PATHS } from '#web/lib/paths'
import { usePageTitle } from '#web/lib/use-page-title'
import { LanguagePicker } from './language-picker'
import { AppFooter } from './site-footer'
import { Wordmark } from './wordmark'

const NAV = [
  { to: PATHS.dashboard, key: 'dashboard' },
  { to: PATHS.myCvs, key: 'myCvs' },
  { to: PATHS.bulkApplication, key: 'applications' },
  { to: PATHS.applicationPackage, key: 'applicationPackage' },
  { to: PATHS.analyze, key: 'analyze' },
  { to: PATHS.settings, key: 'settings' },
] as const

/** Signed-in screens: a compact header with the app navigation, language and Log Out. */
export function AppLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation()
  const logout = useLogout()
  usePageTitle(title)
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${ANCHORS.main}`}
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-800 shadow-lift focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('nav.skipToMain')}
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-[1200px] items-center justify-between gap-2 px-4 sm:px-6">
          <Wordmark />
          <nav aria-label={t('appNav.label')} className="hidden items-center gap-1 md:flex">
            {NAV.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                className={({ isActive }) =>
                  cn(
                    'rounded-lg px-3 py-2 text-sm font-medium transition-colors duration-150',
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                {t(`appNav.${item.key}`)}
              </NavLink>
            ))}
          </nav>
          <div className="flex items-center gap-1">
            <LanguagePicker />
            <Button variant="ghost" size="sm" onClick={() => void logout()}>
              <LogOut className="h-4 w-4" aria-hidden />
              <span className="max-sm:sr-only">{t('appNav.logout')}</span>
            </Button>
          </div>
        </div>
        {/* Phones: every item of the app navigation is in sight; a line too short for all of them wraps
            (a sideways-scrolling row hid "Settings" in de, fr and it at 360 px). */}
        <nav aria-label={t('appNav.label')} className="flex flex-wrap gap-1 border-t border-slate-100 px-4 py-2 md:hidden">
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                cn('rounded-lg px-3 py-1.5 text-sm font-medium', isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600')
              }
            >
              {t(`appNav.${item.key}`)}
            </NavLink>
          ))}
        </nav>
      </header>
      <main id={ANCHORS.main} tabIndex={-1} className="flex-1 outline-none">
        <div className="mx-auto max-w-[1200px] px-4 py-8 sm:px-6 sm:py-10">{children}</div>
      </main>
      <AppFooter />
    </div>
  )
}
