import type { ZeugnisMessages } from './types'

export const en: ZeugnisMessages = {
  gradeNames: ['very good', 'good', 'satisfactory', 'adequate', 'poor', 'insufficient'],
  dimensions: { performance: 'performance', behaviour: 'behaviour', engagement: 'engagement' },
  formulas: {
    satisfaction: 'satisfaction formula',
    expectations: 'expectations formula',
    requirements: 'requirements formula',
    rating: 'performance rating',
    contentment: 'statement of satisfaction',
    behaviour: 'behaviour formula',
  },
  items: {
    honesty: 'honesty and trustworthiness',
    accident_free: 'accident-free driving',
    leadership: 'leadership',
    reliability: 'reliability',
    conscientiousness: 'care and accuracy',
    creativity: 'creativity',
    performance: 'an assessment of performance',
    behaviour: 'an assessment of behaviour',
    engagement: 'an assessment of engagement',
    closing_thanks: 'thanks',
    closing_wishes: 'good wishes for the future',
    closing_regret: 'regret at the departure',
  },
  meanings: {
    effort: 'Effort without results: one of the worst ratings (grade 5–6).',
    broadly: '“By and large” takes the praise back: reads as grade 5.',
    within_abilities: 'Limited ability: the employee did the little they could (about grade 4).',
    understanding: '“Showed understanding for the work”: lazy, produced little.',
    sociability:
      'Sociability that “improved the working atmosphere”: code for drinking at work (in Austria: chattiness). Unlawful under § 109 (2) GewO.',
    punctuality_model: 'A model of punctuality, and nothing else worth praising.',
    secondary_virtues:
      'Only secondary virtues (punctual, hard-working, tidy) are praised: nothing on knowledge or results.',
    self_promoter: '“Knew how to sell themselves”: an unpleasant self-promoter.',
    bureaucrat: 'Did everything “properly”: a bureaucrat without initiative.',
    diligence_interest: '“With great diligence and interest”: keen, but not capable.',
    self_confidence: '“Great self-confidence”: a know-it-all.',
    workforce_concerns: '“Stood up for the concerns of the staff”: a troublemaker. An unlawful code.',
    empathy_workforce:
      '“Empathy for the concerns of the staff”: hints at unwanted advances. An unlawful code.',
    distancing: '“We came to know them as …”: distancing; the quality only seemed to be there.',
    contested_galt_als:
      '“galt als …” (“was regarded as …”) is read differently: some guides count it among the distancing phrases, while a published phrase list uses “galt als hervorragende Führungskraft” for the best grade. If in doubt, ask for a direct statement (“war eine hervorragende Führungskraft”).',
    contested_no_complaints:
      '“kein Anlass zu Beanstandungen” (“no cause for complaint”) is read differently: most guides read it as faint praise (grade 4), one published decoding table as a veiled grade 2. It is graded here as 4.',
    restriction_suited:
      'Only the tasks that suited them, with “sufficient” drive: the restriction technique.',
    conformist: '“Got on well with superiors”: a conformist without views of their own.',
    nothing_adverse: '“Nothing adverse is known”: faint praise that hides poor conduct.',
    tolerant: '“Tolerant”: hard to get along with, especially for superiors.',
    critical_demanding: '“Demanding and critical”: a fault-finder.',
    own_interest: '“In their own and the company’s interest”: hints at dishonesty.',
    sociable_colleague: '“Easy-going colleague”: some found them hard to get along with.',
    health_wish: 'Wishing good health can hint at frequent illness.',
    health_wish_emphasis:
      'Wishing “above all, good health” hints at frequent illness; such hints are unlawful.',
    more_success_wish: 'Wishing “more success” says there was none here.',
    issued_on_request: 'Saying a final reference was issued on request suggests it had to be demanded.',
    restriction:
      'A restriction (“mostly”, “on the whole”): the praise holds only in part, one or two grades lower.',
    weak_wording: 'Weak wording: it grades the statement at 4 or worse.',
    negation: 'Negated praise: says openly that expectations were not (always) met.',
    superiors_missing: 'Superiors are left out of the behaviour assessment: suggests friction with them.',
    colleagues_first: 'Colleagues are named before superiors: a weak hint of friction with superiors.',
    exit_own_request: 'Left at their own request: a good sign.',
    exit_mutual_agreement: '“By mutual agreement” reads as a dismissal or a push to leave.',
    exit_employer_termination: 'The employer ended the employment.',
    exit_summary_dismissal: 'Dismissed without notice: very damaging.',
    exit_operational: 'Left for operational reasons outside the employee’s control: neutral.',
    exit_fixed_term: 'End of a fixed-term contract: neutral.',
    exit_retirement: 'Retirement: neutral.',
    closing_regret: 'Regret at the departure: part of a good closing.',
    closing_thanks: 'Thanks: part of a good closing.',
    closing_wishes: 'Good wishes for the future: part of a good closing.',
    closing_future: 'Looks forward to further work together: the closing of an interim reference.',
    document_interim: 'Interim reference (Zwischenzeugnis).',
    document_simple: 'Simple reference: confirms only the kind and length of employment.',
  },
  phrase: {
    formula: '{formula}: grade {grade} ({name})',
    engagement: 'Engagement wording: grade {grade} ({name})',
    itemPresent: 'Confirms {item}, which this role requires.',
    omission: 'Missing: {item}.',
    omissionPhrase: '[missing: {item}]',
  },
  headline: {
    positive: 'A good reference: it reads as German grade {grade} with no hidden negative codes.',
    borderline: 'An average reference (German grade {grade}): below what most HR readers expect.',
    borderlineMixed: 'Mixed signals: {strong} is rated well, but {weak} falls behind.',
    borderlineCode: 'Good on the surface, weakened by one phrase: “{phrase}”.',
    borderlineOmission: 'Good wording, but the letter says nothing about {item}: ask for it to be added.',
    borderlineClosing: 'Good wording, but the closing formula is incomplete: ask for it to be completed.',
    criticalGrade: 'A weak reference: it reads as German grade {grade}.',
    criticalCode: 'A hidden negative code undermines this reference: “{phrase}”.',
    criticalOmission: 'A telling silence: nothing on {item}, which this role requires.',
    criticalClosing:
      'No thanks and no good wishes: readers take a missing closing formula as serious criticism.',
    criticalSilence: 'A telling silence: the letter does not assess {dimension} at all.',
    unknown: {
      not_german:
        'Not analysed: the text is not in German. ZeugnisCheck reads German, Swiss and Austrian references.',
      not_reference_letter: 'Not analysed: this does not read like an employment reference.',
      too_short: 'Not analysed: the text is too short to be a reference.',
      simple_certificate: 'A simple reference: it confirms the job and the dates but grades nothing.',
    },
  },
  explain: {
    overallSurface:
      'On its own the wording reads as German grade {grade} ({name}), but what is hidden in it makes the letter as a whole critical. On the 1–5 scale: performance {performance}/5, behaviour {behaviour}/5, engagement {engagement}/5.',
    ask: 'Ask your employer to add: {list}.',
    overall:
      'Overall the letter reads as German grade {grade} ({name}). On the 1–5 scale: performance {performance}/5, behaviour {behaviour}/5, engagement {engagement}/5.',
    formula: 'The {formula} “{phrase}” stands for grade {grade} ({name}).',
    noPerformanceFormula: 'There is no satisfaction formula; performance was judged from {count} statements.',
    noBehaviourFormula: 'There is no behaviour formula; behaviour was judged from {count} statements.',
    missingDimension:
      'The letter says nothing about {dimension}: a telling silence that readers take as a poor grade.',
    engagementFallback: 'Engagement is not assessed separately; its grade follows performance.',
    codes: 'Weakening or coded phrases: {list}',
    codeItem: '“{phrase}”: {meaning}',
    omissions: 'Missing for this role ({occupation}): {list}.',
    omissionsGeneric: 'Missing: {list}.',
    closingComplete: 'The closing formula is complete: regret, thanks and good wishes.',
    closingInterimComplete: 'The closing is complete: thanks and an outlook on further work together.',
    closingPartial: 'The closing formula lacks {list}.',
    exit: 'Reason for leaving: “{phrase}”. {meaning}',
    interim: 'This is an interim reference (Zwischenzeugnis).',
    occupation: 'Checked as the reference of: {occupation}.',
    lowConfidence:
      'This reading is uncertain — please check it: the parts of the letter point in different directions, or some of its wording could not be read or is unusual.',
    simple:
      'It states only the kind and length of employment; performance and behaviour are not assessed, so there is nothing to grade.',
    notLetter:
      'Paste the full text of an Arbeitszeugnis, Zwischenzeugnis or Dienstzeugnis to have it analysed.',
  },
  law: {
    DE: {
      basis:
        '§ 109 GewO: a reference must be true and benevolent and must not contain hidden signs (para. 2). “Zur vollen Zufriedenheit” (grade 3) is the baseline: for a better grade the employee must prove better performance, for a worse one the employer must prove it (BAG 14.10.2003 – 9 AZR 12/03; BAG 18.11.2014 – 9 AZR 584/13).',
      fine: 'Nothing to challenge: the letter is above the statutory baseline and free of hidden codes.',
      baseline:
        'Grade 3 is the legal baseline. You can ask for a better grade, but in court you would have to prove better performance (BAG 9 AZR 12/03; 9 AZR 584/13).',
      below:
        'The letter is below the baseline of grade 3, so the employer must prove the weaker performance. Ask in writing for a correction (Berichtigung); if refused, you can sue before the labour court.',
      codes: 'Hidden codes are unlawful under § 109 (2) GewO; you can demand their removal.',
      omissions:
        'Leaving out what a reader expects can itself be an unlawful hidden sign (BAG 12.08.2008 – 9 AZR 632/07); ask for the missing statement.',
      closing:
        'There is no legal right to thanks and good wishes (BAG 11.12.2012 – 9 AZR 227/11), but most employers add them when asked.',
      simple:
        'This is a simple reference. Under § 109 (1) GewO you can demand a qualified one that also assesses performance and behaviour.',
    },
    CH: {
      basis:
        'Art. 330a OR: you can ask at any time for a full reference (Vollzeugnis) on the kind and length of the work, performance and conduct, or for a confirmation limited to kind and length (Arbeitsbestätigung). Truth comes before goodwill, the reference must be complete, and coded wording is not permitted.',
      fine: 'Nothing to challenge: the reference is clear and complete.',
      below:
        'The assessment is below average. If it does not reflect your work, ask for a correction; courts apply an objective standard. The claim is time-barred after 10 years.',
      codes: 'Coded wording is not permitted under Art. 330a OR; you can demand clear wording.',
      omissions: 'A full reference must be complete; ask for the missing statement.',
      closing: 'A closing formula is customary but not required by law; ask for one.',
      simple:
        'This is a confirmation of employment (Arbeitsbestätigung). Under Art. 330a OR you can ask at any time for a full reference (Vollzeugnis).',
      ambiguous: 'The ambiguous “zu meiner Zufriedenheit” is not allowed; ask for a clear assessment.',
    },
    AT: {
      basis:
        '§ 39 AngG (and § 1163 ABGB): only a simple Dienstzeugnis is owed. Any assessment that is added must not make it harder to find a new job (Erschwernisverbot), not even through indirect wording or stock phrases. Even “zur vollen Zufriedenheit” breaches it (OGH 17.12.2008, 9 ObA 164/08w).',
      fine: 'Nothing here makes a job search harder; there is no need to challenge the reference.',
      below:
        'The wording breaches the Erschwernisverbot: phrases such as “zur vollen Zufriedenheit”, “stets bemüht” or “zu unserer Zufriedenheit” make a job search harder (OGH 9 ObA 164/08w). Demand a corrected Dienstzeugnis, or a simple one without any assessment. The claim is time-barred after 30 years.',
      codes: 'Coded or hinting phrases breach the Erschwernisverbot and must be removed.',
      omissions:
        'A conspicuous gap works like a hint and can breach the Erschwernisverbot; ask for the statement or for a simple Dienstzeugnis.',
      closing: 'A closing formula is not owed, but its absence stands out; ask for one.',
      simple:
        'A simple Dienstzeugnis is exactly what § 39 AngG requires; there is no right to a qualified one (OLG Wien 30.06.2015, 8 Ra 53/15w).',
    },
    interimNote:
      'As this is an interim reference, correct it now: the final reference should not turn out worse without new reasons.',
    unknown: 'No legal assessment: the text is not an employment reference.',
  },
  list: { separator: ', ', lastSeparator: ' and ' },
}
