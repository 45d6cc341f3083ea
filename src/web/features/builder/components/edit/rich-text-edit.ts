import { safeRichHref } from '#shared/cv/rich-text'

// Edits of rich text in a plain text area (src/shared/cv/rich-text.ts): each takes the text and
// the selection and gives the new text and selection. Pure, so they are tested without a browser.

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char)

export interface TextEdit {
  text: string
  start: number
  end: number
}

/**
 * Bold (`**`) or italic (`*`) around the selection, or off again when the selection already has
 * it. Spaces at the selection's ends stay outside the marks (a mark never opens before a space).
 * With nothing selected the marks go in with the caret between them.
 */
export function toggleMark(edit: TextEdit, mark: '**' | '*'): TextEdit {
  const { text } = edit
  let { start, end } = edit
  while (start < end && /\s/.test(text[start] ?? '')) start += 1
  while (end > start && /\s/.test(text[end - 1] ?? '')) end -= 1
  // A selection that starts or ends inside a word takes the whole word: a mark never opens or
  // closes inside a word (rich-text.ts), so "**Staff engine**er" would print its stars.
  if (start < end) {
    while (start > 0 && isWordChar(text[start - 1]) && isWordChar(text[start])) start -= 1
    while (end < text.length && isWordChar(text[end - 1]) && isWordChar(text[end])) end += 1
  }
  const before = text.slice(0, start)
  const selected = text.slice(start, end)
  const after = text.slice(end)
  const width = mark.length
  // Already marked around the selection: "**word**" with "word" selected.
  const markedOutside =
    before.endsWith(mark) &&
    after.startsWith(mark) &&
    (mark === '**' || (!before.endsWith('**') && !after.startsWith('**')))
  if (markedOutside && selected) {
    return {
      text: before.slice(0, -width) + selected + after.slice(width),
      start: start - width,
      end: end - width,
    }
  }
  // The selection includes its marks: "**word**" selected.
  const markedInside =
    selected.length > 2 * width &&
    selected.startsWith(mark) &&
    selected.endsWith(mark) &&
    (mark === '**' || (!selected.startsWith('**') && !selected.endsWith('**')) || selected.startsWith('***'))
  if (markedInside) {
    const inner = selected.slice(width, -width)
    return { text: before + inner + after, start, end: start + inner.length }
  }
  return { text: before + mark + selected + mark + after, start: start + width, end: end + width }
}

/** The selection as a link to `href`; with nothing selected, the address is its own text. */
export function insertLink(edit: TextEdit, href: string): TextEdit {
  const selected = edit.text.slice(edit.start, edit.end).trim()
  const label = (selected || href.replace(/^(?:https?:\/\/|mailto:)/i, '')).replace(/([\\[\]])/g, '\\$1')
  const link = `[${label}](${href})`
  const text = edit.text.slice(0, edit.start) + link + edit.text.slice(edit.end)
  return { text, start: edit.start, end: edit.start + link.length }
}

const LIST_MARKER = /^(\s*)[-*•]\s+/

/** Every line the selection touches as a "- " list line, or all back to plain lines when all are. */
export function toggleList(edit: TextEdit): TextEdit {
  const { text } = edit
  const lineStart = text.lastIndexOf('\n', edit.start - 1) + 1
  const nextBreak = text.indexOf('\n', Math.max(edit.end - (edit.end > edit.start ? 1 : 0), edit.start))
  const lineEnd = nextBreak === -1 ? text.length : nextBreak
  const lines = text.slice(lineStart, lineEnd).split('\n')
  const allListed = lines.every((line) => !line.trim() || LIST_MARKER.test(line))
  const changed = lines.map((line) => {
    if (!line.trim()) return line
    return allListed ? line.replace(LIST_MARKER, '$1') : LIST_MARKER.test(line) ? line : `- ${line}`
  })
  const block = changed.join('\n')
  return {
    text: text.slice(0, lineStart) + block + text.slice(lineEnd),
    start: lineStart,
    end: lineStart + block.length,
  }
}

/** What the user typed as a link address, as an address a CV may print; undefined when it is none. */
export function linkAddress(input: string): string | undefined {
  const value = input.trim()
  if (!value) return undefined
  const withScheme = /^(?:https?:\/\/|mailto:)/i.test(value)
    ? value
    : /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(value)
      ? `mailto:${value}`
      : /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/?#]\S*)?$/i.test(value)
        ? `https://${value}`
        : value
  return safeRichHref(withScheme)
}
