import latinExtUrl from '@fontsource/ibm-plex-mono/files/ibm-plex-mono-latin-ext-400-normal.woff2?url'
import latinUrl from '@fontsource/ibm-plex-mono/files/ibm-plex-mono-latin-400-normal.woff2?url'
import type { LetterAlignment } from '#shared/api/ai'
import { PRINT_DIALOG_DELAY_MS } from '#shared/limits'
import { type LetterFontFace, letterPrintHtml } from './letter-print-html'

// The bundled face (no CDN at print time); ranges as in @fontsource's own CSS. latin-ext covers
// the Polish, Czech and other Central European letters of the eight languages.
const FONT_FACES: LetterFontFace[] = [
  {
    url: latinUrl,
    unicodeRange:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  {
    url: latinExtUrl,
    unicodeRange:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
]

/**
 * docs/spec/1-screens.md "Print": a new window with the letter, the print dialog after 0.5 s, then closed.
 * Returns false when the browser blocked the window. Must run inside the click handler.
 */
export function printLetter(letter: {
  text: string
  alignment: LetterAlignment
  language: string
  title: string
}): boolean {
  const printWindow = window.open('', '_blank', 'width=900,height=1000')
  if (!printWindow) return false
  // The window is about:blank: font URLs must be absolute to resolve against this site.
  const fontFaces = FONT_FACES.map((face) => ({ ...face, url: new URL(face.url, window.location.href).href }))
  printWindow.document.open()
  printWindow.document.write(letterPrintHtml({ ...letter, fontFaces }))
  printWindow.document.close()
  window.setTimeout(() => {
    printWindow.focus()
    printWindow.print()
    printWindow.close()
  }, PRINT_DIALOG_DELAY_MS)
  return true
}
