import type { DescriptorTopic } from './types'

// Grade-1 wording for the revision draft ("sehr gut" in every part; docs/spec/domain/zeugnis.md §2.1–2.3).
// Placeholders: {Name} "Herr Müller" (or the pronoun), {NameDat} "Herrn Müller", {Er} {er} {Sein}
// {sein} {seine} {seinen} {seinem} {seiner} {ihm} {ihn}, {Vorgesetzter}, {groups}, {date}.
// [verb] marks a verb whose subject is the person: it follows the person into the plural when the
// letter speaks to the employee as "Sie" ("[arbeitete]" → "arbeiteten").

export type Tense = { final: string; interim: string }

export const PERFORMANCE_FORMULA_TEMPLATE: Tense = {
  final: '{Name} [erledigte] die {ihm} übertragenen Aufgaben stets zu unserer vollsten Zufriedenheit.',
  interim: '{Name} [erledigt] die {ihm} übertragenen Aufgaben stets zu unserer vollsten Zufriedenheit.',
}

export const BEHAVIOUR_FORMULA_TEMPLATE: Tense = {
  final: '{Sein} Verhalten gegenüber {groups} war stets vorbildlich.',
  interim: '{Sein} Verhalten gegenüber {groups} ist stets vorbildlich.',
}

/** Dative plural names of the groups, in the conventional order (docs/spec/domain/zeugnis.md §2.2). */
export const GROUP_NAMES = { superiors: 'Vorgesetzten', colleagues: 'Kollegen', customers: 'Kunden' } as const

export const TOPIC_TEMPLATES: Record<DescriptorTopic, Tense> = {
  knowledge: {
    final:
      '{Er} [verfügte] über ein umfassendes und fundiertes Fachwissen, das {er} stets sicher und zielgerichtet in der Praxis [einsetzte].',
    interim:
      '{Er} [verfügt] über ein umfassendes und fundiertes Fachwissen, das {er} stets sicher und zielgerichtet in der Praxis [einsetzt].',
  },
  comprehension: {
    final: '{Er} [erfasste] auch komplexe Zusammenhänge stets außerordentlich schnell und sicher.',
    interim: '{Er} [erfasst] auch komplexe Zusammenhänge stets außerordentlich schnell und sicher.',
  },
  workStyle: {
    final: '{Er} [arbeitete] stets äußerst selbständig, sorgfältig und zielorientiert.',
    interim: '{Er} [arbeitet] stets äußerst selbständig, sorgfältig und zielorientiert.',
  },
  reliability: {
    final: '{Er} [war] jederzeit in höchstem Maße zuverlässig.',
    interim: '{Er} [ist] jederzeit in höchstem Maße zuverlässig.',
  },
  resilience: {
    final:
      'Auch unter starker Belastung [behielt] {er} stets den Überblick und [arbeitete] äußerst souverän.',
    interim:
      'Auch unter starker Belastung [behält] {er} stets den Überblick und [arbeitet] äußerst souverän.',
  },
  results: {
    final: '{Seine} Arbeitsergebnisse waren stets von hervorragender Qualität.',
    interim: '{Seine} Arbeitsergebnisse sind stets von hervorragender Qualität.',
  },
  problemSolving: {
    final: '{Er} [entwickelte] stets hervorragende und praxisgerechte Lösungen.',
    interim: '{Er} [entwickelt] stets hervorragende und praxisgerechte Lösungen.',
  },
  customer: {
    final: 'Im Umgang mit Kunden [zeigte] {er} stets eine hervorragende Kundenorientierung.',
    interim: 'Im Umgang mit Kunden [zeigt] {er} stets eine hervorragende Kundenorientierung.',
  },
  leadership: {
    final:
      '{Er} [führte] {sein} Team stets äußerst motivierend und zielorientiert und [war] als {Vorgesetzter} jederzeit hoch anerkannt.',
    interim:
      '{Er} [führt] {sein} Team stets äußerst motivierend und zielorientiert und [ist] als {Vorgesetzter} jederzeit hoch anerkannt.',
  },
  driving: {
    final: '{Er} [fuhr] stets unfallfrei und mit äußerst umsichtiger Fahrweise.',
    interim: '{Er} [fährt] stets unfallfrei und mit äußerst umsichtiger Fahrweise.',
  },
  engagement: {
    final:
      '{Er} [zeigte] stets außerordentliche Eigeninitiative und ein weit überdurchschnittliches Engagement.',
    interim:
      '{Er} [zeigt] stets außerordentliche Eigeninitiative und ein weit überdurchschnittliches Engagement.',
  },
  initiative: {
    final:
      '{Er} [zeigte] stets außerordentliche Eigeninitiative und ein weit überdurchschnittliches Engagement.',
    interim:
      '{Er} [zeigt] stets außerordentliche Eigeninitiative und ein weit überdurchschnittliches Engagement.',
  },
  identification: {
    final: '{Er} [identifizierte] sich stets in höchstem Maße mit {seinen} Aufgaben und unserem Unternehmen.',
    interim:
      '{Er} [identifiziert] sich stets in höchstem Maße mit {seinen} Aufgaben und unserem Unternehmen.',
  },
  development: {
    final:
      '{Er} [bildete] sich stets aus eigenem Antrieb weiter und [setzte] {sein} Wissen äußerst erfolgreich ein.',
    interim:
      '{Er} [bildet] sich stets aus eigenem Antrieb weiter und [setzt] {sein} Wissen äußerst erfolgreich ein.',
  },
  esteem: {
    final: '{Er} [war] bei {groups} stets außerordentlich geschätzt.',
    interim: '{Er} [ist] bei {groups} stets außerordentlich geschätzt.',
  },
  teamwork: {
    final: '{Er} [trug] stets in vorbildlicher Weise zu einer hervorragenden Zusammenarbeit im Team bei.',
    interim: '{Er} [trägt] stets in vorbildlicher Weise zu einer hervorragenden Zusammenarbeit im Team bei.',
  },
  conduct: {
    final: '{Sein} Auftreten war stets sicher, höflich und vorbildlich.',
    interim: '{Sein} Auftreten ist stets sicher, höflich und vorbildlich.',
  },
  honesty: {
    final: '{Er} [war] jederzeit absolut ehrlich und in höchstem Maße vertrauenswürdig.',
    interim: '{Er} [ist] jederzeit absolut ehrlich und in höchstem Maße vertrauenswürdig.',
  },
}

