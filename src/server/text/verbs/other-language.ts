import type { FillerLead, LanguageTable, OtherLocale } from './language-table'
import { ES } from './verbs.es.data'
import { FR } from './verbs.fr.data'
import { IT } from './verbs.it.data'
import { NL } from './verbs.nl.data'
import { PL } from './verbs.pl.data'
import { PT } from './verbs.pt.data'

// The six tables compiled once into lookups: any written form of a verb back to the verb, a
// nominalisation to its verb and article, and the filler patterns as regexes.

export type Gender = 'm' | 'f'

export type OtherVerb = {
  infinitive: string
  past: string
  present: string | undefined
  participle: string
  gerund: string | undefined
  nouns: readonly { noun: string; article: string }[]
  isWeak: boolean
  isChange: boolean
}

export type VerbForm = 'past' | 'present' | 'participle' | 'infinitive' | 'gerund'

export type FormHit = {
  verb: OtherVerb
  form: VerbForm
  /** How many words of the text the form takes ("mis en place": 3). */
  words: number
  /** Only a verb when an object follows: a noun too ("desarrollo"), or a participle that may be an adjective. */
  needsObject: boolean
  gender: Gender | undefined
}

export type NounHit = { verb: OtherVerb; noun: string; article: string; words: number }

export type CompiledFiller = FillerLead & { regex: RegExp }

export type OtherLanguage = {
  locale: OtherLocale
  table: LanguageTable
  verbs: readonly OtherVerb[]
  fillers: readonly CompiledFiller[]
  formAt: (text: string) => FormHit | undefined
  nounAt: (text: string) => NounHit | undefined
  thirdPerson: (word: string) => OtherVerb | undefined
  participle: (phrase: string) => OtherVerb | undefined
  verb: (infinitive: string) => OtherVerb
  carryNounAt: (text: string) => { article: string; words: number } | undefined
}

const TABLES: Record<OtherLocale, LanguageTable> = { fr: FR, es: ES, it: IT, pt: PT, nl: NL, pl: PL }

/** A table's pattern as a regex at the start of a text; "'" also matches the typographic apostrophe. */
export function startPattern(source: string, tail = ''): RegExp {
  return new RegExp(`^(?:${source.replace(/'/g, "['’]")})${tail}`, 'iu')
}

type Entry = { verb: OtherVerb; third: string[] }

