import { describe, expect, it } from 'vitest'
import { CreateLetterBody, type LetterLayout } from '#shared/api/letters'
import type { Locale } from '#shared/i18n/locales'
import { richCv } from '../cv/sample-cvs'
import { closingStart, letterParts } from './letter-parts'
import { salarySentence as worded } from './letter-words'

// Intl puts no-break spaces between amount and currency; the tests read them as spaces.
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
const salarySentence = (...args: Parameters<typeof worded>) => spaced(worded(...args))

const letter = (layout: LetterLayout, language: Locale, extra: object = {}) =>
  CreateLetterBody.parse({
    cvId: '00000000-0000-4000-8000-000000000000',
    content: 'Sehr geehrte Frau Weber,\n\nich bewerbe mich bei Ihnen.\n\nMit freundlichen Grüßen\n\n\n\nOlivia Bennett',
    recipient: { company: 'Zahlwerk GmbH', contactName: 'Frau Weber', street: 'Weißenseer Weg 1', postalCode: '8001', city: 'Zürich' },
    language,
    layout,
    ...extra,
  })

describe('letter parts', () => {
  it('finds the closing: short trailing lines that end no sentence', () => {
    expect(closingStart(['Text.', '', 'Mit freundlichen Grüßen', '', '', 'Olivia'])).toBe(2)
    expect(closingStart(['Dear Sir,', '', 'Text.', '', 'Yours faithfully,', 'Olivia'])).toBe(4)
    expect(closingStart(['Only a sentence.'])).toBe(1)
  })

  it("takes the CV's street and town as the sender's address when the letter has no sender of its own", () => {
    const cv = { ...richCv, personal: { ...richCv.personal, address: 'Leopoldstraße 12', location: '80802 München' } }
    expect(letterParts(cv, letter('din5008-a', 'de'), '2026-12-07').sender.addressLines).toEqual([
      'Leopoldstraße 12',
      '80802 München',
    ])
  })

  it('puts salary and start date before the closing', () => {
    const parts = letterParts(richCv, letter('din5008-a', 'de', { salary: { min: 55000, max: 60000 }, startDate: '2027-03-01' }), '2026-12-07')
    expect(spaced(parts.body)).toContain('ich bewerbe mich bei Ihnen.\n\nMeine Gehaltsvorstellung liegt bei 55.000 € bis 60.000 € brutto im Jahr. Die Stelle kann ich frühestens am 1. März 2027 antreten.\n\nMit freundlichen Grüßen')
    expect(parts.date).toBe('London, 7. Dezember 2026')
  })

  it('writes Swiss letters without ß, without the salutation comma, with "Freundliche Grüsse"', () => {
    const parts = letterParts(richCv, letter('ch', 'de', { place: 'Zürich', enclosures: ['Arbeitszeugnis Großbank'] }), '2026-12-07')
    expect(parts.body.startsWith('Sehr geehrte Frau Weber\n\nIch bewerbe mich')).toBe(true)
    expect(parts.body).toContain('Freundliche Grüsse')
    expect(parts.recipient).toContain('Weissenseer Weg 1')
    expect(parts.enclosuresLabel).toBe('Beilagen')
    expect(parts.enclosures).toEqual(['Arbeitszeugnis Grossbank'])
    expect(parts.date).toBe('Zürich, 7. Dezember 2026')
  })

  it('words the salary by the country: AT fourteen salaries, CH grouping, DE range', () => {
    expect(salarySentence({ min: 3800, max: null, currency: 'EUR', period: 'month' }, 'at', 'de')).toBe(
      'Meine Gehaltsvorstellung liegt bei € 3.800 brutto monatlich, das sind € 53.200 brutto jährlich (14×).',
    )
    expect(salarySentence({ min: 95000, max: null, currency: 'CHF', period: 'year' }, 'ch', 'de')).toMatch(/^Meine Lohnvorstellung liegt bei CHF 95.000 brutto pro Jahr\.$/)
    expect(salarySentence({ min: 45000, max: 50000, currency: 'GBP', period: 'year' }, 'uk', 'en')).toBe('My salary expectation is £45,000 to £50,000 gross per year.')
  })

  it('dates by the country: French "le", Polish numeric, UK without place', () => {
    expect(letterParts(richCv, letter('fr', 'fr', { place: 'Paris' }), '2026-12-07').date).toBe('Paris, le 7 décembre 2026')
    expect(letterParts(richCv, letter('pl', 'pl', { place: 'Łódź' }), '2026-12-07').date).toBe('Łódź, 2026-12-07')
    expect(letterParts(richCv, letter('uk', 'en'), '2026-12-07').date).toBe('7 December 2026')
  })
})
