import { isLanguageLevelText, toLanguageLevel, toSkillLevel } from '#shared/cv/cv-levels'
import type { CvLanguage, CvSkillItem } from '#shared/cv/cv.schema'
import { isLanguageName } from '#server/text/cv-lexicon'
import { foldHeading, headingKind } from '#server/text/headings'
import { flat, type CvLine } from '#server/text/lines'

// Skills as the CV groups them ("Programming: Python, Go" / a sub-heading with items under it / a
// flat list), and languages with their levels wherever they are listed.

export type ParsedSkillGroup = { category: string; items: Array<Pick<CvSkillItem, 'name' | 'level'>> }
export type ParsedLanguage = Pick<CvLanguage, 'name' | 'level'>

const MAX_ITEM_CHARS = 60
const MAX_ITEM_WORDS = 6
const RATING_SYMBOLS = /[●○◉◯★☆■□▪▫⬤◼◻]+|\b\d(?:[.,]\d)?\s*\/\s*(?:5|10)\b/gu

/** Splits on commas, semicolons, bars, bullets and tabs, never inside brackets ("Cloud (AWS, GCP)"). */
export function splitOutsideBrackets(text: string): string[] {
  const items: string[] = []
  let depth = 0
  let current = ''
  for (const char of text) {
    if (char === '(' || char === '[') depth += 1
    if ((char === ')' || char === ']') && depth > 0) depth -= 1
    if (depth === 0 && /[,;|•·\t]/.test(char)) {
      items.push(current)
      current = ''
      continue
    }
    current += char
  }
  items.push(current)
  return items
}

/** Skill items: split outside brackets, then at a spaced slash or dash ("Git / GitHub"). */
export function splitItems(text: string): string[] {
  return splitOutsideBrackets(text)
    .flatMap((item) => item.split(/\s+[/–—]\s+|\s+-\s+(?=\p{Lu})/u))
    .map((item) => item.replace(/^[\s:.–—-]+|[\s:.–—-]+$/g, '').trim())
    .filter((item) => item !== '')
}

function labelOf(text: string): { label: string; rest: string } | null {
  const match = /^([^:：]{1,40})[:：]\s*(.*)$/u.exec(text)
  if (!match?.[1]) return null
  const label = match[1].trim()
  if (label.split(' ').length > 5 || /\d/.test(label)) return null
  return { label, rest: (match[2] ?? '').trim() }
}

// Rating dots, stars and squares ("●●●●○", "★★★☆☆") and scores ("4/5", "8 / 10") as a level.
const FILLED_MARKS = /[●◉★■▪⬤◼]/gu
const EMPTY_MARKS = /[○◯☆□▫◻]/gu
const SCORE = /\b(\d{1,2}(?:[.,]\d)?)\s*\/\s*(5|10)\b/u

/** The level a rating shows, or '' when the text has none. */
export function ratingLevel(text: string): CvSkillItem['level'] {
  const filled = text.match(FILLED_MARKS)?.length ?? 0
  const empty = text.match(EMPTY_MARKS)?.length ?? 0
  const score = SCORE.exec(text)
  const share =
    filled + empty >= 3 && filled > 0
      ? filled / (filled + empty)
      : score
        ? Number((score[1] ?? '0').replace(',', '.')) / Number(score[2])
        : 0
  if (share <= 0 || share > 1) return ''
  if (share >= 0.9) return 'expert'
  if (share >= 0.7) return 'advanced'
  if (share >= 0.5) return 'intermediate'
  return 'beginner'
}

