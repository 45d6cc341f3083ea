import { describe, expect, it } from 'vitest'
import { letterBodyFrom } from './letter-body'

describe('letterBodyFrom', () => {
  it('drops the head a written letter carries and keeps salutation to signature', () => {
    const text = 'Julia Schneider\nBerlin\n\nZahlwerk GmbH\n\nBerlin, 7. Dezember 2026\n\nBewerbung als Data Analyst\n\n\nSehr geehrte Damen und Herren,\n\nich bewerbe mich.\n\nMit freundlichen Grüßen\n\n\n\nJulia Schneider'
    expect(letterBodyFrom(text)).toBe('Sehr geehrte Damen und Herren,\n\nich bewerbe mich.\n\nMit freundlichen Grüßen\n\n\n\nJulia Schneider')
  })

  it('finds salutations in other languages and keeps a text without one whole', () => {
    expect(letterBodyFrom('Paris, le 7 décembre\n\nMadame, Monsieur,\n\nTexte.')).toBe('Madame, Monsieur,\n\nTexte.')
    expect(letterBodyFrom('Head\n\nSzanowni Państwo,\n\nTreść.')).toBe('Szanowni Państwo,\n\nTreść.')
    expect(letterBodyFrom('  Just a paragraph.\n')).toBe('Just a paragraph.')
  })
})
