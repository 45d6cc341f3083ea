import type { OmissionItem, ZeugnisAnalysis, ZeugnisJurisdiction, ZeugnisOmission } from '#shared/api/zeugnis'
import type { Locale } from '#shared/i18n/locales'
import { assessLaw, legalFactsOf } from './assess-law'
import { checkClosing, detectLetterType } from './check-closing'
import { checkRoleItems } from './check-omissions'
import { descriptorFindings, formulaFindings, mergeFindings } from './collect-findings'
import { judgeLetter } from './detect-letter'
import { detectOccupation } from './detect-occupation'
import { detectSubject, isAddressedDirectly, isSingleWriter, maskSubjectName } from './detect-subject'
import { writeExplanation, writeHeadline, writeUnknown } from './explain'
import { checkBehaviourGroups, checkSecondaryVirtues, findCodes } from './find-codes'
import { findDescriptorHits } from './grade-descriptors'
import { findFormulaHits } from './grade-formulas'
import { estimateConfidence } from './confidence'
import { decideCategory, gradeLetter } from './grade-letter'
import { getLexicon } from './lexicon'
import type { UnknownReason } from './messages/types'
import { toCodedPhrases } from './phrases'
import { reviseLetter } from './revise'
import { isDutySentence } from './duty-sentence'
import { parseDocument, spanText } from './segment'
import { DIMENSIONS } from './combine-grades'
import type { Evidence } from './types'
import { ZEUGNIS_MESSAGES } from './zeugnis-messages'

// The built-in ZeugnisCheck engine: pure, deterministic, synchronous, offline.
// Pipeline: segment → grade formulas and free sentences → find codes, gaps and the closing →
// combine grades → categorise → explain → assess the law → write the revision draft.

export type AnalyzeZeugnisInput = {
  text: string
  jurisdiction: ZeugnisJurisdiction
  occupation?: string
  locale: Locale
  /** Role items the user confirmed for the revision draft (issue 17: the draft states no fact it cannot know). */
  confirmedFacts?: readonly OmissionItem[]
}

