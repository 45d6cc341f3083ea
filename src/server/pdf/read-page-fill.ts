import { inflateSync } from 'node:zlib'

// The page count and the last page's lowest line of text, read straight from a PDF that Chromium
// (Skia) printed, in about a millisecond instead of pdf.js's ~20 ms: pdf.js parses every embedded
// font to extract text, while all the fill rule needs is where text sits and whether it is blank.
// The reader follows pdf.js's text extraction rule for rule (which glyphs count, which page area,
// how glyphs join into one text item, item positions and heights), so that the answer is the one
// pdf.js gives; page-fill.ts falls back to pdf.js whenever this reader answers null, which it does
// at the first construct it does not follow exactly (another font kind, rotated text, form
// objects, text rise, inline images, a small baseline shift inside one line, …). A test compares
// both readers on every template's PDF.

type Ref = { ref: number }
type PdfValue = number | string | boolean | null | Ref | PdfValue[] | PdfDict | Name | HexString
type PdfDict = { dict: Map<string, PdfValue> }
type Name = { name: string }
type HexString = { bytes: Uint8Array }

/** Thrown inside the reader when the PDF leaves what it follows; measure answers null then. */
class Unsupported extends Error {}
const unsupported = (what: string): never => {
  throw new Unsupported(what)
}

// Character classes of PDF syntax by char code: 1 white space, 2 delimiter.
const CHAR_CLASS = new Uint8Array(256)
for (const code of [0, 9, 10, 12, 13, 32]) CHAR_CLASS[code] = 1
for (const char of '()<>[]{}/%') CHAR_CLASS[char.charCodeAt(0)] = 2
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/

/** Tokens of PDF syntax over the file (latin1, one char per byte) or a content stream. */
class Lexer {
  constructor(
    readonly text: string,
    public pos = 0,
  ) {}

  private skipSpace(): void {
    const { text } = this
    while (this.pos < text.length) {
      const code = text.charCodeAt(this.pos)
      if (CHAR_CLASS[code] === 1) this.pos++
      else if (code === 37 /* % */) {
        while (this.pos < text.length && text.charCodeAt(this.pos) !== 10 && text.charCodeAt(this.pos) !== 13) this.pos++
      } else break
    }
  }

  /** The next value, or an operator/keyword as `{ op }`, or null at the end. */
  next(): PdfValue | { op: string } | { close: string } | undefined {
    this.skipSpace()
    const { text } = this
    if (this.pos >= text.length) return undefined
    const char = text[this.pos]!
    if (char === '/') {
      const start = ++this.pos
      while (this.pos < text.length && !isBreak(text.charCodeAt(this.pos))) this.pos++
      return { name: text.slice(start, this.pos) }
    }
    if (char === '<' && text[this.pos + 1] === '<') {
      this.pos += 2
      const dict = new Map<string, PdfValue>()
      for (;;) {
        const key = this.next()
        if (key && typeof key === 'object' && 'close' in key && key.close === '>>') return { dict }
        if (!key || typeof key !== 'object' || !('name' in key)) return unsupported('dictionary key')
        dict.set(key.name, this.value())
      }
    }
    if (char === '>' && text[this.pos + 1] === '>') {
      this.pos += 2
      return { close: '>>' }
    }
    if (char === '<') {
      const end = text.indexOf('>', this.pos)
      if (end < 0) return unsupported('hex string')
      let hex = text.slice(this.pos + 1, end)
      if (/[^0-9a-fA-F]/.test(hex)) hex = hex.replace(/\s+/g, '')
      if (hex.length % 2) hex += '0'
      this.pos = end + 1
      return { bytes: Buffer.from(hex, 'hex') }
    }
    if (char === '(') return this.literalString()
    if (char === '[') {
      this.pos++
      const items: PdfValue[] = []
      for (;;) {
        const item = this.next()
        if (item && typeof item === 'object' && 'close' in item && item.close === ']') return items
        if (item && typeof item === 'object' && 'op' in item && item.op === 'R') {
          const [number, generation] = items.slice(-2)
          if (!Number.isInteger(number) || !Number.isInteger(generation)) return unsupported('reference')
          items.splice(-2, 2, { ref: number as number })
          continue
        }
        if (item === undefined || (typeof item === 'object' && item && ('op' in item || 'close' in item))) {
          return unsupported('array item')
        }
        items.push(item)
      }
    }
    if (char === ']') {
      this.pos++
      return { close: ']' }
    }
    const start = this.pos
    while (this.pos < text.length && !isBreak(text.charCodeAt(this.pos))) this.pos++
    if (this.pos === start) return unsupported(`character ${char}`)
    const word = text.slice(start, this.pos)
    const first = word.charCodeAt(0)
    // Digits, sign or point: a number (operators and keywords start with a letter, ' or ").
    if ((first >= 48 && first <= 57) || first === 43 || first === 45 || first === 46) {
      return NUMBER.test(word) ? Number(word) : unsupported(`token ${word}`)
    }
    if (word === 'true' || word === 'false') return word === 'true'
    if (word === 'null') return null
    return { op: word }
  }

