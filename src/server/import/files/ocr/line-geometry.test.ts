import { describe, expect, it } from 'vitest'
import { toItems } from './read-page'
import { parseHocr } from './tesseract-engine'

// A wrapped list item as tesseract's hOCR gives it: the second line has no descenders, so its
// words' boxes end higher and are shorter, but the line's fitted baseline and type size say where
// it really stands. A column of hollow bullets strung together top to bottom is the third "line".
const HOCR = `
<p class='ocr_par' id='par_1_1' lang='deu' title="bbox 100 100 900 220">
 <span class='ocr_line' id='line_1_1' title="bbox 100 100 900 137; baseline 0 -8; x_size 36; x_descenders 8; x_ascenders 7">
  <span class='ocrx_word' id='word_1_1' title='bbox 100 112 111 123; x_wconf 65'>&#187;</span>
  <span class='ocrx_word' id='word_1_2' title='bbox 140 101 420 137; x_wconf 96'>Abweichungsanalysen</span>
  <span class='ocrx_word' id='word_1_3' title='bbox 440 101 520 137; x_wconf 92' lang='eng'>f&amp;ur</span>
 </span>
 <span class='ocr_line' id='line_1_2' title="bbox 140 150 500 180; baseline 0 -1; x_size 35.6; x_descenders 7.6; x_ascenders 7">
  <span class='ocrx_word' id='word_1_4' title='bbox 140 150 330 180; x_wconf 96'>Werkleitung</span>
 </span>
</p>
<p class='ocr_par' id='par_1_2' lang='eng' title="bbox 20 100 40 400">
 <span class='ocr_line' id='line_1_3' title="bbox 20 100 40 400; baseline 0 -2; x_size 16">
  <span class='ocrx_word' id='word_1_5' title='bbox 20 100 32 112; x_wconf 80'>0</span>
  <span class='ocrx_word' id='word_1_6' title='bbox 20 300 32 312; x_wconf 70'>©</span>
 </span>
</p>`

describe('line geometry from hOCR', () => {
  it('reads words with their line, its fitted baseline and type size, and their language', () => {
    const words = parseHocr(HOCR)
    expect(words.map((word) => word.text)).toEqual(['»', 'Abweichungsanalysen', 'f&ur', 'Werkleitung', '0', '©'])
    expect(words[1]).toMatchObject({ confidence: 96, left: 140, top: 101, width: 280, height: 36, baseline: 129, lineSize: 36, language: 'deu' })
    expect(words[2]?.language).toBe('eng')
    expect(words[3]).toMatchObject({ baseline: 179, lineSize: 35.6 })
  })

  it('gives both lines of a wrapped item one type size and one leading, and no item to a column of marks', () => {
    const items = toItems(parseHocr(HOCR), 0.5)
    expect(items.map((item) => item.text)).toEqual(['•', 'Abweichungsanalysen f&ur', 'Werkleitung'])
    const [, first, second] = items
    expect(first?.size).toBe(second?.size)
    expect(first?.size).toBeCloseTo(18, 0)
    // One leading (50 px = 25 pt) between the baselines, as in the PDF the page was printed from.
    expect((second?.y ?? 0) - (first?.y ?? 0)).toBeCloseTo(25, 0)
    expect(second?.x).toBe(first?.x)
  })
})

describe('list marks at the start of a line', () => {
  const line = (id: string, top: number, words: Array<[string, number, number]>) =>
    words.map(([text, left, width], index) => ({ text, confidence: 90, left, top, width, height: 30, line: id, baseline: top + 28, lineSize: 36, language: 'eng', index }))

  it('makes a mark glyph standing apart the item’s "•", and drops a hollow bullet read as a letter', () => {
    const words = [
      ...line('a', 100, [['«', 100, 12], ['Entwicklung', 190, 200], ['unseres', 400, 120]]),
      ...line('b', 150, [['o', 100, 14], ['Knowledge', 150, 180], ['in', 340, 30]]),
      // A Spanish "o" one word space before the next word is a word.
      ...line('c', 200, [['o', 100, 14], ['bien', 124, 60]]),
    ]
    expect(toItems(words, 0.5).map((item) => [item.text, item.x])).toEqual([
      ['•', 50],
      ['Entwicklung unseres', 95],
      ['Knowledge in', 75],
      ['o bien', 50],
    ])
  })
})
