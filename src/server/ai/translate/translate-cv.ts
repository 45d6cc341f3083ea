import type { LooseCv } from '#shared/api/ai'
import type { CvData } from '#shared/cv/cv.schema'
import { LANGUAGE_LEVELS, SKILL_LEVELS } from '#shared/cv/cv.schema'
import type { Locale } from '#shared/i18n/locales'
import { ownEntry } from '#shared/own-entry'

import { detectLanguage } from '#server/text/detect-language'
import type { GlossaryKind } from '#server/text/glossary-entry'
import { lookupTerm } from './glossary'
import {
  needsNoTranslation,
  translateDate,
  translateDegree,
  translateLanguageEntry,
  translateSkill,
  translateTitle,
} from './translate-fields'

// The built-in CV translation: every field whose meaning the reviewed glossary knows (headings,
// titles, degrees, levels, languages, skills, months) in the target language; everything else as
// written, and listed in `untranslated` so the interface can say so plainly.

export type TranslateResult<T> = { cvData: T; untranslated: string[]; detectedSourceLanguage: Locale }

type FieldKind =
  'title' | 'free' | 'degree' | 'field' | 'date' | 'heading' | 'level' | 'skill' | 'language' | 'keep'

const KEY_KINDS: Readonly<Record<string, FieldKind>> = {
  title: 'title',
  position: 'title',
  headline: 'title',
  jobTitle: 'title',
  summary: 'free',
  description: 'free',
  bullets: 'free',
  responsibilities: 'free',
  details: 'free',
  achievements: 'free',
  degree: 'degree',
  field: 'field',
  fieldOfStudy: 'field',
  major: 'field',
  startDate: 'date',
  endDate: 'date',
  date: 'date',
  category: 'heading',
  level: 'level',
}

// Enum codes of the builder form are data, not text: the interface translates them.
const CODES = new Set<string>([...SKILL_LEVELS, ...LANGUAGE_LEVELS])

function kindOf(path: readonly string[]): FieldKind {
  const key = path[path.length - 1] ?? ''
  const parents = path.slice(0, -1)
  if (key === 'name') {
    if (parents.includes('languages')) return 'language'
    if (parents.includes('skills')) return 'skill'
    return 'keep'
  }
  // A list of plain strings takes the kind of the list: skills: ["Teamwork", …].
  if (key === '#') {
    const list = parents[parents.length - 1] ?? ''
    if (list === 'skills' || list === 'items') return 'skill'
    if (list === 'languages') return 'language'
    return ownEntry(KEY_KINDS, list) ?? 'keep'
  }
  if (parents.includes('personal') && key !== 'title') return 'keep'
  return ownEntry(KEY_KINDS, key) ?? 'keep'
}

const GLOSSARY_KIND: Partial<Record<FieldKind, GlossaryKind>> = {
  degree: 'degree',
  field: 'field',
  heading: 'heading',
  level: 'level',
}

function translateString(text: string, kind: FieldKind, source: Locale, target: Locale): string | undefined {
  switch (kind) {
    case 'title':
      return translateTitle(text, source, target)
    case 'date':
      return translateDate(text, source, target)
    case 'skill':
      return translateSkill(text, source, target)
    case 'language':
      return translateLanguageEntry(text, source, target)
    case 'level':
      return CODES.has(text) ? text : lookupTerm(text, 'level', source, target)?.text
    case 'free':
      // Free text is translated only when it is, as a whole, a glossary term.
      return (
        lookupTerm(text, 'skill', source, target)?.text ??
        lookupTerm(text, 'heading', source, target)?.text ??
        translateTitle(text, source, target)
      )
    case 'degree':
      return translateDegree(text, source, target)
    case 'keep':
      return text
    default: {
      const glossaryKind = GLOSSARY_KIND[kind]
      return glossaryKind ? lookupTerm(text, glossaryKind, source, target)?.text : text
    }
  }
}

function collectText(value: unknown, path: string[], out: string[]): void {
  if (typeof value === 'string') {
    const kind = kindOf(path)
    if (kind === 'free' || kind === 'title' || kind === 'skill') out.push(value)
  } else if (Array.isArray(value))
    value.forEach((v) => collectText(v, [...path, typeof v === 'string' ? '#' : '[]'], out))
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) collectText(v, [...path, k], out)
}

export function translateCv<T extends CvData | LooseCv>(
  cv: T,
  target: Locale,
  sourceHint?: Locale,
): TranslateResult<T> {
  const texts: string[] = []
  collectText(cv, [], texts)
  const source = detectLanguage(texts.join('\n'), sourceHint)
  if (source === target)
    return { cvData: structuredClone(cv), untranslated: [], detectedSourceLanguage: source }

  const untranslated = new Set<string>()
  const walk = (value: unknown, path: string[]): unknown => {
    if (typeof value === 'string') {
      const trimmed = value.trim()
      if (trimmed === '') return value
      const kind = kindOf(path)
      const translated = translateString(trimmed, kind, source, target)
      if (translated !== undefined) return translated
      if (!needsNoTranslation(trimmed)) untranslated.add(trimmed)
      return value
    }
    if (Array.isArray(value)) return value.map((v) => walk(v, [...path, typeof v === 'string' ? '#' : '[]']))
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, [...path, k])]))
    }
    return value
  }
  return { cvData: walk(cv, []) as T, untranslated: [...untranslated], detectedSourceLanguage: source }
}
