import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApplicationRecord } from '#shared/api/applications'
import { costTotals } from '#shared/application-costs'
import { useCvList } from '#web/lib/saved-cvs'
import { formatMoney } from './costs-editor'
import { computeInsights, localToday } from '../tracker-logic'
import { formatDay } from './labels'

function Bar({ value, max, label, detail }: { value: number; max: number; label: string; detail: string }) {
  const width = max > 0 && value > 0 ? Math.max(2, Math.round((value / max) * 100)) : 0
  return (
    <li className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-3 text-sm">
      <span className="hyphens-auto break-words text-slate-700">{label}</span>
      <span className="h-3 rounded-full bg-slate-100" aria-hidden>
        <span className="block h-3 rounded-full bg-brand-600" style={{ width: `${width}%` }} />
      </span>
      <span className="text-right font-medium text-slate-900 tabular-nums">{detail}</span>
    </li>
  )
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-soft">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      <div className="mt-3">{children}</div>
    </section>
  )
}

export function InsightsView({ applications }: { applications: readonly ApplicationRecord[] }) {
  const { t, i18n } = useTranslation()
  const insights = useMemo(() => computeInsights(applications, localToday()), [applications])
  const cvs = useCvList()
  const cvTitle = (id: string) => (id ? (cvs.data?.find((cv) => cv.id === id)?.title ?? t('applications.insights.deletedCv')) : t('applications.insights.noCv'))
  const percent = (value: number) => new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(value)
  const rate = (group: { sent: number; responded: number }) =>
    t('applications.insights.answered', { responded: group.responded, sent: group.sent })
  const funnelMax = insights.funnel[0]?.count ?? 0
  const weeklyMax = Math.max(1, ...insights.weekly.map((week) => week.count))
  const costs = useMemo(() => costTotals(applications.flatMap((application) => application.costs)), [applications])
  const withCosts = applications.filter((application) => application.costs.length > 0).length

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <dl className="grid grid-cols-3 gap-3 lg:col-span-2">
        {[
          [t('applications.insights.total'), String(insights.total)],
          [t('applications.insights.sent'), String(insights.sent)],
          [t('applications.insights.responseRate'), insights.responseRate === null ? '–' : percent(insights.responseRate)],
        ].map(([label, value]) => (
          // Three across even on a 390 px phone: long words ("Antwortquote", "Odsetek odpowiedzi") hyphenate
          // inside their card instead of running into its border.
          <div key={label} className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 shadow-soft sm:p-4">
            <dt className="hyphens-auto text-xs break-words text-slate-600 sm:text-sm">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <Panel title={t('applications.insights.funnel')}>
        <ul className="space-y-2">
          {insights.funnel.map((step) => (
            <Bar key={step.stage} label={t(`applications.stage.${step.stage}`)} value={step.count} max={funnelMax} detail={String(step.count)} />
          ))}
        </ul>
      </Panel>
      <Panel title={t('applications.insights.weekly')}>
        <div className="flex h-40 items-end gap-1" role="list" aria-label={t('applications.insights.weekly')}>
          {insights.weekly.map((week) => (
            <div key={week.week} role="listitem" className="flex h-full flex-1 flex-col items-center justify-end gap-1">
              <span className="text-xs text-slate-700 tabular-nums">{week.count || ''}</span>
              <span
                className="w-full rounded-t bg-brand-600"
                style={{ height: `${Math.round((week.count / weeklyMax) * 100)}%`, minHeight: week.count ? 4 : 1 }}
                aria-hidden
              />
              <span className="sr-only">{t('applications.insights.week', { date: formatDay(week.week, i18n.language), count: week.count })}</span>
            </div>
          ))}
        </div>
        <p className="mt-2 flex justify-between text-xs text-slate-600">
          <span>{formatDay(insights.weekly[0]!.week, i18n.language, { day: 'numeric', month: 'short' })}</span>
          <span>{formatDay(insights.weekly.at(-1)!.week, i18n.language, { day: 'numeric', month: 'short' })}</span>
        </p>
      </Panel>
      <Panel title={t('applications.insights.bySource')}>
        {insights.bySource.length === 0 ? (
          <p className="text-sm text-slate-600">{t('applications.insights.nothingSent')}</p>
        ) : (
          <ul className="space-y-2">
            {insights.bySource.map((group) => (
              <Bar key={group.key} label={group.key || t('applications.insights.noSource')} value={group.sent} max={insights.sent} detail={rate(group)} />
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={t('applications.insights.byCv')}>
        {insights.byCv.length === 0 ? (
          <p className="text-sm text-slate-600">{t('applications.insights.nothingSent')}</p>
        ) : (
          <ul className="space-y-2">
            {insights.byCv.map((group) => (
              <Bar key={group.key} label={cvTitle(group.key)} value={group.sent} max={insights.sent} detail={rate(group)} />
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={t('applications.costs.insightsTitle')}>
        {costs.length === 0 ? (
          <p className="text-sm text-slate-600">{t('applications.costs.insightsNone')}</p>
        ) : (
          <>
            <ul className="space-y-1">
              {costs.map((total) => (
                <li key={total.currency} className="text-2xl font-semibold text-slate-900 tabular-nums">
                  {formatMoney(total.amountCents, total.currency, i18n.language)}
                </li>
              ))}
            </ul>
            <p className="mt-1 text-sm text-slate-700">{t('applications.costs.insightsCount', { count: withCosts })}</p>
          </>
        )}
        <p className="mt-2 text-xs text-slate-600">{t('applications.costs.hint')}</p>
      </Panel>
    </div>
  )
}
