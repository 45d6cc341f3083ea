import { isPlace } from '#server/text/cv-lexicon'
import { isDateOnly } from '#server/text/dates'
import { headingKind } from '#server/text/headings'
import { BULLET_MARKS } from '#server/text/lines'
import { readCardGrids } from './pdf-card-grid'

// Puts a PDF's positioned text items back into reading order. pdf.js gives text runs with
// positions but no structure; CVs add sidebars, two columns, right-aligned dates, date columns
// ("03/2019 – heute  Senior Engineer") and bullets whose markers are drawn, not written.
//
// Rows are items on one baseline; a wide gap splits a row into chunks. A vertical gutter that
// many rows respect splits the page into columns, unless the narrower side only holds short
// cells aligned with rows of the other side (a date column, headings in the margin): that is a
// table, read row by row. Wrapped lines are joined when the line before ran to the right edge.

export type PdfTextItem = {
  text: string
  x: number
  y: number
  width: number
  size: number
  font: string
  isSpaced?: boolean
}
export type PdfPage = { width: number; height: number; items: PdfTextItem[] }
export type PdfLayout = {
  text: string
  nameLine: string
  emphasized: string[]
  /** Short lines set in type clearly larger than the body's: headings by their layout, known words or not. */
  headings: string[]
}

type Chunk = { items: PdfTextItem[]; x0: number; x1: number; y: number; size: number; text: string }
type Row = { y: number; size: number; chunks: Chunk[] }
type Line = {
  chunks: Chunk[]
  x0: number
  x1: number
  y: number
  size: number
  isBullet: boolean
  page: number
  /** Read after the main flow: a sidebar or second column beside it. */
  isSide?: boolean
  /** For a list item: the right margin its lines wrap at. */
  wrapEdge?: number
}

const ROW_TOLERANCE = 0.4
const CHUNK_GAP = 0.9
const SPACE_GAP = 0.12
const MIN_COLUMN_ROWS = 4
// A page with no more rows than this may be the end of the columns of the page before.
const MAX_CARRIED_ROWS = 12
const MAX_HEADER_CELL_ROWS = 4
// An e-mail address, a link or a phone number stands on its own line.
const CONTACT_LIKE = /@|https?:\/\/|www\.|^\+?[\d\s()/.-]{7,}$/
// A written marker followed by its space (a drawn one leaves only the indent).
const BULLET_GLYPH = new RegExp(`^[${BULLET_MARKS}–-]\\s`, 'u')

export function layoutPdf(pages: readonly PdfPage[]): PdfLayout {
  const pageLines: Line[][] = []
  let boundaries: number[] = []
  for (const [index, page] of pages.entries()) {
    const laidOut = layoutPage(page, index, boundaries)
    pageLines.push(laidOut.lines)
    boundaries = laidOut.boundaries
  }
  const kept = carryMainFlowOver(joinPageBreaks(dropRunningHeaders(pageLines, pages)))
  let seenHeading = false
  const out: string[] = []
  const bodyFont = dominantFont(pages)
  const emphasized: string[] = []
  const headings: string[] = []
  const bodySize = dominantSize(pages)
  // Indentation stands in for bullets only in documents that draw their markers; where bullets
  // are written as text ("•", "–"), an indented line is just indented (a timeline entry).
  const writtenBullets = kept.flat().filter((line) => BULLET_GLYPH.test(line.chunks[0]?.text ?? '')).length
  const useIndentBullets = writtenBullets < 2
  for (const lines of kept) {
    for (const line of lines) {
      const text = line.chunks.map((chunk) => chunk.text).join('\t')
      const isSetApart = line.chunks.every((chunk) => chunk.items.every((item) => item.font !== bodyFont))
      if (isSetApart && text.length <= 60) emphasized.push(line.chunks.map((chunk) => chunk.text).join(' '))
      if (isLayoutHeading(line, bodySize)) headings.push(text)
      if (!seenHeading && headingKind(line.chunks[0]?.text ?? '')) seenHeading = true
      out.push(
        useIndentBullets && line.isBullet && seenHeading && !BULLET_GLYPH.test(text) ? `• ${text}` : text,
      )
    }
    out.push('')
  }
  return { text: out.join('\n').trim(), nameLine: nameLineOf(pages[0]), emphasized, headings: headings.slice(0, 200) }
}

// A heading by its layout: one short run of words, no sentence, in type at least 15 % larger
// than the body's (the size most of the text is set in).
const HEADING_SIZE_RATIO = 1.15
const MAX_LAYOUT_HEADING_CHARS = 40
const MAX_LAYOUT_HEADING_WORDS = 4

function isLayoutHeading(line: Line, bodySize: number): boolean {
  if (line.chunks.length !== 1 || bodySize <= 0) return false
  const text = (line.chunks[0]?.text ?? '').trim()
  if (text.length < 3 || text.length > MAX_LAYOUT_HEADING_CHARS) return false
  if (text.split(/\s+/).length > MAX_LAYOUT_HEADING_WORDS || /[.,;!?@]$|@|\d{3}/.test(text)) return false
  return line.size >= bodySize * HEADING_SIZE_RATIO && /\p{L}{3}/u.test(text)
}

// The type size most of the text is set in (by characters), to 0.25 pt.
function dominantSize(pages: readonly PdfPage[]): number {
  const counts = new Map<number, number>()
  for (const page of pages)
    for (const item of page.items) {
      const key = Math.round(item.size * 4)
      counts.set(key, (counts.get(key) ?? 0) + item.text.length)
    }
  let best = 0
  let bestCount = -1
  for (const [key, count] of counts) if (count > bestCount) [best, bestCount] = [key / 4, count]
  return best
}

/** A page's lines in reading order, and the gutters it found (or kept from the page before). */
function layoutPage(
  page: PdfPage,
  pageIndex: number,
  previousBoundaries: readonly number[],
): { lines: Line[]; boundaries: number[] } {
  const rows = toRows(page.items)
  if (rows.length === 0) return { lines: [], boundaries: [] }
  const crosses = (chunk: Chunk, boundary: number): boolean => chunk.x0 < boundary && chunk.x1 > boundary
  let boundaries = findColumnBoundaries(rows)
  // The last lines of a two-column CV are too few to show the columns on their own page; they
  // keep the page before's gutters where no line crosses them.
  const chunks = rows.flatMap((row) => row.chunks)
  if (
    boundaries.length === 0 &&
    rows.length <= MAX_CARRIED_ROWS &&
    previousBoundaries.every((boundary) => !chunks.some((chunk) => crosses(chunk, boundary)))
  )
    boundaries = [...previousBoundaries]
  const nameChunk = largestChunk(rows)
  if (boundaries.length === 0)
    return {
      lines: finishColumn(readCardGrids(joinCellContinuations(rows.map((row) => lineOf(row.chunks, pageIndex))), cellLine)),
      boundaries,
    }
  const zoneOf = (chunk: Chunk): number => boundaries.filter((boundary) => chunk.x0 >= boundary).length
  const headerCells = findHeaderCellRows(rows, zoneOf, nameChunk)
  const spans = (chunk: Chunk): boolean => boundaries.some((boundary) => crosses(chunk, boundary))
  const lines: Line[] = []
  // Bands of rows that keep to the columns, separated by rows that span a gutter.
  let band: Row[] = []
  const flush = (): void => {
    if (band.length === 0) return
    const zones: Line[][] = boundaries.map(() => []).concat([[]])
    for (const row of band) {
      for (let zone = 0; zone < zones.length; zone += 1) {
        const chunks = row.chunks.filter((chunk) => zoneOf(chunk) === zone)
        if (chunks.length > 0) zones[zone]?.push(lineOf(chunks, pageIndex))
      }
    }
    // The column that carries the name (largest type) is the main flow and is read first.
    const nameZone = nameChunk && band.some((row) => row.chunks.includes(nameChunk)) ? zoneOf(nameChunk) : 0
    const order = [nameZone, ...zones.map((_, index) => index).filter((index) => index !== nameZone)]
    const filled = order.filter((zone) => (zones[zone]?.length ?? 0) > 0)
    for (const zone of filled) {
      const column = finishColumn(readCardGrids(joinCellContinuations(zones[zone] ?? []), cellLine))
      if (zone !== filled[0]) for (const line of column) line.isSide = true
      lines.push(...column)
    }
    band = []
  }
  for (const row of rows) {
    if (row.chunks.some(spans) || headerCells.has(row)) {
      flush()
      lines.push(...finishColumn([lineOf(row.chunks, pageIndex)]))
    } else band.push(row)
  }
  flush()
  return { lines, boundaries }
}

