import { describe, expect, it } from 'vitest'
import { analyzeZeugnis } from './analyze-zeugnis'

// Codes are tested through the whole engine: their grade effect and category depend on context.
function letter(
  body: string,
  closing = 'Herr Weber verlässt uns auf eigenen Wunsch. Wir bedauern sein Ausscheiden, danken ihm für die Zusammenarbeit und wünschen ihm alles Gute.',
): string {
  return `Arbeitszeugnis\n\nHerr Paul Weber, geboren am 01.01.1990, war vom 01.01.2018 bis zum 31.12.2023 als Sachbearbeiter in unserem Unternehmen tätig.\n\nZu seinen Aufgaben gehörten die Bearbeitung von Aufträgen und die Betreuung der Kunden.\n\n${body}\n\n${closing}\n\nBerlin, 31.12.2023`
}

const GOOD =
  'Er verfügt über ein fundiertes Fachwissen. Er zeigte stets großes Engagement. Er erledigte seine Aufgaben stets zu unserer vollen Zufriedenheit. Sein Verhalten gegenüber Vorgesetzten und Kollegen war stets einwandfrei.'

function analyse(text: string) {
  return analyzeZeugnis({ text, jurisdiction: 'DE', locale: 'en' })
}

function keys(text: string): string[] {
  return analyse(text).coded_phrases_found.map((phrase) => phrase.key ?? '')
}

describe('hidden codes (zeugnis.md §2.4)', () => {
  it.each([
    ['Durch seine Geselligkeit trug er zur Verbesserung des Betriebsklimas bei.', 'sociability'],
    ['Er setzte sich stets für die Belange der Belegschaft ein.', 'workforce_concerns'],
    ['Für die Belange der Belegschaft bewies er stets Einfühlungsvermögen.', 'empathy_workforce'],
    ['Er war sehr tüchtig und wusste sich gut zu verkaufen.', 'self_promoter'],
    ['Er arbeitete im Rahmen seiner Möglichkeiten sorgfältig.', 'within_abilities'],
    ['Er zeigte für seine Arbeit Verständnis.', 'understanding'],
    ['Er zeigte Verständnis für seine Arbeit.', 'understanding'],
    ['Wegen seiner Pünktlichkeit war er stets ein Vorbild.', 'punctuality_model'],
    ['Er verfügte über Fachwissen und zeigte großes Selbstvertrauen.', 'self_confidence'],
    ['Wir lernten ihn als umgänglichen und hilfsbereiten Kollegen kennen.', 'distancing'],
    ['Er erledigte die ihm gemäßen Aufgaben mit ausreichender Zielstrebigkeit.', 'restriction_suited'],
  ])('finds the code in "%s"', (sentence, key) => {
    expect(keys(letter(`${GOOD} ${sentence}`))).toContain(key)
  })

  it('makes a grade-2 letter Critical when it hides a serious code', () => {
    const result = analyse(
      letter(`${GOOD} Durch seine Geselligkeit trug er zur Verbesserung des Betriebsklimas bei.`),
    )
    expect(result.overall_category).toBe('Critical')
    expect(result.behaviour_grade).toBe(3)
    expect(result.headline_reason).toContain('Geselligkeit')
  })

  it('makes a grade-2 letter Borderline for a moderate code', () => {
    expect(
      analyse(letter(`${GOOD} Wir lernten ihn als umgänglichen und hilfsbereiten Kollegen kennen.`))
        .overall_category,
    ).toBe('Borderline')
  })

  it('reads "vor allem Gesundheit" as a serious hint at illness and plain health wishes as moderate', () => {
    const emphasis = letter(
      GOOD,
      'Herr Weber verlässt uns auf eigenen Wunsch. Wir danken ihm und wünschen ihm alles Gute, vor allem Gesundheit.',
    )
    const plain = letter(
      GOOD,
      'Herr Weber verlässt uns auf eigenen Wunsch. Wir danken ihm und wünschen ihm alles Gute und Gesundheit.',
    )
    expect(keys(emphasis)).toContain('health_wish_emphasis')
    expect(keys(emphasis)).not.toContain('health_wish')
    expect(keys(plain)).toContain('health_wish')
  })

  it('flags superiors missing from the behaviour formula, quoting the group that is named', () => {
    const result = analyse(letter(GOOD.replace('gegenüber Vorgesetzten und Kollegen', 'gegenüber Kollegen')))
    const phrase = result.coded_phrases_found.find((entry) => entry.key === 'superiors_missing')
    expect(phrase?.phrase).toBe('Kollegen')
    expect(result.overall_category).toBe('Borderline')
  })

  it('notes colleagues named before superiors only as a weak, non-deciding signal', () => {
    const result = analyse(
      letter(GOOD.replace('gegenüber Vorgesetzten und Kollegen', 'gegenüber Kollegen und Vorgesetzten')),
    )
    expect(result.coded_phrases_found.find((entry) => entry.key === 'colleagues_first')?.severity).toBe(
      'mild',
    )
    expect(result.overall_category).toBe('Positive')
  })

  it('finds the "Tugendsortiment" when only secondary virtues are praised', () => {
    const body =
      'Er war stets pünktlich, fleißig und ordentlich. Er erledigte seine Aufgaben stets zu unserer vollen Zufriedenheit. Sein Verhalten gegenüber Vorgesetzten und Kollegen war stets einwandfrei.'
    expect(keys(letter(body))).toContain('secondary_virtues')
    expect(keys(letter(`Er verfügt über ein fundiertes Fachwissen. ${body}`))).not.toContain(
      'secondary_virtues',
    )
  })

  it('gives "hat sich bemüht" the dimension of the statement it weakens', () => {
    const result = analyse(
      letter(
        'Er war stets bemüht, gute Beziehungen zu Kollegen zu pflegen, und arbeitete kollegial. Er erledigte seine Aufgaben zu unserer vollen Zufriedenheit.',
      ),
    )
    expect(result.coded_phrases_found.find((entry) => entry.key === 'effort')?.dimension).toBe('behaviour')
  })
})
