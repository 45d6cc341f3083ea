import { ArrowLeft, Check, FlaskConical, Loader2, Lock } from 'lucide-react'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { TEST_CARDS } from '#shared/api/billing'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Input, Label } from '#web/components/ui/input'
import { usePageTitle } from '#web/lib/use-page-title'
import { contract } from '#shared/api/contract'
import { useApiMutation } from '#web/lib/api-query'
import { useTestCheckout } from '../billing-queries'
import { formatMoney } from '../format'
import { cardBody, CardFields, type CardState, EMPTY_CARD, useDeclineMessage } from './card-fields'

/** The frame of the test-mode provider's pages: its own header, plainly marked as test mode. */
export function TestProviderFrame({ children, back }: { children: ReactNode; back?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-amber-200 bg-amber-50">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div className="flex items-center gap-3">
            {back}
            <span className="flex items-center gap-2 font-semibold text-slate-900">
              <svg viewBox="0 0 32 32" className="h-7 w-7" aria-hidden>
                <rect width="32" height="32" rx="8" fill="#2f3aa8" />
                <path d="M9 22.5 14.6 9h2.8L23 22.5h-3l-1.2-3.1h-5.6L12 22.5H9Zm5.1-5.6h3.8L16 11.9l-1.9 5Z" fill="#fff" />
              </svg>
              {t('brand.name')}
            </span>
          </div>
          <Badge tone="warning" className="uppercase tracking-wide">
            <FlaskConical className="h-3.5 w-3.5" aria-hidden />
            {t('billing.testMode.badge')}
          </Badge>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">{children}</main>
      <footer className="mx-auto max-w-5xl px-4 pb-10 text-center text-xs text-slate-600 sm:px-6">
        <p className="flex items-center justify-center gap-1.5">
          <Lock className="h-3.5 w-3.5" aria-hidden />
          {t('billing.testMode.footer')}
        </p>
      </footer>
    </div>
  )
}

