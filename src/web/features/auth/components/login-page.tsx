import { KeyRound } from 'lucide-react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router'
import { PAYMENT_TOAST_MS, PRO_PERIOD_DAYS, TRIAL_DAYS } from '#shared/limits'
import { Button } from '#web/components/ui/button'
import { Input, Label } from '#web/components/ui/input'
import { toast } from '#web/components/ui/toast'
import { NetworkError } from '#web/lib/api-client'
import { describeApiError } from '#web/lib/api-errors'
import { PATHS } from '#web/lib/paths'
import { useCurrentUser } from '#web/lib/current-user'
import { useValidateToken } from '../api/validate-token'
import { AuthCard } from '#web/components/layout/auth-card'
import { EmailForm } from './email-form'

export function LoginPage() {
  const { t } = useTranslation()
  const id = useId()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [token, setToken] = useState('')
  const validate = useValidateToken()
  const currentUser = useCurrentUser()

  // Query flags only raise toasts (docs/spec/2-calls.md §7).
  const securityAlert = params.get('security_alert') === 'true'
  const paymentSuccess = params.get('payment') === 'success'
  useEffect(() => {
    if (securityAlert) {
      toast({ variant: 'error', title: t('login.securityAlert.title'), description: t('login.securityAlert.description') })
    }
    if (paymentSuccess) {
      toast({
        variant: 'success',
        title: t('login.paymentSuccess.title'),
        description: t('login.paymentSuccess.description'),
        durationMs: PAYMENT_TOAST_MS,
      })
    }
  }, [securityAlert, paymentSuccess, t])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = token.trim()
    if (!trimmed) {
      toast({ variant: 'error', title: t('login.tokenRequired.title'), description: t('login.tokenRequired.description') })
      return
    }
    validate.mutate(trimmed, {
      onSuccess: () => void navigate(PATHS.dashboard),
      onError: (error) =>
        error instanceof NetworkError
          ? toast({ variant: 'error', title: t('login.networkError.title'), description: t('login.networkError.description') })
          : toast({
              variant: 'error',
              title: t('login.invalidToken.title'),
              description: describeApiError(error, t('login.invalidToken.description')),
            }),
    })
  }

  if (currentUser.data) return <Navigate to={PATHS.dashboard} replace />

  // The e-mailed link first: it is how most people sign in. Pasting the token is the second way.
  return (
    <AuthCard
      title={t('login.title')}
      lead={t('login.lead')}
      aside={
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-soft">
          <h2 className="font-semibold">{t('login.paste.title')}</h2>
          <p className="mt-1 mb-4 text-sm text-slate-600">{t('login.paste.description')}</p>
          <form onSubmit={submit} className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-token`}>{t('login.tokenLabel')}</Label>
              <Input
                id={`${id}-token`}
                name="token"
                autoComplete="one-time-code"
                spellCheck={false}
                placeholder={t('login.tokenPlaceholder')}
                value={token}
                onChange={(event) => setToken(event.target.value)}
                className="font-mono"
              />
            </div>
            <Button type="submit" variant="secondary" disabled={!token.trim() || validate.isPending}>
              <KeyRound className="h-4 w-4" aria-hidden />
              {validate.isPending ? t('login.verifying') : t('login.submit')}
            </Button>
          </form>
        </div>
      }
    >
      <EmailForm kind="login" submitLabel={t('login.link.submit')} failureMessage={t('login.link.failure')} />
      <ul className="mt-6 space-y-1.5 text-sm text-slate-600">
        <li>{t('login.facts.oneTime')}</li>
        <li>{t('login.facts.trial', { days: TRIAL_DAYS })}</li>
        <li>{t('login.facts.pro', { days: PRO_PERIOD_DAYS })}</li>
      </ul>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-5 text-sm">
        <Link to={PATHS.landing} className="text-slate-600 hover:text-slate-900">
          {t('common.backHome')}
        </Link>
        <Link to={PATHS.paymentRequest} className="font-medium text-brand-700 hover:underline">
          {t('login.buyPro')}
        </Link>
      </div>
    </AuthCard>
  )
}
