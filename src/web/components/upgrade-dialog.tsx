import { Check, Gift, Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LOCALE_TAGS, isLocale } from '#shared/i18n/locales'
import { TRIAL_DAYS } from '#shared/limits'
import { PRO_PRICE_EUR } from '#shared/plans'
import { Button } from '#web/components/ui/button'
import { Dialog } from '#web/components/ui/dialog'
import { PATHS } from '#web/lib/paths'

/**
 * "Upgrade Required": shown wherever a plan limit is reached, with what Pro adds. A visitor (no
 * account, so no plan) who used the one free try is offered the free trial first, Pro second.
 */
export function UpgradeDialog({
  open,
  onOpenChange,
  reason,
  isVisitor = false,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  reason?: string
  isVisitor?: boolean
}) {
  const { t, i18n } = useTranslation()
  const tag = isLocale(i18n.resolvedLanguage) ? LOCALE_TAGS[i18n.resolvedLanguage] : 'en-GB'
  const price = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(PRO_PRICE_EUR)
  if (isVisitor) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange} title={t('upgrade.visitor.title')} description={t('upgrade.visitor.description', { days: TRIAL_DAYS })}>
        <div className="mt-6 flex flex-col gap-2">
          <Button asChild>
            <Link to={PATHS.freeTrial}>
              <Gift className="h-4 w-4" aria-hidden />
              {t('upgrade.visitor.trial', { days: TRIAL_DAYS })}
            </Link>
          </Button>
          <Button variant="secondary" asChild>
            <Link to="/checkout?type=pro">{t('upgrade.visitor.pro', { price })}</Link>
          </Button>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('upgrade.later')}
          </Button>
        </div>
        <p className="mt-3 text-center text-xs text-slate-600">{t('billing.inclVat')}</p>
      </Dialog>
    )
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('upgrade.title')} description={reason ?? t('upgrade.description')}>
      <ul className="mt-5 space-y-2 text-sm text-slate-700">
        {(['unlimited', 'noWatermark', 'word', 'share'] as const).map((key) => (
          <li key={key} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
            {t(`upgrade.benefits.${key}`)}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
        <Button asChild>
          <Link to="/checkout?type=pro">
            <Sparkles className="h-4 w-4" aria-hidden />
            {t('upgrade.cta', { price })}
          </Link>
        </Button>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('upgrade.later')}
        </Button>
      </div>
      <p className="mt-3 text-center text-xs text-slate-600 sm:text-right">{t('billing.inclVat')}</p>
    </Dialog>
  )
}
