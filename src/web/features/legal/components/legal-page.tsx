import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { OperatorInfo } from '#shared/api/legal'
import { PageShell } from '#web/components/layout/page-shell'
import { useOperatorInfo } from '#web/lib/operator-info'
import { OperatorNotice } from './operator-notice'

/** A legal page: the operator's details loaded once, the missing-details notice above the text. */
export function LegalPage({ title, lead, children }: { title: string; lead: string; children: (info: OperatorInfo) => ReactNode }) {
  const { t } = useTranslation()
  const operator = useOperatorInfo()
  return (
    <PageShell title={title} lead={lead}>
      {operator.data ? (
        <>
          <OperatorNotice info={operator.data} />
          {children(operator.data)}
        </>
      ) : operator.isError ? (
        <p role="alert" className="text-red-700">{t('legal.loadFailed')}</p>
      ) : (
        <div className="h-40" aria-busy="true" />
      )}
    </PageShell>
  )
}

export function OperatorAddress({ info }: { info: OperatorInfo }) {
  const { t } = useTranslation()
  return (
    <address className="not-italic text-slate-700">
      <span className="block font-medium text-slate-900">{info.name ?? t('billing.invoicePdf.sellerMissing')}</span>
      {info.addressLines.map((line) => (
        <span key={line} className="block">{line}</span>
      ))}
    </address>
  )
}
