import type { IntensityLevel, Patterns, Restriction } from './types'

// How strongly a statement is made. Zeugnis language grades by intensifiers and restrictions rather
// than by the adjective itself ("äußerst sorgfältig" 1, "sehr sorgfältig" 2, "sorgfältig" 3,
// "im Wesentlichen sorgfältig" 4–5). Source: docs/spec/domain/zeugnis.md §2.1–2.4 and the scales cited there.

/** "stets", "jederzeit": lift a positive statement by half a grade. */
export const FREQUENCY_WORDS: Patterns = [
  'stets',
  'jederzeit',
  '=immer',
  'stetig',
  'durchweg*',
  'ausnahmslos',
  'allzeit',
  'allseits',
  'fortwährend',
  'in jeder hinsicht',
  'zu jeder zeit',
  'jedes mal',
  '=allseitig',
  'gleichermaßen',
  // jesperbeisner: "besuchte regelmäßig und (sehr) erfolgreich Schulungen" (Weiterbildung 1–2).
  'regelmäßig*',
]

// How hard the situation was in which the person held up carries the grade of a resilience
// sentence (jesperbeisner and BROCKHAUS-AG alike: "bei üblichem" 4, "bei hohem" 3, "bei sehr hohem" /
// "erhöhtem" 2, "extrem hohem" / "höchstem" / "extremen" 1): the longest phrase wins over the bare
// "hohem", which says nothing about the person.
const LOAD = 'arbeitsanfall|arbeitsaufkommen|arbeitsaufwand|arbeitsbelastung|belastung*|zeitdruck|termindruck|stress*|stresssituation*|arbeitspensum'
// The same phrases after "auch unter/bei/in" span the generic praise "auch bei … Arbeitsanfall"
// below and are listed before it: the graded situation decides, not the "auch".
const AUCH = '=auch =unter|=bei|=in ~1'
const situations = (patterns: readonly string[]): string[] => patterns.flatMap((pattern) => [pattern, `${AUCH} ${pattern}`])
const SITUATION_LEVELS: readonly IntensityLevel[] = [
  {
    grade: 1.5,
    situation: true,
    patterns: situations([
      `=extrem|=außergewöhnlich|=äußerst|=besonders ~1 =hohem|=hoher|=hohen|=großem|=großer|=starkem|=starker ~1 ${LOAD}`,
      `=höchstem|=höchster|=extremem|=extremer|=extremen ~1 ${LOAD}`,
    ]),
  },
  {
    grade: 2,
    situation: true,
    patterns: situations([
      `=sehr ~1 =hohem|=hoher|=hohen|=großem|=großer|=starkem|=starker ~1 ${LOAD}`,
      `=erhöhtem|=erhöhter ~1 ${LOAD}`,
    ]),
  },
  { grade: 3, situation: true, patterns: situations([`=hohem|=hoher|=hohen|=großem|=großer|=starkem|=starker ~1 ${LOAD}`]) },
]

