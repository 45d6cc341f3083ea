import type { Lexicon } from './lexicon'
import { ENGLISH_FUNCTION_WORDS, FIRST_PERSON_WORDS, GERMAN_FUNCTION_WORDS } from './lexicon/letter.lexicon'
import { findFirst, findMatches, matchAt, type Pattern } from './pattern'
import type { LetterDocument } from './segment'
import { legalFormAlternation } from '#server/text/legal-forms'

// Is this an employment reference at all? The answer rests on evidence found by the graders
// (formulas, assessments) plus the letter's structure, against markers of other text kinds.

export type LetterVerdict =
  | { isLetter: true; kind: 'qualified' | 'simple' }
  | { isLetter: false; reason: 'not_german' | 'not_reference_letter' | 'too_short' }

export type LetterSignals = {
  formulaCount: number
  descriptorCount: number
  /** Descriptor hits that assess conduct (behaviour): a simple certificate assesses nothing. */
  behaviourCount: number
  codeCount: number
  closingParts: number
  hasSubject: boolean
}

// Issue 17: what makes a reference a reference is its content, not its completeness: an employer,
// a person, a period of work, duties, and an assessment of that work. A letter without a title, a
// closing formula or one of the other parts is still a letter.
const COMPANY = new RegExp(`\\b(?:${legalFormAlternation({ loose: true })})(?=[\\s,.;]|$)`, 'u')
const OWN_BUSINESS =
  /\b(?:in|bei) (?:unserem|unserer|meinem|meiner|uns(?:erem)?) ?(?:\p{L}+)?|\bbei uns\b|\bunser(?:e|em|er)? (?:Unternehmen|Unternehmung|Betrieb|Firma|Kanzlei|Praxis|Haus|Hotel|Filiale)/u
const PERIOD =
  /\b(?:vom|von|seit(?: dem)?|ab(?: dem)?)\s+(?:\d{1,2}\.\s*(?:\d{1,2}\.|\p{L}+)\s*)?(?:19|20)\d\d\b|\b(?:19|20)\d\d\s*(?:bis|-|–)\s*(?:19|20)?\d\d\b/u
const MIN_LETTER_ELEMENTS = 2
const MIN_WORDS = 25
const MIN_GERMAN_SHARE = 0.12
const LETTER_THRESHOLD = 5
const FIRST_PERSON_SHARE = 0.02

export function judgeLetter(doc: LetterDocument, lexicon: Lexicon, signals: LetterSignals): LetterVerdict {
  const words = doc.tokens.filter((token) => !/^\d+$/.test(token.text))
  if (words.length < MIN_WORDS) return { isLetter: false, reason: 'too_short' }
  const german = words.filter((token) => GERMAN_FUNCTION_WORDS.has(token.text)).length / words.length
  const english = words.filter((token) => ENGLISH_FUNCTION_WORDS.has(token.text)).length / words.length
  if (german < MIN_GERMAN_SHARE || english > german) return { isLetter: false, reason: 'not_german' }

  const all = doc.tokens.length
  const hasQualifiedTitle = findMatches(doc, lexicon.qualifiedTitles, 0, all).length > 0
  const hasSimpleTitle = findMatches(doc, lexicon.simpleTitles, 0, all).length > 0
  const matched = (patterns: readonly Pattern[]): Set<string> =>
    new Set(
      findMatches(doc, patterns, 0, all).flatMap((match) =>
        patterns
          .filter((pattern) => matchAt(doc.tokens, match.from, all, pattern) === match.to)
          .map((pattern) => pattern.source),
      ),
    )
  const employment = matched(lexicon.employment).size
  const otherKinds = matched(lexicon.notALetter).size
  const firstPerson = words.filter((token) => FIRST_PERSON_WORDS.has(token.text)).length / words.length

  const evaluation =
    (signals.formulaCount > 0 ? 3 : 0) +
    Math.min(3, signals.descriptorCount * 0.5) +
    (signals.codeCount > 0 ? 1 : 0)
  const structure =
    (hasQualifiedTitle || hasSimpleTitle ? 2 : 0) +
    Math.min(2, employment) +
    Math.min(2, signals.closingParts) +
    (signals.hasSubject ? 1 : 0)
  // A first-person text with no formula is an application or a CV, not a reference.
  const penalty = otherKinds * 2 + (firstPerson > FIRST_PERSON_SHARE && signals.formulaCount === 0 ? 3 : 0)
  const score = evaluation + structure - penalty
  // One sentence on conduct with a closing formula is an assessment too (a letter silent on performance).
  const hasAssessment =
    signals.formulaCount > 0 ||
    signals.descriptorCount >= 2 ||
    (signals.behaviourCount >= 1 && signals.closingParts >= 2)
  // Counted only when the score alone does not make it a letter (the duty scan is not free).
  const elementCount = (): number =>
    [
      signals.hasSubject,
      PERIOD.test(doc.original),
      COMPANY.test(doc.original) || OWN_BUSINESS.test(doc.original),
      employment >= 2 || findFirst(doc, lexicon.dutyMarkers, 0, all) !== null,
    ].filter(Boolean).length
  const isOtherKind = otherKinds > 0 && signals.formulaCount === 0

  // A simple certificate states the job and its dates and assesses neither performance nor conduct
  // (Art. 330a Abs. 2 OR, § 109 GewO): one sentence on conduct makes it a qualified letter whose
  // performance assessment is missing, a telling silence to name, not an unassessed certificate.
  const looksSimple =
    (hasSimpleTitle || (employment >= 2 && hasQualifiedTitle)) &&
    signals.formulaCount === 0 &&
    signals.descriptorCount <= 1 &&
    signals.behaviourCount === 0
  if (looksSimple && structure - penalty >= 3) return { isLetter: true, kind: 'simple' }
  if (score >= LETTER_THRESHOLD && evaluation >= 1.5) return { isLetter: true, kind: 'qualified' }
  if (hasAssessment && !isOtherKind && penalty === 0 && elementCount() >= MIN_LETTER_ELEMENTS)
    return { isLetter: true, kind: 'qualified' }
  return { isLetter: false, reason: 'not_reference_letter' }
}
