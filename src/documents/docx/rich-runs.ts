import { ExternalHyperlink, TextRun, type IRunOptions, type ParagraphChild } from 'docx'
import { parseRichInline, parseRichText, type RichBlock, type RichInline } from '#shared/cv/rich-text'

// Rich text (src/shared/cv/rich-text.ts) as Word runs: bold and italic runs, real hyperlinks in
// Word's Hyperlink style. Every text passes the caller's `clean` (XML-safe, one line), so a Word
// file gets nothing the PDF would not print.

export type RunStyle = Pick<IRunOptions, 'bold' | 'italics' | 'color' | 'size'>

function runsOf(
  nodes: readonly RichInline[],
  style: RunStyle,
  clean: (text: string) => string,
  inLink: boolean,
): ParagraphChild[] {
  return nodes.flatMap((node): ParagraphChild[] => {
    if (node.type === 'text') {
      const text = clean(node.text)
      return text ? [new TextRun({ ...style, text, ...(inLink ? { style: 'Hyperlink' } : {}) })] : []
    }
    if (node.type === 'strong') return runsOf(node.children, { ...style, bold: true }, clean, inLink)
    if (node.type === 'em') return runsOf(node.children, { ...style, italics: true }, clean, inLink)
    return [
      new ExternalHyperlink({ link: clean(node.href), children: runsOf(node.children, style, clean, true) }),
    ]
  })
}

/** One line of rich text as runs. */
export function richRuns(
  line: string,
  clean: (text: string) => string,
  style: RunStyle = {},
): ParagraphChild[] {
  return runsOf(parseRichInline(line), style, clean, false)
}

/** The lines of a free-text field as blocks (paragraphs and "- " lists) with their runs. */
export function richBlocks(lines: readonly string[]): RichBlock[] {
  return parseRichText(lines.join('\n'))
}

/** Runs of already parsed inline nodes. */
export function inlineRuns(
  nodes: readonly RichInline[],
  clean: (text: string) => string,
  style: RunStyle = {},
): ParagraphChild[] {
  return runsOf(nodes, style, clean, false)
}
