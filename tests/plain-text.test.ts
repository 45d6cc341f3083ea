import { describe, expect, it } from 'vitest'
import { emptyCv } from '#shared/cv/cv.schema'
import { cvToPlainText } from '#documents/cv/plain-text'
import { englishReferenceCv, germanReferenceCv } from './fixtures/reference-cvs'

describe('cvToPlainText', () => {
  it('writes a German CV with German headings, dates and personal data, name first', () => {
    const text = cvToPlainText(germanReferenceCv, 'de')
    expect(text.startsWith('Julia Schneider\nProjektleiterin Digitalisierung\n')).toBe(true)
    for (const piece of [
      'E-Mail: julia.schneider@example.de',
      'PERSÖNLICHE DATEN\n\nGeburtsdatum: 12.04.1988\nGeburtsort: Bonn',
      'BERUFSERFAHRUNG\n\nProjektleiterin Digitalisierung, RheinEnergie Service GmbH\n03/2019 – heute | Köln\n- Gesamtverantwortung',
      'Methoden: Scrum (Expertenwissen), PRINCE2 (Sehr gute Kenntnisse)',
      'SPRACHEN\n\nDeutsch: Muttersprache\nEnglisch: C1 · Fließend',
      'INTERESSEN\n\nKlettern – DAV Sektion Rheinland-Köln',
      'Köln, 20.11.2026',
    ])
      expect(text).toContain(piece)
    // Plain text: no markup, no tabs, no layout characters.
    expect(text).not.toMatch(/[<>\t•]/)
  })

  it('follows the chosen language and leaves out empty sections', () => {
    const text = cvToPlainText(englishReferenceCv, 'fr')
    expect(text).toContain('EXPÉRIENCE PROFESSIONNELLE')
    expect(text).toContain('09/2021 – aujourd’hui')
    expect(text).not.toContain('CENTRES D’INTÉRÊT')
    expect(cvToPlainText(emptyCv(), 'en')).toBe('\n')
  })
})
