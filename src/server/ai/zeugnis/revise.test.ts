import { describe, expect, it } from 'vitest'
import { analyzeZeugnis } from './analyze-zeugnis'
import type { OmissionItem } from '#shared/api/zeugnis'
import { loadCorpus, UNSEEN_CORPUS_DIR, type CorpusCase } from '#tests/fixtures/zeugnis/corpus'

// These tests analyse every letter of both corpora, some several times: slow on a loaded machine.
const HEAVY_TIMEOUT_MS = 120_000

const corpus = loadCorpus()
const unseen = loadCorpus(UNSEEN_CORPUS_DIR)

function draftOf(
  name: string,
  confirmedFacts: OmissionItem[] = [],
): { draft: string; corpusCase: CorpusCase } {
  const corpusCase = corpus.find((entry) => entry.name.startsWith(name))
  if (!corpusCase) throw new Error(`fixture ${name} missing`)
  const result = analyzeZeugnis({
    text: corpusCase.text,
    jurisdiction: corpusCase.expected.jurisdiction,
    locale: 'en',
    confirmedFacts,
  })
  return { draft: result.revision_draft, corpusCase }
}

describe('revision draft', () => {
  it(
    're-analysed, every draft of both corpora is Positive, no grade worse, no code left (facts confirmed)',
    () => {
      const failures: string[] = []
      for (const { name, text, expected } of [...corpus, ...unseen]) {
        const input = {
          text,
          jurisdiction: expected.jurisdiction,
          occupation: expected.occupation,
          locale: 'en' as const,
        }
        const first = analyzeZeugnis(input)
        if (first.overall_category === 'Unknown') continue
        // The user confirms what the form asks for.
        const confirmed = analyzeZeugnis({ ...input, confirmedFacts: first.revision_facts_to_confirm })
        const again = analyzeZeugnis({
          text: confirmed.revision_draft,
          jurisdiction: expected.jurisdiction,
          occupation: first.occupation?.label,
          locale: 'en',
        })
        const before = [first.performance_grade, first.behaviour_grade, first.engagement_grade]
        const after = [again.performance_grade, again.behaviour_grade, again.engagement_grade]
        const codes = again.coded_phrases_found.filter(
          (phrase) => phrase.impact === 'negative' && phrase.severity !== 'mild',
        )
        if (
          again.overall_category !== 'Positive' ||
          after.some((grade, i) => (grade ?? 0) < (before[i] ?? 0)) ||
          codes.length > 0
        )
          failures.push(
            `${name}: ${again.overall_category} ${before.join('/')} → ${after.join('/')} ${codes.map((code) => code.phrase).join(' | ')}`,
          )
      }
      expect(failures).toEqual([])
    },
    HEAVY_TIMEOUT_MS,
  )

  it(
    'keeps the order intro — performance — behaviour — exit — closing, says nothing twice, names customers only if the letter does',
    () => {
      const failures: string[] = []
      for (const { name, text, expected } of [...corpus, ...unseen]) {
        const first = analyzeZeugnis({ text, jurisdiction: expected.jurisdiction, locale: 'en' })
        if (first.overall_category === 'Unknown') continue
        const draft = first.revision_draft
        const again = analyzeZeugnis({ text: draft, jurisdiction: expected.jurisdiction, locale: 'en' })
        const startOf = (test: (phrase: (typeof again.coded_phrases_found)[number]) => boolean): number =>
          Math.min(
            ...again.coded_phrases_found
              .filter((phrase) => test(phrase) && phrase.start !== undefined)
              .map((phrase) => phrase.start ?? 0),
          )
        const performance = startOf(
          (phrase) =>
            phrase.dimension === 'performance' &&
            phrase.key !== undefined &&
            /satisfaction|expectations|rating|contentment|requirements/.test(phrase.key),
        )
        const behaviour = startOf((phrase) => phrase.key === 'behaviour')
        const closing = startOf((phrase) => phrase.dimension === 'closing' && phrase.impact === 'positive')
        const order = [performance, behaviour, closing].filter(Number.isFinite)
        if (order.some((value, i) => i > 0 && value < (order[i - 1] ?? 0)))
          failures.push(`${name}: order ${order.join(' > ')}`)
        const sentences = draft
          .split(/(?<=[.!?])\s+/)
          .map((sentence) => sentence.trim())
          .filter((sentence) => sentence.length > 30)
        const repeated = sentences.filter((sentence, i) => sentences.indexOf(sentence) !== i)
        if (repeated.length > 0) failures.push(`${name}: repeated ${repeated[0]}`)
        if (
          (draft.match(/Verhalten gegenüber/g) ?? []).length >
          Math.max(1, (text.match(/Verhalten gegenüber/g) ?? []).length)
        )
          failures.push(`${name}: two behaviour formulas`)
        const customers = /\b(?:Kund|Gäst|Gast|Mandant|Patient|Klient|Bewohner)/
        if (!customers.test(text) && customers.test(draft)) failures.push(`${name}: customers added`)
      }
      expect(failures).toEqual([])
    },
    HEAVY_TIMEOUT_MS,
  )

  it('states a missing fact only when the user confirms it, and puts it where it belongs', () => {
    const corpusCase = unseen.find((entry) => entry.name.startsWith('de-16'))
    if (!corpusCase) throw new Error('fixture de-16 missing')
    const input = {
      text: corpusCase.text,
      jurisdiction: 'DE' as const,
      occupation: 'Kassierer',
      locale: 'de' as const,
    }
    const unconfirmed = analyzeZeugnis(input)
    expect(unconfirmed.revision_facts_to_confirm).toEqual(['honesty'])
    expect(unconfirmed.revision_draft).not.toMatch(/ehrlich/)
    const confirmed = analyzeZeugnis({ ...input, confirmedFacts: ['honesty'] }).revision_draft
    expect(confirmed).toMatch(/ehrlich/)
    // Honesty belongs to the person: after the performance summary, right before the behaviour formula.
    expect(confirmed.indexOf('ehrlich')).toBeGreaterThan(confirmed.indexOf('Zufriedenheit'))
    expect(confirmed.indexOf('ehrlich')).toBeLessThan(confirmed.indexOf('Sein Verhalten'))
    expect(confirmed.indexOf('ehrlich')).toBeLessThan(confirmed.indexOf('verlässt uns'))
  })

  it('speaks to the employee as "Sie" when the letter does', () => {
    for (const prefix of ['de-03', 'ch-03', 'at-03']) {
      const corpusCase = unseen.find((entry) => entry.name.startsWith(prefix))
      if (!corpusCase) throw new Error(`fixture ${prefix} missing`)
      const draft = analyzeZeugnis({
        text: corpusCase.text,
        jurisdiction: corpusCase.expected.jurisdiction,
        locale: 'de',
      }).revision_draft
      expect(draft).not.toMatch(/\b(?:Er|Sie) (?:arbeitete|zeigte|war|erledigte|verfügte|verlässt)\b/)
      expect(draft).not.toMatch(/\b(?:sein|ihr|seine|ihre) Ausscheiden\b/)
    }
  })

  it('drops a sentence whose antecedent was rewritten, and keeps the duties as written', () => {
    const text = [
      'Arbeitszeugnis',
      'Herr Tim Lorenz war vom 01.01.2020 bis zum 31.12.2023 als Kundenbetreuer in unserem Unternehmen tätig. Er betreute unsere Großkunden im Norden und die Zusammenarbeit mit den Händlern.',
      'Er pflegte die Kontakte zu unseren Großkunden mit großem Fleiß und Interesse. Er genoss bei ihnen höchste Wertschätzung. Er erledigte die ihm übertragenen Aufgaben stets zu unserer vollen Zufriedenheit.',
      'Sein Verhalten gegenüber Vorgesetzten, Kollegen und Kunden war stets einwandfrei.',
      'Herr Lorenz verlässt uns auf eigenen Wunsch. Wir bedauern sein Ausscheiden, danken ihm für die gute Zusammenarbeit und wünschen ihm alles Gute.',
    ].join('\n\n')
    const draft = analyzeZeugnis({ text, jurisdiction: 'DE', locale: 'de' }).revision_draft
    expect(draft).not.toContain('bei ihnen')
    expect(draft).not.toContain('Fleiß und Interesse')
    expect(draft).toContain(
      'Er betreute unsere Großkunden im Norden und die Zusammenarbeit mit den Händlern.',
    )
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

  it('adds what the role requires but the letter left out, once the user confirms it', () => {
    expect(draftOf('de-07', ['honesty']).draft).toContain('jederzeit absolut ehrlich')
    expect(draftOf('de-09', ['accident_free']).draft).toContain('unfallfrei')
    expect(draftOf('de-11', ['leadership']).draft).toContain('führte sein Team stets äußerst motivierend')
    expect(draftOf('de-07').draft).not.toContain('jederzeit absolut ehrlich')
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
