import { ChevronDown, LayoutDashboard, LogOut, Settings, UserRound } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClasses } from '#web/components/ui/button'
import { cn } from '#web/lib/cn'
import { type LightUser, lightLogout } from '#web/lib/light-session'
import { PATHS } from '#web/lib/paths'

// The signed-in top bar of public pages: Dashboard and a small account menu. Plain React (no Radix):
// it renders on the landing page, which must stay light.

export function SignedInActions({ user }: { user: LightUser }) {
  const { t } = useTranslation()
  const [isOpen, setIsOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!isOpen) return
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setIsOpen(false)
    }
    document.addEventListener('pointerdown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('pointerdown', close)
      document.removeEventListener('keydown', close)
    }
  }, [isOpen])

  const item = 'flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100'
  return (
    <>
      <Link to={PATHS.dashboard} className={cn(buttonClasses('primary', 'sm'), 'max-[359px]:px-2')} data-testid="top-bar-dashboard">
        <LayoutDashboard className="h-4 w-4" aria-hidden />
        <span className="max-sm:sr-only">{t('nav.dashboard')}</span>
      </Link>
      <div ref={root} className="relative">
        <button
          type="button"
          className={cn(buttonClasses('ghost', 'sm'), 'gap-1')}
          aria-expanded={isOpen}
          aria-controls={menuId}
          aria-label={t('nav.accountMenu', { email: user.email })}
          data-testid="account-menu"
          onClick={() => setIsOpen((open) => !open)}
        >
          <UserRound className="h-4 w-4" aria-hidden />
          <ChevronDown className="h-3 w-3" aria-hidden />
        </button>
        {isOpen && (
          <div id={menuId} className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-1 shadow-lift">
            <p className="truncate px-3 py-2 text-xs text-slate-600">{t('nav.signedInAs', { email: user.email })}</p>
            <Link to={PATHS.dashboard} className={item} onClick={() => setIsOpen(false)}>
              <LayoutDashboard className="h-4 w-4" aria-hidden />
              {t('nav.dashboard')}
            </Link>
            <Link to={PATHS.settings} className={item} onClick={() => setIsOpen(false)}>
              <Settings className="h-4 w-4" aria-hidden />
              {t('nav.settings')}
            </Link>
            <button type="button" className={cn(item, 'w-full text-left')} onClick={() => void lightLogout()}>
              <LogOut className="h-4 w-4" aria-hidden />
              {t('nav.logout')}
            </button>
          </div>
        )}
      </div>
    </>
  )
}
