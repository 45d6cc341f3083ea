import { Languages } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { LOCALE_NAMES, LOCALES, type Locale } from '#shared/i18n/locales'
import { Label } from '#web/components/ui/input'
import { Select } from '#web/components/ui/select'

/**
 * The language the CV is printed in (headings, month names, date formats), visible in every step
 * of the wizard: the language detected in an imported CV, else the interface language.
 */
export function CvLanguageField({
  value,
  detected,
  onChange,
  compact = false,
}: {
  value: Locale
  /** The language the import detected, when it did. */
  detected?: Locale | undefined
  onChange: (language: Locale) => void
  compact?: boolean
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className={compact ? 'flex flex-wrap items-center gap-2' : 'space-y-1.5'} data-testid="cv-language">
      <Label htmlFor={id} className="inline-flex items-center gap-1.5">
        <Languages className="h-4 w-4 text-slate-500" aria-hidden />
        {t('builder.cvLanguage.label')}
      </Label>
      <Select
        id={id}
        value={value}
        onValueChange={(next) => onChange(next as Locale)}
        options={LOCALES.map((locale) => ({
          value: locale,
          label:
            locale === detected ? `${LOCALE_NAMES[locale]} (${t('builder.cvLanguage.detected')})` : LOCALE_NAMES[locale],
        }))}
        className={compact ? 'w-auto min-w-44' : undefined}
      />
      {!compact && <p className="text-xs text-slate-600">{t('builder.cvLanguage.hint')}</p>}
    </div>
  )
}
