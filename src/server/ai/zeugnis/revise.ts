import type { OmissionItem, ZeugnisJurisdiction } from '#shared/api/zeugnis'
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
import type { LetterDocument } from './segment'
import type { Finding } from './types'

// The revision draft: the letter in German with every weak or coded passage rewritten at grade-1
// wording in its place, missing statements added where they belong, and a complete closing formula.
// Sentences that are already at grade 1, and everything that is not an assessment (names, dates,
// duties), stay as written. Issue 17: the draft keeps the letter's order (intro — duties —
// performance — behaviour — exit — closing), states only what the letter states or the user
// confirmed, says nothing twice, and leaves no sentence without the one it refers back to.

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
  /** The letter speaks to the employee ("Sie waren … tätig"). */
  isAddressedDirectly: boolean
  /** Role items the user confirmed (honesty, accident-free driving …): only these may be added. */
  confirmedItems: readonly OmissionItem[]
}

export type Revision = {
  text: string
  /** Items the draft would add if the user confirms them; the draft states nothing it cannot know. */
  toConfirm: OmissionItem[]
}

// A formula is rewritten unless it is already at grade 1. A free sentence is rewritten only when it
// is clearly below "gut": a good sentence keeps its own facts ("führte die Gruppe durch die
// Pandemie"), which a template would lose.
const FORMULA_KEEP_MAX = 1.25
const DESCRIPTOR_KEEP_MAX = 2.5
const GENERIC_KEYS = new Set(['restriction', 'negation', 'weak_wording'])
const SIGNATURE_DATE = /\b(\d{1,2}\.\s?(?:\d{1,2}\.\s?|[A-ZÄÖÜ][a-zäöü]+\s)\d{2,4})/
const END_DATE =
  /\b(?:bis|zum|mit Ablauf des|per)\s+(?:zum\s+)?(\d{1,2}\.\s?(?:\d{1,2}\.\s?|[A-ZÄÖÜ][a-zäöü]+\s)\d{4})/g

type Forms = Record<string, string>

const FORMAL: Forms = {
  Er: 'Sie',
  er: 'Sie',
  Sein: 'Ihr',
  sein: 'Ihr',
  Seine: 'Ihre',
  seine: 'Ihre',
  seinen: 'Ihren',
  seinem: 'Ihrem',
  seiner: 'Ihrer',
  ihm: 'Ihnen',
  ihn: 'Sie',
  Name: 'Sie',
  NameDat: 'Ihnen',
}

function pronouns(subject: Subject, isFormal: boolean): Forms {
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
  const third = {
    ...base,
    Name: hasName ? `${subject.salutation} ${subject.surname}` : (base.Er ?? 'Er'),
    NameDat: hasName ? `${dativeSalutation} ${subject.surname}` : (base.ihm ?? 'ihm'),
  }
  return isFormal ? { ...third, ...FORMAL, isFormal: 'yes' } : third
}

const PLURAL: Record<string, string> = {
  war: 'waren',
  ist: 'sind',
  behielt: 'behielten',
  behält: 'behalten',
  fuhr: 'fuhren',
  fährt: 'fahren',
  trug: 'trugen',
  trägt: 'tragen',
  verlässt: 'verlassen',
}

/** The verb for "Sie" (plural): "arbeitete" → "arbeiteten", "verfügt" → "verfügen". */
export function pluralVerb(verb: string): string {
  const irregular = PLURAL[verb]
  if (irregular) return irregular
  if (verb.endsWith('te')) return `${verb}n`
  if (verb.endsWith('elt')) return `${verb.slice(0, -1)}n`
  if (verb.endsWith('et')) return `${verb.slice(0, -2)}en`
  if (verb.endsWith('t')) return `${verb.slice(0, -1)}en`
  return verb
}

function render(template: string, forms: Forms): string {
  const isFormal = forms.isFormal === 'yes'
  return template
    .replace(/\[([^\]]+)\]/g, (_, verb: string) => (isFormal ? pluralVerb(verb) : verb))
    .replace(/\{(\w+)\}/g, (whole, key: string) => forms[key] ?? whole)
}

