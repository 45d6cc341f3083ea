import type { PdfPage, PdfTextItem } from '../pdf-layout'
import { rotateGrey, type PreparedPage } from './prepare-page'
import { recognise, type OcrLanguage, type OcrResult, type OcrWord } from './tesseract-engine'

// One prepared page → positioned words, as a PDF's text items are (pdf-layout.ts puts columns and
// reading order back), plus what the recogniser was unsure of.

/** Below this a word is shown for checking (tesseract's confidence, 0–100). */
export const UNCERTAIN_BELOW = 60
// A page read this poorly may be upside down after all (the ink heuristic can be fooled by a
// page of capitals or of tables): it is read once more turned round, and the better reading kept.
const RETRY_BELOW = 65
const RETRY_GAIN = 10

export type ReadPage = {
  page: PdfPage
  words: Array<Pick<OcrWord, 'text' | 'confidence'>>
}

export async function readPreparedPage(
  prepared: PreparedPage,
  languages: readonly OcrLanguage[],
  pointsPerPixel: number,
  throwIfCancelled: () => void,
): Promise<ReadPage> {
  let image = prepared.image
  let result: OcrResult = await recognise(image, languages, prepared.dpi)
  if (result.words.length > 0 && result.meanConfidence < RETRY_BELOW) {
    throwIfCancelled()
    const turned = await rotateGrey(image, 180)
    const second = await recognise(turned, languages, prepared.dpi)
    if (second.meanConfidence >= result.meanConfidence + RETRY_GAIN) {
      result = second
      image = turned
    }
  }
  return {
    page: {
      width: image.width * pointsPerPixel,
      height: image.height * pointsPerPixel,
      items: toItems(result.words, pointsPerPixel),
    },
    words: result.words.map(({ text, confidence }) => ({ text, confidence })),
  }
}

// Words of one line share a baseline and a type size, as a PDF's runs on one line do: the line's
// box gives both (its bottom less the descenders, its height less the leading). Words closer than
// a few letters' widths become one run, so that the stretched spaces of justified text stay
// spaces; a wider gap (a date set right, a table cell) is left to the layout step, as in a PDF.
const RUN_GAP_LINE_HEIGHTS = 1.6

function toItems(words: readonly OcrWord[], pointsPerPixel: number): PdfTextItem[] {
  const lines = new Map<string, OcrWord[]>()
  for (const word of words) lines.set(word.line, [...(lines.get(word.line) ?? []), word])
  const items: PdfTextItem[] = []
  for (const lineWords of lines.values()) {
    const top = Math.min(...lineWords.map((word) => word.top))
    const bottom = Math.max(...lineWords.map((word) => word.top + word.height))
    const height = bottom - top
    const baseline = bottom - height * 0.2
    const runs: OcrWord[][] = []
    for (const word of [...lineWords].sort((a, b) => a.left - b.left)) {
      const run = runs.at(-1)
      const last = run?.at(-1)
      if (run && last && word.left - (last.left + last.width) < height * RUN_GAP_LINE_HEIGHTS) run.push(word)
      else runs.push([word])
    }
    for (const run of runs) {
      const first = run[0] as OcrWord
      const last = run.at(-1) as OcrWord
      items.push({
        text: run.map((word) => word.text).join(' '),
        x: first.left * pointsPerPixel,
        y: baseline * pointsPerPixel,
        width: (last.left + last.width - first.left) * pointsPerPixel,
        size: height * 0.8 * pointsPerPixel,
        font: 'ocr',
      })
    }
  }
  return items
}
