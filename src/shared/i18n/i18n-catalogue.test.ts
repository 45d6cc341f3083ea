import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from './locales'

// Every interface string exists in all 8 languages (docs/spec/3-decisions.md): a missing or empty key, a
// placeholder that differs between languages, or a key used in code that does not exist fails here.

const MESSAGES_DIR = path.resolve(import.meta.dirname, 'messages')
const WEB_DIR = path.resolve(import.meta.dirname, '../../web')

type Catalogue = { [key: string]: string | Catalogue }

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(catalogue)) {
    const full = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(full, value)
    else for (const [k, v] of flatten(value, full)) out.set(k, v)
  }
  return out
}

function load(locale: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(path.join(MESSAGES_DIR, `${locale}.json`), 'utf8')) as Catalogue)
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : []
  })
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

/** The plural forms i18next picks in a language for whole-number counts. */
function pluralForms(locale: string): string[] {
  const rules = new Intl.PluralRules(locale)
  return [...new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)))].sort()
}

/** Keys with plural suffixes folded into `base#plural`, checked separately per language. */
function canonicalKeys(catalogue: Map<string, string>): string[] {
  return [...new Set([...catalogue.keys()].map((key) => (PLURAL_SUFFIX.test(key) ? `${key.replace(PLURAL_SUFFIX, '')}#plural` : key)))].sort()
}

function pluralGroups(catalogue: Map<string, string>): Map<string, string[]> {
  const groups = new Map<string, string[]>()
  for (const key of catalogue.keys()) {
    const match = PLURAL_SUFFIX.exec(key)
    if (!match) continue
    const base = key.replace(PLURAL_SUFFIX, '')
    groups.set(base, [...(groups.get(base) ?? []), match[1]!].sort())
  }
  return groups
}

const english = load('en')

describe('interface catalogues', () => {
  it('gives English exactly its plural forms', () => {
    for (const [base, forms] of pluralGroups(english)) expect(forms, base).toEqual(pluralForms('en'))
  })

  it('has a catalogue file for each of the 8 languages', () => {
    const files = readdirSync(MESSAGES_DIR).filter((f) => f.endsWith('.json'))
    expect(files.map((f) => f.replace('.json', '')).sort()).toEqual([...LOCALES].sort())
  })

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    describe(locale, () => {
      const catalogue = load(locale)

      it('has every English key and no other', () => {
        expect(canonicalKeys(catalogue)).toEqual(canonicalKeys(english))
      })

      it('has exactly the plural forms of the language', () => {
        for (const [base, forms] of pluralGroups(catalogue)) expect(forms, base).toEqual(pluralForms(locale))
      })

      it('has no empty value', () => {
        const empty = [...catalogue].filter(([, value]) => value.trim() === '').map(([key]) => key)
        expect(empty).toEqual([])
      })

      it('uses the same placeholders as English', () => {
        const placeholdersOf = (map: Map<string, string>, base: string) =>
          [...new Set([...map].filter(([key]) => key.replace(PLURAL_SUFFIX, '') === base).flatMap(([, v]) => placeholders(v)))].sort().join()
        const differing = [...english.keys()]
          .map((key) => key.replace(PLURAL_SUFFIX, ''))
          .filter((base) => placeholdersOf(english, base) !== placeholdersOf(catalogue, base))
        expect(differing).toEqual([])
      })

      it('is translated, not an English copy', () => {
        // Short tokens and names (ApplyKit, PDF, 404…) may legitimately match; long sentences must not.
        const copied = [...english]
          .filter(([key, value]) => value.length > 30 && catalogue.get(key) === value)
          .map(([key]) => key)
        expect(copied).toEqual([])
      })
    })
  }

  it('defines every key the web code uses literally', () => {
    const missing: string[] = []
    for (const file of sourceFiles(WEB_DIR)) {
      const source = readFileSync(file, 'utf8')
      for (const match of source.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) {
        const key = match[1]!
        const isGroup = [...english.keys()].some((k) => k.startsWith(`${key}.`))
        const isPlural = english.has(`${key}_other`)
        if (!english.has(key) && !isGroup && !isPlural) missing.push(`${path.relative(WEB_DIR, file)}: ${key}`)
      }
    }
    expect(missing).toEqual([])
  })
})