export const INTENSITY_LEVELS: readonly IntensityLevel[] = [
  ...SITUATION_LEVELS,
  {
    grade: 1,
    patterns: [
      'weit überdurchschnittlich*',
      'in höchstem maße',
      'in allerhöchstem maße',
      'allerbest*',
      '=weit über ~3 hinaus',
    ],
  },
  {
    grade: 1.5,
    patterns: [
      'äußerst',
      'außerordentlich*',
      'außergewöhnlich*',
      'hervorragend*',
      'herausragend*',
      'ausgezeichnet*',
      'exzellent*',
      'vorbildlich*',
      'beispielhaft*',
      'überdurchschnittlich*',
      'überragend*',
      'brillant*',
      'erstklassig*',
      '=höchst',
      '=höchste',
      '=höchsten',
      '=höchster',
      '=höchstem',
      '=absolut',
      '=vollkommen',
      'uneingeschränkt*',
      // Tireless effort: "mit unermüdlichem Einsatz", "nimmermüde" (the positive of "nie nachlassend").
      'unermüdlich*',
      'nimmermüd*',
      'bestens',
      'überaus',
      'ausgesprochen',
      'voll und ganz',
      'ganz besonders',
      'in hohem maße',
      // "Eigeninitiative zeichnete ihn in besonderem Maße aus", "in besonderer Weise engagiert".
      'in besonderem maße',
      'in besonderer weise',
      'sehr gut*',
      'immens*',
      'bemerkenswert*',
      'hochgeschätzt*',
      'hoch geschätzt*',
      'hoch anerkannt*',
      'hochangesehen*',
      'hoch angesehen*',
      'hochmotiviert*',
      'hoch motiviert*',
      'hochkompetent*',
      'in kürzester zeit',
      'innerhalb kürzester zeit',
      // Swiss writers (akleemans/zeugnisanalyse, rating 4 of 4): "informierte vorzüglich", "perfekt
      // aufeinander abgestimmt", "ungewöhnlich viele umsetzbare Ideen".
      'vorzüglich*',
      '=perfekt',
      '=perfekte',
      '=ungewöhnlich',
      '=höchster',
    ],
  },
  {
    grade: 2,
    patterns: [
      'umfassend*',
      'fundiert*',
      'profund*',
      '=besonders',
      'beachtlich*',
      'souverän*',
      'fehlerfrei*',
      'tiefgehend*',
      'tiefgreifend*',
      'breit gefächert*',
      'ausgeprägt*',
      'überzeugend*',
      'stichhaltig*',
      'einleuchtend*',
      '=gewandt',
      '=gewandte',
      '=wertvolle',
      '=wertvollen',
      // "überzeugte stets durch …", "überzeugte in qualitativer und quantitativer Hinsicht": to
      // convince is itself praise in reference language (grade 1–2 in the published lists).
      '=überzeugte',
      '=überzeugten',
      // "zeichnete sich durch großes Engagement aus", "Engagement zeichnete sie aus": to single a
      // quality out is praise, like "überzeugte".
      '=zeichnete|=zeichneten|=zeichnet|=zeichnen ~8 =aus',
      'präzise*',
      'in kurzer zeit',
      'innerhalb kurzer zeit',
      '=breites',
      '=breite',
      '=breiten',
      '=tiefes',
      '=tiefe',
      '=tiefen',
    ],
  },
  {
    grade: 2.5,
    patterns: [
      '=sehr',
      '=hoch',
      '=hohe',
      '=hohen',
      '=hohem',
      '=hoher',
      '=hohes',
      '=gross',
      '=grosse',
      '=grossen',
      '=grosser',
      '=grosses',
      '=grossem',
      '=gut',
      '=gute',
      '=guten',
      '=guter',
      '=gutes',
      '=gutem',
      '=stark',
      '=starke',
      '=starken',
      '=starkes',
      'vielseitig*',
      'versiert*',
      '=voll',
      '=volle',
      '=vollen',
      '=vollem',
      '=rasch',
      '=schnell',
      '=erfolgreich',
      '=zügig',
      '=sicher',
      '=sichere',
      '=sicheren',
      '=sicheres',
      '=sicherer',
      'kompetent*',
      'einwandfrei*',
      'tadellos*',
    ],
  },
  // "aus eigener Initiative": acting unasked is itself praise of engagement.
  {
    grade: 2,
    patterns: ['=aus =eigener =initiative', '=aus =eigenem =antrieb', '=von =sich =aus', '=unaufgefordert'],
  },
  // "auch unter hoher Belastung": holding up under pressure is itself strong praise.
  {
    grade: 2,
    patterns: [
      '=auch =unter|=bei|=in ~3 belastung|termindruck|zeitdruck|stress*|hektik|arbeitsanfall|arbeitsaufkommen|situationen|anforderungen',
    ],
  },
  { grade: 3, patterns: ['=solide', '=soliden', '=solides', '=solider', '=solid'] },
  {
    grade: 3.5,
    patterns: [
      'befriedigend*',
      'zufriedenstellend*',
      'angemessen*',
      '=durchschnittlich*',
      '=ordentlich',
      '=ordentliche',
      '=ordentlichen',
      '=ordentliches',
    ],
  },
  {
    grade: 4,
    patterns: [
      'erforderlich*',
      'notwendig*',
      '=nötig*',
      'grundlegend*',
      'akzeptabel*',
      'annehmbar*',
      'brauchbar*',
      'passabel*',
      'vertretbar*',
      '=akzeptiert',
    ],
  },
  {
    grade: 4.5,
    patterns: [
      'ausreichend*',
      'grundkenntnis*',
      'grundlagenkenntnis*',
      '=grundlagen',
      'mittelmäßig*',
      'entwicklungsfähig*',
      'ausbaufähig*',
      'verbesserungsfähig*',
      '=gewisse',
      '=gewissen',
      '=gewisses',
    ],
  },
  { grade: 5, patterns: ['mangelhaft*', 'unzureichend*', '=gering', '=geringe', '=geringen'] },
  { grade: 6, patterns: ['ungenügend*'] },
]

