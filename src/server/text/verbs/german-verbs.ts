import { DE_CHANGE_VERBS, DE_VERBS, DE_WEAK_VERBS } from './verbs.de.data'

export type GermanVerb = {
  infinitive: string
  past: string
  participle: string
  present: string
  particle: string | undefined
  nouns: string[]
  isWeak: boolean
  isChange: boolean
}

function parse(entry: string): GermanVerb {
  const [forms = '', nounList = ''] = entry.split(' = ')
  const [infinitive = '', past = '', participle = '', present = '', particle] = forms.split(' ')
  return {
    infinitive,
    past,
    participle,
    present,
    particle,
    nouns: nounList ? nounList.split(', ') : [],
    isWeak: (DE_WEAK_VERBS as readonly string[]).includes(infinitive),
    isChange: (DE_CHANGE_VERBS as readonly string[]).includes(infinitive),
  }
}

const VERBS = DE_VERBS.map(parse)
const BY_NOUN = new Map(
  VERBS.flatMap((verb) => verb.nouns.map((noun) => [noun.toLowerCase(), verb] as const)),
)
const BY_PARTICIPLE = new Map(VERBS.map((verb) => [verb.participle.toLowerCase(), verb]))
const BY_FINITE = new Map(
  VERBS.flatMap((verb) => [
    [verb.past.toLowerCase(), verb] as const,
    [verb.present.toLowerCase(), verb] as const,
    [verb.infinitive.toLowerCase(), verb] as const,
  ]),
)

export function germanVerbByNoun(noun: string): GermanVerb | undefined {
  return BY_NOUN.get(noun.toLowerCase())
}

export function germanVerbByParticiple(word: string): GermanVerb | undefined {
  return BY_PARTICIPLE.get(word.toLowerCase())
}

/** A verb at the start of a bullet ("Leitete", "Leite", "Leiten"), with whether it is past. */
export function germanVerbByFiniteForm(word: string): { verb: GermanVerb; isPast: boolean } | undefined {
  const verb = BY_FINITE.get(word.toLowerCase())
  if (!verb) return undefined
  return { verb, isPast: verb.past.toLowerCase() === word.toLowerCase() }
}

export function germanVerb(infinitive: string): GermanVerb | undefined {
  return VERBS.find((verb) => verb.infinitive === infinitive)
}
