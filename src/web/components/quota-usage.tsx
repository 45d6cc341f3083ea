import { CalendarClock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { QuotaUsage } from '#shared/api/account'
import { quotaLeft, useAccountUsage } from '#web/lib/account-usage'
import { formatDate } from '#web/lib/i18n'
import { cn } from '#web/lib/cn'

/**
 * "2 of 3 left" for one quota of a trial (for a button such as the builder's PDF export); null when
 * the plan has no limit for it or the usage is not known yet.
 */
export function useQuotaLeftLabel(feature: QuotaUsage['feature']): string | null {
  const { t } = useTranslation()
  const quota = useAccountUsage().data?.quotas.find((q) => q.feature === feature)
  if (!quota || typeof quota.limit !== 'number') return null
  return t('quotas.left', { left: quotaLeft(quota), limit: quota.limit })
}

function QuotaRow({ quota, onUpgrade }: { quota: QuotaUsage; onUpgrade: () => void }) {
  const { t } = useTranslation()
  const left = quotaLeft(quota)
  const isUsedUp = left === 0
  const value =
    quota.limit === null
      ? t('quotas.unlimited')
      : quota.limit === 'none'
        ? t('quotas.proOnly')
        : t('quotas.left', { left, limit: quota.limit })
  return (
    <li className="flex items-center justify-between gap-3 py-2.5">
      <span className="min-w-0 text-sm text-slate-800">{t(`quotas.features.${quota.feature}`)}</span>
      {/* The count keeps one line ("3 of 3" never splits); a long feature name wraps instead. */}
      <span className="flex shrink-0 items-center gap-2 whitespace-nowrap">
        {typeof quota.limit === 'number' && (
          <span aria-hidden className="hidden h-1.5 w-20 overflow-hidden rounded-full bg-slate-100 sm:block">
            <span className={cn('block h-full', isUsedUp ? 'bg-red-600' : 'bg-brand-600')} style={{ width: `${Math.min(100, (quota.used / Math.max(1, quota.limit)) * 100)}%` }} />
          </span>
        )}
        {isUsedUp ? (
          <button type="button" onClick={onUpgrade} className="rounded-md text-sm font-medium text-red-700 underline-offset-4 hover:underline">
            {value}
          </button>
        ) : (
          <span className="text-sm font-medium text-slate-900">{value}</span>
        )}
      </span>
    </li>
  )
}

/**
 * What the plan includes and what is left of it, with the trial's end date; a used-up quota or an
 * ended trial opens the upgrade dialog (onUpgrade).
 */
export function QuotaUsageList({ onUpgrade, className }: { onUpgrade: () => void; className?: string }) {
  const { t } = useTranslation()
  const usage = useAccountUsage()
  if (usage.isPending) return <div className={cn('h-40 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none', className)} aria-busy="true" />
  if (!usage.data) return <p className={cn('text-sm text-slate-600', className)}>{t('quotas.unavailable')}</p>
  const { quotas, trialEndsAt, isTrialExpired, accountStatus } = usage.data
  return (
    <section aria-labelledby="quota-title" className={className} data-testid="quota-usage">
      <h2 id="quota-title" className="text-lg font-semibold">{t('quotas.title')}</h2>
      {accountStatus === 'trial' && trialEndsAt && (
        <p className={cn('mt-2 flex items-center gap-2 text-sm', isTrialExpired ? 'text-red-700' : 'text-slate-700')}>
          <CalendarClock className="h-4 w-4 shrink-0" aria-hidden />
          {isTrialExpired ? (
            <button type="button" onClick={onUpgrade} className="font-medium underline-offset-4 hover:underline">
              {t('quotas.trialEnded', { date: formatDate(trialEndsAt) })}
            </button>
          ) : (
            t('quotas.trialEnds', { date: formatDate(trialEndsAt) })
          )}
        </p>
      )}
      <ul className="mt-3 divide-y divide-slate-100">
        {quotas.map((quota) => (
          <QuotaRow key={quota.feature} quota={quota} onUpgrade={onUpgrade} />
        ))}
      </ul>
    </section>
  )
}
