import { LOCALES, type Locale } from '#shared/i18n/locales'
import { FUNCTION_WORDS } from '#server/text/language-markers.data'
import { OCR_LANGUAGE_OF, type OcrLanguage } from './tesseract-engine'

// Which of the eight languages a page is written in, from words the recogniser read with other
// languages' trained data. Those readings lose the letters their data lacks ("się" comes out as
// "sie", "dostępności" as "dostepnosci"), so the function words are compared with their accents
// folded away; a word that folds to a word of another language counts for neither. The text
// guesser for typed text (server/text/detect-language.ts) counts accented letters as evidence,
// which a reading without them turns into evidence for the wrong language (Polish read as German
// and English looked Portuguese to it).

/** Hits below this are no evidence: a page of names, dates and headings keeps the likely languages. */
const MIN_HITS = 3
// Letter groups that survive the loss of accents and are frequent in one language only: Polish
// sz/cz/rz and -ych/-ski, Portuguese -ção (read "cao"), nh and lh, Spanish -ción, Italian -zione,
// Dutch ij. Each counts half a function word, at most ten times a page.
const CLUSTERS: ReadonlyArray<{ pattern: RegExp; language: OcrLanguage }> = [
  { pattern: /(?:sz|cz|rz|ych\b|ski\b|wsk)/g, language: 'pol' },
  { pattern: /(?:caos?\b|coes\b|nh|lh)/g, language: 'por' },
  { pattern: /cion(?:es)?\b/g, language: 'spa' },
  { pattern: /zion[ei]\b/g, language: 'ita' },
  { pattern: /ij/g, language: 'nld' },
]
const CLUSTER_WEIGHT = 0.5
const MAX_CLUSTER_HITS = 10

/** Languages with at least this share of the most frequent one's hits are tried too. */
const CLOSE_SHARE = 0.5
const MAX_CHOICES = 2

/** Lower case without accents or strokes: "Dostępność" → "dostepnosc", "Straße" → "strasse". */
export function foldAccents(word: string): string {
  return word
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
}

const FOLDED: ReadonlyMap<string, Locale> = (() => {
  const owners = new Map<string, Set<Locale>>()
  for (const locale of LOCALES) {
    for (const word of FUNCTION_WORDS[locale]) {
      const folded = foldAccents(word)
      // Italian "è" folds to "e", a letter a misread mark often is.
      if (folded.length === 1 && folded !== word) continue
      owners.set(folded, (owners.get(folded) ?? new Set()).add(locale))
    }
  }
  return new Map([...owners].flatMap(([word, locales]) => (locales.size === 1 ? [[word, [...locales][0] as Locale] as const] : [])))
})()

/** Function-word hits per language among the words read (accents folded), and letter groups. */
export function languageHits(words: readonly string[]): Map<OcrLanguage, number> {
  const hits = new Map<OcrLanguage, number>()
  for (const word of words) {
    for (const part of word.match(/[\p{L}']+/gu) ?? []) {
      const locale = FOLDED.get(foldAccents(part))
      if (!locale) continue
      const language = OCR_LANGUAGE_OF[locale]
      hits.set(language, (hits.get(language) ?? 0) + 1)
    }
  }
  const folded = words.map(foldAccents).join(' ')
  for (const { pattern, language } of CLUSTERS) {
    const count = Math.min(MAX_CLUSTER_HITS, folded.match(pattern)?.length ?? 0)
    if (count > 0) hits.set(language, (hits.get(language) ?? 0) + count * CLUSTER_WEIGHT)
  }
  return hits
}

/**
 * The trained data to try a page with, given words read with `current`, best first. When the
 * words tell nothing new (too few hits, or the most frequent language is among `current`), one
 * choice: `current` as it is (its order was measured best: English data reads a CV's hollow
 * bullets as "o" and "0", German data as marks). Otherwise each language nearly as frequent as the most
 * frequent one that `current` lacks (function words alone do not tell Polish job titles full of
 * "do" from Portuguese), each paired with English (a CV's English terms) or German for English;
 * the caller reads a sample with each and keeps the surest reading.
 */
export function languageChoices(words: readonly string[], current: readonly OcrLanguage[]): OcrLanguage[][] {
  const ranked = [...languageHits(words)].sort((a, b) => b[1] - a[1])
  const [first] = ranked
  if (!first || first[1] < MIN_HITS) return [[...current]]
  if (current.includes(first[0])) return [[...current]]
  return ranked
    .filter(([language, hits]) => hits >= first[1] * CLOSE_SHARE && !current.includes(language))
    .slice(0, MAX_CHOICES)
    .map(([language]) => [language, language === 'eng' ? 'deu' : 'eng'])
}

/**
 * Which of the languages a page was read with it is written in: the one of them its words hit most
 * often (letters lost or not), or the first (the interface language, then German) when they tell
 * nothing. A German CV read with deu+eng is German even where single lines were read with English.
 */
export function pageLanguage(words: readonly string[], languages: readonly OcrLanguage[]): OcrLanguage {
  const hits = languageHits(words)
  const [best] = languages
    .map((language) => [language, hits.get(language) ?? 0] as const)
    .sort((a, b) => b[1] - a[1])
  return best && best[1] >= MIN_HITS ? best[0] : (languages[0] as OcrLanguage)
}