  /** A value where only a value may stand: numbers followed by `g R` become references. */
  value(): PdfValue {
    const first = this.next()
    if (first === undefined || (typeof first === 'object' && first && ('op' in first || 'close' in first))) {
      return unsupported('value')
    }
    if (typeof first === 'number' && Number.isInteger(first)) {
      const saved = this.pos
      const generation = this.next()
      const keyword = typeof generation === 'number' ? this.next() : undefined
      if (keyword && typeof keyword === 'object' && 'op' in keyword && keyword.op === 'R') return { ref: first }
      this.pos = saved
    }
    return first
  }

  private literalString(): HexString {
    const { text } = this
    const bytes: number[] = []
    let depth = 1
    this.pos++
    while (this.pos < text.length) {
      const char = text[this.pos++]!
      if (char === '\\') {
        const escaped = text[this.pos++] ?? ''
        const simple: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 }
        if (escaped in simple) bytes.push(simple[escaped]!)
        else if (/[0-7]/.test(escaped)) {
          let octal = escaped
          while (octal.length < 3 && /[0-7]/.test(text[this.pos] ?? '')) octal += text[this.pos++]
          bytes.push(parseInt(octal, 8) & 0xff)
        } else if (escaped === '\r') {
          if (text[this.pos] === '\n') this.pos++
        } else if (escaped !== '\n') bytes.push(escaped.charCodeAt(0))
        continue
      }
      if (char === '(') depth++
      if (char === ')' && --depth === 0) return { bytes: Uint8Array.from(bytes) }
      bytes.push(char.charCodeAt(0))
    }
    return unsupported('unterminated string')
  }
}

function isBreak(code: number): boolean {
  return code < 256 && CHAR_CLASS[code] !== 0
}

const isRef = (value: PdfValue | undefined): value is Ref => typeof value === 'object' && value !== null && 'ref' in value
const isDict = (value: PdfValue | undefined): value is PdfDict =>
  typeof value === 'object' && value !== null && 'dict' in value
const isName = (value: PdfValue | undefined): value is Name => typeof value === 'object' && value !== null && 'name' in value

interface PdfObject {
  value: PdfValue
  /** Where the stream's data lies in the file, for stream objects. */
  stream?: { start: number; length: number }
}

/** Every object of the file, read in order (stream data skipped by its length, never scanned). */
function readObjects(text: string): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>()
  const header = /(\d+)\s+(\d+)\s+obj\b/g
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const lexer = new Lexer(text, match.index + match[0].length)
    const value = lexer.value()
    const object: PdfObject = { value }
    const after = /^\s*stream\r?\n/.exec(text.slice(lexer.pos, lexer.pos + 16))
    if (after && isDict(value)) {
      const length = value.dict.get('Length')
      if (typeof length !== 'number') return unsupported('stream length')
      object.stream = { start: lexer.pos + after[0].length, length }
      header.lastIndex = object.stream.start + length
    } else {
      header.lastIndex = lexer.pos
    }
    objects.set(Number(match[1]), object)
  }
  return objects
}

class PdfFile {
  readonly objects: Map<number, PdfObject>
  constructor(
    readonly bytes: Buffer,
    readonly text: string,
  ) {
    this.objects = readObjects(text)
  }

  resolve(value: PdfValue | undefined): PdfValue | undefined {
    for (let hops = 0; isRef(value); hops++) {
      if (hops > 32) return unsupported('reference loop')
      value = this.objects.get(value.ref)?.value ?? unsupported(`object ${value.ref}`)
    }
    return value
  }