function skillItem(raw: string): Pick<CvSkillItem, 'name' | 'level'> | null {
  let text = raw.replace(RATING_SYMBOLS, ' ').replace(/\s+/g, ' ').trim()
  let level: CvSkillItem['level'] = ratingLevel(raw)
  const bracket = /^(.*?)\s*\(([^()]*)\)$/.exec(text)
  if (bracket?.[1] && bracket[2] !== undefined && toSkillLevel(bracket[2]) !== '') {
    level = toSkillLevel(bracket[2])
    text = bracket[1]
  } else {
    const dash = /^(.*?)\s*[–—:-]\s*(\p{L}[\p{L} ]*)$/u.exec(text)
    if (dash?.[1] && dash[2] && toSkillLevel(dash[2]) !== '') {
      level = toSkillLevel(dash[2])
      text = dash[1]
    }
  }
  text = text.replace(/^[\s.–—-]+|[\s.–—-]+$/g, '')
  if (text === '' || text.length > MAX_ITEM_CHARS || text.split(' ').length > MAX_ITEM_WORDS) return null
  if (!/\p{L}/u.test(text)) return null
  return { name: text, level }
}

/** Skill groups and any languages listed among them. */
export function extractSkills(
  lines: readonly CvLine[],
  isEmphasized: (line: CvLine) => boolean = () => false,
): { groups: ParsedSkillGroup[]; languages: ParsedLanguage[] } {
  const groups: ParsedSkillGroup[] = []
  const languages: ParsedLanguage[] = []
  let current: ParsedSkillGroup | null = null
  const groupNamed = (category: string): ParsedSkillGroup => {
    const existing = groups.find((group) => group.category === category)
    if (existing) return existing
    const created: ParsedSkillGroup = { category, items: [] }
    groups.push(created)
    return created
  }
  let lastItem: Pick<CvSkillItem, 'name' | 'level'> | undefined
  const addItems = (group: ParsedSkillGroup, text: string): void => {
    for (const raw of splitItems(text)) {
      const item = skillItem(raw)
      if (item && !group.items.some((existing) => existing.name.toLowerCase() === item.name.toLowerCase())) {
        group.items.push(item)
        lastItem = item
      }
    }
  }

  const joined = joinSeparatedLines(lines)
  for (let index = 0; index < joined.length; index += 1) {
    const line = joined[index]
    if (!line) continue
    const text = line.cells.join(' | ')
    // A rating on a line of its own ("React" / "●●●●○") rates the skill above it.
    if (isRatingOnly(line)) {
      if (lastItem && lastItem.level === '') lastItem.level = ratingLevel(text)
      continue
    }
    // A tag cloud laid out in rows ("React ⇥ Vue ⇥ Docker" / "Kubernetes ⇥ Terraform"): a row of
    // single items beside rows of three or more is more of the cloud, not a label and its value.
    const isCloudRow =
      line.cells.length === 2 &&
      line.cells.every((cell) => splitItems(cell).length === 1 && cell.split(' ').length <= 3) &&
      [joined[index - 1], joined[index + 1]].some((other) => (other?.cells.length ?? 0) >= 3)
    // A table row: the group in the first cell, its items in the second.
    const cellLabel =
      !isCloudRow &&
      line.cells.length === 2 &&
      splitItems(line.cells[0] ?? '').length === 1 &&
      (line.cells[0] ?? '').split(' ').length <= 4
        ? { label: cleanCategory(line.cells[0] ?? ''), rest: line.cells[1] ?? '' }
        : null
    const labelled = labelOf(flat(line)) ?? cellLabel
    if (labelled && labelled.rest !== '') {
      if (headingKind(labelled.label) === 'languages' && isSpokenLanguageList(labelled.rest)) {
        languages.push(...extractLanguages([{ ...line, text: labelled.rest, cells: [labelled.rest] }]))
        current = null
        continue
      }
      addItems(groupNamed(cleanCategory(labelled.label)), labelled.rest)
      current = null
      continue
    }
    const next = joined[index + 1]
    const isSubheading =
      !line.isBullet &&
      !(next && isRatingOnly(next)) &&
      splitItems(text).length === 1 &&
      text.length <= 40 &&
      (/[:：]$/.test(text) ||
        (isEmphasized(line) && next !== undefined && !isEmphasized(next)) ||
        (next !== undefined && !next.isBullet && splitItems(next.cells.join(' | ')).length >= 3) ||
        (next !== undefined &&
          next.isBullet &&
          !joined.slice(Math.max(0, index - 1), index).some((prev) => prev.isBullet)))
    if (isSubheading) {
      const category = cleanCategory(text)
      if (headingKind(category) === 'languages' || foldHeading(category) === 'languages') {
        // Languages listed inside the skills section under their own sub-heading.
        const block: CvLine[] = []
        for (
          let next = index + 1;
          joined[next] && !isNewSubheading(joined[next], joined[next + 1]);
          next += 1
        ) {
          block.push(joined[next] as CvLine)
        }
        // …unless they are programming languages ("Languages" over "Go", "Rust").
        if (isSpokenLanguageList(block.map((item) => item.cells.join(' | ')).join(' | '))) {
          languages.push(...extractLanguages(block))
          index += block.length
          current = null
          continue
        }
      }
      current = groupNamed(category)
      continue
    }
    addItems(current ?? groupNamed('Skills'), text)
  }
  return { groups: groups.filter((group) => group.items.length > 0), languages }
}

