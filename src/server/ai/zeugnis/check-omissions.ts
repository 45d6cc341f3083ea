import type { Lexicon } from './lexicon'
import type { RoleItem } from './lexicon/types'
import { findNegation } from './modifiers'
import { findMatches } from './pattern'
import type { LetterDocument } from './segment'
import type { Finding } from './types'
import type { Occupation } from './detect-occupation'

// Telling silence (docs/spec/domain/zeugnis.md §2.5): the items a reader expects for the occupation. A statement
// that is there is shown as positive; a negated one ("nicht immer ehrlich") counts as a code.

export type RoleItemResult = { findings: Finding[]; required: RoleItem['item'][] }

export function checkRoleItems(
  doc: LetterDocument,
  lexicon: Lexicon,
  occupation: Occupation | null,
): RoleItemResult {
  const required = [...new Set(occupation?.groups.flatMap((group) => group.items) ?? [])]
  const findings: Finding[] = []
  for (const itemKey of required) {
    const item = lexicon.roleItems.find((entry) => entry.item === itemKey)
    if (!item) continue
    const matches = findMatches(doc, item.compiled, 0, doc.tokens.length)
    const kept = matches.filter((match) => {
      const sentence = doc.sentences[doc.tokens[match.from]?.sentence ?? 0]
      const from = Math.max(sentence?.from ?? 0, match.from - 4)
      return !findNegation(doc, lexicon, from, match.to, [match], [match.from])
    })
    const present = kept[0]
    if (present) {
      findings.push({
        key: `item_${item.item}`,
        dimension: item.dimension,
        impact: 'positive',
        severity: 'mild',
        from: present.from,
        to: present.to,
        sentence: doc.tokens[present.from]?.sentence ?? 0,
        meaning: { kind: 'item_present', item: item.item },
        affectsCategory: false,
      })
      continue
    }
    const negated = matches[0]
    if (negated) {
      findings.push({
        key: `negated_${item.item}`,
        dimension: item.dimension,
        impact: 'negative',
        severity: 'serious',
        from: Math.max(0, negated.from - 2),
        to: negated.to,
        sentence: doc.tokens[negated.from]?.sentence ?? 0,
        meaning: { kind: 'code', key: 'negation' },
        affectsCategory: true,
      })
      continue
    }
    findings.push({
      key: `missing_${item.item}`,
      dimension: 'omission',
      impact: 'negative',
      severity: item.severity,
      meaning: { kind: 'omission', item: item.item },
      affectsCategory: item.severity !== 'mild',
    })
  }
  return { findings, required }
}
