import { foldText } from '#server/text/fold'
import { CV_HEADINGS, type CvSectionKind } from '#server/text/standard-headings.data'
import { LIST_ITEM as BULLET } from '#server/text/lines'

// The parts of a CV given as plain text: which lines are headings, which section each line is in,
// and which lines open a job (the line a suggestion can point to).

export type CvLine = { text: string; section: CvSectionKind; isHeading: boolean; role?: string }

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

export function readCvStructure(cvContent: string): CvLine[] {
  let section: CvSectionKind = 'other'
  let role: string | undefined
  return cvContent.split(/\r?\n/).map((raw) => {
    const text = raw.trim()
    const heading = cvHeadingKind(text)
    if (heading) {
      section = heading
      role = undefined
      return { text, section, isHeading: true }
    }
    // In the experience section a non-bullet line with a date range opens a job.
    if (section === 'experience' && text !== '' && !BULLET.test(raw) && DATE_RANGE.test(text)) role = text
    return { text, section, isHeading: false, role: section === 'experience' ? role : undefined }
  })
}

export function hasStandardHeadings(lines: readonly CvLine[]): boolean {
  const kinds = new Set(lines.filter((l) => l.isHeading).map((l) => l.section))
  return kinds.has('experience') && (kinds.has('education') || kinds.has('skills'))
}
