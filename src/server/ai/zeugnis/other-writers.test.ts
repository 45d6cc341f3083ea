import { describe, expect, it } from 'vitest'
import { loadCollectedLetters } from '#tests/fixtures/zeugnis-collected/collected'
import { analyzeZeugnis } from './analyze-zeugnis'
import { gradeStatement } from './grade-statement'

// Issue 25: texts written by other people (tests/fixtures/zeugnis-collected) are read by what they
// say, not by the team's own phrasing. Letters below are collected ones or variations of them
// (closing, pronoun), as docs/spec/project-rules.md allows.

const jesper = loadCollectedLetters('jesperbeisner-generator')

function letterNamed(name: string): string {
  const found = jesper.find((entry) => entry.name === `jesperbeisner-generator/${name}`)
  if (!found) throw new Error(`missing collected letter ${name}`)
  return found.text
}

function withClosing(text: string, closing: string): string {
  const paragraphs = text.split('\n\n')
  return [...paragraphs.slice(0, -1), closing].join('\n\n')
}

const analyze = (text: string, locale: 'en' | 'de' = 'en') =>
  analyzeZeugnis({ text, jurisdiction: 'DE', locale })

describe('analyzeZeugnis on letters assembled from a published phrase list', () => {
  it('answers the category and the three grades the list gives, for every grade and form', () => {
    for (const entry of jesper) {
      const answer = analyze(entry.text)
      expect(answer.overall_category, entry.name).toBe(entry.expected.category)
      expect(
        [answer.performance_grade, answer.behaviour_grade, answer.engagement_grade],
        entry.name,
      ).toEqual([
        entry.expected.grades?.performance,
        entry.expected.grades?.behaviour,
        entry.expected.grades?.engagement,
      ])
    }
  })
})

describe('the closing formula by what it says', () => {
  const good = letterNamed('note-2-m')
  const regretAndThanks =
    'Wir bedauern sein Ausscheiden sehr und danken ihm für die stets gute Zusammenarbeit.'

  it.each([
    'Für seinen weiteren Berufs- und Lebensweg wünschen wir ihm alles Gute und auch weiterhin viel Erfolg.',
    'Wir sind davon überzeugt, dass er auch in der Zukunft außerordentliche Erfolge erzielen wird.',
    'Wir sind sicher, dass er seinen weiteren Weg erfolgreich gehen wird.',
  ])('reads "%s" as the good wishes', (wishes) => {
    const answer = analyze(withClosing(good, `${regretAndThanks} ${wishes}`))
    expect(answer.omissions.map((omission) => omission.item)).not.toContain('closing_wishes')
    expect(answer.overall_category).toBe('Positive')
  })

  it('reads regret said in other words', () => {
    const closing =
      'Wir hätten gerne noch lange mit ihm zusammengearbeitet und danken ihm für seine wertvolle Arbeit. Für die Zukunft wünschen wir ihm alles erdenklich Gute.'
    const answer = analyze(withClosing(good, closing))
    expect(answer.omissions.map((omission) => omission.item)).not.toContain('closing_regret')
    expect(answer.overall_category).toBe('Positive')
  })

  it('still misses the wishes when the closing only thanks', () => {
    const answer = analyze(withClosing(good, regretAndThanks))
    expect(answer.omissions.map((omission) => omission.item)).toContain('closing_wishes')
  })
})

