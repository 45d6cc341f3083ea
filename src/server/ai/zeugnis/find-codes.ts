import type { DescriptorHit } from './grade-descriptors'
import type { FormulaHit } from './grade-formulas'
import type { Lexicon } from './lexicon'
import type { GradedDimension } from './lexicon/types'
import { findFirst, findMatches, type Match } from './pattern'
import type { LetterDocument } from './segment'
import type { Evidence, Finding } from './types'

// Hidden codes (codes.lexicon.ts), the behaviour groups of the behaviour formula, and the
// "Tugendsortiment" (only secondary virtues praised). Each finding can also be grade evidence.

const CODE_WEIGHT = 3
const SUPERIORS_MISSING_GRADE = 4
const SUBSTANTIVE_TOPICS = new Set([
  'knowledge',
  'comprehension',
  'results',
  'problemSolving',
  'customer',
  'leadership',
  'resilience',
])
const VIRTUES_NEEDED = 2

export type CodeResult = { findings: Finding[]; evidence: Evidence[] }

function isGraded(dimension: string): dimension is GradedDimension {
  return dimension === 'performance' || dimension === 'behaviour' || dimension === 'engagement'
}

/** The dimension a phrase belongs to: that of the graded statement around it. */
function contextDimension(
  match: Match,
  sentence: number,
  graded: readonly (FormulaHit | DescriptorHit)[],
): GradedDimension {
  let best: { distance: number; dimension: GradedDimension } | null = null
  for (const hit of graded) {
    if (hit.sentence !== sentence) continue
    const distance =
      match.from >= hit.from && match.from < hit.to
        ? 0
        : Math.min(Math.abs(match.from - hit.from), Math.abs(match.from - hit.to))
    // Formulas win ties: "hat sich bemüht … zu unserer Zufriedenheit" is about performance.
    const adjusted = hit.kind === 'formula' ? distance - 0.5 : distance
    if (!best || adjusted < best.distance) best = { distance: adjusted, dimension: hit.dimension }
  }
  return best?.dimension ?? 'performance'
}

export function findCodes(
  doc: LetterDocument,
  lexicon: Lexicon,
  letterType: 'final' | 'interim',
  graded: readonly (FormulaHit | DescriptorHit)[],
): CodeResult {
  const findings: Finding[] = []
  const evidence: Evidence[] = []
  for (const code of lexicon.codes) {
    if (code.scope && code.scope !== letterType) continue
    for (const sentence of doc.sentences) {
      const matches = findMatches(doc, code.compiled, sentence.from, sentence.to)
      if (matches.length === 0) continue
      if (
        code.requiresCompiled.length > 0 &&
        !findFirst(doc, code.requiresCompiled, sentence.from, sentence.to)
      )
        continue
      if (code.unlessCompiled.length > 0 && findFirst(doc, code.unlessCompiled, sentence.from, sentence.to))
        continue
      for (const match of matches) {
        const dimension =
          code.dimension === 'context' ? contextDimension(match, sentence.index, graded) : code.dimension
        findings.push({
          key: code.key,
          dimension,
          impact: code.impact,
          severity: code.severity,
          from: match.from,
          to: match.to,
          sentence: sentence.index,
          meaning: { kind: 'code', key: code.meaningKey },
          affectsCategory: code.severity !== 'mild',
        })
        if (code.grade !== undefined && isGraded(dimension)) {
          evidence.push({
            dimension,
            grade: code.grade,
            weight: CODE_WEIGHT,
            kind: 'code',
            key: code.key,
            sentence: sentence.index,
            from: match.from,
            to: match.to,
            topics: [],
            isRestricted: false,
            isNegated: false,
          })
        }
      }
    }
  }
  return { findings, evidence }
}

/**
 * docs/spec/domain/zeugnis.md §2.2 (U, low weight): superiors come first; leaving them out of the behaviour
 * formula reads as friction with them, naming colleagues first is a weak hint of the same.
 */
