import type { KeywordKind } from '#shared/api/ai'

import { ALIAS_GROUPS, type AliasGroup } from '#server/text/aliases.data'
import { stem } from '#server/text/stem'
import { expandGermanEllipsis } from '#server/text/sentences'
import { normalizeForMatch, tokenize, type Token } from '#server/text/tokens'

// Finds dictionary terms in a token sequence: longest form first, no overlaps, by exact tokens or,
// failing that, by stems ("Microservices" ~ "microservice").

type Form = {
  group: number
  text: string
  norms: string[]
  stems: string[]
  cased: string[] | undefined
}

export type AliasMatch = {
  group: number
  form: string
  start: number
  end: number
  byStem: boolean
}

export type AliasIndex = {
  groups: readonly AliasGroup[]
  byFirstNorm: Map<string, Form[]>
  byFirstStem: Map<string, Form[]>
  // group -> the broader groups it is evidence for (transitively)
  broader: Map<number, number[]>
}

function isCaseSensitive(form: string): boolean {
  return form.startsWith('=') || /^[A-Z]{1,4}$/.test(form)
}

function isExactOnly(form: string): boolean {
  return form.startsWith('!') || isCaseSensitive(form) || form.length <= 4
}

function addForm(index: AliasIndex, group: number, raw: string): void {
  const text = raw.replace(/^[=!]/, '')
  // "Gesundheits- und Krankenpfleger" is stored as texts are read: expanded.
  const tokens = tokenize(expandGermanEllipsis(text))
  if (tokens.length === 0) return
  const form: Form = {
    group,
    text,
    norms: tokens.map((t) => t.norm),
    stems: tokens.map((t) => stem(t.norm)),
    cased: isCaseSensitive(raw) ? tokens.map((t) => t.cased) : undefined,
  }
  const push = (map: Map<string, Form[]>, key: string) => {
    const list = map.get(key) ?? []
    list.push(form)
    list.sort((a, b) => b.norms.length - a.norms.length)
    map.set(key, list)
  }
  push(index.byFirstNorm, form.norms[0] ?? '')
  // Short tokens and acronyms only match exactly: their stems say nothing.
  if (!isExactOnly(raw)) push(index.byFirstStem, form.stems[0] ?? '')
}

function resolveBroader(index: AliasIndex): void {
  const groupOfForm = new Map<string, number>()
  index.groups.forEach((group, i) =>
    group.forms.forEach((form) => groupOfForm.set(normalizeForMatch(form.replace(/^[=!]/, '')), i)),
  )
  const direct = new Map<number, number[]>()
  index.groups.forEach((group, parent) => {
    for (const name of group.includes ?? []) {
      const child = groupOfForm.get(normalizeForMatch(name))
      if (child === undefined) continue
      direct.set(child, [...(direct.get(child) ?? []), parent])
    }
  })
  for (const child of direct.keys()) {
    const seen = new Set<number>()
    const queue = [...(direct.get(child) ?? [])]
    while (queue.length > 0) {
      const next = queue.shift()
      if (next === undefined || seen.has(next)) continue
      seen.add(next)
      queue.push(...(direct.get(next) ?? []))
    }
    index.broader.set(child, [...seen])
  }
}

export function buildAliasIndex(groups: readonly AliasGroup[]): AliasIndex {
  const index: AliasIndex = { groups, byFirstNorm: new Map(), byFirstStem: new Map(), broader: new Map() }
  groups.forEach((group, i) => group.forms.forEach((form) => addForm(index, i, form)))
  resolveBroader(index)
  return index
}

/** Names in `includes` that match no group: a typo in the dictionary. */
export function unresolvedIncludes(index: AliasIndex): string[] {
  const known = new Set(
    index.groups.flatMap((g) => g.forms.map((f) => normalizeForMatch(f.replace(/^[=!]/, '')))),
  )
  return index.groups.flatMap((g) => (g.includes ?? []).filter((name) => !known.has(normalizeForMatch(name))))
}

export const DEFAULT_ALIAS_INDEX = buildAliasIndex(ALIAS_GROUPS)

/** A copy of the index with extra groups (acronyms a text defines itself). */
export function extendAliasIndex(base: AliasIndex, extra: readonly AliasGroup[]): AliasIndex {
  if (extra.length === 0) return base
  return buildAliasIndex([...base.groups, ...extra])
}

function formMatchesAt(
  form: Form,
  tokens: readonly Token[],
  stems: readonly string[],
  at: number,
  byStem: boolean,
): boolean {
  if (at + form.norms.length > tokens.length) return false
  for (let k = 0; k < form.norms.length; k++) {
    const token = tokens[at + k]
    if (!token) return false
    if (form.cased) {
      if (token.cased !== form.cased[k]) return false
    } else if (byStem ? stems[at + k] !== form.stems[k] : token.norm !== form.norms[k]) {
      return false
    }
  }
  return true
}

export function findAliasMatches(index: AliasIndex, tokens: readonly Token[]): AliasMatch[] {
  const stems = tokens.map((t) => stem(t.norm))
  const matches: AliasMatch[] = []
  let at = 0
  while (at < tokens.length) {
    const token = tokens[at]
    const stemAt = stems[at]
    if (!token || stemAt === undefined) break
    const exact = (index.byFirstNorm.get(token.norm) ?? []).find((f) =>
      formMatchesAt(f, tokens, stems, at, false),
    )
    const viaStem = (index.byFirstStem.get(stemAt) ?? []).find((f) =>
      formMatchesAt(f, tokens, stems, at, true),
    )
    // The longer match wins ("CRM-Systemen" is the CRM-System form, not "CRM" plus a word).
    const form = viaStem && (!exact || viaStem.norms.length > exact.norms.length) ? viaStem : exact
    if (form) {
      matches.push({
        group: form.group,
        form: form.text,
        start: at,
        end: at + form.norms.length,
        byStem: form !== exact,
      })
      at += form.norms.length
    } else {
      at += 1
    }
  }
  return matches
}

export function groupKind(index: AliasIndex, group: number): KeywordKind | 'ignore' {
  return index.groups[group]?.kind ?? 'other'
}

export function canonicalForm(index: AliasIndex, group: number): string {
  return (index.groups[group]?.forms[0] ?? '').replace(/^[=!]/, '')
}