// A line with a rating and no words: its marks may have been read as a list marker ("●●●○○").
function isRatingOnly(line: CvLine): boolean {
  const text = line.isBullet ? `●${line.cells.join(' ')}` : line.cells.join(' ')
  return !/\p{L}/u.test(text) && ratingLevel(text) !== ''
}

// "Python • Go •" / "Kotlin": a line that ends in a separator continues on the next one.
function joinSeparatedLines(lines: readonly CvLine[]): CvLine[] {
  const result: CvLine[] = []
  for (const line of lines) {
    const previous = result[result.length - 1]
    // ...and so does an inline list whose next line starts in lower case ("• Testes" / "de usabilidade").
    const isListWrap = /\S\s?[•·,;|]\s\S/.test(previous?.text ?? '') && /^\p{Ll}\p{Ll}+\s/u.test(line.text)
    // An item wrapped inside its brackets ("DRF (Django REST" / "Framework)"), or its abbreviation
    // in brackets on the next line ("Amazon Web Services" / "(AWS)"), is one item.
    const isBracketWrap =
      previous !== undefined &&
      previous.cells.length === 1 &&
      line.cells.length === 1 &&
      (isOpenBracket(previous.text) || /^\([^()]{1,40}\)$/u.test(line.text.trim()))
    if (previous && isBracketWrap && previous.isBullet === line.isBullet && !/^[•·]/u.test(line.text)) {
      const text = `${previous.text.trimEnd()} ${line.text.trim()}`
      result[result.length - 1] = { ...previous, text, cells: [text] }
    } else if (previous && (/[•·,;|]$/.test(previous.text) || isListWrap) && !line.isBullet && !previous.isBullet) {
      const text = `${previous.cells.join(' | ')} ${line.cells.join(' | ')}`
      result[result.length - 1] = { ...previous, text, cells: [text] }
    } else result.push(line)
  }
  return result
}

/** More brackets opened than closed: the text goes on on the next line. */
function isOpenBracket(text: string): boolean {
  return (text.match(/\(/g) ?? []).length > (text.match(/\)/g) ?? []).length
}