/**
 * Rows of contact cells that run across the page above its columns. A column's first rows belong
 * to them when a wide gap cuts them off from the rest of that column and each of their cells has
 * a cell of the same type beside it in another column; read with the column, they would end up
 * after everything beside them (after the last job of the main column).
 */
function findHeaderCellRows(
  rows: readonly Row[],
  zoneOf: (chunk: Chunk) => number,
  nameChunk: Chunk | null,
): Set<Row> {
  const found = new Set<Row>()
  const nameZone = nameChunk ? zoneOf(nameChunk) : -1
  const zones = new Set(rows.flatMap((row) => row.chunks.map(zoneOf)))
  for (const zone of zones) {
    if (zone === nameZone) continue
    const zoneRows = rows.filter((row) => row.chunks.some((chunk) => zoneOf(chunk) === zone))
    const cut = zoneRows.findIndex((row, index) => {
      const next = zoneRows[index + 1]
      return next !== undefined && next.y - row.y > 3 * row.size
    })
    if (cut < 0 || cut >= MAX_HEADER_CELL_ROWS) continue
    const head = zoneRows.slice(0, cut + 1)
    const isCellRow = (row: Row): boolean =>
      row.chunks
        .filter((chunk) => zoneOf(chunk) === zone)
        .every((chunk) =>
          row.chunks.some((other) => zoneOf(other) !== zone && Math.abs(other.size - chunk.size) <= 0.5),
        )
    if (head.every(isCellRow)) for (const row of head) found.add(row)
  }
  return found
}

function toRows(items: readonly PdfTextItem[]): Row[] {
  const sorted = items
    .filter(
      (item) =>
        item.text.trim() !== '' && item.size > 0 && Number.isFinite(item.x) && Number.isFinite(item.y),
    )
    .sort((a, b) => a.y - b.y || a.x - b.x)
  const rows: Array<{ y: number; size: number; items: PdfTextItem[] }> = []
  for (const raw of sorted) {
    const item = collapseLetterSpacing(raw)
    const row = rows[rows.length - 1]
    if (row && Math.abs(row.y - item.y) <= ROW_TOLERANCE * Math.min(row.size, item.size)) {
      row.items.push(item)
      row.size = Math.max(row.size, item.size)
    } else rows.push({ y: item.y, size: item.size, items: [item] })
  }
  return joinLargeWraps(rows.map((row) => ({ y: row.y, size: row.size, chunks: toChunks(row.items) })))
}

