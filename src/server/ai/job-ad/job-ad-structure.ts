import { headingRole, inlineLabel } from './job-ad-headings'
import {
  GERMAN_TASK_VERBS,
  INTRO_CUES,
  OFFER_AND_APPLY_CUES,
  PREFERRED_CUES,
  REQUIRED_CUES,
  REQUIREMENT_OPENERS,
  TASK_CUES,
  type SectionRole,
} from './job-ad-sections.data'
import { expandGermanEllipsis, foldText, splitSentences } from '#server/text/sentences'

// Reads a job ad the way a recruiter wrote it: headings decide what is required, what is nice to
// have and what is only about the company; a cue inside a clause ("German is a plus") overrides.

export type ClauseRole = Exclude<SectionRole, 'ignore'>

// offset: where the clause starts in its sentence
export type AdClause = { text: string; role: ClauseRole; offset: number }

export type AdSentence = {
  // As written in the ad, shown to the user as the keyword's source.
  source: string
  clauses: AdClause[]
  isListItem: boolean
  // "We are seeking a nurse to join our team at …": names here are the employer's, not skills.
  introducesJob: boolean
}

function containsCue(foldedClause: string, cues: readonly string[]): boolean {
  const text = foldedClause.replace(/[’‘]/g, "'")
  return cues.some((cue) =>
    new RegExp(`(^|[^a-z])${cue.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')}($|[^a-z])`).test(text),
  )
}

// German puts the verb before or after its pronoun: "Sie betreuen …", "Im Team betreuen Sie …".
const ALL_TASK_CUES = [
  ...TASK_CUES,
  ...Object.entries(GERMAN_TASK_VERBS).flatMap(([pronoun, verbs]) =>
    verbs.flatMap((verb) => [`${pronoun} ${verb}`, `${verb} ${pronoun}`]),
  ),
]

function isTaskSentence(foldedSentence: string): boolean {
  return containsCue(foldedSentence, ALL_TASK_CUES) && !containsCue(foldedSentence, REQUIREMENT_OPENERS)
}

function clauseRole(clause: string, sectionRole: ClauseRole): ClauseRole {
  const folded = foldText(clause)
  if (containsCue(folded, PREFERRED_CUES)) return 'preferred'
  if (sectionRole !== 'required' && containsCue(folded, REQUIRED_CUES)) return 'required'
  return sectionRole
}

function splitClauses(sentence: string): string[] {
  return sentence
    .split(/\s*(?:;|,|\s[–—-]\s|\(|\))\s*/u)
    .map((c) => c.trim())
    .filter(Boolean)
}

const LIST_ITEM = /^\s*(?:[-*•▪◦·–]|\d{1,2}[.)])\s/u
const MAX_TITLE_LINES = 3
const MAX_TITLE_WORDS = 12

function isTitleLike(line: string): boolean {
  const text = line.trim()
  return (
    text !== '' &&
    !LIST_ITEM.test(line) &&
    !/[.!?]$/.test(text) &&
    text.split(/\s+/).length <= MAX_TITLE_WORDS
  )
}

type LineRange = { start: number; end: number }

// An ad opens with its title, company and place ("Senior Engineer (m/w/d)", "Pixelfold GmbH ·
// Berlin"), set apart from the text by a blank line; without one, the first line may be content.
function titleBlock(lines: readonly string[]): LineRange {
  let start = 0
  while (start < lines.length && (lines[start] ?? '').trim() === '') start++
  let end = start
  while (end - start < MAX_TITLE_LINES && isTitleLike(lines[end] ?? '')) end++
  const setApart = end < lines.length && (lines[end] ?? '').trim() === ''
  const textFollows = lines.slice(end).some((line) => line.trim() !== '')
  return setApart && textFollows ? { start, end } : { start, end: start }
}

/**
 * What the opening lines say besides the job itself: the employer and the place ("Senior Engineer –
 * Berlin", "Pixelfold GmbH · Hamburg"). The job title stays out: the ad may ask for it as experience.
 */
