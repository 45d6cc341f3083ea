import type { KeywordMatch } from '#shared/api/ai'

import { findAliasMatches, type AliasIndex } from './alias-index'
import type { AdTerm } from './extract-terms'
import { stem } from '#server/text/stem'
import { flat } from '#server/text/lines'
import { readCvStructure } from '#server/text/cv-structure'
import { expandGermanEllipsis } from '#server/text/sentences'
import { tokenize, type Token } from '#server/text/tokens'

// Where a job ad's terms occur in a CV: by the same dictionary (any alias counts), by the exact
// words, by stems, or as the head of a German compound ("Buchhaltung" in "Finanzbuchhaltung").

export type CvIndex = {
  tokens: Token[]
  normText: string
  stemText: string
  lineStems: Set<string>[]
  groups: Map<number, { forms: Set<string>; byStemOnly: boolean; viaNarrower: boolean }>
}

const MIN_COMPOUND_HEAD = 5

export function buildCvIndex(cvContent: string, index: AliasIndex): CvIndex {
  // Headings are not evidence: "Ausbildung" over the education section is no apprenticeship.
  const text = expandGermanEllipsis(
    readCvStructure(cvContent)
      .map((line) => (line.isHeading ? '' : flat(line)))
      .join('\n'),
  )
  const tokens = tokenize(text)
  const groups: CvIndex['groups'] = new Map()
  const note = (group: number, form: string, byStem: boolean, viaNarrower: boolean) => {
    const known = groups.get(group) ?? { forms: new Set<string>(), byStemOnly: true, viaNarrower: true }
    known.forms.add(form)
    known.byStemOnly = known.byStemOnly && byStem
    known.viaNarrower = known.viaNarrower && viaNarrower
    groups.set(group, known)
  }
  for (const match of findAliasMatches(index, tokens)) {
    note(match.group, match.form, match.byStem, false)
    for (const broader of index.broader.get(match.group) ?? []) note(broader, match.form, match.byStem, true)
  }
  const lineStems = text.split(/\r?\n/).map((line) => new Set(tokenize(line).map((t) => stem(t.norm))))
  return {
    tokens,
    normText: ` ${tokens.map((t) => t.norm).join(' ')} `,
    stemText: ` ${tokens.map((t) => stem(t.norm)).join(' ')} `,
    lineStems,
    groups,
  }
}

export type TermHit = { match: KeywordMatch; forms: ReadonlySet<string> }

function normOf(text: string): string {
  return tokenize(text)
    .map((t) => t.norm)
    .join(' ')
}

function findGeneric(cv: CvIndex, norms: readonly string[]): KeywordMatch | undefined {
  if (cv.normText.includes(` ${norms.join(' ')} `)) return 'exact'
  const stems = norms.map(stem)
  if (cv.stemText.includes(` ${stems.join(' ')} `)) return 'stem'
  const [only] = norms
  if (norms.length === 1 && only && only.length >= MIN_COMPOUND_HEAD) {
    if (cv.tokens.some((t) => t.norm.length > only.length && t.norm.endsWith(only))) return 'stem'
  }
  if (norms.length > 1 && cv.lineStems.some((line) => stems.every((s) => line.has(s)))) return 'stem'
  return undefined
}

export function findTermInCv(cv: CvIndex, term: AdTerm): TermHit | undefined {
  if (term.group !== undefined) {
    const hit = cv.groups.get(term.group)
    if (!hit) return undefined
    const adForm = normOf(term.display)
    const exact = !hit.viaNarrower && [...hit.forms].some((form) => normOf(form) === adForm)
    return { match: exact ? 'exact' : hit.byStemOnly ? 'stem' : 'alias', forms: hit.forms }
  }
  const match = findGeneric(cv, term.norms)
  return match ? { match, forms: new Set() } : undefined
}
