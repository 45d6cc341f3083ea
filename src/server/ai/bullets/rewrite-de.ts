import type { BulletChange } from '#shared/api/ai'

import { capitalise } from '#server/text/bullet-text'
import {
  articleFor,
  dativeToAccusative,
  genitiveToAccusative,
  nominativeToAccusative,
  splitNounPhrase,
} from './german-np'
import {
  germanVerb,
  germanVerbByFiniteForm,
  germanVerbByNoun,
  germanVerbByParticiple,
  type GermanVerb,
} from '#server/text/verbs/german-verbs'
import type { Rewrite } from './rewrite-en'
import { DE_FILLER_LEADS, DE_NOUN_ARTICLES } from '#server/text/verbs/verbs.de.data'

// German bullets become "Verb + Objekt": "Verantwortlich für die Betreuung von 20 Key Accounts" ->
// "Betreute 20 Key Accounts". Whatever the case grammar cannot settle keeps its noun under a verb
// that takes it as it is ("Verantwortete die Leitung des Teams"), so no rewrite is ever wrong.

const FILLERS = DE_FILLER_LEADS.map(({ pattern, takes }) => ({
  regex: new RegExp(`^${pattern}\\s*`, 'iu'),
  takes,
}))
const FALLBACK = 'verantworten'

function form(verb: GermanVerb, past: boolean): string {
  return capitalise(past ? verb.past : verb.present)
}

