import type { CodedPhrase } from '#shared/api/zeugnis'
import { describeFinding } from './explain'
import type { ZeugnisMessages } from './messages/types'
import { spanText, type LetterDocument } from './segment'
import type { Finding } from './types'
import { fill } from './zeugnis-messages'

// Findings as coded phrases: quoted as written, with offsets into the submitted text and the
// meaning in the reader's language. A gap has no quote; it is named in square brackets instead.

export function toCodedPhrases(
  doc: LetterDocument,
  findings: readonly Finding[],
  messages: ZeugnisMessages,
): Map<Finding, CodedPhrase> {
  const phrases = new Map<Finding, CodedPhrase>()
  for (const finding of findings) {
    const base = {
      meaning: describeFinding(finding, messages),
      impact: finding.impact,
      dimension: finding.dimension,
      key: finding.key,
      severity: finding.severity,
    }
    if (finding.from === undefined || finding.to === undefined) {
      const item = finding.meaning.kind === 'omission' ? messages.items[finding.meaning.item] : ''
      phrases.set(finding, { ...base, phrase: fill(messages.phrase.omissionPhrase, { item }) })
      continue
    }
    const start = doc.tokens[finding.from]?.start ?? 0
    const end = doc.tokens[finding.to - 1]?.end ?? start
    phrases.set(finding, { ...base, phrase: spanText(doc, finding.from, finding.to), start, end })
  }
  return phrases
}
