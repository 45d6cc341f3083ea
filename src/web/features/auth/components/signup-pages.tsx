import { Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate } from 'react-router'
import { TEMPLATE_COUNT } from '#shared/catalogue'
import { TRIAL_DAYS } from '#shared/limits'
import { QUOTAS } from '#shared/plans'
import { PATHS } from '#web/lib/paths'
import { useCurrentUser } from '#web/lib/current-user'
import { AuthCard } from '#web/components/layout/auth-card'
import { EmailForm } from './email-form'

function TrialFacts() {
  const { t } = useTranslation()
  const facts = [
    t('signup.facts.days', { days: TRIAL_DAYS }),
    t('signup.facts.templates', { count: TEMPLATE_COUNT }),
    t('signup.facts.exports', { count: Number(QUOTAS.pdfExport.trial) }),
    t('signup.facts.noCard'),
  ]
  return (
    <ul className="mt-6 space-y-2 text-sm text-slate-700">
      {facts.map((fact) => (
        <li key={fact} className="flex gap-2">
          <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
          {fact}
        </li>
      ))}
    </ul>
  )
}

/** What starting the trial agrees to, with the pages that say it (issue 30: the form named neither). */
function TermsNote() {
  const { t } = useTranslation()
  const link = 'font-medium text-brand-700 underline-offset-4 hover:underline'
  return (
    <p className="mt-4 text-xs text-slate-600" data-testid="signup-terms">
      {t('journeys.signup.before')}{' '}
      <Link to={PATHS.terms} className={link}>
        {t('journeys.signup.terms')}
      </Link>
      {t('journeys.signup.between')}{' '}
      <Link to={PATHS.privacy} className={link}>
        {t('journeys.signup.privacy')}
      </Link>
      {t('journeys.signup.after')}
    </p>
  )
}

function AlreadyHaveAccount() {
  const { t } = useTranslation()
  return (
    <p className="text-center text-sm text-slate-600">
      {t('signup.haveAccount')}{' '}
      <Link to={PATHS.login} className="font-medium text-brand-700 hover:underline">
        {t('signup.login')}
      </Link>
    </p>
  )
}

export function FreeTrialPage() {
  const { t } = useTranslation()
  const currentUser = useCurrentUser()
  // A signed-in person has an account already: the trial form would only confuse.
  if (currentUser.data) return <Navigate to={PATHS.dashboard} replace />
  return (
    <AuthCard title={t('signup.freeTrial.title')} lead={t('signup.freeTrial.lead', { days: TRIAL_DAYS })} aside={<AlreadyHaveAccount />}>
      <EmailForm kind="trial" submitLabel={t('signup.freeTrial.submit')} failureMessage={t('signup.failures.trialToken')} />
      <TermsNote />
      <TrialFacts />
    </AuthCard>
  )
}

/** /checkout?type=trial starts the trial (the router sends ?type=pro to billing's Pro checkout). */
export function TrialCheckoutPage() {
  const { t } = useTranslation()
  return (
    <AuthCard title={t('signup.checkout.title')} lead={t('signup.checkout.lead', { days: TRIAL_DAYS })} aside={<AlreadyHaveAccount />}>
      <EmailForm kind="startTrial" submitLabel={t('signup.checkout.submit')} failureMessage={t('signup.failures.trial')} />
      <TermsNote />
      <TrialFacts />
    </AuthCard>
  )
}
