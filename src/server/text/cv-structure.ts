import {
  atsSectionKind,
  headingKind,
  isStandardHeading,
  SECTION_NUMBER_CELL,
  type SectionKind,
} from '#server/text/headings'
import { findDateRanges, isDateOnly } from './dates'
import { flat, LIST_ITEM, toLines, type CvLine } from '#server/text/lines'
import type { CvSectionKind } from '#server/text/standard-headings.data'

// The parts of a CV given as plain text: which lines are headings, which section each line is in,
// and which lines open a job (the line a suggestion can point to). The lines are the importer's
// (text/lines.ts: normalised, list marks taken off, page artefacts dropped); this adds the section.
// Headings are read by the importer's recogniser (text/headings.ts: head words, compounds, numbers,
// letter-spacing), its kinds mapped to the ATS's by atsSectionKind. Whether a heading is
// *standard* (the advice to use standard names) is the narrower isStandardHeading.

export type CvStructureLine = CvLine & { section: CvSectionKind; isHeading: boolean; role?: string }

// The heading of a line as a whole; "3 ⇥ Berufserfahrung" (its number in a cell of its own) too.
// A line with content beside the heading stays content: its words are evidence for the ATS.
function lineHeading(line: CvLine): SectionKind | null {
  if (line.isBullet) return null
  const cells =
    line.cells.length === 2 && SECTION_NUMBER_CELL.test(line.cells[0] ?? '')
      ? line.cells.slice(1)
      : line.cells
  return headingKind(cells.join(' '))
}

// A date range as the importer reads it (text/dates.ts, 8 languages): "2019 – 2021", "03/2020 –
// present", "Seit März 2019", "since June 2020", "od marca 2019"; a lone date is no range.
function hasDateRange(text: string): boolean {
  return findDateRanges(text).some((range) => range.end !== '' || range.current)
}

export function readCvStructure(cvContent: string): CvStructureLine[] {
  let section: CvSectionKind = 'other'
  let role: string | undefined
  // The plain lines of the experience section since the last job's bullets: its title and employer.
  let above: string[] = []
  let sectionHasContent = false
  return toLines(cvContent).map((line) => {
    const text = flat(line)
    const found = lineHeading(line)
    // As in the importer: inside skills, a skills word ("Software", "Tools") names a group.
    const isGroup = found === 'skills' && section === 'skills' && sectionHasContent
    const heading = found && !isGroup ? atsSectionKind(found) : undefined
    if (heading) {
      section = heading
      sectionHasContent = false
      role = undefined
      above = []
      return { ...line, section, isHeading: true }
    }
    sectionHasContent = true
    // A numbered list item ("1. Led …") is a list item too, though it keeps its number.
    const isBullet = line.isBullet || LIST_ITEM.test(line.text)
    // In the experience section a non-bullet line with a date range opens a job; a line of dates
    // alone takes the title and employer above it, so a job is named "Project Manager, Northline
    // Rail Ltd", never "04/2020 – present".
    if (section === 'experience' && !isBullet && hasDateRange(text)) {
      role = isDateOnly(text) && above.length > 0 ? `${above.slice(-2).join(', ')} (${text})` : text
      above = []
    } else if (section === 'experience') {
      if (isBullet) above = []
      else above.push(text)
    }
    return { ...line, section, isHeading: false, role: section === 'experience' ? role : undefined }
  })
}

/** Experience and education or skills under headings the ATS counts as standard. */
export function hasStandardHeadings(lines: readonly CvStructureLine[]): boolean {
  const kinds = new Set(lines.filter((l) => l.isHeading && isStandardHeading(flat(l))).map((l) => l.section))
  return kinds.has('experience') && (kinds.has('education') || kinds.has('skills'))
}