  dict(value: PdfValue | undefined): PdfDict {
    const resolved = this.resolve(value)
    return isDict(resolved) ? resolved : unsupported('dictionary')
  }

  /** The decoded data of a stream object (no filter or Flate without parameters). */
  streamData(value: PdfValue | undefined): Buffer {
    if (!isRef(value)) return unsupported('direct stream')
    const object = this.objects.get(value.ref)
    if (!object?.stream || !isDict(object.value)) return unsupported('stream')
    const data = this.bytes.subarray(object.stream.start, object.stream.start + object.stream.length)
    const filter = object.value.dict.get('Filter')
    if (filter === undefined) return data
    const flate = isName(filter) ? filter.name === 'FlateDecode' : Array.isArray(filter) && filter.length === 1 && isName(filter[0]) && filter[0].name === 'FlateDecode'
    if (!flate || object.value.dict.has('DecodeParms')) return unsupported('stream filter')
    return inflateSync(data)
  }
}

interface Font {
  /** Code → text, from the ToUnicode map. */
  unicode: Map<number, string>
  widths: Map<number, number>
  defaultWidth: number
}

function readToUnicode(data: string): Map<number, string> {
  const map = new Map<number, string>()
  const utf16 = (hex: string) => {
    const bytes = Buffer.from(hex, 'hex')
    let text = ''
    for (let i = 0; i + 1 < bytes.length; i += 2) text += String.fromCharCode((bytes[i]! << 8) | bytes[i + 1]!)
    return text
  }
  for (const block of data.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g)) map.set(parseInt(pair[1]!, 16), utf16(pair[2]!))
  }
  for (const block of data.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]*>|\[[^\]]*\])/g)) {
      const low = parseInt(range[1]!, 16)
      const high = parseInt(range[2]!, 16)
      if (high - low > 0xffff) return unsupported('ToUnicode range')
      const target = range[3]!
      if (target.startsWith('[')) {
        const each = [...target.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => utf16(hex[1]!))
        for (let code = low; code <= high; code++) map.set(code, each[code - low] ?? unsupported('ToUnicode array'))
      } else {
        const base = target.slice(1, -1)
        const prefix = utf16(base.slice(0, -4))
        const last = parseInt(base.slice(-4), 16)
        for (let code = low; code <= high; code++) map.set(code, prefix + String.fromCharCode(last + code - low))
      }
    }
  }
  if (/begincodespacerange[\s\S]*?<([0-9a-fA-F]+)>/.exec(data)?.[1]?.length !== 4) return unsupported('code space')
  return map
}

/** A Type0 font with Identity-H encoding and a ToUnicode map, the only kind Chromium writes for text. */
function readFont(file: PdfFile, value: PdfValue | undefined): Font {
  const font = file.dict(value).dict
  const encoding = font.get('Encoding')
  if ((font.get('Subtype') as Name | undefined)?.name !== 'Type0' || !isName(encoding) || encoding.name !== 'Identity-H') {
    return unsupported('font kind')
  }
  const descendants = file.resolve(font.get('DescendantFonts'))
  if (!Array.isArray(descendants) || descendants.length !== 1) return unsupported('descendant fonts')
  const cidFont = file.dict(descendants[0]).dict
  if ((cidFont.get('Subtype') as Name | undefined)?.name !== 'CIDFontType2') return unsupported('CID font kind')
  const widths = new Map<number, number>()
  const w = file.resolve(cidFont.get('W')) ?? []
  if (!Array.isArray(w)) return unsupported('widths')
  for (let i = 0; i < w.length; ) {
    const first = file.resolve(w[i])
    const second = file.resolve(w[i + 1])
    if (typeof first !== 'number') return unsupported('widths')
    if (Array.isArray(second)) {
      second.forEach((width, index) => widths.set(first + index, typeof width === 'number' ? width : unsupported('width')))
      i += 2
    } else {
      const width = file.resolve(w[i + 2])
      if (typeof second !== 'number' || typeof width !== 'number') return unsupported('widths')
      for (let code = first; code <= second; code++) widths.set(code, width)
      i += 3
    }
  }
  const defaultWidth = file.resolve(cidFont.get('DW')) ?? 1000
  if (typeof defaultWidth !== 'number') return unsupported('default width')
  const unicode = readToUnicode(file.streamData(font.get('ToUnicode')).toString('latin1'))
  return { unicode, widths, defaultWidth }
}