export function analyzeZeugnis(input: AnalyzeZeugnisInput): ZeugnisAnalysis {
  const lexicon = getLexicon()
  const messages = ZEUGNIS_MESSAGES[input.locale]
  const parsed = parseDocument(input.text)
  const subject = detectSubject(parsed)
  // The person's own name is no evidence: "Herr Ehrlich" must not confirm honesty.
  const doc = maskSubjectName(parsed, subject)
  const letterType = detectLetterType(doc, lexicon)
  const closing = checkClosing(doc, lexicon, letterType)
  const formulaHits = findFormulaHits(doc, lexicon)
  // The closing thanks "für die gute Zusammenarbeit" grade nothing.
  const closingAndExit = new Set([...closing.sentences, ...(closing.exit ? [closing.exit.sentence] : [])])
  const allDescriptorHits = findDescriptorHits(doc, lexicon, formulaHits, closingAndExit, input.jurisdiction)
  const codes = findCodes(doc, lexicon, letterType, [...formulaHits, ...allDescriptorHits])
  // Praise in the sentence of a hidden code is part of the code ("setzte sich stets engagiert für
  // die Belange der Belegschaft ein"), not evidence of its own.
  const codedSentences = new Set(
    codes.findings.flatMap((finding) =>
      finding.impact === 'negative' && finding.severity !== 'mild' && finding.sentence !== undefined
        ? [finding.sentence]
        : [],
    ),
  )
  const descriptorHits = allDescriptorHits.filter(
    (hit) => !codedSentences.has(hit.sentence) || hit.isRestricted || hit.isNegated,
  )
  const verdict = judgeLetter(doc, lexicon, {
    formulaCount: formulaHits.length,
    descriptorCount: descriptorHits.length,
    behaviourCount: descriptorHits.filter((hit) => hit.dimension === 'behaviour').length,
    codeCount: codes.findings.filter((finding) => finding.impact === 'negative').length,
    closingParts: Object.keys(closing.parts).length,
    hasSubject: subject.surname !== null,
  })
  if (!verdict.isLetter) return unknownAnalysis(input, verdict.reason, null)
  if (verdict.kind === 'simple') return unknownAnalysis(input, 'simple_certificate', letterType)

  const groups = checkBehaviourGroups(doc, lexicon, formulaHits)
  const virtues = checkSecondaryVirtues(doc, lexicon, descriptorHits)
  const occupation = detectOccupation(doc, lexicon, input.occupation)
  const roleItems = checkRoleItems(doc, lexicon, occupation)
  const evidence: Evidence[] = [
    ...formulaHits,
    ...descriptorHits,
    ...codes.evidence,
    ...groups.evidence,
    ...virtues.evidence,
  ]
  const letter = gradeLetter(evidence)
  const findings = mergeFindings([
    ...formulaFindings(formulaHits),
    ...codes.findings,
    ...groups.findings,
    ...virtues.findings,
    ...descriptorFindings(descriptorHits),
    ...roleItems.findings,
    ...closing.findings,
    ...letter.gaps,
  ])
  const decision = decideCategory(letter, findings)
  // Duty sentences and the closing grade nothing by nature; they are not unknown wording.
  const ungraded = new Set(closingAndExit)
  for (const sentence of doc.sentences)
    if (isDutySentence(doc, lexicon, sentence)) ungraded.add(sentence.index)
  const confidence = estimateConfidence(
    {
      doc,
      decision,
      formulaHits,
      evidence,
      findings,
      closing,
      letterType,
      dimensionGerman: DIMENSIONS.map((dimension) => letter.dimensions[dimension].german),
    },
    ungraded,
  )
  const phrases = toCodedPhrases(doc, findings, messages)
  const omissions: ZeugnisOmission[] = findings.flatMap((finding) =>
    finding.meaning.kind === 'omission'
      ? [
          {
            item: finding.meaning.item,
            label: messages.items[finding.meaning.item],
            severity: finding.severity,
          },
        ]
      : [],
  )

  const explainInput = {
    messages,
    decision,
    grades: letter.grades,
    germanOverall: letter.germanOverall,
    dimensions: letter.dimensions,
    formulas: formulaHits.map((hit) => ({ ...hit, phrase: spanText(doc, hit.from, hit.to) })),
    descriptorCounts: {
      performance: descriptorHits.filter((hit) => hit.dimension === 'performance').length,
      behaviour: descriptorHits.filter((hit) => hit.dimension === 'behaviour').length,
      engagement: descriptorHits.filter((hit) => hit.dimension === 'engagement').length,
    },
    findings,
    phrases,
    occupationLabel: occupation?.label ?? null,
    letterType,
    closing,
    confidence,
  }
  const { grades } = letter
  const legalFacts = legalFactsOf({
    findings,
    omissions,
    overallGrade: 6 - decision.german,
    isInterim: letterType === 'interim',
    // docs/spec/domain/zeugnis.md §2.6 (CH): the ambiguous "zu meiner Zufriedenheit" is not allowed.
    isAmbiguous: formulaHits.some(
      (hit) =>
        hit.formula === 'satisfaction' &&
        hit.grade >= 3.5 &&
        /\bmeiner\b/i.test(spanText(doc, hit.from, hit.to)),
    ),
  })
  const revision = reviseLetter({
    doc,
    lexicon,
    jurisdiction: input.jurisdiction,
    letterType,
    subject,
    formulaHits,
    descriptorHits,
    findings,
    closing,
    missingItems: roleItems.required.filter((item) =>
      findings.some((finding) => finding.key === `missing_${item}`),
    ),
    hasEngagement: letter.dimensions.engagement.german !== null,
    isSingleWriter: isSingleWriter(doc),
    isAddressedDirectly: isAddressedDirectly(doc),
    confirmedItems: input.confirmedFacts ?? [],
  })

  return {
    overall_category: decision.category,
    confidence,
    headline_reason: writeHeadline(explainInput),
    detailed_explanation: writeExplanation(explainInput),
    performance_grade: grades.performance,
    behaviour_grade: grades.behaviour,
    engagement_grade: grades.engagement,
    coded_phrases_found: findings.flatMap((finding) => phrases.get(finding) ?? []),
    legal_assessment: assessLaw(input.jurisdiction, legalFacts, messages),
    revision_draft: revision.text,
    revision_facts_to_confirm: revision.toConfirm,
    overall_grade: Math.max(1, 6 - decision.german),
    german_grade: decision.german,
    letter_type: letterType,
    certificate_kind: 'qualified',
    occupation: occupation
      ? {
          label: occupation.label,
          groups: occupation.groups.map((group) => group.key),
          source: occupation.source,
        }
      : null,
    omissions,
    unknown_reason: null,
  }
}

function unknownAnalysis(
  input: AnalyzeZeugnisInput,
  reason: UnknownReason,
  letterType: 'final' | 'interim' | null,
): ZeugnisAnalysis {
  const messages = ZEUGNIS_MESSAGES[input.locale]
  const { headline, explanation } = writeUnknown(messages, reason)
  const isSimple = reason === 'simple_certificate'
  return {
    overall_category: 'Unknown',
    // Certain when nothing points to a reference; a simple certificate could still be a fragment.
    confidence: isSimple ? 0.8 : reason === 'too_short' ? 0.9 : 0.85,
    headline_reason: headline,
    detailed_explanation: explanation,
    performance_grade: null,
    behaviour_grade: null,
    engagement_grade: null,
    coded_phrases_found: [],
    legal_assessment: assessLaw(input.jurisdiction, { kind: isSimple ? 'simple' : 'not_a_letter' }, messages),
    revision_draft: '',
    revision_facts_to_confirm: [],
    overall_grade: null,
    german_grade: null,
    letter_type: isSimple ? letterType : null,
    certificate_kind: isSimple ? 'simple' : null,
    occupation: null,
    omissions: [],
    unknown_reason: reason,
  }
}
