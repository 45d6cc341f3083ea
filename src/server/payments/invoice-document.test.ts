import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { renderInvoiceHtml, splitGross } from './invoice-document'
import type { TestInvoice } from './test-mode-provider'

const invoice: TestInvoice = {
  id: 'in_1',
  number: 'AK-0001',
  customerId: 'cus_1',
  subscriptionId: 'sub_1',
  email: 'anna@example.com',
  status: 'paid',
  amountCents: 899,
  currency: 'EUR',
  periodStart: '2026-12-26T10:00:00.000Z',
  periodEnd: '2027-01-26T10:00:00.000Z',
  issuedAt: '2026-12-26T10:00:00.000Z',
  paidAt: '2026-12-26T10:00:00.000Z',
  card: null,
}
const seller = {
  name: 'Muster GmbH',
  addressLines: ['Musterstraße 1', '10115 Berlin'],
  email: 'rechnung@muster.example',
  vatId: 'DE123456789',
  vatRatePercent: 19,
}

describe('invoice PDF', () => {
  it('splits a gross price into net and VAT that add up to it', () => {
    expect(splitGross(899, 19)).toEqual({ netCents: 755, vatCents: 144 })
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 50 }), (gross, rate) => {
        const { netCents, vatCents } = splitGross(gross, rate)
        expect(netCents + vatCents).toBe(gross)
        expect(Math.abs(netCents * (1 + rate / 100) - gross)).toBeLessThanOrEqual(1)
      }),
    )
  })

  it('names the seller with address and VAT ID, and shows net, VAT rate and total in the reader’s format', () => {
    const html = renderInvoiceHtml(invoice, 'de', seller)
    for (const text of ['Muster GmbH', 'Musterstraße 1', '10115 Berlin', 'USt-IdNr.: DE123456789', 'Nettobetrag', 'USt. 19 %', '7,55', '1,44', '8,99', '26.12.2026']) {
      expect(html).toContain(text)
    }
    expect(renderInvoiceHtml(invoice, 'en', seller)).toContain('VAT 19 %')
  })

  it('says so on the invoice when the operator has not entered a name', () => {
    const html = renderInvoiceHtml(invoice, 'en', { ...seller, name: null, vatId: null })
    expect(html).toContain('Operator details not yet entered')
    expect(html).not.toContain('VAT ID')
  })
})
