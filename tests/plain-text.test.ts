import { describe, expect, it } from 'vitest'
import { emptyCv } from '#shared/cv/cv.schema'
import { cvToPlainText } from '#documents/cv/plain-text'
import { englishReferenceCv, germanReferenceCv } from './fixtures/reference-cvs'
import { allSectionsCv } from './fixtures/sample-cvs'

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

  it('writes the further sections as plain paragraphs, references "on request" included', () => {
    const text = cvToPlainText(allSectionsCv, 'en')
    for (const piece of [
      'AWARDS\n\nEngineering Excellence Award, Northwind Payments\n11/2022\nFor the ledger migration without downtime.',
      'PUBLICATIONS\n\nIdempotent payment APIs in practice, InfoQ\n04/2021',
      'https://www.infoq.example.com/articles/idempotent-payments',
      'VOLUNTEERING\n\nMentor, Code Club Leeds, Leeds\n09/2019 – Present',
      '- Built the club’s first Python curriculum',
      'COURSES & TRAINING\n\nKubernetes Administration, Linux Foundation Training\n02/2023 – 03/2023',
      'REFERENCES\n\nPriya Raman, VP Engineering, Northwind Payments, priya.raman@example.com\n\nAvailable on request',
      'SPEAKING\n\nPyCon UK keynote, Cardiff\n09/2023',
    ])
      expect(text).toContain(piece)
  })
})
