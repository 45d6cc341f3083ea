import type { PdfPage, PdfTextItem } from '../pdf-layout'
import { MARK_LIKE, normaliseRun, snapEdges, snapSizes } from './normalise-words'
import { splitPage, type PageBands } from './page-bands'
import { languageChoices, pageLanguage } from './page-language'
import { restoreAccents } from './restore-accents'
import { boldRuns, strokeShare, type Box } from './type-weight'
import { rotateGrey, type PreparedPage } from './prepare-page'
import { recogniseBands, type Band, type GreyImage, type OcrLanguage, type OcrResult, type OcrWord } from './tesseract-engine'

// One prepared page → positioned words, as a PDF's text items are (pdf-layout.ts puts columns and
// reading order back), plus what the recogniser was unsure of, in the language the page is
// written in (page-language.ts).

/** Below this a word is shown for checking (tesseract's confidence, 0–100). */
export const UNCERTAIN_BELOW = 60
// A page read this poorly may be upside down after all (the ink heuristic can be fooled by a
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

const textsOf = (result: OcrResult) => result.words.map((word) => word.text)
const isSameSet = (a: readonly OcrLanguage[], b: readonly OcrLanguage[]) => a.length === b.length && a.every((language) => b.includes(language))
const spanOf = (bands: PageBands): Band => {
  const all = [bands.sample, ...bands.rest]
  return { top: Math.min(...all.map((band) => band.top)), bottom: Math.max(...all.map((band) => band.bottom)) }
}

/**
 * Reads a page with `languages`; with `chooseLanguage`, in the language its words turn out to be
 * written in (the languages used are returned, for the document's other pages). The page is read
 * whole (its blank margins left out): read in bands, the recogniser finds a CV's columns and
 * lines less well (measured: CV-field F1 0.66 against 0.715).
 */
export async function readPreparedPage(
  prepared: PreparedPage,
  languages: readonly OcrLanguage[],
  pointsPerPixel: number,
  throwIfCancelled: () => void,
  chooseLanguage = false,
): Promise<PageReading> {
  let image = prepared.image
  let bands = splitPage(image)
  let used = [...languages]
  let [result] = (await recogniseBands(image, used, prepared.dpi, [spanOf(bands)])) as [OcrResult]
  if (result.words.length > 0 && result.meanConfidence < RETRY_BELOW) {
    throwIfCancelled()
    const turned = await rotateGrey(image, 180)
    const turnedBands = splitPage(turned)
    const [second] = (await recogniseBands(turned, used, prepared.dpi, [spanOf(turnedBands)])) as [OcrResult]
    if (second.meanConfidence >= result.meanConfidence + RETRY_GAIN) {
      image = turned
      bands = turnedBands
      result = second
    }
  }
  if (chooseLanguage) {
    const chosen = await inItsLanguage(image, bands, result, used, prepared.dpi, throwIfCancelled)
    result = chosen.result
    used = chosen.languages
  }
  // Words read with the other language's data get their letters back (restore-accents.ts).
  const words = await restoreAccents(result.words, pageLanguage(textsOf(result), used))
  result = { ...result, words: [...words] }
  return {
    read: {
      page: { width: image.width * pointsPerPixel, height: image.height * pointsPerPixel, items: toItems(result.words, pointsPerPixel, image) },
      words: result.words.map(({ text, confidence }) => ({ text, confidence })),
      turnedRound: image !== prepared.image,
    },
    languages: used,
  }
}

// The page's words say it is written in a language read without its own trained data (a Spanish
// CV uploaded from the German interface): where several languages are close, the page's middle
// band (page-bands.ts) is read with each and the surest kept; the page is read again with it, and
// that reading kept unless it is clearly less sure, since the first one lacks that language's
// letters (ą, ñ, ã …), which its confidence does not show. A page in one of the languages given
// costs nothing more.
async function inItsLanguage(
  image: GreyImage,
  bands: PageBands,
  result: OcrResult,
  languages: readonly OcrLanguage[],
  dpi: number,
  throwIfCancelled: () => void,
): Promise<{ result: OcrResult; languages: OcrLanguage[] }> {
  const choices = languageChoices(textsOf(result), languages)
  if (choices.length === 1 && isSameSet(choices[0] as OcrLanguage[], languages)) return { result, languages: [...languages] }
  let choice = choices[0] as OcrLanguage[]
  if (choices.length > 1) {
    let best = -1
    for (const candidate of choices) {
      throwIfCancelled()
      const [sample] = (await recogniseBands(image, candidate, dpi, [bands.sample])) as [OcrResult]
      if (sample.meanConfidence > best) {
        best = sample.meanConfidence
        choice = candidate
      }
    }
  }
  throwIfCancelled()
  const [again] = (await recogniseBands(image, choice, dpi, [spanOf(bands)])) as [OcrResult]
  return again.meanConfidence >= result.meanConfidence - LANGUAGE_CONFIDENCE_MARGIN ? { result: again, languages: choice } : { result, languages: [...languages] }
}

