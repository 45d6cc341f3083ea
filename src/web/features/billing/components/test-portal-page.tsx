import { ArrowLeft, CreditCard, Loader2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import type { TestPortalView } from '#shared/api/billing'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Dialog } from '#web/components/ui/dialog'
import { toast } from '#web/components/ui/toast'
import { formatDate } from '#web/lib/i18n'
import { PATHS } from '#web/lib/paths'
import { usePageTitle } from '#web/lib/use-page-title'
import { useChangeTestPortal, useTestPortal } from '../billing-queries'
import { cardLabel, formatMoney } from '../format'
import { cardBody, CardFields, type CardState, EMPTY_CARD, useDeclineMessage } from './card-fields'
import { InvoiceList } from './invoice-list'
import { TestProviderFrame } from './test-checkout-page'

type Subscription = NonNullable<TestPortalView['subscription']>

function StatusBadge({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation()
  if (subscription.status === 'canceled') return <Badge tone="neutral">{t('billing.portal.status.canceled')}</Badge>
  if (subscription.status === 'past_due') return <Badge tone="danger">{t('billing.portal.status.pastDue')}</Badge>
  if (subscription.cancelAtPeriodEnd) return <Badge tone="warning">{t('billing.portal.status.canceling')}</Badge>
  return <Badge tone="success">{t('billing.portal.status.active')}</Badge>
}

function PlanSection({ portalId, subscription }: { portalId: string; subscription: Subscription }) {
  const { t } = useTranslation()
  const change = useChangeTestPortal(portalId)
  const [isConfirming, setIsConfirming] = useState(false)
  const date = formatDate(subscription.currentPeriodEnd)
  const fail = () => toast({ variant: 'error', title: t('forms.error'), description: t('billing.portal.changeFailed') })

  const line =
    subscription.status === 'canceled'
      ? t('billing.portal.endedOn', { date })
      : subscription.status === 'past_due'
        ? t('billing.portal.pastDue')
        : subscription.cancelAtPeriodEnd
          ? t('billing.portal.cancelsOn', { date })
          : t('billing.portal.renewsOn', { date })

  return (
    <section aria-labelledby="plan" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-soft">
      <h2 id="plan" className="text-sm font-medium tracking-wide text-slate-500 uppercase">{t('billing.portal.currentPlan')}</h2>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-semibold text-slate-900">{t('billing.checkout.plan')}</p>
        <StatusBadge subscription={subscription} />
      </div>
      <p className="mt-1 text-slate-700">
        {formatMoney(subscription.amountCents, subscription.currency)} {t('billing.checkout.perMonth')}
      </p>
      <p className="mt-1 text-sm text-slate-600">{line}</p>
      {subscription.status !== 'canceled' && (
        <div className="mt-5">
          {subscription.cancelAtPeriodEnd ? (
            <Button disabled={change.isPending} onClick={() => change.mutate({ action: 'reactivate' }, { onError: fail })}>
              {t('billing.portal.reactivate')}
            </Button>
          ) : (
            <Button variant="secondary" className="text-red-700" disabled={change.isPending} onClick={() => setIsConfirming(true)}>
              {t('billing.portal.cancel')}
            </Button>
          )}
        </div>
      )}
      <Dialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('billing.portal.confirm.title')}
        description={t('billing.portal.confirm.description', { date })}
      >
        <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
          <Button
            variant="danger"
            disabled={change.isPending}
            onClick={() =>
              change.mutate({ action: 'cancel' }, { onSuccess: () => setIsConfirming(false), onError: fail })
            }
          >
            {t('billing.portal.confirm.yes')}
          </Button>
          <Button variant="secondary" onClick={() => setIsConfirming(false)}>
            {t('billing.portal.confirm.no')}
          </Button>
        </div>
      </Dialog>
    </section>
  )
}

