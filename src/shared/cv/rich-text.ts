// Rich text in a CV's free-text fields (summary, descriptions, bullets): a tiny Markdown subset,
// stored as typed in the same string fields so every older CV stays valid and every export stays
// simple (docs/decisions/cv-rich-text.md).
//
//   **bold**   *italic*   [text](https://…)   a line starting with "- " (or "* ", "• ") is a list item
//
// Only http(s) and mailto links are links; anything else (javascript:, data:, relative paths) stays
// literal text, exactly as typed. There is no HTML: "<b>" is four characters of text. A mark only
// opens before a non-space and closes after one, and never inside a word ("2*3*4", "a**b" stay as
// typed), so text written before rich text existed reads as it did. A backslash escapes a mark.
// This module is the one parser: templates, Word, .txt, .md, JSON Resume and every analysis use it.

export type RichInline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: RichInline[] }
  | { type: 'em'; children: RichInline[] }
  | { type: 'link'; href: string; children: RichInline[] }

export type RichBlock =
  { type: 'paragraph'; children: RichInline[] } | { type: 'list'; items: RichInline[][] }

const ESCAPABLE = new Set(['\\', '*', '[', ']', '(', ')', '_'])
const LIST_ITEM = /^(?:[-*•]\s+)/
const SAFE_LINK = /^(?:https?:\/\/[^\s<>"'`()\\]+|mailto:[^\s<>"'`()\\@]+@[^\s<>"'`()\\]+)$/i
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char)
const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char)

/** A safe address for a rich-text link, or undefined when it must stay text. */
export function safeRichHref(url: string): string | undefined {
  const trimmed = url.trim()
  return SAFE_LINK.test(trimmed) ? trimmed : undefined
}

interface Allowed {
  strong: boolean
  em: boolean
  link: boolean
}

class InlineParser {
  // Positions from which no closer of a kind exists up to a given end: an opener there cannot
  // close either, which keeps a long run of unmatched marks linear instead of quadratic.
  private readonly noCloser = { strong: [Infinity, -1], em: [Infinity, -1] } as Record<
    'strong' | 'em',
    [number, number]
  >

  constructor(private readonly source: string) {}

  parse(start: number, end: number, allowed: Allowed): RichInline[] {
    const out: RichInline[] = []
    const s = this.source
    let text = ''
    const flush = () => {
      if (text) out.push({ type: 'text', text })
      text = ''
    }
    let i = start
    while (i < end) {
      const char = s[i] ?? ''
      if (char === '\\' && i + 1 < end && ESCAPABLE.has(s[i + 1] ?? '')) {
        text += s[i + 1]
        i += 2
        continue
      }
      if (char === '*') {
        const kind = s[i + 1] === '*' && i + 1 < end ? 'strong' : 'em'
        const width = kind === 'strong' ? 2 : 1
        if (allowed[kind] && this.canOpen(i, width, end)) {
          const close = this.findCloser(kind, i + width, end)
          if (close !== -1) {
            flush()
            const children = this.parse(i + width, close, { ...allowed, [kind]: false })
            out.push({ type: kind, children })
            i = close + width
            continue
          }
        }
        text += s.slice(i, i + width)
        i += width
        continue
      }
      if (char === '[' && allowed.link) {
        const link = this.readLink(i, end)
        if (link) {
          flush()
          out.push({
            type: 'link',
            href: link.href,
            children: this.parse(i + 1, link.textEnd, { ...allowed, link: false }),
          })
          i = link.next
          continue
        }
      }
      text += char
      i += 1
    }
    flush()
    return out
  }

  private canOpen(at: number, width: number, end: number): boolean {
    const after = at + width < end ? this.source[at + width] : undefined
    return !isSpace(after) && after !== '*' && !isWordChar(this.source[at - 1])
  }

  private findCloser(kind: 'strong' | 'em', from: number, end: number): number {
    const [failedFrom, failedEnd] = this.noCloser[kind]
    if (from >= failedFrom && end <= failedEnd) return -1
    const s = this.source
    const width = kind === 'strong' ? 2 : 1
    let i = from
    while (i < end) {
      const char = s[i]
      if (char === '\\' && ESCAPABLE.has(s[i + 1] ?? '')) {
        i += 2
        continue
      }
      if (char === '*') {
        const run = s[i + 1] === '*' && i + 1 < end ? 2 : 1
        if (
          run === width &&
          i > from &&
          !isSpace(s[i - 1]) &&
          !isWordChar(i + width < end ? s[i + width] : undefined)
        ) {
          return i
        }
        i += run
        continue
      }
      i += 1
    }
    this.noCloser[kind] = [from, end]
    return -1
  }

  private readLink(at: number, end: number): { href: string; textEnd: number; next: number } | undefined {
    const s = this.source
    let i = at + 1
    while (i < end && s[i] !== ']') {
      if (s[i] === '[') return undefined
      if (s[i] === '\\') i += 1
      i += 1
    }
    if (i >= end || i === at + 1 || s[i + 1] !== '(') return undefined
    const textEnd = i
    const close = s.indexOf(')', i + 2)
    if (close === -1 || close >= end) return undefined
    const href = safeRichHref(s.slice(i + 2, close))
    return href ? { href, textEnd, next: close + 1 } : undefined
  }
}

/** The marks of one line: bold, italic and links. */
export function parseRichInline(source: string): RichInline[] {
  return new InlineParser(source).parse(0, source.length, { strong: true, em: true, link: true })
}

/** Whether a line is a list item ("- ", "* ", "• "), and its text without the marker. */
export function listItemText(line: string): string | undefined {
  const match = LIST_ITEM.exec(line)
  return match ? line.slice(match[0].length) : undefined
}

/** A free-text field as blocks: each non-empty line a paragraph, runs of list lines one list. */
export function parseRichText(source: string): RichBlock[] {
  const blocks: RichBlock[] = []
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim()
    if (!line) continue
    const item = listItemText(line)
    if (item === undefined) {
      blocks.push({ type: 'paragraph', children: parseRichInline(line) })
      continue
    }
    const last = blocks[blocks.length - 1]
    const children = parseRichInline(item)
    if (last?.type === 'list') last.items.push(children)
    else blocks.push({ type: 'list', items: [children] })
  }
  return blocks
}

/** Inline nodes as plain text. With `linkAddresses`, a link keeps its address after its text. */
export function inlineToPlain(
  nodes: readonly RichInline[],
  options: { linkAddresses?: boolean } = {},
): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.text
      const text = inlineToPlain(node.children, options)
      if (node.type !== 'link' || !options.linkAddresses) return text
      const address = node.href.replace(/^mailto:/i, '')
      const bare = address.replace(/^https?:\/\//i, '').replace(/\/+$/, '')
      return text === address || text === bare ? text : `${text} (${address})`
    })
    .join('')
}

/** One line of rich text as plain text: marks dropped, links as their text. */
export function richToPlain(line: string, options: { linkAddresses?: boolean } = {}): string {
  return inlineToPlain(parseRichInline(line), options)
}

/**
 * A whole free-text field as plain text, line by line: list lines keep their marker, marks are
 * dropped, everything else (spacing, line ends) stays. What every analysis (ATS, AI checks) reads.
 */
export function richTextToPlain(source: string, options: { linkAddresses?: boolean } = {}): string {
  return source
    .split(/(\r?\n)/)
    .map((line, index) => {
      if (index % 2 === 1) return line
      const marker = /^\s*[-*•]\s+/.exec(line)?.[0] ?? ''
      return marker + richToPlain(line.slice(marker.length), options)
    })
    .join('')
}

const escapeText = (text: string) => text.replace(/([\\`*_[\]<>|~])/g, '\\$1')

/** Inline nodes back as Markdown: marks as ** and *, links as [text](<address>), every other mark character escaped. */
export function inlineToMarkdown(nodes: readonly RichInline[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return escapeText(node.text)
      const inner = inlineToMarkdown(node.children)
      if (node.type === 'strong') return `**${inner}**`
      if (node.type === 'em') return `*${inner}*`
      return `[${inner}](${node.href})`
    })
    .join('')
}
