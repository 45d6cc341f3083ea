import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { misspelledWords } from '#server/ai/check/spelling'
import { LOCALES, isLocale, type Locale } from './locales'
import spelling from './spelling-allowlist.json'

// Every word of every interface and mail text passes the language's Hunspell dictionary, the
// checker of written texts (server/ai/check/spelling.ts). Acronyms and inner-capital names
// ("PDF", "ApplyKit", "ZeugnisCheck") pass by themselves; placeholders and markup are not prose.
// What the dictionaries lack is listed, reviewed, in spelling-allowlist.json:
// - `words.all` for every language (product, brand and technical names, German terms the product
//   quotes in every language), `words.<locale>` for one language;
// - `quotedLanguageKeys`: keys whose children are named after a language and quote that language
//   (`coverLetter.hint.pl` tells how a Polish letter closes, „Z poważaniem”): quoted text is checked
//   in the language the child key names, the rest in the catalogue's language;
// - `notProse`: keys whose value is a file name, ASCII on purpose.

type Catalogue = { [key: string]: string | Catalogue }
type Settings = { words: Record<string, string[]>; quotedLanguageKeys: string[]; notProse: string[] }

const settings: Settings = spelling

const CATALOGUES = {
  web: path.resolve(import.meta.dirname, 'messages'),
  mail: path.resolve(import.meta.dirname, '../../server/mail/messages'),
}

function flatten(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  )
}

/** A catalogue value without what is not prose: {{placeholders}} and <0>…</0> markup tags. */
function prose(value: string): string {
  return value.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<\/?\w+\s*\/?>/g, ' ')
}

// “…” „…“ „…” «…» « … » ‘…’: the quotation marks of the 8 languages (GLOSSARY.md, Typography).
const QUOTED = /(?:“|„|«\u00a0?|«\s?|‘)([^”“»’]+?)(?:\u00a0?»|\s?»|”|“|’)/g

/** The text of `value` per language: quoted passages of a `quotedLanguageKeys` child in its language. */
function passages(key: string, value: string, locale: Locale, quoted: readonly string[]): [string, Locale][] {
  const parent = key.slice(0, key.lastIndexOf('.'))
  const quotedLanguage = key.slice(key.lastIndexOf('.') + 1)
  if (!quoted.includes(parent) || !isLocale(quotedLanguage)) return [[value, locale]]
  const inQuotes = [...value.matchAll(QUOTED)].map((match) => match[1] ?? '')
  return [[value.replace(QUOTED, ' '), locale], ...inQuotes.map((text): [string, Locale] => [text, quotedLanguage])]
}

function knownWords(locale: Locale, words: Settings['words']): Set<string> {
  return new Set([...(words.all ?? []), ...(words[locale] ?? [])].map((word) => word.toLocaleLowerCase()))
}

/** "key: word" for every word of the catalogue that the dictionary of its language rejects. */
async function misspellings(catalogue: Catalogue, locale: Locale, options: Settings): Promise<string[]> {
  const found: string[] = []
  for (const [key, value] of flatten(catalogue)) {
    if (options.notProse.includes(key)) continue
    for (const [text, language] of passages(key, prose(value), locale, options.quotedLanguageKeys)) {
      // Single letters are list markers and abbreviations ("art. 6(1)(b)", "p. ej."), not words.
      let wrong = (await misspelledWords(text, language, knownWords(language, options.words))).filter((word) => word.length > 1)
      // A quotation may name its parts in the reader's language (« Lugar, le fecha »).
      if (language !== locale) wrong = await misspelledWords(wrong.join(' '), locale, knownWords(locale, options.words))
      for (const word of wrong) found.push(`${key}: ${word}`)
    }
  }
  return found
}

const load = (dir: string, locale: Locale) =>
  JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Catalogue

const none: Settings = { words: {}, quotedLanguageKeys: [], notProse: [] }

describe('catalogue spelling', () => {
  it('reports a misspelt word with its key, and nothing in placeholders or markup', async () => {
    const catalogue = { hero: { title: 'Ihr Lebenslauff in <1>{{minutes}}</1> Minuten', ok: 'Lebenslauf für {{naem}}' } }
    expect(await misspellings(catalogue, 'de', none)).toEqual(['hero.title: Lebenslauff'])
    expect(await misspellings({ a: 'Votre candidture' }, 'fr', none)).toEqual(['a: candidture'])
    expect(await misspellings({ a: 'Twój list motywacyjy' }, 'pl', none)).toEqual(['a: motywacyjy'])
  })

  it('checks quoted text in the language its key names, and passes only listed words', async () => {
    const catalogue = { hint: { pl: 'Lettre polonaise : formule finale « Z poważaniem ».' } }
    const options = { ...none, quotedLanguageKeys: ['hint'] }
    expect(await misspellings(catalogue, 'fr', options)).toEqual([])
    expect(await misspellings(catalogue, 'fr', none)).toEqual(['hint.pl: poważaniem'])
    expect(await misspellings({ hint: { pl: '« Z powazaniem »' } }, 'fr', options)).toEqual(['hint.pl: powazaniem'])
    expect(await misspellings({ a: 'Ollama und Lebenslauff' }, 'de', { ...none, words: { all: ['Ollama'] } })).toEqual(['a: Lebenslauff'])
  })

  it('keeps the allow-list small, sorted, free of duplicates and of words no catalogue uses', () => {
    expect(Object.keys(settings.words).sort()).toEqual(['all', ...LOCALES].sort())
    // A cap, so that the list stays a reviewed exception and never a place to park typos.
    expect(Object.values(settings.words).flat().length).toBeLessThanOrEqual(300)
    for (const list of Object.values(settings.words)) {
      expect(list).toEqual([...new Set(list)].sort((a, b) => a.localeCompare(b, 'en')))
    }
    const text = (locales: readonly Locale[]) =>
      locales
        .flatMap((locale) => [...flatten(load(CATALOGUES.web, locale)), ...flatten(load(CATALOGUES.mail, locale))])
        .map(([, value]) => value.toLocaleLowerCase())
        .join('\n')
    const unused = Object.entries(settings.words).flatMap(([list, words]) => {
      const catalogues = text(list === 'all' ? LOCALES : [list as Locale])
      return words.filter((word) => !catalogues.includes(word.toLocaleLowerCase())).map((word) => `${list}: ${word}`)
    })
    expect(unused).toEqual([])
  })

  for (const locale of LOCALES) {
    it(`finds every word of the ${locale} web and mail catalogues in the dictionary`, async () => {
      const found = [
        ...(await misspellings(load(CATALOGUES.web, locale), locale, settings)),
        ...(await misspellings(load(CATALOGUES.mail, locale), locale, settings)).map((entry) => `mail.${entry}`),
      ]
      // One line per word, so that a failure lists every word (an array diff would be cut short).
      expect(found.join('\n')).toBe('')
    }, 120_000)
  }
})
