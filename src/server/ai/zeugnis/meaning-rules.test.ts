import { describe, expect, it } from 'vitest'
import { analyzeZeugnis } from './analyze-zeugnis'
import { gradeStatement } from './grade-statement'

// Issue 25, round 4: general readings by meaning, each with sentences written for this test
// (not taken from a collected source). Scores are on the 1–5 scale, 5 best.

const LEADER_LETTER = (leadership: string) =>
  [
    'Arbeitszeugnis',
    'Herr Malte Okafor, geboren am 4. Mai 1981, war vom 1. Februar 2016 bis zum 30. September 2023 als Leiter Kundenservice in unserem Unternehmen tätig. Er leitete ein Team von neun Mitarbeiterinnen und Mitarbeitern.',
    'Herr Okafor verfügt über ein umfassendes und fundiertes Fachwissen, das er stets sicher und erfolgreich einsetzte.',
    'Er zeigte stets eine sehr hohe Einsatzbereitschaft und großes Engagement.',
    'Er arbeitete stets sehr sorgfältig, zuverlässig und selbstständig.',
    leadership,
    'Er erledigte die ihm übertragenen Aufgaben stets zu unserer vollen Zufriedenheit.',
    'Sein Verhalten gegenüber Vorgesetzten, Kollegen und Kunden war stets einwandfrei.',
    'Herr Okafor verlässt unser Unternehmen auf eigenen Wunsch. Wir bedauern seine Entscheidung sehr, danken ihm für die stets gute Zusammenarbeit und wünschen ihm für seine Zukunft alles Gute und weiterhin viel Erfolg.',
  ].join('\n\n')

describe('leadership in any phrasing', () => {
  it.each([
    'Herr Okafor war ein umsichtiger und von allen respektierter Vorgesetzter. Er verstand es stets sehr gut, sein Team zu motivieren.',
    'Für seine Mitarbeiter war Herr Okafor stets ein Vorbild; er delegierte Aufgaben umsichtig und klar.',
    'Er verstand es jederzeit, seine Mitarbeitenden zu fördern und zu guten Ergebnissen zu führen.',
  ])('reads "%s" as the leadership assessment', (leadership) => {
    const answer = analyzeZeugnis({ text: LEADER_LETTER(leadership), jurisdiction: 'DE', locale: 'en' })
    expect(answer.omissions.map((omission) => omission.item)).not.toContain('leadership')
    expect(answer.overall_category).toBe('Positive')
  })

  it('still asks for leadership when a manager\'s letter says nothing about it', () => {
    const answer = analyzeZeugnis({
      text: LEADER_LETTER('Er war stets pünktlich.'),
      jurisdiction: 'DE',
      locale: 'en',
    })
    expect(answer.omissions.map((omission) => omission.item)).toContain('leadership')
  })

  it('grades the leadership sentence by its wording', () => {
    expect(gradeStatement('Sie verstand es jederzeit hervorragend, ihr Team zu motivieren.').scores.performance).toBeGreaterThanOrEqual(4.5)
    expect(gradeStatement('Er war ein fürsorglicher Vorgesetzter.').scores.performance).not.toBeNull()
  })
})

describe('settling in is engagement, also where the sentence names the field of duties', () => {
  it('reads a plain "engagiert eingearbeitet" as average engagement', () => {
    const { scores } = gradeStatement('Frau Brandt hat sich engagiert in das ihr übertragene Aufgabengebiet eingearbeitet.')
    expect(scores.engagement).not.toBeNull()
    expect(scores.engagement ?? 0).toBeLessThan(3.5)
  })

  it('reads a quick start as good engagement', () => {
    const { scores } = gradeStatement('Frau Brandt hat sich innerhalb kurzer Zeit in den neuen Aufgabenbereich eingearbeitet.')
    expect(scores.engagement ?? 0).toBeGreaterThanOrEqual(3.5)
  })

  it('keeps a pure list of duties ungraded', () => {
    const { scores } = gradeStatement('Zu ihren Aufgaben gehörten die sorgfältige Pflege der Stammdaten und die Abrechnung.')
    expect(scores).toEqual({ performance: null, behaviour: null, engagement: null })
  })
})

