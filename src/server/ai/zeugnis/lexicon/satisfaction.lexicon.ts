import type { FormulaDefinition } from './types'

// The performance summary ("Zufriedenheitsformel") and its two common paraphrases.
// Source: docs/spec/domain/zeugnis.md §2.1 (mdr.de, zeugnisprofi.de, kindergarten-homepage.de, personalradar.ch).

export const SATISFACTION_FORMULA: FormulaDefinition = {
  key: 'satisfaction',
  dimension: 'performance',
  // The summary grade of the whole letter: it outweighs the free sentences two to one.
  weight: 6,
  anchors: ['zufriedenheit'],
  // 6: "zu unserer vollsten und uneingeschränkten Zufriedenheit" (Klotzkette: grade 1, reinforced).
  leadIn: { patterns: ['=zu', '=zur'], maxDistance: 6 },
  // "zur vollsten Zufriedenheit unserer Kunden" praises the work, but is not the employer's formula.
  rejectAfter: [
    'unserer|der|aller|unseres|des|seiner|ihrer|deren|dessen|ihrer kunde*|kundin*|mandant*|gäste|gast*|patient*|bewohner*|klient*|auftraggeber*|abnehmer*|nutzer*|teilnehmer*|käufer*|eltern',
  ],
  levelsBetweenLeadInAndAnchor: true,
  windowBefore: 12,
  windowAfter: 0,
  levels: [
    {
      key: 'highest',
      patterns: [
        'vollst*',
        'allervollst*',
        'größt*',
        'allergrößt*',
        'höchst*',
        'allerhöchst*',
        'uneingeschränkt*',
        'außerordentlich*',
        'vollkommen*',
      ],
      grade: 2, // "zu unserer vollsten Zufriedenheit" without "stets" = 2
      gradeWithFrequency: 1,
    },
    {
      key: 'full',
      patterns: ['=voll', '=volle', '=vollen', '=voller', '=vollem', '=vollständigen'],
      grade: 3,
      gradeWithFrequency: 2,
    },
  ],
  // Bare "zu unserer Zufriedenheit" = 4. "stets zu unserer Zufriedenheit": 4 on the 7-step scale,
  // a weak 3 for personalradar.ch ("stets … zur Zufriedenheit"); we read it as a weak 3.
  plain: { grade: 4, gradeWithFrequency: 3.3 },
  source: 'zeugnis.md §2.1',
}

export const EXPECTATIONS_FORMULA: FormulaDefinition = {
  key: 'expectations',
  dimension: 'performance',
  weight: 4,
  anchors: ['erwartungen'],
  sentenceRequires: [
    'entsprochen|entsprach|entsprachen|entsprechen|entspricht|übertroffen|übertraf|übertrafen|übertrifft|übertreffen|erfüllt|erfüllte|erfüllten|erfüllen|=gerecht',
  ],
  windowBefore: 8,
  windowAfter: 10,
  levels: [
    {
      key: 'far_exceeded',
      patterns: ['=weit übertr*', 'bei weitem', 'deutlich übertr*', 'weit überdurchschnittlich*'],
      grade: 1,
      gradeWithFrequency: 1,
    },
    { key: 'best_way_highest', patterns: ['allerbest*'], grade: 1, gradeWithFrequency: 1 },
    {
      key: 'exceeded',
      patterns: ['übertroffen', 'übertraf', 'übertrafen', 'übertrifft', 'übertreffen'],
      grade: 2,
      gradeWithFrequency: 1,
    },
    { key: 'best_way', patterns: ['=bester weise', '=besten'], grade: 2, gradeWithFrequency: 1.5 },
    // jesperbeisner/arbeitszeugnisgenerator: "in jeder Hinsicht optimal entsprochen" 1, "… gut entsprochen" 2.
    { key: 'optimal', patterns: ['optimal*', 'perfekt*'], grade: 1.5, gradeWithFrequency: 1 },
    {
      key: 'full',
      patterns: ['=voll', 'voll und ganz', '=vollem umfang', '=vollen umfang', '=vollauf'],
      grade: 3,
      gradeWithFrequency: 2,
    },
    { key: 'good', patterns: ['=gut'], grade: 2.5, gradeWithFrequency: 2 },
  ],
  // docs/spec/domain/zeugnis.md lists bare "hat unseren Erwartungen entsprochen" among the lowest wording; other
  // lists give it a 4. Either way it is below average; "in jeder Hinsicht entsprochen" = 3.
  plain: { grade: 4.5, gradeWithFrequency: 3 },
  source: 'zeugnis.md §2.1; common practitioner scales',
}

