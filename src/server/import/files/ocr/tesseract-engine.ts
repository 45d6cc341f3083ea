import type { Locale } from '#shared/i18n/locales'
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

// Tesseract (compiled to WebAssembly, `tesseract.js-core`) run in the calling thread. tesseract.js
// itself would start a worker thread of its own per recogniser, outside the CPU pool's time and
// memory budget; its core is the same engine without that wrapper, so the pool's worker runs it
// directly and a job over budget is stopped with the worker (workers/README.md). The trained data
// comes from the `@tesseract.js-data/<lang>` packages (`4.0.0_best_int`, LSTM only, gzipped):
// nothing is downloaded and nothing is written outside the engine's in-memory file system.

/** The trained data shipped (`@tesseract.js-data/<lang>`), one per interface language. */
export type OcrLanguage = 'eng' | 'deu' | 'fra' | 'spa' | 'ita' | 'por' | 'nld' | 'pol'

/** A greyscale image, one byte per pixel, rows top to bottom. */
export type GreyImage = { data: Uint8Array; width: number; height: number }

export type OcrWord = {
  text: string
  /** 0–100, tesseract's own. */
  confidence: number
  left: number
  top: number
  width: number
  height: number
  /** The line's id: words of one line share `line`. */
  line: string
  /**
   * Where the line's baseline runs under the word (pixels, from the top), as the recogniser fitted
   * it to the whole line: a word without descenders stands on it as one with them does.
   */
  baseline: number
  /** The line's type size as the recogniser measured it (ascender to baseline, pixels). */
  lineSize: number
  /** The trained data the word was read with. */
  language: string
}

export type OcrResult = { words: OcrWord[]; meanConfidence: number }

// Page segmentation: 3 = automatic (columns, blocks), the page's own layout.
const PSM_AUTO = 3
const OEM_LSTM_ONLY = 1

type TessApi = {
  Init(dataPath: string, languages: string, oem: number): number
  SetImageFile(exifOrientation: number, angle: number): number
  SetPageSegMode(mode: number): void
  SetVariable(name: string, value: string): boolean
  GetHOCRText(page: number): string
  Clear(): void
}
type TessModule = {
  TessBaseAPI: new () => TessApi
  FS: { writeFile(path: string, data: Uint8Array): void; unlink(path: string): void }
}

const packageRequire = createRequire(import.meta.url)

let engine: Promise<{ module: TessModule; api: TessApi }> | undefined
const loadedData = new Set<OcrLanguage>()
let initialisedWith = ''

/** The engine, loaded once per worker thread and kept warm (~0.2 s, ~70 MB). */
function loadEngine(): Promise<{ module: TessModule; api: TessApi }> {
  engine ??= (async () => {
    // The core is tesseract.js's own dependency: resolved from there, as tesseract.js resolves it.
    const fromTesseractJs = createRequire(packageRequire.resolve('tesseract.js'))
    const createCore = fromTesseractJs('tesseract.js-core/tesseract-core-simd-lstm') as (options: object) => Promise<TessModule>
    // Its resolution guesses ("Estimating resolution as …") go to stderr: not ours to log.
    const module = await createCore({ print: () => undefined, printErr: () => undefined, TesseractProgress: () => undefined })
    return { module, api: new module.TessBaseAPI() }
  })()
  engine.catch(() => {
    engine = undefined
  })
  return engine
}

function trainedData(language: OcrLanguage): Uint8Array {
  const packageJson = packageRequire.resolve(`@tesseract.js-data/${language}/package.json`)
  const file = path.join(path.dirname(packageJson), '4.0.0_best_int', `${language}.traineddata.gz`)
  return gunzipSync(readFileSync(file))
}

/**
 * Loads the trained data of `languages` (once each) and initialises the recogniser for them.
 * Synchronous once the engine is there: a recognition never interleaves with another's set-up (the
 * worker's warm-up may still be running when a job arrives).
 */
function prepare({ module, api }: { module: TessModule; api: TessApi }, languages: readonly OcrLanguage[]): TessApi {
  for (const language of languages) {
    if (loadedData.has(language)) continue
    module.FS.writeFile(`/${language}.traineddata`, trainedData(language))
    loadedData.add(language)
  }
  const wanted = languages.join('+')
  if (initialisedWith !== wanted) {
    initialisedWith = ''
    if (api.Init('/', wanted, OEM_LSTM_ONLY) !== 0) throw new Error(`tesseract could not load ${wanted}`)
    initialisedWith = wanted
  }
  return api
}

/** Rows of a page (pixels, top inclusive, bottom exclusive) read as a region of their own. */
export type Band = { top: number; bottom: number }

/**
 * Words of a greyscale page with their boxes (pixels) and confidences. The image reaches the
 * engine as a binary PGM, which Leptonica reads without decoding work.
 */
export async function recognise(image: GreyImage, languages: readonly OcrLanguage[], dpi: number): Promise<OcrResult> {
  const [result] = await recogniseBands(image, languages, dpi, [{ top: 0, bottom: image.height }])
  return result as OcrResult
}

/**
 * The words of each band of a page (bands that cut no line: page-bands.ts), each band its own
 * picture: tesseract's SetRectangle misplaces the LSTM's line images in a rectangle that does not
 * reach the page's bottom edge (it reads nonsense there). Boxes are the page's pixels; line keys
 * are unique per page.
 */
