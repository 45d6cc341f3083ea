import { ArrowLeft } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { normalizeEmail } from '#shared/email'
import { DEFAULT_LOCALE, isLocale } from '#shared/i18n/locales'
import { EmailField, SentNotice } from '#web/components/forms/email-field'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/toast'
import { AuthCard } from '#web/components/layout/auth-card'
import { describeApiError } from '#web/lib/api-errors'
import { ANCHORS } from '#web/lib/paths'
import { contract } from '#shared/api/contract'
import { useApiMutation } from '#web/lib/api-query'

const PRICING = `/#${ANCHORS.pricing}`

/** /payment-request: a payment link by e-mail. The form only checks for an @ (docs/spec/1-screens.md §5). */
export function PaymentRequestPage() {
  const { t, i18n } = useTranslation()
  const [email, setEmail] = useState('')
  const [fieldError, setFieldError] = useState<string>()
  const [sentTo, setSentTo] = useState<string>()
  const mutation = useApiMutation(contract.billing.requestPaymentLink)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (email.trim() === '') {
      setFieldError(t('forms.emailRequired.description'))
      toast({ variant: 'error', title: t('forms.emailRequired.title'), description: t('forms.emailRequired.description') })
      return
    }
    if (!email.includes('@')) {
      setFieldError(t('billing.paymentRequest.invalid.description'))
      toast({ variant: 'error', title: t('billing.paymentRequest.invalid.title'), description: t('billing.paymentRequest.invalid.description') })
      return
    }
    setFieldError(undefined)
    const language = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE
    mutation.mutate(
      { body: { email: normalizeEmail(email), language } },
      {
        onSuccess: () => setSentTo(normalizeEmail(email)),
        onError: (error) =>
          toast({ variant: 'error', title: t('forms.error'), description: describeApiError(error, t('billing.failures.paymentLink')) }) },
    )
  }

  const back = (
    <p className="text-center text-sm">
      <Link to={PRICING} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('billing.paymentRequest.back')}
      </Link>
    </p>
  )

  return (
    <AuthCard title={t('billing.paymentRequest.title')} lead={t('billing.paymentRequest.lead')} aside={back}>
      {sentTo ? (
        <SentNotice description={t('billing.paymentRequest.sent', { email: sentTo })} onAgain={() => setSentTo(undefined)} />
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4">
          <EmailField value={email} onChange={setEmail} error={fieldError} />
          <Button type="submit" size="lg" disabled={mutation.isPending}>
            {mutation.isPending ? t('forms.sending') : t('billing.paymentRequest.submit')}
          </Button>
          <p className="text-center text-sm text-slate-600">
            {t('billing.paymentRequest.payNowHint')}{' '}
            <Link to="/checkout?type=pro" className="font-medium text-brand-700 hover:underline">
              {t('billing.paymentRequest.payNow')}
            </Link>
          </p>
        </form>
      )}
    </AuthCard>
  )
}