export const CONTENTMENT_FORMULA: FormulaDefinition = {
  key: 'contentment',
  dimension: 'performance',
  weight: 6,
  anchors: ['=zufrieden'],
  sentenceRequires: ['=wir|=ich|=uns'],
  rejectBefore: ['kunde*|kundin*|mandant*|gäste|patient*|bewohner*|klient*|auftraggeber*'],
  windowBefore: 8,
  windowAfter: 2,
  levels: [
    {
      key: 'highest',
      patterns: [
        'außerordentlich*',
        'äußerst',
        'in höchstem maße',
        'voll und ganz',
        'uneingeschränkt*',
        'ganz besonders',
        'überaus',
        'ausgesprochen',
        '=sehr',
        'außergewöhnlich*',
        'höchst',
      ],
      grade: 2,
      gradeWithFrequency: 1,
    },
    {
      key: 'full',
      patterns: ['=voll', '=vollauf', '=vollkommen', '=völlig', 'in =vollem umfang'],
      grade: 3,
      gradeWithFrequency: 2,
    },
  ],
  plain: { grade: 4, gradeWithFrequency: 3 },
  switchDimension: { dimension: 'behaviour', patterns: ['verhalten', 'auftreten', '=benehmen'] },
  source: 'zeugnis.md §2.1 (same scale as the satisfaction formula)',
}

// "Er wurde den Anforderungen stets in vollem Umfang gerecht": a weaker paraphrase of the same scale.
export const REQUIREMENTS_FORMULA: FormulaDefinition = {
  key: 'requirements',
  dimension: 'performance',
  weight: 2,
  anchors: ['anforderungen'],
  sentenceRequires: ['=gerecht|entsprochen|entsprach|entsprachen|erfüllt|erfüllte|erfüllten|erfüllen|=entsprechend'],
  windowBefore: 8,
  windowAfter: 10,
  levels: [
    { key: 'best_way_highest', patterns: ['allerbest*'], grade: 1, gradeWithFrequency: 1 },
    { key: 'best_way', patterns: ['=bester weise', '=besten'], grade: 2, gradeWithFrequency: 1.5 },
    {
      key: 'full',
      patterns: ['=voll', 'voll und ganz', '=vollem umfang', '=vollen umfang', '=vollauf'],
      grade: 3,
      gradeWithFrequency: 2,
    },
  ],
  plain: { grade: 4, gradeWithFrequency: 3 },
  source: 'common practitioner scales (same steps as the expectations formula)',
}

// "Seine Leistungen waren stets sehr gut": the summary given as a school grade.
export const RATING_FORMULA: FormulaDefinition = {
  key: 'rating',
  dimension: 'performance',
  weight: 4,
  anchors: ['=leistungen', '=leistung', 'arbeitsleistung*', 'gesamtleistung*', 'gesamtbeurteilung'],
  rejectSentence: ['danken|dank|bedanken|=danke|wünschen'],
  windowBefore: 4,
  // "Seine Leistungen haben stets und in jeder Hinsicht unsere vollste Anerkennung gefunden"
  windowAfter: 10,
  levels: [
    {
      key: 'very_good',
      patterns: [
        'sehr gut*',
        'hervorragend*',
        'ausgezeichnet*',
        'herausragend*',
        'exzellent*',
        'überragend*',
      ],
      grade: 1.5,
      gradeWithFrequency: 1,
    },
    // "Ihre Leistungen fanden stets unsere höchste / volle Anerkennung".
    {
      key: 'highest_recognition',
      patterns: ['höchste|uneingeschränkte|größte|allerhöchste|vollste anerkennung'],
      grade: 1.5,
      gradeWithFrequency: 1,
    },
    { key: 'full_recognition', patterns: ['=volle anerkennung'], grade: 2.5, gradeWithFrequency: 2 },
    { key: 'recognition', patterns: ['=anerkennung'], grade: 3.5, gradeWithFrequency: 3 },
    { key: 'good', patterns: ['=gut', '=gute', '=guten', '=gutes'], grade: 2.5, gradeWithFrequency: 2 },
    {
      key: 'satisfactory',
      patterns: ['befriedigend*', 'zufriedenstellend*'],
      grade: 3.5,
      gradeWithFrequency: 3,
    },
    { key: 'adequate', patterns: ['ausreichend*'], grade: 4.5, gradeWithFrequency: 4 },
    { key: 'poor', patterns: ['mangelhaft*', 'ungenügend*'], grade: 5.5, gradeWithFrequency: 5.5 },
  ],
  plain: null,
  source: 'German school grades used as the performance summary',
}

export const PERFORMANCE_FORMULAS: readonly FormulaDefinition[] = [
  SATISFACTION_FORMULA,
  EXPECTATIONS_FORMULA,
  REQUIREMENTS_FORMULA,
  RATING_FORMULA,
  CONTENTMENT_FORMULA,
]
