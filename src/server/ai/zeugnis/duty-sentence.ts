import type { Lexicon } from './lexicon'
import { findFirst } from './pattern'
import type { LetterDocument } from './segment'

/**
 * A sentence that lists duties ("Zu ihren Aufgaben gehörten …"): its adjectives describe the job,
 * not the person. One that names the field of duties while saying how the person settled in or
 * proved themselves ("hat sich engagiert in das Aufgabengebiet eingearbeitet") assesses them.
 */
export function isDutySentence(
  doc: LetterDocument,
  lexicon: Lexicon,
  sentence: { from: number; to: number },
): boolean {
  if (findFirst(doc, lexicon.dutyMarkers, sentence.from, sentence.to) === null) return false
  return findFirst(doc, lexicon.assessmentPredicates, sentence.from, sentence.to) === null
}
