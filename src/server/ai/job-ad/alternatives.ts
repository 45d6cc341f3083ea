import type { ClauseRole } from './job-ad-structure'

// "Spark or Databricks", "HubSpot or a similar tool", "CRM (Zendesk)", "a quantitative field
// (statistics, computer science, physics)": terms an ad offers as alternatives are one requirement,
// met by any of them.

export type Occurrence = { key: string; role: ClauseRole; sentence: number; start: number; end: number }
export type TermUnit = { keys: string[]; role: ClauseRole }

const OR_WORDS = String.raw`(?:and\/or|und\/oder|or|oder|ou|o|of|lub|albo|bzw\.?|e\.g\.|z\.\s?b\.|such as|like|wie|etwa|ideally|idealerweise)`
const FILLER_WORDS = String.raw`(?:a|an|any|einem|einer|ein|eine|other|another|similar|comparable|equivalent|vergleichbare\w*|ähnliche\w*|andere\w*|un|une|otro|otra|altro|outro|ander\w*|inny)`
const LINK = new RegExp(String.raw`^[\s,/()]*(?:${OR_WORDS}[\s,()]*(?:${FILLER_WORDS}\s+)*)?$`, 'iu')
const ALTERNATIVE_GAP = new RegExp(String.raw`\(|(?:^|[\s,])${OR_WORDS}(?=[\s,(]|$)`, 'iu')
const EXAMPLES_BEFORE = /(?:\(|e\.g\.|z\.\s?b\.|such as|like|wie|etwa|including|inkl\.)\s*$/iu

const RELATED_AFTER =
  /^\s*,?\s*(?:or|oder|ou|o|of|lub|albo)\s+(?:\p{L}+\s+){0,2}?(?:related|relevant|similar|equivalent|comparable|vergleichbar\p{L}*|ähnlich\p{L}*|verwandt\p{L}*|équivalent\p{L}*|similaire\p{L}*|equivalente?|afín|affine?|analog\p{L}*|vergelijkbar\p{L}*|verwant\p{L}*|pokrewn\p{L}*|podobn\p{L}*)\b/iu

const RANK: Record<ClauseRole, number> = { required: 3, tasks: 2, preferred: 1 }

function chainsOf(sentence: string, occurrences: readonly Occurrence[]): Occurrence[][] {
  const sorted = [...occurrences].sort((a, b) => a.start - b.start)
  const chains: Occurrence[][] = []
  let chain: Occurrence[] = []
  let alternative = false
  const close = () => {
    const first = chain[0]
    const last = chain[chain.length - 1]
    if (first && EXAMPLES_BEFORE.test(sentence.slice(0, first.start))) alternative = true
    // "Construction Management, Civil Engineering or a related discipline": any of them will do.
    if (last && RELATED_AFTER.test(sentence.slice(last.end))) alternative = true
    if (chain.length > 1 && alternative) chains.push(chain)
    else chains.push(...chain.map((o) => [o]))
    chain = []
    alternative = false
  }
  for (const occurrence of sorted) {
    const previous = chain[chain.length - 1]
    if (previous) {
      const gap = sentence.slice(previous.end, occurrence.start)
      if (occurrence.start >= previous.end && LINK.test(gap)) {
        if (ALTERNATIVE_GAP.test(gap)) alternative = true
        chain.push(occurrence)
        continue
      }
      close()
    }
    chain.push(occurrence)
  }
  close()
  return chains
}

/**
 * Scoring units: each term alone, or a set of alternatives. A term counted alone somewhere keeps
 * that; the strongest role of a term wins.
 */
export function buildUnits(sentences: readonly string[], occurrences: readonly Occurrence[]): TermUnit[] {
  const candidates: TermUnit[] = []
  sentences.forEach((sentence, i) => {
    for (const chain of chainsOf(
      sentence,
      occurrences.filter((o) => o.sentence === i),
    )) {
      const keys = [...new Set(chain.map((o) => o.key))]
      const role = chain.reduce<ClauseRole>(
        (best, o) => (RANK[o.role] > RANK[best] ? o.role : best),
        'preferred',
      )
      candidates.push({ keys, role })
    }
  })
  candidates.sort((a, b) => RANK[b.role] - RANK[a.role] || a.keys.length - b.keys.length)
  const assigned = new Set<string>()
  const units: TermUnit[] = []
  for (const unit of candidates) {
    if (unit.keys.every((key) => assigned.has(key))) continue
    unit.keys.forEach((key) => assigned.add(key))
    units.push(unit)
  }
  return units
}
