import { readFileSync } from 'node:fs'
import path from 'node:path'
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '#shared/i18n/locales'
import type { TestInvoice } from './test-mode-provider'

// The PDF invoice of the test-mode provider, as HTML for the PDF printer. Its words come from the
// interface catalogue (namespace billing.invoicePdf) in the customer's language.

const MESSAGES_DIR = path.resolve(import.meta.dirname, '../../shared/i18n/messages')
const cache = new Map<Locale, Record<string, string>>()

function invoiceWords(locale: Locale): Record<string, string> {
  const cached = cache.get(locale)
  if (cached) return cached
  const read = (l: Locale): Record<string, unknown> => {
    try {
      const catalogue = JSON.parse(readFileSync(path.join(MESSAGES_DIR, `${l}.json`), 'utf8')) as {
        billing?: { invoicePdf?: Record<string, unknown> }
      }
      return catalogue.billing?.invoicePdf ?? {}
    } catch {
      return {}
    }
  }
  const flatten = (node: Record<string, unknown>, prefix = ''): Record<string, string> =>
    Object.fromEntries(
      Object.entries(node).flatMap(([key, value]) =>
        typeof value === 'string'
          ? [[`${prefix}${key}`, value]]
          : typeof value === 'object' && value !== null
            ? Object.entries(flatten(value as Record<string, unknown>, `${prefix}${key}.`))
            : [],
      ),
    )
  const words = { ...flatten(read(DEFAULT_LOCALE)), ...flatten(read(locale)) }
  cache.set(locale, words)
  return words
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

/** The seller an invoice names (§ 14 UStG): the operator's settings, see src/server/features/legal. */
export interface InvoiceSeller {
  name: string | null
  addressLines: string[]
  email: string
  vatId: string | null
  vatRatePercent: number
}

/** A gross price split into net and VAT, in cents; the VAT is what remains, so the parts add up. */
export function splitGross(grossCents: number, vatRatePercent: number): { netCents: number; vatCents: number } {
  const netCents = Math.round((grossCents * 100) / (100 + vatRatePercent))
  return { netCents, vatCents: grossCents - netCents }
}

export function renderInvoiceHtml(invoice: TestInvoice, locale: Locale, seller: InvoiceSeller): string {
  const words = invoiceWords(locale)
  const w = (key: string, values: Record<string, string | number> = {}) =>
    escapeHtml((words[key] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => String(values[name] ?? match)))
  const tag = LOCALE_TAGS[locale]
  // The reader's short numeric form (26.12.2026 in German), as the issue of dates in documents asks.
  const date = (value: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value))
  const currency = new Intl.NumberFormat(tag, { style: 'currency', currency: invoice.currency })
  const money = currency.format(invoice.amountCents / 100)
  const { netCents, vatCents } = splitGross(invoice.amountCents, seller.vatRatePercent)
  const rate = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(seller.vatRatePercent)
  const sellerLines = [seller.name ?? w('sellerMissing'), ...seller.addressLines].map(escapeHtml)
  const statusColour = invoice.status === 'paid' ? '#047857' : invoice.status === 'refunded' ? '#b45309' : '#b91c1c'
  const card = invoice.card ? `${escapeHtml(invoice.card.brand.toUpperCase())} •••• ${escapeHtml(invoice.card.last4)}` : '—'

  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${w('title')} ${escapeHtml(invoice.number)}</title>
<style>
  @page { size: A4; margin: 20mm 18mm; }
  body { font-family: 'Helvetica Neue', Helvetica, Arial, sans-serif; color: #0f172a; font-size: 11pt; line-height: 1.5; margin: 0; }
  .top { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #2f3aa8; padding-bottom: 16px; }
  .brand { font-size: 20pt; font-weight: 700; color: #2f3aa8; }
  h1 { font-size: 18pt; margin: 0; text-align: right; }
  .muted { color: #475569; font-size: 10pt; }
  .test { margin-top: 16px; padding: 8px 12px; border: 1px solid #f59e0b; background: #fffbeb; color: #78350f; border-radius: 6px; font-size: 10pt; }
  .grid { display: flex; gap: 32px; margin-top: 24px; }
  .grid > div { flex: 1; }
  .label { font-size: 9pt; text-transform: uppercase; letter-spacing: .04em; color: #64748b; margin: 0 0 4px; }
  table { width: 100%; border-collapse: collapse; margin-top: 32px; }
  th { text-align: left; font-size: 9pt; text-transform: uppercase; letter-spacing: .04em; color: #64748b; border-bottom: 1px solid #cbd5e1; padding: 8px 0; }
  td { padding: 12px 0; border-bottom: 1px solid #e2e8f0; vertical-align: top; }
  .num { text-align: right; }
  .total td { border-bottom: none; font-weight: 700; font-size: 12pt; }
  .status { display: inline-block; font-weight: 700; color: ${statusColour}; }
  footer { margin-top: 48px; font-size: 9pt; color: #64748b; }
</style></head>
<body>
  <div class="top">
    <div><div class="brand">ApplyKit</div>${sellerLines.map((line) => `<div class="muted">${line}</div>`).join('')}<div class="muted">${escapeHtml(seller.email)}</div>
      ${seller.vatId ? `<div class="muted">${w('vatId')}: ${escapeHtml(seller.vatId)}</div>` : ''}</div>
    <div><h1>${w('title')}</h1><div class="muted" style="text-align:right">${escapeHtml(invoice.number)}</div></div>
  </div>
  <div class="test">${w('testMode')}</div>
  <div class="grid">
    <div><p class="label">${w('billedTo')}</p><div>${escapeHtml(invoice.email)}</div></div>
    <div><p class="label">${w('number')}</p><div>${escapeHtml(invoice.number)}</div>
      <p class="label" style="margin-top:12px">${w('issued')}</p><div>${date(invoice.issuedAt)}</div></div>
    <div><p class="label">${w('statusLabel')}</p><div class="status">${w(`status.${invoice.status}`)}</div>
      ${invoice.paidAt ? `<p class="label" style="margin-top:12px">${w('paidOn')}</p><div>${date(invoice.paidAt)}</div>` : ''}
      <p class="label" style="margin-top:12px">${w('paymentMethod')}</p><div>${card}</div></div>
  </div>
  <table>
    <thead><tr><th>${w('description')}</th><th>${w('period')}</th><th class="num">${w('amount')}</th></tr></thead>
    <tbody>
      <tr><td>${w('product')}</td><td>${date(invoice.periodStart)} – ${date(invoice.periodEnd)}</td><td class="num">${money}</td></tr>
      <tr><td></td><td class="num">${w('net')}</td><td class="num">${currency.format(netCents / 100)}</td></tr>
      <tr><td></td><td class="num">${w('vat', { rate })}</td><td class="num">${currency.format(vatCents / 100)}</td></tr>
      <tr class="total"><td></td><td class="num">${w('total')}</td><td class="num">${money}</td></tr>
    </tbody>
  </table>
  <footer>${w('footer')}</footer>
</body></html>`
}
