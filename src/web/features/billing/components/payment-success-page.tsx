import { CheckCircle2, Clock, KeyRound, LayoutDashboard, MailCheck, TriangleAlert } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { PAYMENT_SUCCESS_REDIRECT_S } from '#shared/limits'
import { SiteLayout } from '#web/components/layout/site-layout'
import { Button } from '#web/components/ui/button'
import { useCurrentUser } from '#web/lib/current-user'
import { ANCHORS, PATHS } from '#web/lib/paths'
import { usePageTitle } from '#web/lib/use-page-title'
import { readSession } from '#web/lib/session-storage'
import { useCheckoutOutcome } from '../billing-queries'
import { PAYMENT_SUCCESS_EMAIL_KEY } from '../billing-paths'

function Card({ children }: { children: React.ReactNode }) {
  return (
    <SiteLayout>
      <div className="bg-gradient-to-b from-emerald-50/70 to-slate-50 px-4 py-12 sm:py-20">
        <div className="mx-auto w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-lift sm:p-10">{children}</div>
      </div>
    </SiteLayout>
  )
}

/** Paid: a signed-in person goes on to the dashboard; anyone else learns where the login link went. */
function Paid({ isSignedIn, sessionId }: { isSignedIn: boolean; sessionId: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [email] = useState(() => readSession(PAYMENT_SUCCESS_EMAIL_KEY))
  const [secondsLeft, setSecondsLeft] = useState(PAYMENT_SUCCESS_REDIRECT_S)
  useEffect(() => {
    if (!isSignedIn) return
    const timer = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000)
    return () => clearInterval(timer)
  }, [isSignedIn])
  useEffect(() => {
    if (isSignedIn && secondsLeft === 0) void navigate(PATHS.dashboard)
  }, [isSignedIn, secondsLeft, navigate])

  return (
    <Card>
      <CheckCircle2 className="mx-auto h-12 w-12 text-emerald-600" aria-hidden />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight sm:text-3xl">{t('billing.success.title')}</h1>
      <p className="mt-3 text-slate-700">{t('billing.success.thanks')}</p>
      {isSignedIn ? (
        <>
          <p className="mt-4 text-slate-700">{t('billing.success.proActive')}</p>
          <Button className="mt-6 w-full" size="lg" asChild>
            <Link to={PATHS.dashboard}>
              <LayoutDashboard className="h-4 w-4" aria-hidden />
              {t('billing.success.dashboard')}
            </Link>
          </Button>
          <p className="mt-6 text-sm text-slate-600" aria-live="polite">
            {t('billing.success.toDashboard', { count: secondsLeft })}
          </p>
        </>
      ) : (
        <>
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
        </>
      )}
      <p className="mt-4 text-xs break-all text-slate-500">{t('billing.success.reference', { reference: sessionId })}</p>
    </Card>
  )
}

/** /payment-success?session_id=…: the real outcome, asked of the payment provider through the server. */
export function PaymentSuccessPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const sessionId = params.get('session_id')
  const outcome = useCheckoutOutcome(sessionId)
  const user = useCurrentUser()
  usePageTitle(t('billing.success.pageTitle'))

  if (sessionId && outcome.data?.outcome === 'paid' && !user.isPending) {
    return <Paid isSignedIn={Boolean(user.data)} sessionId={sessionId} />
  }
  if (sessionId && (outcome.isPending || outcome.data?.outcome === 'pending' || (outcome.data?.outcome === 'paid' && user.isPending))) {
    return (
      <Card>
        <Clock className="mx-auto h-12 w-12 text-brand-700" aria-hidden />
        <h1 className="mt-4 text-2xl font-semibold tracking-tight">{t('billing.success.pendingTitle')}</h1>
        <p className="mt-3 text-slate-700" role="status">{t('billing.success.pendingBody')}</p>
      </Card>
    )
  }
  return (
    <Card>
      <TriangleAlert className="mx-auto h-12 w-12 text-amber-600" aria-hidden />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">{t('billing.success.notConfirmedTitle')}</h1>
      <p className="mt-3 text-slate-700">
        {outcome.isError ? t('billing.success.checkFailed') : t('billing.success.notConfirmedBody')}
      </p>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Button asChild>
          <Link to="/checkout?type=pro">{t('billing.success.tryAgain')}</Link>
        </Button>
        <Button variant="secondary" asChild>
          <Link to={`/#${ANCHORS.pricing}`}>{t('billing.success.pricing')}</Link>
        </Button>
      </div>
    </Card>
  )
}
