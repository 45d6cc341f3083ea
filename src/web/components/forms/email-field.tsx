import { MailCheck } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button'
import { FieldError, Input, Label } from '#web/components/ui/input'

/** The labelled e-mail input of every e-mail form, with its error (and an optional hint) announced. */
export function EmailField({
  value,
  onChange,
  error,
  hint,
  required,
}: {
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
  required?: boolean
}) {
  const { t } = useTranslation()
  const id = useId()
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-email`}>{t('forms.emailLabel')}</Label>
      <Input
        id={`${id}-email`}
        type="email"
        name="email"
        required={required}
        autoComplete="email"
        inputMode="email"
        placeholder={t('forms.emailPlaceholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
      {!error && hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  )
}

/** "Check your inbox" after a form mailed something, with a way back to the form. */
export function SentNotice({ description, onAgain }: { description: string; onAgain: () => void }) {
  const { t } = useTranslation()
  return (
    <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950">
      <MailCheck className="h-6 w-6 text-emerald-700" aria-hidden />
      <p className="mt-3 font-semibold">{t('forms.checkInbox.title')}</p>
      <p className="mt-1 text-sm">{description}</p>
      <Button variant="link" className="mt-2 h-auto" onClick={onAgain}>
        {t('forms.checkInbox.again')}
      </Button>
    </div>
  )
}
