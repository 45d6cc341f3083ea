import type { ZeugnisJurisdiction } from '#shared/api/zeugnis'
import { checkClosing, type ClosingPart } from './check-closing'
import { combineDimension, DIMENSIONS, toScore } from './combine-grades'
import { findCodes } from './find-codes'
import { findDescriptorHits } from './grade-descriptors'
import { findFormulaHits } from './grade-formulas'
import { detectSubject, maskSubjectName } from './detect-subject'
import { getLexicon } from './lexicon'
import type { GradedDimension } from './lexicon/types'
import { parseDocument } from './segment'

// One statement (a sentence or two of a letter) graded on its own, as the letter pipeline would read
// it: for graded phrase lists, where each sentence carries its author's grade (bench, tests).

export type StatementGrades = {
  /** 1–5, 5 best, not rounded; null when the statement says nothing the engine reads for it. */
  scores: Record<GradedDimension, number | null>
  /** Closing elements the statement contains (final-letter reading). */
  closing: ClosingPart[]
  /** Lexicon keys of the coded phrases the statement contains (decoding tables in the bench). */
  codes: string[]
}

/** `jurisdiction`: the country whose reading scale applies (the source's country in the bench). */
export function gradeStatement(text: string, jurisdiction: ZeugnisJurisdiction = 'DE'): StatementGrades {
  const lexicon = getLexicon()
  const parsed = parseDocument(text)
  const doc = maskSubjectName(parsed, detectSubject(parsed))
  const formulaHits = findFormulaHits(doc, lexicon)
  const descriptorHits = findDescriptorHits(doc, lexicon, formulaHits, new Set(), jurisdiction)
  const codes = findCodes(doc, lexicon, 'final', [...formulaHits, ...descriptorHits])
  const evidence = [...formulaHits, ...descriptorHits, ...codes.evidence]
  const scores = Object.fromEntries(
    DIMENSIONS.map((dimension) => {
      const { german } = combineDimension(evidence, dimension)
      return [dimension, german === null ? null : toScore(german)]
    }),
  ) as Record<GradedDimension, number | null>
  const closing = Object.keys(checkClosing(doc, lexicon, 'final').parts) as ClosingPart[]
  return { scores, closing, codes: codes.findings.map((finding) => finding.key) }
}
