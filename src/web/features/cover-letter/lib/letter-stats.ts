import { classifyPageFit, countLetterLines, onePageLineLimit, type PageFit } from '#shared/letter-geometry'
import { PAGE_LIMIT_WARNING_LINES, PARAGRAPH_MAX_WORDS } from '#shared/limits'

export type LetterStats = {
  lines: number
  limit: number
  fit: PageFit
  /** Paragraphs (blocks between blank lines) longer than the 80-word target. */
  longParagraphs: number
}

// The same geometry as the built-in letter writer, so "fits one page" means the same on both sides.
const LINE_LIMIT = onePageLineLimit()

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

/** What the preview's counter shows for the letter as it stands (edits included). */
export function measureLetter(text: string): LetterStats {
  const lines = countLetterLines(text)
  const longParagraphs = text
    .split(/\r?\n\s*\r?\n/)
    .filter((paragraph) => countWords(paragraph) > PARAGRAPH_MAX_WORDS).length
  return {
    lines,
    limit: LINE_LIMIT,
    fit: classifyPageFit(lines, LINE_LIMIT, PAGE_LIMIT_WARNING_LINES),
    longParagraphs,
  }
}
