import { describe, expect, it } from 'vitest'

import { achievementSentences } from './achievements'

// CV bullets as first-person sentences of the letter, from the verb tables only (issue 16).

describe('achievementSentences', () => {
  it.each([
    [
      'en',
      ['Launched a product used in 40 factories', 'Cut costs by 30%'],
      ['In this role, I launched a product used in 40 factories.', 'I also cut costs by 30%.'],
    ],
    [
      'de',
      ['Monatsabschlüsse für 3 Gesellschaften erstellt', 'Leitete ein Team von 5 Personen'],
      [
        'In dieser Funktion habe ich Monatsabschlüsse für 3 Gesellschaften erstellt.',
        'Außerdem leitete ich ein Team von 5 Personen.',
      ],
    ],
    [
      'fr',
      ['Développé un portefeuille de 60 clients'],
      ['Dans ce poste, j’ai développé un portefeuille de 60 clients.'],
    ],
    ['es', ['Aumenté el tráfico orgánico un 70 %'], ['En este puesto, aumenté el tráfico orgánico un 70 %.']],
    [
      'it',
      ['Ridotto i tempi di chiusura da 10 a 6 giorni'],
      ['In questo ruolo ho ridotto i tempi di chiusura da 10 a 6 giorni.'],
    ],
    ['pt', ['Coordenei 15 motoristas'], ['Nesta função, coordenei 15 motoristas.']],
    [
      'nl',
      ['Ontwikkelde een dashboard voor 40 analisten'],
      ['In deze functie ontwikkelde ik een dashboard voor 40 analisten.'],
    ],
    [
      'pl',
      ['Administrowałem 200 serwerami Linux'],
      ['Na tym stanowisku administrowałem 200 serwerami Linux.'],
    ],
  ] as const)('%s', (language, bullets, expected) => {
    expect(achievementSentences(bullets, language)).toEqual(expected)
  })

  it('quotes rather than rewrites a nominal bullet', () => {
    expect(achievementSentences(["Gestion d'une équipe de 6 personnes"], 'fr')).toBeUndefined()
    expect(achievementSentences(['Werving voor 60 functies per jaar'], 'nl')).toBeUndefined()
  })
})