describe('engagement from every sentence that assesses it', () => {
  it.each([
    'Er war jederzeit bereit, Mehrarbeit zu leisten.',
    'Sie übernahm stets gern zusätzliche Aufgaben.',
    'Sie war äußerst leistungsbereit.',
    'Sie stellte sich neuen Herausforderungen stets mit großer Bereitschaft.',
    'Sie ergriff stets von sich aus die Initiative.',
    'Er war in hohem Maße belastbar und behielt auch in hektischen Phasen die Ruhe.',
  ])('reads engagement in "%s"', (sentence) => {
    expect(gradeStatement(sentence).scores.engagement ?? 0).toBeGreaterThanOrEqual(3.5)
  })

  it('reads no engagement in an offer to answer questions', () => {
    expect(gradeStatement('Für Rückfragen stehen wir gern bereit.').scores.engagement).toBeNull()
  })
})

describe('criteria Swiss writers assess (information, adapting, rules, customers, criticism)', () => {
  it.each([
    ['Sie informierte ihre Kolleginnen stets vorzüglich über den Stand ihrer Projekte.', 'behaviour', 4.5],
    ['Sie fand sich in jeder neuen Aufgabe mit bemerkenswerter Leichtigkeit zurecht.', 'performance', 4.5],
    ['Sie setzte erworbenes Wissen vorbildlich in die Praxis um.', 'performance', 4.5],
    ['Er nahm die Anliegen der Kunden stets sehr ernst.', 'performance', 4],
  ] as const)('reads praise in "%s"', (sentence, dimension, atLeast) => {
    expect(gradeStatement(sentence).scores[dimension] ?? 0).toBeGreaterThanOrEqual(atLeast)
  })

  it.each([
    ['Er informierte nur spärlich über seinen Arbeitsbereich.', 'behaviour'],
    ['Er fand sich in neuen Aufgaben nur mit Unterstützung zurecht.', 'performance'],
    ['Sie nahm begründete Kritik zu persönlich.', 'behaviour'],
  ] as const)('reads the shortfall in "%s"', (sentence, dimension) => {
    expect(gradeStatement(sentence).scores[dimension] ?? 5).toBeLessThanOrEqual(2)
  })
})

describe('striving and convincing', () => {
  it('reads striving for a result as not reaching it', () => {
    expect(gradeStatement('Sie strebte stets tragfähige Lösungen an.').scores.performance ?? 5).toBeLessThanOrEqual(2.5)
    expect(gradeStatement('Er war stets bestrebt, gute Ergebnisse zu erzielen.').scores.performance ?? 5).toBeLessThanOrEqual(2.5)
  })

  it('reads "überzeugte … in qualitativer und quantitativer Hinsicht" as strong praise of results', () => {
    expect(gradeStatement('Sie überzeugte stets in qualitativer wie quantitativer Hinsicht.').scores.performance ?? 0).toBeGreaterThanOrEqual(4.5)
  })
})

describe('the good wishes as confidence in the future, in other words', () => {
  it.each([
    'Wir sind sicher, dass sie auch künftig ihre Ziele erreichen wird.',
    'Wir zweifeln nicht daran, dass er seinen Weg machen wird.',
    'Alles Gute und viel Erfolg wünschen wir ihr für ihre berufliche und private Zukunft.',
    'Möge ihm auch künftig der Erfolg treu bleiben.',
  ])('reads "%s" as wishes', (sentence) => {
    expect(gradeStatement(sentence).closing).toContain('wishes')
  })

  it('does not read a statement about the past as wishes', () => {
    expect(gradeStatement('Wir waren sicher, dass die Ziele des Projekts erreicht wurden, und danken ihr dafür.').closing).not.toContain('wishes')
  })
})

describe('regret in other words and word orders', () => {
  it.each([
    'Ihr Ausscheiden bedauern wir sehr.',
    'Dass er uns verlässt, bedauern wir außerordentlich.',
    'Wir würden sie jederzeit wieder einstellen.',
    'Wir würden uns freuen, ihn eines Tages wieder bei uns begrüßen zu dürfen.',
  ])('reads "%s" as regret', (sentence) => {
    expect(gradeStatement(sentence).closing).toContain('regret')
  })

  it.each([
    'Herzlich danken möchten wir ihr für ihre wertvollen Beiträge.',
    'Ihm gilt unser herzlicher Dank.',
    'Für ihre Arbeit sprechen wir ihr unseren Dank und unsere Anerkennung aus.',
  ])('reads "%s" as thanks', (sentence) => {
    expect(gradeStatement(sentence).closing).toContain('thanks')
  })
})