// CSS letter-spacing makes pdf.js write "P R O F I L E" (one word per item, a space between
// letters). Words of spaced single letters are closed up; the gaps between words stay.
function collapseLetterSpacing(item: PdfTextItem): PdfTextItem {
  const tokens = item.text.trim().split(' ')
  // Two spaced capitals ("D E", "E T") are a short word set the same way.
  const isShortSpacedWord = tokens.length === 2 && tokens.every((token) => /^\p{Lu}$/u.test(token))
  // Kerning can keep a few capitals together ("L A N G UAG E S").
  const isToken = (token: string): boolean => /^\p{L}{1,2}['’]?$/u.test(token) || /^\p{Lu}{3}$/u.test(token)
  if ((tokens.length < 3 && !isShortSpacedWord) || !tokens.every(isToken)) return item
  if (isShortSpacedWord) return { ...item, text: tokens.join(''), isSpaced: true }
  const singles = tokens.filter((token) => token.length === 1).length
  const isUpper = item.text === item.text.toUpperCase()
  if (singles < tokens.length * 0.7 || (!isUpper && tokens.length < 4)) return item
  return { ...item, text: tokens.join(''), isSpaced: true }
}

// A name or heading in large type that wraps ("Tomasz" / "Lewandowski") is one line.
function joinLargeWraps(rows: Row[]): Row[] {
  const sizes = rows.flatMap((row) => row.chunks.map((chunk) => chunk.size))
  const body = modeOf(sizes, 0.25)
  for (let index = 1; index < rows.length; index += 1) {
    const row = rows[index] as Row
    for (const chunk of [...row.chunks]) {
      if (chunk.size < body * 1.2) continue
      // Rows of smaller type beside the name (a contact block) may sit between its two lines.
      const above = rows
        .slice(Math.max(0, index - 4), index)
        .flatMap((candidate) => candidate.chunks)
        .find(
          (candidate) =>
            Math.abs(candidate.x0 - chunk.x0) <= 2 &&
            Math.abs(candidate.size - chunk.size) < 0.5 &&
            candidate.items[0]?.font === chunk.items[0]?.font &&
            chunk.y - candidate.y <= 1.5 * chunk.size,
        )
      if (!above) continue
      above.text = `${above.text} ${chunk.text}`
      above.items.push(...chunk.items)
      above.x1 = Math.max(above.x1, chunk.x1)
      above.y = chunk.y
      row.chunks.splice(row.chunks.indexOf(chunk), 1)
    }
  }
  return rows.filter((row) => row.chunks.length > 0)
}

function toChunks(items: readonly PdfTextItem[]): Chunk[] {
  const sorted = [...items].sort((a, b) => a.x - b.x)
  const chunks: Chunk[] = []
  for (const item of sorted) {
    const chunk = chunks[chunks.length - 1]
    const gap = chunk ? item.x - chunk.x1 : Infinity
    const size = Math.min(chunk?.size ?? item.size, item.size)
    // Letter-spaced words stand further apart than normal ones.
    const isSpaced = item.isSpaced === true || chunk?.items[chunk.items.length - 1]?.isSpaced === true
    // Type of another size (the name beside a contact block) starts a chunk of its own.
    const ratio = chunk ? Math.max(chunk.size, item.size) / Math.min(chunk.size, item.size) : Infinity
    // Small caps: a full capital followed by smaller capitals of the same font ("W" "ORK"), often
    // one item per letter when letter-spaced. Word gaps there are wider than the letter gaps.
    const lastItem = chunk?.items[chunk.items.length - 1]
    const isCapsRun =
      lastItem !== undefined &&
      /^\p{Lu}+$/u.test(lastItem.text.trim()) &&
      /^\p{Lu}+$/u.test(item.text.trim()) &&
      lastItem.font === item.font
    const isSameSize = ratio <= 1.3 || (isCapsRun && ratio <= 1.6)
    const isLetterRun = isCapsRun && lastItem.text.trim().length === 1 && item.text.trim().length === 1
    if (chunk && isSameSize && gap <= CHUNK_GAP * size * (isSpaced ? 2.2 : 1)) {
      const needsSpace =
        gap > (isLetterRun ? 0.25 : SPACE_GAP) * size && !/\s$/.test(chunk.text) && !/^\s/.test(item.text)
      chunk.text += (needsSpace ? ' ' : '') + item.text
      chunk.items.push(item)
      chunk.x1 = Math.max(chunk.x1, item.x + item.width)
      chunk.size = Math.max(chunk.size, item.size)
    } else {
      chunks.push({
        items: [item],
        x0: item.x,
        x1: item.x + item.width,
        y: item.y,
        size: item.size,
        text: item.text,
      })
    }
  }
  for (const chunk of chunks) chunk.text = chunk.text.replace(/\s+/g, ' ').trim()
  return chunks.filter((chunk) => chunk.text !== '')
}

type Zone = { from: number; to: number; chunks: Chunk[]; rows: Row[] }

/**
 * The x positions between real columns, left to right; [] for a single flow. Free vertical bands
 * cut the page into zones; a zone that only holds cells of the rows beside it (right-aligned dates,
 * a date column, headings in the margin, a contact block next to the name) joins its neighbour.
 */
function findColumnBoundaries(rows: readonly Row[]): number[] {
  const chunks = rows.flatMap((row) => row.chunks)
  if (chunks.length < MIN_COLUMN_ROWS * 2) return []
  const minX = Math.floor(Math.min(...chunks.map((chunk) => chunk.x0)))
  const maxX = Math.ceil(Math.max(...chunks.map((chunk) => chunk.x1)))
  if (maxX - minX < 50) return []
  const coverage = new Int32Array(maxX - minX + 1)
  for (const chunk of chunks) {
    for (let x = Math.floor(chunk.x0); x <= Math.ceil(chunk.x1); x += 1)
      coverage[x - minX] = (coverage[x - minX] ?? 0) + 1
  }
  // A few rows may cross a gutter: the name, a full-width heading or rule above the columns.
  const allowed = Math.max(2, Math.floor(rows.length * 0.12))
  const cuts: number[] = []
  let runStart = -1
  for (let x = minX; x <= maxX + 1; x += 1) {
    const isFree = x <= maxX && (coverage[x - minX] ?? 0) <= allowed
    if (isFree && runStart < 0) runStart = x
    if (!isFree && runStart >= 0) {
      if (x - runStart >= MIN_GUTTER && runStart > minX && x - 1 < maxX)
        cuts.push(gutterPoint(coverage, minX, runStart, x - 1, allowed))
      runStart = -1
    }
  }
  if (cuts.length === 0) return []
  let zones = zonesBetween(cuts, rows)
  // Merge cell-like zones into a neighbour until every zone is a flow of its own.
  for (let changed = true; changed && zones.length > 1;) {
    changed = false
    for (let index = 0; index < zones.length; index += 1) {
      const zone = zones[index] as Zone
      const kind = zoneKind(zone, rows)
      if (kind === 'flow') continue
      const target =
        index === 0
          ? 1
          : index === zones.length - 1
            ? index - 1
            : closerPartner(zone, zones[index - 1] as Zone, zones[index + 1] as Zone, kind)
              ? index - 1
              : index + 1
      const boundaries = zones.slice(1).map((item) => item.from)
      boundaries.splice(Math.min(index, target), 1)
      zones = zonesBetween(boundaries, rows)
      changed = true
      break
    }
  }
  return zones.slice(1).map((zone) => zone.from)
}

const MIN_GUTTER = 8
const MIN_SIDEBAR_HEADINGS = 2

// A column's text starts at one edge, so the coverage climbs steeply where the next column
// begins; the ragged end of the column before tapers off. The cut goes just before that climb,
// which keeps a short main column's tail and the rows reaching into the gutter (a long e-mail
// address in a sidebar) on their own side. Without a climb, the widest clear stretch decides.
function gutterPoint(coverage: Int32Array, minX: number, from: number, to: number, allowed: number): number {
  const next = coverage[to + 1 - minX] ?? 0
  const inRun = coverage[to - minX] ?? 0
  return next - inRun >= allowed ? to - 1 : clearestPoint(coverage, minX, from, to)
}

// The middle of the widest stretch no text touches.
function clearestPoint(coverage: Int32Array, minX: number, from: number, to: number): number {
  let best = { from, to: from - 1 }
  let start = -1
  for (let x = from; x <= to + 1; x += 1) {
    const isClear = x <= to && (coverage[x - minX] ?? 0) === 0
    if (isClear && start < 0) start = x
    if (!isClear && start >= 0) {
      if (x - 1 - start > best.to - best.from) best = { from: start, to: x - 1 }
      start = -1
    }
  }
  return best.to - best.from >= 3 ? (best.from + best.to) / 2 : (from + to) / 2
}

// Cells belong to the zone whose rows they share: a date right-aligned in the main column sits on
// the row of its employer, not on the rows of the sidebar beyond it.
function closerPartner(zone: Zone, left: Zone, right: Zone, kind: 'left-cells' | 'right-cells'): boolean {
  const shared = (other: Zone): number => zone.rows.filter((row) => other.rows.includes(row)).length
  const leftShare = shared(left)
  const rightShare = shared(right)
  return leftShare === rightShare ? kind === 'right-cells' : leftShare > rightShare
}

/** The most common value, to `step` pt (2 pt for positions, finer for type sizes). */
function modeOf(values: readonly number[], step = 2): number {
  const counts = new Map<number, number>()
  for (const value of values)
    counts.set(Math.round(value / step), (counts.get(Math.round(value / step)) ?? 0) + 1)
  let best = 0
  let bestCount = -1
  for (const [value, count] of counts) if (count > bestCount) [best, bestCount] = [value * step, count]
  return best
}

function zonesBetween(cuts: readonly number[], rows: readonly Row[]): Zone[] {
  const edges = [-Infinity, ...cuts, Infinity]
  const zones: Zone[] = []
  for (let index = 0; index < edges.length - 1; index += 1) {
    const from = edges[index] as number
    const to = edges[index + 1] as number
    const zone: Zone = { from, to, chunks: [], rows: [] }
    for (const row of rows) {
      const inside = row.chunks.filter((chunk) => chunk.x0 >= from && chunk.x1 <= to)
      if (inside.length > 0) {
        zone.chunks.push(...inside)
        zone.rows.push(row)
      }
    }
    zones.push(zone)
  }
  return zones
}

const MIN_LABEL_SHARE = 0.6

// Share of a zone's rows that read as a heading or a date (on their own or with the row before or
// after them).
function labelShare(zone: Zone): number {
  const texts = zone.rows.map((row) =>
    row.chunks
      .filter((chunk) => zone.chunks.includes(chunk))
      .map((chunk) => chunk.text)
      .join(' '),
  )
  const isLabel = (text: string, index: number): boolean =>
    headingKind(text) !== null ||
    isDateOnly(text) ||
    (index > 0 && isDateOnly(`${texts[index - 1] ?? ''} ${text}`)) ||
    (index < texts.length - 1 && isDateOnly(`${text} ${texts[index + 1] ?? ''}`))
  return texts.filter(isLabel).length / Math.max(1, texts.length)
}

function zoneKind(zone: Zone, rows: readonly Row[]): 'flow' | 'left-cells' | 'right-cells' {
  if (zone.rows.length < MIN_COLUMN_ROWS) return 'left-cells'
  const share = (test: (chunk: Chunk) => boolean): number =>
    zone.chunks.filter(test).length / Math.max(1, zone.chunks.length)
  const leftEdge = modeOf(zone.chunks.map((chunk) => chunk.x0))
  const rightEdge = modeOf(zone.chunks.map((chunk) => chunk.x1))
  const leftAligned = share((chunk) => Math.abs(chunk.x0 - leftEdge) <= 3)
  const rightAligned = share((chunk) => Math.abs(chunk.x1 - rightEdge) <= 3)
  // A sidebar has sections of its own (headings with content under them), whatever its alignment;
  // a margin of headings or dates beside the main text has no content of its own.
  // Sparse cells that each sit beside a row of another zone: a table column, not a sidebar.
  const others = new Set(rows.filter((row) => row.chunks.some((chunk) => !zone.chunks.includes(chunk))))
  const partnered = zone.rows.filter((row) => others.has(row)).length / zone.rows.length
  const headings = zone.chunks.filter((chunk) => headingKind(chunk.text) !== null).length
  const content = zone.chunks.filter((chunk) => headingKind(chunk.text) === null && !isDateOnly(chunk.text)).length
  const hasOwnSections = headings >= MIN_SIDEBAR_HEADINGS && content >= MIN_COLUMN_ROWS * 2
  // Beside a table's label column (headings and labels on the left, values on the right) the
  // values have no headings; beside a sidebar the main column has sections of its own.
  const headingsBeside = rows
    .flatMap((row) => row.chunks)
    .filter((chunk) => !zone.chunks.includes(chunk) && headingKind(chunk.text) !== null).length
  if (hasOwnSections && headingsBeside >= MIN_SIDEBAR_HEADINGS) return 'flow'
  // Headings and date ranges in a margin beside text with no headings of its own are the labels
  // of the rows beside them, even where each range is set over two rows ("2022-06-01" / "TO
  // 2023-04-01") or its words stand apart.
  if (headings >= MIN_SIDEBAR_HEADINGS && headingsBeside === 0 && labelShare(zone) >= MIN_LABEL_SHARE) return 'left-cells'
  if (rightAligned >= 0.6 && rightAligned > leftAligned + 0.2) return 'right-cells'
  // Dates and towns right-aligned beside each entry (Awesome-CV) are cells of the entries' rows.
  if (share((chunk) => isDateOnly(chunk.text) || isPlace(chunk.text)) >= 0.5) return 'left-cells'
  let contiguous = 0
  for (let index = 1; index < zone.rows.length; index += 1) {
    const previous = zone.rows[index - 1] as Row
    const current = zone.rows[index] as Row
    if (current.y - previous.y <= 1.8 * Math.max(previous.size, current.size)) contiguous += 1
  }
  const contiguity = zone.rows.length > 1 ? contiguous / (zone.rows.length - 1) : 0
  return partnered >= 0.7 && contiguity < 0.5 ? 'left-cells' : 'flow'
}

// A cell wrapped over two rows in a table layout ("BERUFLICHER" / "WERDEGANG" in the margin,
// "03/2019 –" / "heute" in a date column) is one cell of the first row.
function joinCellContinuations(lines: Line[]): Line[] {
  const result: Line[] = []
  for (const line of lines) {
    const previous = result[result.length - 1]
    const first = line.chunks[0]
    const cell = previous?.chunks[0]
    if (previous && first) {
      const isNear = line.y - previous.y <= 1.6 * Math.max(line.size, previous.size)
      // An open date range ("04/2021 –") continues in the cell right below it ("Present"), at the
      // right edge or in a narrow date column on the left ("Sept 2014 –" / "Sept 2015").
      const rangeEnd =
        isNear && line.chunks.length !== previous.chunks.length ? findRangeEnd(previous, line) : null
      if (rangeEnd) {
        rangeEnd.open.text = `${rangeEnd.open.text} ${rangeEnd.closing.text}`
        const rest = line.chunks.filter((chunk) => chunk !== rangeEnd.closing)
        if (rest.length > 0) result.push({ ...line, chunks: rest, x0: rest[0]?.x0 ?? line.x0 })
        continue
      }
    }
    const firstCell = previous && first && cell ? wrappedFirstCell(previous, line) : null
    if (firstCell && first && cell) {
      cell.text = `${firstCell} ${first.text}${cell.text.slice(firstCell.length)}`
      continue
    }
    if (previous && first && cell && previous.chunks.length > 1 && line.chunks.length > 1) {
      const isNear = line.y - previous.y <= 1.6 * Math.max(line.size, previous.size)
      // Every cell of a row wrapped, among them an open date range ("10/2004 –" / "06/2009").
      const isWholeRowWrap =
        isNear &&
        previous.chunks.length === line.chunks.length &&
        previous.chunks.some((chunk) => /[–—-]$/.test(chunk.text)) &&
        previous.chunks.every((chunk, index) => {
          const below = line.chunks[index] as Chunk
          return Math.abs(chunk.x0 - below.x0) <= 2 || Math.abs(chunk.x1 - below.x1) <= 2
        })
      if (isWholeRowWrap) {
        // The open range takes its end; another cell takes the line below only if it ran out of
        // room (its next word would not have fitted before the cell beside it).
        const rest: Chunk[] = []
        previous.chunks.forEach((chunk, index) => {
          const below = line.chunks[index] as Chunk
          const neighbour = previous.chunks[index + 1]
          const firstWord = below.text.split(' ')[0] ?? ''
          const wordWidth =
            ((below.items[0]?.width ?? 0) * firstWord.length) / Math.max(1, below.items[0]?.text.length ?? 1)
          const isFullCell = neighbour !== undefined && chunk.x1 + wordWidth + below.size >= neighbour.x0
          if (/[–—-]$/.test(chunk.text) || isFullCell) {
            chunk.text = `${chunk.text} ${below.text}`
            chunk.x1 = Math.max(chunk.x1, below.x1)
          } else rest.push(below)
        })
        if (rest.length > 0) result.push({ ...line, chunks: rest, x0: rest[0]?.x0 ?? line.x0 })
        continue
      }
      const isAligned =
        Math.abs(first.x0 - cell.x0) <= 2 &&
        first.items[0]?.font === cell.items[0]?.font &&
        Math.abs(first.size - cell.size) < 0.5
      const isOpen =
        /[–—-]$/.test(cell.text) ||
        (!/\d/.test(cell.text + first.text) && (cell.text + first.text).length <= 40)
      if (isAligned && isNear && isOpen) {
        cell.text = `${cell.text} ${first.text}`
        cell.x1 = Math.max(cell.x1, first.x1)
        const rest = line.chunks.slice(1)
        result.push({ ...line, chunks: rest, x0: rest[0]?.x0 ?? line.x0 })
        continue
      }
    }
    result.push(line)
  }
  return result
}

/**
 * A row's first cell that wrapped in its narrow column ("University School of Physical ⇥ 2010 –
 * 2016" / "Education in Wrocław"): the line below is one run at the cell's edge, in its type, one
 * leading down, that ends before the next cell starts, and its first word would not have fitted
 * between the cell's text and the next cell. The next cell may be the next chunk or, a little
 * closer, the next text run of the same chunk. Gives the cell's text, or null.
 */
function wrappedFirstCell(previous: Line, line: Line): string | null {
  const chunk = previous.chunks[0]
  const next = line.chunks[0]
  if (!chunk || !next || line.chunks.length !== 1) return null
  const [item, nextItem] = chunk.items
  const isItemCell = nextItem !== undefined && item !== undefined && chunk.text.startsWith(item.text.trim())
  const cellText = isItemCell ? item.text.trim() : chunk.text
  const cellEnd = isItemCell ? item.x + item.width : chunk.x1
  const neighbourStart = isItemCell ? nextItem.x : previous.chunks[1]?.x0
  if (neighbourStart === undefined || cellText === '') return null
  if (Math.abs(next.x0 - chunk.x0) > 2 || next.x1 >= neighbourStart || Math.abs(next.size - chunk.size) >= 0.5) return null
  if (mainFont(next) !== mainFont(chunk) || BULLET_GLYPH.test(next.text) || /[:]$/.test(cellText)) return null
  if (headingKind(next.text) !== null || isDateOnly(next.text) || CONTACT_LIKE.test(next.text)) return null
  // The cell holds words and the run beside it is another kind of cell (a date, a place, a link).
  const rest = chunk.text.slice(cellText.length).trim()
  if (isItemCell && !isDateOnly(rest) && !CONTACT_LIKE.test(rest)) return null
  const pitch = line.y - chunk.y
  if (pitch <= 0.5 * line.size || pitch > 1.6 * line.size) return null
  return cellEnd + firstWordWidth(next) + 0.25 * next.size >= neighbourStart ? cellText : null
}

function findRangeEnd(previous: Line, line: Line): { open: Chunk; closing: Chunk } | null {
  const pairs: Array<[Chunk | undefined, Chunk | undefined]> = [
    [previous.chunks[previous.chunks.length - 1], line.chunks[line.chunks.length - 1]],
    [previous.chunks[0], line.chunks[0]],
  ]
  for (const [open, closing] of pairs) {
    if (!open || !closing || !/[–—-]$/.test(open.text)) continue
    const isAligned = Math.abs(open.x1 - closing.x1) <= 2 || Math.abs(open.x0 - closing.x0) <= 2
    if (isAligned && isDateOnly(`${/(\S+\s*[–—-])$/.exec(open.text)?.[1] ?? ''} ${closing.text}`))
      return { open, closing }
  }
  return null
}

function lineOf(chunks: readonly Chunk[], page: number): Line {
  const first = chunks[0]
  return {
    chunks: [...chunks],
    x0: first?.x0 ?? 0,
    x1: Math.max(...chunks.map((chunk) => chunk.x1)),
    y: first?.y ?? 0,
    size: Math.max(...chunks.map((chunk) => chunk.size)),
    isBullet: false,
    page,
  }
}

// One cell of a row, as a line of its own (a card of a grid read down).
function cellLine(line: Line, chunk: Chunk): Line {
  return { ...lineOf([chunk], line.page), y: chunk.y }
}

/** Joins wrapped lines and marks indented lines as bullets within one column's lines. */
function finishColumn(lines: readonly Line[]): Line[] {
  if (lines.length === 0) return []
  const right = Math.max(...lines.map((line) => line.x1))
  const left = Math.min(...lines.map((line) => line.x0))
  // The right edge is a margin only when several lines reach it; otherwise the longest line
  // alone defines it and nothing but an inline list ("Figma • Sketch • User") may wrap.
  const bodySize = modeOf(
    lines.map((line) => line.size),
    0.25,
  )
  const hasMargin =
    lines.filter((line) => Math.abs(line.size - bodySize) < 0.6 && line.x1 >= right - (right - left) * 0.05)
      .length >= 2
  const column: Column = { left, right, hasMargin }
  const blocks = measureBlocks(lines)
  // Text set flush right (a sidebar beside the main column) starts where its length puts it:
  // a line further right is shorter, not indented.
  const isFlushRight = flushRightShare(lines) >= FLUSH_RIGHT_SHARE
  const indented = isFlushRight ? lines.map(() => false) : findIndented(lines)
  const joined: Line[] = []
  // For each joined line: whether it is a list item, and the index of its last physical line.
  const isListItem: boolean[] = []
  const lastPhysical: number[] = []
  for (const [index, line] of lines.entries()) {
    const previous = joined[joined.length - 1]
    const isWrap =
      previous !== undefined &&
      (isListItem[joined.length - 1] === true
        ? continuesListItem(previous, line, index, blocks, column)
        : isWrapOf(previous, line, column) && !blocks.isSpacedFrom(index))
    const isAddressPiece = previous !== undefined && continuesAddress(lines[lastPhysical[joined.length - 1] ?? -1] ?? previous, line, lines)
    if (previous && (isWrap || isAddressPiece)) {
      const last = previous.chunks[previous.chunks.length - 1] as Chunk
      const text = line.chunks[0]?.text ?? ''
      last.text = isAddressPiece || /\p{L}-$/u.test(last.text) ? last.text + text : `${last.text} ${text}`
      last.items.push(...(line.chunks[0]?.items ?? []))
      // The joined line now ends where its last physical line ends.
      last.y = line.y
      last.x1 = line.x1
      previous.y = line.y
      previous.x1 = line.x1
      lastPhysical[joined.length - 1] = index
      continue
    }
    joined.push({ ...line, chunks: line.chunks.map((chunk) => ({ ...chunk, items: [...chunk.items] })) })
    // A list item starts with a written marker or, where markers are drawn, is indented.
    isListItem.push(BULLET_GLYPH.test(line.chunks[0]?.text ?? '') || indented[index] === true)
    lastPhysical.push(index)
  }
  // Where each list item wraps, for an item that goes on at the top of the next page.
  for (const [index, line] of joined.entries()) {
    if (isListItem[index] === true)
      line.wrapEdge = wrapEdgeOf(blocks, textStartOf(line), line, lastPhysical[index] ?? -1, column)
  }
  for (const [index, isIndented] of (isFlushRight ? [] : findIndented(joined)).entries()) {
    const line = joined[index]
    if (line && isIndented) line.isBullet = true
  }
  return joined
}

const FLUSH_RIGHT_SHARE = 0.7

// Share of lines ending at the column's common right edge while starting at different places.
function flushRightShare(lines: readonly Line[]): number {
  if (lines.length < MIN_COLUMN_ROWS) return 0
  const rightEdge = modeOf(lines.map((line) => line.x1))
  const leftEdge = modeOf(lines.map((line) => line.x0))
  const atRight = lines.filter((line) => Math.abs(line.x1 - rightEdge) <= 3).length
  const atLeft = lines.filter((line) => Math.abs(line.x0 - leftEdge) <= 3).length
  return atRight > atLeft ? atRight / lines.length : 0
}

type Column = {
  left: number
  right: number
  /** Several lines reach the right edge: it is a margin, not just the end of the longest line. */
  hasMargin: boolean
}

function isWrapOf(previous: Line, line: Line, { left, right, hasMargin }: Column): boolean {
  if (previous.chunks.length !== 1 || line.chunks.length !== 1) return false
  const last = previous.chunks[0] as Chunk
  const next = line.chunks[0] as Chunk
  const lastItem = last.items[last.items.length - 1]
  const firstItem = next.items[0]
  if (!lastItem || !firstItem) return false
  const gap = line.y - last.y
  if (gap <= 0.5 * line.size || gap > 1.7 * Math.max(line.size, previous.size)) return false
  if (Math.abs(line.size - previous.size) > 0.5 || lastItem.font !== firstItem.font) return false
  if (/[:]$/.test(last.text) || BULLET_GLYPH.test(next.text)) return false
  if (CONTACT_LIKE.test(last.text) || CONTACT_LIKE.test(next.text)) return false
  const isAligned = Math.abs(line.x0 - previous.x0) <= 2 || Math.abs(line.x0 - textStartOf(previous)) <= 2
  if (!isAligned) return false
  // A wrapped line is nearly full (or ends in a list separator), holds running text rather than
  // one short list item, and the next line's first word would not have fitted on it.
  const endsInSeparator = /[•·,;|]$/.test(last.text)
  const words = last.text.split(' ').filter((word) => /\p{L}/u.test(word)).length
  // Running text in a narrow column wraps early (long words); a list item does not wrap at all.
  const isFull = last.x1 - left >= (hasMargin && words >= 4 ? 0.6 : 0.8) * (right - left)
  // An inline list ("Figma • Prototyping • User") wraps mid-item like running text does.
  const isInlineList = /\S\s[•·|]\s\S/.test(last.text)
  const isRunning = (hasMargin && words >= 4) || isInlineList
  if (!endsInSeparator && (!isFull || !isRunning)) return false
  return last.x1 + firstWordWidth(next) + 0.3 * line.size >= right - 1
}

// An e-mail address or link whole, as the importer reads it.
const WHOLE_ADDRESS = /^(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:https?:\/\/|www\.)\S+)$/iu

