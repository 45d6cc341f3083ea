import { CheckCircle2, KeyRound, MailCheck } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { PAYMENT_SUCCESS_REDIRECT_S } from '#shared/limits'
import { SiteLayout } from '#web/components/layout/site-layout'
import { Button } from '#web/components/ui/button'
import { ANCHORS, PATHS } from '#web/lib/paths'
import { usePageTitle } from '#web/lib/use-page-title'
import { readSession } from '#web/lib/session-storage'
import { PAYMENT_SUCCESS_EMAIL_KEY } from '../billing-paths'

function storedEmail(): string | null {
  return readSession(PAYMENT_SUCCESS_EMAIL_KEY)
}

/** /payment-success?session_id=…: thanks, where the Pro token went, and home after 10 s. */
export function PaymentSuccessPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const sessionId = params.get('session_id')
  const [email] = useState(storedEmail)
  const [secondsLeft, setSecondsLeft] = useState(PAYMENT_SUCCESS_REDIRECT_S)
  usePageTitle(t('billing.success.title'))

  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000)
    return () => clearInterval(timer)
  }, [])
  useEffect(() => {
    if (secondsLeft === 0) void navigate(PATHS.landing)
  }, [secondsLeft, navigate])

  return (
    <SiteLayout>
      <div className="bg-gradient-to-b from-emerald-50/70 to-slate-50 px-4 py-12 sm:py-20">
        <div className="mx-auto w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-lift sm:p-10">
          <CheckCircle2 className="mx-auto h-12 w-12 text-emerald-600" aria-hidden />
          <h1 className="mt-4 text-2xl font-semibold tracking-tight sm:text-3xl">
            {t('billing.success.title')}
          </h1>
          <p className="mt-3 text-slate-700">{t('billing.success.thanks')}</p>

          <div className="mt-6 flex gap-3 rounded-xl border border-brand-100 bg-brand-50/60 p-4 text-left">
            <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
            <div>
              <p className="font-semibold text-slate-900">{t('billing.success.checkEmail')}</p>
              <p className="mt-1 text-sm text-slate-700">
                {email ? t('billing.success.tokenSentTo', { email }) : t('billing.success.tokenSent')}
              </p>
            </div>
          </div>

          <Button className="mt-6 w-full" size="lg" asChild>
            <Link to={`${PATHS.login}?payment=success`}>
              <KeyRound className="h-4 w-4" aria-hidden />
              {t('billing.success.login')}
            </Link>
          </Button>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <Button variant="secondary" asChild>
              <Link to={PATHS.landing}>{t('billing.success.home')}</Link>
            </Button>
            <Button variant="secondary" asChild>
              <Link to={`/#${ANCHORS.pricing}`}>{t('billing.success.pricing')}</Link>
            </Button>
          </div>

          <p className="mt-6 text-sm text-slate-600">
            {t('billing.success.redirect', { count: secondsLeft })}
          </p>
          {sessionId && (
            <p className="mt-2 text-xs break-all text-slate-500">
              {t('billing.success.reference', { reference: sessionId })}
            </p>
          )}
        </div>
      </div>
    </SiteLayout>
  )
}