describe('the "Sie" form (a letter addressed to the person)', () => {
  it.each([
    ['Ihr Verhalten gegenüber Vorgesetzten und Kollegen war stets vorbildlich.', 'behaviour', 5],
    ['Sie haben die Ihnen übertragenen Aufgaben stets zu unserer vollsten Zufriedenheit erledigt.', 'performance', 5],
    ['Sie haben sich in kürzester Zeit in Ihr neues Aufgabengebiet eingearbeitet.', 'engagement', 4.5],
  ] as const)('grades "%s"', (sentence, dimension, atLeast) => {
    expect(gradeStatement(sentence).scores[dimension] ?? 0).toBeGreaterThanOrEqual(atLeast)
  })
})

describe('a whole letter in the "Sie" form', () => {
  const VERY_GOOD = `Arbeitszeugnis

Sehr geehrte Frau Wendland,

Sie waren vom 1. März 2017 bis zum 31. August 2023 als Sachbearbeiterin Einkauf in unserem Unternehmen tätig.

Sie verfügen über ein umfassendes und hervorragendes Fachwissen, das Sie stets sehr sicher und erfolgreich einsetzten. Sie haben sich innerhalb kürzester Zeit in Ihr Aufgabengebiet eingearbeitet und zeigten stets ein außerordentlich hohes Maß an Eigeninitiative.

Auch unter starkem Termindruck behielten Sie stets den Überblick. Sie arbeiteten stets äußerst sorgfältig und zuverlässig.

Die Ihnen übertragenen Aufgaben erledigten Sie stets zu unserer vollsten Zufriedenheit.

Gegenüber Vorgesetzten, Kolleginnen und Kollegen sowie Lieferanten verhielten Sie sich stets vorbildlich. Wegen Ihrer hilfsbereiten und freundlichen Art waren Sie bei allen sehr geschätzt.

Sie verlassen unser Unternehmen auf eigenen Wunsch, was wir sehr bedauern. Für die stets ausgezeichnete Zusammenarbeit danken wir Ihnen herzlich. Für Ihren weiteren Berufs- und Lebensweg wünschen wir Ihnen alles Gute und weiterhin viel Erfolg.`
  const AVERAGE = `Arbeitszeugnis

Sehr geehrte Frau Wendland,

Sie waren vom 1. März 2017 bis zum 31. August 2023 als Sachbearbeiterin Einkauf in unserem Unternehmen tätig.

Sie verfügen über ein solides Fachwissen, das Sie zur Bewältigung Ihrer Aufgaben einsetzten. Sie zeigten Einsatzbereitschaft und arbeiteten sorgfältig.

Die Ihnen übertragenen Aufgaben erledigten Sie zu unserer vollen Zufriedenheit.

Ihr Verhalten gegenüber Vorgesetzten und Kollegen war einwandfrei.

Sie verlassen unser Unternehmen auf eigenen Wunsch. Wir danken Ihnen für die Zusammenarbeit und wünschen Ihnen für die Zukunft alles Gute.`

  it('reads a grade-1 letter addressed to the person as grade 1 in every dimension', () => {
    const answer = analyzeZeugnis({ text: VERY_GOOD, jurisdiction: 'DE', locale: 'en' })
    expect(answer.overall_category).toBe('Positive')
    expect([answer.performance_grade, answer.behaviour_grade, answer.engagement_grade]).toEqual([5, 5, 5])
  })

  it('reads a grade-3 letter addressed to the person as grade 3', () => {
    const answer = analyzeZeugnis({ text: AVERAGE, jurisdiction: 'DE', locale: 'en' })
    expect(answer.overall_category).toBe('Borderline')
    expect([answer.performance_grade, answer.behaviour_grade, answer.engagement_grade]).toEqual([3, 3, 3])
  })
})

