import type { LegalAssessment, ZeugnisJurisdiction, ZeugnisOmission } from '#shared/api/zeugnis'
import { OPEN_WORDING } from './collect-findings'
import { LAW } from './law'
import type { ZeugnisMessages } from './messages/types'
import type { Finding } from './types'

// legal_assessment per jurisdiction (docs/spec/3-decisions.md "AI"; docs/spec/domain/zeugnis.md §2.6). `challengeable` is
// true when the letter is below what the employee can claim, contains codes, or leaves out what
// a reader expects.

export type LegalFacts =
  | { kind: 'not_a_letter' }
  | { kind: 'simple' }
  | {
      kind: 'qualified'
      /** The overall 1–5 grade of the one judgement (not the weakest dimension). */
      overallGrade: number
      hasCodes: boolean
      hasOmissions: boolean
      isClosingIncomplete: boolean
      isInterim: boolean
      /** CH: the ambiguous "zu meiner Zufriedenheit". */
      isAmbiguous: boolean
    }

export function assessLaw(
  jurisdiction: ZeugnisJurisdiction,
  facts: LegalFacts,
  messages: ZeugnisMessages,
): LegalAssessment {
  const law = LAW[jurisdiction]
  const texts = messages.law[jurisdiction]
  const base = { jurisdiction, basis: texts.basis, references: [...law.references] }
  if (facts.kind === 'not_a_letter') return { ...base, challengeable: false, advice: messages.law.unknown }
  if (facts.kind === 'simple') {
    // DE and CH: a qualified reference (Vollzeugnis) can be demanded; AT owes only the simple one.
    return { ...base, challengeable: law.qualifiedOwed, advice: texts.simple }
  }
  const isBelow = facts.overallGrade < law.challengeBelowGrade
  const advice: string[] = []
  if (isBelow) advice.push(texts.below)
  else if (jurisdiction === 'DE' && facts.overallGrade === 3) advice.push(messages.law.DE.baseline)
  if (jurisdiction === 'CH' && facts.isAmbiguous) advice.push(messages.law.CH.ambiguous)
  if (facts.hasCodes) advice.push(texts.codes)
  if (facts.hasOmissions) advice.push(texts.omissions)
  if (facts.isClosingIncomplete) advice.push(texts.closing)
  const challengeable =
    isBelow || facts.hasCodes || facts.hasOmissions || (jurisdiction === 'CH' && facts.isAmbiguous)
  if (advice.length === 0) advice.push(texts.fine)
  if (facts.isInterim && challengeable) advice.push(messages.law.interimNote)
  return { ...base, challengeable, advice: advice.join(' ') }
}

/** The facts of a graded letter that the law looks at. */
export function legalFactsOf(input: {
  findings: readonly Finding[]
  omissions: readonly ZeugnisOmission[]
  overallGrade: number
  isInterim: boolean
  isAmbiguous: boolean
}): LegalFacts {
  // Hidden codes only: open weak wording ("im Wesentlichen", "erforderliche") already lowers the grade.
  const hasCodes = input.findings.some(
    (finding) =>
      finding.impact === 'negative' &&
      finding.from !== undefined &&
      finding.severity !== 'mild' &&
      finding.dimension !== 'exit' &&
      finding.meaning.kind === 'code' &&
      !OPEN_WORDING.has(finding.key),
  )
  const isSerious = (omission: ZeugnisOmission) => omission.severity !== 'mild'
  return {
    kind: 'qualified',
    overallGrade: input.overallGrade,
    hasCodes,
    hasOmissions: input.omissions.some(
      (omission) => isSerious(omission) && !omission.item.startsWith('closing_'),
    ),
    isClosingIncomplete: input.omissions.some(
      (omission) => isSerious(omission) && omission.item.startsWith('closing_'),
    ),
    isInterim: input.isInterim,
    isAmbiguous: input.isAmbiguous,
  }
}
