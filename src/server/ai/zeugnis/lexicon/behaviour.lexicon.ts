import type { BehaviourGroup, FormulaDefinition } from './types'

// The behaviour summary ("Verhaltensformel") and the groups it names.
// Source: docs/spec/domain/zeugnis.md §2.2. Grades 1–2 are confirmed there; the lower steps follow common
// practitioner scales (marked U in docs/spec/domain/zeugnis.md) and count like every other level word.

export const BEHAVIOUR_FORMULA: FormulaDefinition = {
  key: 'behaviour',
  dimension: 'behaviour',
  weight: 6,
  anchors: [
    'verhalten',
    // "verhielten Sie sich" (a letter addressed to the person) and plural forms.
    'verhielt*',
    'verhält',
    '=benehmen',
    '=benahm',
    '=betragen',
    'sozialverhalten',
    'führungsverhalten',
  ],
  windowBefore: 6,
  windowAfter: 16,
  levels: [
    {
      key: 'exemplary',
      patterns: [
        'vorbildlich*',
        'beispielhaft*',
        'sehr gut',
        'ausgezeichnet*',
        'hervorragend*',
        'jederzeit einwandfrei und vorbildlich',
      ],
      grade: 2,
      gradeWithFrequency: 1,
    },
    {
      key: 'impeccable',
      patterns: ['einwandfrei*', 'tadellos*', 'untadelig*'],
      grade: 3,
      gradeWithFrequency: 2,
    },
    { key: 'good', patterns: ['=gut', '=gutes'], grade: 3.5, gradeWithFrequency: 3 },
    {
      key: 'correct',
      patterns: [
        'korrekt*',
        'höflich*',
        'angemessen*',
        'ordentlich*',
        'in ordnung',
        'zufriedenstellend*',
        'freundlich*',
        'sachlich*',
        'einwandfrei und korrekt',
        // jesperbeisner/arbeitszeugnisgenerator (Sozialverhalten, Note 4).
        'spannungsfrei*',
      ],
      grade: 4,
      gradeWithFrequency: 3.5,
    },
    {
      key: 'no_complaints',
      patterns: [
        'keinen anlass ~3 beanstandung*|klage*|tadel|kritik|beschwerde*',
        '=ohne tadel',
        '=ohne beanstandung*',
        'nicht zu beanstanden',
        'gab ~4 keinen anlass',
        'keine beanstandung*|klagen',
      ],
      grade: 4,
      gradeWithFrequency: 4,
    },
    {
      key: 'nothing_adverse',
      patterns: ['nichts nachteilig*', 'nichts negativ*'],
      grade: 5.5,
      gradeWithFrequency: 5.5,
    },
  ],
  plain: null,
  source: 'zeugnis.md §2.2',
}

export const BEHAVIOUR_GROUPS: readonly BehaviourGroup[] = [
  {
    key: 'superiors',
    rank: 0,
    patterns: [
      'vorgesetzt*',
      'geschäftsleitung',
      'geschäftsführung',
      '=vorstand',
      '=leitung',
      '=chef*',
      'führungskräft*',
      '=führungskraft',
      'dienstgeber*',
      'praxisinhaber*',
      'inhaber*',
      'arbeitgeber*',
      'aufsichtsrat*',
      'verwaltungsrat*',
      'gesellschafter*',
      'dienststellenleit*',
      'schulleitung',
      'klinikleitung',
      'praxisleitung',
      'direktion',
      'direktor*',
      // Any "…leitung" the letter names (Heimleitung, Apothekenleitung, Niederlassungsleitung) and
      // the partners of a law firm ("gegenüber der Partnerschaft"): Klotzkette sample letters.
      '*leitung',
      '=partnerschaft',
      '=partner',
      '=partnern',
      '=sozietät',
      // A small employer writes of itself: "gegenüber uns, den Kolleginnen und der Kundschaft".
      '=uns',
      '=mir',
    ],
  },
  {
    key: 'colleagues',
    rank: 1,
    patterns: [
      'kolleg*',
      'mitarbeiter*',
      'mitarbeitende*',
      'teammitglied*',
      '=team',
      'arbeitskolleg*',
      'mitarbeiterinnen',
    ],
  },
  {
    key: 'customers',
    rank: 2,
    patterns: [
      'kunde*',
      'kundin*',
      'geschäftspartner*',
      'mandant*',
      'patient*',
      '=gäste',
      '=gaesten',
      '=gästen',
      'bewohner*',
      'klient*',
      'lieferant*',
      '=externen',
      'auftraggeber*',
      'geschäftsfreund*',
      '=eltern',
      'schüler*',
    ],
  },
]
