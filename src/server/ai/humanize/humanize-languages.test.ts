import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import type { Locale } from '#shared/i18n/locales'

import { misspelledWords, wordsOf } from '#server/ai/check/spelling'
import { answerHumanize, answerHumanizeCv, checkedProse, NOTHING_TO_CHANGE } from './checked-humanize'
import { defects } from './mend'

// Issue 16: humanize makes real rewrites in all 8 languages, from the reviewed phrase table of each,
// never leaves a broken sentence ("I am a, professional") and says "Nothing to change" when there
// is nothing. The texts are written fresh, several registers per language
// (tests/fixtures/ai/humanize/texts.json).

type HumanizeText = { id: string; language: Locale; register: string; text: string; expected: string }
const { texts } = JSON.parse(readFileSync('tests/fixtures/ai/humanize/texts.json', 'utf8')) as {
  texts: HumanizeText[]
}

// Names copied from the text (capitalised inside a sentence: "AWS", "Terraform") need no dictionary.
function namesOf(text: string): Set<string> {
  return new Set(
    text
      .split(/(?<=[.!?])\s+/)
      .flatMap((sentence) => wordsOf(sentence).slice(1))
      .filter((w) => /^\p{Lu}/u.test(w))
      .map((w) => w.toLocaleLowerCase()),
  )
}

describe('humanize in 8 languages: the reviewed rewrites', () => {
  it('has at least 4 texts in different registers for every language', () => {
    for (const language of ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl'] as const) {
      const registers = new Set(texts.filter((t) => t.language === language).map((t) => t.register))
      expect(registers.size, language).toBeGreaterThanOrEqual(4)
    }
  })

  it.each(texts.map((t) => [t.id, t] as const))('%s', async (_, t) => {
    const out = await checkedProse(t.text)
    expect(out).toBe(t.expected)
    // Every word of the output is in the language's Hunspell dictionary, apart from names.
    expect(await misspelledWords(out, t.language, namesOf(t.text))).toEqual([])
    // No sentence reads more broken than the one it replaces.
    expect(defects(out, t.language)).toBeLessThanOrEqual(defects(t.text, t.language))
    const reply = await answerHumanize({ text: t.text, context: 'text' })
    expect(reply.humanized).toBe(t.expected)
    expect(reply.message === NOTHING_TO_CHANGE).toBe(t.expected === t.text)
  })
})

describe('humanize never leaves a broken sentence', () => {
  it.each([
    // A predicate adjective cannot go: "Je suis." / "Jestem." would be left.
    ['fr', 'Je suis dynamique.', 'Je suis dynamique.'],
    ['pl', 'Jestem dynamiczny.', 'Jestem dynamiczny.'],
    ['nl', 'Ik ben gedreven.', 'Ik ben gedreven.'],
    // The first item of a list goes with its conjunction.
    ['es', 'Soy proactivo y puntual en mis entregas.', 'Soy puntual en mis entregas.'],
    ['it', 'Sono proattivo e preciso nel lavoro.', 'Sono preciso nel lavoro.'],
    // The last item: "A, B et C" keeps "A et B".
    ['fr', 'Je suis rigoureux, curieux et dynamique.', 'Je suis rigoureux et curieux.'],
    ['pt', 'Sou organizado, pontual e proativo.', 'Sou organizado e pontual.'],
    // The noun, not the adjective: "la dynamique", "la dinámica", "le dinamiche" stay.
    ['fr', "La dynamique de l'équipe a changé en 2021.", "La dynamique de l'équipe a changé en 2021."],
    ['es', 'Estudié la dinámica de los mercados.', 'Estudié la dinámica de los mercados.'],
    ['it', 'Conosco le dinamiche di gruppo.', 'Conosco le dinamiche di gruppo.'],
    // A noun that says nothing once its adjective is gone keeps it.
    ['pt', 'Com uma atitude proativa, resolvo problemas.', 'Com uma atitude proativa, resolvo problemas.'],
    ['nl', 'In een dynamische omgeving voel ik me thuis.', 'In een dynamische omgeving voel ik me thuis.'],
    ['en', 'I bring a proactive, results-driven approach.', 'I bring a proactive, results-driven approach.'],
    // An adverb of a verb is no attribute: "ik werk" alone says less.
    ['nl', 'Ik werk oplossingsgericht.', 'Ik werk oplossingsgericht.'],
    // A verb swapped for another only where the clause ends, never with an object still to come.
    [
      'it',
      'Possiedo ottime capacità di lavorare in team e una buona conoscenza di SAP.',
      'Possiedo ottime capacità di lavorare in team e una buona conoscenza di SAP.',
    ],
    ['pl', 'Jestem programistą z pasją do testów.', 'Jestem programistą z pasją do testów.'],
    // An abbreviation inside a sentence starts no new one.
    ['pl', 'Proaktywny specjalista ds. kadr.', 'Specjalista ds. kadr.'],
  ] as const)('[%s] %s', async (language, text, expected) => {
    const out = await checkedProse(text)
    expect(out).toBe(expected)
    expect(defects(out, language)).toBeLessThanOrEqual(defects(text, language))
    expect(out).not.toMatch(/\b(?:a|an|un|une|una|um|uma|een)\s*,/iu)
  })
})

describe('humanize-cv reads each CV in its own language', () => {
  it('rewrites French bullets with the French table and keeps plain ones', async () => {
    const reply = await answerHumanizeCv({
      personalInfo: {
        summary: "Acheteuse orientée résultats, forte d'une expérience de 7 ans dans l'industrie automobile.",
      },
      experience: [
        {
          bullets: [
            'Négociation des contrats cadres avec 25 fournisseurs',
            'Création de synergies entre les achats et la qualité',
          ],
        },
      ],
    })
    expect(reply.humanized.personalInfo.summary).toBe(
      "Acheteuse avec une expérience de 7 ans dans l'industrie automobile.",
    )
    expect(reply.humanized.experience[0]?.responsibilities).toEqual([
      'Négociation des contrats cadres avec 25 fournisseurs',
      'Création de collaborations entre les achats et la qualité',
    ])
    expect(reply.message).not.toBe(NOTHING_TO_CHANGE)
  })

  it('says "Nothing to change" for a plain Polish CV', async () => {
    const reply = await answerHumanizeCv({
      personalInfo: {
        summary: 'Elektryk z uprawnieniami SEP. Wykonuję instalacje w domach jednorodzinnych.',
      },
      experience: [{ bullets: ['Montaż rozdzielnic w 40 budynkach', 'Pomiary instalacji elektrycznych'] }],
    })
    expect(reply.message).toBe(NOTHING_TO_CHANGE)
  })
})
