// What the recogniser makes of a typeset CV's marks, put back in one place before the layout step
// (read-page.ts), so that the importer sees what a text layer would have given it. Measured on
// scans of our CVs and of the collected corpus's (bench/ocr.bench.ts): list bullets (•, ▸, ■)
// come out as «, », +, *, "• »"; the dots between skills as », +, *; neither is a word, and the
// importer knows a list item and an inline list only by their marks.

/** The marks a bullet or an inline separator is read as: none of them is a word of its own. */
export const MARK_LIKE = /^[•●○◦▪▫■□►▸‣⁃∙·✓✔➢➤→*«»+°®©¤¢>]{1,3}$/u
/** A single mark standing between two words as an inline list's separator. */
const SEPARATOR_LIKE = /^[•●◦▪■·*«»+]$/u
/** Separators that are never anything else between two words; the others (+, *) count from two on. */
const SURE_SEPARATOR = /^[•●◦▪■«»]$/u

/**
 * One run of words (left to right, as the layout step will see it): a mark (or two: "• »") before
 * the first word becomes one "•"; lone marks between words of an inline list become "•".
 */
export function normaliseRun(words: readonly string[]): string[] {
  const out = [...words]
  let marks = 0
  while (marks < out.length - 1 && marks < 2 && MARK_LIKE.test(out[marks] as string)) marks += 1
  if (marks > 0 && /^[\p{L}\p{N}]/u.test(out[marks] as string)) out.splice(0, marks, '•')
  const start = out[0] === '•' ? 1 : 0
  const between = (index: number) =>
    index > start && index < out.length - 1 && SEPARATOR_LIKE.test(out[index] as string) && /[\p{L}\p{N}]/u.test(out[index - 1] as string)
  const separators = out.flatMap((word, index) => (between(index) ? [index] : []))
  const isList = separators.length >= 2 || separators.some((index) => SURE_SEPARATOR.test(out[index] as string))
  if (isList) for (const index of separators) out[index] = '•'
  return out
}

/**
 * Values snapped to the common value of their group, as the PDF the page was printed from had them
 * exactly: the recogniser's boxes wobble by a pixel or two (left edges with the letters' side
 * bearings, heights with the descenders: a line of "mit einem" is shorter than one with a "g").
 * A value joins the group while it is within `isSame` of the group's smallest; each takes the
 * group's median. The layout step joins wrapped lines by equal left edges and type sizes.
 */
export function snapValues(values: readonly number[], isSame: (smallest: number, value: number) => boolean): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value)
  const out = new Array<number>(values.length).fill(0)
  let group: typeof order = []
  const close = () => {
    const median = group[Math.floor(group.length / 2)]?.value ?? 0
    for (const entry of group) out[entry.index] = median
    group = []
  }
  for (const entry of order) {
    if (group.length > 0 && !isSame(group[0]?.value ?? 0, entry.value)) close()
    group.push(entry)
  }
  close()
  return out
}

/** Type sizes within 12 % of each other are one size. */
export const snapSizes = (sizes: readonly number[]) => snapValues(sizes, (smallest, size) => size <= smallest * 1.12)
/** Left edges within 1.5 pt of each other are one edge. */
export const snapEdges = (edges: readonly number[]) => snapValues(edges, (smallest, x) => x - smallest <= 1.5)
