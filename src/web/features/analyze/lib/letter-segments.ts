import type { CodedPhrase } from '#shared/api/zeugnis'

export type LetterSegment = { text: string; phrase?: undefined } | { text: string; phrase: CodedPhrase; index: number }

/**
 * The letter cut into plain runs and highlighted coded phrases, by the offsets the server returned
 * into exactly the text that was sent. Phrases without offsets (omissions) or that overlap an earlier
 * one are left out of the highlighting; they still appear in the list of phrases.
 */
export function segmentLetter(text: string, phrases: readonly CodedPhrase[]): LetterSegment[] {
  const located = phrases
    .map((phrase, index) => ({ phrase, index }))
    .filter(
      (item): item is { phrase: CodedPhrase & { start: number; end: number }; index: number } =>
        item.phrase.start !== undefined &&
        item.phrase.end !== undefined &&
        item.phrase.start < item.phrase.end &&
        item.phrase.end <= text.length,
    )
    .sort((a, b) => a.phrase.start - b.phrase.start || b.phrase.end - a.phrase.end)

  const segments: LetterSegment[] = []
  let cursor = 0
  for (const { phrase, index } of located) {
    if (phrase.start < cursor) continue
    if (phrase.start > cursor) segments.push({ text: text.slice(cursor, phrase.start) })
    segments.push({ text: text.slice(phrase.start, phrase.end), phrase, index })
    cursor = phrase.end
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor) })
  return segments
}
