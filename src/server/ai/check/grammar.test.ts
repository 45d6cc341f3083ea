import { describe, expect, it } from 'vitest'

import { grammarProblems } from './grammar'

// The checker's grammar check (issue 25): the shapes the letter engine writes, right and broken.
describe('grammarProblems', () => {
  it('refuses a role opener whose main clause has no applicant as subject', () => {
    const broken =
      'Als Einkäuferin bei Autohaus Berger GmbH (seit 2019) gehören zu meinen Ergebnissen: Rahmenverträge; Lieferantenbewertung.'
    expect(grammarProblems(broken, 'de').map((p) => p.rule)).toContain('dangling_opener')
    expect(grammarProblems('As buyer at Berger Ltd (since 2019), my results include: contracts.', 'en')[0]?.rule).toBe(
      'dangling_opener',
    )
  })

  it('accepts the engine’s role sentences with the applicant as subject', () => {
    const good = [
      ['Als Einkäuferin bei Autohaus Berger GmbH (seit 2019) habe ich unter anderem Folgendes erreicht: Rahmenverträge.', 'de'],
      ['As buyer at Berger Ltd (since 2019), I achieved results such as: framework contracts.', 'en'],
      ['En tant qu’acheteuse chez Berger SA (depuis 2019), j’ai obtenu notamment ces résultats : contrats cadres.', 'fr'],
      ['Als inkoper bij Berger BV (sinds 2019) heb ik onder meer het volgende bereikt: raamcontracten.', 'nl'],
      ['Derzeit bin ich als Einkäuferin bei Autohaus Berger GmbH tätig (seit 2019).', 'de'],
      ['Ich betreute Kunden, die die Produkte der Firma kauften.', 'de'],
    ] as const
    for (const [text, language] of good) expect(grammarProblems(text, language), text).toEqual([])
  })

  it('refuses first person with a verb of another person', () => {
    expect(grammarProblems('Seit 2019 ich hat die Buchhaltung geführt.', 'de')[0]?.rule).toBe('agreement')
    expect(grammarProblems('I has led the team since 2019.', 'en')[0]?.rule).toBe('agreement')
    expect(grammarProblems('Depuis 2019, je a dirigé l’équipe.', 'fr')[0]?.rule).toBe('agreement')
  })

  it('refuses a participle after a finite past verb without an auxiliary', () => {
    expect(grammarProblems('Verantwortete die Buchhaltung gemacht.', 'de')[0]?.rule).toBe('participle_without_auxiliary')
    expect(grammarProblems('Verantwortete die Buchhaltung für drei Standorte.', 'de')).toEqual([])
    expect(grammarProblems('Ich habe die Buchhaltung gemacht.', 'de')).toEqual([])
  })

  it('refuses left-overs of empty slots and doubled words', () => {
    expect(grammarProblems('Zuletzt war ich als Koch bei Adler tätig ().', 'de')[0]?.rule).toBe('empty_parentheses')
    expect(grammarProblems('Ich bringe SAP, , Excel mit.', 'de')[0]?.rule).toBe('empty_list_item')
    expect(grammarProblems('I worked at at Berger Ltd.', 'en')[0]?.rule).toBe('doubled_word')
  })
})
