import { Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { FREE_PRICE_EUR, PRO_PRICE_EUR, QUOTAS } from '#shared/plans'
import { TEMPLATE_COUNT, THEME_COUNT } from '#shared/catalogue'
import { TRIAL_DAYS } from '#shared/limits'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { currentLocale } from '#web/lib/i18n'
import { LOCALE_TAGS } from '#shared/i18n/locales'
import { cn } from '#web/lib/cn'
import { ANCHORS, PATHS } from '#web/lib/paths'
import { Reveal } from './reveal'

function formatEuro(amount: number): string {
  return new Intl.NumberFormat(LOCALE_TAGS[currentLocale()], { style: 'currency', currency: 'EUR' }).format(amount)
}

export function PricingSection() {
  const { t } = useTranslation()
  // Plan contents come from the one plan table (docs/spec/3-decisions.md "Plans and limits").
  const plans = [
    {
      key: 'trial',
      price: formatEuro(FREE_PRICE_EUR),
      period: t('landing.pricing.trial.period', { days: TRIAL_DAYS }),
      features: [
        t('landing.pricing.trial.exports', { count: Number(QUOTAS.pdfExport.trial) }),
        t('landing.pricing.trial.templates', { templates: TEMPLATE_COUNT, themes: THEME_COUNT }),
        t('landing.pricing.trial.zeugnis', { count: Number(QUOTAS.zeugnis.trial) }),
        t('landing.pricing.trial.aiTools', { count: Number(QUOTAS.bullets.trial) }),
        t('landing.pricing.trial.coverLetters', { count: Number(QUOTAS.coverLetter.trial) }),
      ],
      cta: t('landing.pricing.trial.cta'),
      to: PATHS.freeTrial,
      isFeatured: false,
    },
    {
      key: 'pro',
      price: formatEuro(PRO_PRICE_EUR),
      period: t('landing.pricing.pro.period'),
      features: [
        t('landing.pricing.pro.exports'),
        t('landing.pricing.pro.word'),
        t('landing.pricing.pro.templates', { templates: TEMPLATE_COUNT, themes: THEME_COUNT }),
        t('landing.pricing.pro.ai'),
        t('landing.pricing.pro.share'),
        t('landing.pricing.pro.support'),
      ],
      cta: t('landing.pricing.pro.cta'),
      to: PATHS.paymentRequest,
      isFeatured: true,
    },
  ] as const

  return (
    <section id={ANCHORS.pricing} tabIndex={-1} aria-labelledby="pricing-title" className="py-24 outline-none">
      <div className="mx-auto max-w-[1200px] px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
            {t('landing.pricing.title')}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{t('landing.pricing.subtitle')}</p>
        </div>
        <div className="mx-auto mt-16 grid max-w-4xl gap-6 md:grid-cols-2">
          {plans.map((plan, index) => (
            <Reveal key={plan.key} index={index} className="h-full">
              <article
                aria-labelledby={`plan-${plan.key}`}
                className={cn(
                  'flex h-full flex-col rounded-2xl border bg-white p-8 shadow-soft',
                  plan.isFeatured ? 'border-brand-300 ring-2 ring-brand-600' : 'border-slate-200',
                )}
              >
                {/* The badge keeps its one line and moves under the plan name when both do not fit. */}
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
                  <h3 id={`plan-${plan.key}`} className="text-lg font-semibold">
                    {t(`landing.pricing.${plan.key}.name`)}
                  </h3>
                  {plan.isFeatured && (
                    <Badge tone="brand" className="whitespace-nowrap">
                      {t('landing.pricing.pro.badge')}
                    </Badge>
                  )}
                </div>
                <p className="mt-4 flex items-baseline gap-2">
                  <span className="text-4xl font-semibold tracking-tight">{plan.price}</span>
                  <span className="text-slate-600">{plan.period}</span>
                </p>
                {plan.isFeatured && <p className="mt-1 text-xs text-slate-600">{t('landing.pricing.inclVat')}</p>}
                <p className="mt-3 text-sm text-slate-600">{t(`landing.pricing.${plan.key}.description`)}</p>
                <ul className="mt-6 flex-1 space-y-3 text-sm">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-3">
                      <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
                <Button className="mt-8 w-full" size="lg" variant={plan.isFeatured ? 'primary' : 'secondary'} asChild>
                  <Link to={plan.to}>{plan.cta}</Link>
                </Button>
              </article>
            </Reveal>
          ))}
        </div>
      </div>
    </section>
  )
}