// Round 5: Swiss letters read free sentences at face value (Art. 330a OR allows no codes); the
// satisfaction formula keeps its scale, and the lift stops at "gut".
describe('the Swiss reading scale of free sentences', () => {
  const read = (text: string, jurisdiction: 'DE' | 'CH') => gradeStatement(text, jurisdiction).scores

  it('reads plain praise one step higher in a Swiss letter than in a German one', () => {
    const plain = 'Sie erledigte ihre Arbeiten genau und termingerecht.'
    expect(read(plain, 'DE').performance).toBeCloseTo(2.5)
    expect(read(plain, 'CH').performance).toBeCloseTo(3.5)
    const shortfall = 'Er arbeitete weitgehend sorgfältig.'
    expect(read(shortfall, 'CH').performance).toBeGreaterThan(read(shortfall, 'DE').performance ?? 0)
  })

  it('needs the words of the top grade for the top grade, also in Switzerland', () => {
    const good = 'Sie arbeitete sehr genau und termingerecht.'
    expect(read(good, 'CH').performance).toBeLessThanOrEqual(4)
    const top = 'Er arbeitete stets äusserst genau und termingerecht.'
    expect(read(top, 'CH').performance).toBe(read(top, 'DE').performance)
  })

  it('keeps the satisfaction formula and a negated statement on the common scale', () => {
    const formula = 'Er erledigte die ihm übertragenen Aufgaben zu unserer vollen Zufriedenheit.'
    expect(read(formula, 'CH')).toEqual(read(formula, 'DE'))
    const negated = 'Er arbeitete nicht sorgfältig.'
    expect(read(negated, 'CH').performance).toBe(read(negated, 'DE').performance)
  })
})

describe('behaviour and performance sentences in other writers’ phrasing (round 5)', () => {
  it.each([
    ['Er bezog seine Vorgesetzten bei heiklen Fragen frühzeitig mit ein.', 'behaviour'],
    ['Sie hatte Mühe, sich in das bestehende Team einzuordnen.', 'behaviour'],
    ['Bei Konflikten im Kollegium blieb er stets sachlich.', 'behaviour'],
    ['Ihr Beitrag zur Lösung der Probleme blieb gering.', 'performance'],
    ['Er stellte sich wechselnden Anforderungen ohne Weiteres.', 'performance'],
  ] as const)('reads "%s" for %s', (sentence, dimension) => {
    expect(gradeStatement(sentence).scores[dimension]).not.toBeNull()
  })

  it('reads a small contribution as a shortfall', () => {
    expect(gradeStatement('Ihr Beitrag zur Lösung der Probleme blieb gering.').scores.performance).toBeLessThanOrEqual(2)
  })
})

