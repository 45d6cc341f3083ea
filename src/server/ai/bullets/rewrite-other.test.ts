import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import type { Locale } from '#shared/i18n/locales'

import { startsWithActionVerb } from '#server/text/verbs/action-verbs'
import { enhanceBullets } from './enhance-bullets'
import { numbersIn } from '#server/text/numbers'

const enhanced = (language: Locale, text: string, pastTense = true) =>
  enhanceBullets([text], { language, pastTense })[0]?.enhanced

type Case = [original: string, expected: string]

function expectRewrites(language: Locale, cases: readonly Case[], pastTense = true) {
  for (const [original, expected] of cases)
    expect(enhanced(language, original, pastTense), original).toBe(expected)
}

describe('enhanceBullets in French', () => {
  it('removes "Responsable de" / "Chargé de" and starts with the participle of the duty, article fixed', () => {
    expectRewrites('fr', [
      ["Responsable de la gestion d'une équipe de 5 personnes", 'Géré une équipe de 5 personnes'],
      ['Chargée du suivi de 40 grands comptes', 'Suivi 40 grands comptes'],
      ['Chargé de gérer les 12 comptes clés', 'Géré les 12 comptes clés'],
      ['Responsable de la paie de 80 salariés', 'Géré la paie de 80 salariés'],
    ])
  })

  it('keeps the nominal style: "Gestion de…" is how French CVs write (issue 16)', () => {
    expectRewrites('fr', [
      ["Gestion d'un budget annuel de 1,2 M€", "Gestion d'un budget annuel de 1,2 M€"],
      ['Réduction des coûts logistiques de 15 %', 'Réduction des coûts logistiques de 15 %'],
      [
        "Animation d'ateliers de formation pour 25 managers",
        "Animation d'ateliers de formation pour 25 managers",
      ],
      [
        "Mise en place d'un nouvel outil CRM pour 3 agences",
        "Mise en place d'un nouvel outil CRM pour 3 agences",
      ],
      [
        "Conception et développement d'une application utilisée par 50 000 clients",
        "Conception et développement d'une application utilisée par 50 000 clients",
      ],
    ])
  })

  it('makes the passive active and keeps "participation" honest', () => {
    expectRewrites('fr', [
      ['Les ventes ont été augmentées de 20 % en 2023', 'Augmenté les ventes de 20 % en 2023'],
      ['Un nouveau CRM a été mis en place en 2021', 'Mis en place un nouveau CRM en 2021'],
      ['Participation au lancement de 2 gammes', 'Contribué au lancement de 2 gammes'],
    ])
  })

  it('uses the present for the current job and the participle for an ended one', () => {
    expect(enhanced('fr', 'Gère un portefeuille de 60 clients B2B', true)).toBe(
      'Géré un portefeuille de 60 clients B2B',
    )
    expect(enhanced('fr', 'Géré un portefeuille de 60 clients B2B', false)).toBe(
      'Gère un portefeuille de 60 clients B2B',
    )
    // "Suivi de…" is nominal style and stays; a filler still goes ("Gère le suivi").
    expect(enhanced('fr', 'Suivi de 40 grands comptes', false)).toBe('Suivi de 40 grands comptes')
    expect(enhanced('fr', 'Chargée du suivi de 40 grands comptes', false)).toBe(
      'Gère le suivi de 40 grands comptes',
    )
  })

  it('hints at the result gap beside the bullet, never in it', () => {
    const fr = enhanceBullets(['Amélioration de la satisfaction client'], { language: 'fr', pastTense: true })[0]
    expect(fr).toMatchObject({
      enhanced: 'Amélioration de la satisfaction client',
      resultHint: '… (résultat : [résultat chiffré])',
    })
    expect(enhanced('fr', 'Gestion administrative et comptable')).toBe('Gestion administrative et comptable')
  })

  it('leaves a good bullet, a job title and a clause with its own verb as written', () => {
    for (const text of [
      'Développé un outil interne utilisé par 300 employés',
      'Chargée de clientèle pour 200 comptes',
      "Le chiffre d'affaires a augmenté de 30 %",
    ])
      expect(enhanced('fr', text)).toBe(text)
  })

  it('keeps a typed typographic apostrophe', () => {
    expect(enhanced('fr', 'Aide à la mise en place d’un ERP pour 4 sites')).toBe(
      'Contribué à la mise en place d’un ERP pour 4 sites',
    )
  })
})

