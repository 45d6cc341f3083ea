import type { CompiledFormula, Lexicon } from './lexicon'
import { negatedNegativesIn, scanModifiers } from './modifiers'
import { findFirst, findMatches, matchAt, type Match } from './pattern'
import type { LetterDocument, Sentence } from './segment'
import type { Evidence, FormulaKind } from './types'

// Grades the fixed formulas: the satisfaction formula ("stets zu unserer vollsten Zufriedenheit"),
// its paraphrases ("unseren Erwartungen … entsprochen", "wir waren … zufrieden") and the behaviour
// formula ("Sein Verhalten … war stets vorbildlich"). docs/spec/domain/zeugnis.md §2.1–2.2.

export type FormulaHit = Evidence & {
  formula: FormulaKind
  /** The clause the anchor stands in: descriptors there are part of the formula. */
  clause: number
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length
}

// docs/spec/domain/zeugnis.md §2.1: "hat sich bemüht, … zu unserer Zufriedenheit zu erledigen" = 6.
const EFFORT_GRADE = 6
const NEGATION_STEP = 2

function clauseWindow(
  doc: LetterDocument,
  sentence: Sentence,
  anchor: Match,
  before: number,
  after: number,
): Match {
  const clause = doc.tokens[anchor.from]?.clause
  let from = anchor.from
  while (from > sentence.from && from > anchor.from - before && doc.tokens[from - 1]?.clause === clause)
    from--
  let to = anchor.to
  while (to < sentence.to && to < anchor.to + after && doc.tokens[to]?.clause === clause) to++
  return { from, to }
}

