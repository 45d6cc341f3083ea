import type { OmissionItem } from '#shared/api/zeugnis'
import type { GradedDimension, MeaningKey } from '../lexicon/types'
import type { FormulaKind } from '../types'

// The text tables of the explanation, one per interface language. Placeholders are {name}.
// Legal terms stay German where the reader needs them to act ("Berichtigung", "Vollzeugnis").

export type UnknownReason = 'not_german' | 'not_reference_letter' | 'too_short' | 'simple_certificate'

type LawTexts = {
  basis: string
  /** Nothing to challenge. */
  fine: string
  /** Grades below what the employee can claim. */
  below: string
  codes: string
  omissions: string
  closing: string
  simple: string
}

export type ZeugnisMessages = {
  /** Names of the German school grades 1–6. */
  gradeNames: readonly [string, string, string, string, string, string]
  dimensions: Record<GradedDimension, string>
  formulas: Record<FormulaKind, string>
  items: Record<OmissionItem, string>
  meanings: Record<MeaningKey, string>
  phrase: {
    /** {formula} {grade} {name} */
    formula: string
    /** {grade} {name} */
    engagement: string
    /** {item} */
    itemPresent: string
    /** {item} */
    omission: string
    /** The phrase field of an omission: {item} */
    omissionPhrase: string
  }
  headline: {
    positive: string
    borderline: string
    borderlineMixed: string
    borderlineCode: string
    borderlineOmission: string
    borderlineClosing: string
    criticalGrade: string
    criticalCode: string
    criticalOmission: string
    criticalClosing: string
    /** {dimension}: a whole area is not assessed. */
    criticalSilence: string
    unknown: Record<UnknownReason, string>
  }
  explain: {
    /** Critical because of a hidden negative while the wording reads well: {grade} is the surface grade. */
    overallSurface: string
    /** {list}: what the employee should ask the employer to add. */
    ask: string
    overall: string
    formula: string
    noPerformanceFormula: string
    noBehaviourFormula: string
    missingDimension: string
    engagementFallback: string
    codes: string
    codeItem: string
    omissions: string
    omissionsGeneric: string
    closingComplete: string
    closingInterimComplete: string
    closingPartial: string
    exit: string
    interim: string
    occupation: string
    lowConfidence: string
    simple: string
    notLetter: string
  }
  law: {
    DE: LawTexts & { baseline: string }
    CH: LawTexts & { ambiguous: string }
    AT: LawTexts
    interimNote: string
    unknown: string
  }
  list: { separator: string; lastSeparator: string }
}
