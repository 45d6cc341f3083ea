import { describe, expect, it } from 'vitest'

import { checkedBullets } from './checked-bullets'
import { enhanceBullets } from './enhance-bullets'
import { scoreBullet } from './impact-score'

// Issue 16: no non-word reaches the user, the idiomatic nominal style stays, a number with its
// unit is quantified and a result outweighs a team size.

describe('checked bullets', () => {
  it('gives the original back for a rewrite with a non-word or a changed number', async () => {
    const bullet = {
      original: 'Performed reporting every month',
      impactScore: 3,
      reasons: [],
      language: 'en' as const,
    }
    const [nonWord, number] = await checkedBullets(
      [
        { ...bullet, enhanced: 'Performeded reporting every month' },
        { ...bullet, enhanced: 'Performed reporting every 2 months' },
      ],
      'en',
    )
    expect(nonWord?.enhanced).toBe('Performed reporting every month')
    expect(number?.enhanced).toBe('Performed reporting every month')
  })

  it('never writes "Performeded" and keeps a past form the tables do not know', async () => {
    const [did, performed] = await checkedBullets(
      enhanceBullets(
        ['Did the monthly reporting for the board', 'Performed reporting every month for the board'],
        {
          language: 'en',
        },
      ),
      'en',
    )
    expect(did?.enhanced).toMatch(/^Completed the monthly reporting/)
    expect(performed?.enhanced).toMatch(/^Performed reporting every month/)
  })

  it.each([
    ['fr', "Gestion d'une équipe de 6 personnes"],
    ['fr', 'Suivi des commandes fournisseurs pour 12 magasins'],
    ['it', 'Gestione della contabilità fornitori per 3 società'],
    ['de', 'Leitung eines Teams von 5 Mitarbeitenden'],
  ] as const)('%s: keeps the idiomatic "%s"', (language, text) => {
    expect(enhanceBullets([text], { language })[0]?.enhanced).toBe(text)
  })

  it('counts a number with its unit as quantified and ranks a result above a team size', () => {
    expect(scoreBullet("Gestion d'une équipe de 6 personnes", 'fr').reasons).not.toContain(
      'number_without_unit',
    )
    expect(scoreBullet('Leitung eines Teams von 5 Mitarbeitenden', 'de').reasons).not.toContain(
      'number_without_unit',
    )
    expect(scoreBullet('Augmenté les ventes de 30 %', 'fr').score).toBeGreaterThan(
      scoreBullet('Géré une équipe de 6 personnes', 'fr').score,
    )
  })

  // Issue 30.10: "Habe … mitgeholfen" was left as written. The first person's perfect becomes a
  // verb first, and helping stays helping ("wirkte mit"), never "leitete" or "verantwortete".
  it('strengthens a German first-person perfect without claiming more than help', async () => {
    const originals = [
      'Habe bei der Einführung von SAP mitgeholfen',
      'Ich habe bei der Organisation von Messen geholfen',
      'Habe mitgeholfen, die Lagerprozesse zu verbessern',
      'Habe Kunden am Telefon beraten',
    ]
    const enhanced = await checkedBullets(enhanceBullets(originals, { language: 'de', pastTense: true }), 'de')
    expect(enhanced.map((bullet) => bullet.enhanced ?? bullet.original)).toEqual([
      'Wirkte bei der Einführung von SAP mit',
      'Wirkte bei der Organisation von Messen mit',
      'Wirkte daran mit, die Lagerprozesse zu verbessern',
      'Beriet Kunden am Telefon',
    ])
    // A line that only starts with "Habe" and ends in no participle is no perfect: left as it is.
    const [experience] = await checkedBullets(enhanceBullets(['Habe Erfahrung mit SAP'], { language: 'de', pastTense: true }), 'de')
    expect(experience!.enhanced ?? experience!.original).not.toMatch(/^Verantwortete/)
  })
})