function PaymentMethodSection({ portalId, view }: { portalId: string; view: TestPortalView }) {
  const { t } = useTranslation()
  const id = useId()
  const change = useChangeTestPortal(portalId)
  const declineMessage = useDeclineMessage()
  const [isEditing, setIsEditing] = useState(false)
  const [card, setCard] = useState<CardState>(EMPTY_CARD)
  const [error, setError] = useState<string>()
  const method = view.subscription?.paymentMethod

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    change.mutate(
      { action: 'payment-method', card: cardBody(card) },
      {
        onSuccess: () => {
          setIsEditing(false)
          setCard(EMPTY_CARD)
          toast({ variant: 'success', title: t('billing.portal.cardSaved') })
        },
        onError: (failure) => setError(declineMessage(failure)),
      },
    )
  }

  return (
    <section aria-labelledby="payment" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-soft">
      <h2 id="payment" className="text-sm font-medium tracking-wide text-slate-500 uppercase">{t('billing.portal.paymentMethod')}</h2>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-slate-900">
          <CreditCard className="h-5 w-5 text-slate-500" aria-hidden />
          {method ? cardLabel(method) : t('billing.details.noCard')}
        </p>
        {!isEditing && view.subscription?.status !== 'canceled' && (
          <Button variant="secondary" size="sm" onClick={() => setIsEditing(true)}>
            {t('billing.portal.updateCard')}
          </Button>
        )}
      </div>
      {isEditing && (
        <form noValidate onSubmit={submit} className="mt-5 grid gap-4">
          <CardFields idPrefix={id} card={card} onChange={setCard} invalid={Boolean(error)} describedBy={error ? `${id}-error` : undefined} withName={false} />
          {error && (
            <p id={`${id}-error`} role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={change.isPending}>
              {t('billing.portal.saveCard')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setIsEditing(false)}>
              {t('billing.portal.cancelEdit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}

/** /billing/test-portal/:portalId — the test-mode provider's customer portal, shaped like Stripe's. */
export function TestPortalPage() {
  const { t } = useTranslation()
  const { portalId = '' } = useParams()
  const portal = useTestPortal(portalId)
  usePageTitle(t('billing.portal.title'))
  const view = portal.data

  const back = view && (
    <a href={view.returnUrl} className="rounded-md p-1 text-slate-700 hover:bg-amber-100" aria-label={t('billing.portal.return')}>
      <ArrowLeft className="h-5 w-5" aria-hidden />
    </a>
  )

  if (portal.isPending) {
    return (
      <TestProviderFrame>
        <div className="flex justify-center py-24" aria-busy="true">
          <Loader2 className="h-6 w-6 animate-spin text-slate-500 motion-reduce:animate-none" aria-label={t('billing.testMode.loading')} />
        </div>
      </TestProviderFrame>
    )
  }
  if (!view) {
    return (
      <TestProviderFrame>
        <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-soft">
          <h1 className="text-xl font-semibold">{t('billing.portal.expired')}</h1>
          <p className="mt-2 text-slate-600">{t('billing.portal.expiredHint')}</p>
          <Button className="mt-6" asChild>
            <Link to={PATHS.subscription}>{t('billing.subscription.manage')}</Link>
          </Button>
        </div>
      </TestProviderFrame>
    )
  }

  return (
    <TestProviderFrame back={back}>
      <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('billing.portal.title')}</h1>
          <p className="mt-2 text-slate-600">{t('billing.portal.signedInAs', { email: view.email })}</p>
          <a href={view.returnUrl} className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('billing.portal.return')}
          </a>
        </div>
        <div className="grid gap-6">
          {view.subscription ? (
            <PlanSection portalId={portalId} subscription={view.subscription} />
          ) : (
            <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 shadow-soft">{t('billing.portal.noSubscription')}</p>
          )}
          <PaymentMethodSection portalId={portalId} view={view} />
          <section aria-labelledby="invoices" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-soft">
            <h2 id="invoices" className="text-sm font-medium tracking-wide text-slate-500 uppercase">{t('billing.details.invoices')}</h2>
            <InvoiceList invoices={view.invoices} />
          </section>
        </div>
      </div>
    </TestProviderFrame>
  )
}
