import { CV_LIMITS, type CoverLetterCv, type CvData, type StoredCvData } from './cv.schema'
import { normalizeCv } from './normalize-cv'

// Explicit mappers between the builder form (the stored shape, docs/spec/3-decisions.md "CVs") and the two
// older shapes clients still read: the "stored form" and the parse answer of the cover-letter writer.

export function toStoredCv(cv: CvData, look: { templateId: string; colorId: string }): StoredCvData {
  const { personal } = cv
  const linkOf = (kind: string): string => personal.links.find((link) => link.kind === kind)?.url ?? ''
  const website = linkOf('website') || linkOf('github') || linkOf('xing') || linkOf('other')
  return {
    templateId: look.templateId.slice(0, 64),
    colorId: look.colorId.slice(0, 64),
    personalInfo: {
      fullName: personal.fullName,
      title: personal.title || cv.headline,
      email: personal.email,
      phone: personal.phone,
      location: personal.location,
      linkedin: linkOf('linkedin'),
      website,
      summary: cv.summary,
    },
    experience: cv.experience.map((entry) => ({
      company: entry.company,
      position: entry.title,
      startDate: entry.startDate,
      // The stored form has no `current` flag: a blank end date reads as Present.
      endDate: entry.current ? '' : entry.endDate,
      bullets: entry.bullets.length > 0 ? entry.bullets : splitDescription(entry.description),
    })),
    education: cv.education.map((entry) => ({
      institution: entry.institution,
      degree: entry.degree,
      field: entry.field,
      endDate: entry.endDate,
    })),
    skills: flattenSkills(cv),
  }
}

export function fromStoredCv(stored: unknown): CvData {
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {}
  const personalInfo = record.personalInfo
  const experience = Array.isArray(record.experience) ? record.experience : []
  return normalizeCv({
    personal: personalInfo,
    summary:
      typeof personalInfo === 'object' && personalInfo !== null
        ? (personalInfo as Record<string, unknown>).summary
        : '',
    experience: experience.map((raw: unknown) => {
      const entry = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
      const hasStart = typeof entry.startDate === 'string' && entry.startDate.trim() !== ''
      const hasEnd = typeof entry.endDate === 'string' && entry.endDate.trim() !== ''
      return { ...entry, title: entry.position ?? entry.title, current: hasStart && !hasEnd }
    }),
    education: record.education,
    skills: record.skills,
  })
}

export function toCoverLetterCv(cv: CvData): CoverLetterCv {
  return {
    personalInfo: {
      fullName: cv.personal.fullName,
      email: cv.personal.email,
      phone: cv.personal.phone,
      address: {
        street: cv.personal.address ?? '',
        city: cityOf(cv.personal.location),
        postalCode: postalCodeOf(cv.personal.location),
      },
    },
    experience: cv.experience,
    skills: flattenSkills(cv),
    education: cv.education,
  }
}

/** Every skill name once, in CV order. */
export function flattenSkills(cv: CvData): string[] {
  const seen = new Set<string>()
  const names: string[] = []
  for (const group of cv.skills) {
    for (const item of group.items) {
      const key = item.name.toLowerCase()
      if (seen.has(key)) continue
      seen.add(key)
      names.push(item.name)
    }
  }
  return names.slice(0, CV_LIMITS.entries * CV_LIMITS.items)
}

// "10115 Berlin, Germany" -> "Berlin": the first part, without a leading or trailing postal code.
const LEADING_POSTAL_CODE = /^\s*(?:[A-Z]{1,2}-)?(\d{4,5}(?:-\d{3})?)\s+/
function cityOf(location: string): string {
  const first = location.split(/[,|/·•]/)[0] ?? ''
  return first
    .replace(LEADING_POSTAL_CODE, '')
    .replace(/\s+\d{4,5}\s*$/, '')
    .trim()
}

// "70173 Stuttgart" -> "70173": the sender's postal code goes beside the street in a letter.
function postalCodeOf(location: string): string {
  return LEADING_POSTAL_CODE.exec(location.split(/[,|/·•]/)[0] ?? '')?.[1] ?? ''
}

function splitDescription(description: string): string[] {
  return description
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, CV_LIMITS.bullets)
}
