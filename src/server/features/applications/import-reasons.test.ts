import { describe, expect, it } from 'vitest'
import { LOCALES } from '#shared/i18n/locales'
import { readApplicationsCsv } from './applications-csv'
import { skipReason } from './import-reasons'

const TODAY = '2026-12-03'
const CSV = 'Firma;Datum;Status\nMuster AG;31.02.2026;beworben\nBeispiel GmbH;3.12.2026;vielleicht\n;3.12.2026;beworben\n'

describe('skip reasons of the CSV import', () => {
  it('are written in the importing person’s language, naming the value and the API field', () => {
    const { skipped } = readApplicationsCsv(CSV, TODAY, 'de')
    expect(skipped).toEqual([
      { row: 2, reason: 'Datum: „31.02.2026“ ist kein Datum (schreiben Sie 2026-12-03 oder 3.12.2026)' },
      { row: 3, reason: 'Status: „vielleicht“ ist kein bekannter Wert' },
      { row: 4, reason: 'company: die Firma fehlt – jede Zeile braucht eine' },
    ])
    expect(readApplicationsCsv(CSV, TODAY, 'fr').skipped[1]!.reason).toBe('statut : « vielleicht » n’est pas une valeur connue')
    expect(readApplicationsCsv(CSV, TODAY).skipped[0]!.reason).toBe('date: "31.02.2026" is not a date (use 2026-12-03 or 3.12.2026)')
  })

  it('exist in all 8 languages, each different from English', () => {
    const english = skipReason({ kind: 'unknownValue', label: 'channel', value: 'x' }, 'en')
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const text = skipReason({ kind: 'unknownValue', label: 'channel', value: 'x' }, locale)
      expect(text, locale).not.toBe(english)
      expect(text).toContain('x')
      expect(text).not.toMatch(/\{\{/)
      expect(skipReason({ kind: 'noCompany' }, locale), locale).not.toBe(skipReason({ kind: 'noCompany' }, 'en'))
    }
  })
})
