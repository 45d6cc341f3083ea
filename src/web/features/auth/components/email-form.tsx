import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isValidEmail, normalizeEmail } from '#shared/email'
import { DEFAULT_LOCALE, isLocale } from '#shared/i18n/locales'
import { EmailField, SentNotice } from '#web/components/forms/email-field'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/toast'
import { describeApiError } from '#web/lib/api-errors'
import { type MailRequestKind, useRequestMail } from '../api/request-mail'

/**
 * The e-mail forms (free trial, subscribe, checkout, login link): the one shared e-mail rule, the
 * messages of docs/spec/1-screens.md §5, and a clear "check your inbox" state afterwards.
 */
export function EmailForm({ kind, submitLabel, failureMessage }: { kind: MailRequestKind; submitLabel: string; failureMessage: string }) {
  const { t, i18n } = useTranslation()
  const [email, setEmail] = useState('')
  const [fieldError, setFieldError] = useState<string>()
  const [sentTo, setSentTo] = useState<string>()
  const mutation = useRequestMail(kind)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (email.trim() === '') {
      setFieldError(t('forms.emailRequired.description'))
      toast({ variant: 'error', title: t('forms.emailRequired.title'), description: t('forms.emailRequired.description') })
      return
    }
    if (!isValidEmail(email)) {
      setFieldError(t('forms.emailInvalid.description'))
      toast({ variant: 'error', title: t('forms.emailInvalid.title'), description: t('forms.emailInvalid.description') })
      return
    }
    setFieldError(undefined)
    const language = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE
    mutation.mutate(
      { email: normalizeEmail(email), language },
      {
        onSuccess: () => setSentTo(normalizeEmail(email)),
        onError: (error) =>
          toast({ variant: 'error', title: t('forms.error'), description: describeApiError(error, failureMessage) }) },
    )
  }

  if (sentTo) {
    return (
      <SentNotice description={t('forms.checkInbox.description', { email: sentTo })} onAgain={() => setSentTo(undefined)} />
    )
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <EmailField value={email} onChange={setEmail} error={fieldError} />
      <Button type="submit" size="lg" disabled={mutation.isPending}>
        {mutation.isPending ? t('forms.sending') : submitLabel}
      </Button>
    </form>
  )
}
