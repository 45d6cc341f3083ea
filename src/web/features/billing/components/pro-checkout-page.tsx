import { Check, Info, Lock } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { isValidEmail, normalizeEmail } from '#shared/email'
import { DEFAULT_LOCALE, isLocale } from '#shared/i18n/locales'
import { CURRENCY, PRO_PRICE_CENTS } from '#shared/plans'
import { SUPPORT_EMAIL } from '#shared/product'
import { EmailField } from '#web/components/forms/email-field'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/toast'
import { useCurrentUser } from '#web/lib/current-user'
import { AuthCard } from '#web/components/layout/auth-card'
import { describeApiError } from '#web/lib/api-errors'
import { PATHS } from '#web/lib/paths'
import { writeSession } from '#web/lib/session-storage'
import { contract } from '#shared/api/contract'
import { useApiMutation } from '#web/lib/api-query'
import { PAYMENT_SUCCESS_EMAIL_KEY } from '../billing-paths'
import { formatMoney } from '../format'

function ProSummary() {
  const { t } = useTranslation()
  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50/60 p-4">
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-semibold text-slate-900">{t('billing.checkout.plan')}</p>
        <p className="text-right">
          <span className="text-xl font-semibold text-slate-900">
            {formatMoney(PRO_PRICE_CENTS, CURRENCY)}
          </span>{' '}
          <span className="text-sm text-slate-600">{t('billing.checkout.perMonth')}</span>
          <span className="block text-xs text-slate-600">{t('billing.inclVat')}</span>
        </p>
      </div>
      <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
        {(['exports', 'word', 'ai', 'share', 'cancel'] as const).map((key) => (
          <li key={key} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
            {t(`billing.checkout.benefits.${key}`)}
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The Pro subscription form: the e-mail goes to create-subscription and the browser on to the
 * payment page; the address waits in session storage for /payment-success (docs/spec/1-screens.md §3).
 */
function ProCheckoutForm({ failureMessage }: { failureMessage: string }) {
  const { t, i18n } = useTranslation()
  const [params] = useSearchParams()
  const user = useCurrentUser()
  const [typed, setTyped] = useState<string>()
  const [fieldError, setFieldError] = useState<string>()
  const [startAtOnce, setStartAtOnce] = useState(false)
  const [consentError, setConsentError] = useState<string>()
  const [isRedirecting, setIsRedirecting] = useState(false)
  const mutation = useApiMutation(contract.billing.createSubscription)
  const email = typed ?? params.get('email') ?? user.data?.email ?? ''

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (email.trim() === '') {
      setFieldError(t('forms.emailRequired.description'))
      toast({
        variant: 'error',
        title: t('forms.emailRequired.title'),
        description: t('forms.emailRequired.description'),
      })
      return
    }
    if (!isValidEmail(email)) {
      setFieldError(t('forms.emailInvalid.description'))
      toast({
        variant: 'error',
        title: t('forms.emailInvalid.title'),
        description: t('forms.emailInvalid.description'),
      })
      return
    }
    setFieldError(undefined)
    if (!startAtOnce) {
      setConsentError(t('billing.withdrawal.consentRequired'))
      return
    }
    setConsentError(undefined)
    const address = normalizeEmail(email)
    const language = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE
    mutation.mutate(
      { body: { email: address, language } },
      {
        onSuccess: ({ sessionUrl }) => {
          // Without storage the success page simply does not name the address.
          writeSession(PAYMENT_SUCCESS_EMAIL_KEY, address)
          setIsRedirecting(true)
          window.location.assign(sessionUrl)
        },
        onError: (error) =>
          toast({
            variant: 'error',
            title: t('forms.error'),
            description: describeApiError(error, failureMessage),
          }),
      },
    )
  }

  const isBusy = mutation.isPending || isRedirecting
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {params.get('canceled') === '1' && (
        <p
          role="status"
          className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {t('billing.checkout.canceled')}
        </p>
      )}
      <ProSummary />
      <EmailField
        value={email}
        onChange={setTyped}
        error={fieldError}
        hint={t('billing.checkout.emailHint')}
      />
      <WithdrawalConsent checked={startAtOnce} onChange={setStartAtOnce} error={consentError} />
      <Button type="submit" size="lg" disabled={isBusy}>
        <Lock className="h-4 w-4" aria-hidden />
        {isBusy ? t('billing.checkout.redirecting') : t('billing.checkout.submit')}
      </Button>
      <p className="text-center text-xs text-slate-600">{t('billing.checkout.secure')}</p>
    </form>
  )
}

/** The right of withdrawal and the consent to start at once (§ 356 (4), § 357a (2) BGB). */
function WithdrawalConsent({ checked, onChange, error }: { checked: boolean; onChange: (value: boolean) => void; error?: string }) {
  const { t } = useTranslation()
  return (
    <fieldset className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <legend className="px-1 font-medium text-slate-900">{t('billing.withdrawal.title')}</legend>
      <p className="text-slate-700">{t('billing.withdrawal.body', { email: SUPPORT_EMAIL })}</p>
      <label className="flex items-start gap-2 text-slate-900">
        <input
          type="checkbox"
          className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'withdrawal-consent-error' : undefined}
        />
        <span>{t('billing.withdrawal.consent')}</span>
      </label>
      {error && (
        <p id="withdrawal-consent-error" role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}

function HaveToken() {
  const { t } = useTranslation()
  return (
    <p className="text-center text-sm text-slate-600">
      {t('billing.checkout.haveToken')}{' '}
      <Link to={PATHS.login} className="font-medium text-brand-700 hover:underline">
        {t('billing.checkout.login')}
      </Link>
    </p>
  )
}

/** /checkout?type=pro */
export function ProCheckoutPage() {
  const { t } = useTranslation()
  return (
    <AuthCard title={t('billing.checkout.title')} lead={t('billing.checkout.lead')} aside={<HaveToken />}>
      <ProCheckoutForm failureMessage={t('billing.failures.createSubscription')} />
    </AuthCard>
  )
}

/** /subscribe: the same form, with the way to the free trial for those who want to try first. */
export function SubscribeProPage() {
  const { t } = useTranslation()
  return (
    <AuthCard title={t('billing.subscribe.title')} lead={t('billing.subscribe.lead')} aside={<HaveToken />}>
      <ProCheckoutForm failureMessage={t('billing.failures.processSubscription')} />
      <p className="mt-6 text-sm text-slate-600">
        {t('billing.subscribe.trialHint')}{' '}
        <Link to={PATHS.freeTrial} className="font-medium text-brand-700 hover:underline">
          {t('billing.subscribe.trialLink')}
        </Link>
      </p>
    </AuthCard>
  )
}
