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
  /** Block, paragraph and line numbers: words of one line share `line`. */
  line: string
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
  GetTSVText(page: number): string
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
    return parseTsv(api.GetTSVText(0))
  } finally {
    api.Clear()
    module.FS.unlink('/input')
  }
}

/** The mean of the words' confidences (0–100), 0 for none. */
function meanConfidenceOf(words: ReadonlyArray<Pick<OcrWord, 'confidence'>>): number {
  return words.length === 0 ? 0 : words.reduce((sum, word) => sum + word.confidence, 0) / words.length
}

// TSV columns: level, page, block, paragraph, line, word, left, top, width, height, conf, text.
function parseTsv(tsv: string): OcrWord[] {
  const words: OcrWord[] = []
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t')
    if (cells[0] !== '5' || cells.length < 12) continue
    const text = (cells.slice(11).join('\t') ?? '').trim()
    if (text === '') continue
    words.push({
      text,
      confidence: Number(cells[10]),
      left: Number(cells[6]),
      top: Number(cells[7]),
      width: Number(cells[8]),
      height: Number(cells[9]),
      line: `${cells[2]}.${cells[3]}.${cells[4]}`,
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
