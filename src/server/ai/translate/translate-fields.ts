import type { Locale } from '#shared/i18n/locales'

import { isNameLike, isProductName } from '#server/text/name-like'
import { lookupTerm } from './glossary'

// One field value at a time: titles (with a Senior/Junior prefix), dates (month names and "present"),
// skill names, language names with a level in brackets. Each answers undefined when the glossary
// does not know the value, so the caller can leave it unchanged and say so.

const SENIORITY = /^(Senior|Junior|Sr\.?|Jr\.?)\s+(.+)$/i
// Romance languages put the seniority after the title ("Ingénieur logiciel senior").
const SENIORITY_AFTER: ReadonlySet<Locale> = new Set(['fr', 'es', 'it', 'pt'])

export function translateTitle(text: string, source: Locale, target: Locale): string | undefined {
  const direct = lookupTerm(text, 'title', source, target)
  if (direct) return direct.text
  const match = text.match(SENIORITY)
  if (!match?.[1] || !match[2]) return undefined
  const rest = lookupTerm(match[2], 'title', source, target)
  if (!rest) return undefined
  const level = /^j/i.test(match[1]) ? 'Junior' : 'Senior'
  return SENIORITY_AFTER.has(target) ? `${rest.text} ${level.toLowerCase()}` : `${level} ${rest.text}`
}

/** Month names and "present" inside a date ("March 2020 – Present" -> "März 2020 – heute"). */
export function translateDate(text: string, source: Locale, target: Locale): string {
  return text.replace(/\p{L}[\p{L}’'.]*(?:\s+\p{L}[\p{L}’'.]*)?/gu, (phrase) => {
    // Two-word phrases first ("bis heute"), then each word.
    const whole =
      lookupTerm(phrase, 'date_word', source, target) ?? lookupTerm(phrase, 'month', source, target)
    if (whole) return whole.text
    return phrase
      .split(/(\s+)/)
      .map((word) => {
        if (/^\s+$/.test(word)) return word
        const bare = word.replace(/\.$/, '')
        const hit =
          lookupTerm(word, 'month', source, target) ??
          lookupTerm(bare, 'month', source, target) ??
          lookupTerm(word, 'date_word', source, target)
        return hit?.text ?? word
      })
      .join('')
  })
}

/** "German (native)", "Englisch – verhandlungssicher", "French" */
export function translateLanguageEntry(text: string, source: Locale, target: Locale): string | undefined {
  const match = text.match(/^\s*([\p{L} ]+?)\s*(?:\(([^)]+)\)|[:–-]\s*(.+))?\s*$/u)
  const name = match?.[1]
  if (!name) return undefined
  const translatedName = lookupTerm(name, 'language', source, target)?.text
  if (!translatedName) return undefined
  const level = match?.[2] ?? match?.[3]
  if (!level) return translatedName
  const translatedLevel = /^[ABC][12]$/i.test(level.trim())
    ? level.trim()
    : lookupTerm(level, 'level', source, target)?.text
  if (!translatedLevel) return undefined
  return match?.[2] ? `${translatedName} (${translatedLevel})` : `${translatedName} – ${translatedLevel}`
}

export function translateSkill(text: string, source: Locale, target: Locale): string | undefined {
  return (
    lookupTerm(text, 'skill', source, target)?.text ??
    lookupTerm(text, 'field', source, target)?.text ??
    translateLanguageEntry(text, source, target)
  )
}

/** A name, acronym or product ("SAP", "Python", "Salesforce") reads the same in every language. */
export function needsNoTranslation(text: string): boolean {
  if (isProductName(text)) return true
  const words = text.split(/[\s/,+&-]+/).filter(Boolean)
  if (words.length === 0 || !/\p{L}/u.test(text)) return true
  return words.length <= 3 && words.every((w) => isNameLike(w.replace(/[().]/g, '')) || /^[\d.]+$/.test(w))
}

// "B.Sc. Informatik", "Master of Science in Physics", "Dipl.-Ing. Maschinenbau": the degree is a
// name, the field after it is translated.
const DEGREE_THEN_FIELD =
  /^((?:[BM]\.?\s?(?:Sc|A|Eng|Ed|BA)\.?|MBA|Ph\.?\s?D\.?|Dipl\.-[\p{L}]+\.?|Diplom(?:-[\p{L}]+)?|(?:Bachelor|Master) of (?:Science|Arts|Engineering))(?:\s+(?:in|of|en|em|in der))?)\s+(.+)$/u

export function translateDegree(text: string, source: Locale, target: Locale): string | undefined {
  const direct = lookupTerm(text, 'degree', source, target)
  if (direct) return direct.text
  const match = text.match(DEGREE_THEN_FIELD)
  if (!match?.[1] || !match[2]) return undefined
  const field = lookupTerm(match[2], 'field', source, target)
  return field ? `${match[1].replace(/\s+(?:in|of|en|em|in der)$/, '')} ${field.text}` : undefined
}
