import type { Lexicon } from './lexicon'
import { findFirst, findMatches } from './pattern'
import { parseDocument, spanText, type LetterDocument } from './segment'

// The employee's occupation: from the user's input when given, else from the letter ("als
// Kassiererin tätig"). Role words after an article ("an den Teamleiter") name someone else.

export type Occupation = {
  label: string
  groups: Lexicon['occupations']
  source: 'input' | 'letter'
}

const OWN_ROLE_REACH = 3
// Without "als", a role word counts only near the top of the letter, where the role is introduced.
const EARLY_SHARE = 0.4

export function detectOccupation(doc: LetterDocument, lexicon: Lexicon, input?: string): Occupation | null {
  const applies = (group: Lexicon['occupations'][number]): boolean =>
    group.requiresCompiled.length === 0 ||
    findFirst(doc, group.requiresCompiled, 0, doc.tokens.length) !== null
  const given = input?.trim()
  if (given) {
    const inputDoc = parseDocument(given)
    const end = inputDoc.tokens.length
    const groups = lexicon.occupations.filter(
      (group) =>
        applies(group) &&
        (findFirst(inputDoc, group.compiled, 0, end) ?? findFirst(inputDoc, group.aliasesCompiled, 0, end)),
    )
    return { label: given, groups, source: 'input' }
  }
  const strong: { group: Lexicon['occupations'][number]; from: number; to: number }[] = []
  const weak: typeof strong = []
  const early = Math.floor(doc.tokens.length * EARLY_SHARE)
  for (const group of lexicon.occupations) {
    if (!applies(group)) continue
    for (const match of findMatches(doc, group.compiled, 0, doc.tokens.length)) {
      const sentence = doc.sentences[doc.tokens[match.from]?.sentence ?? 0]
      const sentenceStart = sentence?.from ?? 0
      if (sentence && findFirst(doc, lexicon.nextRoleSentence, sentence.from, sentence.to)) continue
      const before = Math.max(sentenceStart, match.from - OWN_ROLE_REACH)
      if (findFirst(doc, lexicon.ownRoleBefore, before, match.from)) {
        strong.push({ group, ...match })
      } else if (
        match.from < early &&
        !findFirst(doc, lexicon.otherPersonBefore, Math.max(sentenceStart, match.from - 1), match.from)
      ) {
        weak.push({ group, ...match })
      }
    }
  }
  const chosen = strong.length > 0 ? strong : weak
  if (chosen.length === 0) return null
  chosen.sort((a, b) => a.from - b.from)
  const groups = [...new Set(chosen.map((entry) => entry.group))]
  const first = chosen[0]
  return { label: first ? spanText(doc, first.from, first.to) : '', groups, source: 'letter' }
}