// The particle of a separable verb closes the main clause, before a comma or a parenthesis.
function withParticle(body: string, particle: string | undefined): string {
  if (!particle) return body
  const cut = body.search(/\s*(?:,|\(|–|\s-\s)/u)
  return cut < 0 ? `${body} ${particle}` : `${body.slice(0, cut)} ${particle}${body.slice(cut)}`
}

function sentence(verb: GermanVerb, past: boolean, object: string): string {
  return withParticle(`${form(verb, past)} ${object}`.trim(), verb.particle)
}

function keepNoun(text: string, past: boolean): string {
  const fallback = germanVerb(FALLBACK)
  const noun = text.split(' ')[0] ?? ''
  const article = /^(?:die|der|den|das|ein|eine|einen)$/i.test(noun)
    ? undefined
    : articleFor(noun, DE_NOUN_ARTICLES)
  const object =
    article && /^\p{Lu}/u.test(noun) && !/^\p{Lu}+$/u.test(noun) ? `${article} ${text}` : lowerArticle(text)
  return fallback ? sentence(fallback, past, object) : text
}

function lowerArticle(text: string): string {
  return text.replace(/^(Die|Der|Den|Das|Ein|Eine|Einen)\b/u, (a) => a.toLowerCase())
}

// "Entwicklung einer App" -> "Entwickelte eine App"; undefined when the first word is no known nominalisation.
function fromNominal(text: string, past: boolean): string | undefined {
  const [noun = '', ...restWords] = text.split(' ')
  const verb = germanVerbByNoun(noun)
  if (!verb) return undefined
  const rest = restWords.join(' ')
  if (rest === '' || /^(?:und|oder|sowie)\s+\p{Lu}/u.test(rest)) return keepNoun(text, past)
  const von = rest.match(/^von\s+(.+)$/u)
  if (von?.[1]) {
    const { np, tail } = splitNounPhrase(von[1])
    const object = dativeToAccusative(np)
    return object === undefined
      ? keepNoun(text, past)
      : sentence(verb, past, [object, tail].filter(Boolean).join(' '))
  }
  if (/^(?:der|einer|\p{Ll}+er)\s/u.test(rest)) {
    const { np, tail } = splitNounPhrase(rest)
    const object = genitiveToAccusative(np)
    return object === undefined
      ? keepNoun(text, past)
      : sentence(verb, past, [object, tail].filter(Boolean).join(' '))
  }
  return keepNoun(text, past)
}

// "Schulungen für 50 Mitarbeitende durchgeführt" -> "Führte Schulungen für 50 Mitarbeitende durch".
function fromParticipleFinal(text: string, past: boolean): string | undefined {
  const parts = text.split(/\s+und\s+/u).map((part) => {
    const words = part.split(' ')
    const verb = germanVerbByParticiple(words[words.length - 1] ?? '')
    return { verb, object: lowerArticle(words.slice(0, -1).join(' ')) }
  })
  if (parts.some((p) => !p.verb)) return undefined
  const [first, ...others] = parts
  if (!first?.verb) return undefined
  // "Schulungen geplant und durchgeführt": the later participles share the first object, so the
  // verbs go first together ("Plante und führte Schulungen durch").
  if (others.length > 0 && others.every((p) => p.object === '')) {
    const last = others[others.length - 1]?.verb
    if (!last || [first, ...others.slice(0, -1)].some((p) => p.verb?.particle)) return undefined
    const verbs = [
      form(first.verb, past),
      ...others.map((p) => (p.verb ? form(p.verb, past).toLowerCase() : '')),
    ]
    const head = verbs.slice(0, -1).join(', ')
    return withParticle(`${head} und ${verbs[verbs.length - 1]} ${first.object}`, last.particle)
  }
  if (parts.some((p) => p.object === '')) return undefined
  return parts
    .map((p, i) => {
      const clause = p.verb ? sentence(p.verb, past, p.object) : ''
      return i === 0 ? clause : clause.charAt(0).toLowerCase() + clause.slice(1)
    })
    .join(' und ')
}

// "Der Umsatz wurde um 30 % gesteigert" -> "Steigerte den Umsatz um 30 %".
function fromPassive(text: string, past: boolean): string | undefined {
  const match = text.match(/^(.+?)\s+(wurde|wurden|ist|sind)\s+(.*?)\s*(\p{L}+)$/u)
  if (!match) return undefined
  const [, subject = '', auxiliary = '', middle = '', participle = ''] = match
  const verb = germanVerbByParticiple(participle)
  if (!verb || /^(?:ich|wir|es|er|sie)$/i.test(subject)) return undefined
  const object = nominativeToAccusative(subject, auxiliary === 'wurden' || auxiliary === 'sind')
  if (object === undefined) return undefined
  const rest = middle.replace(/\s*(?:von mir|von uns|durch mich|durch uns)\b/giu, '').trim()
  return sentence(verb, past, [object, rest].filter(Boolean).join(' '))
}

function alignFinite(text: string, past: boolean): { text: string; changed: boolean } | undefined {
  const [first = '', ...rest] = text.split(' ')
  const found = germanVerbByFiniteForm(first)
  if (!found) return undefined
  const wanted = form(found.verb, past)
  return { text: [wanted, ...rest].join(' '), changed: wanted.toLowerCase() !== first.toLowerCase() }
}

const BARE_PERFECT = /^[Hh](?:abe|atte|aben|atten)\s+(?=.*\s\p{Ll}+$)/u

// Participles of helping: the person took part, they did not lead. "Bei der Einführung von SAP
// mitgeholfen" becomes "Wirkte bei der Einführung von SAP mit" (stronger in form, the same claim);
// "Mitgeholfen, die Prozesse zu verbessern" becomes "Wirkte daran mit, die Prozesse zu verbessern".
const HELPING = '(?:mitgeholfen|geholfen|mitgewirkt|mitgearbeitet|unterstützt)'
const HELPED_AT = new RegExp(`^((?:bei|beim|an|am|im|in)\\s.+?)\\s+${HELPING}$`, 'iu')
const HELPED_TO = new RegExp(`^${HELPING}\\s*,\\s*(.+)$`, 'iu')

function fromHelpingParticiple(text: string, past: boolean): string | undefined {
  const mitwirken = germanVerb('mitwirken')
  if (!mitwirken) return undefined
  const at = HELPED_AT.exec(text)
  if (at?.[1]) return sentence(mitwirken, past, lowerFirst(at[1]))
  const to = HELPED_TO.exec(text)
  if (to?.[1]) return `${form(mitwirken, past)} daran ${mitwirken.particle ?? ''}, ${to[1]}`.replace(/\s+,/u, ',')
  return undefined
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

export function rewriteGerman(input: string, past: boolean): Rewrite {
  const changes: BulletChange[] = []
  let text = input

  for (const { regex, takes } of FILLERS) {
    const match = text.match(regex)
    if (!match) continue
    const rest = text.slice(match[0].length)
    changes.push('filler_removed')
    if (takes === 'strip') {
      text = capitalise(rest)
      break
    }
    if (takes === 'dative') {
      const mitwirken = germanVerb('mitwirken')
      return { text: mitwirken ? sentence(mitwirken, past, rest) : text, verb: 'mitwirken', changes }
    }
    const withoutArticle = rest.replace(/^(?:die|den|das)\s+(?=\p{Lu})/iu, '')
    const nominal = fromNominal(capitalise(withoutArticle), past)
    return { text: nominal ?? keepNoun(rest, past), verb: undefined, changes }
  }

  // "Ich habe …", and the first person's perfect without its pronoun ("Habe Kunden beraten"):
  // a bare auxiliary goes only when the line ends in a participle, so "Habe Erfahrung in SAP" stays.
  const pronoun = text.match(/^(?:ich|wir)\s+(?:(?:habe|hatte|haben|hatten)\s+)?/iu) ?? text.match(BARE_PERFECT)
  if (pronoun) {
    text = capitalise(text.slice(pronoun[0].length))
    changes.push('pronoun_removed')
  }

  const helped = fromHelpingParticiple(text, past)
  if (helped) return { text: helped, verb: 'mitwirken', changes: [...changes, 'filler_removed'] }

  // "Pflege der Website" is a noun, "Pflege die Website" a verb: a genitive or "von" decides.
  const nounFirst =
    /^\p{L}+\s+(?:von|der|des|einer|eines|\p{Ll}+er\s+\p{Lu})/u.test(text) &&
    germanVerbByNoun(text.split(' ')[0] ?? '')
  const finite = nounFirst ? undefined : alignFinite(text, past)
  if (finite) {
    if (finite.changed) changes.push('tense_aligned')
    return {
      text: finite.text,
      verb: germanVerbByFiniteForm(text.split(' ')[0] ?? '')?.verb.infinitive,
      changes,
    }
  }

  const passive = fromPassive(text, past)
  if (passive)
    return { text: passive, verb: firstInfinitive(passive), changes: [...changes, 'passive_rewritten'] }

  const participleFinal = fromParticipleFinal(text, past)
  if (participleFinal)
    return {
      text: participleFinal,
      verb: firstInfinitive(participleFinal),
      changes: [...changes, 'tense_aligned'],
    }

  const nominal = fromNominal(text.replace(/^(?:Die|Der|Das)\s+/u, ''), past)
  if (nominal) return { text: nominal, verb: firstInfinitive(nominal), changes: [...changes, 'verb_added'] }

  return { text: keepNoun(text, past), verb: FALLBACK, changes: [...changes, 'verb_added'] }
}

function firstInfinitive(text: string): string | undefined {
  return germanVerbByFiniteForm(text.split(' ')[0] ?? '')?.verb.infinitive
}
