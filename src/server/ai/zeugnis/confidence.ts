import type { CategoryDecision } from './categorise'
import type { ClosingResult } from './check-closing'
import type { FormulaHit } from './grade-formulas'
import type { LetterDocument } from './segment'
import type { Evidence, Finding } from './types'

// How sure the answer is, from the agreement of independent signals (issue 17): the performance
// summary formula, the dimension grades, the closing formula, and the codes and gaps found. Each
// signal on its own points to a category; the more of them point to the category given, and the
// more of them the letter has at all, the surer the answer. OCR damage and sentences in the
// assessment whose wording the engine does not know lower it: what was not read may say more.

type Category = CategoryDecision['category']
type Signal = { weight: number; category: Category }

const WEIGHTS = { summary: 0.35, dimensions: 0.25, closing: 0.15, findings: 0.25 } as const
const BASE = 0.22
const AGREEMENT_SHARE = 0.5
const COVERAGE_SHARE = 0.15
const NOISE_PENALTY = 0.25
const UNKNOWN_PENALTY = 0.2
// A neighbouring category (Positive/Borderline, Borderline/Critical) half agrees.
const NEIGHBOUR_CREDIT = 0.4
// A letter on the boundary between two categories could as well be read as the other one.
const MARGIN_SHARE = 0.2
const MIN = 0.2
const MAX = 0.97

export type ConfidenceInput = {
  doc: LetterDocument
  decision: CategoryDecision
  formulaHits: readonly FormulaHit[]
  evidence: readonly Evidence[]
  findings: readonly Finding[]
  closing: ClosingResult
  letterType: 'final' | 'interim'
  /** German grade of each dimension (null: not assessed). */
  dimensionGerman: readonly (number | null)[]
}

function categoryOfGerman(german: number): Category {
  if (german <= 2.5) return 'Positive'
  if (german <= 3.5) return 'Borderline'
  return 'Critical'
}

function agreementOf(signal: Category, answer: Category): number {
  if (signal === answer) return 1
  return signal === 'Borderline' || answer === 'Borderline' ? NEIGHBOUR_CREDIT : 0
}

function summarySignal(formulaHits: readonly FormulaHit[]): Signal | null {
  const summary = formulaHits.filter((hit) => hit.dimension === 'performance')
  if (summary.length === 0) return null
  const german = Math.max(...summary.map((hit) => hit.grade))
  return { weight: WEIGHTS.summary, category: categoryOfGerman(german) }
}

function dimensionSignal(dimensionGerman: readonly (number | null)[]): Signal | null {
  const known = dimensionGerman.filter((german): german is number => german !== null)
  if (known.length === 0) return null
  const mean = known.reduce((sum, german) => sum + german, 0) / known.length
  const worst = Math.max(...known)
  return { weight: WEIGHTS.dimensions, category: categoryOfGerman(Math.max(mean, worst - 1)) }
}

function closingSignal(closing: ClosingResult, letterType: 'final' | 'interim'): Signal {
  const parts = Object.keys(closing.parts).length
  const complete = letterType === 'interim' ? parts >= 2 : parts >= 3
  const exitIsNegative = closing.findings.some(
    (finding) => finding.dimension === 'exit' && finding.impact === 'negative',
  )
  const category: Category = exitIsNegative ? 'Critical' : complete ? 'Positive' : 'Borderline'
  return { weight: WEIGHTS.closing, category }
}

function findingsSignal(findings: readonly Finding[]): Signal {
  const negative = findings.filter(
    (finding) => finding.impact === 'negative' && finding.affectsCategory && finding.dimension !== 'exit',
  )
  const category: Category = negative.some(
    (finding) => finding.severity === 'serious' && finding.meaning.kind === 'code',
  )
    ? 'Critical'
    : negative.some((finding) => finding.severity !== 'mild')
      ? 'Borderline'
      : 'Positive'
  return { weight: WEIGHTS.findings, category }
}

/** Share of sentences with OCR damage: spaces before punctuation, split words, digits inside words. */
export function ocrNoise(doc: LetterDocument): number {
  const text = doc.original
  const marks =
    (text.match(/\p{L} [,.;:](?=\s)/gu)?.length ?? 0) +
    (text.match(/\p{Ll}-\n\s*\p{Ll}/gu)?.length ?? 0) +
    (text.match(/\b\p{L}+\d+\p{L}*\b|\b\d+\p{L}+\d+\b/gu)?.length ?? 0) +
    // Umlauts written as digraphs in a German (not Swiss) text that has none spelt out.
    (/[äöüÄÖÜ]/u.test(text)
      ? 0
      : (text.match(/\b\p{L}*(?:ae|oe|ue)\p{L}*(?:ung|lich|ig|en|er|t)\b/gu)?.length ?? 0) / 3)
  return Math.min(1, marks / Math.max(1, doc.sentences.length) / 2)
}

/**
 * Share of the assessment's sentences (between the first and the last graded sentence) in which
 * nothing was recognised: wording the engine does not know.
 */
export function unknownShare(
  doc: LetterDocument,
  evidence: readonly Evidence[],
  skip: ReadonlySet<number>,
): number {
  const graded = new Set(evidence.map((item) => item.sentence))
  if (graded.size === 0) return 1
  const first = Math.min(...graded)
  const last = Math.max(...graded)
  let inside = 0
  let unknown = 0
  for (let index = first; index <= last; index++) {
    if (skip.has(index)) continue
    inside++
    if (!graded.has(index)) unknown++
  }
  return inside === 0 ? 0 : unknown / inside
}

export function estimateConfidence(input: ConfidenceInput, skipSentences: ReadonlySet<number>): number {
  const signals = [
    summarySignal(input.formulaHits),
    dimensionSignal(input.dimensionGerman),
    closingSignal(input.closing, input.letterType),
    findingsSignal(input.findings),
  ]
  const present = signals.filter((signal): signal is Signal => signal !== null)
  const totalWeight = present.reduce((sum, signal) => sum + signal.weight, 0)
  const agreement =
    present.reduce(
      (sum, signal) => sum + signal.weight * agreementOf(signal.category, input.decision.category),
      0,
    ) / Math.max(totalWeight, Number.EPSILON)
  const coverage = totalWeight / (WEIGHTS.summary + WEIGHTS.dimensions + WEIGHTS.closing + WEIGHTS.findings)
  const confidence =
    BASE +
    AGREEMENT_SHARE * agreement +
    MARGIN_SHARE * (input.decision.margin - 0.5) +
    COVERAGE_SHARE * coverage -
    NOISE_PENALTY * ocrNoise(input.doc) -
    UNKNOWN_PENALTY * unknownShare(input.doc, input.evidence, skipSentences)
  return Math.round(Math.min(MAX, Math.max(MIN, confidence)) * 100) / 100
}
