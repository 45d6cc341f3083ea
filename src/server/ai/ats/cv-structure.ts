import { foldText } from '#server/text/fold'
import { flat, LIST_ITEM, toLines, type CvLine } from '#server/text/lines'
import { CV_HEADINGS, type CvSectionKind } from '#server/text/standard-headings.data'

// The parts of a CV given as plain text: which lines are headings, which section each line is in,
// and which lines open a job (the line a suggestion can point to). The lines are the importer's
// (text/lines.ts: normalised, list marks taken off, page artefacts dropped); this adds the section.

export type CvStructureLine = CvLine & { section: CvSectionKind; isHeading: boolean; role?: string }

const HEADING_KINDS = Object.entries(CV_HEADINGS) as [Exclude<CvSectionKind, 'other'>, readonly string[]][]

export function cvHeadingKind(line: string): Exclude<CvSectionKind, 'other'> | undefined {
  const key = foldText(line)
    .replace(/[:.|*#_=-]+\s*$/, '')
    .replace(/^[#*_=\s]+/, '')
    .trim()
  if (key === '' || key.split(/\s+/).length > 4) return undefined
  return HEADING_KINDS.find(([, names]) => names.includes(key))?.[0]
}

// "2019 – 2021", "03/2020 – present", "seit 2018", "2016 – heute".
const DATE_RANGE =
  /(?:\b(?:19|20)\d{2}\b|\b\d{1,2}\/\d{4}\b).{0,12}(?:[-–—]|\s(?:bis|to|au|a|al|do|tot)\s)|(?:seit|since|depuis|desde|dal|sinds|od)\s+\d{4}/iu

// A line that is only a date range ("04/2020 – present"): the job's title and employer stand on
// the lines above it.
const DATE_ONLY =
  /^[\d\s/.()–—-]*(?:present|today|now|heute|aujourd'hui|actualidad|oggi|atual|heden|obecnie|\d{4})[\s.)]*$/iu

export function readCvStructure(cvContent: string): CvStructureLine[] {
  let section: CvSectionKind = 'other'
  let role: string | undefined
  // The plain lines of the experience section since the last job's bullets: its title and employer.
  let above: string[] = []
  return toLines(cvContent).map((line) => {
    const text = flat(line)
    const heading = line.isBullet ? undefined : cvHeadingKind(text)
    if (heading) {
      section = heading
      role = undefined
      above = []
      return { ...line, section, isHeading: true }
    }
    // A numbered list item ("1. Led …") is a list item too, though it keeps its number.
    const isBullet = line.isBullet || LIST_ITEM.test(line.text)
    // In the experience section a non-bullet line with a date range opens a job; a line of dates
    // alone takes the title and employer above it, so a job is named "Project Manager, Northline
    // Rail Ltd", never "04/2020 – present".
    if (section === 'experience' && !isBullet && DATE_RANGE.test(text)) {
      role = DATE_ONLY.test(text) && above.length > 0 ? `${above.slice(-2).join(', ')} (${text})` : text
      above = []
    } else if (section === 'experience') {
      if (isBullet) above = []
      else above.push(text)
    }
    return { ...line, section, isHeading: false, role: section === 'experience' ? role : undefined }
  })
}

export function hasStandardHeadings(lines: readonly CvStructureLine[]): boolean {
  const kinds = new Set(lines.filter((l) => l.isHeading).map((l) => l.section))
  return kinds.has('experience') && (kinds.has('education') || kinds.has('skills'))
}
