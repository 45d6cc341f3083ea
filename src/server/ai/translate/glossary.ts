import { LOCALES, type Locale } from '#shared/i18n/locales'

import { foldText } from '#server/text/sentences'
import { DEGREES, FIELDS } from '#server/text/degrees.data'
import type { GlossaryEntry, GlossaryKind } from '#server/text/glossary-entry'
import { HEADINGS } from './glossary/headings.data'
import { DATE_WORDS, LANGUAGE_NAMES, LEVELS } from './glossary/levels.data'
import { MONTHS } from '#server/text/months.data'
import { SKILLS } from './glossary/skills.data'
import { TITLES } from './glossary/titles.data'

// Lookup in the reviewed glossary: a whole field value in any of the eight languages to the same
// concept in the target language, keeping the grammatical gender of the source form.

type Form = { text: string; feminine: boolean }
type Concept = Record<Locale, { canonical: string; feminine?: string; forms: Form[] }>
type Hit = { concept: Concept; language: Locale; feminine: boolean }

export const GLOSSARY: Record<GlossaryKind, readonly GlossaryEntry[]> = {
  heading: HEADINGS,
  degree: DEGREES,
  field: FIELDS,
  level: LEVELS,
  language: LANGUAGE_NAMES,
  title: TITLES,
  skill: SKILLS,
  month: MONTHS,
  date_word: DATE_WORDS,
}

function parseEntry(entry: GlossaryEntry): Concept {
  const concept = {} as Concept
  for (const locale of LOCALES) {
    const forms = entry[locale]
      .split('|')
      .map((raw) => ({ text: raw.replace(/\*$/, ''), feminine: raw.endsWith('*') }))
    const canonical = forms.find((f) => !f.feminine)?.text ?? forms[0]?.text ?? ''
    const feminine = forms.find((f) => f.feminine)?.text
    concept[locale] = { canonical, forms, ...(feminine ? { feminine } : {}) }
  }
  return concept
}

export const keyOf = (text: string) => foldText(text).replace(/[’']/g, "'").replace(/\s+/g, ' ').trim()

function buildIndex(entries: readonly GlossaryEntry[]): Map<string, Hit[]> {
  const index = new Map<string, Hit[]>()
  for (const concept of entries.map(parseEntry)) {
    for (const language of LOCALES) {
      for (const form of concept[language].forms) {
        const key = keyOf(form.text)
        index.set(key, [...(index.get(key) ?? []), { concept, language, feminine: form.feminine }])
      }
    }
  }
  return index
}

const INDEXES = new Map(
  (Object.keys(GLOSSARY) as GlossaryKind[]).map((kind) => [kind, buildIndex(GLOSSARY[kind])] as const),
)

export type Translation = { text: string; from: Locale }

/**
 * The target-language form of a glossary term, or undefined when the text is no term of that
 * kind. A form shared by several languages ("Marketing") is read in the source language first.
 */
export function lookupTerm(
  text: string,
  kind: GlossaryKind,
  source: Locale,
  target: Locale,
): Translation | undefined {
  const hits = INDEXES.get(kind)?.get(keyOf(text))
  if (!hits || hits.length === 0) return undefined
  const hit = hits.find((h) => h.language === source) ?? hits[0]
  if (!hit) return undefined
  const wanted = hit.concept[target]
  const translated = hit.feminine && wanted.feminine ? wanted.feminine : wanted.canonical
  return { text: translated, from: hit.language }
}

/** Concepts whose forms collide within one kind: a reviewer's list, checked by a test. */
export function ambiguousForms(): string[] {
  const problems: string[] = []
  for (const [kind, index] of INDEXES) {
    for (const [key, hits] of index) {
      const concepts = new Set(hits.map((h) => h.concept))
      if (concepts.size > 1) problems.push(`${kind}: ${key}`)
    }
  }
  return problems
}
