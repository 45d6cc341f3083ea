import type { ZeugnisJurisdiction } from '#shared/api/zeugnis'
import type { ClosingResult } from './check-closing'
import type { Subject } from './detect-subject'
import type { DescriptorHit } from './grade-descriptors'
import type { FormulaHit } from './grade-formulas'
import type { Lexicon } from './lexicon'
import type { DescriptorTopic, RoleItem } from './lexicon/types'
import {
  AUSTRIAN_TERMS,
  BEHAVIOUR_FORMULA_TEMPLATE,
  BEHAVIOUR_WITHOUT_GROUPS_TEMPLATE,
  CLOSING_TEMPLATES,
  CODE_REPLACEMENT_TOPIC,
  GROUP_NAMES,
  PERFORMANCE_FORMULA_TEMPLATE,
  ROLE_ITEM_TEMPLATES,
  SINGLE_WRITER_TERMS,
  TOPIC_TEMPLATES,
  type Tense,
} from './lexicon/revision.templates'
import { findFirst } from './pattern'
import type { LetterDocument } from './segment'
import type { Finding } from './types'

// The revision draft: the letter in German with every weak or coded passage rewritten at grade-1
// wording, missing statements added and a complete closing formula. Sentences that are already
// at grade 1, and everything that is not an assessment (names, dates, duties), stay as written.

export type RevisionInput = {
  doc: LetterDocument
  lexicon: Lexicon
  jurisdiction: ZeugnisJurisdiction
  letterType: 'final' | 'interim'
  subject: Subject
  formulaHits: readonly FormulaHit[]
  descriptorHits: readonly DescriptorHit[]
  findings: readonly Finding[]
  closing: ClosingResult
  missingItems: readonly RoleItem['item'][]
  hasEngagement: boolean
  /** A private employer writing in the first person singular. */
  isSingleWriter: boolean
}

// A formula is rewritten unless it is already at grade 1; a free sentence when clearly below 1–2.
const FORMULA_KEEP_MAX = 1.25
const DESCRIPTOR_KEEP_MAX = 1.75
const GENERIC_KEYS = new Set(['restriction', 'negation', 'weak_wording'])
const SIGNATURE_DATE = /\b(\d{1,2}\.\s?(?:\d{1,2}\.\s?|[A-ZÄÖÜ][a-zäöü]+\s)\d{2,4})/
const END_DATE =
  /\b(?:bis|zum|mit Ablauf des|per)\s+(?:zum\s+)?(\d{1,2}\.\s?(?:\d{1,2}\.\s?|[A-ZÄÖÜ][a-zäöü]+\s)\d{4})/g

type Forms = Record<string, string>

function pronouns(subject: Subject): Forms {
  const female = subject.gender === 'female'
  const base: Forms = female
    ? {
        Er: 'Sie',
        er: 'sie',
        Sein: 'Ihr',
        sein: 'ihr',
        Seine: 'Ihre',
        seine: 'ihre',
        seinen: 'ihren',
        seinem: 'ihrem',
        seiner: 'ihrer',
        ihm: 'ihr',
        ihn: 'sie',
        Vorgesetzter: 'Vorgesetzte',
      }
    : {
        Er: 'Er',
        er: 'er',
        Sein: 'Sein',
        sein: 'sein',
        Seine: 'Seine',
        seine: 'seine',
        seinen: 'seinen',
        seinem: 'seinem',
        seiner: 'seiner',
        ihm: 'ihm',
        ihn: 'ihn',
        Vorgesetzter: 'Vorgesetzter',
      }
  const hasName = subject.salutation && subject.surname
  const dativeSalutation = subject.salutation?.replace(/^Herr\b/, 'Herrn') ?? ''
  return {
    ...base,
    Name: hasName ? `${subject.salutation} ${subject.surname}` : (base.Er ?? 'Er'),
    NameDat: hasName ? `${dativeSalutation} ${subject.surname}` : (base.ihm ?? 'ihm'),
  }
}

function render(template: string, forms: Forms): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => forms[key] ?? whole)
}

function endDate(doc: LetterDocument): string | null {
  const matches = [...doc.original.matchAll(END_DATE)]
  const last = matches[matches.length - 1]
  return last?.[1]?.replace(/\s+/g, ' ').trim() ?? null
}

