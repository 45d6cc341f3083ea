import { AlertTriangle, CalendarClock, CreditCard, RotateCcw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/toast'
import { describeApiError } from '#web/lib/api-errors'
import { formatDate } from '#web/lib/i18n'
import { useBillingOverview, useResumeSubscription } from '../billing-queries'
import { cardLabel } from '../format'
import { InvoiceList } from './invoice-list'

/**
 * The settings tab's billing facts for a Pro account: when it renews or ends, the card and the
 * invoices, as the server knows them (GET /api/billing/overview).
 */
export function BillingDetails({ price }: { price: string }) {
  const { t } = useTranslation()
  const overview = useBillingOverview()
  if (overview.isPending) return <div className="mt-2 h-24 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none" aria-busy="true" />
  if (!overview.data) return <p className="mt-2 text-sm text-slate-600">{t('billing.details.unavailable')}</p>

  const { subscription, proUntil, invoices } = overview.data
  const end = subscription?.currentPeriodEnd ?? proUntil
  const date = end ? formatDate(end) : ''
  const isProblem = subscription?.status === 'past_due' || subscription?.status === 'unpaid'
  const line = !end
    ? null
    : isProblem
      ? t('billing.details.paymentFailed', { date })
      : subscription?.renewal === 'renews'
        ? t('billing.details.renewsOn', { date })
        : subscription
          ? t('billing.details.endsOn', { date })
          : t('billing.details.proUntil', { date })

  return (
    <div className="mt-2 grid gap-4">
      <p className="text-slate-700">
        {subscription?.renewal === 'renews' ? t('billing.details.priceRenews', { price }) : t('billing.details.price', { price })}
      </p>
      {line && (
        <p className={`flex items-start gap-2 text-sm ${isProblem || subscription?.renewal === 'ends' ? 'text-amber-900' : 'text-slate-700'}`}>
          {isProblem ? <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden /> : <CalendarClock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />}
          {line}
        </p>
      )}
      {subscription && (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <CreditCard className="h-4 w-4 shrink-0" aria-hidden />
          {subscription.paymentMethod ? t('billing.details.paidWith', { card: cardLabel(subscription.paymentMethod) }) : t('billing.details.noCard')}
        </p>
      )}
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{t('billing.details.invoices')}</h3>
        <InvoiceList invoices={invoices} />
      </div>
    </div>
  )
}

/** The plan badge of a Pro account: "Active", or "Ends on …" once cancelled. */
export function ProStatusBadge() {
  const { t } = useTranslation()
  const subscription = useBillingOverview().data?.subscription
  if (subscription?.renewal === 'ends' && subscription.currentPeriodEnd) {
    return <Badge tone="warning">{t('billing.details.endsBadge', { date: formatDate(subscription.currentPeriodEnd) })}</Badge>
  }
  return <Badge tone="success">{t('settings.pro.active')}</Badge>
}

/** "Resume subscription" for a cancelled subscription whose paid period still runs; nothing otherwise. */
export function ResumeSubscription() {
  const { t } = useTranslation()
  const overview = useBillingOverview()
  const resume = useResumeSubscription()
  const subscription = overview.data?.subscription
  if (!subscription?.cancelAtPeriodEnd || subscription.status !== 'active') return null
  return (
    <div className="grid gap-2">
      <Button
        onClick={() =>
          resume.mutate(undefined, {
            onSuccess: () => toast({ variant: 'success', title: t('billing.details.resumed') }),
            onError: (error) => toast({ variant: 'error', title: t('forms.error'), description: describeApiError(error, t('billing.details.resumeFailed')) }),
          })
        }
        disabled={resume.isPending}
      >
        <RotateCcw className="h-4 w-4" aria-hidden />
        {t('billing.details.resume')}
      </Button>
    </div>
  )
}

/** Past invoices of an account that is no longer Pro (nothing when there are none). */
export function BillingHistory() {
  const { t } = useTranslation()
  const overview = useBillingOverview()
  const invoices = overview.data?.invoices ?? []
  if (invoices.length === 0) return null
  return (
    <div className="mt-6 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">{t('billing.details.invoices')}</h3>
      <InvoiceList invoices={invoices} />
    </div>
  )
}
