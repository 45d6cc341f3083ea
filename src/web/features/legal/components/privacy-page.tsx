import { useTranslation } from 'react-i18next'
import type { OperatorInfo } from '#shared/api/legal'
import {
  ABANDONED_CHECKOUT_RETENTION_DAYS,
  DORMANT_TRIAL_RETENTION_MONTHS,
  EMAIL_RETENTION_MONTHS,
  MS,
  SESSION_TTL_MS,
  TEST_PAYMENT_RETENTION_DAYS,
  VISITOR_IP_RETENTION_DAYS,
} from '#shared/limits'
import { LegalPage, OperatorAddress } from './legal-page'

// Each kind of data with its legal basis and how long the product really keeps it: retention from
// src/shared/limits.ts, carried out by src/server/features/account/retention.ts and the auth cleanup.
const ROWS = [
  { key: 'account', basis: 'b', retention: 'until' },
  { key: 'cvs', basis: 'b', retention: 'until' },
  // Third persons in a CV (references): stored on the user's instruction, who must have their consent.
  { key: 'referees', basis: 'f', retention: 'referees' },
  { key: 'applications', basis: 'b', retention: 'until' },
  { key: 'applicationProof', basis: 'b', retention: 'until' },
  { key: 'uploads', basis: 'b', retention: 'never' },
  { key: 'documents', basis: 'b', retention: 'documents' },
  { key: 'usage', basis: 'b', retention: 'until' },
  { key: 'visitor', basis: 'f', retention: 'ipDays' },
  { key: 'sessions', basis: 'b', retention: 'session' },
  { key: 'mails', basis: 'f', retention: 'emailMonths' },
  { key: 'billing', basis: 'bc', retention: 'invoices' },
  { key: 'checkouts', basis: 'b', retention: 'checkoutDays' },
  { key: 'dormantTrials', basis: 'b', retention: 'trialMonths' },
  { key: 'testPayments', basis: 'f', retention: 'testDays' },
] as const

const RETENTION_VALUES = {
  days: VISITOR_IP_RETENTION_DAYS,
  hours: SESSION_TTL_MS / MS.hour,
  months: EMAIL_RETENTION_MONTHS,
  checkoutDays: ABANDONED_CHECKOUT_RETENTION_DAYS,
  trialMonths: DORMANT_TRIAL_RETENTION_MONTHS,
  testDays: TEST_PAYMENT_RETENTION_DAYS,
}

function Processors({ info }: { info: OperatorInfo }) {
  const { t } = useTranslation()
  const { mail, payments, aiHost } = info.processors
  return (
    <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
      <li>{t(mail === 'smtp' ? 'legal.privacy.processors.mailSmtp' : 'legal.privacy.processors.mailOutbox')}</li>
      <li>{t(payments === 'stripe' ? 'legal.privacy.processors.paymentsStripe' : 'legal.privacy.processors.paymentsTest')}</li>
      <li>{aiHost ? t('legal.privacy.processors.aiExternal', { host: aiHost }) : t('legal.privacy.processors.aiBuiltin')}</li>
    </ul>
  )
}

/** /privacy: controller, purposes and legal bases, retention, processors in use, rights. */
export function PrivacyPage() {
  const { t } = useTranslation()
  return (
    <LegalPage title={t('legal.privacy.title')} lead={t('legal.privacy.lead')}>
      {(info) => (
        <div className="space-y-10">
          <section aria-labelledby="privacy-controller">
            <h2 id="privacy-controller" className="text-xl font-semibold">{t('legal.privacy.controllerTitle')}</h2>
            <p className="mt-2 text-slate-700">{t('legal.privacy.controllerBody', { email: info.email })}</p>
            <div className="mt-3">
              <OperatorAddress info={info} />
            </div>
          </section>
          <section aria-labelledby="privacy-purposes">
            <h2 id="privacy-purposes" className="text-xl font-semibold">{t('legal.privacy.purposesTitle')}</h2>
            {/* Phones: one card per kind of data; wider screens: the table. */}
            <ul className="mt-4 grid gap-3 sm:hidden">
              {ROWS.map((row) => (
                <li key={row.key} className="rounded-(--radius-card) border border-slate-200 bg-white p-4 text-sm">
                  <p className="font-medium text-slate-900">{t(`legal.privacy.rows.${row.key}.data`)}</p>
                  <dl className="mt-2 grid gap-1 text-slate-700">
                    <dt className="text-xs text-slate-600">{t('legal.privacy.columns.purpose')}</dt>
                    <dd>{t(`legal.privacy.rows.${row.key}.purpose`)}</dd>
                    <dt className="mt-1 text-xs text-slate-600">{t('legal.privacy.columns.basis')}</dt>
                    <dd>{t(`legal.privacy.basis.${row.basis}`)}</dd>
                    <dt className="mt-1 text-xs text-slate-600">{t('legal.privacy.columns.retention')}</dt>
                    <dd>{t(`legal.privacy.retention.${row.retention}`, RETENTION_VALUES)}</dd>
                  </dl>
                </li>
              ))}
            </ul>
            <div className="mt-4 hidden overflow-x-auto rounded-(--radius-card) border border-slate-200 bg-white sm:block">
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    {(['data', 'purpose', 'basis', 'retention'] as const).map((column) => (
                      <th key={column} scope="col" className="p-3 font-medium">{t(`legal.privacy.columns.${column}`)}</th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 align-top">
                  {ROWS.map((row) => (
                    <tr key={row.key}>
                      <th scope="row" className="p-3 font-normal">{t(`legal.privacy.rows.${row.key}.data`)}</th>
                      <td className="p-3">{t(`legal.privacy.rows.${row.key}.purpose`)}</td>
                      <td className="p-3">{t(`legal.privacy.basis.${row.basis}`)}</td>
                      <td className="p-3">{t(`legal.privacy.retention.${row.retention}`, RETENTION_VALUES)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section aria-labelledby="privacy-referees">
            <h2 id="privacy-referees" className="text-xl font-semibold">{t('legal.privacy.refereesTitle')}</h2>
            <p className="mt-2 text-slate-700">{t('legal.privacy.refereesBody', { email: info.email })}</p>
          </section>
          <section aria-labelledby="privacy-processors">
            <h2 id="privacy-processors" className="text-xl font-semibold">{t('legal.privacy.processorsTitle')}</h2>
            <Processors info={info} />
          </section>
          <section aria-labelledby="privacy-storage">
            <h2 id="privacy-storage" className="text-xl font-semibold">{t('legal.privacy.storageTitle')}</h2>
            <p className="mt-2 text-slate-700">{t('legal.privacy.storageBody')}</p>
          </section>
          <section aria-labelledby="privacy-rights">
            <h2 id="privacy-rights" className="text-xl font-semibold">{t('legal.privacy.rightsTitle')}</h2>
            <p className="mt-2 text-slate-700">{t('legal.privacy.rightsBody')}</p>
          </section>
        </div>
      )}
    </LegalPage>
  )
}
