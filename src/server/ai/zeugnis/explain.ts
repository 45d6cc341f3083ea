import { ZEUGNIS_UNCERTAIN_BELOW, type CodedPhrase, type ZeugnisCategory } from '#shared/api/zeugnis'
import { capitalise } from '#server/text/bullet-text'
import type { CategoryDecision, Grades } from './categorise'
import type { ClosingResult } from './check-closing'
import type { DimensionGrade } from './combine-grades'
import type { GradedDimension } from './lexicon/types'
import type { UnknownReason, ZeugnisMessages } from './messages/types'
import type { Finding, FormulaKind } from './types'
import { fill, joinList } from './zeugnis-messages'

// Writes the headline and the detailed explanation in the reader's language from the findings.

const MAX_LISTED_CODES = 6

export function gradeName(messages: ZeugnisMessages, german: number): string {
  // Halves round towards the better grade, as the 1–5 grades do (3.5 → 2.5/5 → 3/5 = "befriedigend").
  const index = Math.min(6, Math.max(1, Math.round(german - 0.01))) - 1
  return messages.gradeNames[index as 0 | 1 | 2 | 3 | 4 | 5]
}

/** The meaning text of a finding, in the reader's language. */
export function describeFinding(finding: Finding, messages: ZeugnisMessages): string {
  const meaning = finding.meaning
  switch (meaning.kind) {
    case 'code':
      return messages.meanings[meaning.key]
    case 'formula':
      return fill(messages.phrase.formula, {
        formula: capitalise(messages.formulas[meaning.formula]),
        grade: formatGerman(meaning.grade),
        name: gradeName(messages, meaning.grade),
      })
    case 'engagement':
      return fill(messages.phrase.engagement, {
        grade: formatGerman(meaning.grade),
        name: gradeName(messages, meaning.grade),
      })
    case 'item_present':
      return fill(messages.phrase.itemPresent, { item: messages.items[meaning.item] })
    case 'omission':
      return fill(messages.phrase.omission, { item: messages.items[meaning.item] })
  }
}

export function formatGerman(german: number): string {
  return String(Math.round(german * 2) / 2).replace('.5', '–' + String(Math.ceil(german)))
}

export type ExplainInput = {
  messages: ZeugnisMessages
  decision: CategoryDecision
  grades: Grades
  germanOverall: number
  dimensions: Record<GradedDimension, DimensionGrade>
  formulas: readonly { formula: FormulaKind; dimension: GradedDimension; grade: number; phrase: string }[]
  descriptorCounts: Record<GradedDimension, number>
  findings: readonly Finding[]
  phrases: ReadonlyMap<Finding, CodedPhrase>
  occupationLabel: string | null
  letterType: 'final' | 'interim'
  closing: ClosingResult
  confidence: number
}

function firstOmittedDimension(findings: readonly Finding[]): GradedDimension | null {
  for (const finding of findings) {
    const meaning = finding.meaning
    if (
      meaning.kind === 'omission' &&
      (meaning.item === 'performance' || meaning.item === 'behaviour') &&
      finding.severity === 'serious'
    )
      return meaning.item
  }
  return null
}

export function writeHeadline(input: ExplainInput): string {
  const { messages, decision, grades } = input
  // The one judgement's grade: the same number the explanation and the legal advice quote.
  const grade = String(decision.german)
  const decisive = decision.decisive
  const phrase = decisive ? (input.phrases.get(decisive)?.phrase ?? '') : ''
  const item = decisive?.meaning.kind === 'omission' ? messages.items[decisive.meaning.item] : ''
  const silent = firstOmittedDimension(input.findings)
  const category: Exclude<ZeugnisCategory, 'Unknown'> = decision.category
  if (category === 'Positive') return fill(messages.headline.positive, { grade })
  if (category === 'Borderline') {
    if (decision.reason === 'mixed') {
      const order = (['performance', 'behaviour', 'engagement'] as const)
        .slice()
        .sort((a, b) => grades[b] - grades[a])
      const strong = order[0] ?? 'performance'
      const weak = order[order.length - 1] ?? 'behaviour'
      return fill(messages.headline.borderlineMixed, {
        strong: messages.dimensions[strong],
        weak: messages.dimensions[weak],
      })
    }
    if (decision.reason === 'code' && phrase) return fill(messages.headline.borderlineCode, { phrase })
    if (decision.reason === 'omission' && item) return fill(messages.headline.borderlineOmission, { item })
    if (decision.reason === 'closing') return messages.headline.borderlineClosing
    return fill(messages.headline.borderline, { grade })
  }
  if (decision.reason === 'closing') return messages.headline.criticalClosing
  if (
    decision.reason === 'omission' &&
    silent &&
    decisive?.meaning.kind === 'omission' &&
    decisive.meaning.item === silent
  ) {
    return fill(messages.headline.criticalSilence, { dimension: messages.dimensions[silent] })
  }
  if (decision.reason === 'omission' && item) return fill(messages.headline.criticalOmission, { item })
  if (decision.reason === 'code' && phrase) return fill(messages.headline.criticalCode, { phrase })
  return fill(messages.headline.criticalGrade, { grade })
}

