import type { ExitReason, Patterns } from './types'

// Closing formula (Schlussformel): regret, thanks, wishes; the exit reason; interim markers.
// Source: docs/spec/domain/zeugnis.md §2.3 (wiwo.de; BAG 11.12.2012 – 9 AZR 227/11; agentur-fuer-arbeitszeugnisse.de).

export const CLOSING_PARTS: Record<'regret' | 'thanks' | 'wishes' | 'future', Patterns> = {
  regret: [
    'bedauer* ~6 ausscheiden|weggang|entscheidung|entschluss|austritt|verlust|wechsel|kündigung|fortgang|abschied|weggehen',
    'bedauer*',
    '=ungern',
    '=sehr schade',
    '=leider ~6 verlässt|verlassen|ausscheiden|scheidet',
    'verlieren ~4 mitarbeiter*|kraft|kollegin|kollegen|fachkraft|mitarbeitende*',
    // Paraphrases: "Sein Weggang ist ein großer Verlust für uns", "wir lassen ihn nur schweren Herzens gehen".
    'großer|herber|schwerer ~2 =verlust',
    'schweren herzens',
    // "Wir hätten gerne noch lange mit ihm zusammengearbeitet", "Wir finden es schade, dass …"
    '=hätten ~6 =gerne|=gern ~8 zusammengearbeitet|behalten|weiterbeschäftigt',
    '=schade',
    // Willingness to have the person back says the loss is felt: "Wir würden sie jederzeit wieder
    // einstellen", "Wir würden uns freuen, ihn eines Tages wieder bei uns begrüßen zu dürfen".
    '=wieder ~3 =einstellen|=einzustellen|=beschäftigen|=begrüßen|=willkommen',
    'wiedereinstell*',
    // "Wir wären froh, ihn eines Tages wieder in unserem Team zu haben", "Eine Rückkehr wäre uns
    // jederzeit willkommen": wanting the person back, in any words.
    '=eines =tages ~6 =wieder',
    'rückkehr* ~6 =willkommen|=freuen|=froh',
  ],
  thanks: [
    'danken|bedanken|dank ~10 =für ~10 zusammenarbeit|mitarbeit|leistungen|leistung|arbeit|tätigkeit|engagement|einsatz|beitrag|jahre|dienste|unterstützung|treue|loyalität|beiträge|wirken',
    'danken',
    'bedanken',
    '=dank',
    '=danke',
    'dankbar*',
    '=bedankt',
  ],
  wishes: [
    'wünschen|wünscht|wünsche ~12 erfolg|gute|glück|zukunft|lebensweg|weg|werdegang',
    'wünschen',
    '=wünscht',
    '=alles gute',
    '=alles ~2 =gute',
    '=viel erfolg',
    '=viel =glück',
    '=weiterhin ~2 erfolg*',
    // Confidence in future success stands for the wishes (issue 25): "Wir sind davon überzeugt,
    // dass er auch in der Zukunft außerordentliche Erfolge erzielen wird", "Wir sind sicher, dass
    // sie ihren Weg erfolgreich gehen wird", "Wir hoffen, dass er … viel Freude und Erfolg hat".
    '=überzeugt|=zuversichtlich ~12 erfolg*|erfolge|erfolgreich*',
    '=sicher|=gewiss ~2 =dass ~12 erfolg*|erfolge|erfolgreich*',
    '=hoffen ~12 erfolg*|erfolge|erfolgreich*|glück',
    '=wünsche ~4 begleiten|begleitet',
    // Confidence about the future without the word "Erfolg": "Wir sind sicher, dass sie auch künftig
    // ihre Ziele erreichen wird", "Wir zweifeln nicht daran, dass er seinen Weg machen wird".
    '=überzeugt|=zuversichtlich|=sicher|=gewiss ~12 =ziele|=weg|=wege ~4 =erreichen|=gehen|=machen|=meistern|=finden =wird|=werden',
    // The optative: "Möge ihr auch künftig der Erfolg treu bleiben".
    '=möge|=mögen ~8 erfolg*|glück|=gute|=gutes',
    '=zweifeln ~1 =nicht ~12 =ziele|=weg|erfolg*|erfolge|erfolgreich*',
    // Hope for the person's goals: "Wir hoffen, dass sie ihre beruflichen Ziele erreicht".
    '=hoffen ~12 =ziele|=wünsche|=pläne ~4 erreich*|erfüll*|verwirklich*|umsetz*',
    // The future tense about success is confidence in it: "Er wird seinen Weg mit Sicherheit
    // erfolgreich gehen", "Sie wird auch künftig Erfolg haben" (a past "wurde erfolgreich" is not).
    '=wird|=werden ~10 erfolgreich* ~4 =gehen|=sein|=meistern|=fortsetzen|=bewältigen|=wirken|=arbeiten',
    '=wird|=werden ~10 =erfolg ~3 =haben',
  ],
  future: [
    'freuen ~2 uns ~8 zusammenarbeit|fortsetzung',
    'weitere* ~3 zusammenarbeit',
    'freuen ~2 uns ~6 fortsetzung|weiterhin|weitere*|zukünftig*|künftig*',
    'auch ~2 künftig ~5 zusammenarbeit',
    'auch ~2 weiterhin ~5 zusammenarbeit',
    // Wanting the person to stay, in other words: "Wir hoffen, dass sie uns noch lange erhalten
    // bleibt", "Wir sind froh, ihn weiterhin in unserem Team zu haben".
    '=noch =lange ~4 =erhalten|=bleibt|=bleiben|zusammenarbeit',
    '=froh|=freuen ~8 =weiterhin ~6 =team|=haus|=unternehmen|=reihen|=kanzlei|=praxis',
    '=hoffen ~8 zusammenarbeit',
  ],
}