function parseNoun(written: string): { noun: string; article: string } {
  const elided = written.match(/^(l')(.+)$/u)
  if (elided?.[1] && elided[2]) return { article: elided[1], noun: elided[2] }
  const [first = '', ...rest] = written.split(' ')
  // Polish nouns have no article; the others always have one.
  return rest.length > 0 && /^(?:le|la|les|el|los|las|il|lo|i|gli|o|a|os|as|de|het)$/.test(first)
    ? { article: first, noun: rest.join(' ') }
    : { article: '', noun: written }
}

function parseVerb(entry: string, table: LanguageTable): Entry {
  const [forms = '', nounList = ''] = entry.split(' = ')
  const [infinitive = '', past = '', present = '', participle = '', gerund = '', third = ''] = forms
    .split('|')
    .map((field) => field.trim())
  return {
    verb: {
      infinitive,
      past,
      present: present || undefined,
      participle: participle || past,
      gerund: gerund || undefined,
      nouns: nounList ? nounList.split(', ').map(parseNoun) : [],
      isWeak: table.weakVerbs.includes(infinitive),
      isChange: table.changeVerbs.includes(infinitive),
    },
    third: third ? third.split(' ') : [],
  }
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .split(/\s+/)
    .map((word) => word.replace(/[.,;:!?)]+$/u, ''))
}

// A separable verb's finite form is its first word; the particle sits at the end of the clause.
function finiteWord(form: string, table: LanguageTable): string {
  return table.particlesLast ? (form.split(' ')[0] ?? form) : form
}

function compile(locale: OtherLocale, table: LanguageTable): OtherLanguage {
  const entries = table.verbs.map((entry) => parseVerb(entry, table))
  const verbs = entries.map((entry) => entry.verb)
  const homographs = new Set(table.homographs)
  const forms = new Map<string, Omit<FormHit, 'words'>[]>()
  const add = (form: string, hit: Omit<FormHit, 'words'>) => {
    const key = form.toLowerCase()
    forms.set(key, [
      ...(forms.get(key) ?? []),
      { ...hit, needsObject: hit.needsObject || homographs.has(key) },
    ])
  }
  for (const verb of verbs) {
    if (table.nominalStyle) {
      add(`${verb.past}em`, { verb, form: 'past', needsObject: false, gender: 'm' })
      add(`${verb.past}am`, { verb, form: 'past', needsObject: false, gender: 'f' })
    } else {
      add(finiteWord(verb.past, table), { verb, form: 'past', needsObject: false, gender: undefined })
    }
    if (verb.present)
      add(finiteWord(verb.present, table), { verb, form: 'present', needsObject: false, gender: undefined })
    // In es, pt and nl a participle at the start may be an adjective ("Formado en Derecho").
    if (verb.participle !== verb.past)
      add(verb.participle, { verb, form: 'participle', needsObject: true, gender: undefined })
    // A Dutch infinitive at the start is a noun ("Opzetten van …"), handled as a nominalisation.
    if (!table.infinitiveArticle && !table.nominalStyle)
      add(verb.infinitive, { verb, form: 'infinitive', needsObject: false, gender: undefined })
    if (verb.gerund) add(verb.gerund, { verb, form: 'gerund', needsObject: false, gender: undefined })
  }
  const nouns = new Map<string, Omit<NounHit, 'words'>>()
  for (const verb of verbs) {
    for (const { noun, article } of verb.nouns) nouns.set(noun.toLowerCase(), { verb, noun, article })
    if (table.infinitiveArticle && !nouns.has(verb.infinitive))
      nouns.set(verb.infinitive, { verb, noun: verb.infinitive, article: table.infinitiveArticle })
  }
  const thirds = new Map(entries.flatMap((entry) => entry.third.map((form) => [form, entry.verb] as const)))
  const participles = new Map(verbs.map((verb) => [verb.participle.toLowerCase(), verb]))
  const carryNouns = new Map(
    table.carryNouns.map((written) => {
      const { noun, article } = parseNoun(written)
      return [noun.toLowerCase(), article] as const
    }),
  )
  const longest = (keys: Iterable<string>) => Math.max(1, ...[...keys].map((key) => key.split(' ').length))
  const maxForm = longest(forms.keys())
  const maxNoun = longest(nouns.keys())
  const maxCarry = longest(carryNouns.keys())

  function formAt(text: string): FormHit | undefined {
    const list = words(text)
    for (let n = Math.min(maxForm, list.length); n >= 1; n--) {
      const hits = forms.get(list.slice(0, n).join(' '))
      if (!hits?.length) continue
      // "Leidde … op" is "opleiden", "Leidde …" is "leiden": the particle at the end tells.
      const particle = (hit: Omit<FormHit, 'words'>) => verbParticle(hit.verb, table)
      const withParticle = hits.find((hit) => particle(hit) && list.includes(particle(hit) ?? ''))
      const hit = withParticle ?? hits.find((h) => !particle(h)) ?? hits[0]
      return hit ? { ...hit, words: n } : undefined
    }
    return undefined
  }

  function nounAt(text: string): NounHit | undefined {
    const list = words(text)
    for (let n = Math.min(maxNoun, list.length); n >= 1; n--) {
      const hit = nouns.get(list.slice(0, n).join(' '))
      if (hit) return { ...hit, words: n }
    }
    return undefined
  }

  function carryNounAt(text: string): { article: string; words: number } | undefined {
    const list = words(text)
    for (let n = Math.min(maxCarry, list.length); n >= 1; n--) {
      const article = carryNouns.get(list.slice(0, n).join(' '))
      if (article !== undefined) return { article, words: n }
    }
    return undefined
  }

  // "augmentées" -> "augmenté", "mise en place" -> "mis en place": agreement is on the first word.
  function participle(phrase: string): OtherVerb | undefined {
    const lower = phrase.toLowerCase()
    const known = participles.get(lower)
    if (known) return known
    const [first = '', ...others] = lower.split(' ')
    for (const [ending, masculine] of table.agreement) {
      if (!first.endsWith(ending)) continue
      const found = participles.get([first.slice(0, -ending.length) + masculine, ...others].join(' '))
      if (found) return found
    }
    return undefined
  }

  function verb(infinitive: string): OtherVerb {
    const found = verbs.find((v) => v.infinitive === infinitive)
    if (!found) throw new Error(`verbs.${locale}.data.ts has no verb "${infinitive}"`)
    return found
  }

  return {
    locale,
    table,
    verbs,
    fillers: table.fillers.map((filler) => ({ ...filler, regex: startPattern(filler.pattern, '(?=\\s|$)') })),
    formAt,
    nounAt,
    thirdPerson: (word) => thirds.get(word.toLowerCase()),
    participle,
    verb,
    carryNounAt,
  }
}

/** nl: the separable particle of a verb ("op" of "zette op"), if any. */
export function verbParticle(verb: OtherVerb, table: LanguageTable): string | undefined {
  return table.particlesLast ? verb.past.split(' ').slice(1).join(' ') || undefined : undefined
}

const COMPILED = new Map<OtherLocale, OtherLanguage>()

export function otherLanguage(locale: OtherLocale): OtherLanguage {
  let compiled = COMPILED.get(locale)
  if (!compiled) {
    compiled = compile(locale, TABLES[locale])
    // The rewriter leans on these verbs; a table without them fails here, at load, not on a user's bullet.
    for (const infinitive of [compiled.table.manage, compiled.table.carry, compiled.table.generic])
      compiled.verb(infinitive)
    compiled.verb(compiled.table.contribute.verb)
    for (const filler of compiled.table.fillers) if (filler.then) compiled.verb(filler.then.verb)
    COMPILED.set(locale, compiled)
  }
  return compiled
}

export function isOtherLocale(locale: string): locale is OtherLocale {
  return Object.hasOwn(TABLES, locale)
}
