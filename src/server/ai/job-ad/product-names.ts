import {
  BRAND_ENDINGS,
  COMMON_NOUNS,
  COORDINATORS,
  GERMAN_INFLECTION_ENDINGS,
  GERMAN_NOUN_ENDINGS,
  MAX_PRODUCT_NAME_LENGTH,
  PLACE_NAMES,
  PRODUCT_VENDORS,
  TOOL_NOUN_INFLECTIONS,
  TOOL_NOUNS,
  TOOL_PREPOSITIONS,
} from './product-names.data'
import { isNameLike } from '#server/text/name-like'
import { looksTechnical, type Token } from '#server/text/tokens'

// Tells a product's name in a German sentence from the nouns German capitalises anyway, by the
// word's shape and by what stands before it (product-names.data.ts).

const TOOL_NOUN_FORMS = TOOL_NOUNS.flatMap((noun) => TOOL_NOUN_INFLECTIONS.map((ending) => noun + ending))

// "Software", "Pflegesoftware", "Krankenhausinformationssystems": a noun that introduces a name.
function isToolNoun(token: Token | undefined): boolean {
  return token !== undefined && TOOL_NOUN_FORMS.some((form) => token.norm.endsWith(form))
}

type Shape = 'word' | 'inflected' | 'name'

// 'word': an ordinary German word; 'inflected': ends like one ("Looker"), so a name only together
// with another; 'name': nothing German about it ("Veeam", "Vivendi", "Lexware").
function shapeOf(token: Token, text: string): Shape {
  const word = token.norm
  const written = text.slice(token.start, token.end)
  if (
    !/^[A-Z]/.test(token.cased) ||
    /[äöüÄÖÜß]/.test(written) ||
    COMMON_NOUNS.has(word) ||
    PLACE_NAMES.has(word) ||
    word.length > MAX_PRODUCT_NAME_LENGTH
  ) {
    return 'word'
  }
  if (BRAND_ENDINGS.some((ending) => word.endsWith(ending))) return 'name'
  if (GERMAN_NOUN_ENDINGS.some((ending) => word.endsWith(ending))) return 'word'
  if (GERMAN_INFLECTION_ENDINGS.some((ending) => word.endsWith(ending))) return 'inflected'
  return 'name'
}

// Written like a name anywhere (text/name-like.ts: a dictionary product, an acronym, inner capitals),
// or, in German, a capitalised word with no German shape.
function isNameAt(token: Token, text: string): boolean {
  return looksTechnical(token) || isNameLike(token.cased) || shapeOf(token, text) === 'name'
}

/** "Software Vivendi" -> "Vivendi"; "Software Engineering" stays as it is. */
export function withoutToolNoun(run: readonly Token[], text: string): Token[] {
  const [first, next] = run
  return first && next && isToolNoun(first) && isNameAt(next, text) ? run.slice(1) : [...run]
}

const MAX_COORDINATED_NAMES = 4

// "mit Veeam", "in Vivendi": a preposition right before the name, with nothing but space between,
// so without the article an ordinary noun would take; a tool noun ("Software Vivendi"); or a name
// so introduced, joined by "und" ("mit Kuka und Fanuc").
function isIntroduced(tokens: readonly Token[], at: number, text: string, depth = 0): boolean {
  const token = tokens[at]
  const previous = tokens[at - 1]
  if (!token || !previous) return false
  if (isToolNoun(previous)) return true
  const gap = text.slice(previous.end, token.start)
  if (TOOL_PREPOSITIONS.has(previous.norm)) return /^\s+$/.test(gap)
  const named = tokens[at - 2]
  return (
    COORDINATORS.has(previous.norm) &&
    depth < MAX_COORDINATED_NAMES &&
    named !== undefined &&
    isNameAt(named, text) &&
    isIntroduced(tokens, at - 2, text, depth + 1)
  )
}

/** A run of a German sentence that names a product: "Veeam", "Looker Studio", "Microsoft Intune". */
export function looksLikeProductName(run: readonly Token[], tokens: readonly Token[], text: string): boolean {
  const [first, ...rest] = run
  const last = run[run.length - 1]
  // "Schi- und Fahrradverleih": the first half of a compound.
  if (!first || !last || /^-\s/.test(text.slice(last.end))) return false
  if (PRODUCT_VENDORS.has(first.norm) && rest.length > 0) {
    return rest.every((token) => /^[A-Z]/.test(token.cased))
  }
  const shapes = run.map((token) => shapeOf(token, text))
  if (shapes.includes('word') || !shapes.includes('name')) return false
  return isIntroduced(tokens, tokens.indexOf(first), text)
}