function isSpokenLanguageList(text: string): boolean {
  const items = splitItems(text)
  const spoken = items.filter((item) => {
    const name = item.split(/[\s(:–—-]/)[0] ?? ''
    return isLanguageName(name) || toLanguageLevel(item.slice(name.length)) !== ''
  })
  return spoken.length * 2 >= items.length
}

function isNewSubheading(line: CvLine | undefined, next: CvLine | undefined): boolean {
  if (!line || line.isBullet) return false
  const text = flat(line)
  return (
    /[:：]$/.test(text) ||
    (labelOf(text)?.rest ?? '') !== '' ||
    (next !== undefined && next.isBullet && text.length <= 40)
  )
}

function cleanCategory(text: string): string {
  return text.replace(/[:：]\s*$/, '').trim()
}

/** Languages with levels: "German – native", "Englisch (C1)", "English C2, Spanish B1", "Français : courant". */
export function extractLanguages(lines: readonly CvLine[]): ParsedLanguage[] {
  const result: ParsedLanguage[] = []
  for (const line of pairStackedNames(lines)) {
    let text = line.cells.join(' | ')
    const labelled = labelOf(text)
    if (labelled && headingKind(labelled.label) === 'languages' && labelled.rest !== '') text = labelled.rest
    // A cell layout puts the level in its own cell: "Deutsch | Muttersprache".
    if (line.cells.length === 2 && isLanguageLevelText(line.cells[1] ?? ''))
      text = `${line.cells[0] ?? ''} (${line.cells[1] ?? ''})`
    // "Français – langue maternelle Anglais – C1": entries run together on one line.
    text = text.replace(/\s+(\p{Lu}[\p{L}]+)(?=\s*[(:–—-])/gu, (whole, word: string) =>
      isLanguageName(word) ? ` | ${word}` : whole,
    )
    for (const part of splitItems(text)) {
      const language = languageOf(part)
      if (
        language &&
        !result.some((existing) => existing.name.toLowerCase() === language.name.toLowerCase())
      ) {
        result.push(language)
      } else if (!language && result.length > 0 && isLanguageLevelText(part)) {
        // "English | C1" split across items: the level belongs to the language before it.
        const last = result[result.length - 1]
        if (last && last.level === '') last.level = toLanguageLevel(part)
      }
    }
  }
  return result
}

// A two-column table read row by row can stack the names of one column on one line and leave
// the levels for the lines below: "Nederlands Engels ⇥ moedertaal" / "vloeiend". The names pair
// with the levels in order.
function pairStackedNames(lines: readonly CvLine[]): CvLine[] {
  const result: CvLine[] = []
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as CvLine
    const names = (line.cells[0] ?? '').split(' ')
    const isStack =
      line.cells.length === 2 && names.length >= 2 && names.every((name) => isLanguageName(name))
    if (!isStack || !isLanguageLevelText(line.cells[1] ?? '')) {
      result.push(line)
      continue
    }
    const levels = [line.cells[1] ?? '']
    while (levels.length < names.length) {
      const next = lines[index + 1]
      if (!next || next.cells.length !== 1 || !isLanguageLevelText(next.cells[0] ?? '')) break
      levels.push(next.cells[0] ?? '')
      index += 1
    }
    names.forEach((name, position) => {
      const cells = [name, levels[position] ?? '']
      result.push({ ...line, cells, text: cells.join('\t') })
    })
  }
  return result
}

function languageOf(raw: string): ParsedLanguage | null {
  const text = raw.replace(RATING_SYMBOLS, ' ').replace(/\s+/g, ' ').trim()
  let name = text
  let levelText = ''
  const bracket = /^(.*?)\s*\((.*)\)\s*$/u.exec(text)
  const separated = /^(.*?)\s*[:：–—-]\s*(.*)$/u.exec(text)
  if (bracket?.[1]) {
    name = bracket[1]
    levelText = bracket[2] ?? ''
  } else if (separated?.[1] && separated[2]) {
    name = separated[1]
    levelText = separated[2]
  } else {
    // "English C2", "Deutsch Muttersprache", "Business fluent English".
    const words = text.split(' ')
    const cut = words.findIndex((_, index) => index > 0 && isLanguageLevelText(words.slice(index).join(' ')))
    if (cut > 0) {
      name = words.slice(0, cut).join(' ')
      levelText = words.slice(cut).join(' ')
    } else if (words.length >= 2 && isLanguageLevelText(words.slice(0, -1).join(' '))) {
      name = words[words.length - 1] ?? ''
      levelText = words.slice(0, -1).join(' ')
    }
  }
  name = name.trim()
  if (name === '' || isLanguageLevelText(name) || name.length > 30 || name.split(' ').length > 3) return null
  // Polish, Spanish and French write language names in lower case ("polski: ojczysty").
  if (!/^\p{Lu}\p{L}/u.test(name) && !isLanguageName(name)) return null
  return { name, level: toLanguageLevel(levelText) }
}
