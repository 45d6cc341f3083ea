import { useTranslation } from 'react-i18next'
import { EMAIL_RETENTION_MONTHS, SESSION_TTL_MS, MS, VISITOR_IP_RETENTION_DAYS } from '#shared/limits'
import { MINIMUM_AGE, SUPPORT_EMAIL } from '#shared/product'
import { PageShell } from '#web/components/layout/page-shell'
import { useOperatorInfo } from '#web/lib/operator-info'

const SECTIONS = ['operator', 'law', 'age', 'service', 'uploads', 'retention', 'rights', 'payments'] as const

export function TermsPage() {
  const { t } = useTranslation()
  // Who operates this installation is its OPERATOR_* settings (as on /imprint), never a fixed
  // person or city; until they are loaded, or when unset, the text points to the imprint.
  const operator = useOperatorInfo().data
  const values = {
    operator: operator?.name ?? '',
    age: MINIMUM_AGE,
    emailMonths: EMAIL_RETENTION_MONTHS,
    ipDays: VISITOR_IP_RETENTION_DAYS,
    sessionHours: SESSION_TTL_MS / MS.hour,
    email: operator?.email ?? SUPPORT_EMAIL,
  }
  const bodyKey = (key: (typeof SECTIONS)[number]) =>
    key === 'operator' && !operator?.name ? 'bodyUnnamed' : 'body'
  return (
    <PageShell title={t('terms.title')} lead={t('terms.lead')}>
      <div className="space-y-8">
        {SECTIONS.map((key) => (
          <section key={key} aria-labelledby={`terms-${key}`}>
            <h2 id={`terms-${key}`} className="text-xl font-semibold">
              {t(`terms.sections.${key}.title`)}
            </h2>
            <p className="mt-2 text-slate-700">{t(`terms.sections.${key}.${bodyKey(key)}`, values)}</p>
          </section>
        ))}
        <section aria-labelledby="terms-retention-table">
          <h2 id="terms-retention-table" className="text-xl font-semibold">
            {t('terms.retentionTable.title')}
          </h2>
          <table className="mt-4 w-full overflow-hidden rounded-(--radius-card) border border-slate-200 bg-white text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="p-3 font-medium">{t('terms.retentionTable.data')}</th>
                <th scope="col" className="p-3 font-medium">{t('terms.retentionTable.period')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {(['uploads', 'email', 'ip', 'session'] as const).map((row) => (
                <tr key={row}>
                  <td className="p-3">{t(`terms.retentionTable.rows.${row}.data`)}</td>
                  <td className="p-3">{t(`terms.retentionTable.rows.${row}.period`, values)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </PageShell>
  )
}
