import { useTranslation } from 'react-i18next'
import { LegalPage, OperatorAddress } from './legal-page'

function Entry({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  )
}

/** /imprint and /impressum (§ 5 DDG): who provides the service, from the OPERATOR_* settings. */
export function ImprintPage() {
  const { t } = useTranslation()
  return (
    <LegalPage title={t('legal.imprint.title')} lead={t('legal.imprint.lead')}>
      {(info) => (
        <div className="space-y-10">
          <dl className="grid gap-6 sm:grid-cols-2">
            <Entry label={t('legal.imprint.provider')}>
              <OperatorAddress info={info} />
            </Entry>
            <Entry label={t('legal.imprint.contact')}>
              <span className="block">
                {t('legal.imprint.email')}:{' '}
                <a className="text-brand-700 underline-offset-4 hover:underline" href={`mailto:${info.email}`}>
                  {info.email}
                </a>
              </span>
              {info.phone && (
                <span className="block">
                  {t('legal.imprint.phone')}: {info.phone}
                </span>
              )}
            </Entry>
            {info.representative && <Entry label={t('legal.imprint.representative')}>{info.representative}</Entry>}
            {info.register && <Entry label={t('legal.imprint.register')}>{info.register}</Entry>}
            {info.vatId && <Entry label={t('legal.imprint.vatId')}>{info.vatId}</Entry>}
          </dl>
          <section aria-labelledby="imprint-dispute">
            <h2 id="imprint-dispute" className="text-xl font-semibold">
              {t('legal.imprint.disputeTitle')}
            </h2>
            <p className="mt-2 text-slate-700">{t('legal.imprint.disputeBody')}</p>
          </section>
        </div>
      )}
    </LegalPage>
  )
}
