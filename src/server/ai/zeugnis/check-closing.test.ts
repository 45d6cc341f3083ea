import { describe, expect, it } from 'vitest'
import { checkClosing, detectLetterType } from './check-closing'
import { getLexicon } from './lexicon'
import { parseDocument } from './segment'

const BODY =
  'Herr Weber war vom 01.01.2018 bis zum 31.12.2023 bei uns tätig. Er arbeitete sorgfältig. Sein Verhalten war einwandfrei. Er zeigte Engagement.'

function closing(text: string, type: 'final' | 'interim' = 'final') {
  return checkClosing(parseDocument(text), getLexicon(), type)
}

function severityOf(result: ReturnType<typeof closing>, key: string) {
  return result.findings.find((finding) => finding.key === key)?.severity
}

describe('closing formula (zeugnis.md §2.3)', () => {
  it('finds regret, thanks and wishes', () => {
    const result = closing(
      `${BODY} Wir bedauern sein Ausscheiden sehr, danken ihm für die Zusammenarbeit und wünschen ihm alles Gute.`,
    )
    expect(Object.keys(result.parts).sort()).toEqual(['regret', 'thanks', 'wishes'])
    expect(result.findings.filter((finding) => finding.impact === 'negative')).toEqual([])
  })

  it('reads missing thanks and wishes as serious, missing regret alone as mild', () => {
    expect(
      severityOf(closing(`${BODY} Das Arbeitsverhältnis endet am 31.12.2023.`), 'missing_closing_thanks'),
    ).toBe('serious')
    const noRegret = closing(`${BODY} Wir danken ihm und wünschen ihm alles Gute.`)
    expect(severityOf(noRegret, 'missing_closing_regret')).toBe('mild')
    expect(severityOf(noRegret, 'missing_closing_thanks')).toBeUndefined()
  })

  it('reads a missing thank-you beside good wishes as moderate', () => {
    expect(
      severityOf(
        closing(`${BODY} Wir bedauern sein Ausscheiden und wünschen ihm alles Gute.`),
        'missing_closing_thanks',
      ),
    ).toBe('moderate')
  })

  it('accepts thanks and the outlook on further work as the closing of an interim letter', () => {
    const result = closing(
      `${BODY} Wir danken ihm für seine Arbeit und freuen uns auf die weitere Zusammenarbeit.`,
      'interim',
    )
    expect(result.parts.future).toBeDefined()
    expect(result.findings.filter((finding) => finding.impact === 'negative')).toEqual([])
  })

  it('does not take "Wünsche der Kunden" in the duties for good wishes', () => {
    const text = `Er erfüllte die Wünsche der Kunden. ${BODY} Er war freundlich. Er war pünktlich. Das Arbeitsverhältnis endet am 31.12.2023.`
    expect(closing(text).parts.wishes).toBeUndefined()
  })

  it.each([
    ['Das Arbeitsverhältnis endet im gegenseitigen Einvernehmen.', 'mutual_agreement', 'negative'],
    ['Herr Weber verlässt uns auf eigenen Wunsch.', 'own_request', 'positive'],
    ['Das Arbeitsverhältnis endet aus betriebsbedingten Gründen.', 'operational', 'neutral'],
    ['Herr Weber tritt zum 31.12.2023 in den Ruhestand.', 'retirement', 'neutral'],
    ['Das Arbeitsverhältnis wurde von uns fristlos gekündigt.', 'summary_dismissal', 'negative'],
  ])('reads the exit "%s" as %s', (sentence, key, impact) => {
    const result = closing(`${BODY} ${sentence} Wir danken ihm.`)
    expect(result.exit?.key).toBe(key)
    expect(result.findings.find((finding) => finding.dimension === 'exit')?.impact).toBe(impact)
  })

  it('reads an exit reason only in a sentence about leaving', () => {
    expect(closing(`${BODY} Dieses Zeugnis wird auf seinen eigenen Wunsch ausgestellt.`).exit).toBeNull()
  })
})

describe('letter type', () => {
  it('recognises an interim reference by its title and present tense', () => {
    const doc = parseDocument(
      'Zwischenzeugnis\n\nFrau Kern ist seit dem 01.03.2020 bei uns als Buchhalterin tätig. Wir freuen uns auf die weitere Zusammenarbeit.',
    )
    expect(detectLetterType(doc, getLexicon())).toBe('interim')
  })

  it('recognises a final reference', () => {
    const doc = parseDocument(
      'Arbeitszeugnis\n\nFrau Kern war vom 01.03.2020 bis 31.12.2023 bei uns tätig. Sie verlässt uns auf eigenen Wunsch.',
    )
    expect(detectLetterType(doc, getLexicon())).toBe('final')
  })
})

describe('an interim letter’s outlook in other words (issue 25, round 6)', () => {
  it.each([
    'Wir hoffen, dass er uns noch lange erhalten bleibt.',
    'Wir sind froh, sie weiterhin in unserer Kanzlei zu haben.',
    'Wir hoffen auf eine weiterhin gute Zusammenarbeit.',
  ])('reads "%s" as the outlook on further work', (sentence) => {
    const result = checkClosing(parseDocument(sentence), getLexicon(), 'interim')
    expect(Object.keys(result.parts)).toContain('future')
  })
})
