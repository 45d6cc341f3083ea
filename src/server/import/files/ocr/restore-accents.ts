import type { Locale } from '#shared/i18n/locales'
import { speller } from '#server/ai/check/spelling'
import type { OcrLanguage, OcrWord } from './tesseract-engine'

// A page is read with two languages' trained data (deu+eng), and the recogniser picks, word by
// word, the reading it is surest of: on a German page a word read with the English data loses its
// umlauts ("Universitat", "fur", "UBER"), since that data has no such letters. Where the page's
// language is known (page-language.ts), a word read with other data that its language's dictionary
// (Hunspell, ../../../ai/check/spelling.ts) does not know is replaced by the one spelling with
// that language's accents put back that it does know: "Universitat" → "Universität". A word the
// dictionary knows as read, or that no accents turn into a word, stays as it was.

/** The accented letters each plain letter may have lost, per language. */
const ACCENTS: Partial<Record<OcrLanguage, Record<string, string>>> = {
  deu: { a: 'ä', o: 'ö', u: 'ü' },
  fra: { a: 'àâ', e: 'éèêë', i: 'îï', o: 'ô', u: 'ùûü', c: 'ç' },
  spa: { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'úü', n: 'ñ' },
  por: { a: 'ãáâà', e: 'éê', i: 'í', o: 'óôõ', u: 'ú', c: 'ç' },
  ita: { a: 'à', e: 'èé', i: 'ì', o: 'ò', u: 'ù' },
  pol: { a: 'ą', c: 'ć', e: 'ę', l: 'ł', n: 'ń', o: 'ó', s: 'ś', z: 'żź' },
  nld: { e: 'ëé', i: 'ï' },
}

const LOCALE_OF: Record<OcrLanguage, Locale> = { eng: 'en', deu: 'de', fra: 'fr', spa: 'es', ita: 'it', por: 'pt', nld: 'nl', pol: 'pl' }

// Letters put back at two places of a word at most (German words rarely have more; past that the
// variants grow too many to be a safe guess).
const MAX_CHANGES = 2
const MAX_VARIANTS = 400
/** Words of letters, or compounds of them joined by hyphens ("Ludwig-Maximilians-Universitat"). */
const CORE = /^([^\p{L}]*)(\p{L}+(?:-\p{L}+)*)([^\p{L}]*)$/u
const MIN_LETTERS = 3

/** The spellings of `word` with one or two of its plain letters accented, fewest changes first. */
export function accentVariants(word: string, accents: Record<string, string>): string[][] {
  const letters = [...word]
  const places = letters.flatMap((letter, index) => {
    const options = accents[letter.toLowerCase()]
    if (!options) return []
    const isUpper = letter !== letter.toLowerCase()
    return [{ index, options: [...options].map((option) => (isUpper ? option.toUpperCase() : option)) }]
  })
  const byChanges: string[][] = [[], []]
  let count = 0
  for (let first = 0; first < places.length; first += 1) {
    const a = places[first] as (typeof places)[number]
    for (const optionA of a.options) {
      const one = [...letters]
      one[a.index] = optionA
      byChanges[0]?.push(one.join(''))
      if ((count += 1) > MAX_VARIANTS) return byChanges
      if (MAX_CHANGES < 2) continue
      for (let second = first + 1; second < places.length; second += 1) {
        const b = places[second] as (typeof places)[number]
        for (const optionB of b.options) {
          const two = [...one]
          two[b.index] = optionB
          byChanges[1]?.push(two.join(''))
          if ((count += 1) > MAX_VARIANTS) return byChanges
        }
      }
    }
  }
  return byChanges
}

/**
 * The words with accents put back where `language`'s dictionary asks for them; only words read
 * with other trained data than `language` are looked at. A word the other data's dictionary knows
 * is left alone unless it is written small and the rest of its line is in `language` ("fur" among
 * German words is "für"; the English heading "EXPERIENCE" of a French CV stays). Returns the same array when nothing
 * changed.
 */
export async function restoreAccents(words: readonly OcrWord[], language: OcrLanguage): Promise<readonly OcrWord[]> {
  const accents = ACCENTS[language]
  if (!accents) return words
  const candidates = words.filter((word) => word.language !== '' && word.language !== language && CORE.test(word.text))
  if (candidates.length === 0) return words
  const checker = await speller(LOCALE_OF[language])
  const spells = (text: string) => checker.spell(text) || checker.spell(text.toLowerCase())
  // The dictionary of the data a word was read with: as it is written ("Garcia", a name there too)
  // and as a common word ("areas", "fur").
  const readWith = new Map<string, (text: string) => boolean>()
  for (const other of new Set(candidates.map((word) => word.language))) {
    const locale = LOCALE_OF[other as OcrLanguage] as Locale | undefined
    if (!locale) continue
    const otherChecker = await speller(locale)
    readWith.set(other, (text) => otherChecker.spell(text.toLowerCase()))
  }
  const noWord = () => false
  const lines = new Map<string, OcrWord[]>()
  for (const word of words) lines.set(word.line, [...(lines.get(word.line) ?? []), word])
  // The rest of the word's line is clearly in `language`: at least two of its words are known
  // there, and more than twice as many as the reading's language knows ("Full Stack Entwickler"
  // is not: "Full" stays).
  const isLineInLanguage = (word: OcrWord, spellsOther: (text: string) => boolean) => {
    const others = (lines.get(word.line) ?? []).filter((other) => other !== word).flatMap((other) => other.text.match(/\p{L}{2,}/gu) ?? [])
    const inLanguage = others.filter(spells).length
    return inLanguage >= 2 && inLanguage > 2 * others.filter(spellsOther).length
  }
  const out = words.map((word) => {
    if (!candidates.includes(word)) return word
    const [, before = '', core = '', after = ''] = CORE.exec(word.text) ?? []
    const spellsOther = readWith.get(word.language) ?? noWord
    // Short capitals are abbreviations ("LOD", "UI"), not words that lost their accents.
    if (core.length <= 3 && core === core.toUpperCase()) return word
    // A common word of the reading's language stays unless it is written small amid a line in
    // `language` ("fur" → "für"; "Full Stack Developer" among German words stays).
    if (spells(core) || (spellsOther(core) && (/^\p{Lu}/u.test(core) || !isLineInLanguage(word, spellsOther)))) return word
    const parts = core
      .split('-')
      .map((part) => (part.length < MIN_LETTERS || spells(part) || isCompoundOf(part, spellsOther) ? part : restoredPart(part, accents, spells)))
    const text = `${before}${parts.join('-')}${after}`
    return text === word.text ? word : { ...word, text }
  })
  return out.some((word, index) => word !== words[index]) ? out : words
}

// Two words of the other language written as one ("Fullstack" in "Fullstack-Entwickler"): not a
// word of the page's language that lost its accents, however its compounds would accept one.
function isCompoundOf(part: string, spellsOther: (text: string) => boolean): boolean {
  for (let cut = MIN_LETTERS; cut <= part.length - MIN_LETTERS; cut += 1) if (spellsOther(part.slice(0, cut)) && spellsOther(part.slice(cut))) return true
  return false
}

// The one spelling with the fewest accents put back that the dictionary knows; the part as read when
// there is none, or two different ones ("Bar" → "Bär" or …): no safe guess.
function restoredPart(part: string, accents: Record<string, string>, spells: (text: string) => boolean): string {
  for (const variants of accentVariants(part, accents)) {
    const known = [...new Set(variants.filter(spells))]
    if (known.length === 1) return known[0] as string
    if (known.length > 0) return part
  }
  return part
}
