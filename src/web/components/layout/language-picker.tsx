import { Globe } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DEFAULT_LOCALE, isLocale, LOCALE_NAMES } from '#shared/i18n/locales'
import { buttonClasses } from '#web/components/ui/button'
import { cn } from '#web/lib/cn'

// The menu (Radix dropdown and its positioning library, ~30 KB) loads when someone reaches for the
// button, not with every page: pointing at it or focusing it starts the download, a click opens it.
const loadMenu = () => import('./language-menu')
const LanguageMenu = lazy(loadMenu)

/** The interface-language button of the top bars. */
export function LanguagePicker({ onChange }: { onChange?: (locale: string) => void }) {
  const { t, i18n } = useTranslation()
  const [isWanted, setIsWanted] = useState(false)
  const current = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE
  const button = (
    <button
      type="button"
      className={cn(buttonClasses('ghost', 'sm'), 'gap-1.5')}
      aria-label={t('language.pickerLabel', { language: LOCALE_NAMES[current] })}
      aria-haspopup="menu"
      data-testid="language-picker"
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setIsWanted(true)}
    >
      <Globe className="h-4 w-4" aria-hidden />
      <span className="uppercase">{current}</span>
    </button>
  )
  if (!isWanted) return button
  return (
    <Suspense fallback={button}>
      <LanguageMenu onChange={onChange} />
    </Suspense>
  )
}
