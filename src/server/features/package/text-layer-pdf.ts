import {
  beginText,
  endText,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rotateAndSkewTextDegreesAndTranslate,
  setFontAndSize,
  setTextRenderingMode,
  showText,
  TextRenderingMode,
} from 'pdf-lib'
import type { ScanTextLayer } from '#server/import/files/ocr/text-layer'

// The words recognised on a photographed or scanned enclosure, laid invisibly (text rendering
// mode 3) over its picture in the package, so that the Bewerbungsmappe can be searched and its
// text copied like a typed one. Each run is stretched (Tz) to the width it has on the picture.
// Runs are set level (the nearest quarter turn), centred where they stand on a skewed scan: many
// PDF readers (portals' parsers among them) skip rotated text, and a skew of a few degrees moves a
// line's ends by less than a word.

/** Where the picture the words were read from stands on the page, in PDF points (y up). */
export interface TextFrame {
  x: number
  y: number
  width: number
  height: number
  /**
   * Clockwise degrees from the frame as drawn to the page the recogniser read (its turn and skew,
   * less any turn the package already gave the picture).
   */
  rotation: number
}

const RADIANS = Math.PI / 180

/** The standard font writes WinAnsi only: other letters lose their accents, or become a '?'. */
function encodable(font: PDFFont): (text: string) => string {
  const known = new Map<string, string>()
  const fits = (char: string) => {
    try {
      font.encodeText(char)
      return true
    } catch {
      return false
    }
  }
  const FALLBACK: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ı: 'i' }
  return (text) =>
    Array.from(text.normalize('NFC'), (char) => {
      let out = known.get(char)
      if (out === undefined) {
        const bare = char.normalize('NFD').replace(/\p{M}/gu, '')
        out = fits(char) ? char : FALLBACK[char] ?? (bare && fits(bare) ? bare : '?')
        known.set(char, out)
      }
      return out
    }).join('')
}

/** Lays the layer's runs over the frame; the page's other content is untouched. */
export function drawTextLayer(page: PDFPage, font: PDFFont, layer: ScanTextLayer, frame: TextFrame): void {
  if (layer.runs.length === 0 || layer.width <= 0 || layer.height <= 0) return
  const theta = frame.rotation * RADIANS
  const cos = Math.cos(theta)
  const sin = Math.sin(theta)
  // The read page is the frame turned about its centre and grown to hold its corners, then scaled.
  const scale = layer.width / (frame.width * Math.abs(cos) + frame.height * Math.abs(sin))
  if (!Number.isFinite(scale) || scale <= 0) return
  const toPage = (x: number, y: number) => {
    const dx = x - layer.width / 2
    const dy = y - layer.height / 2
    const fx = (dx * cos + dy * sin) / scale + frame.width / 2
    const fy = (-dx * sin + dy * cos) / scale + frame.height / 2
    return { x: frame.x + fx, y: frame.y + frame.height - fy }
  }
  // The direction the lines run on the page, snapped to a quarter turn.
  const level = ((Math.round(frame.rotation / 90) * 90) % 360 + 360) % 360
  const along = { x: Math.cos(level * RADIANS), y: Math.sin(level * RADIANS) }
  const clean = encodable(font)
  const fontKey = page.node.newFontDictionary(font.name, font.ref)
  const operators: PDFOperator[] = [pushGraphicsState(), beginText(), setTextRenderingMode(TextRenderingMode.Invisible)]
  for (const run of layer.runs) {
    const text = clean(run.t)
    const size = run.s / scale
    if (!text.trim() || !(size > 0)) continue
    const natural = font.widthOfTextAtSize(text, size)
    const stretch = natural > 0 ? Math.min(400, Math.max(20, (100 * run.w) / scale / natural)) : 100
    const centre = toPage(run.x + run.w / 2, run.y)
    const half = run.w / scale / 2
    const at = { x: centre.x - along.x * half, y: centre.y - along.y * half }
    operators.push(
      setFontAndSize(fontKey, size),
      rotateAndSkewTextDegreesAndTranslate(level, 0, 0, at.x, at.y),
      PDFOperator.of(PDFOperatorNames.SetTextHorizontalScaling, [PDFNumber.of(Math.round(stretch * 10) / 10)]),
      showText(font.encodeText(text)),
    )
  }
  operators.push(endText(), popGraphicsState())
  page.pushOperators(...operators)
}
