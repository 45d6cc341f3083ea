import { DE_N_PLURALS } from '#server/text/verbs/verbs.de.data'

// Just enough German case grammar to turn a nominal bullet into a verbal one without errors:
// "Betreuung von 3 externen Dienstleistern" -> "3 externe Dienstleister", "Entwicklung einer App"
// -> "eine App". Every function answers undefined when the case cannot be told for sure; the
// caller then keeps the noun ("Verantwortete die Entwicklung des …"), which is always correct.

const N_PLURALS = new Set(DE_N_PLURALS)
// Where a noun phrase ends and the rest of the bullet begins.
const BOUNDARY =
  /^(?:für|in|im|bei|mit|aus|zur|zum|auf|an|am|nach|durch|gegen|ohne|um|unter|vor|zwischen|seit|von|vom|inklusive|inkl\.|sowie|bis|pro|je|als|innerhalb|während|wegen|gemäß|nach)$/i
const COORDINATION = /^(?:und|oder)$/i
const FEMININE_ENDING = /(?:ung|heit|keit|ion|tät|ik|ur|schaft|ei|enz|anz|e)$/

export type NounPhrase = { np: string; tail: string }

/** The noun phrase at the start of a text and what follows it (from the first preposition on). */
export function splitNounPhrase(text: string): NounPhrase {
  const words = text.split(' ')
  let end = words.length
  for (let i = 1; i < words.length; i++) {
    const word = words[i] ?? ''
    if (BOUNDARY.test(word) || /[,;(–]/.test(words[i - 1]?.slice(-1) ?? '')) {
      end = i
      break
    }
  }
  // A trailing comma belongs to the tail.
  return { np: words.slice(0, end).join(' '), tail: words.slice(end).join(' ') }
}

function isAdjective(word: string): boolean {
  return (
    /^\p{Ll}[\p{Ll}-]*(?:e|en|er|es|em)$/u.test(word) &&
    !/^(?:und|oder|über|rund|ca|mehr|als|bis|zu|je|pro)$/.test(word)
  )
}

function isNoun(word: string): boolean {
  return /^[\p{Lu}\d]/u.test(word)
}

// Dative plural -n/-en back to the accusative plural, or undefined when unsure.
function dativePluralNoun(word: string): string | undefined {
  if (N_PLURALS.has(word)) return word
  if (/(?:ern|eln)$/.test(word)) return word.slice(0, -1)
  if (/enden$/.test(word)) return word.slice(0, -1)
  if (/(?:ungen|heiten|keiten|ionen|schaften|täten|s)$/.test(word)) return word
  if (/en$/.test(word)) return undefined
  return word
}

function convertConjunct(words: readonly string[]): string | undefined {
  const out: string[] = []
  for (const word of words) {
    if (/^\d/.test(word) || /^(?:über|rund|ca\.|mehr|als|bis|zu|insgesamt)$/.test(word)) out.push(word)
    else if (isAdjective(word)) out.push(word.replace(/en$/, 'e'))
    else if (isNoun(word)) {
      const noun = dativePluralNoun(word)
      if (!noun) return undefined
      out.push(noun)
    } else return undefined
  }
  return out.join(' ')
}

/** "von 3 externen Dienstleistern" (dative, no article) -> "3 externe Dienstleister". */
export function dativeToAccusative(np: string): string | undefined {
  const words = np.split(' ')
  const first = words[0]?.toLowerCase()
  if (first === 'der' || first === 'einer') {
    // feminine singular: adjectives -en -> -e, the noun stays.
    const rest = words.slice(1)
    if (!rest.some((w) => isNoun(w) && FEMININE_ENDING.test(w))) return undefined
    return [
      first === 'der' ? 'die' : 'eine',
      ...rest.map((w) => (isAdjective(w) ? w.replace(/en$/, 'e') : w)),
    ].join(' ')
  }
  if (first === 'den') {
    // dative plural -> accusative plural: the nouns change, the weak adjectives (-en) do not.
    const out: string[] = []
    for (const word of words.slice(1)) {
      const noun = isNoun(word) ? dativePluralNoun(word) : word
      if (noun === undefined) return undefined
      out.push(noun)
    }
    return ['die', ...out].join(' ')
  }
  if (first === 'dem' || first === 'einem' || first === 'des' || first === 'eines') return undefined
  const parts: string[][] = [[]]
  for (const word of words) {
    if (COORDINATION.test(word)) parts.push([word], [])
    else parts[parts.length - 1]?.push(word)
  }
  const converted: string[] = []
  for (const part of parts) {
    if (part.length === 1 && COORDINATION.test(part[0] ?? '')) converted.push(part[0] ?? '')
    else {
      const result = convertConjunct(part)
      if (result === undefined) return undefined
      converted.push(result)
    }
  }
  return converted.join(' ')
}

/** "der Website" (genitive after a nominalisation) -> "die Website"; undefined for des/eines. */
export function genitiveToAccusative(np: string): string | undefined {
  const words = np.split(' ')
  const first = words[0]?.toLowerCase()
  const rest = words.slice(1)
  const noun = rest.find(isNoun) ?? ''
  const feminine = FEMININE_ENDING.test(noun)
  if (first === 'der') {
    if (rest.some(isAdjective) && !feminine) return ['die', ...rest].join(' ')
    return ['die', ...rest.map((w) => (isAdjective(w) && feminine ? w.replace(/en$/, 'e') : w))].join(' ')
  }
  if (first === 'einer')
    return ['eine', ...rest.map((w) => (isAdjective(w) ? w.replace(/en$/, 'e') : w))].join(' ')
  if (first && /^\p{Ll}+er$/u.test(words[0] ?? '') && rest.length > 0 && rest.every(isNoun)) {
    // "neuer Produkte" (strong genitive plural) -> "neue Produkte"
    return [words[0]?.replace(/er$/, 'e'), ...rest].join(' ')
  }
  return undefined
}

/** The subject of a passive sentence as the object of the active one ("Der Umsatz" -> "den Umsatz"). */
export function nominativeToAccusative(np: string, isPlural: boolean): string | undefined {
  const words = np.split(' ')
  const first = words[0] ?? ''
  const rest = words.slice(1)
  const lower = first.toLowerCase()
  if (lower === 'die' || lower === 'das' || lower === 'eine') return [lower, ...rest].join(' ')
  if (lower === 'der') {
    if (isPlural) return undefined
    return ['den', ...rest.map((w) => (isAdjective(w) ? w.replace(/e$/, 'en') : w))].join(' ')
  }
  if (lower === 'ein') {
    const adjective = rest.find(isAdjective)
    if (adjective?.endsWith('er'))
      return ['einen', ...rest.map((w) => (w === adjective ? w.replace(/er$/, 'en') : w))].join(' ')
    if (adjective?.endsWith('es')) return ['ein', ...rest].join(' ')
    // masculine or neuter cannot be told: the telegraphic style of a CV drops the article.
    return rest.some(isAdjective) ? undefined : rest.join(' ')
  }
  if (lower === 'mein' || lower === 'unser' || lower === 'dieser' || lower === 'jeder') return undefined
  // No article: plurals and names ("Prozesse", "SAP") read the same in both cases.
  if (isPlural || !rest.some(isAdjective)) return np
  return undefined
}

export function articleFor(
  noun: string,
  explicit: Readonly<Record<string, 'der' | 'das'>>,
): 'die' | 'den' | 'das' | undefined {
  const given = explicit[noun]
  if (given === 'der') return 'den'
  if (given === 'das') return 'das'
  if (FEMININE_ENDING.test(noun)) return 'die'
  return undefined
}
