import {
  CV_LIMITS,
  type CvClosing,
  type CvData,
  type CvSkillGroup,
  type CvSkillItem,
} from '#shared/cv/cv.schema'

// The text forms of the edit step (docs/spec/1-screens.md §5): bullets one per line with blank lines dropped;
// skills one group per line ("Category: a, b, c"), comma separated, empty entries dropped.

export function newId(): string {
  return globalThis.crypto.randomUUID()
}

export function textToLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, CV_LIMITS.bullets)
}

export function linesToText(lines: readonly string[]): string {
  return lines.join('\n')
}

export function textToList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .slice(0, CV_LIMITS.items)
}

/**
 * An interest's details as typed, comma separated ("DAV, Alpenverein"): trimmed parts, empty ones
 * dropped, but the part being typed keeps its leading text and a trailing comma its empty part,
 * so the field can be typed into letter by letter.
 */
export function textToKeywords(text: string): string[] {
  return text
    .split(',')
    .map((part, index, parts) => (index < parts.length - 1 ? part.trim() : part.trimStart()))
    .filter((part, index, parts) => part !== '' || index === parts.length - 1)
    .map((part) => part.slice(0, CV_LIMITS.shortText))
}

const EMPTY_CLOSING: CvClosing = { place: '', date: '', signature: '' }

/** The closing line (place, date, signature) with a change; a CV without one gets an empty one. */
export function withClosing(cv: CvData, patch: Partial<CvClosing>): CvData {
  return { ...cv, closing: { ...EMPTY_CLOSING, ...cv.closing, ...patch } }
}

/**
 * Parses the skills box. Ids and levels of skills that keep their name are carried over from the
 * previous groups, so editing the text never loses a level set elsewhere (import, JSON Resume).
 */
export function textToSkills(text: string, previous: readonly CvSkillGroup[]): CvSkillGroup[] {
  const previousItems = new Map<string, CvSkillItem>()
  const previousGroups = new Map<string, CvSkillGroup>()
  for (const group of previous) {
    previousGroups.set(group.category.toLowerCase(), group)
    for (const item of group.items) previousItems.set(item.name.toLowerCase(), item)
  }
  const groups: CvSkillGroup[] = []
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue
    const colon = line.indexOf(':')
    const category = colon >= 0 ? line.slice(0, colon).trim().slice(0, CV_LIMITS.shortText) : ''
    const names = textToList(colon >= 0 ? line.slice(colon + 1) : line)
    const seen = new Set<string>()
    const items: CvSkillItem[] = []
    for (const name of names) {
      const key = name.toLowerCase()
      if (seen.has(key)) continue
      seen.add(key)
      const earlier = previousItems.get(key)
      items.push({
        id: earlier?.id ?? newId(),
        name: name.slice(0, CV_LIMITS.shortText),
        level: earlier?.level ?? '',
      })
    }
    if (items.length === 0 && category === '') continue
    groups.push({ id: previousGroups.get(category.toLowerCase())?.id ?? newId(), category, items })
    if (groups.length >= CV_LIMITS.entries) break
  }
  return groups
}

export function skillsToText(groups: readonly CvSkillGroup[]): string {
  return groups
    .map((group) => {
      const items = group.items.map((item) => item.name).join(', ')
      return group.category ? `${group.category}: ${items}` : items
    })
    .join('\n')
}

/** Counts per section for the import review. */
export function countSections(cv: CvData) {
  const personal = cv.personal
  return {
    contact: [personal.fullName, personal.title, personal.email, personal.phone, personal.location].filter(
      (v) => v.trim() !== '',
    ).length,
    links: personal.links.length,
    summary: cv.summary.trim() === '' ? 0 : 1,
    experience: cv.experience.length,
    education: cv.education.length,
    skills: cv.skills.reduce((sum, group) => sum + group.items.length, 0),
    skillGroups: cv.skills.length,
    languages: cv.languages.length,
    certifications: cv.certifications.length,
    projects: cv.projects.length,
    interests: cv.interests?.length ?? 0,
    awards: cv.awards?.length ?? 0,
    publications: cv.publications?.length ?? 0,
    volunteering: cv.volunteering?.length ?? 0,
    courses: cv.courses?.length ?? 0,
    references: cv.references?.length ?? 0,
    // The place/date line counts when it says something; a signature alone is the Edit step's.
    closing: cv.closing && (cv.closing.place.trim() !== '' || cv.closing.date.trim() !== '') ? 1 : 0,
  }
}

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim())
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header)
  const name = (plain?.[1] ?? plain?.[2])?.trim()
  return name ? name : null
}

/** "{fullName or CV}.{extension}", the file name of docs/spec/2-calls.md §7. */
export function cvFileName(cv: CvData, extension: string): string {
  const name = cv.personal.fullName
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return `${name || 'CV'}.${extension}`
}
