import { CUSTOM_SECTIONS_MAX, type CvData } from '#shared/cv/cv.schema'
import type { CvLine } from '#server/text/lines'
import type { SectionKind } from '#server/text/headings'
import type { ParsedCertification } from './extract-extras'
import {
  extractAwards,
  extractCourses,
  extractCustomEntries,
  extractPublications,
  extractReferences,
  extractVolunteering,
  type ParsedCourse,
} from './extract-further'

type FurtherSection = { kind: SectionKind | 'header'; lines: CvLine[]; heading?: string }

type Further = Pick<
  CvData,
  'awards' | 'publications' | 'volunteering' | 'courses' | 'references' | 'referencesOnRequest' | 'customSections'
>

/**
 * The sections beyond the core ones, from the sections the CV was cut into. A section the builder
 * has no place for ("Sonstiges", "Other", a heading the importer does not know by name) becomes a
 * custom section titled with the CV's own heading, so the review shows it instead of losing it.
 * Courses under a certifications heading that are still running ("03/2023 – heute") are courses,
 * open-ended: a certification has only the date it was obtained and would read as obtained.
 */
export function readFurtherSections(
  sections: readonly FurtherSection[],
  certifications: readonly ParsedCertification[] = [],
): Further {
  const linesOf = (kind: SectionKind): CvLine[] =>
    sections.filter((section) => section.kind === kind).flatMap((section) => section.lines)
  const result: Further = {}
  const awards = extractAwards(linesOf('awards'))
  if (awards.length > 0) result.awards = awards.map((award) => ({ id: '', ...award }))
  const publications = extractPublications(linesOf('publications'))
  if (publications.length > 0) result.publications = publications.map((item) => ({ id: '', ...item }))
  const volunteering = extractVolunteering(linesOf('volunteer'))
  if (volunteering.length > 0) result.volunteering = volunteering.map((item) => ({ id: '', ...item }))
  const running: ParsedCourse[] = certifications
    .filter((entry) => entry.inProgressSince !== undefined)
    .map((entry) => ({
      name: entry.name,
      institution: entry.issuer,
      startDate: entry.inProgressSince ?? '',
      endDate: '',
      description: '',
    }))
  const courses = [...extractCourses(linesOf('courses')), ...running]
  if (courses.length > 0) result.courses = courses.map((course) => ({ id: '', ...course }))
  const referenceSections = sections.filter((section) => section.kind === 'references')
  const references = extractReferences(
    referenceSections.flatMap((section) => section.lines),
    referenceSections.map((section) => section.heading ?? '').join(' '),
  )
  if (references.references.length > 0)
    result.references = references.references.map((reference) => ({ id: '', ...reference }))
  if (references.onRequest) result.referencesOnRequest = true
  const custom = sections
    .filter((section) => section.kind === 'other')
    .map((section) => ({ id: '', title: sectionTitle(section.heading ?? ''), entries: extractCustomEntries(section.lines) }))
    .filter((section) => section.entries.length > 0)
    .slice(0, CUSTOM_SECTIONS_MAX)
    .map((section) => ({ ...section, entries: section.entries.map((entry) => ({ id: '', ...entry })) }))
  if (custom.length > 0) result.customSections = custom
  return result
}

// The CV's own heading as the custom section's title: without its number or colon, and in
// sentence case when the layout printed it in capitals ("SONSTIGES" -> "Sonstiges").
function sectionTitle(heading: string): string {
  const text = heading
    .replace(/^(?:\d{1,2}(?:\.\d{1,2})*\.?|[IVX]{1,4}\.)\s+/u, '')
    .replace(/[\s:：]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim()
  const isCapitals = text === text.toUpperCase() && /\p{Lu}{3}/u.test(text)
  return isCapitals ? text.charAt(0) + text.slice(1).toLowerCase() : text
}