function gradeAnchor(
  doc: LetterDocument,
  lexicon: Lexicon,
  formula: CompiledFormula,
  sentence: Sentence,
  anchor: Match,
): FormulaHit | null {
  let leadIn: Match | null = null
  if (formula.leadInPatterns.length > 0) {
    const distance = formula.leadIn?.maxDistance ?? 0
    leadIn = findFirst(
      doc,
      formula.leadInPatterns,
      Math.max(sentence.from, anchor.from - distance),
      anchor.from,
    )
    if (!leadIn) return null
  }
  if (
    formula.sentenceRequiresPatterns.length > 0 &&
    !findFirst(doc, formula.sentenceRequiresPatterns, sentence.from, sentence.to)
  )
    return null
  if (
    formula.rejectSentencePatterns.length > 0 &&
    findFirst(doc, formula.rejectSentencePatterns, sentence.from, sentence.to)
  )
    return null
  if (
    formula.rejectAfterPatterns.some(
      (pattern) => matchAt(doc.tokens, anchor.to, sentence.to, pattern) > anchor.to,
    )
  )
    return null
  if (
    formula.rejectBeforePatterns.length > 0 &&
    findFirst(doc, formula.rejectBeforePatterns, Math.max(sentence.from, anchor.from - 4), anchor.from)
  )
    return null

  const window = clauseWindow(doc, sentence, anchor, formula.windowBefore, formula.windowAfter)
  const levelFrom = formula.levelsBetweenLeadInAndAnchor && leadIn ? leadIn.to : window.from
  const levelTo = formula.levelsBetweenLeadInAndAnchor ? anchor.from : window.to
  const modifiers = scanModifiers(doc, lexicon, window.from, window.to, {
    levels: [],
    targets: [anchor.from, ...(leadIn ? [leadIn.from] : [])],
  })
  const restrictionSpans = modifiers.restriction ? [modifiers.restriction] : []

  const found: { grade: number; gradeWithFrequency: number; match: Match }[] = []
  for (const level of formula.levels) {
    for (const match of findMatches(doc, level.compiled, levelFrom, levelTo)) {
      if (match.from >= anchor.from && match.to <= anchor.to) continue
      if (restrictionSpans.some((span) => match.from >= span.from && match.from < span.to)) continue
      if (found.some((other) => other.match.from <= match.from && other.match.to >= match.to)) continue
      found.push({ grade: level.grade, gradeWithFrequency: level.gradeWithFrequency, match })
    }
  }
  // Two different steps in one formula ("gegenüber Vorgesetzten einwandfrei, gegenüber Kollegen
  // korrekt") read as their middle: the weaker one takes back part of the stronger.
  const best =
    found.length === 0
      ? null
      : {
          grade: mean(found.map((level) => level.grade)),
          gradeWithFrequency: mean(found.map((level) => level.gradeWithFrequency)),
          match: {
            from: Math.min(...found.map((level) => level.match.from)),
            to: Math.max(...found.map((level) => level.match.to)),
          },
        }
  if (!best && !formula.plain) return null
  const levelGrades = best ?? {
    grade: formula.plain?.grade ?? 4,
    gradeWithFrequency: formula.plain?.gradeWithFrequency ?? 4,
  }
  // The verb the formula needs may follow the anchor with "nicht" between them ("hat unsere
  // Erwartungen nicht immer erfüllt"): a negator there negates the formula too.
  const verbAfter =
    formula.sentenceRequiresPatterns.length > 0
      ? findFirst(doc, formula.sentenceRequiresPatterns, anchor.to, window.to)
      : null
  const negation =
    modifiers.negation ??
    findNegationBefore(doc, lexicon, window.from, best?.match ?? anchor) ??
    (verbAfter ? findNegationBefore(doc, lexicon, anchor.to, verbAfter) : null)
  // A negated frequency ('nicht immer') lifts nothing.
  let grade = modifiers.frequency && !negation ? levelGrades.gradeWithFrequency : levelGrades.grade
  if (modifiers.restriction) grade = Math.max(grade, modifiers.restriction.grade)
  const effort = findFirst(
    doc,
    lexicon.restrictions.find((entry) => entry.key === 'effort')?.compiled ?? [],
    sentence.from,
    anchor.from,
  )
  if (effort) grade = Math.max(grade, formula.dimension === 'performance' ? EFFORT_GRADE : 5.5)
  if (negation) grade = Math.min(6, Math.max(grade + NEGATION_STEP, 4))

  const dimension =
    formula.switchDimension && findFirst(doc, formula.switchPatterns, sentence.from, sentence.to)
      ? formula.switchDimension.dimension
      : formula.dimension
  const parts: Match[] = [anchor, ...(leadIn ? [leadIn] : []), ...(best ? [best.match] : [])]
  const verb =
    formula.sentenceRequiresPatterns.length > 0
      ? findFirst(doc, formula.sentenceRequiresPatterns, window.from, window.to)
      : null
  if (verb && (formula.key === 'expectations' || formula.key === 'requirements')) parts.push(verb)
  if (modifiers.frequency) parts.push(modifiers.frequency)
  if (modifiers.restriction) parts.push(modifiers.restriction)
  if (negation) parts.push(negation)
  return {
    dimension,
    grade,
    weight: formula.weight,
    kind: 'formula',
    key: formula.key,
    formula: formula.key,
    sentence: sentence.index,
    from: Math.min(...parts.map((part) => part.from)),
    to: Math.max(...parts.map((part) => part.to)),
    topics: [],
    isRestricted: modifiers.restriction !== null || effort !== null,
    isNegated: negation !== null,
    clause: doc.tokens[anchor.from]?.clause ?? -1,
  }
}

/** "nicht" right before the formula's level word or anchor ("nicht zu unserer vollen Zufriedenheit"). */
function findNegationBefore(
  doc: LetterDocument,
  lexicon: Lexicon,
  windowFrom: number,
  target: Match,
): Match | null {
  const from = Math.max(windowFrom, target.from - 4)
  const negators = findMatches(doc, lexicon.negators, from, target.from)
  const exceptions = [
    ...findMatches(doc, lexicon.negationExceptions, from, target.to),
    ...negatedNegativesIn(doc, lexicon, from, target.to),
  ]
  return (
    negators.find(
      (negator) =>
        !exceptions.some((exception) => negator.from >= exception.from && negator.from < exception.to),
    ) ?? null
  )
}

export function findFormulaHits(doc: LetterDocument, lexicon: Lexicon): FormulaHit[] {
  const hits: FormulaHit[] = []
  const formulas = [...lexicon.performanceFormulas, lexicon.behaviourFormula]
  for (const sentence of doc.sentences) {
    const taken: Match[] = []
    for (const formula of formulas) {
      for (const anchor of findMatches(doc, formula.anchorPatterns, sentence.from, sentence.to)) {
        if (taken.some((span) => anchor.from >= span.from && anchor.from < span.to)) continue
        const hit = gradeAnchor(doc, lexicon, formula, sentence, anchor)
        if (hit) {
          hits.push(hit)
          taken.push(hit)
        }
      }
    }
  }
  return hits
}