describe('enhanceBullets in Spanish', () => {
  it('removes "Responsable de" / "Encargado de" and starts with the preterite', () => {
    expectRewrites('es', [
      ['Responsable de la gestión de un equipo de 8 personas', 'Gestioné un equipo de 8 personas'],
      ['Encargado de la atención al cliente en 2 tiendas', 'Gestioné la atención al cliente en 2 tiendas'],
      ['Encargada de gestionar las cuentas de 40 clientes', 'Gestioné las cuentas de 40 clientes'],
    ])
  })

  it('turns gerunds and participles into the verb, with "a" before people; nouns stay', () => {
    expectRewrites('es', [
      [
        'Desarrollo de una aplicación web para 1.200 usuarios',
        'Desarrollo de una aplicación web para 1.200 usuarios',
      ],
      ['Formación de 30 empleados en el nuevo ERP', 'Formación de 30 empleados en el nuevo ERP'],
      ['Gestionando las redes sociales de 4 marcas', 'Gestioné las redes sociales de 4 marcas'],
      ['Gestionado un presupuesto de 50.000 €', 'Gestioné un presupuesto de 50.000 €'],
      ['He negociado contratos con 15 proveedores', 'Negocié contratos con 15 proveedores'],
    ])
  })

  it('makes "se" passives active and "ayudé" a share', () => {
    expectRewrites('es', [
      ['Se redujeron los costes operativos en un 15 %', 'Reduje los costes operativos en un 15 %'],
      [
        'Ayudé en la migración de 200 servidores a la nube',
        'Colaboré en la migración de 200 servidores a la nube',
      ],
      ['Ayudé a implementar un CRM en 3 sedes', 'Contribuí a implementar un CRM en 3 sedes'],
    ])
  })

  it('uses the present for the current job, coordinated verbs included', () => {
    expect(enhanced('es', 'Dirigí un equipo de 6 desarrolladores', false)).toBe(
      'Dirijo un equipo de 6 desarrolladores',
    )
    expect(enhanced('es', 'Diseñé y desarrollé una app para 3 clientes', false)).toBe(
      'Diseño y desarrollo una app para 3 clientes',
    )
    expect(enhanced('es', 'Diseño y desarrollo una app para 3 clientes', true)).toBe(
      'Diseñé y desarrollé una app para 3 clientes',
    )
  })

  it('hints at the result gap beside a bullet without a number', () => {
    expect(enhanceBullets(['Reducción de los costes de envío'], { language: 'es', pastTense: true })[0]).toMatchObject({
      enhanced: 'Reducción de los costes de envío',
      resultHint: '… (resultado: [resultado medible])',
    })
  })

  it('leaves a good bullet and a degree as written', () => {
    for (const text of [
      'Implementé un nuevo sistema de facturación que redujo los errores un 30 %',
      'Formado en Derecho por la Universidad de Sevilla en 2015',
    ])
      expect(enhanced('es', text)).toBe(text)
  })
})