export const ROLE_ITEM_TEMPLATES = {
  honesty: TOPIC_TEMPLATES.honesty,
  accident_free: TOPIC_TEMPLATES.driving,
  leadership: TOPIC_TEMPLATES.leadership,
  reliability: TOPIC_TEMPLATES.reliability,
  conscientiousness: {
    final: '{Er} [arbeitete] stets äußerst sorgfältig, gewissenhaft und fehlerfrei.',
    interim: '{Er} [arbeitet] stets äußerst sorgfältig, gewissenhaft und fehlerfrei.',
  },
  creativity: {
    final: '{Er} [überzeugte] stets durch außergewöhnliche Kreativität und eine Fülle origineller Ideen.',
    interim: '{Er} [überzeugt] stets durch außergewöhnliche Kreativität und eine Fülle origineller Ideen.',
  },
} as const satisfies Record<string, Tense>

/** Where a hidden code stood, the draft puts the grade-1 statement of its dimension. */
export const CODE_REPLACEMENT_TOPIC = {
  performance: 'results',
  // "Geselligkeit … Betriebsklima", "Belange der Belegschaft": the plain statement of good teamwork.
  behaviour: 'teamwork',
  engagement: 'engagement',
} as const

export const CLOSING_TEMPLATES = {
  exitOwnRequest: '{Name} [verlässt] unser Unternehmen auf eigenen Wunsch{date}.',
  exitNeutral: 'Das Arbeitsverhältnis endet{date}.',
  // docs/spec/domain/zeugnis.md §2.3: regret, thanks, wishes — each at its strongest.
  final:
    'Wir bedauern {sein} Ausscheiden sehr, danken {ihm} für {seine} stets hervorragenden Leistungen und die angenehme Zusammenarbeit und wünschen {ihm} für {seinen} weiteren beruflichen und privaten Lebensweg alles Gute und weiterhin viel Erfolg.',
  interim:
    'Wir danken {NameDat} für {seine} bisherigen stets hervorragenden Leistungen und freuen uns auf die weitere erfolgreiche Zusammenarbeit.',
} as const

/** A private employer writing as "ich" (household, small practice) keeps the first person. */
export const SINGLE_WRITER_TERMS: readonly (readonly [RegExp, string])[] = [
  [/zu unserer vollsten Zufriedenheit/g, 'zu meiner vollsten Zufriedenheit'],
  [/Wir bedauern/g, 'Ich bedaure'],
  [/ danken /g, ' danke '],
  [/ wünschen /g, ' wünsche '],
  [/Wir danken/g, 'Ich danke'],
  [/ freuen uns /g, ' freue mich '],
  [/verlässt unser Unternehmen/g, 'verlässt mich'],
  [/verlassen unser Unternehmen/g, 'verlassen mich'],
]

export const BEHAVIOUR_WITHOUT_GROUPS_TEMPLATE: Tense = {
  final: '{Sein} Verhalten war stets vorbildlich.',
  interim: '{Sein} Verhalten ist stets vorbildlich.',
}

/** Austrian conventions for the draft (docs/spec/domain/zeugnis.md §2.6: "Dienstzeugnis"). */
export const AUSTRIAN_TERMS: readonly (readonly [RegExp, string])[] = [
  [/Zwischenzeugnis/g, 'Zwischendienstzeugnis'],
  [/Arbeitszeugnis/g, 'Dienstzeugnis'],
  [/Arbeitsverhältnis/g, 'Dienstverhältnis'],
  [/\bJanuar\b/g, 'Jänner'],
]
