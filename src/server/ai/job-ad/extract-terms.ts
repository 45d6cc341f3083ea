import type { KeywordImportance, KeywordKind } from '#shared/api/ai'

import { lookupEnglishVerb } from '#server/text/verbs/english-verbs'
import { findDefinedAcronyms } from './acronyms'
import { buildUnits, type Occurrence, type TermUnit } from './alternatives'
import {
  canonicalForm,
  DEFAULT_ALIAS_INDEX,
  extendAliasIndex,
  findAliasMatches,
  groupKind,
  type AliasIndex,
} from './alias-index'
import {
  BARE_ACTIVITIES,
  COMPANY_FORMS,
  GENERIC_WORDS,
  JOB_TITLE_HEADS,
  QUALITY_WORDS,
  WORK_OBJECTS,
} from './generic-words.data'
import { SINGLE_WORD_HEADINGS } from './job-ad-headings'
import { readEmployerAndPlace, readJobAd, type AdSentence, type ClauseRole } from './job-ad-structure'
import { looksLikeProductName, withoutToolNoun } from './product-names'
import { stem } from '#server/text/stem'
import { CLAUSE_SUBJECTS, FRAME_WORDS, LIST_TRIGGERS } from './term-words.data'
import { foldText } from '#server/text/sentences'
import { looksTechnical, tokenize, type Token } from '#server/text/tokens'

// The terms a job ad asks for, each with its importance and the sentence it came from: first the
// dictionary terms (with their aliases), then what the ad lists that the dictionary does not know
// (tools, acronyms, proper nouns, the items after "experience with").

export type AdTerm = {
  key: string
  display: string
  kind: KeywordKind
  role: ClauseRole
  importance: KeywordImportance
  source: string
  // Set for dictionary terms: the alias group to look for in the CV.
  group?: number
  // Normalised tokens of a term the dictionary does not know.
  norms: string[]
}

export type ExtractedTerms = { terms: AdTerm[]; units: TermUnit[]; index: AliasIndex }

const ROLE_RANK: Record<ClauseRole, number> = { required: 3, tasks: 2, preferred: 1 }
const MAX_TERM_TOKENS = 3


/**
 * A run cut out of a hyphenated compound ("Domain" of "Domain-Driven Design") is no term of its own:
 * it grows to the whole compound and the capitalised word that completes it.
 */
function wholeCompound(text: string, start: number, end: number): { start: number; end: number } {
  let from = start
  let to = end
  while (from > 1 && text[from - 1] === '-' && /[\p{L}\d]/u.test(text[from - 2] ?? '')) {
    from -= 1
    while (from > 0 && /[\p{L}\d]/u.test(text[from - 1] ?? '')) from -= 1
  }
  let grew = false
  for (let match = /^-[\p{L}\d]+/u.exec(text.slice(to)); match; match = /^-[\p{L}\d]+/u.exec(text.slice(to))) {
    to += match[0].length
    grew = true
  }
  const completion = grew ? /^ \p{Lu}[\p{L}\d]*/u.exec(text.slice(to)) : null
  return { start: from, end: to + (completion?.[0].length ?? 0) }
}

/** Whether the ad's words are one of the alias group's forms as written, not an inflection of one. */
function isKnownForm(index: AliasIndex, group: number, text: string): boolean {
  const folded = text.trim().toLowerCase()
  return folded !== '' && (index.groups[group]?.forms ?? []).some((form) => form.replace(/^[=!]/, '').toLowerCase() === folded)
}

function isCapitalised(token: Token): boolean {
  return /^[A-Z]/.test(token.cased)
}

function isGermanClause(text: string): boolean {
  return (
    /\b(?:und|mit|der|die|das|für|im|zur|zum|von|oder|sowie|kenntnisse|erfahrung|wir|sie|du|ist|sind|sehr|gute|ein|eine|einen|bei|auf|auch|sich|dich|uns|werden|wirst)\b/i.test(
      text,
    ) || /[äöüß]/i.test(text)
  )
}

// Where the first list in a clause begins: "Ausbildung als X oder Studium der Y" lists both.
function triggerEnd(folded: string): number {
  let after = -1
  for (const trigger of LIST_TRIGGERS) {
    const at = folded.indexOf(trigger)
    if (at >= 0 && (after < 0 || at + trigger.length < after)) after = at + trigger.length
  }
  return after
}

