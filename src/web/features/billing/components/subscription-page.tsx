import { ArrowLeft, CreditCard, FileText, KeyRound, Loader2, RotateCcw, ShieldCheck, XCircle } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { isValidEmail, normalizeEmail } from '#shared/email'
import { DEFAULT_LOCALE, isLocale } from '#shared/i18n/locales'
import { SiteLayout } from '#web/components/layout/site-layout'
import { EmailField } from '#web/components/forms/email-field'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/toast'
import { useCurrentUser } from '#web/lib/current-user'
import { describeApiError } from '#web/lib/api-errors'
import { PATHS } from '#web/lib/paths'
import { usePageTitle } from '#web/lib/use-page-title'
import { contract } from '#shared/api/contract'
import { callApi } from '#web/lib/api-client'
import { KeepSubscriptionPanel } from './keep-subscription-panel'

type Busy = 'manage' | 'token' | null

/**
 * /subscription: manage the subscription in the provider's portal, or get a new Pro token by
 * e-mail. Nobody learns here whether an address is a customer: only its owner, signed in, is sent
 * to the portal; everyone else is told to check the inbox of that address.
 */
export function SubscriptionPage() {
  const { t, i18n } = useTranslation()
  const id = useId()
  const [params] = useSearchParams()
  const user = useCurrentUser()
  const [typed, setTyped] = useState<string>()
  const [fieldError, setFieldError] = useState<string>()
  const [busy, setBusy] = useState<Busy>(null)
  const email = typed ?? user.data?.email ?? ''
  usePageTitle(t('billing.subscription.title'))

  function checkedEmail(): string | null {
    if (email.trim() === '') {
      setFieldError(t('forms.emailRequired.description'))
      toast({ variant: 'error', title: t('forms.emailRequired.title'), description: t('forms.emailRequired.description') })
      return null
    }
    if (!isValidEmail(email)) {
      setFieldError(t('forms.emailInvalid.description'))
      toast({ variant: 'error', title: t('forms.emailInvalid.title'), description: t('forms.emailInvalid.description') })
      return null
    }
    setFieldError(undefined)
    return normalizeEmail(email)
  }

  async function manage(event: FormEvent) {
    event.preventDefault()
    const address = checkedEmail()
    if (!address) return
    setBusy('manage')
    // Going to the portal keeps both buttons disabled until the page is left.
    let isLeaving = false
    try {
      let found
      try {
        found = await callApi(contract.billing.findCustomer, { body: { email: address } })
      } catch (error) {
        toast({ variant: 'error', title: t('forms.error'), description: describeApiError(error, t('billing.subscription.accessFailed')) })
        return
      }
      const customer = found.data[0]
      if (!customer) {
        if (found.delivery === 'email') {
          toast({ variant: 'success', title: t('forms.checkInbox.title'), description: t('billing.subscription.portalMailed') })
        } else {
          toast({ variant: 'error', title: t('billing.subscription.noSubscription.title'), description: t('billing.subscription.noSubscription.description') })
        }
        return
      }
      try {
        const portal = await callApi(contract.billing.openCustomerPortal, { body: { customerId: customer.id } })
        if (portal.url) {
          isLeaving = true
          window.location.assign(portal.url)
          return
        }
        toast({ variant: 'success', title: t('forms.checkInbox.title'), description: t('billing.subscription.portalMailed') })
      } catch (error) {
        toast({ variant: 'error', title: t('forms.error'), description: describeApiError(error, t('billing.subscription.portalFailed')) })
      }
    } finally {
      if (!isLeaving) setBusy(null)
    }
  }

  async function requestToken() {
    const address = checkedEmail()
    if (!address) return
    setBusy('token')
    try {
      const language = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE
      await callApi(contract.billing.generateToken, { body: { email: address, language } })
      toast({ variant: 'success', title: t('billing.subscription.tokenSent.title'), description: t('billing.subscription.tokenSent.description') })
    } catch (error) {
      toast({ variant: 'error', title: t('forms.error'), description: describeApiError(error, t('billing.subscription.tokenFailed')) })
    } finally {
      setBusy(null)
    }
  }

  return (
    <SiteLayout>
      <div className="bg-gradient-to-b from-brand-50/70 to-slate-50 px-4 py-10 sm:py-16">
        <div className="mx-auto w-full max-w-2xl">
          <Link to={PATHS.settings} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('billing.subscription.back')}
          </Link>
          <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-lift sm:p-8">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('billing.subscription.title')}</h1>
            <p className="mt-2 text-slate-600">{t('billing.subscription.lead')}</p>

            {params.get('keep') && <KeepSubscriptionPanel token={params.get('keep') ?? ''} />}

            {params.get('link') === 'expired' && (
              <p role="status" className="mt-5 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
                {t('billing.subscription.linkExpired')}
              </p>
            )}

            <form noValidate onSubmit={(event) => void manage(event)} className="mt-6 grid gap-4">
              <EmailField value={email} onChange={setTyped} error={fieldError} required />
              <div className="grid gap-3 sm:grid-cols-2">
                <Button type="submit" size="lg" disabled={busy !== null}>
                  {busy === 'manage' ? <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> : <CreditCard className="h-4 w-4" aria-hidden />}
                  {busy === 'manage' ? t('billing.subscription.opening') : t('billing.subscription.manage')}
                </Button>
                <Button type="button" variant="secondary" size="lg" disabled={busy !== null} onClick={() => void requestToken()}>
                  {busy === 'token' ? <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> : <KeyRound className="h-4 w-4" aria-hidden />}
                  {busy === 'token' ? t('forms.sending') : t('billing.subscription.requestToken')}
                </Button>
              </div>
            </form>
          </div>

          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <section aria-labelledby={`${id}-info`} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-soft">
              <h2 id={`${id}-info`} className="font-semibold text-slate-900">{t('billing.subscription.info.title')}</h2>
              <ul className="mt-4 space-y-3 text-sm text-slate-700">
                {(
                  [
                    ['payment', CreditCard],
                    ['invoices', FileText],
                    ['cancel', XCircle],
                    ['token', KeyRound],
                  ] as const
                ).map(([key, Icon]) => (
                  <li key={key} className="flex gap-2">
                    <Icon className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
                    {t(`billing.subscription.info.${key}`)}
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby={`${id}-cancel`} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-soft">
              <h2 id={`${id}-cancel`} className="font-semibold text-slate-900">{t('billing.subscription.cancellation.title')}</h2>
              <ul className="mt-4 space-y-3 text-sm text-slate-700">
                {(
                  [
                    ['portal', ShieldCheck],
                    ['anytime', XCircle],
                    ['noFees', CreditCard],
                    ['reactivate', RotateCcw],
                  ] as const
                ).map(([key, Icon]) => (
                  <li key={key} className="flex gap-2">
                    <Icon className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
                    {t(`billing.subscription.cancellation.${key}`)}
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      </div>
    </SiteLayout>
  )
}
