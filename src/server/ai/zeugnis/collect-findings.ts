import type { DescriptorHit } from './grade-descriptors'
import type { FormulaHit } from './grade-formulas'
import type { Finding } from './types'

// Turns graded statements into findings (the phrases shown to the reader) and merges all findings
// into one list in reading order.

// A statement at German 2.5 or better reads as praise, worse than 3.5 as criticism.
const POSITIVE_MAX = 2.5
const NEUTRAL_MAX = 3.5
const WEAK_WORDING_MIN = 4
/** Open weak wording: it lowers the grade but is not a hidden code. */
export const OPEN_WORDING = new Set(['weak_wording', 'restriction', 'negation'])

export function impactOf(german: number): Finding['impact'] {
  return german <= POSITIVE_MAX ? 'positive' : german <= NEUTRAL_MAX ? 'neutral' : 'negative'
}

export function formulaFindings(hits: readonly FormulaHit[]): Finding[] {
  return hits.map((hit) => ({
    key: hit.formula,
    dimension: hit.dimension,
    impact: impactOf(hit.grade),
    severity: hit.grade >= 4 ? 'moderate' : 'mild',
    from: hit.from,
    to: hit.to,
    sentence: hit.sentence,
    meaning: { kind: 'formula', formula: hit.formula, grade: hit.grade },
    affectsCategory: false,
  }))
}

/** Restrictions, negations and weak words in free sentences, and the engagement statements. */
export function descriptorFindings(hits: readonly DescriptorHit[]): Finding[] {
  const findings: Finding[] = []
  for (const hit of hits) {
    const { restriction, negation } = hit.modifiers
    const span = negation ?? restriction
    if (span) {
      findings.push({
        key: negation ? 'negation' : 'restriction',
        dimension: hit.dimension,
        impact: 'negative',
        severity: 'moderate',
        from: span.from,
        // "nicht immer sorgfältig": quote the negator with what it negates.
        to: negation ? Math.max(span.to, Math.min(hit.to, span.to + 3)) : span.to,
        sentence: hit.sentence,
        meaning: { kind: 'code', key: negation ? 'negation' : 'restriction' },
        affectsCategory: true,
      })
      continue
    }
    for (const level of hit.modifiers.levels) {
      // "erforderliche Kenntnisse", "Grundkenntnisse": the wording itself grades 4 or worse.
      if (level.grade < WEAK_WORDING_MIN) continue
      findings.push({
        key: 'weak_wording',
        dimension: hit.dimension,
        impact: 'negative',
        severity: 'moderate',
        from: level.from,
        to: level.to,
        sentence: hit.sentence,
        meaning: { kind: 'code', key: 'weak_wording' },
        affectsCategory: false,
      })
    }
    if (hit.dimension === 'engagement') {
      findings.push({
        key: 'engagement',
        dimension: 'engagement',
        impact: impactOf(hit.grade),
        severity: 'mild',
        from: hit.from,
        to: hit.to,
        sentence: hit.sentence,
        meaning: { kind: 'engagement', grade: hit.grade },
        affectsCategory: false,
      })
    }
  }
  return findings
}

export function structuralOmission(
  item: 'performance' | 'behaviour' | 'engagement',
  severity: Finding['severity'],
): Finding {
  return {
    key: `missing_${item}`,
    dimension: 'omission',
    impact: 'negative',
    severity,
    meaning: { kind: 'omission', item },
    affectsCategory: severity !== 'mild',
  }
}

function overlaps(a: Finding, b: Finding): boolean {
  if (a.from === undefined || a.to === undefined || b.from === undefined || b.to === undefined) return false
  return a.from < b.to && b.from < a.to
}

/** One finding per span, in reading order: a listed code wins over the generic restriction it contains. */
export function mergeFindings(findings: readonly Finding[]): Finding[] {
  const kept: Finding[] = []
  for (const finding of findings) {
    const isGeneric = finding.key === 'restriction' || finding.key === 'negation'
    const isCovered = findings.some(
      (other) =>
        other !== finding &&
        other.key !== finding.key &&
        other.impact === 'negative' &&
        overlaps(other, finding),
    )
    if (isGeneric && isCovered) continue
    if (
      kept.some(
        (other) => other.key === finding.key && other.from === finding.from && other.to === finding.to,
      )
    )
      continue
    kept.push(finding)
  }
  return kept.sort((a, b) => (a.from ?? Number.MAX_SAFE_INTEGER) - (b.from ?? Number.MAX_SAFE_INTEGER))
}
