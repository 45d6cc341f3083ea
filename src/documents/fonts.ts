import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

// Fonts travel inside the document as data URLs so that a rendered CV is self-contained: the
// preview iframe, the PDF printer and a saved .html file never fetch anything (no CDN, no file
// paths that differ between machines). Only the latin and latin-ext subsets exist here, and
// latin-ext (about 40 % of the bytes) is embedded only when the document's text needs it.

// Static faces only: Chromium embeds a variable font (such as @fontsource-variable/inter) in a PDF
// as Type 3 glyph procedures, which text extraction handles badly (pdfjs drops characters).
export const FONTS = {
  'source-serif-4': { family: 'Source Serif 4', pkg: '@fontsource/source-serif-4', prefix: 'source-serif-4' },
  'source-sans-3': { family: 'Source Sans 3', pkg: '@fontsource/source-sans-3', prefix: 'source-sans-3' },
  lato: { family: 'Lato', pkg: '@fontsource/lato', prefix: 'lato' },
  merriweather: { family: 'Merriweather', pkg: '@fontsource/merriweather', prefix: 'merriweather' },
  roboto: { family: 'Roboto', pkg: '@fontsource/roboto', prefix: 'roboto' },
  'open-sans': { family: 'Open Sans', pkg: '@fontsource/open-sans', prefix: 'open-sans' },
  'ibm-plex-sans': { family: 'IBM Plex Sans', pkg: '@fontsource/ibm-plex-sans', prefix: 'ibm-plex-sans' },
  'ibm-plex-mono': { family: 'IBM Plex Mono', pkg: '@fontsource/ibm-plex-mono', prefix: 'ibm-plex-mono' },
  'playfair-display': {
    family: 'Playfair Display',
    pkg: '@fontsource/playfair-display',
    prefix: 'playfair-display',
  },
} as const satisfies Record<string, { family: string; pkg: string; prefix: string }>

export type FontKey = keyof typeof FONTS

/** What a template uses: the upright and the italic weights of one family. */
export interface FontRequest {
  font: FontKey
  weights: readonly number[]
  italic?: readonly number[]
}

// From each package's unicode.json (identical across @fontsource packages).
const SUBSETS = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
} as const

type Subset = keyof typeof SUBSETS

function parseRanges(range: string): [number, number][] {
  return range.split(',').map((part) => {
    const [start = '0', end] = part.replace('U+', '').split('-')
    return [parseInt(start, 16), parseInt(end ?? start, 16)]
  })
}

const LATIN_RANGES = parseRanges(SUBSETS.latin)
const LATIN_EXT_RANGES = parseRanges(SUBSETS['latin-ext'])
const inRanges = (code: number, ranges: [number, number][]) =>
  ranges.some(([start, end]) => code >= start && code <= end)

/** Whether any character of the text is covered by latin-ext and not by latin. */
export function needsLatinExt(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x100) continue
    if (inRanges(code, LATIN_EXT_RANGES) && !inRanges(code, LATIN_RANGES)) return true
  }
  return false
}

const require = createRequire(import.meta.url)
const packageDirs = new Map<string, string>()
const dataUrls = new Map<string, string>()
const cssByRequest = new Map<string, string>()

function packageDir(pkg: string): string {
  let dir = packageDirs.get(pkg)
  if (dir === undefined) {
    dir = dirname(require.resolve(`${pkg}/package.json`))
    packageDirs.set(pkg, dir)
  }
  return dir
}

function fontFileDataUrl(pkg: string, file: string): string {
  const key = `${pkg}/${file}`
  let url = dataUrls.get(key)
  if (url === undefined) {
    url = `data:font/woff2;base64,${readFileSync(join(packageDir(pkg), 'files', file)).toString('base64')}`
    dataUrls.set(key, url)
  }
  return url
}

const fileNames = new Map<string, string>()

/**
 * The file of a weight, or of the nearest weight the family has (heavier first on a tie): a face
 * the user chose for a template may lack a weight the template uses (Lato has no 600), and a
 * real nearby weight looks better than the browser's synthetic bold.
 */
function fontFileName(spec: { pkg: string; prefix: string }, subset: Subset, weight: number, style: 'normal' | 'italic'): string {
  const key = `${spec.prefix}:${subset}:${weight}:${style}`
  let name = fileNames.get(key)
  if (name === undefined) {
    const dir = join(packageDir(spec.pkg), 'files')
    const candidates = [100, 200, 300, 400, 500, 600, 700, 800, 900].sort(
      (a, b) => Math.abs(a - weight) - Math.abs(b - weight) || b - a,
    )
    const found = candidates.find((candidate) => existsSync(join(dir, `${spec.prefix}-${subset}-${candidate}-${style}.woff2`)))
    name = `${spec.prefix}-${subset}-${found ?? weight}-${style}.woff2`
    fileNames.set(key, name)
  }
  return name
}

function fontFace(
  family: string,
  style: 'normal' | 'italic',
  weight: string,
  src: string,
  range: string,
): string {
  return `@font-face{font-family:'${family}';font-style:${style};font-weight:${weight};font-display:block;src:url(${src}) format('woff2');unicode-range:${range}}`
}

function facesFor(request: FontRequest, subsets: readonly Subset[]): string[] {
  const spec = FONTS[request.font]
  const faces: string[] = []
  for (const subset of subsets) {
    const range = SUBSETS[subset]
    for (const weight of request.weights) {
      faces.push(
        fontFace(
          spec.family,
          'normal',
          String(weight),
          fontFileDataUrl(spec.pkg, fontFileName(spec, subset, weight, 'normal')),
          range,
        ),
      )
    }
    for (const weight of request.italic ?? []) {
      faces.push(
        fontFace(
          spec.family,
          'italic',
          String(weight),
          fontFileDataUrl(spec.pkg, fontFileName(spec, subset, weight, 'italic')),
          range,
        ),
      )
    }
  }
  return faces
}

/**
 * @font-face rules with embedded woff2 data for the fonts a template asks for; latin-ext faces
 * are added when `text` (everything the document prints) needs them. Files are read once per
 * process and the resulting CSS is cached.
 */
export function buildFontFaceCss(requests: readonly FontRequest[], options: { text?: string } = {}): string {
  const subsets: Subset[] =
    options.text === undefined || needsLatinExt(options.text) ? ['latin', 'latin-ext'] : ['latin']
  const key = `${subsets.join('+')}:${JSON.stringify(requests)}`
  let css = cssByRequest.get(key)
  if (css === undefined) {
    css = requests.flatMap((request) => facesFor(request, subsets)).join('\n')
    cssByRequest.set(key, css)
  }
  return css
}