type Matrix = [number, number, number, number, number, number]

// pdf.js's Util.transform: m2 applied first, then m1.
function multiply(m1: Matrix, m2: Matrix): Matrix {
  return [
    m1[0] * m2[0] + m1[2] * m2[1],
    m1[1] * m2[0] + m1[3] * m2[1],
    m1[0] * m2[2] + m1[2] * m2[3],
    m1[1] * m2[2] + m1[3] * m2[3],
    m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
    m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
  ]
}

function translate(m: Matrix, x: number, y: number): void {
  m[4] = m[0] * x + m[2] * y + m[4]
  m[5] = m[1] * x + m[3] * y + m[5]
}

// pdf.js's glyph categories (getCharUnicodeCategory).
const SPECIAL_CHAR = /^(\s)|(\p{Mn})|(\p{Cf})$/u

/** A text item as pdf.js would emit it: its baseline and height (only those that hold visible text). */
export interface TextLine {
  baseline: number
  height: number
}

interface GraphicsState {
  ctm: Matrix
  font: Font | null
  fontSize: number
  horizontalScale: number
  leading: number
}

// The text-spacing factors pdf.js uses to decide whether a glyph continues the current text item.
const NEGATIVE_SPACE_FACTOR = -0.2
const SPACE_IN_FLOW_MAX_FACTOR = 0.6
const VERTICAL_SHIFT_RATIO = 0.25

const IGNORED_OPERATORS = new Set([
  // paths, clipping, colour, line style, graphics state parameters, rendering mode, images
  ...'m l c v y h re S s f F f* B B* b b* n W W* RG rg G g K k CS cs SC SCN sc scn w J j M d i ri sh Tr'.split(' '),
  ...'BX EX d0 d1'.split(' '),
])
// pdf.js ends the current text item at these.
const FLUSHING_OPERATORS = new Set(['BMC', 'BDC', 'EMC', 'MP', 'DP'])

