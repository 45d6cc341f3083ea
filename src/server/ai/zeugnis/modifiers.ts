import { findMatches, type Match, type Pattern } from './pattern'
import type { Lexicon } from './lexicon'
import type { LetterDocument } from './segment'

// Finds the words that set how strong a statement is, inside one window of tokens.

export type LevelMatch = Match & { grade: number; situation?: true }
export type RestrictionMatch = Match & { key: string; grade: number }

export type Modifiers = {
  frequency: Match | null
  restriction: RestrictionMatch | null
  negation: Match | null
  effort: Match | null
  levels: LevelMatch[]
}

const NEGATION_REACH = 3
// A negated negative ("nie nachlassend", "scheute keine Mühe") is emphatic praise, like "unermüdlich".
const NEGATED_NEGATIVE_GRADE = 1.5

// Negated negatives of a letter, found once per document: every clause window asks for them.
const negatedNegativesByDoc = new WeakMap<LetterDocument, Match[]>()

/** "nie nachlassend", "scheute keine Mühe" … inside [from, to). */
export function negatedNegativesIn(doc: LetterDocument, lexicon: Lexicon, from: number, to: number): Match[] {
  let all = negatedNegativesByDoc.get(doc)
  if (!all) {
    all = findMatches(doc, lexicon.negatedNegatives, 0, doc.tokens.length)
    negatedNegativesByDoc.set(doc, all)
  }
  return all.filter((match) => match.from >= from && match.to <= to)
}

function isInside(position: number, matches: readonly Match[]): boolean {
  return matches.some((match) => position >= match.from && position < match.to)
}

function covers(outer: Match, inner: Match): boolean {
  return outer.from <= inner.from && outer.to >= inner.to && outer.to - outer.from > inner.to - inner.from
}

/**
 * Drops level matches contained in a longer one ("sehr gute" is one level, not "sehr" + "gute"), and
 * of two with the same span keeps the one listed first (a graded situation before generic praise).
 */
export function keepLongest<T extends Match>(matches: readonly T[]): T[] {
  return matches.filter(
    (match, index) =>
      !matches.some(
        (other, otherIndex) =>
          other !== match &&
          (covers(other, match) || (otherIndex < index && other.from === match.from && other.to === match.to)),
      ),
  )
}

export function findLevels(
  doc: LetterDocument,
  levels: readonly { grade: number; compiled: Pattern[]; situation?: true }[],
  from: number,
  to: number,
  excluded: readonly Match[],
  containers: readonly Match[] = [],
): LevelMatch[] {
  const found: LevelMatch[] = []
  for (const level of levels) {
    for (const match of findMatches(doc, level.compiled, from, to)) {
      // "hoher" inside the descriptor "hoher Belastung" says nothing about the person.
      const isPartOfContainer = containers.some((container) => covers(container, match))
      if (!isInside(match.from, excluded) && !isPartOfContainer)
        found.push({ ...match, grade: level.grade, ...(level.situation ? { situation: true as const } : {}) })
    }
  }
  return keepLongest(found)
}

/**
 * A negator negates when praise (a level or frequency word, or one of `targets`) follows within
 * three tokens, and it is not part of an idiom such as "nicht nur …, sondern auch".
 */
export function findNegation(
  doc: LetterDocument,
  lexicon: Lexicon,
  from: number,
  to: number,
  praise: readonly Match[],
  targets: readonly number[],
): Match | null {
  const exceptions = [
    ...findMatches(doc, lexicon.negationExceptions, from, to),
    ...negatedNegativesIn(doc, lexicon, from, to),
  ]
  for (const negator of findMatches(doc, lexicon.negators, from, to)) {
    if (isInside(negator.from, exceptions)) continue
    const reach = negator.to + NEGATION_REACH
    const negatesPraise =
      praise.some((match) => match.from >= negator.to && match.from < reach) ||
      targets.some((position) => position >= negator.to && position < reach)
    if (negatesPraise) return negator
  }
  return null
}

export function scanModifiers(
  doc: LetterDocument,
  lexicon: Lexicon,
  from: number,
  to: number,
  options: {
    levels?: readonly { grade: number; compiled: Pattern[] }[]
    levelFrom?: number
    levelTo?: number
    restrictionFrom?: number
    restrictionTo?: number
    targets?: readonly number[]
    excluded?: readonly Match[]
    /** Multi-word descriptors: level words strictly inside them do not count. */
    containers?: readonly Match[]
  } = {},
): Modifiers {
  const excluded = options.excluded ?? []
  let restriction: RestrictionMatch | null = null
  let effort: Match | null = null
  const restrictionMatches: Match[] = []
  for (const entry of lexicon.restrictions) {
    for (const match of findMatches(
      doc,
      entry.compiled,
      options.restrictionFrom ?? from,
      options.restrictionTo ?? to,
    )) {
      if (isInside(match.from, excluded)) continue
      restrictionMatches.push(match)
      if (entry.key === 'effort') effort ??= match
      if (!restriction || entry.grade > restriction.grade)
        restriction = { ...match, key: entry.key, grade: entry.grade }
    }
  }
  const negatedNegatives: LevelMatch[] = options.levels
    ? []
    : negatedNegativesIn(doc, lexicon, options.levelFrom ?? from, options.levelTo ?? to)
        .filter((match) => !isInside(match.from, excluded))
        .map((match) => ({ ...match, grade: NEGATED_NEGATIVE_GRADE }))
  const levels = keepLongest([
    ...findLevels(
      doc,
      options.levels ?? lexicon.intensity,
      options.levelFrom ?? from,
      options.levelTo ?? to,
      [...excluded, ...restrictionMatches, ...negatedNegatives],
      options.containers ?? [],
    ),
    ...negatedNegatives,
  ])
  const frequency =
    findMatches(doc, lexicon.frequency, from, to).find((match) => !isInside(match.from, excluded)) ?? null
  const praise = frequency ? [...levels, frequency] : levels
  const negation = findNegation(doc, lexicon, from, to, praise, options.targets ?? [])
  return { frequency, restriction, negation, effort, levels }
}