describe('round 6: the closing by what it says, engagement wherever it is assessed', () => {
  it.each([
    ['Wir hoffen, dass er seine beruflichen Ziele bald erreicht.', 'wishes'],
    ['Sie wird ihren Weg gewiss erfolgreich gehen.', 'wishes'],
    ['Auch in seiner neuen Funktion wird er sicher Erfolg haben.', 'wishes'],
    ['Wir würden uns freuen, sie eines Tages wieder in unserem Haus zu sehen.', 'regret'],
    ['Eine Rückkehr in unser Team wäre uns jederzeit willkommen.', 'regret'],
  ] as const)('reads "%s" as %s', (sentence, part) => {
    expect(gradeStatement(sentence).closing).toContain(part)
  })

  it('does not read a past success as a wish', () => {
    expect(gradeStatement('Das Projekt wurde von ihr erfolgreich abgeschlossen.').closing).not.toContain('wishes')
  })

  it('grades settling in by the words between the verb and its particle', () => {
    const quick = gradeStatement('Sie arbeitete sich innerhalb kürzester Zeit in das neue Sachgebiet ein.').scores
    const plain = gradeStatement('Sie arbeitete sich in das neue Sachgebiet ein.').scores
    expect(quick.engagement ?? 0).toBeGreaterThanOrEqual(4.5)
    expect(plain.engagement ?? 5).toBeLessThan(3.5)
  })

  it('reads singling a quality out as praise and "wenig Initiative" as a shortfall', () => {
    expect(gradeStatement('Ein hohes Engagement zeichnete sie in besonderem Maße aus.').scores.engagement ?? 0).toBeGreaterThanOrEqual(4)
    expect(gradeStatement('Er zeigte nur wenig Eigeninitiative.').scores.engagement ?? 5).toBeLessThanOrEqual(2)
  })

  it('names the missing performance assessment of a letter that only assesses conduct', () => {
    const text = [
      'Arbeitszeugnis',
      'Herr Jonas Albrecht, geboren am 2. Mai 1987, war vom 1. April 2017 bis zum 31. Mai 2023 als Lagerist in unserem Unternehmen tätig.',
      'Zu seinen Aufgaben gehörten die Warenannahme, die Einlagerung und die Kommissionierung.',
      'Herr Albrecht war bei Vorgesetzten und Kollegen gleichermaßen sehr geschätzt.',
      'Er verlässt uns auf eigenen Wunsch. Wir bedauern sein Ausscheiden, danken ihm und wünschen ihm alles Gute.',
    ].join('\n\n')
    const answer = analyzeZeugnis({ text, jurisdiction: 'DE', locale: 'en' })
    expect(answer.overall_category).not.toBe('Unknown')
    expect(answer.omissions.map((omission) => omission.item)).toContain('performance')
  })

  it.each([
    'Seine Arbeitsweise entsprach zum Teil nicht den Vorgaben.',
    'Ihre Arbeitsergebnisse erfüllten nicht in jedem Fall unsere Erwartungen.',
    'Sie setzte ihr Fachwissen nicht mit dem gewünschten Erfolg in der Praxis um.',
  ])('reads praise that holds only part of the time as a shortfall: "%s"', (sentence) => {
    expect(gradeStatement(sentence).scores.performance ?? 5).toBeLessThanOrEqual(2)
  })

  it('reads Swiss "speditiv" and "exakt" as the manner of work, and not inside "Spedition"', () => {
    expect(gradeStatement('Sie erledigte ihre Arbeiten stets speditiv und exakt.', 'CH').scores.performance).not.toBeNull()
    expect(gradeStatement('Er war bei einer Spedition als Disponent tätig.').scores.performance).toBeNull()
  })

  it('lets a plain second mention weigh less than a sentence graded by "stets"', () => {
    const { engagement } = gradeStatement('Sie war stets motiviert. Neue Projekte ging sie mit Elan an.').scores
    expect(engagement ?? 0).toBeGreaterThan(3)
  })

  it('reads "nicht" between the expectations and their verb as a negation', () => {
    const negated = gradeStatement('Sie hat unsere Erwartungen nicht immer erfüllt.').scores.performance ?? 5
    const plain = gradeStatement('Sie hat unsere Erwartungen erfüllt.').scores.performance ?? 0
    expect(negated).toBeLessThanOrEqual(plain)
  })

  it('grades a resilience sentence by how hard the situation was', () => {
    const engagement = (sentence: string) => gradeStatement(sentence).scores.engagement ?? 0
    const usual = engagement('Bei normaler Arbeitsbelastung war sie belastbar.')
    const high = engagement('Auch bei hoher Arbeitsbelastung war sie belastbar.')
    const veryHigh = engagement('Auch bei sehr hoher Arbeitsbelastung war sie belastbar.')
    const extreme = engagement('Auch bei extrem hoher Arbeitsbelastung war sie sehr belastbar.')
    expect(high).toBeGreaterThan(usual)
    expect(veryHigh).toBeGreaterThan(high)
    expect(extreme).toBeGreaterThan(veryHigh)
    expect(high).toBeLessThan(3.5)
    // "stets" grades the person when the level words grade only the situation.
    expect(engagement('Auch unter hohem Zeitdruck behielt sie stets den Überblick.')).toBeGreaterThanOrEqual(4)
  })

  it('reads the level words in the gap of a long leadership phrase', () => {
    const praised = gradeStatement('Sie verstand es, ihr Team überzeugend und zielbezogen zu motivieren.').scores.performance ?? 0
    const plain = gradeStatement('Sie verstand es, ihr Team zu motivieren.').scores.performance ?? 5
    expect(praised).toBeGreaterThan(plain)
  })
})
