import type { KeywordImportance, KeywordKind } from '#shared/api/ai'

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
import { COMPANY_FORMS, GENERIC_WORDS, JOB_TITLE_HEADS } from './generic-words.data'
import { SINGLE_WORD_HEADINGS } from './job-ad-headings'
import { readEmployerAndPlace, readJobAd, type ClauseRole } from './job-ad-structure'
import { stem } from './stem'
import { CLAUSE_SUBJECTS, FRAME_WORDS, LIST_TRIGGERS } from './term-words.data'
import { foldText } from './text'
import { tokenize, type Token } from './tokens'

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

function looksTechnical(token: Token): boolean {
  const word = token.cased
  return (
    /[+#]/.test(word) ||
    (/\d/.test(word) && /[A-Za-z]/.test(word)) ||
    /^[A-Z]{2,}s?$/.test(word) ||
    /^[A-Za-z][a-z]+[A-Z]/.test(word)
  )
}

function isCapitalised(token: Token): boolean {
  return /^[A-Z]/.test(token.cased)
}

function isGermanClause(text: string): boolean {
  return (
    /\b(?:und|mit|der|die|das|für|im|zur|zum|von|oder|sowie|kenntnisse|erfahrung)\b/i.test(text) ||
    /[äöüß]/i.test(text)
  )
}

function hasTrigger(folded: string): number {
  let after = -1
  for (const trigger of LIST_TRIGGERS) {
    const at = folded.indexOf(trigger)
    if (at >= 0) after = Math.max(after, at + trigger.length)
  }
  return after
}

// Runs of content tokens not covered by a dictionary term, broken at punctuation and frame words.
function candidateRuns(text: string, tokens: readonly Token[], covered: ReadonlySet<number>): Token[][] {
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
  return token !== undefined && (GENERIC_WORDS.has(token.norm) || SINGLE_WORD_HEADINGS.has(token.norm))
}

// "exciting fintech products" -> "fintech products"; nothing but genre words ("competitive salary")
// is no term at all.
function trimGeneric(run: readonly Token[]): Token[] {
  let start = 0
  let end = run.length
  while (start < end && isGeneric(run[start])) start++
  while (end > start && isGeneric(run[end - 1])) end--
  return run.slice(start, end)
}

type RunContext = {
  listed: boolean
  short: boolean
  german: boolean
  startsClause: boolean
  introducesJob: boolean
  // Capitalised words naming the employer and the place in the ad's opening lines.
  employerNames: ReadonlySet<string>
}

// 'hard' for a tool-like or proper name, 'other' for a listed phrase, undefined when not a term.
function classifyRun(run: readonly Token[], context: RunContext): 'hard' | 'other' | undefined {
  if (run.length === 0 || run.length > MAX_TERM_TOKENS) return undefined
  if (run.some((t) => COMPANY_FORMS.has(t.cased))) return undefined
  if (!context.listed && JOB_TITLE_HEADS.has(run[run.length - 1]?.norm ?? '')) return undefined
  if (run.some(looksTechnical)) return 'hard'
  // "… to join our team in Berlin" below "Pixelfold GmbH · Berlin": the place, not a skill.
  if (!context.listed && run.every((t) => isCapitalised(t) && context.employerNames.has(t.norm))) {
    return undefined
  }
  // Capitals mid-sentence mark names in every language but German, where every noun has one.
  const isName = run.every(isCapitalised) && !context.startsClause && !context.introducesJob
  if (!context.german && isName) return 'hard'
  if (!(context.listed || context.short)) return undefined
  if (context.german) return run.some((t) => isCapitalised(t) && t.norm.length >= 4) ? 'other' : undefined
  return run.some((t) => t.norm.length >= 3) ? 'other' : undefined
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
      const covered = new Set<number>()
      for (const match of findAliasMatches(index, tokens)) {
        for (let i = match.start; i < match.end; i++) covered.add(i)
        const kind = groupKind(index, match.group)
        if (kind === 'ignore') continue
        const first = tokens[match.start]
        const last = tokens[match.end - 1]
        const span = { start: first?.start ?? 0, end: last?.end ?? 0 }
        const display =
          first && last ? clause.text.slice(span.start, span.end) : canonicalForm(index, match.group)
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

      const folded = foldText(clause.text)
      const triggerEnd = hasTrigger(folded)
      const german = isGermanClause(sentence.source)
      const contentTokens = tokens.filter(
        (t, i) => !covered.has(i) && !FRAME_WORDS.has(t.norm) && !/^\d/.test(t.norm),
      )
      // A short line of a requirements list is itself a term ("Kotlin", "Healthcare data"); a
      // short line of a task list is usually a verb phrase ("Control budgets"), and so is a clause
      // with its own subject ("You care about clean code").
      const short =
        clause.role !== 'tasks' &&
        !CLAUSE_SUBJECTS.has(tokens[0]?.norm ?? '') &&
        (sentence.isListItem || tokens.length <= 8) &&
        contentTokens.length <= MAX_TERM_TOKENS
      for (const rawRun of candidateRuns(clause.text, tokens, covered)) {
        const run = trimGeneric(rawRun)
        const first = run[0]
        const last = run[run.length - 1]
        if (!first || !last) continue
        const listed = triggerEnd >= 0 && first.start >= triggerEnd - 1
        // The capital of a clause's first word says nothing, even when that word was trimmed.
        const startsClause = rawRun[0] === tokens[0]
        const kind = classifyRun(run, {
          listed,
          short,
          german,
          startsClause,
          introducesJob: sentence.introducesJob,
          employerNames,
        })
        if (!kind) continue
        const norms = run.map((t) => t.norm)
        add(
          {
            key: `t${norms.map(stem).join(' ')}`,
            display: clause.text.slice(first.start, last.end),
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
