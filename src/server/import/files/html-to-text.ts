// mammoth's HTML (a small, well-formed subset: p, h1-h6, ul/ol/li, table/tr/td, br, inline tags)
// to CV text lines: list items become bullets, a table row of one-line cells becomes one line with
// tab-separated cells, a row of multi-line cells (a layout table: sidebar and main column) is
// read cell by cell.

type HtmlNode = { tag: string; children: HtmlNode[]; text?: string }

const BLOCK_TAGS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'ul',
  'ol',
  'table',
  'tr',
  'td',
  'th',
  'div',
  'blockquote',
  'pre',
])
const VOID_TAGS = new Set(['br', 'img', 'hr'])

export function parseHtml(html: string): HtmlNode {
  const root: HtmlNode = { tag: 'root', children: [] }
  const stack: HtmlNode[] = [root]
  const token = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>|<!--[\s\S]*?-->|([^<]+)|</g
  for (const match of html.matchAll(token)) {
    const [, closing, rawTag, selfClosing, text] = match
    const parent = stack[stack.length - 1] as HtmlNode
    if (text !== undefined) {
      parent.children.push({ tag: '#text', children: [], text: decodeEntities(text) })
      continue
    }
    if (!rawTag) continue
    const tag = rawTag.toLowerCase()
    if (closing) {
      const at = findLastIndex(stack, (node) => node.tag === tag)
      if (at > 0) stack.length = at
      continue
    }
    const node: HtmlNode = { tag, children: [] }
    parent.children.push(node)
    if (!VOID_TAGS.has(tag) && !selfClosing) stack.push(node)
  }
  return root
}

export function htmlToText(html: string): { text: string; firstHeading: string; emphasized: string[] } {
  const root = parseHtml(html)
  const lines: string[] = []
  renderBlock(root, lines, 0)
  const firstHeading = findFirst(root, (node) => node.tag === 'h1')
  const emphasized: string[] = []
  collectEmphasized(root, emphasized)
  return {
    text: lines.join('\n'),
    firstHeading: firstHeading ? inlineText(firstHeading).trim() : '',
    emphasized,
  }
}

// Paragraphs set entirely in bold or as headings: sub-headings a parser may want to know about.
function collectEmphasized(node: HtmlNode, into: string[]): void {
  for (const child of node.children) {
    if (/^(?:p|h[1-6])$/.test(child.tag)) {
      const text = inlineText(child).replace(/\s+/g, ' ').trim()
      if (text !== '' && text.length <= 60 && (child.tag !== 'p' || isAllBold(child))) into.push(text)
    } else collectEmphasized(child, into)
  }
}

function isAllBold(node: HtmlNode, isInBold = false): boolean {
  return node.children.every((child) => {
    if (child.tag === '#text') return isInBold || (child.text ?? '').trim() === ''
    return isAllBold(child, isInBold || child.tag === 'strong' || child.tag === 'b')
  })
}

function renderBlock(node: HtmlNode, lines: string[], listDepth: number): void {
  let inline = ''
  const flushInline = (): void => {
    if (inline.trim() !== '') lines.push(inline.replace(/[ \t]+/g, ' ').trim())
    inline = ''
  }
  for (const child of node.children) {
    if (child.tag === '#text') inline += child.text ?? ''
    else if (child.tag === 'br') {
      flushInline()
    } else if (child.tag === 'table') {
      flushInline()
      renderTable(child, lines, listDepth)
    } else if (child.tag === 'li') {
      flushInline()
      const itemLines: string[] = []
      renderBlock(child, itemLines, listDepth + 1)
      const [first, ...rest] = itemLines
      if (first !== undefined) lines.push(`${'  '.repeat(listDepth)}• ${first.replace(/^\s+/, '')}`)
      lines.push(...rest)
    } else if (child.tag === 'ul' || child.tag === 'ol') {
      flushInline()
      renderBlock(child, lines, listDepth)
    } else if (BLOCK_TAGS.has(child.tag)) {
      flushInline()
      renderBlock(child, lines, listDepth)
    } else inline += inlineText(child)
  }
  flushInline()
}

function renderTable(table: HtmlNode, lines: string[], listDepth: number): void {
  const rows: HtmlNode[] = []
  collect(table, (node) => node.tag === 'tr', rows)
  for (const row of rows) {
    const cells = row.children.filter((child) => child.tag === 'td' || child.tag === 'th')
    const rendered = cells.map((cell) => {
      const cellLines: string[] = []
      renderBlock(cell, cellLines, listDepth)
      return cellLines
    })
    const isSimpleRow = rendered.every((cellLines) => cellLines.length <= 1)
    const multiLine = rendered.filter((cellLines) => cellLines.length > 1)
    if (isSimpleRow) {
      const joined = rendered
        .map((cellLines) => cellLines[0] ?? '')
        .filter((cell) => cell !== '')
        .join('\t')
      if (joined !== '') lines.push(joined)
    } else if (multiLine.length === 1) {
      // One tall cell beside short ones (dates next to an entry): the short cells sit on the tall
      // cell's first line, the way the row reads on the page.
      const tall = multiLine[0] as string[]
      const first = rendered
        .map((cellLines) => (cellLines === tall ? (tall[0] ?? '') : (cellLines[0] ?? '')))
        .filter((cell) => cell !== '')
      lines.push(first.join('\t'), ...tall.slice(1))
    } else {
      for (const cellLines of rendered) lines.push(...cellLines)
    }
  }
}

function inlineText(node: HtmlNode): string {
  if (node.tag === '#text') return node.text ?? ''
  if (node.tag === 'br') return '\n'
  return node.children.map(inlineText).join('')
}

function collect(node: HtmlNode, test: (node: HtmlNode) => boolean, into: HtmlNode[]): void {
  for (const child of node.children) {
    if (test(child)) into.push(child)
    // Nested tables are read with their own row.
    else if (child.tag !== 'table') collect(child, test, into)
  }
}

function findFirst(node: HtmlNode, test: (node: HtmlNode) => boolean): HtmlNode | null {
  for (const child of node.children) {
    if (test(child)) return child
    const found = findFirst(child, test)
    if (found) return found
  }
  return null
}

function findLastIndex<T>(items: readonly T[], test: (item: T) => boolean): number {
  for (let index = items.length - 1; index >= 0; index -= 1) {
    const item = items[index]
    if (item !== undefined && test(item)) return index
  }
  return -1
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X'))
      return safeCodePoint(parseInt(entity.slice(2), 16), whole)
    if (entity.startsWith('#')) return safeCodePoint(parseInt(entity.slice(1), 10), whole)
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole
  })
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback
}