/** Words that take back part of the praise; they override any intensifier in the clause. */
export const RESTRICTIONS: readonly Restriction[] = [
  { key: 'broadly', grade: 5, patterns: ['im großen und ganzen', 'im großen ganzen'] },
  { key: 'effort', grade: 5.5, patterns: ['bemüht', 'bemühte', 'bemühten', 'bemühen', 'bemühungen'] },
  {
    key: 'attempt',
    grade: 5,
    patterns: [
      '=versuchte',
      '=versucht',
    ],
  },
  // Striving for a result says it was not reached ("strebte gute Ergebnisse an", "war bestrebt"):
  // sufficient at best in the published lists (BROCKHAUS-AG: Ausreichend), milder than "versuchte".
  { key: 'attempt', grade: 4, patterns: ['=strebte ~6 =an', '=bestrebt'] },
  {
    key: 'restriction',
    grade: 4.5,
    patterns: [
      'im wesentlichen',
      'weitgehend*',
      '=überwiegend',
      '=meist',
      '=meistens',
      'größtenteils',
      'im allgemeinen',
      'in der regel',
      '=grundsätzlich',
      '=teilweise',
      // "entsprach zum Teil nicht den Anweisungen", "erfüllte nicht in jedem Fall die Vorgaben":
      // praise that holds only part of the time.
      '=zum =teil',
      '=nicht =in =jedem =fall',
      '=nicht =in =allen =fällen',
      '=nicht =durchgängig|=durchweg',
      // "setzte sein Wissen nicht mit dem erwarteten Erfolg um": the result fell short.
      '=nicht ~2 =erwarteten|=gewünschten|=erhofften ~1 =erfolg|=ergebnis|=ergebnissen',
      '=zeitweise',
      '=zeitweilig',
      '=gelegentlich',
      'ab und zu',
      'hin und wieder',
      '=oftmals',
      'nach anfänglichen ~2 schwierigkeiten|problemen|startschwierigkeiten',
      'nach ~2 längerer|längeren|gewissen|angemessener|angemessenen einarbeitungszeit',
      '=wenn es ~3 verlangt|erforderlich|notwendig|gefordert|nötig',
      '=wenn ~3 aufgefordert',
      'auf anweisung',
      'nach aufforderung',
      'auf aufforderung',
      '=soweit ~4 möglich',
      // jesperbeisner (Note 4): "Bei üblichem Arbeitsanfall …", "besuchte, wenn sie eingeladen wurde, …".
      '=bei üblichem|normalem ~2 arbeitsanfall|arbeitsaufkommen|belastung*',
      '=wenn ~3 eingeladen',
      // Only when asked or needed: "informierte auf Verlangen", "wenn der Bedarf es erforderte".
      'auf verlangen',
      '=wenn ~5 erforderte|verlangte|erforderlich',
    ],
  },
  // Named shortfalls (akleemans, rating 1 of 4): "informierte spärlich", "zu spät", "zu oberflächlich",
  // "nur schwer", "nur mit Unterstützung", "wenig interessiert", "hatte Schwierigkeiten".
  {
    key: 'restriction',
    grade: 4.5,
    patterns: [
      'spärlich*',
      '=zu =spät',
      '=zu =oberflächlich',
      '=nur =schwer',
      '=nur =mit =unterstützung|=hilfe',
      '=wenig ~1 interessiert|engagiert|motiviert',
      // "zeigte wenig Eigeninitiative", "geringe Leistungsbereitschaft": a named shortfall of engagement.
      '=wenig|=geringe|=geringes|=geringen ~1 eigeninitiative|initiative|engagement|einsatz*|leistungsbereitschaft|interesse|belastbarkeit|motivation',
      '=hatte ~1 schwierigkeiten',
      '=zu =persönlich',
      // A contribution that "war bescheiden" or a share that was "gering".
      '=war|=blieb|=waren|=blieben =bescheiden|=gering',
    ],
  },
]