describe('enhanceBullets in Italian', () => {
  it('removes "Responsabile di" / "Incaricato di" and starts with the participle', () => {
    expectRewrites('it', [
      ["Incaricato dell'organizzazione di 12 fiere", 'Organizzato 12 fiere'],
      ['Responsabile della contabilità clienti di 3 società', 'Gestito la contabilità clienti di 3 società'],
    ])
  })

  it('keeps the nominal style and turns "Ho …" into the participle', () => {
    expectRewrites('it', [
      ['Gestione di un team di 6 persone', 'Gestione di un team di 6 persone'],
      ['Riduzione dei tempi di consegna del 30 %', 'Riduzione dei tempi di consegna del 30 %'],
      [
        'Ho coordinato 3 progetti di migrazione verso il cloud',
        'Coordinato 3 progetti di migrazione verso il cloud',
      ],
      [
        'Supporto tecnico di secondo livello per 300 utenti',
        'Supporto tecnico di secondo livello per 300 utenti',
      ],
    ])
  })

  it('makes the passive active and "partecipazione" a share', () => {
    expectRewrites('it', [
      ['Le vendite sono state aumentate del 25 % nel 2022', 'Aumentato le vendite del 25 % nel 2022'],
      ['È stato implementato un nuovo CRM in 4 filiali', 'Implementato un nuovo CRM in 4 filiali'],
      ['Partecipazione al lancio di 2 nuovi prodotti', 'Contribuito al lancio di 2 nuovi prodotti'],
    ])
  })

  it('uses the present for the current job and the participle for an ended one', () => {
    expect(enhanced('it', 'Gestisco un portafoglio di 40 clienti', true)).toBe(
      'Gestito un portafoglio di 40 clienti',
    )
    expect(enhanced('it', 'Gestito un portafoglio di 40 clienti', false)).toBe(
      'Gestisco un portafoglio di 40 clienti',
    )
  })

  it('hints at the result gap beside a bullet without a number', () => {
    expect(enhanceBullets(['Miglioramento della qualità del servizio'], { language: 'it', pastTense: true })[0]).toMatchObject({
      enhanced: 'Miglioramento della qualità del servizio',
      resultHint: '… (risultato: [risultato misurabile])',
    })
  })

  it('leaves a good bullet and an unaccusative clause as written', () => {
    for (const text of [
      'Negoziato contratti con 20 fornitori per un valore di 3,5 mln €',
      'Le vendite sono aumentate del 10 %',
    ])
      expect(enhanced('it', text)).toBe(text)
  })
})

describe('enhanceBullets in Portuguese', () => {
  it('removes "Responsável por" / "Encarregado de" and starts with the preterite', () => {
    expectRewrites('pt', [
      ['Responsável pela gestão de 25 contas de clientes', 'Geri 25 contas de clientes'],
      ['Encarregado do atendimento a 300 clientes por dia', 'Geri o atendimento a 300 clientes por dia'],
    ])
  })

  it('keeps the nominal style and turns the gerund into the verb', () => {
    expectRewrites('pt', [
      ['Gestão de uma equipa de 4 técnicos', 'Gestão de uma equipa de 4 técnicos'],
      [
        'Desenvolvimento de um portal web para 10.000 utilizadores',
        'Desenvolvimento de um portal web para 10.000 utilizadores',
      ],
      ['Redução dos custos de transporte em 12 %', 'Redução dos custos de transporte em 12 %'],
      ['Gerindo as redes sociais de 3 marcas', 'Geri as redes sociais de 3 marcas'],
    ])
  })

  it('makes the passive active, subject first or after "foi", and "participação" a share', () => {
    expectRewrites('pt', [
      ['As vendas foram aumentadas em 18 % no primeiro ano', 'Aumentei as vendas em 18 % no primeiro ano'],
      [
        'Foi implementado um novo sistema de faturação em 2 lojas',
        'Implementei um novo sistema de faturação em 2 lojas',
      ],
      ['Participação na implementação do SAP em 3 filiais', 'Colaborei na implementação do SAP em 3 filiais'],
      ['Ajudei a implementar o novo ERP em 5 lojas', 'Contribuí para implementar o novo ERP em 5 lojas'],
    ])
  })

  it('uses the present for the current job and the preterite for an ended one', () => {
    expect(enhanced('pt', 'Coordenei uma equipa de 5 pessoas', false)).toBe(
      'Coordeno uma equipa de 5 pessoas',
    )
    expect(enhanced('pt', 'Coordeno uma equipa de 5 pessoas', true)).toBe('Coordenei uma equipa de 5 pessoas')
  })

  it('hints at the result gap beside a bullet without a number', () => {
    expect(enhanceBullets(['Foi implementado um novo sistema de faturação'], { language: 'pt', pastTense: true })[0]).toMatchObject({
      enhanced: 'Implementei um novo sistema de faturação',
      resultHint: '… (resultado: [resultado mensurável])',
    })
  })

  it('leaves a good bullet and a degree as written', () => {
    for (const text of [
      'Negociei contratos com fornecedores no valor de 2 milhões de euros',
      'Formado em Engenharia Informática em 2018',
    ])
      expect(enhanced('pt', text)).toBe(text)
  })
})

