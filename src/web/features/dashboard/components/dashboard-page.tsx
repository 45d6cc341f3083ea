import { FileText, Files, Info, Layers, Mail, Settings, Sparkles, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { User } from '#shared/api/auth'
import { AppLayout } from '#web/components/layout/app-layout'
import { Badge } from '#web/components/ui/badge'
import { RequireAuth } from '#web/features/auth/components/require-auth'
import { PATHS } from '#web/lib/paths'
import { useDashboardStats } from '../api/dashboard-stats'

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

function Dashboard({ user }: { user: User }) {
  const { t } = useTranslation()
  const stats = useDashboardStats()
  const data = stats.data
  const statusValue = data ? t(`dashboard.status.${data.accountStatus}`) : '…'
  const statusDetail = !data ? null : data.accountStatus === 'pro' ? (
    <Badge tone="success">{t('dashboard.status.active')}</Badge>
  ) : data.trialDaysRemaining > 0 ? (
    <Badge tone="brand">{t('dashboard.status.daysRemaining', { count: data.trialDaysRemaining })}</Badge>
  ) : (
    <Badge tone="danger">{t('dashboard.status.expired')}</Badge>
  )
  return (
    <AppLayout title={t('dashboard.title')}>
      <h1 className="text-3xl font-semibold tracking-tight">{t('dashboard.welcome', { name: user.displayName })}</h1>
      <p className="mt-2 text-slate-600">{t('dashboard.lead')}</p>

      <dl className="mt-8 grid gap-4 sm:grid-cols-3" aria-busy={stats.isPending}>
        <StatTile label={t('dashboard.stats.activeCvs')} value={data ? String(data.activeCVs) : '…'} />
        <StatTile label={t('dashboard.stats.exports')} value={data ? String(data.exportsThisMonth) : '…'} />
        <StatTile label={t('dashboard.stats.accountStatus')} value={statusValue} detail={statusDetail} />
      </dl>
      {stats.isError && <p role="alert" className="mt-3 text-sm text-red-700">{t('dashboard.statsError')}</p>}

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

      <p className="mt-10 flex items-center gap-2 rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700">
        <Info className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
        {t('dashboard.autosaveNote')}
      </p>
    </AppLayout>
  )
}

export function DashboardPage() {
  return <RequireAuth>{(user) => <Dashboard user={user} />}</RequireAuth>
}