function endDate(doc: LetterDocument): string | null {
  const matches = [...doc.original.matchAll(END_DATE)]
  const last = matches[matches.length - 1]
  return last?.[1]?.replace(/\s+/g, ' ').trim() ?? null
}

// Groups a reader expects in every behaviour formula, and words that show the letter names customers.
const SUPERIOR_WORDS =
  /\b(?:Vorgesetzt\w*|Geschäfts(?:leitung|führung)|Leitung|Vorstand|Aufsichtsrat|Verwaltungsrat|Gesellschafter\w*|Inhaber\w*|Ausbilde\w*|Berufsbildne\w*|Dienstgeber\w*|Direktion|Chef\w*|uns|mir)\b/
const CUSTOMER_WORDS = /\b(?:Kund\w*|Gäste\w*|Gast|Mandant\w*|Patient\w*|Klient\w*|Bewohner\w*)\b/
// Words that refer back to the sentence before ("Er genoss bei ihnen …", "Dabei …").
const ANAPHORA =
  /^(?:\S+\s+){0,4}?(?:ihnen|dabei|dadurch|hierbei|hierdurch|deshalb|daher|dies|diese|dieser|diesen|diesem|dort|davon|darüber)\b/

/** "Vorgesetzten, Kollegen und Kunden": the groups of the default formula, customers only if named. */
function defaultGroups(doc: LetterDocument): string {
  const names: string[] = [GROUP_NAMES.superiors, GROUP_NAMES.colleagues]
  if (CUSTOMER_WORDS.test(doc.original)) names.push(GROUP_NAMES.customers)
  return names.length > 2
    ? `${names.slice(0, -1).join(', ')} und ${names[names.length - 1]}`
    : names.join(' und ')
}

/** The groups the letter itself names ("gegenüber Vorgesetzten, Mitarbeitenden und Kunden"), superiors first. */
function groupsOf(doc: LetterDocument, hit: FormulaHit | undefined): string {
  const sentence = hit ? doc.sentences[hit.sentence] : undefined
  const text = sentence ? doc.original.slice(sentence.start, sentence.end).replace(/\s+/g, ' ') : ''
  const named = /\bgegenüber (.+?) (?:war|ist|waren|sind|stets|jederzeit|immer)\b/.exec(text)?.[1]?.trim()
  if (!named || named.length > 160) return defaultGroups(doc)
  return SUPERIOR_WORDS.test(named) ? named : `${GROUP_NAMES.superiors}, ${named}`
}

type Placement = { before: string[]; after: string[] }