export function checkBehaviourGroups(
  doc: LetterDocument,
  lexicon: Lexicon,
  formulaHits: readonly FormulaHit[],
): CodeResult {
  const findings: Finding[] = []
  const evidence: Evidence[] = []
  const behaviourHits = formulaHits.filter((hit) => hit.formula === 'behaviour')
  if (behaviourHits.length === 0) return { findings, evidence }
  let mentionsSuperiors = false
  let others: { hit: FormulaHit; match: Match } | null = null
  for (const hit of behaviourHits) {
    const sentence = doc.sentences[hit.sentence]
    if (!sentence) continue
    const firstByGroup = new Map<string, Match>()
    for (const group of lexicon.behaviourGroups) {
      const match = findFirst(doc, group.compiled, sentence.from, sentence.to)
      if (match) firstByGroup.set(group.key, match)
    }
    const superiors = firstByGroup.get('superiors')
    const colleagues = firstByGroup.get('colleagues')
    const other = colleagues ?? firstByGroup.get('customers')
    if (superiors) mentionsSuperiors = true
    if (other && !superiors) others ??= { hit, match: other }
    if (superiors && colleagues && colleagues.from < superiors.from) {
      findings.push({
        key: 'colleagues_first',
        dimension: 'behaviour',
        impact: 'negative',
        severity: 'mild',
        from: colleagues.from,
        to: superiors.to,
        sentence: hit.sentence,
        meaning: { kind: 'code', key: 'colleagues_first' },
        affectsCategory: false,
      })
    }
  }
  if (!mentionsSuperiors && others) {
    const { hit, match } = others
    findings.push({
      key: 'superiors_missing',
      dimension: 'behaviour',
      impact: 'negative',
      severity: 'moderate',
      from: match.from,
      to: match.to,
      sentence: hit.sentence,
      meaning: { kind: 'code', key: 'superiors_missing' },
      affectsCategory: true,
    })
    evidence.push({
      ...hit,
      kind: 'code',
      key: 'superiors_missing',
      grade: SUPERIORS_MISSING_GRADE,
      weight: 1.5,
    })
  }
  return { findings, evidence }
}

/** Only punctuality, diligence and tidiness praised, nothing on knowledge or results (haufe.de). */
export function checkSecondaryVirtues(
  doc: LetterDocument,
  lexicon: Lexicon,
  descriptorHits: readonly DescriptorHit[],
): CodeResult {
  const hasSubstance = descriptorHits.some(
    (hit) => hit.dimension === 'performance' && hit.topics.some((topic) => SUBSTANTIVE_TOPICS.has(topic)),
  )
  if (hasSubstance) return { findings: [], evidence: [] }
  const virtues = findMatches(doc, lexicon.secondaryVirtues, 0, doc.tokens.length)
  const distinct = new Set(virtues.map((match) => doc.tokens[match.from]?.text.slice(0, 6)))
  if (distinct.size < VIRTUES_NEEDED) return { findings: [], evidence: [] }
  const first = virtues[0]
  const last = virtues
    .filter((match) => doc.tokens[match.from]?.sentence === doc.tokens[first?.from ?? 0]?.sentence)
    .pop()
  if (!first || !last) return { findings: [], evidence: [] }
  const sentence = doc.tokens[first.from]?.sentence ?? 0
  return {
    findings: [
      {
        key: 'secondary_virtues',
        dimension: 'performance',
        impact: 'negative',
        severity: 'moderate',
        from: first.from,
        to: last.to,
        sentence,
        meaning: { kind: 'code', key: 'secondary_virtues' },
        affectsCategory: true,
      },
    ],
    evidence: [
      {
        dimension: 'performance',
        grade: 4,
        weight: CODE_WEIGHT,
        kind: 'code',
        key: 'secondary_virtues',
        sentence,
        from: first.from,
        to: last.to,
        topics: [],
        isRestricted: false,
        isNegated: false,
      },
    ],
  }
}