/** A sentence must contain one of these before an exit reason is read into it. */
export const EXIT_VERBS: Patterns = [
  'verlässt',
  'verlassen',
  'verließ',
  'scheidet',
  'ausscheiden',
  'ausgeschieden',
  'ausscheidet',
  '=schied',
  '=endet',
  '=endete',
  'beendet*',
  '=enden',
  'austritt',
  'kündigung',
  'gekündigt',
  'trennen',
  'trennten',
  'getrennt',
  'aufgelöst',
  'auflösung',
  'beendigung',
  'beendigen',
  '=tritt|=trat ~8 =ruhestand',
]

export const EXIT_REASONS: readonly ExitReason[] = [
  {
    key: 'summary_dismissal',
    meaningKey: 'exit_summary_dismissal',
    impact: 'negative',
    severity: 'serious',
    patterns: [
      'fristlos*',
      'außerordentlich* ~2 gekündigt',
      'außerordentliche* kündigung',
      'mit sofortiger wirkung',
    ],
    source: 'practitioner lists: an employer dismissal without notice',
  },
  {
    key: 'mutual_agreement',
    meaningKey: 'exit_mutual_agreement',
    impact: 'negative',
    severity: 'moderate',
    patterns: [
      'gegenseitig* ~2 einvernehmen',
      'beiderseitig* ~2 einvernehmen',
      'einvernehmlich*',
      'im einvernehmen',
      'aufhebungsvertrag*',
      'gegenseitig* ~2 übereinkunft',
    ],
    source: 'zeugnis.md §2.3 (kindergarten-homepage.de): reads as a dismissal',
  },
  {
    key: 'employer_termination',
    meaningKey: 'exit_employer_termination',
    impact: 'negative',
    severity: 'moderate',
    patterns: [
      '=wir ~8 gekündigt',
      '=wurde|=wurden ~4 =von =uns ~4 gekündigt',
      '=unsererseits ~6 gekündigt',
      'arbeitgeberseitig*',
      'kündigung ~4 =durch =uns|unsererseits',
    ],
    source: 'practitioner lists: the employer ended the employment',
  },
  {
    key: 'operational',
    meaningKey: 'exit_operational',
    impact: 'neutral',
    severity: 'mild',
    patterns: [
      'betriebsbedingt*',
      'betrieblichen gründen',
      'betriebsschließung',
      '=schließung',
      'standortschließung',
      'umstrukturierung*',
      'restrukturierung*',
      'insolvenz*',
      'wirtschaftlichen gründen',
      'stilllegung',
      'auflösung ~3 abteilung|standort*|filiale',
    ],
    source: 'practitioner lists: reasons outside the employee',
  },
  {
    key: 'fixed_term',
    meaningKey: 'exit_fixed_term',
    impact: 'neutral',
    severity: 'mild',
    patterns: [
      'befristet*',
      'befristung',
      'vertragsende',
      'projektende',
      'ende ~3 projekts|projektes|praktikums|ausbildung|lehrzeit|elternzeitvertretung',
    ],
    source: 'practitioner lists',
  },
  {
    key: 'retirement',
    meaningKey: 'exit_retirement',
    impact: 'neutral',
    severity: 'mild',
    patterns: ['ruhestand', '=rente', 'pension*'],
    source: 'practitioner lists',
  },
  {
    key: 'own_request',
    meaningKey: 'exit_own_request',
    impact: 'positive',
    severity: 'mild',
    patterns: [
      'eigenen ~2 wunsch',
      'eigener|eigene ~2 kündigung',
      'neue* ~4 herausforderung*',
      'beruflich* ~3 neuorientierung|veränderung|weiterentwicklung|herausforderung',
      '=studium',
      'selbständigkeit|selbstständigkeit',
      'auf ~2 =wunsch',
      '=hat|=hatte ~8 gekündigt',
    ],
    source: 'practitioner lists: the employee chose to leave',
  },
]

/** Evidence that the letter is an interim reference (weight 2 for the title, 1 otherwise). */
export const INTERIM_MARKERS: { weight: number; patterns: Patterns }[] = [
  {
    weight: 3,
    patterns: [
      'zwischenzeugnis*',
      'zwischendienstzeugnis*',
      'zwischenbeurteilung',
      'zwischenarbeitszeugnis*',
      '=zwischen =zeugnis',
    ],
  },
  {
    weight: 1,
    patterns: [
      'ungekündigt*',
      'weitere* ~3 zusammenarbeit',
      '=ist ~2 seit ~8 =tätig|beschäftigt|angestellt',
      'steht|befindet ~6 arbeitsverhältnis|dienstverhältnis',
      'vorgesetztenwechsel*',
      'wechsel ~4 vorgesetzten',
      '=elternzeit',
      '=karenz',
    ],
  },
]

export const FINAL_MARKERS: Patterns = [
  'verlässt',
  'scheidet',
  'ausscheiden',
  '=endet',
  '=endete',
  'beendet*',
  'austritt',
  'bedauer*',
  '=war ~3 =vom ~8 =bis',
  'weiteren ~2 lebensweg|werdegang',
  'für ~3 =zukunft',
]