/** A negator close before praise turns it into criticism ("nicht immer zu unserer Zufriedenheit"). */
export const NEGATORS: Patterns = [
  '=nicht',
  '=nie',
  '=niemals',
  '=kaum',
  '=selten',
  'keineswegs',
  '=nicht immer',
]
/** Negators that do not negate the praise ("nicht nur …, sondern auch", "ließ sich nicht aus der Ruhe bringen"). */
export const NEGATION_EXCEPTIONS: Patterns = [
  '=nicht nur',
  '=nicht zuletzt',
  '=nicht ~2 aus der ruhe',
  '=nicht hoch genug',
  '=nicht mehr wegzudenken',
  '=nicht wegzudenken',
  '=nicht unerwähnt',
  'scheute ~3 =nicht',
  '=nicht ~2 scheute',
  '=nicht zu beanstanden',
  '=nicht ~3 beirren',
  '=nicht ~2 entmutigen',
  '=nicht ~2 zuviel|zu viel',
  '=nicht ~3 abschrecken',
  '=nie ~3 aus der ruhe',
  '=nicht ~3 scheuen',
]

/**
 * Negated negatives: a negator before a word of slackening, hesitation or doubt is emphatic praise
 * ("mit nie nachlassendem Einsatz", "scheute keine Mühe", "Kein Problem war ihr zu schwierig",
 * "ohne jede Einschränkung", "ließ zu keiner Zeit nach"). They count as a strong level word and never
 * as a negation. Faint-praise formulas ("keinen Anlass zu Beanstandungen", "ohne Tadel") are not
 * here on purpose: they are weak grades of the behaviour formula (docs/spec/domain/zeugnis.md §2.2).
 */
const NEGATION_WORDS =
  '=nie|=niemals|=nicht|=kaum|=kein|=keine|=keiner|=keinen|=keinem|=keinerlei|=ohne|=nichts'
const SLACKENING_WORDS = [
  'nachlass*',
  'nachließ*',
  'erlahm*',
  'ermüd*',
  'versieg*',
  'scheut*',
  '=scheuen',
  'zöger*',
  'zweifel*',
  'einschränkung*',
  '=mühe',
  '=mühen',
  '=aufgeben',
  '=aufzuhalten',
].join('|')
export const NEGATED_NEGATIVES: Patterns = [
  `${NEGATION_WORDS} ~3 ${SLACKENING_WORDS}`,
  `${NEGATION_WORDS} ~4 =zu schwierig|schwer|aufwendig|aufwändig|anstrengend|mühsam|viel`,
  `ließ|liess|lässt|laesst ~5 =nie|=niemals|=nicht|=keiner|=kaum ~3 =nach`,
  // inverted: "scheute keine Mühe", "ließ … zu keiner Zeit nach"
  `scheut* ~2 ${NEGATION_WORDS}`,
]

/** Secondary virtues: praise limited to these is the "Tugendsortiment" (docs/spec/domain/zeugnis.md §2.4, haufe.de). */
export const SECONDARY_VIRTUES: Patterns = [
  'pünktlich*',
  'fleißig*',
  '=fleiß',
  '=ordentlich',
  'ordnungsliebend*',
  'ordnungssinn',
  '=sauber',
  'höflich*',
  'bescheiden*',
  'ordnungsgemäß*',
  'gepflegt*',
  'anständig*',
]
