import { Check, CreditCard } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { User } from '#shared/api/auth'
import { LOCALE_TAGS, type Locale } from '#shared/i18n/locales'
import { TRIAL_DAYS } from '#shared/limits'
import { PRO_PRICE_EUR } from '#shared/plans'
import { QuotaUsageList } from '#web/components/quota-usage'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { UpgradeDialog } from '#web/components/upgrade-dialog'
import { BillingDetails, BillingHistory, ProStatusBadge, ResumeSubscription } from './billing-details'

// The Settings page's plan tab: Pro with its billing facts, or the trial with what is left of it.

function FeatureList({ items }: { items: string[] }) {
  return (
    <ul className="mt-4 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  )
}

export function PlanSection({ user }: { user: User }) {
  const { t, i18n } = useTranslation()
  const price = new Intl.NumberFormat(LOCALE_TAGS[(i18n.resolvedLanguage ?? 'en') as Locale] ?? 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  }).format(PRO_PRICE_EUR)

  if (user.accountStatus === 'pro') {
    return (
      <section aria-labelledby="plan-title" className="rounded-2xl border border-brand-200 bg-white p-6 shadow-soft">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="plan-title" className="text-xl font-semibold">{t('settings.pro.title')}</h2>
          <ProStatusBadge />
        </div>
        <BillingDetails price={price} />
        {/* What Pro really adds (upgrade.benefits): there are no "premium templates" (issue 30). */}
        <FeatureList items={[t('settings.pro.features.exports'), t('upgrade.benefits.word'), t('upgrade.benefits.share'), t('upgrade.benefits.unlimited'), t('settings.pro.features.support')]} />
        <div className="mt-6 flex flex-wrap gap-3">
          <ResumeSubscription />
          {(['payment', 'invoices', 'cancel'] as const).map((action) => (
            <Button key={action} variant="secondary" asChild>
              <Link to="/subscription">{t(`settings.pro.actions.${action}`)}</Link>
            </Button>
          ))}
        </div>
      </section>
    )
  }

  const daysLeft = user.trialEndsAt ? Math.max(0, Math.ceil((new Date(user.trialEndsAt).getTime() - Date.now()) / 86_400_000)) : 0
  return (
    <TrialPlan user={user} daysLeft={daysLeft} />
  )
}

function TrialPlan({ user, daysLeft }: { user: User; daysLeft: number }) {
  const { t } = useTranslation()
  const [isUpgradeOpen, setIsUpgradeOpen] = useState(false)
  const openUpgrade = () => setIsUpgradeOpen(true)
  return (
    <section aria-labelledby="plan-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-soft">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="plan-title" className="text-xl font-semibold">{t('settings.trial.title')}</h2>
        {user.isTrialExpired ? (
          <button type="button" onClick={openUpgrade} className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
            <Badge tone="danger" className="cursor-pointer">{t('dashboard.status.expired')}</Badge>
          </button>
        ) : (
          <Badge tone="brand">{t('settings.trial.expiresIn', { count: daysLeft })}</Badge>
        )}
      </div>
      <p className="mt-2 text-slate-700">{t('settings.trial.length', { days: TRIAL_DAYS })}</p>
      <QuotaUsageList onUpgrade={openUpgrade} className="mt-6" />
      <BillingHistory />
      <UpgradeDialog open={isUpgradeOpen} onOpenChange={setIsUpgradeOpen} />
      <Button className="mt-6" asChild>
        <Link to="/checkout?type=pro">
          <CreditCard className="h-4 w-4" aria-hidden />
          {t('settings.trial.upgrade')}
        </Link>
      </Button>
    </section>
  )
}
