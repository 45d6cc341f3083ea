import { companyScore, degreeScore, institutionScore, roleScore } from '#server/text/cv-lexicon'
import { foldHeading, type SectionKind } from '#server/text/headings'
import { flat, type CvLine } from '#server/text/lines'
import { anchorRange } from './segment-entries'

// Headings the heading table does not know by name ("Especialidades técnicas", "Mijn reis",
// "Side quests"): a line set like a heading — in larger type (the PDF layout says so) or numbered
// ("3. Mijn reis", "IV. Otros méritos") — opens a section all the same, and the entries under it
// say what kind it is. What reads like more of the section before (a job title in larger type
// above its dates) stays there.

export type GuessableSection = {
  kind: SectionKind | 'header'
  lines: CvLine[]
  heading?: string
  /** Opened by layout, not by a known word: its kind is read from its lines (settleGuessedKinds). */
  isGuessed?: boolean
}

/** A guessed heading numbered like the CV's own headings: a strong sign (see guessKind). */
export const isNumberedGuess = (section: GuessableSection): boolean =>
  section.isGuessed === true && NUMBERED_HEADING.test(section.heading ?? '')

// "3. Mijn reis", "IV. Otros méritos", "B) Sonstiges": a number, then a few capitalised words.
const NUMBERED_HEADING = /^(?:\d{1,2}\.|[IVX]{1,4}\.|[A-H][.)])\s+\p{Lu}[\p{L}'’&/ -]{2,40}$/u
const MAX_HEADING_WORDS = 5

/** A known heading printed with its number ("2. Opleiding"): the CV numbers its headings. */
export const isNumberedHeading = (text: string): boolean => /^(?:\d{1,2}\.?|[IVX]{1,4}\.|[A-H][.)])\s+\p{L}/u.test(text)

/**
 * Whether a line no heading word names is a heading by its layout: in larger type, or numbered
 * like the CV's known headings (a numbered line in a CV whose headings are not numbered is a list
 * item: "1. Platz", "2. Staatsexamen").
 */
export function isLayoutHeading(line: CvLine, layoutHeadings: ReadonlySet<string>, numbersHeadings = false): boolean {
  if (line.isBullet || line.cells.length !== 1) return false
  const text = flat(line)
  if (text.split(' ').length > MAX_HEADING_WORDS + 1) return false
  if (numbersHeadings && NUMBERED_HEADING.test(text)) return true
  return layoutHeadings.has(foldHeading(text)) && /^\P{Ll}/u.test(text)
}

const DATED_KINDS: ReadonlySet<GuessableSection['kind']> = new Set([
  'experience',
  'education',
  'projects',
  'volunteer',
  'awards',
  'publications',
  'courses',
  'certifications',
])
const MAX_LINES_PER_ENTRY = 8
const LIST_KINDS: ReadonlySet<GuessableSection['kind']> = new Set(['skills', 'languages', 'interests'])

/**
 * The kind the lines under an unknown heading show, or 'continue' when they carry on the section
 * before. Larger type alone is a weak sign (themes set skill groups, project names and job titles
 * larger): in a list section it is a group name, in a dated section an entry, unless the lines
 * under it are of another kind. A number like the CV's own headings is a strong sign.
 */
export function guessKind(
  lines: readonly CvLine[],
  previous: GuessableSection['kind'],
  isNumbered = false,
): SectionKind | 'continue' {
  const content = lines.filter((line) => flat(line) !== '')
  if (content.length === 0) return isNumbered ? 'other' : 'continue'
  const anchored = content.filter((line) => anchorRange(line) !== null).length
  // Entries have a date every few lines; a stray date among many list lines (a two-column page
  // read across) does not make a list a run of entries.
  const isDated = anchored > 0 && (isNumbered || anchored * MAX_LINES_PER_ENTRY >= content.length)
  if (isDated) {
    // A head in larger type above its dates inside a dated section is that section's next entry.
    if (DATED_KINDS.has(previous) && !isNumbered) return 'continue'
    const heads = content.filter((line) => !line.isBullet).map(flat).slice(0, 20)
    const schooling = heads.reduce((sum, text) => sum + degreeScore(text) + institutionScore(text), 0)
    const work = heads.reduce((sum, text) => sum + roleScore(text) + companyScore(text), 0)
    if (schooling > work && schooling > 0) return 'education'
    if (work > 0) return 'experience'
    return 'other'
  }
  if (LIST_KINDS.has(previous) && !isNumbered) return 'continue'
  // Short comma lists ("Python, SQL, Docker"): skills.
  const lists = content.filter((line) => {
    const items = flat(line).split(/\s*[,|•·;]\s*/).filter((item) => item !== '')
    return items.length >= 2 && items.every((item) => item.split(' ').length <= 3)
  }).length
  if (lists * 2 >= content.length) return LIST_KINDS.has(previous) ? 'continue' : 'skills'
  return DATED_KINDS.has(previous) && !isNumbered ? 'continue' : 'other'
}

/**
 * Gives each section opened by layout the kind its lines show; one that carries on the section
 * before goes back into it, heading line and all.
 */
export function settleGuessedKinds<T extends GuessableSection>(sections: readonly T[]): T[] {
  const settled: T[] = []
  for (const section of sections) {
    const previous = settled[settled.length - 1]
    if (!section.isGuessed || !previous) {
      settled.push(section)
      continue
    }
    const kind = guessKind(section.lines, previous.kind, isNumberedGuess(section))
    if (kind === 'continue') {
      const headingLine: CvLine = { text: section.heading ?? '', cells: [section.heading ?? ''], isBullet: false, indent: 0 }
      previous.lines.push(headingLine, ...section.lines)
      continue
    }
    settled.push({ ...section, kind, isGuessed: true })
  }
  return settled
}

// A sidebar's skill cards ("Docker" in larger type / "Master" / "Containers, Microservices"): a
// run of headings by layout, each over a few short lines without dates, is one list of skill
// groups, not as many sections.
const MIN_CARD_RUN = 3
const MAX_CARD_LINES = 4
const MAX_CARD_LINE_CHARS = 40
// The level a card prints under the skill's name ("Master", "Advanced"), not one of its keywords.
const CARD_LEVEL = /^(?:master|expert|advanced|intermediate|beginner|basic|proficient|senior|junior)$/iu

const isCard = (section: GuessableSection): boolean =>
  section.isGuessed === true &&
  section.kind === 'other' &&
  !isNumberedGuess(section) &&
  section.lines.length <= MAX_CARD_LINES &&
  section.lines.every((line) => flat(line).length <= MAX_CARD_LINE_CHARS && anchorRange(line) === null)

/** Runs of skill cards read as one skills section: "Docker: Containers, Microservices". */
export function joinSkillCards<T extends GuessableSection>(sections: readonly T[]): T[] {
  const result: T[] = []
  for (let index = 0; index < sections.length; index += 1) {
    let end = index
    while (end < sections.length && isCard(sections[end] as T)) end += 1
    if (end - index < MIN_CARD_RUN) {
      result.push(sections[index] as T)
      continue
    }
    const cards = sections.slice(index, end)
    const lines = cards.map((card): CvLine => {
      const items = card.lines.map(flat).filter((text, at) => text !== '' && !(at === 0 && CARD_LEVEL.test(text)))
      const text = items.length > 0 ? `${card.heading ?? ''}: ${items.join(', ')}` : (card.heading ?? '')
      return { text, cells: [text], isBullet: false, indent: 0 }
    })
    result.push({ ...(cards[0] as T), kind: 'skills', heading: cards[0]?.heading ?? '', lines })
    index = end - 1
  }
  return result
}