/** The text items of one page's content, positioned as pdf.js positions them. */
function readTextLines(file: PdfFile, page: PdfDict, view: number[]): TextLine[] {
  const resources = file.dict(inherited(file, page, 'Resources'))
  const fontRefs = resources.dict.has('Font') ? file.dict(resources.dict.get('Font')).dict : new Map<string, PdfValue>()
  const xObjects = resources.dict.has('XObject') ? file.dict(resources.dict.get('XObject')).dict : new Map<string, PdfValue>()
  const fonts = new Map<string, Font>()
  const contents = file.resolve(page.dict.get('Contents'))
  const parts = Array.isArray(contents) ? contents : [page.dict.get('Contents')]
  const content = parts.map((part) => file.streamData(part).toString('latin1')).join('\n')

  const lines: TextLine[] = []
  let state: GraphicsState = { ctm: [1, 0, 0, 1, 0, 0], font: null, fontSize: 0, horizontalScale: 1, leading: 0 }
  const saved: GraphicsState[] = []
  let textMatrix: Matrix = [1, 0, 0, 1, 0, 0]
  let lineMatrix: Matrix = [1, 0, 0, 1, 0, 0]
  // The open text item (pdf.js's textContentItem) and where the last visible glyph ended.
  let item = null as { y: number; height: number; fontSize: number; advanceScale: number } | null
  let last = null as { x: number; y: number } | null

  const currentTransform = (): Matrix =>
    multiply(state.ctm, multiply(textMatrix, [state.fontSize * state.horizontalScale, 0, 0, state.fontSize, 0, 0]))
  const advanceScale = () => Math.hypot(state.ctm[0], state.ctm[1]) * Math.hypot(lineMatrix[0], lineMatrix[1])

  const showText = (bytes: Uint8Array) => {
    const font = state.font ?? unsupported('text without font')
    if (bytes.length % 2) return unsupported('odd code length')
    for (let i = 0; i < bytes.length; i += 2) {
      const code = (bytes[i]! << 8) | bytes[i + 1]!
      // pdf.js reads an empty mapping as no mapping and takes the code itself as the character.
      const unicode = font.unicode.get(code) || (font.unicode.has(code) ? String.fromCharCode(code) : unsupported('code without ToUnicode'))
      const advance = ((font.widths.get(code) ?? font.defaultWidth) / 1000) * state.fontSize
      const category = SPECIAL_CHAR.exec(unicode)
      if (category?.[3]) continue // an invisible format mark: pdf.js neither shows nor advances it
      if (category?.[2]) return unsupported('zero-width diacritic')
      if (category?.[1]) {
        translate(textMatrix, advance * state.horizontalScale, 0)
        continue
      }
      const transform = currentTransform()
      if (transform[1] !== 0 || transform[2] !== 0 || !(transform[0] > 0)) return unsupported('rotated text')
      const [x, y] = [transform[4], transform[5]]
      if (x + advance < view[0]! || x > view[2]! || y < view[1]! || y > view[3]!) {
        translate(textMatrix, advance * state.horizontalScale, 0)
        continue
      }
      const height = Math.hypot(transform[2], transform[3])
      if (!continuesItem(x, y, height)) {
        item = { y, height, fontSize: state.fontSize, advanceScale: advanceScale() }
        lines.push({ baseline: y, height })
      }
      translate(textMatrix, advance * state.horizontalScale, 0)
      if (advance) {
        const after = currentTransform()
        last = { x: after[4], y: after[5] }
      }
    }
  }

  // Whether pdf.js adds this glyph to the open item (which keeps the item's first baseline). Only
  // the cases with a known outcome are followed: a glyph on the same baseline changes nothing,
  // and one that pdf.js certainly starts a new item with gets its own; anything between is left
  // to pdf.js.
  const continuesItem = (x: number, y: number, height: number): boolean => {
    if (!item || !last) return false
    // pdf.js ends the item whenever the font size changes.
    if (state.fontSize !== item.fontSize) return false
    const advanceX = (x - last.x) / item.advanceScale
    const advanceY = y - last.y
    if (advanceX < NEGATIVE_SPACE_FACTOR * item.fontSize) return false
    if (Math.abs(advanceY) > item.height) return false
    if (advanceX > SPACE_IN_FLOW_MAX_FACTOR * item.fontSize) return false
    if (Math.abs(advanceY) > item.height * VERTICAL_SHIFT_RATIO) return false
    // Same baseline and height: whether pdf.js continues the item or starts another changes nothing.
    if (advanceY === 0 && height === item.height) return true
    return unsupported('baseline or scale change within a line')
  }

  const lexer = new Lexer(content)
  const operands: PdfValue[] = []
  const number = (index: number): number => {
    const value = operands[index]
    return typeof value === 'number' ? value : unsupported('operand')
  }
  const matrixOperands = (): Matrix => {
    if (operands.length !== 6) return unsupported('matrix')
    return [number(0), number(1), number(2), number(3), number(4), number(5)]
  }
  for (let token = lexer.next(); token !== undefined; token = lexer.next()) {
    if (typeof token !== 'object' || token === null || !('op' in token)) {
      if (token && typeof token === 'object' && 'close' in token) return unsupported('stray delimiter')
      operands.push(token as PdfValue)
      continue
    }
    const op = token.op
    switch (op) {
      case 'q':
        saved.push({ ...state, ctm: [...state.ctm] })
        break
      case 'Q':
        state = saved.pop() ?? state
        break
      case 'cm':
        state.ctm = multiply(state.ctm, matrixOperands())
        break
      case 'BT':
        textMatrix = [1, 0, 0, 1, 0, 0]
        lineMatrix = [1, 0, 0, 1, 0, 0]
        break
      case 'ET':
        break
      case 'Tf': {
        const name = operands[0]
        if (!isName(name)) return unsupported('font name')
        let font = fonts.get(name.name)
        if (!font) fonts.set(name.name, (font = readFont(file, fontRefs.get(name.name))))
        state.font = font
        state.fontSize = number(1)
        break
      }
      case 'Tm':
        textMatrix = matrixOperands()
        lineMatrix = [...textMatrix]
        if (item) item.advanceScale = advanceScale()
        break
      case 'Td':
      case 'TD':
        if (op === 'TD') state.leading = -number(1)
        translate(lineMatrix, number(0), number(1))
        textMatrix = [...lineMatrix]
        break
      case 'T*':
        translate(lineMatrix, 0, -state.leading)
        textMatrix = [...lineMatrix]
        break
      case 'TL':
        state.leading = number(0)
        break
      case 'Tz':
        state.horizontalScale = number(0) / 100
        break
      case 'Tc':
      case 'Tw':
      case 'Ts':
        if (number(0) !== 0) return unsupported(`${op} ${number(0)}`)
        break
      case 'Tj': {
        const text = operands[0]
        if (!(typeof text === 'object' && text !== null && 'bytes' in text)) return unsupported('Tj operand')
        showText(text.bytes)
        break
      }
      case 'gs': {
        // A graphics state may set a font (pdf.js then switches to it); Chromium's never do.
        const name = operands[0]
        const states = resources.dict.has('ExtGState') ? file.dict(resources.dict.get('ExtGState')).dict : undefined
        if (!isName(name) || !states || file.dict(states.get(name.name)).dict.has('Font')) return unsupported('gs')
        break
      }
      case 'Do': {
        const name = operands[0]
        const xObject = isName(name) ? file.resolve(xObjects.get(name.name)) : undefined
        if (!isDict(xObject) || (xObject.dict.get('Subtype') as Name | undefined)?.name !== 'Image') {
          return unsupported('form XObject')
        }
        item = null
        break
      }
      default:
        if (FLUSHING_OPERATORS.has(op)) item = null
        else if (!IGNORED_OPERATORS.has(op)) return unsupported(`operator ${op}`)
    }
    operands.length = 0
  }
  return lines
}

