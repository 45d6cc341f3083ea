import { MailCheck } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isValidEmail, normalizeEmail } from '#shared/email'
import { DEFAULT_LOCALE, isLocale } from '#shared/i18n/locales'
import { Button } from '#web/components/ui/button'
import { FieldError, Input, Label } from '#web/components/ui/input'
import { toast } from '#web/components/ui/toast'
import { describeApiError } from '#web/lib/api-errors'
import { type MailRequestKind, useRequestMail } from '../api/request-mail'

/**
 * The e-mail forms (free trial, subscribe, checkout, login link): the one shared e-mail rule, the
 * messages of document 1 §5, and a clear "check your inbox" state afterwards.
 */
export function EmailForm({ kind, submitLabel, failureMessage }: { kind: MailRequestKind; submitLabel: string; failureMessage: string }) {
  const { t, i18n } = useTranslation()
  const id = useId()
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
          toast({ variant: 'error', title: t('forms.error'), description: describeApiError(error, failureMessage) }),
      },
    )
  }

  if (sentTo) {
    return (
      <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950">
        <MailCheck className="h-6 w-6 text-emerald-700" aria-hidden />
        <p className="mt-3 font-semibold">{t('forms.checkInbox.title')}</p>
        <p className="mt-1 text-sm">{t('forms.checkInbox.description', { email: sentTo })}</p>
        <Button variant="link" className="mt-2 h-auto" onClick={() => setSentTo(undefined)}>
          {t('forms.checkInbox.again')}
        </Button>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>{t('forms.emailLabel')}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('forms.emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
        />
        <FieldError id={`${id}-error`}>{fieldError}</FieldError>
      </div>
      <Button type="submit" size="lg" disabled={mutation.isPending}>
        {mutation.isPending ? t('forms.sending') : submitLabel}
      </Button>
    </form>
  )
}
