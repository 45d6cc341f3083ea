import { CheckCircle2, CircleAlert, RefreshCw, XCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ServiceStatus } from '#shared/api/system'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { PageShell } from '#web/components/layout/page-shell'
import { useHealth } from '#web/lib/health'

const ICONS = { operational: CheckCircle2, degraded: CircleAlert, down: XCircle } as const
const TONES = { operational: 'success', degraded: 'warning', down: 'danger' } as const
// The server's provider words, said plainly in the reader's language; others (a browser's own
// name and version) are shown as they are.
const PROVIDER_KEYS: Record<string, string> = {
  pglite: 'pglite',
  postgres: 'postgres',
  smtp: 'smtp',
  'built-in engine': 'builtinAi',
  'openai-compatible': 'openaiAi',
  stripe: 'stripe',
  'test mode': 'testPayments',
  chromium: 'chromium',
  'remote chromium': 'remoteChromium',
  unknown: 'unknown',
}

// A development set-up's mail outbox is the operator's business, not a status a user can act on
// (issue 30, point 7): the service is listed without it.
const OPERATOR_ONLY: ReadonlySet<string> = new Set(['outbox'])

export function StatusPage() {
  const { t } = useTranslation()
  const health = useHealth()
  const services: ServiceStatus[] = health.data?.services ?? []
  const isAllOperational = services.length > 0 && services.every((s) => s.status === 'operational')
  return (
    <PageShell title={t('status.title')} lead={t('status.lead')}>
      <div aria-live="polite">
        {health.isPending && <p className="text-slate-600">{t('status.checking')}</p>}
        {health.isError && (
          <div className="rounded-(--radius-card) border border-red-200 bg-red-50 p-5 text-red-900">
            <p className="font-medium">{t('status.unreachable')}</p>
          </div>
        )}
        {health.data && (
          <>
            <p className={isAllOperational ? 'font-medium text-emerald-800' : 'font-medium text-amber-900'}>
              {isAllOperational ? t('status.allOperational') : t('status.someDegraded')}
            </p>
            <ul className="mt-6 divide-y divide-slate-200 rounded-(--radius-card) border border-slate-200 bg-white">
              {services.map((service) => {
                const Icon = ICONS[service.status]
                return (
                  <li key={service.name} className="flex items-center justify-between gap-4 p-5">
                    <div className="flex items-center gap-3">
                      <Icon className="h-5 w-5 text-slate-500" aria-hidden />
                      <div>
                        <p className="font-medium">{t(`status.services.${service.name}`)}</p>
                        {!OPERATOR_ONLY.has(service.provider) && (
                          <p className="text-sm text-slate-600">{t('status.provider', { provider: PROVIDER_KEYS[service.provider] ? t(`status.providers.${PROVIDER_KEYS[service.provider]}`) : service.provider })}</p>
                        )}
                      </div>
                    </div>
                    <Badge tone={TONES[service.status]}>{t(`status.states.${service.status}`)}</Badge>
                  </li>
                )
              })}
            </ul>
            <p className="mt-4 text-sm text-slate-600">{t('status.version', { version: health.data.version })}</p>
          </>
        )}
      </div>
      <Button variant="secondary" className="mt-8" onClick={() => void health.refetch()} disabled={health.isFetching}>
        <RefreshCw className="h-4 w-4" aria-hidden />
        {t('status.refresh')}
      </Button>
    </PageShell>
  )
}
