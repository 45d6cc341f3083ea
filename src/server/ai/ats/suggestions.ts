import type { AtsKeyword, AtsSuggestion, KeywordImportance } from '#shared/api/ai'
import type { Locale } from '#shared/i18n/locales'

import { initialsMatch } from '#server/ai/job-ad/acronyms'
import type { AliasIndex } from '#server/ai/job-ad/alias-index'
import type { TermHit } from '#server/ai/job-ad/cv-index'
import { flat } from '#server/text/lines'
import type { CvStructureLine } from '#server/text/cv-structure'
import type { AdTerm } from '#server/ai/job-ad/extract-terms'
import { stem } from '#server/text/stem'
import { IMPORTANCE_WORDS, SUGGESTION_TEMPLATES } from './suggestions.data'
import { FRAME_WORDS } from '#server/ai/job-ad/term-words.data'
import { tokenize } from '#server/text/tokens'

// Which missing term to add where: tools and hard skills to Skills, or to the job whose bullets
// already talk about the same thing; degrees to Education; soft skills into a bullet, as evidence.

type Role = { title: string; stems: Set<string> }

function contentStems(text: string): Set<string> {
  return new Set(
    tokenize(text)
      .filter((t) => t.norm.length >= 3 && !FRAME_WORDS.has(t.norm))
      .map((t) => stem(t.norm)),
  )
}

// "Frontend Developer, Shoplane GmbH, Bremen (2021 – present)" -> "Frontend Developer, Shoplane GmbH, Bremen"
function roleTitle(line: string): string {
  const title = line
    .replace(/\([^)]*\d{4}[^)]*\)/g, '')
    .replace(/[,|·–—-]?\s*(?:\d{1,2}\/)?\d{4}\s*(?:[-–—]|to|bis)\s*(?:(?:\d{1,2}\/)?\d{4}|\p{L}+)\s*$/u, '')
    .replace(/[\s,|·–—-]+$/u, '')
    .trim()
  return title === '' ? line : title
}

function rolesOf(lines: readonly CvStructureLine[]): Role[] {
  const roles = new Map<string, Role>()
  for (const line of lines) {
    if (!line.role) continue
    const role = roles.get(line.role) ?? { title: roleTitle(line.role), stems: new Set<string>() }
    contentStems(flat(line)).forEach((s) => role.stems.add(s))
    roles.set(line.role, role)
  }
  return [...roles.values()]
}

// The job whose bullets already speak of the term itself (counted three times) or of the ad's
// sentence around it: "e-commerce" goes under the job that mentions online retail, not the first.
function closestRole(roles: readonly Role[], term: AdTerm, minOverlap: number): Role | undefined {
  const own = contentStems(term.display)
  const around = contentStems(term.source)
  let best: { role: Role; overlap: number } | undefined
  for (const role of roles) {
    const overlap =
      3 * [...own].filter((s) => role.stems.has(s)).length +
      [...around].filter((s) => !own.has(s) && role.stems.has(s)).length
    if (overlap >= minOverlap && (!best || overlap > best.overlap)) best = { role, overlap }
  }
  return best?.role
}

function placeMissing(term: AdTerm, importance: KeywordImportance, roles: readonly Role[]): AtsSuggestion {
  const base = { term: term.display, importance }
  switch (term.kind) {
    case 'degree':
    case 'certificate':
      return { ...base, kind: 'add_to_education' }
    case 'language':
      return { ...base, kind: 'add_to_skills' }
    case 'soft': {
      const role = closestRole(roles, term, 1)
      return role ? { ...base, kind: 'add_to_role', role: role.title } : { ...base, kind: 'add_to_summary' }
    }
    case 'other':
    case 'title':
      return { ...base, kind: 'add_to_summary' }
    case 'hard': {
      const role = closestRole(roles, term, 2)
      return role ? { ...base, kind: 'add_to_role', role: role.title } : { ...base, kind: 'add_to_skills' }
    }
  }
}

const ACRONYM = /^[A-Z][A-Z0-9]{1,5}s?$/

// A found term written only as "SEO" or only as "Search Engine Optimization": Lever does not expand
// acronyms (docs/spec/domain/ats.md §3.1), so both forms should appear.
function bothForms(term: AdTerm, hit: TermHit, index: AliasIndex): AtsSuggestion | undefined {
  if (term.group === undefined || term.kind !== 'hard') return undefined
  const forms = (index.groups[term.group]?.forms ?? []).map((f) => f.replace(/^[=!]/, ''))
  const acronym = forms.find((f) => ACRONYM.test(f))
  // Only a true expansion: "Amazon Web Services" for AWS, not "German Commercial Code" for HGB.
  const long = forms.find(
    (f) => acronym !== undefined && f !== acronym && initialsMatch(f.split(/\s+/), acronym),
  )
  if (!acronym || !long) return undefined
  const used = [...hit.forms]
  const hasAcronym = used.some((f) => ACRONYM.test(f))
  const hasLong = used.some((f) => !ACRONYM.test(f))
  if (hasAcronym === hasLong) return undefined
  return {
    kind: 'write_both_forms',
    term: term.display,
    importance: term.importance,
    otherForm: hasAcronym ? long : acronym,
  }
}

export function planSuggestions(input: {
  missing: readonly AdTerm[]
  keywords: readonly AtsKeyword[]
  terms: readonly AdTerm[]
  hits: ReadonlyMap<string, TermHit | undefined>
  lines: readonly CvStructureLine[]
  index: AliasIndex
}): AtsSuggestion[] {
  const roles = rolesOf(input.lines)
  const byImportance = [...input.missing].sort((a, b) =>
    a.importance === b.importance ? 0 : a.importance === 'required' ? -1 : 1,
  )
  const missing = byImportance.map((term) => placeMissing(term, term.importance, roles))
  const forms = input.terms.flatMap((term) => {
    const hit = input.hits.get(term.key)
    const suggestion = hit ? bothForms(term, hit, input.index) : undefined
    return suggestion ? [suggestion] : []
  })
  return [...missing, ...forms]
}

export function renderSuggestion(suggestion: AtsSuggestion, language: Locale): string {
  const both = suggestion.otherForm
    ? ACRONYM.test(suggestion.otherForm)
      ? `${suggestion.term} (${suggestion.otherForm})`
      : `${suggestion.otherForm} (${suggestion.term})`
    : suggestion.term
  return SUGGESTION_TEMPLATES[language][suggestion.kind]
    .replace('{term}', suggestion.term)
    .replace('{role}', suggestion.role ?? '')
    .replace('{importance}', IMPORTANCE_WORDS[language][suggestion.importance])
    .replace('{both}', both)
}
