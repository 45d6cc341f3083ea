import { A4_DIN_LETTER } from '#shared/letter-geometry'
import type { LetterAlignment } from '#shared/api/ai'

export type LetterFontFace = { url: string; unicodeRange: string }

export const LETTER_FONT_FAMILY =
  "'IBM Plex Mono', ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace"

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!)

/**
 * The print window's document: the letter with its line breaks, in the preview's monospace A4
 * styling (12 pt, line height 1.4, DIN margins as the page margins), so print matches the counter.
 */
export function letterPrintHtml({
  text,
  alignment,
  language,
  title,
  fontFaces = [],
}: {
  text: string
  alignment: LetterAlignment
  language: string
  title: string
  fontFaces?: LetterFontFace[]
}): string {
  const g = A4_DIN_LETTER
  const faces = fontFaces
    .map(
      (face) =>
        `@font-face{font-family:'IBM Plex Mono';font-style:normal;font-weight:400;font-display:block;src:url("${encodeURI(face.url)}") format('woff2');unicode-range:${face.unicodeRange}}`,
    )
    .join('')
  const body = text.split(/\r?\n/).map(escapeHtml).join('<br>')
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>
${faces}
@page{size:A4;margin:${g.marginTopMm}mm ${g.marginRightMm}mm ${g.marginBottomMm}mm ${g.marginLeftMm}mm}
html,body{margin:0;background:#fff;color:#000}
body{font-family:${LETTER_FONT_FAMILY};font-size:${g.fontSizePt}pt;line-height:${g.lineHeight};white-space:pre-wrap;overflow-wrap:break-word;text-align:${alignment}}
@media screen{body{box-sizing:border-box;width:${g.pageWidthMm}mm;min-height:${g.pageHeightMm}mm;margin:0 auto;padding:${g.marginTopMm}mm ${g.marginRightMm}mm ${g.marginBottomMm}mm ${g.marginLeftMm}mm}}
</style>
</head>
<body>${body}</body>
</html>`
}
