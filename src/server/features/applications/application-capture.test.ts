import { describe, expect, it } from 'vitest'
import { MAX_CAPTURE_CHARS } from '#shared/api/application-actions'
import { captureJobAd } from './application-capture'

describe('captureJobAd', () => {
  // A run of digits or letters as long as the paste limit took minutes before the e-mail pattern was
  // bounded and such runs were dropped (each position retried the rest of the run): now milliseconds.
  // The bound is loose for a loaded machine; the old time was about 280 s.
  it('reads a paste of one endless word in linear time', () => {
    for (const text of ['1'.repeat(MAX_CAPTURE_CHARS - 1), 'a'.repeat(MAX_CAPTURE_CHARS - 1)]) {
      const start = performance.now()
      expect(captureJobAd(text).fields).toEqual({})
      expect(performance.now() - start).toBeLessThan(5_000)
    }
  })

  it('finds a contact address beside a long word', () => {
    const text = `${'x'.repeat(300)}\nBewerbung an jobs@beispiel-logistik.de\nStandort: Leipzig`
    expect(captureJobAd(text).fields).toMatchObject({ contactEmail: 'jobs@beispiel-logistik.de', location: 'Leipzig' })
  })

  it('names the contact once and keeps the company out of the employer address', () => {
    const ad = [
      'Sachbearbeiter Finanzbuchhaltung (m/w/d)',
      'Zahlwerk GmbH · Leopoldstraße 12, 80802 München',
      'Wir suchen ab sofort eine/n Sachbearbeiter/in Finanzbuchhaltung in Vollzeit.',
      'Ansprechpartnerin: Frau Petra Muster, Personalabteilung, Tel. +49 89 123456',
    ].join('\n')
    const { fields } = captureJobAd(ad)
    expect(fields.contactName).toBe('Petra Muster')
    expect(fields.employerAddress).toBe('Leopoldstraße 12, 80802 München')
  })
})