export function writeExplanation(input: ExplainInput): string {
  const { messages, grades, decision } = input
  const paragraphs: string[] = []
  // A hidden negative can make a letter Critical although its wording reads well: then the grade is
  // the surface reading, and the sentence says so instead of calling a Critical letter "good".
  const isSurfaceOnly = decision.category === 'Critical' && decision.german <= 2
  paragraphs.push(
    fill(isSurfaceOnly ? messages.explain.overallSurface : messages.explain.overall, {
      grade: String(decision.german),
      name: gradeName(messages, decision.german),
      performance: grades.performance,
      behaviour: grades.behaviour,
      engagement: grades.engagement,
    }),
  )

  const assessments: string[] = []
  for (const dimension of ['performance', 'behaviour'] as const) {
    const formula = input.formulas.find((entry) => entry.dimension === dimension)
    if (formula) {
      assessments.push(
        fill(messages.explain.formula, {
          formula: messages.formulas[formula.formula],
          phrase: formula.phrase,
          grade: formatGerman(formula.grade),
          name: gradeName(messages, formula.grade),
        }),
      )
    } else if (input.dimensions[dimension].german === null) {
      assessments.push(fill(messages.explain.missingDimension, { dimension: messages.dimensions[dimension] }))
    } else {
      const template =
        dimension === 'performance'
          ? messages.explain.noPerformanceFormula
          : messages.explain.noBehaviourFormula
      assessments.push(fill(template, { count: input.descriptorCounts[dimension] }))
    }
  }
  if (input.dimensions.engagement.german === null) assessments.push(messages.explain.engagementFallback)
  paragraphs.push(assessments.join(' '))

  const negative = input.findings.filter(
    (finding) => finding.impact === 'negative' && finding.from !== undefined && finding.dimension !== 'exit',
  )
  if (negative.length > 0) {
    const items = negative.slice(0, MAX_LISTED_CODES).map((finding) => {
      const phrase = input.phrases.get(finding)
      return fill(messages.explain.codeItem, { phrase: phrase?.phrase ?? '', meaning: phrase?.meaning ?? '' })
    })
    paragraphs.push(fill(messages.explain.codes, { list: items.join(' ') }))
  }

  // Phrases whose reading writers dispute (issue 25) are named with both readings, never decided silently.
  const contested = input.findings.flatMap((finding) =>
    finding.meaning.kind === 'code' && finding.meaning.key.startsWith('contested_')
      ? [input.phrases.get(finding)?.meaning ?? '']
      : [],
  )
  if (contested.length > 0) paragraphs.push([...new Set(contested)].filter(Boolean).join(' '))

  const roleOmissions = input.findings.flatMap((finding) =>
    finding.meaning.kind === 'omission' &&
    !finding.meaning.item.startsWith('closing_') &&
    finding.meaning.item !== 'performance' &&
    finding.meaning.item !== 'behaviour' &&
    finding.meaning.item !== 'engagement'
      ? [messages.items[finding.meaning.item]]
      : [],
  )
  const facts: string[] = []
  if (roleOmissions.length > 0) {
    facts.push(
      input.occupationLabel
        ? fill(messages.explain.omissions, {
            occupation: input.occupationLabel,
            list: joinList(roleOmissions, messages),
          })
        : fill(messages.explain.omissionsGeneric, { list: joinList(roleOmissions, messages) }),
    )
  } else if (input.occupationLabel) {
    facts.push(fill(messages.explain.occupation, { occupation: input.occupationLabel }))
  }
  const missingClosing = input.findings.flatMap((finding) =>
    finding.meaning.kind === 'omission' && finding.meaning.item.startsWith('closing_')
      ? [messages.items[finding.meaning.item]]
      : [],
  )
  if (missingClosing.length > 0)
    facts.push(fill(messages.explain.closingPartial, { list: joinList(missingClosing, messages) }))
  else
    facts.push(
      input.letterType === 'interim'
        ? messages.explain.closingInterimComplete
        : messages.explain.closingComplete,
    )
  const exit = input.findings.find((finding) => finding.dimension === 'exit')
  const exitPhrase = exit ? input.phrases.get(exit) : undefined
  if (exitPhrase)
    facts.push(fill(messages.explain.exit, { phrase: exitPhrase.phrase, meaning: exitPhrase.meaning }))
  if (input.letterType === 'interim') facts.push(messages.explain.interim)
  paragraphs.push(facts.join(' '))
  if (decision.category !== 'Critical' && decision.asks.length > 0)
    paragraphs.push(
      fill(messages.explain.ask, {
        list: joinList(
          [...new Set(decision.asks)].map((item) => messages.items[item]),
          messages,
        ),
      }),
    )

  if (input.confidence < ZEUGNIS_UNCERTAIN_BELOW) paragraphs.push(messages.explain.lowConfidence)
  return paragraphs.filter(Boolean).join('\n\n')
}

export function writeUnknown(
  messages: ZeugnisMessages,
  reason: UnknownReason,
): { headline: string; explanation: string } {
  const headline = messages.headline.unknown[reason]
  const explanation = reason === 'simple_certificate' ? messages.explain.simple : messages.explain.notLetter
  return { headline, explanation }
}