// Runs of content tokens not covered by a dictionary term, broken at punctuation and frame words;
// in German also where a lowercase word follows a noun ("Microsoft Intune | begleiten"), since an
// adjective comes before its noun and a verb is no part of a name.
function candidateRuns(
  text: string,
  tokens: readonly Token[],
  covered: ReadonlySet<number>,
  german: boolean,
): Token[][] {
  const runs: Token[][] = []
  let run: Token[] = []
  const flush = () => {
    if (run.length > 0) runs.push(run)
    run = []
  }
  tokens.forEach((token, i) => {
    const previous = tokens[i - 1]
    const gap = previous ? text.slice(previous.end, token.start) : ''
    if (/[^\s\-.]/u.test(gap)) flush()
    if (german && previous && isCapitalised(previous) && !isCapitalised(token)) flush()
    // Tokens that start with a digit are amounts and durations ("5+", "20m"), not terms.
    if (covered.has(i) || FRAME_WORDS.has(token.norm) || /^\d/.test(token.norm) || token.norm.length < 2) {
      flush()
      return
    }
    run.push(token)
  })
  flush()
  return runs
}

function isGeneric(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    (GENERIC_WORDS.has(token.norm) || QUALITY_WORDS.has(token.norm) || SINGLE_WORD_HEADINGS.has(token.norm))
  )
}

// "exciting fintech products" -> "fintech products", "well-tested code" -> "code"; nothing but
// genre words ("competitive salary") is no term at all.
function trimGeneric(run: readonly Token[]): Token[] {
  let start = 0
  let end = run.length
  while (start < end && isGeneric(run[start])) start++
  while (end > start && isGeneric(run[end - 1])) end--
  return run.slice(start, end)
}

// "define OKRs", "track KPIs": the term is what the verb acts on, whatever verb stands before it.
function withoutLeadingVerb(run: readonly Token[]): Token[] {
  let start = 0
  while (start < run.length - 1) {
    const token = run[start]
    if (!token || isCapitalised(token) || !lookupEnglishVerb(token.cased)) break
    start++
  }
  return run.slice(start)
}

// "code", "Lösungen", "Administration": words that are a term only with a qualifier, which may be
// each other ("Software Development", "Product Management").
function needsQualifier(run: readonly Token[]): boolean {
  return run.every((t) => WORK_OBJECTS.has(t.norm)) || run.every((t) => BARE_ACTIVITIES.has(t.norm))
}

type RunContext = {
  listed: boolean
  short: boolean
  german: boolean
  startsClause: boolean
  introducesJob: boolean
  role: ClauseRole
  // The clause the run stands in, as text and as tokens.
  text: string
  tokens: readonly Token[]
  // Capitalised words naming the employer and the place in the ad's opening lines.
  employerNames: ReadonlySet<string>
}

// 'hard' for a tool-like or proper name, 'other' for a listed phrase, undefined when not a term.
function classifyRun(run: readonly Token[], context: RunContext): 'hard' | 'other' | undefined {
  if (run.length === 0 || run.length > MAX_TERM_TOKENS) return undefined
  if (run.some((t) => COMPANY_FORMS.has(t.cased))) return undefined
  if (!context.listed && JOB_TITLE_HEADS.has(run[run.length - 1]?.norm ?? '')) return undefined
  if (needsQualifier(run)) return undefined
  if (run.some(looksTechnical)) return 'hard'
  // "… to join our team in Berlin" below "Pixelfold GmbH · Berlin": the place, not a skill.
  if (!context.listed && run.every((t) => isCapitalised(t) && context.employerNames.has(t.norm))) {
    return undefined
  }
  // German capitalises every noun, so a name in a task sentence shows by its shape and its place:
  // "Backups mit Veeam", "Dokumentation in unserer Software Vivendi".
  if (context.german && context.role === 'tasks' && looksLikeProductName(run, context.tokens, context.text)) {
    return 'hard'
  }
  // Capitals mid-sentence mark names in every language but German, where every noun has one.
  const isName = run.every(isCapitalised) && !context.startsClause && !context.introducesJob
  if (!context.german && isName) return 'hard'
  if (!(context.listed || context.short)) return undefined
  if (context.german) return run.some((t) => isCapitalised(t) && t.norm.length >= 4) ? 'other' : undefined
  return run.some((t) => t.norm.length >= 3) ? 'other' : undefined
}

type ClauseShape = { role: ClauseRole; tokens: readonly Token[]; content: number; continuesList: boolean }

// A clause short enough to be one item of a list: a line of a requirements list ("Kotlin",
// "Healthcare data"), a short sentence, or the next item of a list a trigger opened ("experience
// with Kafka, Flink and Spark"); not any fragment of a long sentence ("including nights and
// weekends"). A short line of a task list is usually a verb phrase ("Control budgets"), and so is a
// clause with its own subject ("You care about clean code").
function isShortClause(sentence: AdSentence, sentenceLength: number, clause: ClauseShape): boolean {
  return (
    clause.role !== 'tasks' &&
    !CLAUSE_SUBJECTS.has(clause.tokens[0]?.norm ?? '') &&
    (sentence.isListItem || clause.continuesList || sentenceLength <= 8) &&
    clause.content <= MAX_TERM_TOKENS
  )
}