function behaviourGroups(doc: LetterDocument, lexicon: Lexicon, hit: FormulaHit | undefined): string {
  const keys: (keyof typeof GROUP_NAMES)[] = ['superiors', 'colleagues']
  const sentence = hit ? doc.sentences[hit.sentence] : undefined
  const customers = lexicon.behaviourGroups.find((group) => group.key === 'customers')
  if (!sentence || (customers && findFirst(doc, customers.compiled, sentence.from, sentence.to)))
    keys.push('customers')
  const names = keys.map((key) => GROUP_NAMES[key])
  return names.length > 2
    ? `${names.slice(0, -1).join(', ')} und ${names[names.length - 1]}`
    : names.join(' und ')
}

export function reviseLetter(input: RevisionInput): string {
  const { doc, letterType, subject } = input
  const forms = pronouns(subject)
  const tense = (template: Tense): string => render(template[letterType], forms)
  const replacements = new Map<number, string>()
  const used = new Set<string>()
  const takeTopic = (topic: DescriptorTopic): string => {
    const key = topic === 'initiative' ? 'engagement' : topic
    if (used.has(key)) return ''
    used.add(key)
    return tense(TOPIC_TEMPLATES[topic])
  }

  // Closing, exit and form: rebuilt as one block at the place of the first closing sentence.
  const exitFinding = input.findings.find((finding) => finding.dimension === 'exit')
  const dropped = new Set<number>(input.closing.sentences)
  for (const finding of input.findings) {
    const isClosingCode = finding.dimension === 'closing' && finding.impact === 'negative'
    if ((isClosingCode || finding.dimension === 'form') && finding.sentence !== undefined)
      dropped.add(finding.sentence)
  }
  const exitIsNegative = exitFinding?.impact === 'negative'
  if (exitFinding?.sentence !== undefined && exitIsNegative) dropped.add(exitFinding.sentence)
  const behaviourTemplate = (hit: FormulaHit | undefined): string =>
    input.isSingleWriter
      ? tense(BEHAVIOUR_WITHOUT_GROUPS_TEMPLATE)
      : render(BEHAVIOUR_FORMULA_TEMPLATE[letterType], {
          ...forms,
          groups: behaviourGroups(doc, input.lexicon, hit),
        })

  for (const hit of input.formulaHits) {
    if (dropped.has(hit.sentence) || hit.grade <= FORMULA_KEEP_MAX) continue
    const behaviourHit = input.formulaHits.find((candidate) => candidate.formula === 'behaviour')
    const text =
      hit.dimension === 'behaviour' ? behaviourTemplate(behaviourHit) : tense(PERFORMANCE_FORMULA_TEMPLATE)
    replacements.set(hit.sentence, text)
    used.add(hit.dimension === 'behaviour' ? 'behaviourFormula' : 'performanceFormula')
  }
  for (const finding of input.findings) {
    if (finding.impact !== 'negative' || finding.sentence === undefined || dropped.has(finding.sentence))
      continue
    if (replacements.has(finding.sentence)) continue
    const dimension = finding.dimension
    if (dimension !== 'performance' && dimension !== 'behaviour' && dimension !== 'engagement') continue
    // Weak wording in free sentences is rewritten by topic below.
    if (finding.severity === 'mild' || GENERIC_KEYS.has(finding.key)) continue
    replacements.set(finding.sentence, takeTopic(CODE_REPLACEMENT_TOPIC[dimension]))
  }
  for (const hit of input.descriptorHits) {
    if (dropped.has(hit.sentence) || replacements.has(hit.sentence)) continue
    const weak = input.descriptorHits.filter(
      (other) => other.sentence === hit.sentence && other.grade > DESCRIPTOR_KEEP_MAX,
    )
    if (weak.length === 0) continue
    const topics = [...new Set(weak.flatMap((other) => other.topics))]
    replacements.set(hit.sentence, topics.map(takeTopic).filter(Boolean).join(' '))
  }

  // A role item ("ehrlich", "führte sein Team") stated in a rewritten sentence must survive it.
  for (const finding of input.findings) {
    if (finding.meaning.kind !== 'item_present' || finding.sentence === undefined) continue
    const replaced = replacements.get(finding.sentence)
    const item = finding.meaning.item
    if (replaced === undefined || !isRoleItem(item)) continue
    const topicKey = item === 'accident_free' ? 'driving' : item
    if (used.has(topicKey)) continue
    used.add(topicKey)
    replacements.set(finding.sentence, `${replaced} ${tense(ROLE_ITEM_TEMPLATES[item])}`.trim())
  }

  // Statements the letter lacks, added before the closing.
  const additions: string[] = []
  const hasPerformanceFormula = input.formulaHits.some((hit) => hit.dimension === 'performance')
  const behaviourHit = input.formulaHits.find((hit) => hit.dimension === 'behaviour')
  if (!input.hasEngagement) additions.push(takeTopic('engagement'))
  for (const item of input.missingItems) {
    const template = ROLE_ITEM_TEMPLATES[item]
    const topicKey = item === 'accident_free' ? 'driving' : item
    if (used.has(topicKey)) continue
    used.add(topicKey)
    additions.push(tense(template))
  }
  for (const finding of input.findings) {
    if (finding.key.startsWith('negated_') && finding.sentence !== undefined) {
      const item = finding.key.slice('negated_'.length) as keyof typeof ROLE_ITEM_TEMPLATES
      if (ROLE_ITEM_TEMPLATES[item]) replacements.set(finding.sentence, tense(ROLE_ITEM_TEMPLATES[item]))
    }
  }
  if (!hasPerformanceFormula) additions.push(tense(PERFORMANCE_FORMULA_TEMPLATE))
  if (!behaviourHit) additions.push(behaviourTemplate(undefined))

  const date = endDate(doc)
  const closingParts: string[] = []
  if (letterType === 'final') {
    const statement = input.closing.exitStatement
    const keepsExitSentence = statement !== null && !dropped.has(statement)
    if (!keepsExitSentence) {
      const dateText = date ? ` zum ${date}` : ''
      const template =
        exitFinding?.key === 'exit_own_request'
          ? CLOSING_TEMPLATES.exitOwnRequest
          : CLOSING_TEMPLATES.exitNeutral
      if (exitFinding || date) closingParts.push(render(template, { ...forms, date: dateText }))
    }
    closingParts.push(render(CLOSING_TEMPLATES.final, forms))
  } else {
    closingParts.push(render(CLOSING_TEMPLATES.interim, forms))
  }

  const body = assemble(doc, replacements, dropped, additions.filter(Boolean), closingParts.join(' '), input)
  const voiced = input.isSingleWriter
    ? SINGLE_WRITER_TERMS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), body)
    : body
  return applyConventions(voiced, input.jurisdiction)
}

