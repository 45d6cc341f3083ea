import { toLanguageLevel } from '#shared/cv/cv-levels'
import type { CvLanguage } from '#shared/cv/cv.schema'
import { flat, type CvLine } from '#server/text/lines'
import { isLanguageName } from '#server/text/cv-lexicon'
import type { ParsedLanguage } from './extract-skills'

// The Europass self-assessment grid: a row per language with five CEFR cells (listening,
// reading, spoken interaction, spoken production, writing) under two rows of column titles, a
// "Mother tongue ⇥ German" row before it and the level legend after it. Read as languages with
// one level each (the level most cells give); the titles and the legend are not content.

type LanguageLevel = CvLanguage['level']

const CEFR_CELL = /^[ABC][12]$/i
const MIN_LEVEL_CELLS = 3
// Column titles wrap in the narrow grid: up to this many lines stand above the first row.
const MAX_TITLE_LINES = 6
// The legend under the grid: "Levels: A1 and A2: Basic user – …", "Common European Framework …".
const LEGEND = /(?:^|\s)[ABC]1\s*(?:\/|\s\S+\s)\s*[ABC]2\b|europ[\p{L}]*\s+(?:framework|referenz|de\s+refer|comune|europeu|referentie|system)|cadre\s+europ|quadro\s+(?:comune|europeu)|marco\s+com[uú]n|referenzrahmen|referentiekader|systemu?\s+opisu/iu

export type LanguageGrid = { languages: ParsedLanguage[]; lines: CvLine[] }

function isGridRow(line: CvLine): boolean {
  const levels = line.cells.slice(1).filter((cell) => CEFR_CELL.test(cell.trim())).length
  return line.cells.length >= MIN_LEVEL_CELLS + 1 && levels >= MIN_LEVEL_CELLS && levels >= line.cells.length - 2
}

/** The grid's languages and the section's lines without the grid; unchanged lines when there is none. */
export function readLanguageGrid(lines: readonly CvLine[]): LanguageGrid {
  const rows = lines.map((line, index) => (isGridRow(line) ? index : -1)).filter((index) => index >= 0)
  if (rows.length === 0) return { languages: [], lines: [...lines] }
  const first = rows[0] ?? 0
  const last = rows[rows.length - 1] ?? 0
  const languages: ParsedLanguage[] = []
  // The column titles stand in the few lines above the first row, after the mother tongue.
  let start = first
  while (start > 0 && first - start < MAX_TITLE_LINES && !isMotherTongueRow(lines[start - 1] as CvLine)) start -= 1
  if (start > 0 && isMotherTongueRow(lines[start - 1] as CvLine)) start -= 1
  let end = last + 1
  while (end < lines.length && end - last <= 3 && LEGEND.test(flat(lines[end] as CvLine))) end += 1
  for (const line of lines.slice(start, end)) {
    if (isMotherTongueRow(line)) {
      for (const name of line.cells.slice(1).join(', ').split(/\s*[,;/]\s*/))
        if (isLanguageName(name)) languages.push({ name, level: 'native' })
    } else if (isGridRow(line)) {
      languages.push({ name: line.cells[0] ?? '', level: mostCommonLevel(line.cells.slice(1)) })
    }
  }
  return { languages, lines: [...lines.slice(0, start), ...lines.slice(end)] }
}

function isMotherTongueRow(line: CvLine): boolean {
  return (
    line.cells.length >= 2 &&
    toLanguageLevel(line.cells[0] ?? '') === 'native' &&
    line.cells.slice(1).every((cell) => cell.split(/\s*[,;/]\s*/).every((name) => isLanguageName(name)))
  )
}

function mostCommonLevel(cells: readonly string[]): LanguageLevel {
  const counts = new Map<LanguageLevel, number>()
  for (const cell of cells) {
    const level = toLanguageLevel(cell)
    if (level !== '') counts.set(level, (counts.get(level) ?? 0) + 1)
  }
  // Ties go to the first cell's level (listening): the order of the grid's columns.
  let best: LanguageLevel = ''
  for (const [level, count] of counts) if (best === '' || count > (counts.get(best) ?? 0)) best = level
  return best
}