export async function recogniseBands(
  image: GreyImage,
  languages: readonly OcrLanguage[],
  dpi: number,
  bands: readonly Band[],
): Promise<OcrResult[]> {
  const loaded = await loadEngine()
  const api = prepare(loaded, languages)
  return bands.map((band) => {
    const top = Math.max(0, Math.min(image.height, band.top))
    const height = Math.max(0, Math.min(image.height, band.bottom) - top)
    if (height === 0) return { words: [], meanConfidence: 0 }
    // Full-width rows are one stretch of the page's bytes.
    const rows = image.data.subarray(top * image.width, (top + height) * image.width)
    const words = readPicture(loaded.module, api, { data: rows, width: image.width, height }, dpi).map((word) => ({
      ...word,
      top: word.top + top,
      baseline: word.baseline + top,
      line: `${top}.${word.line}`,
    }))
    return { words, meanConfidence: meanConfidenceOf(words) }
  })
}

function readPicture(module: TessModule, api: TessApi, image: GreyImage, dpi: number): OcrWord[] {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`)
  const pgm = new Uint8Array(header.length + image.data.length)
  pgm.set(header)
  pgm.set(image.data, header.length)
  module.FS.writeFile('/input', pgm)
  try {
    if (api.SetImageFile(1, 0) === 1) throw new Error('tesseract could not read the page image')
    api.SetPageSegMode(PSM_AUTO)
    api.SetVariable('user_defined_dpi', String(Math.round(dpi)))
    return parseHocr(api.GetHOCRText(0))
  } finally {
    api.Clear()
    module.FS.unlink('/input')
  }
}

/** The mean of the words' confidences (0–100), 0 for none. */
function meanConfidenceOf(words: ReadonlyArray<Pick<OcrWord, 'confidence'>>): number {
  return words.length === 0 ? 0 : words.reduce((sum, word) => sum + word.confidence, 0) / words.length
}

// hOCR, as tesseract writes it: a line's span (ocr_line, or ocr_header, ocr_caption, ocr_textfloat)
// carries its box, its fitted baseline ("baseline slope offset", from the box's bottom left) and its
// type size ("x_size"); a paragraph its language; each word its box, confidence and, where it was read
// with other trained data than its paragraph, its own language. TSV has the boxes only, whose bottoms
// move with the descenders and heights with the letters a line happens to hold.
const HOCR_SPAN = /<(span|p) class='(ocr_line|ocr_header|ocr_caption|ocr_textfloat|ocrx_word|ocr_par)' id='([^']+)'((?: [a-z_]+=(?:'[^']*'|"[^"]*"))*)>/g
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const unescapeHtml = (text: string) =>
  text.replace(/&(?:#(\d+)|#x([\da-f]+)|([a-z]+));/gi, (entity, decimal?: string, hex?: string, name?: string) =>
    decimal ? String.fromCodePoint(Number(decimal)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : (ENTITIES[name ?? ''] ?? entity),
  )
const attribute = (attributes: string, name: string) => new RegExp(`${name}=(?:'([^']*)'|"([^"]*)")`).exec(attributes)?.slice(1).find((value) => value !== undefined) ?? ''
const property = (title: string, name: string): number[] =>
  (new RegExp(`(?:^|;)\\s*${name} ([^;]+)`).exec(title)?.[1] ?? '').trim().split(/\s+/).filter(Boolean).map(Number)

export function parseHocr(hocr: string): OcrWord[] {
  const words: OcrWord[] = []
  let line = { id: '', bottom: 0, left: 0, slope: 0, offset: 0, size: 0 }
  let paragraphLanguage = ''
  for (const match of hocr.matchAll(HOCR_SPAN)) {
    const [, , kind, id = '', attributes = ''] = match
    const title = attribute(attributes, 'title')
    const [left = 0, top = 0, right = 0, bottom = 0] = property(title, 'bbox')
    if (kind === 'ocr_par') {
      paragraphLanguage = attribute(attributes, 'lang')
      continue
    }
    if (kind !== 'ocrx_word') {
      const [slope = 0, offset = 0] = property(title, 'baseline')
      line = { id, bottom, left, slope, offset, size: property(title, 'x_size')[0] ?? bottom - top }
      continue
    }
    const end = hocr.indexOf('</span>', (match.index ?? 0) + match[0].length)
    const text = unescapeHtml(hocr.slice((match.index ?? 0) + match[0].length, end).replace(/<[^>]*>/g, '')).trim()
    if (text === '') continue
    words.push({
      text,
      confidence: property(title, 'x_wconf')[0] ?? 0,
      left,
      top,
      width: right - left,
      height: bottom - top,
      line: line.id,
      baseline: line.bottom + line.offset + line.slope * ((left + right) / 2 - line.left),
      lineSize: line.size,
      language: attribute(attributes, 'lang') || paragraphLanguage,
    })
  }
  return words
}

/** The trained data of the interface language, German and English, in that order, without repeats. */
export function likelyLanguages(hint: OcrLanguage | undefined): OcrLanguage[] {
  return [...new Set<OcrLanguage>([...(hint ? [hint] : []), 'deu', 'eng'])]
}

/** The trained data of each interface language. */
export const OCR_LANGUAGE_OF: Record<Locale, OcrLanguage> = {
  en: 'eng',
  de: 'deu',
  fr: 'fra',
  es: 'spa',
  it: 'ita',
  pt: 'por',
  nl: 'nld',
  pl: 'pol',
}
