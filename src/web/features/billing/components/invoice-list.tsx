import { Download, FileText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { InvoiceSummary } from '#shared/api/billing'
import { Badge } from '#web/components/ui/badge'
import { formatDate } from '#web/lib/i18n'
import { formatMoney } from '../format'

const TONES = { paid: 'success', open: 'danger', refunded: 'warning', void: 'neutral', uncollectible: 'danger' } as const

/** Invoices newest first: date, number, amount, state and the PDF. */
export function InvoiceList({ invoices }: { invoices: InvoiceSummary[] }) {
  const { t } = useTranslation()
  if (invoices.length === 0) {
    return (
      <p className="mt-3 flex items-center gap-2 text-sm text-slate-600">
        <FileText className="h-4 w-4" aria-hidden />
        {t('billing.details.noInvoices')}
      </p>
    )
  }
  return (
    <ul className="mt-3 divide-y divide-slate-100">
      {invoices.map((invoice) => (
        <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 text-sm">
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{formatDate(invoice.issuedAt)}</p>
            {invoice.number && <p className="truncate text-slate-600">{t('billing.details.invoiceNumber', { number: invoice.number })}</p>}
          </div>
          <div className="flex items-center gap-3">
            <span className="text-slate-900 tabular-nums">{formatMoney(invoice.amountCents, invoice.currency)}</span>
            <Badge tone={TONES[invoice.status]}>{t(`billing.details.invoiceStatus.${invoice.status}`)}</Badge>
            {invoice.pdfUrl && (
              <a
                href={invoice.pdfUrl}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 rounded-md font-medium text-brand-700 hover:underline"
                aria-label={t('billing.details.downloadLabel', { date: formatDate(invoice.issuedAt) })}
              >
                <Download className="h-4 w-4" aria-hidden />
                {t('billing.details.pdf')}
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}