describe('enhanceBullets in Dutch', () => {
  it('removes "Verantwoordelijk voor" and starts with the past tense', () => {
    expectRewrites('nl', [
      ['Verantwoordelijk voor het beheer van 15 klanten', 'Beheerde 15 klanten'],
      ['Verantwoordelijk voor de planning van 30 evenementen per jaar', 'Plande 30 evenementen per jaar'],
    ])
  })

  it('turns the nominal style into a verb and closes the clause with a separable particle', () => {
    expectRewrites('nl', [
      ['Beheer van een budget van 50.000 euro', 'Beheerde een budget van 50.000 euro'],
      ['Opzetten van een webshop voor 3 merken', 'Zette een webshop voor 3 merken op'],
      ['Coördinatie van 4 externe leveranciers', 'Coördineerde 4 externe leveranciers'],
    ])
  })

  it('moves the verb of the telegram style and of the passive to the front', () => {
    expectRewrites('nl', [
      ['De kosten werden met 15 % verlaagd', 'Verlaagde de kosten met 15 %'],
      ['Klanttevredenheid met 20 % verhoogd', 'Verhoogde klanttevredenheid met 20 %'],
      ['Ik heb 12 nieuwe medewerkers ingewerkt', 'Werkte 12 nieuwe medewerkers in'],
      ['Offertes opstellen voor 40 zakelijke klanten', 'Stelde offertes op voor 40 zakelijke klanten'],
      ['Hielp bij de migratie van 200 servers', 'Werkte mee aan de migratie van 200 servers'],
    ])
  })

  it('uses the present for the current job, the particle staying at the end', () => {
    expect(enhanced('nl', 'Leidde een team van 6 ontwikkelaars', false)).toBe(
      'Leid een team van 6 ontwikkelaars',
    )
    expect(enhanced('nl', 'Zet een webshop op voor 3 merken', true)).toBe(
      'Zette een webshop op voor 3 merken',
    )
  })

  it('hints "met [X] %" for a change without a number', () => {
    expect(enhanceBullets(['Verlaging van de doorlooptijd'], { language: 'nl', pastTense: true })[0]).toMatchObject({
      enhanced: 'Verlaagde de doorlooptijd',
      resultHint: '… met [X] %',
    })
  })

  it('leaves a good bullet and a clause with its own verb as written', () => {
    for (const text of ['Ontwikkelde een dashboard voor 40 analisten', 'De omzet is met 20 % gestegen'])
      expect(enhanced('nl', text)).toBe(text)
  })
})

describe('enhanceBullets in Polish', () => {
  it('removes the filler down to the verbal noun, declined back to the nominative', () => {
    expectRewrites('pl', [
      ['Odpowiedzialny za obsługę 30 klientów kluczowych', 'Obsługa 30 klientów kluczowych'],
      ['Odpowiedzialna za zarządzanie zespołem 8 osób', 'Zarządzanie zespołem 8 osób'],
      ['Zajmowałem się rekrutacją 40 pracowników rocznie', 'Rekrutacja 40 pracowników rocznie'],
      ['Byłam odpowiedzialna za bieżącą obsługę 50 klientów', 'Bieżąca obsługa 50 klientów'],
    ])
  })

  it('turns "pomoc w" and "udział w" into a share, keeping the locative', () => {
    expectRewrites('pl', [
      [
        'Pomoc w organizacji 5 konferencji branżowych',
        'Współpraca przy organizacji 5 konferencji branżowych',
      ],
      [
        'Udział we wdrożeniu systemu SAP w 3 oddziałach',
        'Współpraca przy wdrożeniu systemu SAP w 3 oddziałach',
      ],
    ])
  })

  it('moves a past verb to the gender-neutral present for the current job', () => {
    expect(enhanced('pl', 'Koordynowałem pracę 3 działów', false)).toBe('Koordynuję pracę 3 działów')
    expect(enhanced('pl', 'Wdrożyłam system CRM w 12 oddziałach', false)).toBe(
      'Wdrażam system CRM w 12 oddziałach',
    )
  })

  it('puts a present verb of an ended job into the past only in the gender the bullets show', () => {
    const past = (bullets: string[]) =>
      enhanceBullets(bullets, { language: 'pl', pastTense: true }).map((r) => r.enhanced)
    expect(past(['Zarządzam zespołem 5 osób', 'Zwiększyłam sprzedaż o 20 %'])[0]).toBe(
      'Zarządzałam zespołem 5 osób',
    )
    expect(past(['Zarządzam zespołem 5 osób', 'Odpowiedzialny za obsługę 30 klientów'])[0]).toBe(
      'Zarządzałem zespołem 5 osób',
    )
    expect(past(['Zarządzam zespołem 5 osób'])[0]).toBe('Zarządzam zespołem 5 osób')
  })

  it('hints "o [X] %" for a change without a number', () => {
    expect(enhanceBullets(['Obniżenie kosztów magazynowych'], { language: 'pl', pastTense: true })[0]).toMatchObject({
      enhanced: 'Obniżenie kosztów magazynowych',
      resultHint: '… o [X] %',
    })
  })

  it('leaves verbal nouns and a first-person verb as written', () => {
    for (const text of [
      'Zarządzanie zespołem 8 osób',
      'Wdrożenie systemu CRM w 12 oddziałach',
      'Zwiększyłam sprzedaż o 20 % w ciągu roku',
    ])
      expect(enhanced('pl', text)).toBe(text)
  })
})