function inherited(file: PdfFile, node: PdfDict, key: string): PdfValue | undefined {
  for (let current: PdfDict | undefined = node, hops = 0; current && hops < 32; hops++) {
    if (current.dict.has(key)) return current.dict.get(key)
    const parent = current.dict.get('Parent')
    current = parent === undefined ? undefined : file.dict(parent)
  }
  return undefined
}

function lastPage(file: PdfFile, node: PdfDict): PdfDict {
  const type = (node.dict.get('Type') as Name | undefined)?.name
  if (type === 'Page') return node
  const kids = file.resolve(node.dict.get('Kids'))
  if (type !== 'Pages' || !Array.isArray(kids) || kids.length === 0) return unsupported('page tree')
  return lastPage(file, file.dict(kids.at(-1)))
}

export interface PageTextLines {
  pages: number
  /** The last page's visible box [x1, y1, x2, y2] in PDF points. */
  view: number[]
  lines: TextLine[]
}

/** The page count and the last page's text items, or null for a PDF this reader does not follow. */
export function readLastPageText(pdf: Buffer | Uint8Array): PageTextLines | null {
  try {
    const bytes = Buffer.isBuffer(pdf) ? pdf : Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)
    const file = new PdfFile(bytes, bytes.toString('latin1'))
    const trailer = /trailer\s*(<<[\s\S]*?>>)\s*startxref/.exec(file.text.slice(-4096))
    if (!trailer) return unsupported('trailer')
    const root = file.dict(new Lexer(trailer[1]!).value())
    const catalog = file.dict(root.dict.get('Root'))
    const tree = file.dict(catalog.dict.get('Pages'))
    const pages = file.resolve(tree.dict.get('Count'))
    if (typeof pages !== 'number' || pages < 1) return unsupported('page count')
    const page = lastPage(file, tree)
    if (inherited(file, page, 'CropBox') !== undefined) return unsupported('crop box')
    const box = file.resolve(inherited(file, page, 'MediaBox'))
    if (!Array.isArray(box) || box.length !== 4 || box.some((side) => typeof side !== 'number')) return unsupported('media box')
    const [x1, y1, x2, y2] = box as number[]
    const view = [Math.min(x1!, x2!), Math.min(y1!, y2!), Math.max(x1!, x2!), Math.max(y1!, y2!)]
    return { pages, view, lines: readTextLines(file, page, view) }
  } catch (error) {
    if (error instanceof Unsupported || error instanceof RangeError || error instanceof TypeError) return null
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('Z_')) return null
    throw error
  }
}
