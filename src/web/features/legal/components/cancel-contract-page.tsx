import { CircleCheck } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isValidEmail, normalizeEmail } from '#shared/email'
import { DEFAULT_LOCALE, isLocale, LOCALE_TAGS } from '#shared/i18n/locales'
import { EmailField } from '#web/components/forms/email-field'
import { PageShell } from '#web/components/layout/page-shell'
import { Button } from '#web/components/ui/button'
import { describeApiError } from '#web/lib/api-errors'
import { contract } from '#shared/api/contract'
import { useApiMutation } from '#web/lib/api-query'

/**
 * /cancel: the cancellation button of every footer (§ 312k BGB). Works without sign-in: the person
 * names the account by its address and presses "Cancel now"; the page confirms with date and time and
 * the confirmation goes by mail to that address.
 */
export function CancelContractPage() {
  const { t, i18n } = useTranslation()
  const [email, setEmail] = useState('')
  const [fieldError, setFieldError] = useState<string>()
  const [received, setReceived] = useState<{ email: string; at: Date } | null>(null)
  const cancel = useApiMutation(contract.system.cancelContract)
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (email.trim() === '') return setFieldError(t('forms.emailRequired.description'))
    if (!isValidEmail(email)) return setFieldError(t('forms.emailInvalid.description'))
    setFieldError(undefined)
    const address = normalizeEmail(email)
    cancel.mutate({ body: { email: address, language: locale } }, { onSuccess: () => setReceived({ email: address, at: new Date() }) })
  }

  return (
    <PageShell title={t('legal.cancel.title')} lead={t('legal.cancel.lead')}>
      {received ? (
        <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950">
          <CircleCheck className="h-6 w-6 text-emerald-700" aria-hidden />
          <h2 className="mt-3 text-lg font-semibold">{t('legal.cancel.receivedTitle')}</h2>
          <p className="mt-1">
            {t('legal.cancel.receivedBody', {
              email: received.email,
              when: new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(received.at),
            })}
          </p>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="grid max-w-md gap-5">
          <EmailField value={email} onChange={setEmail} error={fieldError} required />
          <p className="rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700">{t('legal.cancel.kind')}</p>
          {cancel.isError && (
            <p role="alert" className="text-sm text-red-700">
              {describeApiError(cancel.error, t('legal.cancel.failed'))}
            </p>
          )}
          <Button type="submit" size="lg" disabled={cancel.isPending}>
            {cancel.isPending ? t('legal.cancel.sending') : t('legal.cancel.submit')}
          </Button>
        </form>
      )}
    </PageShell>
  )
}