export function extractAdTerms(jobDescription: string): ExtractedTerms {
  const index = extendAliasIndex(DEFAULT_ALIAS_INDEX, findDefinedAcronyms(jobDescription))
  const byKey = new Map<string, AdTerm>()
  const occurrences: Occurrence[] = []
  const sentences = readJobAd(jobDescription)
  const employerNames = new Set(
    tokenize(readEmployerAndPlace(jobDescription))
      .filter(isCapitalised)
      .map((t) => t.norm),
  )
  sentences.forEach((sentence, sentenceIndex) => {
    const german = isGermanClause(sentence.source)
    const sentenceLength = tokenize(sentence.source).length
    let listOpen = false
    for (const clause of sentence.clauses) {
      const add = (term: AdTerm, span: { start: number; end: number }) => {
        const known = byKey.get(term.key)
        if (!known || ROLE_RANK[term.role] > ROLE_RANK[known.role]) byKey.set(term.key, term)
        occurrences.push({
          key: term.key,
          role: term.role,
          sentence: sentenceIndex,
          start: clause.offset + span.start,
          end: clause.offset + span.end,
        })
      }
      const tokens = tokenize(clause.text)
      const importance: KeywordImportance = clause.role === 'required' ? 'required' : 'preferred'
      const matches = findAliasMatches(index, tokens)
      const covered = new Set<number>()
      for (const match of matches) for (let i = match.start; i < match.end; i++) covered.add(i)
      const listStart = triggerEnd(foldText(clause.text))
      const isListed = (token: Token) => listStart >= 0 && token.start >= listStart - 1
      const content = tokens.filter(
        (t, i) => !covered.has(i) && !FRAME_WORDS.has(t.norm) && !/^\d/.test(t.norm),
      ).length
      const short = isShortClause(sentence, sentenceLength, {
        role: clause.role,
        tokens,
        content,
        continuesList: listOpen,
      })
      // The list goes on into the next clause while its items stay short.
      listOpen = listStart >= 0 || (listOpen && content <= MAX_TERM_TOKENS)

      for (const match of matches) {
        const kind = groupKind(index, match.group)
        if (kind === 'ignore') continue
        const first = tokens[match.start]
        const last = tokens[match.end - 1]
        // "a 450-bed teaching hospital": the employer's sector, unless the ad asks for it.
        const asked = first !== undefined && (isListed(first) || short) && !sentence.introducesJob
        if (index.groups[match.group]?.sector && !asked) continue
        const span = { start: first?.start ?? 0, end: last?.end ?? 0 }
        // The ad's own words when they are one of the term's forms ("Spring Boot"); an inflected
        // one ("in agilen Teams") is suggested as the term itself ("Agile", issue 30).
        const surface = first && last ? clause.text.slice(span.start, span.end) : ''
        const display = isKnownForm(index, match.group, surface) ? surface : canonicalForm(index, match.group)
        add(
          {
            key: `g${match.group}`,
            display,
            kind,
            role: clause.role,
            importance,
            source: sentence.source,
            group: match.group,
            norms: [],
          },
          span,
        )
      }

      for (const rawRun of candidateRuns(clause.text, tokens, covered, german)) {
        // "Software Vivendi", "Krankenhausinformationssystems ORBIS": the name, not its kind.
        const run = german
          ? withoutToolNoun(trimGeneric(rawRun), clause.text)
          : withoutLeadingVerb(trimGeneric(rawRun))
        const first = run[0]
        const last = run[run.length - 1]
        if (!first || !last) continue
        // The capital of a clause's first word says nothing, even when that word was trimmed.
        const startsClause = rawRun[0] === tokens[0]
        const kind = classifyRun(run, {
          listed: isListed(first),
          short,
          german,
          startsClause,
          introducesJob: sentence.introducesJob,
          role: clause.role,
          text: clause.text,
          tokens,
          employerNames,
        })
        if (!kind) continue
        const norms = run.map((t) => t.norm)
        const whole = wholeCompound(clause.text, first.start, last.end)
        add(
          {
            key: `t${norms.map(stem).join(' ')}`,
            display: clause.text.slice(whole.start, whole.end),
            kind,
            role: clause.role,
            importance,
            source: sentence.source,
            norms,
          },
          { start: first.start, end: last.end },
        )
      }
    }
  })
  const units = buildUnits(
    sentences.map((s) => s.source),
    occurrences,
  )
  return { terms: [...byKey.values()], units, index }
}