describe('every sentence that assesses a dimension', () => {
  it('reads settling in quickly and initiative as engagement', () => {
    expect(
      gradeStatement(
        'Herr Keller hat sich innerhalb kürzester Zeit in den ihm gestellten Aufgabenbereich eingearbeitet.',
      ).scores.engagement,
    ).toBeGreaterThanOrEqual(4)
    expect(
      gradeStatement('Herr Keller zeigte ein außerordentlich hohes Maß an Initiative.').scores.engagement,
    ).toBe(5)
  })

  it('reads Belastbarkeit as engagement, graded by its wording', () => {
    const strong = gradeStatement(
      'Auch in Situationen mit extrem hohem Arbeitsanfall erwies sich Herr Keller als sehr belastbarer Mitarbeiter.',
    ).scores.engagement
    const usual = gradeStatement(
      'Bei üblichem Arbeitsanfall erwies sich Herr Keller als zuverlässiger Mitarbeiter.',
    ).scores.engagement
    expect(strong).toBeGreaterThanOrEqual(4)
    expect(usual).toBeLessThanOrEqual(2.5)
  })

  it('reads a behaviour sentence addressed to the person ("verhielten Sie sich") like the third person', () => {
    const addressed = gradeStatement(
      'Gegenüber Ihren Vorgesetzten, Kolleginnen und Kollegen sowie Kunden verhielten Sie sich stets vorbildlich.',
    ).scores.behaviour
    const third = gradeStatement(
      'Gegenüber seinen Vorgesetzten, Kolleginnen und Kollegen sowie Kunden verhielt er sich stets vorbildlich.',
    ).scores.behaviour
    expect(addressed).toBe(5)
    expect(addressed).toBe(third)
  })

  it('reads gender-inclusive forms as one word ("Kolleg:innen", "Patient*innen", "Mitarbeiter/-innen")', () => {
    const plain = gradeStatement(
      'Das Verhalten gegenüber Vorgesetzten, Kolleginnen und Fachpersonen war jederzeit einwandfrei.',
    ).scores.behaviour
    expect(plain).not.toBeNull()
    for (const form of ['Kolleg:innen', 'Kolleg*innen', 'Kolleg_innen', 'Kolleg/-innen'])
      expect(
        gradeStatement(`Das Verhalten gegenüber Vorgesetzten, ${form} und Fachpersonen war jederzeit einwandfrei.`)
          .scores.behaviour,
        form,
      ).toBe(plain)
  })

  it('reads engagement beside a performance formula in the same clause', () => {
    const scores = gradeStatement(
      'Herr Keller zeigte die notwendige Einsatzbereitschaft und erledigte die übertragenen Aufgaben entsprechend den Erwartungen.',
    ).scores
    expect(scores.engagement).not.toBeNull()
    expect(scores.engagement).toBeLessThanOrEqual(2.5)
    expect(scores.performance).not.toBeNull()
  })

  it('gives a letter in the "Sie" form its behaviour grade, not the grade of a missing area', () => {
    const text = letterNamed('note-1-f')
      .replace(
        /Gegenüber Vorgesetzten, Mitarbeitern und Kunden verhielt Frau \S+ sich stets vorbildlich\./,
        'Gegenüber Vorgesetzten, Mitarbeitern und Kunden verhielten Sie sich stets vorbildlich.',
      )
    expect(text).toContain('verhielten Sie sich')
    expect(analyze(text).behaviour_grade).toBe(5)
  })
})

describe('a letter that leaves performance out', () => {
  it('is a telling silence although it calls her "eine stets motivierte Mitarbeiterin"', () => {
    const text = [
      'Arbeitszeugnis',
      'Frau Lea Brandt war vom 1. Januar 2017 bis zum 30. Juni 2022 als Sachbearbeiterin Einkauf in unserem Unternehmen tätig. Zu ihren Aufgaben gehörten die Bestellabwicklung und die Rechnungsprüfung.',
      'Frau Brandt war eine stets motivierte Mitarbeiterin. Ihr Verhalten gegenüber Vorgesetzten, Kollegen und Kunden war stets vorbildlich.',
      'Frau Brandt verlässt unser Unternehmen auf eigenen Wunsch. Wir bedauern ihr Ausscheiden, danken ihr für die Zusammenarbeit und wünschen ihr für die Zukunft alles Gute.',
    ].join('\n\n')
    const answer = analyze(text)
    expect(answer.overall_category).toBe('Critical')
    expect(answer.omissions.map((omission) => omission.item)).toContain('performance')
  })
})

describe('phrases that writers read differently', () => {
  it('says that "galt als hervorragende Führungskraft" is read differently and keeps the grade-1 letter Positive', () => {
    const answer = analyze(letterNamed('note-1-m-fuehrung'))
    expect(answer.overall_category).toBe('Positive')
    const phrase = answer.coded_phrases_found.find((found) => /galt als/i.test(found.phrase))
    expect(phrase?.meaning).toMatch(/read differently/)
    expect(phrase?.impact).toBe('neutral')
    const german = analyze(letterNamed('note-1-m-fuehrung'), 'de')
    expect(german.detailed_explanation).toMatch(/unterschiedlich gelesen/)
  })

  it('says that "kein Anlass zu Beanstandungen" is read differently while grading it as faint praise', () => {
    const answer = analyze(letterNamed('note-4-f'))
    const phrase = answer.coded_phrases_found.find((found) => /Anlass/.test(found.phrase) && found.impact === 'neutral')
    expect(phrase?.meaning).toMatch(/read differently/)
    expect(answer.overall_category).toBe('Critical')
  })
})