export function reviseLetter(input: RevisionInput): Revision {
  const { doc, letterType, subject } = input
  const forms = pronouns(subject, input.isAddressedDirectly)
  const tense = (template: Tense, extra: Forms = {}): string =>
    render(template[letterType], { ...forms, groups: defaultGroups(doc), ...extra })
  const replacements = new Map<number, string>()
  const used = new Set<string>()
  const takeTopic = (topic: DescriptorTopic): string => {
    const key = topic === 'initiative' ? 'engagement' : topic
    if (used.has(key)) return ''
    used.add(key)
    return tense(TOPIC_TEMPLATES[topic])
  }
  const performanceHit = input.formulaHits.find((hit) => hit.dimension === 'performance')
  const behaviourHit = input.formulaHits.find((hit) => hit.formula === 'behaviour')

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
      : render(BEHAVIOUR_FORMULA_TEMPLATE[letterType], { ...forms, groups: groupsOf(doc, hit) })

  // Sentences before the first assessment are the introduction and the duties: facts, never rewritten.
  const assessments = [
    ...input.formulaHits.map((hit) => hit.sentence),
    ...input.descriptorHits
      .filter(
        (hit) => hit.modifiers.levels.length > 0 || hit.modifiers.frequency || hit.modifiers.restriction,
      )
      .map((hit) => hit.sentence),
    ...input.findings.flatMap((finding) =>
      finding.impact === 'negative' && finding.sentence !== undefined && finding.meaning.kind === 'code'
        ? [finding.sentence]
        : [],
    ),
  ]
  // The paragraphs before the first assessment hold the introduction and the duties.
  const firstAssessmentSentence = assessments.length > 0 ? Math.min(...assessments) : 0
  const assessmentParagraph = doc.sentences[firstAssessmentSentence]?.paragraph ?? 0
  const firstAssessment =
    doc.sentences.find((sentence) => sentence.paragraph === assessmentParagraph)?.index ??
    firstAssessmentSentence
  // What a kept sentence already says well is not said again.
  for (const hit of input.descriptorHits)
    if (hit.grade <= DESCRIPTOR_KEEP_MAX && !dropped.has(hit.sentence))
      for (const topic of hit.topics) used.add(topic === 'initiative' ? 'engagement' : topic)

  for (const hit of input.formulaHits)
    if (!dropped.has(hit.sentence) && hit.grade <= FORMULA_KEEP_MAX)
      used.add(hit.dimension === 'behaviour' ? 'behaviourFormula' : 'performanceFormula')
  for (const hit of input.formulaHits) {
    if (dropped.has(hit.sentence) || hit.grade <= FORMULA_KEEP_MAX) continue
    // One summary formula per dimension; a second weak one ("entsprachen den Anforderungen") becomes
    // the statement of its topic, or goes when that is said already.
    const key = hit.dimension === 'behaviour' ? 'behaviourFormula' : 'performanceFormula'
    const text = used.has(key)
      ? hit.dimension === 'behaviour'
        ? ''
        : takeTopic('results')
      : hit.dimension === 'behaviour'
        ? behaviourTemplate(hit)
        : tense(PERFORMANCE_FORMULA_TEMPLATE)
    used.add(key)
    replacements.set(hit.sentence, text)
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
    if (dropped.has(hit.sentence) || replacements.has(hit.sentence) || hit.sentence < firstAssessment)
      continue
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
  for (const finding of input.findings) {
    if (finding.key.startsWith('negated_') && finding.sentence !== undefined) {
      const item = finding.key.slice('negated_'.length) as keyof typeof ROLE_ITEM_TEMPLATES
      if (ROLE_ITEM_TEMPLATES[item]) replacements.set(finding.sentence, tense(ROLE_ITEM_TEMPLATES[item]))
    }
  }

  // A kept sentence that refers back to a rewritten one would lose its antecedent: it goes too.
  for (const sentence of doc.sentences) {
    const previous = sentence.index - 1
    const isPreviousChanged =
      replacements.has(previous) || (dropped.has(previous) && !dropped.has(sentence.index))
    if (!isPreviousChanged || replacements.has(sentence.index) || dropped.has(sentence.index)) continue
    if (input.formulaHits.some((hit) => hit.sentence === sentence.index)) continue
    if (ANAPHORA.test(doc.original.slice(sentence.start, sentence.end))) replacements.set(sentence.index, '')
  }

  // Statements the letter lacks, each added where it belongs.
  const placements = new Map<number, Placement>()
  const place = (index: number, where: 'before' | 'after', text: string): void => {
    if (!text) return
    const entry = placements.get(index) ?? { before: [], after: [] }
    entry[where].push(text)
    placements.set(index, entry)
  }
  const performanceSentences = [
    ...input.formulaHits.filter((hit) => hit.dimension !== 'behaviour').map((hit) => hit.sentence),
    ...input.descriptorHits
      .filter((hit) => hit.dimension !== 'behaviour' && hit.sentence >= firstAssessment)
      .map((hit) => hit.sentence),
  ].filter((index) => !dropped.has(index) && (!behaviourHit || index < behaviourHit.sentence))
  const lastPerformance = performanceSentences.length > 0 ? Math.max(...performanceSentences) : null
  const closingBlock: string[] = []
  const toConfirm: OmissionItem[] = []
  const beforeSummary = (text: string): void => {
    if (performanceHit && !dropped.has(performanceHit.sentence))
      place(performanceHit.sentence, 'before', text)
    else if (lastPerformance !== null) place(lastPerformance, 'after', text)
    else if (behaviourHit) place(behaviourHit.sentence, 'before', text)
    else closingBlock.push(text)
  }
  for (const item of input.missingItems) {
    const topicKey = item === 'accident_free' ? 'driving' : item
    if (used.has(topicKey)) continue
    if (!input.confirmedItems.includes(item)) {
      toConfirm.push(item)
      continue
    }
    used.add(topicKey)
    const text = tense(ROLE_ITEM_TEMPLATES[item])
    // Honesty belongs to the person, just before the behaviour formula; the rest to the performance part.
    if (item === 'honesty' && behaviourHit) place(behaviourHit.sentence, 'before', text)
    else beforeSummary(text)
  }
  if (!performanceHit) {
    const text = tense(PERFORMANCE_FORMULA_TEMPLATE)
    if (lastPerformance !== null) place(lastPerformance, 'after', text)
    else if (behaviourHit) place(behaviourHit.sentence, 'before', text)
    else closingBlock.push(text)
  }
  if (!behaviourHit) {
    const text = behaviourTemplate(undefined)
    const anchor = Math.max(performanceHit?.sentence ?? -1, lastPerformance ?? -1)
    if (anchor >= 0 && !dropped.has(anchor)) place(anchor, 'after', text)
    else closingBlock.push(text)
  }

  const date = endDate(doc)
  const closingParts: string[] = []
  const statement = input.closing.exitStatement
  const keepsExitSentence = statement !== null && !dropped.has(statement)
  if (letterType === 'final') {
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

  // Assessments with no part of their own to join stand before the exit sentence, never after it.
  const beforeClosing: string[] = []
  for (const text of closingBlock) {
    if (keepsExitSentence && statement !== null) place(statement, 'before', text)
    else beforeClosing.push(text)
  }
  const body = assemble(
    doc,
    replacements,
    dropped,
    placements,
    [...beforeClosing, ...closingParts].join(' '),
    {
      ...input,
      keepsExitSentence,
    },
  )
  const voiced = input.isSingleWriter
    ? SINGLE_WRITER_TERMS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), body)
    : body
  return { text: applyConventions(voiced, input.jurisdiction), toConfirm }
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
  placements: ReadonlyMap<number, Placement>,
  closing: string,
  input: RevisionInput & { keepsExitSentence: boolean },
): string {
  const firstClosing = Math.min(
    ...[...dropped].filter(
      (index) => input.closing.sentences.has(index) || index === input.closing.exit?.sentence,
    ),
  )
  // Without closing sentences the closing follows the exit statement, or else the last body sentence.
  const exitStatement = input.closing.exitStatement
  const insertAfter = Number.isFinite(firstClosing)
    ? null
    : input.keepsExitSentence && exitStatement !== null
      ? Math.max(exitStatement, lastBodySentence(input))
      : lastBodySentence(input)
  let out = ''
  let cursor = 0
  let placed = false
  for (const sentence of doc.sentences) {
    out += doc.original.slice(cursor, sentence.start)
    cursor = sentence.end
    const replacement = replacements.get(sentence.index)
    const extra = placements.get(sentence.index)
    const parts: string[] = [...(extra?.before ?? [])]
    if (sentence.index === firstClosing && !placed) {
      parts.push(closing)
      placed = true
    } else if (!dropped.has(sentence.index)) {
      parts.push(replacement ?? doc.original.slice(sentence.start, sentence.end))
    }
    parts.push(...(extra?.after ?? []))
    out += parts.filter(Boolean).join(' ')
    if (insertAfter !== null && sentence.index === insertAfter && !placed) {
      out += `\n\n${closing}`
      placed = true
    }
  }
  out += doc.original.slice(cursor)
  if (!placed) out = `${out.trimEnd()}\n\n${closing}\n`
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