describe('enhanceBullets in the six table-driven languages', () => {
  const SAMPLES: Record<Exclude<Locale, 'en' | 'de'>, string[]> = {
    fr: [
      'Responsable de la gestion de',
      'Gestion de',
      'Participation à',
      'Les ventes ont été augmentées de',
      'Gère',
    ],
    es: ['Responsable de la gestión de', 'Gestión de', 'Ayudé en', 'Se redujeron', 'Gestionando'],
    it: [
      'Responsabile della gestione di',
      'Gestione di',
      'Partecipazione al',
      'È stato implementato',
      'Ho gestito',
    ],
    pt: ['Responsável pela gestão de', 'Gestão de', 'Participação na', 'Foi implementado', 'Gerindo'],
    nl: ['Verantwoordelijk voor het beheer van', 'Opzetten van', 'Hielp bij', 'De kosten werden', 'Ik heb'],
    pl: ['Odpowiedzialny za obsługę', 'Zarządzanie', 'Pomoc w', 'Zajmowałam się obsługą', 'Zarządzałem'],
  }

  it('keeps every number and invents none, whatever follows a rewritten opening', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(SAMPLES) as (keyof typeof SAMPLES)[])),
        fc.nat({ max: 4 }),
        fc.array(
          fc.oneof(
            fc.constantFrom('1.200', '50.000 €', '15 %', '3,5 Mio', "d'une", 'de la', 'van de', 'en', 'y'),
            fc.stringMatching(/^[a-zà-ÿ]{1,8}$/),
          ),
          { maxLength: 8 },
        ),
        fc.boolean(),
        (language, index, words, pastTense) => {
          const text = [SAMPLES[language][index], ...words].join(' ')
          const [result] = enhanceBullets([text], { language, pastTense })
          return (
            JSON.stringify(numbersIn(result?.enhanced ?? '').sort()) ===
            JSON.stringify(numbersIn(text).sort())
          )
        },
      ),
      { numRuns: 600 },
    )
  })

  it('counts only verbs of the reviewed tables as action verbs, not any participle-like word', () => {
    expect(startsWithActionVerb('Responsabilité de 3 projets', 'fr')).toBe(false)
    expect(startsWithActionVerb('Desarrollo de aplicaciones', 'es')).toBe(false)
    expect(startsWithActionVerb('Desarrollo aplicaciones web', 'es')).toBe(true)
    expect(startsWithActionVerb('Formado en Derecho', 'es')).toBe(false)
    expect(startsWithActionVerb('Beheer van 15 klanten', 'nl')).toBe(false)
    expect(startsWithActionVerb('Zarządzanie zespołem', 'pl')).toBe(true)
  })
})
