import type { PdfPage, PdfTextItem } from '../pdf-layout'
import { normaliseRun, snapEdges, snapSizes } from './normalise-words'
import { splitPage, type PageBands } from './page-bands'
import { languageChoices, languageHits } from './page-language'
import { rotateGrey, type PreparedPage } from './prepare-page'
import { recogniseBands, type GreyImage, type OcrLanguage, type OcrResult, type OcrWord } from './tesseract-engine'

// One prepared page → positioned words, as a PDF's text items are (pdf-layout.ts puts columns and
// reading order back), plus what the recogniser was unsure of. The page's middle band is read
// first (page-bands.ts): whether the page is upside down after all, and which language it is
// written in, are decided on it, so that neither costs a second reading of the whole page.

/** Below this a word is shown for checking (tesseract's confidence, 0–100). */
export const UNCERTAIN_BELOW = 60
// A band read this poorly may be upside down after all (the ink heuristic can be fooled by a
// page of capitals or of tables): it is read once more turned round, and the better reading kept.
const RETRY_BELOW = 65
const RETRY_GAIN = 10
// A reading in the language the page's words speak is kept unless it is clearly less sure: the
// other one lacks that language's letters (ą, ñ, ã …), which its confidence does not show.
const LANGUAGE_CONFIDENCE_MARGIN = 5

export type ReadPage = {
  page: PdfPage
  words: Array<Pick<OcrWord, 'text' | 'confidence'>>
  /** The page was read turned round (180°) from the prepared picture. */
  turnedRound: boolean
}

type PageReading = { read: ReadPage; languages: OcrLanguage[] }

type Reading = { image: GreyImage; bands: PageBands; sample: OcrResult }

const textsOf = (result: OcrResult) => result.words.map((word) => word.text)
const isSameSet = (a: readonly OcrLanguage[], b: readonly OcrLanguage[]) => a.length === b.length && a.every((language) => b.includes(language))

/**
 * Reads a page with `languages`; with `chooseLanguage`, in the language its words turn out to be
 * written in (the languages used are returned, for the document's other pages).
 */
export async function readPreparedPage(
  prepared: PreparedPage,
  languages: readonly OcrLanguage[],
  pointsPerPixel: number,
  throwIfCancelled: () => void,
  chooseLanguage = false,
): Promise<PageReading> {
  let used = [...languages]
  let reading = await readSample(prepared.image, used, prepared.dpi, throwIfCancelled)
  const sampleHasEvidence = hasEvidence(reading.sample)
  if (chooseLanguage && sampleHasEvidence) {
    const chosen = await inItsLanguage(reading, used, prepared.dpi, throwIfCancelled)
    reading = chosen.reading
    used = chosen.languages
  }
  throwIfCancelled()
  const rest = await recogniseBands(reading.image, used, prepared.dpi, reading.bands.rest)
  const bands = [...rest.map((result, index) => ({ band: reading.bands.rest[index] as PageBands['sample'], result })), { band: reading.bands.sample, result: reading.sample }]
  let words = bands.sort((a, b) => a.band.top - b.band.top).flatMap(({ result }) => result.words)
  // The middle band told nothing (a page with its text at the top): the whole page decides.
  if (chooseLanguage && !sampleHasEvidence && reading.bands.rest.length > 0) {
    const all = [reading.bands.sample, ...reading.bands.rest]
    const span = { top: Math.min(...all.map((band) => band.top)), bottom: Math.max(...all.map((band) => band.bottom)) }
    const whole: Reading = { image: reading.image, bands: { sample: span, rest: [] }, sample: { words, meanConfidence: meanOf(words) } }
    const chosen = await inItsLanguage(whole, used, prepared.dpi, throwIfCancelled)
    used = chosen.languages
    words = chosen.reading.sample.words
  }
  return {
    read: {
      page: {
        width: reading.image.width * pointsPerPixel,
        height: reading.image.height * pointsPerPixel,
        items: toItems(words, pointsPerPixel),
      },
      words: words.map(({ text, confidence }) => ({ text, confidence })),
      turnedRound: reading.image !== prepared.image,
    },
    languages: used,
  }
}

const meanOf = (words: readonly OcrWord[]) => (words.length === 0 ? 0 : words.reduce((sum, word) => sum + word.confidence, 0) / words.length)

function hasEvidence(result: OcrResult): boolean {
  return [...languageHits(textsOf(result)).values()].some((hits) => hits >= 3)
}