function TestCardsHelp({ onUse }: { onUse: (number: string) => void }) {
  const { t } = useTranslation()
  const rows = [
    [TEST_CARDS.success, 'success'],
    [TEST_CARDS.declined, 'declined'],
    [TEST_CARDS.failsOnRenewal, 'failsOnRenewal'],
  ] as const
  return (
    <section aria-labelledby="test-cards" className="rounded-xl border border-amber-200 bg-amber-50/70 p-4 text-sm text-amber-950">
      <h2 id="test-cards" className="font-semibold">{t('billing.testMode.cards.title')}</h2>
      <ul className="mt-2 grid gap-2">
        {rows.map(([number, key]) => (
          <li key={key} className="grid grid-cols-[1fr_auto] items-start gap-3">
            <span>
              <span className="font-mono whitespace-nowrap">{number.replace(/(\d{4})(?=\d)/g, '$1 ')}</span>
              <span className="block text-amber-900">{t(`billing.testMode.cards.${key}`)}</span>
            </span>
            <button
              type="button"
              className="rounded-md px-1 font-medium text-amber-950 underline underline-offset-4 hover:text-amber-800 focus-visible:outline-2 focus-visible:outline-brand-600"
              onClick={() => onUse(number)}
            >
              {t('billing.testMode.cards.use')}
            </button>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-amber-900">{t('billing.testMode.cards.anyExpiry')}</p>
    </section>
  )
}

/** /billing/test-checkout/:sessionId — the test-mode provider's checkout, shaped like Stripe's. */
export function TestCheckoutPage() {
  const { t } = useTranslation()
  const id = useId()
  const { sessionId = '' } = useParams()
  const checkout = useTestCheckout(sessionId)
  const pay = useApiMutation(contract.testBilling.payCheckout)
  const declineMessage = useDeclineMessage()
  const [card, setCard] = useState<CardState>(EMPTY_CARD)
  const [error, setError] = useState<string>()
  const [isLeaving, setIsLeaving] = useState(false)
  usePageTitle(t('billing.testCheckout.title'))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    pay.mutate({ params: { sessionId }, body: cardBody(card) }, {
      onSuccess: ({ redirectUrl }) => {
        setIsLeaving(true)
        window.location.assign(redirectUrl)
      },
      onError: (failure) => setError(declineMessage(failure)),
    })
  }

  const view = checkout.data
  const back = view && (
    <a href={view.cancelUrl} className="rounded-md p-1 text-slate-700 hover:bg-amber-100" aria-label={t('billing.testCheckout.back')}>
      <ArrowLeft className="h-5 w-5" aria-hidden />
    </a>
  )

  if (checkout.isPending) {
    return (
      <TestProviderFrame>
        <div className="flex justify-center py-24" aria-busy="true">
          <Loader2 className="h-6 w-6 animate-spin text-slate-500 motion-reduce:animate-none" aria-label={t('billing.testMode.loading')} />
        </div>
      </TestProviderFrame>
    )
  }
  if (!view || view.status !== 'open') {
    return (
      <TestProviderFrame back={back}>
        <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-soft">
          <h1 className="text-xl font-semibold">
            {view?.status === 'complete' ? t('billing.testCheckout.complete') : t('billing.testCheckout.unavailable')}
          </h1>
          <p className="mt-2 text-slate-600">
            {view?.status === 'complete' ? t('billing.testCheckout.completeHint') : t('billing.testCheckout.unavailableHint')}
          </p>
          <Button className="mt-6" asChild>
            {view?.status === 'complete' && view.successUrl ? (
              <a href={view.successUrl}>{t('billing.testCheckout.continue')}</a>
            ) : (
              <Link to="/checkout?type=pro">{t('billing.testCheckout.startAgain')}</Link>
            )}
          </Button>
        </div>
      </TestProviderFrame>
    )
  }

  const price = formatMoney(view.amountCents, view.currency)
  const isBusy = pay.isPending || isLeaving
  return (
    <TestProviderFrame back={back}>
      {/* grid-cols-1 is minmax(0, 1fr): on a phone a long label wraps instead of widening the page. */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
        <section aria-labelledby="order-title" className="lg:pt-4">
          <p id="order-title" className="text-slate-600">{t('billing.testCheckout.subscribeTo')}</p>
          <p className="mt-2 flex items-baseline gap-2">
            <span className="text-4xl font-semibold tracking-tight text-slate-900">{price}</span>
            <span className="text-slate-600">{t('billing.testCheckout.perMonth')}</span>
          </p>
          <p className="mt-1 text-sm text-slate-600">{t('billing.inclVat')}</p>
          <div className="mt-8 rounded-xl border border-slate-200 bg-white p-4 shadow-soft">
            <div className="flex items-start justify-between gap-4">
              <div>
                <p className="font-medium text-slate-900">{t('billing.checkout.plan')}</p>
                <p className="text-sm text-slate-600">{t('billing.testCheckout.billedMonthly')}</p>
              </div>
              <p className="font-medium text-slate-900">{price}</p>
            </div>
            <ul className="mt-4 space-y-1.5 border-t border-slate-100 pt-4 text-sm text-slate-700">
              {(['exports', 'word', 'ai', 'share'] as const).map((key) => (
                <li key={key} className="flex gap-2">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
                  {t(`billing.checkout.benefits.${key}`)}
                </li>
              ))}
            </ul>
            <div className="mt-4 flex justify-between border-t border-slate-100 pt-4 font-semibold text-slate-900">
              <span>{t('billing.testCheckout.dueToday')}</span>
              <span>{price}</span>
            </div>
          </div>
        </section>

        <section aria-labelledby="pay-title" className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-lift sm:p-8">
          <h1 id="pay-title" className="text-xl font-semibold text-slate-900">{t('billing.testCheckout.title')}</h1>
          <form noValidate onSubmit={submit} className="mt-6 grid grid-cols-1 gap-5">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-email`}>{t('forms.emailLabel')}</Label>
              <Input id={`${id}-email`} type="email" value={view.email} readOnly className="bg-slate-50 text-slate-700" />
            </div>
            <CardFields idPrefix={id} card={card} onChange={setCard} invalid={Boolean(error)} describedBy={error ? `${id}-error` : undefined} />
            {error && (
              <p id={`${id}-error`} role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                {error}
              </p>
            )}
            <Button type="submit" size="lg" disabled={isBusy} className="h-auto min-h-12 py-3 text-center whitespace-normal">
              {isBusy ? <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> : <Lock className="h-4 w-4" aria-hidden />}
              {isBusy ? t('billing.testCheckout.processing') : t('billing.testCheckout.submit', { price })}
            </Button>
            <p className="text-xs text-slate-600">{t('billing.testCheckout.terms', { price })}</p>
          </form>
          <div className="mt-6">
            <TestCardsHelp onUse={(number) => setCard({ ...card, cardNumber: number.replace(/(\d{4})(?=\d)/g, '$1 ') })} />
          </div>
        </section>
      </div>
    </TestProviderFrame>
  )
}