/**
 * A long e-mail address or link that the browser broke inside a narrow column, anywhere in it
 * ("JANE.DOE@EXAMPLE." / "COM", "JANE.DOE@EXAMPLE.NE" / "T", "JANE_D" / "OE@EXAMPLE.ORG",
 * "https://example.org/in/" / "jane-doe"): the line is one word and the widest of the lines at
 * its left edge and type, the next line is one word there too, one leading below, and the two
 * pieces make one address, which the first was not yet (or the second only ends its domain).
 * Joined without a space.
 */
function continuesAddress(previous: Line, line: Line, lines: readonly Line[]): boolean {
  if (previous.chunks.length !== 1 || line.chunks.length !== 1) return false
  const head = (previous.chunks[0] as Chunk).text.trim()
  const tail = (line.chunks[0] as Chunk).text.trim()
  if (/\s/u.test(head) || /\s/u.test(tail) || !WHOLE_ADDRESS.test(head + tail)) return false
  // A whole address goes on only where it cannot end, or with the end of its domain.
  if (WHOLE_ADDRESS.test(head) && !/[/._?=&#-]$/u.test(head) && !/^\p{L}{1,4}$/u.test(tail)) return false
  if (Math.abs(line.size - previous.size) > 0.5 || Math.abs(line.x0 - previous.x0) > 2) return false
  const pitch = line.y - previous.y
  if (pitch <= 0.5 * line.size || pitch > 1.7 * line.size) return false
  const edge = Math.max(
    ...lines
      .filter((other) => Math.abs(other.x0 - previous.x0) <= 2 && Math.abs(other.size - previous.size) <= 0.5)
      .map((other) => other.x1),
  )
  return previous.x1 >= edge - 0.7 * previous.size
}

type Blocks = {
  /** The line sits further below the one before than lines at its left edge and size ever do. */
  isSpacedFrom(index: number): boolean
  /** The widest pitch that is still one leading at this left edge and size; whether wider ones occur. */
  leadingAt(x: number, size: number): { limit: number; hasSpacing: boolean }
  /** Where lines at this left edge and size wrap: the furthest any of them but `except` reaches. */
  edgeAt(x: number, size: number, except: number): number
}

// Lines that share a left edge and a type size form blocks: paragraphs, or the items of a list.
// Within a block consecutive lines stand one leading apart; space between list items or
// paragraphs shows as a wider pitch. A list whose items never wrap shows one pitch only; the
// column's tightest pitch at that size tells whether it is a leading or an item spacing.
// Chromium rounds line positions to whole pixels (0.75 pt), so pitches differ by up to that much
// without meaning anything.
function measureBlocks(lines: readonly Line[]): Blocks {
  const textStarts = lines.map(textStartOf)
  const pitches: Array<{ x: number; size: number; pitch: number }> = []
  for (let index = 1; index < lines.length; index += 1) {
    const above = lines[index - 1] as Line
    const line = lines[index] as Line
    const pitch = line.y - above.y
    const isAligned =
      Math.abs(line.x0 - above.x0) <= 2 || Math.abs(line.x0 - (textStarts[index - 1] ?? above.x0)) <= 2
    if (
      isAligned &&
      Math.abs(line.size - above.size) <= 0.5 &&
      pitch > 0.5 * line.size &&
      pitch <= 1.7 * line.size
    )
      pitches.push({ x: line.x0, size: line.size, pitch })
  }
  // Asked once per candidate line, mostly for the same few edges: worked out once per edge.
  const leadings = new Map<string, { limit: number; hasSpacing: boolean }>()
  const leadingAt = (x: number, size: number): { limit: number; hasSpacing: boolean } => {
    const key = `${x}|${size}`
    const known = leadings.get(key)
    if (known) return known
    const sameSize = pitches.filter((entry) => Math.abs(entry.size - size) <= 0.5)
    const here = sameSize.filter((entry) => Math.abs(entry.x - x) <= 2)
    const tolerance = spacingTolerance(size)
    const pitch = Math.min(...here.map((entry) => entry.pitch))
    const hasSpacing = here.some((entry) => entry.pitch > pitch + tolerance)
    const columnPitch = Math.min(...sameSize.map((entry) => entry.pitch))
    const leading = { limit: (hasSpacing ? pitch : Math.min(pitch, columnPitch)) + tolerance, hasSpacing }
    leadings.set(key, leading)
    return leading
  }
  // The two lines at an edge that reach furthest, so that leaving one out costs nothing.
  const furthest = new Map<string, Array<{ index: number; x1: number }>>()
  const furthestAt = (x: number, size: number): Array<{ index: number; x1: number }> => {
    const key = `${x}|${size}`
    const known = furthest.get(key)
    if (known) return known
    const aligned = lines
      .map((line, index) => ({ line, index }))
      .filter(
        ({ line, index }) =>
          (Math.abs(line.x0 - x) <= 2 || Math.abs((textStarts[index] ?? line.x0) - x) <= 2) &&
          Math.abs(line.size - size) <= 0.5,
      )
      .map(({ line, index }) => ({ index, x1: line.x1 }))
      .sort((a, b) => b.x1 - a.x1)
      .slice(0, 2)
    furthest.set(key, aligned)
    return aligned
  }
  return {
    leadingAt,
    isSpacedFrom(index) {
      const above = lines[index - 1]
      const line = lines[index]
      if (!above || !line) return false
      return line.y - above.y > leadingAt(line.x0, line.size).limit
    },
    edgeAt(x, size, except) {
      return furthestAt(x, size).find((entry) => entry.index !== except)?.x1 ?? -Infinity
    },
  }
}

const spacingTolerance = (size: number): number => Math.max(1, 0.08 * size)
// Line heights of CV text are 1.15 to 1.5 em.
const MAX_USUAL_LEADING = 1.5

/**
 * The line continues the list item above it: it has no marker of its own, starts where the item's
 * text starts, stands one leading below it (not one item spacing), and its first word would not
 * have fitted on the item's last line. Capitals say little (German nouns), so a finished sentence
 * ends the item only where the list has no spacing between items to go by.
 */
function continuesListItem(item: Line, line: Line, index: number, blocks: Blocks, column: Column): boolean {
  if (item.chunks.length !== 1 || line.chunks.length !== 1) return false
  const tail = item.chunks[0] as Chunk
  const next = line.chunks[0] as Chunk
  if (Math.abs(line.size - item.size) > 0.5 || mainFont(tail) !== mainFont(next)) return false
  if (BULLET_GLYPH.test(next.text) || /:$/.test(tail.text)) return false
  if (CONTACT_LIKE.test(tail.text) || CONTACT_LIKE.test(next.text)) return false
  if (headingKind(next.text) !== null || isDateOnly(next.text)) return false
  if (Math.abs(line.x0 - item.x0) > 2 && Math.abs(line.x0 - textStartOf(item)) > 2) return false
  const pitch = line.y - tail.y
  if (pitch <= 0.5 * line.size || pitch > 1.7 * line.size) return false
  const leading = blocks.leadingAt(line.x0, line.size)
  // A list that shows one pitch only (no item wraps to measure a leading by) is spaced between
  // items when that pitch is wider than line heights usually are.
  const limit = leading.hasSpacing
    ? leading.limit
    : Math.min(leading.limit, MAX_USUAL_LEADING * line.size + spacingTolerance(line.size))
  if (pitch > limit) return false
  if (!leading.hasSpacing && /[.!?]["”’)]?$/u.test(tail.text) && /^\p{Lu}/u.test(next.text)) return false
  // A wrapped line reaches well into the column, unless the next word is half a column long.
  if (tail.x1 - line.x0 < 0.5 * (column.right - line.x0)) return false
  // Where items are spaced, one leading below already puts the line in the item; its last line
  // may then be the longest of the block and mark the margin itself.
  const edge = wrapEdgeOf(blocks, line.x0, item, index - 1, column, leading.hasSpacing)
  // Where no other line shows the margin, the column's own test decides, as for running text.
  if (edge === Infinity) return isWrapOf(item, line, column)
  return tail.x1 + firstWordWidth(next) + 0.25 * line.size >= edge - 1
}

/**
 * The right margin the list item's text wraps at. Two lines of the block ending together mark it;
 * a line longer than all the others only says it lies further right (unless `isLongestTrusted`),
 * as far as the column's margin if the column has one, and somewhere unknown if not. Lines that
 * all stop well short of the column's margin are items too short to wrap, not a narrower box.
 */
function wrapEdgeOf(
  blocks: Blocks,
  x: number,
  item: Line,
  lastPhysical: number,
  column: Column,
  isLongestTrusted = false,
): number {
  const others = blocks.edgeAt(x, item.size, lastPhysical)
  const isMarked = isLongestTrusted || others >= item.x1 - 0.5 * item.size
  if (!isMarked && !column.hasMargin) return Infinity
  const blockEdge = isMarked ? Math.max(others, item.x1) : column.right
  return column.right - blockEdge > 0.15 * (column.right - x) ? column.right : blockEdge
}

// Widths of characters relative to each other, as in common sans and serif faces: the first
// word's share of its text run's measured width is a better estimate than its share of letters.
function charWidth(char: string): number {
  if (/[\s.,:;'’|!iljI]/u.test(char)) return 0.26
  if (/[ftr()-]/u.test(char)) return 0.33
  if (/[mwMW%@]/u.test(char)) return 0.85
  if (/[\p{Lu}&]/u.test(char)) return 0.68
  return 0.54
}

function firstWordWidth(chunk: Chunk): number {
  const item = chunk.items[0]
  if (!item) return 0
  const firstWord = chunk.text.split(' ')[0] ?? ''
  const units = (text: string): number => [...text].reduce((sum, char) => sum + charWidth(char), 0)
  return (item.width * units(firstWord)) / Math.max(0.1, units(item.text.trim()))
}

// Where a line's text starts: after its bullet marker, if it is written.
function textStartOf(line: Line): number {
  const chunk = line.chunks[0]
  const first = chunk?.items[0]
  const marker = chunk ? BULLET_GLYPH.exec(chunk.text) : null
  if (!chunk || !first || !marker) return line.x0
  const second = chunk.items[1]
  if (second && first.text.trim().length === 1) return second.x
  return chunk.x0 + (first.width * marker[0].length) / Math.max(1, first.text.length)
}

// The font most of a chunk's text is set in.
function mainFont(chunk: Chunk): string {
  let best = chunk.items[0]?.font ?? ''
  let bestLength = -1
  for (const item of chunk.items) {
    const length = chunk.items
      .filter((other) => other.font === item.font)
      .reduce((sum, other) => sum + other.text.length, 0)
    if (length > bestLength) [best, bestLength] = [item.font, length]
  }
  return best
}

/** Lines indented past a left edge of the lines before them: bullets whose markers are drawn. */
function findIndented(lines: readonly Line[]): boolean[] {
  const edges: number[] = []
  const left = Math.min(...lines.map((line) => line.x0))
  const bodyFont = columnFont(lines)
  return lines.map((line, index) => {
    const isKnownEdge = edges.some((edge) => Math.abs(edge - line.x0) <= 2)
    const indentedFrom = edges.find((edge) => line.x0 - edge > 4 && line.x0 - edge <= 40)
    // A row of table cells ("2019 – 2021 ⇥ Engineer") is never a bullet, however its first cell is aligned.
    const isDate = isDateOnly(line.chunks[0]?.text ?? '')
    // A section heading set off by a drawn marker or rule is indented, not a bullet.
    const isHeading = headingKind(line.chunks[0]?.text ?? '') !== null
    // A timeline: the entry's date, then its title in another font, both indented past the line
    // the dates hang on. The title opens the entry; only what is indented past it are bullets.
    const previous = lines[index - 1]
    const opensEntry =
      previous !== undefined &&
      isDateOnly(previous.chunks.map((chunk) => chunk.text).join(' ')) &&
      Math.abs(previous.x0 - line.x0) <= 12 &&
      line.chunks[0]?.items[0]?.font !== bodyFont
    if (
      !isKnownEdge &&
      indentedFrom !== undefined &&
      line.chunks.length === 1 &&
      !isDate &&
      !isHeading &&
      !opensEntry
    )
      return true
    // A heading placed after a drawn square says nothing about where the text below it starts.
    if (isHeading && line.x0 - left > 2) return false
    for (const chunk of line.chunks)
      if (!edges.some((edge) => Math.abs(edge - chunk.x0) <= 2)) edges.push(chunk.x0)
    return false
  })
}

// The font most of a column's text is set in.
function columnFont(lines: readonly Line[]): string {
  const counts = new Map<string, number>()
  for (const line of lines)
    for (const chunk of line.chunks)
      for (const item of chunk.items) counts.set(item.font, (counts.get(item.font) ?? 0) + item.text.length)
  let best = ''
  let bestCount = -1
  for (const [font, count] of counts) if (count > bestCount) [best, bestCount] = [font, count]
  return best
}

// A list item cut by a page break goes on at the top of the next page: the page's first line
// continues the last line of the main flow before it when it would continue it on one page
// (same edge, type and font; no marker; first word too long for the line above).
function joinPageBreaks(pageLines: Line[][]): Line[][] {
  const result = pageLines.map((lines) => [...lines])
  for (let page = 1; page < result.length; page += 1) {
    const before = result[page - 1] as Line[]
    const lines = result[page] as Line[]
    let end = before.length
    while (end > 0 && before[end - 1]?.isSide === true) end -= 1
    const item = before[end - 1]
    const line = lines[0]
    if (
      !item?.wrapEdge ||
      !line ||
      line.isSide === true ||
      item.chunks.length !== 1 ||
      line.chunks.length !== 1
    )
      continue
    const tail = item.chunks[0] as Chunk
    const next = line.chunks[0] as Chunk
    const isAligned = Math.abs(line.x0 - item.x0) <= 2 || Math.abs(line.x0 - textStartOf(item)) <= 2
    const isSameType = Math.abs(line.size - item.size) <= 0.5 && mainFont(tail) === mainFont(next)
    const isOther =
      BULLET_GLYPH.test(next.text) ||
      CONTACT_LIKE.test(next.text) ||
      headingKind(next.text) !== null ||
      isDateOnly(next.text) ||
      (/[.!?]["”’)]?$/u.test(tail.text) && /^\p{Lu}/u.test(next.text))
    const isFull = tail.x1 + firstWordWidth(next) + 0.25 * line.size >= item.wrapEdge - 1
    if (!isAligned || !isSameType || isOther || !isFull) continue
    tail.text = /\p{L}-$/u.test(tail.text) ? tail.text + next.text : `${tail.text} ${next.text}`
    tail.items.push(...next.items)
    lines.shift()
  }
  return result
}

// A main column that runs on to the next page is read on before the sidebar beside it: the lines
// that open a page in the main column's place, up to the page's first heading, move up to follow
// the main flow of the page before (whose last lines are a sidebar).
function carryMainFlowOver(pageLines: Line[][]): Line[][] {
  const result = pageLines.map((lines) => [...lines])
  for (let page = 1; page < result.length; page += 1) {
    const before = result[page - 1] as Line[]
    const lines = result[page] as Line[]
    let sideFrom = before.length
    while (sideFrom > 0 && before[sideFrom - 1]?.isSide === true) sideFrom -= 1
    if (sideFrom === before.length || sideFrom === 0) continue
    const main = before.slice(0, sideFrom).filter((line) => line.page === page - 1)
    const mainBand = main.slice(-8)
    if (mainBand.length === 0) continue
    const from = Math.min(...mainBand.map((line) => line.x0)) - 12
    const to = Math.max(...mainBand.map((line) => line.x1)) + 4
    let count = 0
    while (count < lines.length) {
      const line = lines[count] as Line
      if (line.isSide === true || line.x0 < from || line.x0 > to || headingKind(line.chunks[0]?.text ?? ''))
        break
      count += 1
    }
    if (count === 0) continue
    before.splice(sideFrom, 0, ...lines.splice(0, count))
  }
  return result
}

// The font most of the text is set in; lines entirely in other fonts are emphasised.
function dominantFont(pages: readonly PdfPage[]): string {
  const counts = new Map<string, number>()
  for (const page of pages)
    for (const item of page.items) counts.set(item.font, (counts.get(item.font) ?? 0) + item.text.length)
  let best = ''
  let bestCount = -1
  for (const [font, count] of counts) if (count > bestCount) [best, bestCount] = [font, count]
  return best
}

function largestChunk(rows: readonly Row[]): Chunk | null {
  let best: Chunk | null = null
  for (const row of rows) for (const chunk of row.chunks) if (!best || chunk.size > best.size) best = chunk
  return best
}

// The name is set in the largest type on page 1, clearly above body text.
function nameLineOf(page: PdfPage | undefined): string {
  if (!page) return ''
  const rows = toRows(page.items)
  const chunks = rows.flatMap((row) => row.chunks)
  if (chunks.length === 0) return ''
  const sizes = chunks.map((chunk) => chunk.size).sort((a, b) => a - b)
  const median = sizes[Math.floor(sizes.length / 2)] ?? 0
  const largest = largestChunk(rows)
  if (!largest || largest.size < median * 1.25 || largest.text.length > 60 || largest.y > page.height * 0.5)
    return ''
  // A name set in two runs on one row ("ANNA" "SCHMIDT") is one line.
  const row = rows.find((candidate) => candidate.chunks.includes(largest))
  const sameSize = row?.chunks.filter((chunk) => Math.abs(chunk.size - largest.size) < 0.5) ?? [largest]
  return sameSize.map((chunk) => chunk.text).join(' ')
}

// Lines repeated at the top or bottom of several pages (running headers, "Page 1 of 2") go.
function dropRunningHeaders(pageLines: readonly Line[][], pages: readonly PdfPage[]): Line[][] {
  if (pageLines.length < 2) return pageLines.map((lines) => [...lines])
  const key = (line: Line): string =>
    line.chunks
      .map((chunk) => chunk.text)
      .join(' ')
      .replace(/\d+/g, '#')
      .toLowerCase()
  const isMargin = (line: Line): boolean => {
    const height = pages[line.page]?.height ?? 842
    return line.y < height * 0.08 || line.y > height * 0.92
  }
  const counts = new Map<string, number>()
  for (const lines of pageLines) {
    const seen = new Set(lines.filter(isMargin).map(key))
    for (const text of seen) counts.set(text, (counts.get(text) ?? 0) + 1)
  }
  // Page 1 keeps its top lines: a name repeated as a running header is still the name there.
  const isRunning = (line: Line): boolean =>
    isMargin(line) &&
    (counts.get(key(line)) ?? 0) >= 2 &&
    (line.page > 0 || line.y > (pages[0]?.height ?? 842) * 0.5)
  return pageLines.map((lines) => lines.filter((line) => !isRunning(line)))
}
