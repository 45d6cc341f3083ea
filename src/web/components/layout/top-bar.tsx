import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LogIn } from 'lucide-react'
import { Link } from 'react-router'
import { TOP_BAR_FROST_AFTER_PX } from '#shared/limits'
import { Button } from '#web/components/ui/button'
import { cn } from '#web/lib/cn'
import { ANCHORS, PATHS } from '#web/lib/paths'
import { scrollToAnchor } from '#web/lib/smooth-scroll'
import { useSignedInUser } from '#web/lib/light-session'
import { SignedInActions } from './account-menu'
import { LanguagePicker } from './language-picker'
import { Wordmark } from './wordmark'

/**
 * Fixed top bar: transparent at the top of the landing page, frosted once scrolled past 50 px.
 * A signed-in variant gets its session from fetchSignedInUser() (lib/light-session.ts): public pages
 * render without the app shell, so the bar must not use the query client or zod.
 */
export function TopBar({ transparentAtTop = false }: { transparentAtTop?: boolean }) {
  const { t } = useTranslation()
  const [isScrolled, setIsScrolled] = useState(false)
  const user = useSignedInUser()

  useEffect(() => {
    const update = () => setIsScrolled(window.scrollY > TOP_BAR_FROST_AFTER_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  const isFrosted = !transparentAtTop || isScrolled
  return (
    <header
      data-testid="top-bar"
      data-frosted={isFrosted}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,border-color] duration-200',
        isFrosted
          ? 'border-b border-slate-200/80 bg-white/80 shadow-sm backdrop-blur-md'
          : 'border-b border-transparent bg-transparent',
      )}
    >
      <nav
        aria-label={t('nav.main')}
        className="mx-auto flex h-16 max-w-[1200px] items-center justify-between gap-2 px-4 sm:px-6"
      >
        <Wordmark />
        <div className="hidden items-center gap-1 md:flex">
          <Button variant="ghost" size="sm" onClick={() => scrollToAnchor(ANCHORS.features)}>
            {t('nav.features')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => scrollToAnchor(ANCHORS.pricing)}>
            {t('nav.pricing')}
          </Button>
        </div>
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">
          <LanguagePicker />
          {user ? (
            <SignedInActions user={user} />
          ) : (
            // While the session is being checked the space stays empty rather than flashing "Login".
            <div className={cn('flex items-center gap-1 sm:gap-2', user === undefined && 'invisible')}>
              {/* Phones: Login shrinks to its icon so the call to action fits in every language at 360 px. */}
              <Button variant="ghost" size="sm" asChild className="max-sm:px-2">
                <Link to={PATHS.login} aria-label={t('nav.login')}>
                  <LogIn className="h-4 w-4 sm:hidden" aria-hidden />
                  <span className="max-sm:sr-only">{t('nav.login')}</span>
                </Link>
              </Button>
              <Button size="sm" asChild className="whitespace-nowrap max-sm:px-2.5">
                <Link to={PATHS.freeTrial}>{t('nav.startFree')}</Link>
              </Button>
            </div>
          )}
        </div>
      </nav>
    </header>
  )
}
