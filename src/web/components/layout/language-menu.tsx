import { Check, Globe } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, isLocale } from '#shared/i18n/locales'
import { buttonClasses } from '#web/components/ui/button'
import { cn } from '#web/lib/cn'
import { saveLanguagePreference } from '#web/lib/light-session'

/**
 * The 8 interface languages; the current one is checked, and English when the current one is not
 * listed. Loaded by language-picker.tsx when first used, open from the start.
 */
export default function LanguageMenu({ onChange }: { onChange?: ((locale: string) => void) | undefined }) {
  const { t, i18n } = useTranslation()
  const current = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger
        className={cn(buttonClasses('ghost', 'sm'), 'gap-1.5')}
        aria-label={t('language.pickerLabel', { language: LOCALE_NAMES[current] })}
        data-testid="language-picker"
      >
        <Globe className="h-4 w-4" aria-hidden />
        <span className="uppercase">{current}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lift"
        >
          <DropdownMenu.RadioGroup
            value={current}
            onValueChange={(locale) => {
              void i18n.changeLanguage(locale)
              // Wherever the language is changed (any top bar, the builder's too), it is the account's
              // one saved language, which mails and invoices use.
              void saveLanguagePreference(locale)
              onChange?.(locale)
            }}
          >
            {LOCALES.map((locale) => (
              <DropdownMenu.RadioItem
                key={locale}
                value={locale}
                lang={locale}
                className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-slate-100"
              >
                <span className="w-6 text-xs font-semibold text-slate-500 uppercase">{locale}</span>
                <span className="flex-1">{LOCALE_NAMES[locale]}</span>
                <DropdownMenu.ItemIndicator>
                  <Check className="h-4 w-4 text-brand-700" aria-hidden />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
