import { createHash } from 'node:crypto'
import type { Page } from 'playwright-core'

// Documents arrive self-contained: their fonts are @font-face rules with base64 woff2 data, about
// 125 KB of a 145 KB CV. Sending that to Chromium with every print makes it parse and decode the
// same fonts again each time. Instead the printer lifts those rules out of the HTML and installs
// each face once per pooled page as a FontFace object (document.open, which setContent uses, keeps
// the document's FontFaceSet). Before each print the page's set holds exactly the faces that
// document declares, so what a document shows never depends on what the page printed before.

export interface LiftedFace {
  /** Family, style, weight, range and a hash of the data: the same key means the same face. */
  key: string
  family: string
  descriptors: { style: string; weight: string; unicodeRange: string; stretch?: string }
  base64: string
}

export interface LiftedDocument {
  /** The HTML without the lifted @font-face rules. */
  html: string
  faces: LiftedFace[]
}

const FONT_FACE_RULE = /@font-face\s*\{([^{}]*)\}/g
const DATA_URL = /^url\(\s*['"]?data:font\/woff2;base64,([A-Za-z0-9+/=]+)['"]?\s*\)(?:\s*format\(\s*['"]woff2['"]\s*\))?$/

function parseDescriptors(body: string): Map<string, string> {
  const descriptors = new Map<string, string>()
  for (const part of body.split(';')) {
    const colon = part.indexOf(':')
    if (colon > 0) descriptors.set(part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).trim())
  }
  return descriptors
}

/**
 * Takes out every @font-face rule whose only source is an embedded woff2 file; any other rule (a
 * URL, several sources, an unknown descriptor) stays in the document and loads as before.
 */
export function liftEmbeddedFonts(html: string): LiftedDocument {
  const faces: LiftedFace[] = []
  const stripped = html.replace(FONT_FACE_RULE, (rule, body: string) => {
    const descriptors = parseDescriptors(body)
    const known = ['font-family', 'font-style', 'font-weight', 'font-display', 'src', 'unicode-range', 'font-stretch']
    if ([...descriptors.keys()].some((name) => !known.includes(name))) return rule
    const base64 = DATA_URL.exec(descriptors.get('src') ?? '')?.[1]
    const family = descriptors.get('font-family')?.replace(/^['"]|['"]$/g, '')
    if (!base64 || !family) return rule
    const face: LiftedFace['descriptors'] = {
      style: descriptors.get('font-style') ?? 'normal',
      weight: descriptors.get('font-weight') ?? 'normal',
      unicodeRange: descriptors.get('unicode-range') ?? 'U+0-10FFFF',
      ...(descriptors.has('font-stretch') ? { stretch: descriptors.get('font-stretch') as string } : {}),
    }
    const hash = createHash('sha1').update(base64).digest('base64url')
    faces.push({ key: `${family}|${JSON.stringify(face)}|${hash}`, family, descriptors: face, base64 })
    return ''
  })
  return { html: stripped, faces }
}

// Runs in the page. Browser code is a string: the server is compiled without DOM types.
const INSTALL_FACES = `async ({ add, use }) => {
  const registry = (window.__applykitFaces ??= new Map())
  for (const face of add) {
    const bytes = Uint8Array.from(atob(face.base64), (char) => char.charCodeAt(0))
    registry.set(face.key, new FontFace(face.family, bytes, face.descriptors))
  }
  const wanted = new Set(use)
  for (const key of use) if (!registry.has(key)) throw new Error('font face missing from the page: ' + key)
  for (const [key, face] of registry) {
    if (wanted.has(key)) document.fonts.add(face)
    else document.fonts.delete(face)
  }
  await Promise.all(use.map((key) => registry.get(key).load()))
}`

interface PageFonts {
  installed: Set<string>
  /** The keys the page's font set holds now. */
  inUse: string
}

const fontsByPage = new WeakMap<Page, PageFonts>()

/** Makes the page's font set exactly `faces`, sending only the faces this page has not seen. */
export async function setPageFaces(page: Page, faces: LiftedFace[]): Promise<void> {
  const state = fontsByPage.get(page) ?? { installed: new Set<string>(), inUse: '' }
  fontsByPage.set(page, state)
  const use = faces.map((face) => face.key)
  // The same faces as the page's previous document (the same template): nothing to do.
  if (use.join('\n') === state.inUse) return
  const add = faces.filter((face) => !state.installed.has(face.key))
  state.inUse = ''
  await page.evaluate(`(${INSTALL_FACES})(${JSON.stringify({ add, use })})`)
  for (const face of add) state.installed.add(face.key)
  state.inUse = use.join('\n')
}
