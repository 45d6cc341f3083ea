import { describe, expect, it } from 'vitest'
import { scoreBullet } from './impact-score'

describe('scoreBullet', () => {
  it('counts a count per period as a measured result with its unit', () => {
    for (const [text, language] of [
      ['Bearbeitete ca. 300 Vorgänge pro Monat', 'de'],
      ['Resolved 40 support tickets a day', 'en'],
      ['Traite 20 dossiers par semaine', 'fr'],
    ] as const) {
      const { reasons } = scoreBullet(text, language)
      expect(reasons, text).toContain('measurable_result')
      expect(reasons, text).not.toContain('number_without_unit')
    }
  })

  it('still calls a bare number a number without a unit', () => {
    expect(scoreBullet('Bearbeitete 300 Vorgänge sorgfältig und termingerecht', 'de').reasons).toContain('number_without_unit')
  })
})
