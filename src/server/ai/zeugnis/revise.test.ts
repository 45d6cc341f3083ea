import { describe, expect, it } from 'vitest'
import { analyzeZeugnis } from './analyze-zeugnis'
import { loadCorpus, type CorpusCase } from '#tests/fixtures/zeugnis/corpus'

const corpus = loadCorpus()

function draftOf(name: string): { draft: string; corpusCase: CorpusCase } {
  const corpusCase = corpus.find((entry) => entry.name.startsWith(name))
  if (!corpusCase) throw new Error(`fixture ${name} missing`)
  const result = analyzeZeugnis({
    text: corpusCase.text,
    jurisdiction: corpusCase.expected.jurisdiction,
    locale: 'en',
  })
  return { draft: result.revision_draft, corpusCase }
}

describe('revision draft', () => {
  it('reads as grade 1 in every part when analysed again, for every letter of the corpus', () => {
    for (const { name, text, expected } of corpus) {
      const first = analyzeZeugnis({
        text,
        jurisdiction: expected.jurisdiction,
        occupation: expected.occupation,
        locale: 'en',
      })
      if (first.overall_category === 'Unknown') continue
      const again = analyzeZeugnis({
        text: first.revision_draft,
        jurisdiction: expected.jurisdiction,
        occupation: first.occupation?.label,
        locale: 'en',
      })
      expect({
        name,
        category: again.overall_category,
        grades: [again.performance_grade, again.behaviour_grade, again.engagement_grade],
      }).toEqual({
        name,
        category: 'Positive',
        grades: [5, 5, 5],
      })
    }
  })

  it('keeps names, dates and duties and rewrites the coded passages', () => {
    const { draft } = draftOf('de-06')
    expect(draft).toContain('Herr Kevin Brandt war vom 15.05.2022 bis zum 30.11.2022 als Produktionshelfer')
    expect(draft).toContain('Zu seinen Aufgaben gehörten das Bestücken der Verpackungsmaschinen')
    expect(draft).toContain('stets zu unserer vollsten Zufriedenheit')
    expect(draft).not.toContain('bemüht')
    expect(draft).not.toContain('Verständnis')
    expect(draft).not.toContain('nichts Nachteiliges')
  })

  it('ends with the complete closing formula: regret, thanks and wishes', () => {
    const { draft } = draftOf('de-17')
    expect(draft).toMatch(
      /Wir bedauern sein Ausscheiden sehr, danken ihm .* und wünschen ihm .* alles Gute und weiterhin viel Erfolg\./,
    )
    expect(draft.indexOf('Wir bedauern')).toBeLessThan(draft.indexOf('Nürnberg, 30.06.2023'))
  })

  it('adds what the role requires but the letter left out', () => {
    expect(draftOf('de-07').draft).toContain('jederzeit absolut ehrlich')
    expect(draftOf('de-09').draft).toContain('unfallfrei')
    expect(draftOf('de-11').draft).toContain('führte sein Team stets äußerst motivierend')
  })

  it('uses female forms for a woman', () => {
    const { draft } = draftOf('de-04')
    expect(draft).toContain(
      'Frau Schubert erledigte die ihr übertragenen Aufgaben stets zu unserer vollsten Zufriedenheit.',
    )
    expect(draft).toContain('Ihr Verhalten gegenüber Vorgesetzten und Kollegen war stets vorbildlich.')
  })

  it('keeps the present tense and the outlook of an interim letter', () => {
    const { draft } = draftOf('de-22')
    expect(draft).toContain(
      'Herr Beck erledigt die ihm übertragenen Aufgaben stets zu unserer vollsten Zufriedenheit.',
    )
    expect(draft).toContain('freuen uns auf die weitere erfolgreiche Zusammenarbeit')
    expect(draft).not.toContain('bedauern')
  })

  it('writes Swiss drafts without ß', () => {
    for (const entry of corpus.filter(
      (item) => item.expected.jurisdiction === 'CH' && item.expected.category !== 'Unknown',
    )) {
      expect(draftOf(entry.name).draft).not.toContain('ß')
    }
  })

  it('writes Austrian drafts as a Dienstzeugnis with Austrian month names', () => {
    const { draft } = draftOf('at-03')
    expect(draft).toContain('Dienstverhältnis')
    expect(draft).not.toContain('Arbeitsverhältnis')
    expect(draftOf('at-01').draft).toContain('Jänner')
  })

  it('keeps the first person of a private employer', () => {
    const { draft } = draftOf('ch-04')
    expect(draft).toContain('zu meiner vollsten Zufriedenheit')
    expect(draft).toContain('Ich bedaure ihr Ausscheiden sehr')
  })

  it('replaces "im gegenseitigen Einvernehmen" with a neutral end of employment', () => {
    const { draft } = draftOf('de-18')
    expect(draft).not.toContain('Einvernehmen')
    expect(draft).toContain('31.03.2023')
  })

  it('leaves a letter that is already at grade 1 as it was, apart from the closing', () => {
    const { draft, corpusCase } = draftOf('de-01')
    const body = corpusCase.text.slice(0, corpusCase.text.indexOf('Herr Albrecht verlässt'))
    expect(draft.startsWith(body)).toBe(true)
  })
})
