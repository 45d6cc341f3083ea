import { EN_STRONG_VERBS, EN_WEAK_VERBS } from './verbs.en.data'

// Forms of the English verbs of the lexicon, derived by the regular rules unless the entry says
// otherwise, and looked up from any form back to the verb.

export type EnglishVerb = {
  base: string
  past: string
  participle: string
  gerund: string
  third: string
  isStrong: boolean
}

function regularPast(base: string): string {
  if (base.endsWith('e')) return `${base}d`
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`
  return `${base}ed`
}

function regularGerund(base: string): string {
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`
  if (base.endsWith('e') && !base.endsWith('ee')) return `${base.slice(0, -1)}ing`
  return `${base}ing`
}

function third(base: string): string {
  if (/(?:s|x|z|ch|sh|o)$/.test(base)) return `${base}es`
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`
  return `${base}s`
}

function parse(entry: string, isStrong: boolean): EnglishVerb {
  const [base = entry, past, gerund, participle] = entry.split('|')
  return {
    base,
    past: past || regularPast(base),
    participle: participle || past || regularPast(base),
    gerund: gerund || regularGerund(base),
    third: base === 'be' ? 'is' : base === 'have' ? 'has' : third(base),
    isStrong,
  }
}

const VERBS = [...EN_STRONG_VERBS.map((e) => parse(e, true)), ...EN_WEAK_VERBS.map((e) => parse(e, false))]
const BY_FORM = new Map<string, EnglishVerb>()
for (const verb of VERBS) {
  for (const form of [verb.base, verb.past, verb.gerund, verb.third]) {
    // The strong reading wins ("handle" is weak as a lead, but a verb either way).
    if (!BY_FORM.has(form) || verb.isStrong) BY_FORM.set(form, verb)
  }
}

export type VerbForm = 'base' | 'past' | 'gerund' | 'third'

export function lookupEnglishVerb(word: string): { verb: EnglishVerb; form: VerbForm } | undefined {
  const lower = word.toLowerCase()
  const verb = BY_FORM.get(lower)
  if (!verb) return undefined
  const form: VerbForm =
    lower === verb.past && lower !== verb.base
      ? 'past'
      : lower === verb.gerund
        ? 'gerund'
        : lower === verb.third
          ? 'third'
          : 'base'
  return { verb, form }
}

export function englishVerb(base: string): EnglishVerb {
  return BY_FORM.get(base) ?? parse(base, true)
}

const BY_PARTICIPLE = new Map(VERBS.map((verb) => [verb.participle, verb]))

/** The past tense for a past participle: a known one ("written" -> "wrote"), or any regular -ed word. */
export function pastOfParticiple(word: string): string | undefined {
  const lower = word.toLowerCase()
  const known = BY_PARTICIPLE.get(lower)
  if (known) return known.past
  return /^[a-z]{3,}ed$/.test(lower) ? lower : undefined
}