function isRoleItem(item: string): item is keyof typeof ROLE_ITEM_TEMPLATES {
  return item in ROLE_ITEM_TEMPLATES
}

function lastBodySentence(input: RevisionInput): number {
  const indices = [
    ...input.formulaHits.map((hit) => hit.sentence),
    ...input.descriptorHits.map((hit) => hit.sentence),
    ...input.findings.flatMap((finding) => (finding.sentence === undefined ? [] : [finding.sentence])),
    ...(input.closing.exitStatement === null ? [] : [input.closing.exitStatement]),
  ]
  const signature = input.doc.sentences.find(
    (sentence) =>
      SIGNATURE_DATE.test(input.doc.original.slice(sentence.start, sentence.end)) &&
      sentence.index > Math.max(...indices, 0),
  )
  return Math.max(...indices.filter((index) => !signature || index < signature.index), 0)
}

function assemble(
  doc: LetterDocument,
  replacements: ReadonlyMap<number, string>,
  dropped: ReadonlySet<number>,
  additions: readonly string[],
  closing: string,
  input: RevisionInput,
): string {
  const firstClosing = Math.min(
    ...[...dropped].filter(
      (index) => input.closing.sentences.has(index) || index === input.closing.exit?.sentence,
    ),
  )
  const insertAfter = Number.isFinite(firstClosing) ? null : lastBodySentence(input)
  const block = [...additions, closing].join(' ')
  let out = ''
  let cursor = 0
  let placed = false
  for (const sentence of doc.sentences) {
    out += doc.original.slice(cursor, sentence.start)
    cursor = sentence.end
    const replacement = replacements.get(sentence.index)
    if (sentence.index === firstClosing && !placed) {
      out += block
      placed = true
    } else if (dropped.has(sentence.index)) {
      continue
    } else {
      out += replacement ?? doc.original.slice(sentence.start, sentence.end)
    }
    if (insertAfter !== null && sentence.index === insertAfter && !placed) {
      out += `\n\n${block}`
      placed = true
    }
  }
  out += doc.original.slice(cursor)
  if (!placed) out = `${out.trimEnd()}\n\n${block}\n`
  return out
    .replace(/[ \t]+\n/g, '\n')
    .replace(/ {2,}/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
}

function applyConventions(text: string, jurisdiction: ZeugnisJurisdiction): string {
  if (jurisdiction === 'CH') return text.replace(/ß/g, 'ss')
  if (jurisdiction === 'AT')
    return AUSTRIAN_TERMS.reduce(
      (result, [pattern, replacement]) => result.replace(pattern, replacement),
      text,
    )
  return text
}