export function readEmployerAndPlace(jobDescription: string): string {
  const lines = jobDescription.split(/\r?\n/)
  const { start, end } = titleBlock(lines)
  const [title = '', ...rest] = lines.slice(start, end)
  const afterTitle = title.split(/\s[–—|·-]\s|[,(|·@]/u).slice(1)
  return [...afterTitle, ...rest].join('\n')
}

// Plural verbs and list conjunctions of the eight languages, folded.
const ENUMERATION_WORDS = /\b(?:sind|are|und|and|oder|or|sowie|sont|et|ou|son|y|o|sono|e|zijn|en|of|sa|oraz|lub|i)\b/u

function toClauses(body: string, offset: number, sectionRole: ClauseRole): AdClause[] {
  let cursor = 0
  // An enumeration shares its cue: "Kenntnisse in Kubernetes, Terraform und Kafka sind wünschenswert"
  // and "GraphQL, Domain-Driven Design: nice to have" wish for every item (issue 30). Parts set apart
  // by ";" or a dash keep their own roles ("Java; Kubernetes is a plus").
  // Only a cue that speaks of several ("… sind wünschenswert", "A and B are a plus", "Nice to have:")
  // does; "Very good English, German is a plus" wishes for German alone.
  const enumerationRole = (clause: string): ClauseRole => {
    const part = body.split(/;|\s[–—-]\s/u).find((segment) => segment.includes(clause)) ?? clause
    const cueClause = splitClauses(part).find((c) => containsCue(foldText(c), PREFERRED_CUES))
    const speaksOfSeveral = cueClause !== undefined && (part.includes(':') || ENUMERATION_WORDS.test(foldText(cueClause)))
    return speaksOfSeveral && !containsCue(foldText(part), REQUIRED_CUES) ? 'preferred' : sectionRole
  }
  return splitClauses(body).map((text) => {
    const at = Math.max(0, body.indexOf(text, cursor))
    cursor = at + text.length
    return { text, role: clauseRole(text, enumerationRole(text)), offset: offset + at }
  })
}

export function readJobAd(jobDescription: string): AdSentence[] {
  const lines = expandGermanEllipsis(jobDescription).split(/\r?\n/)
  const roles = lines.map(headingRole)
  const labelRoles = lines.flatMap((line) => splitSentences(line).map((s) => inlineLabel(s)?.role))
  const structured = [...roles, ...labelRoles].some((role) => role === 'required' || role === 'preferred')
  // Before the first heading of a structured ad come the title and the company blurb; an ad
  // without headings still has its title lines.
  let current: SectionRole = structured ? 'ignore' : 'required'
  // Until a heading or a label speaks, the role of an ad without headings is a guess: a sentence
  // about the job ("You will …", "Sie betreuen …") holds tasks, not requirements.
  let isGuessedRole = !structured
  const title = structured ? { start: 0, end: 0 } : titleBlock(lines)
  const sentences: AdSentence[] = []
  lines.forEach((line, i) => {
    const role = roles[i]
    if (role) {
      current = role
      isGuessedRole = false
      return
    }
    if ((i >= title.start && i < title.end) || line.trim() === '') return
    const isListItem = LIST_ITEM.test(line)
    // A label ("Was Sie mitbringen: …") speaks for the rest of its line; opening a line that is
    // not a list item, it also opens a section, as a heading would. "Standort: Ulm" does not.
    let lineRole = current
    let isLabelled = false
    splitSentences(line).forEach((source, index) => {
      const label = inlineLabel(source)
      if (label) {
        lineRole = label.role
        isLabelled = true
        if (index === 0 && !isListItem && label.role !== 'ignore') {
          current = label.role
          isGuessedRole = false
        }
      }
      const folded = foldText(source)
      if (lineRole === 'ignore' || containsCue(folded, OFFER_AND_APPLY_CUES)) return
      const sentenceRole =
        isGuessedRole && !isLabelled && lineRole === 'required' && isTaskSentence(folded) ? 'tasks' : lineRole
      const bodyStart = label?.length ?? 0
      const clauses = toClauses(source.slice(bodyStart), bodyStart, sentenceRole)
      sentences.push({ source, clauses, isListItem, introducesJob: containsCue(folded, INTRO_CUES) })
    })
  })
  return sentences
}