// Words of one line share a baseline, as a PDF's runs on one line do. Words closer than a few
// letters' widths become one run, so that the stretched spaces of justified text stay spaces; a
// wider gap (a date set right, a table cell) is left to the layout step, as in a PDF. A run stands
// on its line's baseline and has its line's type size as the recogniser fitted them to the whole
// line (tesseract-engine.ts), not as its words' boxes happen to reach (a line without descenders
// would sit higher and look smaller, and the layout step would not see one leading between the
// lines of a wrapped list item); sizes and left edges are snapped across the page
// (normalise-words.ts), and the run's marks put back there too.
const RUN_GAP_LINE_HEIGHTS = 1.6
// A "line" whose words stand one above the other is a column of drawn marks (a list's hollow
// circles, a skill rating's dots) that the recogniser strung together top to bottom: no line of
// text, and nothing a text layer would hold. Its words count for the page's confidence, but give no
// text item (placed on one baseline they would join a row of real text).
const STACKED_LINE_HEIGHTS = 3

const boxOf = (run: readonly OcrWord[]): Box => {
  const left = Math.min(...run.map((word) => word.left))
  const top = Math.min(...run.map((word) => word.top))
  return { left, top, width: Math.max(...run.map((word) => word.left + word.width)) - left, height: Math.max(...run.map((word) => word.top + word.height)) - top }
}
// A line's first word is a list item's mark, standing apart from the text after it: a mark glyph
// ("«", "+") up to a few letters' widths before it becomes "•" in that text's run; a hollow bullet
// read as a letter ("o", "0", "©") at least two word spaces before it is dropped, as are the
// columns of such marks the recogniser strings together (below), so that all items of such a list
// are known by their indent alone, as in the PDF's text layer, where a drawn circle is no text (a
// word "o" of Spanish or Polish text stands one space from the next).
const HOLLOW_MARK = /^[o0©°O]$/u
const MARK_GAP_LINE_HEIGHTS = 4
const HOLLOW_GAP_LINE_HEIGHTS = 0.5

function listMarkOf(first: OcrWord, next: OcrWord, height: number): 'mark' | 'hollow' | null {
  const gap = next.left - (first.left + first.width)
  if (gap > MARK_GAP_LINE_HEIGHTS * height || !/^[\p{L}\p{N}]/u.test(next.text)) return null
  if (MARK_LIKE.test(first.text)) return 'mark'
  return HOLLOW_MARK.test(first.text) && gap >= HOLLOW_GAP_LINE_HEIGHTS * height ? 'hollow' : null
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

export function toItems(words: readonly OcrWord[], pointsPerPixel: number, image?: GreyImage): PdfTextItem[] {
  const lines = new Map<string, OcrWord[]>()
  for (const word of words) lines.set(word.line, [...(lines.get(word.line) ?? []), word])
  const runs: OcrWord[][] = []
  for (const lineWords of lines.values()) {
    const height = median(lineWords.map((word) => word.lineSize))
    const extent = Math.max(...lineWords.map((word) => word.top + word.height)) - Math.min(...lineWords.map((word) => word.top))
    if (lineWords.length > 1 && extent > STACKED_LINE_HEIGHTS * height) continue
    const sorted = [...lineWords].sort((a, b) => a.left - b.left)
    const [first, second] = sorted
    const mark = first !== undefined && second !== undefined ? listMarkOf(first, second, height) : null
    if (mark === 'hollow') sorted.shift()
    const hasMark = mark === 'mark'
    if (first && hasMark) sorted[0] = { ...first, text: '•' }
    let run: OcrWord[] | undefined
    for (const [index, word] of sorted.entries()) {
      const last = run?.at(-1)
      if (run && last && ((hasMark && index === 1) || word.left - (last.left + last.width) < height * RUN_GAP_LINE_HEIGHTS)) run.push(word)
      else runs.push((run = [word]))
    }
  }
  const baselines = runs.map((run) => median(run.map((word) => word.baseline)) * pointsPerPixel)
  const sizes = snapSizes(runs.map((run) => median(run.map((word) => word.lineSize)) * pointsPerPixel))
  const lefts = snapEdges(runs.map((run) => (run[0] as OcrWord).left * pointsPerPixel))
  // Bold runs get a font of their own, as a PDF's would (type-weight.ts).
  const bold = image
    ? boldRuns(
        runs.map((run) => strokeShare(image, boxOf(run), median(run.map((word) => word.lineSize)))),
        runs.map((run) => run.reduce((sum, word) => sum + word.text.length, 0)),
      )
    : runs.map(() => false)
  return runs.flatMap((run, index) => {
    const last = run.at(-1) as OcrWord
    const text = normaliseRun(run.map((word) => word.text))
    const item = (words: string[], x: number, right: number): PdfTextItem => ({
      text: words.join(' '),
      x,
      y: baselines[index] as number,
      width: right - x,
      size: sizes[index] as number,
      font: bold[index] ? 'ocr-bold' : 'ocr',
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