// The middle band, read; read again turned round when it reads poorly and the turned page reads
// clearly better (then the turned page's bands are the ones read).
async function readSample(image: GreyImage, languages: readonly OcrLanguage[], dpi: number, throwIfCancelled: () => void): Promise<Reading> {
  const bands = splitPage(image)
  const [sample] = (await recogniseBands(image, languages, dpi, [bands.sample])) as [OcrResult]
  if (sample.words.length === 0 || sample.meanConfidence >= RETRY_BELOW) return { image, bands, sample }
  throwIfCancelled()
  const turned = await rotateGrey(image, 180)
  const turnedBands = splitPage(turned)
  const [second] = (await recogniseBands(turned, languages, dpi, [turnedBands.sample])) as [OcrResult]
  return second.meanConfidence >= sample.meanConfidence + RETRY_GAIN ? { image: turned, bands: turnedBands, sample: second } : { image, bands, sample }
}

// The sample's words say the page is written in a language read without its own trained data (a
// Spanish CV uploaded from the German interface): the sample is read again with each likely one,
// and the surest reading kept; the first reading only when it is clearly surer, since it lacks
// that language's letters (ą, ñ, ã …), which its confidence does not show. A page in one of the
// languages given costs nothing more.
async function inItsLanguage(
  reading: Reading,
  languages: readonly OcrLanguage[],
  dpi: number,
  throwIfCancelled: () => void,
): Promise<{ reading: Reading; languages: OcrLanguage[] }> {
  const choices = languageChoices(textsOf(reading.sample), languages)
  if (choices.length === 1 && isSameSet(choices[0] as OcrLanguage[], languages)) return { reading, languages: choices[0] as OcrLanguage[] }
  let best = { reading, languages: [...languages], score: reading.sample.meanConfidence - LANGUAGE_CONFIDENCE_MARGIN }
  for (const choice of choices) {
    throwIfCancelled()
    const [again] = (await recogniseBands(reading.image, choice, dpi, [reading.bands.sample])) as [OcrResult]
    if (again.meanConfidence > best.score) best = { reading: { ...reading, sample: again }, languages: choice, score: again.meanConfidence }
  }
  return { reading: best.reading, languages: best.languages }
}

// Words of one line share a baseline, as a PDF's runs on one line do. Words closer than a few
// letters' widths become one run, so that the stretched spaces of justified text stay spaces; a
// wider gap (a date set right, a table cell) is left to the layout step, as in a PDF. Each run's
// box gives its baseline (the bottom less the descenders) and its type size (the height less the
// leading), snapped across the page (normalise-words.ts); its marks are put back there too.
const RUN_GAP_LINE_HEIGHTS = 1.6

function toItems(words: readonly OcrWord[], pointsPerPixel: number): PdfTextItem[] {
  const lines = new Map<string, OcrWord[]>()
  for (const word of words) lines.set(word.line, [...(lines.get(word.line) ?? []), word])
  const runs: OcrWord[][] = []
  for (const lineWords of lines.values()) {
    const height = Math.max(...lineWords.map((word) => word.top + word.height)) - Math.min(...lineWords.map((word) => word.top))
    let run: OcrWord[] | undefined
    for (const word of [...lineWords].sort((a, b) => a.left - b.left)) {
      const last = run?.at(-1)
      if (run && last && word.left - (last.left + last.width) < height * RUN_GAP_LINE_HEIGHTS) run.push(word)
      else runs.push((run = [word]))
    }
  }
  const boxes = runs.map((run) => {
    const top = Math.min(...run.map((word) => word.top))
    const bottom = Math.max(...run.map((word) => word.top + word.height))
    return { top, bottom, height: bottom - top }
  })
  const sizes = snapSizes(boxes.map((box) => box.height * 0.8 * pointsPerPixel))
  const lefts = snapEdges(runs.map((run) => (run[0] as OcrWord).left * pointsPerPixel))
  return runs.flatMap((run, index) => {
    const last = run.at(-1) as OcrWord
    const box = boxes[index] as (typeof boxes)[number]
    const text = normaliseRun(run.map((word) => word.text))
    const item = (words: string[], x: number, right: number): PdfTextItem => ({
      text: words.join(' '),
      x,
      y: (box.bottom - box.height * 0.2) * pointsPerPixel,
      width: right - x,
      size: sizes[index] as number,
      font: 'ocr',
    })
    const left = lefts[index] as number
    const right = (last.left + last.width) * pointsPerPixel
    // A list item's mark is an item of its own, as in a PDF: the layout step finds where the
    // item's text starts (and where its wrapped lines must start) from the word after it.
    const firstWord = text[0] === '•' ? run.findIndex((word) => /^[\p{L}\p{N}]/u.test(word.text)) : -1
    if (firstWord <= 0) return [item(text, left, right)]
    // The mark reaches to a word space before the text (a bullet's indent is no column gap).
    const textStart = (run[firstWord] as OcrWord).left * pointsPerPixel
    return [item(['•'], left, Math.max(left + 1, textStart - 0.25 * (sizes[index] as number))), item(text.slice(1), textStart, right)]
  })
}
