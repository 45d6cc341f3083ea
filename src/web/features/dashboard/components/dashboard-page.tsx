import { useQuery } from '@tanstack/react-query'
import { FileText, Files, Layers, Mail, Settings, Sparkles, type LucideIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { User } from '#shared/api/auth'
import { AppLayout } from '#web/components/layout/app-layout'
import { QuotaUsageList } from '#web/components/quota-usage'
import { Badge } from '#web/components/ui/badge'
import { RequireAuth } from '#web/components/require-auth'
import { UpgradeDialog } from '#web/components/upgrade-dialog'
import { PATHS } from '#web/lib/paths'
import { contract } from '#shared/api/contract'
import { apiQuery } from '#web/lib/api-query'

const CARDS: Array<{ to: string; key: string; icon: LucideIcon }> = [
  { to: '/cv-builder-steps', key: 'builder', icon: FileText },
  { to: PATHS.coverLetterWriter, key: 'coverLetter', icon: Mail },
  { to: PATHS.analyze, key: 'analyze', icon: Sparkles },
  { to: PATHS.bulkApplication, key: 'bulk', icon: Layers },
  { to: PATHS.myCvs, key: 'myCvs', icon: Files },
  { to: PATHS.settings, key: 'settings', icon: Settings },
]

function StatTile({ label, value, detail }: { label: string; value: string; detail?: React.ReactNode }) {
  return (
    <div className="rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-soft">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-2 flex flex-wrap items-baseline gap-2">
        <span className="text-2xl font-semibold tracking-tight">{value}</span>
        {detail}
      </dd>
    </div>
  )
}

const GREETED_KEY = 'applykit.greeted'

/**
 * "Welcome" on the first visit of this account in this browser, "Welcome back" after. Not by a
 * name: the account has none (only an e-mail address), and the name in the latest CV is not
 * necessarily the account holder's (issue 30).
 */
function useGreeting(user: User): string {
  const { t } = useTranslation()
  const [isFirstVisit] = useState(() => readLocal(GREETED_KEY) !== user.id)
  useEffect(() => writeLocal(GREETED_KEY, user.id), [user.id])
  return isFirstVisit ? t('dashboard.welcomeFirst') : t('dashboard.welcomeBack')
}

function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function writeLocal(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Private modes refuse storage: the next visit greets as a first one again.
  }
}

function Dashboard({ user }: { user: User }) {
  const { t } = useTranslation()
  const stats = useQuery(apiQuery(contract.auth.readDashboardStats))
  const data = stats.data
  const greeting = useGreeting(user)
  const [isUpgradeOpen, setIsUpgradeOpen] = useState(false)
  const openUpgrade = () => setIsUpgradeOpen(true)
  const statusValue = data ? t(`dashboard.status.${data.accountStatus}`) : '…'
  const statusDetail = !data ? null : data.accountStatus === 'pro' ? (
    <Badge tone="success">{t('dashboard.status.active')}</Badge>
  ) : data.trialDaysRemaining > 0 ? (
    <Badge tone="brand">{t('dashboard.status.daysRemaining', { count: data.trialDaysRemaining })}</Badge>
  ) : (
    // An ended trial is something to act on: the badge opens what Pro adds.
    <button type="button" onClick={openUpgrade} className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
      <Badge tone="danger" className="cursor-pointer">{t('dashboard.status.expired')}</Badge>
    </button>
  )
  const quotas = (
    <QuotaUsageList onUpgrade={openUpgrade} className="mt-6 rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-soft" />
  )
  return (
    <AppLayout title={t('dashboard.title')}>
      <h1 className="text-3xl font-semibold tracking-tight">{greeting}</h1>
      <p className="mt-2 text-slate-600">{t('dashboard.lead')}</p>

      <dl className="mt-8 grid gap-4 sm:grid-cols-3" aria-busy={stats.isPending}>
        <StatTile label={t('dashboard.stats.activeCvs')} value={data ? String(data.activeCVs) : '…'} />
        <StatTile label={t('dashboard.stats.exports')} value={data ? String(data.exportsThisMonth) : '…'} />
        <StatTile label={t('dashboard.stats.accountStatus')} value={statusValue} detail={statusDetail} />
      </dl>
      {stats.isError && <p role="alert" className="mt-3 text-sm text-red-700">{t('dashboard.statsError')}</p>}
      {data?.accountStatus === 'trial' && data.activeCVs > 0 && quotas}

      <h2 className="mt-12 text-lg font-semibold">{t('dashboard.toolsTitle')}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map(({ to, key, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="group flex h-full gap-4 rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-soft transition-shadow duration-200 hover:shadow-lift"
            >
              <span className="grid h-11 w-11 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <span>
                <span className="block font-semibold text-slate-900 group-hover:text-brand-800">{t(`dashboard.cards.${key}.title`)}</span>
                <span className="mt-1 block text-sm text-slate-600">{t(`dashboard.cards.${key}.description`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {/* Someone without a CV yet starts with "Build a CV", not with a table of what is left. */}
      {data?.accountStatus === 'trial' && data.activeCVs === 0 && quotas}

      <UpgradeDialog open={isUpgradeOpen} onOpenChange={setIsUpgradeOpen} />
    </AppLayout>
  )
}

export function DashboardPage() {
  return <RequireAuth>{(user) => <Dashboard user={user} />}</RequireAuth>
}
