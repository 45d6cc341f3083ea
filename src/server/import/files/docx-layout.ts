import { headingKind } from '#server/text/headings'
import { isDateOnly } from '#server/text/dates'
import { htmlToText, parseHtml } from './html-to-text'

// Word CVs laid out with tables and tab stops, brought into the shape the importer reads from a
// PDF (a date cell beside its entry, a heading on a line of its own):
// - a tab stop ("2019 – 2021⇥Senior Analyst, Globex") stays a cell gap, where HTML would fold it
//   into a space;
// - a label cell naming a section ("Berufserfahrung" | "03/2019 – heute" | entry) becomes a
//   heading line above the rest of its row;
// - a date cell wrapped in its narrow column ("03/2019 –" / "heute") is one date again, so it sits
//   beside its entry's first line instead of being read as lines of its own;
// - empty cells (spacer columns) are left out;
// - a section heading printed twice in a row (margin label and heading) is read once.

type HtmlNode = ReturnType<typeof parseHtml>

// A character Word text never holds, which survives htmlToText's folding of spaces and tabs.
const TAB_MARK = '\uE000'
const MAX_LABEL_WORDS = 4
const MAX_DATE_CELL_LINES = 3
const MAX_DATE_CELL_CHARS = 48

/** mammoth's HTML → the text lines of `htmlToText`, with Word's tables and tab stops read as cells. */
export function docxHtmlToText(html: string): ReturnType<typeof htmlToText> & { headings: string[] } {
  const root = parseHtml(html.replace(/\t/g, TAB_MARK))
  reshapeTables(root)
  const result = htmlToText(serialize(root))
  return {
    text: restoreTabs(result.text),
    firstHeading: asSpaces(result.firstHeading),
    emphasized: result.emphasized.map(asSpaces),
    headings: styledHeadings(root),
  }
}

const MAX_STYLED_HEADING_CHARS = 40
const MAX_STYLED_HEADING_WORDS = 4

// One short run of words, no sentence, no date or number (as for a PDF's headings by type size).
const isHeadingText = (text: string): boolean =>
  text.length >= 3 &&
  text.length <= MAX_STYLED_HEADING_CHARS &&
  text.split(' ').length <= MAX_STYLED_HEADING_WORDS &&
  !/[.,;!?@]$|@|\d{3}|\d\/\d/u.test(text) &&
  /\p{L}{3}/u.test(text)

/**
 * Short paragraphs in a heading style the CV's known section headings use ("About", "Languages"
 * in Heading 3): headings by their layout, as larger type is in a PDF, known words or not (a
 * sidebar's skill cards, "HTML" over "Master"; a section the heading table does not know).
 * Paragraphs in other heading levels (keywords set as Heading 6) are not.
 */
function styledHeadings(root: HtmlNode): string[] {
  const found: Array<{ level: string; text: string }> = []
  const visit = (node: HtmlNode): void => {
    for (const child of node.children) {
      if (/^h[1-6]$/.test(child.tag)) {
        const text = asSpaces(htmlToText(serialize({ tag: 'root', children: child.children })).text.replace(/\n/g, ' '))
        if (text !== '') found.push({ level: child.tag, text })
      } else visit(child)
    }
  }
  visit(root)
  // A heading word printed under every entry ("Highlights") is a label, and says nothing of the
  // level the sections are headed at.
  const count = (text: string, level: string): number =>
    found.filter((other) => other.text === text && other.level === level).length
  const levels = new Set(
    found.filter(({ text, level }) => headingKind(text) !== null && count(text, level) === 1).map(({ level }) => level),
  )
  return found
    .filter(({ level, text }) => levels.has(level) && isHeadingText(text) && count(text, level) === 1)
    .map(({ text }) => text)
}

const asSpaces = (line: string): string => line.replace(/\s*\uE000[\s\uE000]*/gu, ' ').trim()

function restoreTabs(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        // A tab that indents a line (or a list item's text) is no cell gap.
        .replace(/^( *(?:• )?)\s*\uE000[\s\uE000]*/u, '$1')
        .replace(/[\s\uE000]+$/u, '')
        .replace(/ *\uE000[\s\uE000]*/gu, '\t'),
    )
    .filter((line) => line.trim() !== '')
    // A heading set twice in a row (a margin label beside the section's own heading, read in
    // flow) opens its section once: read twice, the second copy empties the first.
    .filter((line, index, lines) => line !== lines[index - 1] || headingKind(line) === null)
    .join('\n')
}

function reshapeTables(node: HtmlNode): void {
  for (const child of node.children) reshapeTables(child)
  if (node.tag !== 'table') return
  const rows: HtmlNode[] = []
  collectRows(node, rows)
  node.children = rows.flatMap(reshapeRow)
}

function collectRows(node: HtmlNode, into: HtmlNode[]): void {
  for (const child of node.children) {
    if (child.tag === 'tr') into.push(child)
    else if (child.tag !== 'table') collectRows(child, into)
  }
}

function reshapeRow(row: HtmlNode): HtmlNode[] {
  const cells = row.children
    .filter((child) => child.tag === 'td' || child.tag === 'th')
    .map((cell) => ({ cell, lines: cellLines(cell) }))
    .filter(({ lines }) => lines.length > 0)
  if (cells.length === 0) return []
  const [first, ...rest] = cells
  if (first && rest.length > 0 && first.lines.length === 1 && isSectionLabel(first.lines[0] ?? '')) {
    return [
      { tag: 'tr', children: [paragraphCell(first.lines[0] ?? '')] },
      ...reshapeRow({ tag: 'tr', children: rest.map(({ cell }) => cell) }),
    ]
  }
  // A wrapped date cell beside an entry (a cell that is not a date itself).
  const hasEntryCell = cells.some(({ lines }) => !isWrappedDate(lines))
  return [
    {
      tag: 'tr',
      children: cells.map(({ cell, lines }) =>
        hasEntryCell && lines.length > 1 && isWrappedDate(lines) ? paragraphCell(lines.join(' ')) : cell,
      ),
    },
  ]
}

function cellLines(cell: HtmlNode): string[] {
  return htmlToText(serialize({ tag: 'root', children: cell.children }))
    .text.split('\n')
    .map((line) => line.replace(/\uE000/g, ' ').trim())
    .filter((line) => line !== '')
}

function isSectionLabel(line: string): boolean {
  const label = line.replace(/[:：]\s*$/, '').trim()
  return label.split(/\s+/).length <= MAX_LABEL_WORDS && headingKind(label) !== null
}

function isWrappedDate(lines: readonly string[]): boolean {
  const joined = lines.join(' ')
  return lines.length <= MAX_DATE_CELL_LINES && joined.length <= MAX_DATE_CELL_CHARS && isDateOnly(joined)
}

function paragraphCell(text: string): HtmlNode {
  return { tag: 'td', children: [{ tag: 'p', children: [{ tag: '#text', children: [], text }] }] }
}

const VOID_TAGS = new Set(['br', 'img', 'hr'])

function serialize(node: HtmlNode): string {
  if (node.tag === '#text')
    return (node.text ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  const inner = node.children.map(serialize).join('')
  if (node.tag === 'root') return inner
  if (VOID_TAGS.has(node.tag)) return `<${node.tag}/>`
  return `<${node.tag}>${inner}</${node.tag}>`
}
