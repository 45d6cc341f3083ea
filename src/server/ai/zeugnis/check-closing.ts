import type { Lexicon } from './lexicon'
import { findFirst, findMatches, type Match, type Pattern } from './pattern'
import type { LetterDocument } from './segment'
import type { Finding } from './types'

// The closing formula (regret, thanks, wishes; for an interim letter thanks and the outlook on
// further work) and the exit reason. docs/spec/domain/zeugnis.md §2.3.

export type ClosingPart = 'regret' | 'thanks' | 'wishes' | 'future'
export type ClosingResult = {
  parts: Partial<Record<ClosingPart, Match & { sentence: number }>>
  /** Sentences that belong to the closing (replaced as a whole by the revision draft). */
  sentences: Set<number>
  exit: (Match & { sentence: number; key: string }) | null
  /** The sentence that states the end of employment ("Das Arbeitsverhältnis endet am …"), reason or not. */
  exitStatement: number | null
  findings: Finding[]
}

// The closing stands at the end; "Wünsche der Kunden" in the duties is not a closing wish.
const CLOSING_SHARE = 0.5
const ALWAYS_CLOSING_SENTENCES = 4

function findPart(
  doc: LetterDocument,
  patterns: readonly Pattern[],
  firstSentence: number,
): (Match & { sentence: number }) | null {
  for (const sentence of doc.sentences) {
    if (sentence.index < firstSentence) continue
    const match = findFirst(doc, patterns, sentence.from, sentence.to)
    if (match) {
      // Prefer the longest phrase starting there ("danken ihm für die Zusammenarbeit").
      const longest = findMatches(doc, patterns, match.from, sentence.to)[0] ?? match
      return { ...longest, sentence: sentence.index }
    }
  }
  return null
}

export function detectLetterType(doc: LetterDocument, lexicon: Lexicon): 'final' | 'interim' {
  let interim = 0
  for (const marker of lexicon.interimMarkers) {
    interim += marker.weight * findMatches(doc, marker.compiled, 0, doc.tokens.length).length
  }
  const final = findMatches(doc, lexicon.finalMarkers, 0, doc.tokens.length).length
  return interim > final ? 'interim' : 'final'
}

export function checkClosing(
  doc: LetterDocument,
  lexicon: Lexicon,
  letterType: 'final' | 'interim',
): ClosingResult {
  const count = doc.sentences.length
  const firstSentence = Math.min(
    Math.floor(count * CLOSING_SHARE),
    Math.max(0, count - ALWAYS_CLOSING_SENTENCES),
  )
  const parts: ClosingResult['parts'] = {}
  const wanted: ClosingPart[] =
    letterType === 'final' ? ['regret', 'thanks', 'wishes'] : ['thanks', 'future', 'wishes']
  for (const part of wanted) {
    const match = findPart(doc, lexicon.closing[part], firstSentence)
    if (match) parts[part] = match
  }
  const findings: Finding[] = []
  const sentences = new Set<number>()
  for (const [part, match] of Object.entries(parts) as [ClosingPart, Match & { sentence: number }][]) {
    sentences.add(match.sentence)
    findings.push({
      key: `closing_${part}`,
      dimension: 'closing',
      impact: 'positive',
      severity: 'mild',
      from: match.from,
      to: match.to,
      sentence: match.sentence,
      meaning: { kind: 'code', key: `closing_${part}` },
      affectsCategory: false,
    })
  }

  let exit: ClosingResult['exit'] = null
  let exitStatement: number | null = null
  if (letterType === 'final') {
    for (const sentence of doc.sentences) {
      if (exit) break
      if (!findFirst(doc, lexicon.exitVerbs, sentence.from, sentence.to)) continue
      if (sentence.index >= firstSentence) exitStatement ??= sentence.index
      for (const reason of lexicon.exitReasons) {
        const match = findFirst(doc, reason.compiled, sentence.from, sentence.to)
        if (!match) continue
        exit = { ...match, sentence: sentence.index, key: reason.key }
        findings.push({
          key: `exit_${reason.key}`,
          dimension: 'exit',
          impact: reason.impact,
          severity: reason.severity,
          from: match.from,
          to: match.to,
          sentence: sentence.index,
          meaning: { kind: 'code', key: reason.meaningKey },
          affectsCategory: reason.impact === 'negative' && reason.severity !== 'mild',
        })
        break
      }
    }
  }

  const hasThanks = parts.thanks !== undefined
  const hasWishes = parts.wishes !== undefined || (letterType === 'interim' && parts.future !== undefined)
  // docs/spec/domain/zeugnis.md §2.3: missing thanks and wishes reads negatively (a missing thank-you alone can pull
  // a good letter down); missing regret is a weak signal. Interim letters need no regret or wishes.
  const bothMissing = !hasThanks && !hasWishes
  if (!hasThanks) {
    findings.push(
      omission(
        'closing_thanks',
        letterType === 'final' ? (bothMissing ? 'serious' : 'moderate') : bothMissing ? 'moderate' : 'mild',
      ),
    )
  }
  if (!hasWishes) {
    findings.push(
      omission('closing_wishes', letterType === 'final' ? (bothMissing ? 'serious' : 'moderate') : 'mild'),
    )
  }
  if (letterType === 'final' && !parts.regret) findings.push(omission('closing_regret', 'mild'))
  return { parts, sentences, exit, exitStatement: exit?.sentence ?? exitStatement, findings }
}

function omission(
  item: 'closing_thanks' | 'closing_wishes' | 'closing_regret',
  severity: Finding['severity'],
): Finding {
  return {
    key: `missing_${item}`,
    dimension: 'omission',
    impact: 'negative',
    severity,
    meaning: { kind: 'omission', item },
    affectsCategory: severity !== 'mild',
  }
}
