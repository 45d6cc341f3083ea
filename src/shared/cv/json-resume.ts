import type { CvData, CvLink } from './cv.schema'
import { normalizeCv } from './normalize-cv'

// JSON Resume schema v1 (https://jsonresume.org/schema) import and export. Europass-style fields
// the schema lacks (nationality, date and place of birth, marital status) travel as extra `basics`
// properties and the CV's language as `meta.language`, which the schema allows; all are optional
// in either direction. The place/date/signature block and layout choices are ApplyKit's own and
// stay out of the exchange format.

export type JsonResume = {
  $schema?: string
  basics: {
    name: string
    label: string
    image?: string
    email: string
    phone: string
    url: string
    summary: string
    location: { address?: string; postalCode?: string; city: string; countryCode?: string; region?: string }
    profiles: Array<{ network: string; username: string; url: string }>
    nationality?: string
    dateOfBirth?: string
    placeOfBirth?: string
    maritalStatus?: string
  }
  work: Array<{
    name: string
    position: string
    location?: string
    startDate?: string
    endDate?: string
    summary?: string
    highlights: string[]
  }>
  education: Array<{
    institution: string
    area: string
    studyType: string
    startDate?: string
    endDate?: string
    score?: string
    courses: string[]
  }>
  skills: Array<{ name: string; level?: string; keywords: string[] }>
  languages: Array<{ language: string; fluency: string }>
  certificates: Array<{ name: string; issuer?: string; date?: string }>
  projects: Array<{
    name: string
    description?: string
    highlights: string[]
    keywords: string[]
    startDate?: string
    endDate?: string
  }>
  interests?: Array<{ name: string; keywords: string[] }>
  meta?: { language?: string }
}

const SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json'

export function toJsonResume(cv: CvData): JsonResume {
  const { personal } = cv
  const website = personal.links.find((link) => link.kind === 'website')
  const basics: JsonResume['basics'] = {
    name: personal.fullName,
    label: personal.title || cv.headline,
    email: personal.email,
    phone: personal.phone,
    url: website?.url ?? '',
    summary: cv.summary,
    location: { city: personal.location },
    profiles: personal.links
      .filter((link) => link !== website)
      .map((link) => ({ network: networkName(link), username: usernameOf(link.url), url: link.url })),
  }
  if (personal.photo !== '') basics.image = personal.photo
  if (personal.nationality) basics.nationality = personal.nationality
  if (personal.dateOfBirth) basics.dateOfBirth = personal.dateOfBirth
  if (personal.placeOfBirth) basics.placeOfBirth = personal.placeOfBirth
  if (personal.maritalStatus) basics.maritalStatus = personal.maritalStatus
  return {
    $schema: SCHEMA_URL,
    ...(cv.language ? { meta: { language: cv.language } } : {}),
    basics,
    work: cv.experience.map((entry) => ({
      name: entry.company,
      position: entry.title,
      ...optional('location', entry.location),
      ...optional('startDate', entry.startDate),
      // JSON Resume marks an ongoing position by leaving endDate out.
      ...optional('endDate', entry.current ? '' : entry.endDate),
      ...optional('summary', entry.description),
      highlights: entry.bullets,
    })),
    education: cv.education.map((entry) => ({
      institution: entry.institution,
      area: entry.field,
      studyType: entry.degree,
      ...optional('startDate', entry.startDate),
      ...optional('endDate', entry.endDate),
      ...optional('score', entry.gpa),
      courses: entry.details,
    })),
    // A group without a name of its own holds single skills, each with its level.
    skills: cv.skills.flatMap((group) =>
      group.category === 'Skills' || group.category === ''
        ? group.items.map((item) => ({ name: item.name, ...optional('level', item.level), keywords: [] }))
        : [{ name: group.category, keywords: group.items.map((item) => item.name) }],
    ),
    languages: cv.languages.map((language) => ({
      language: language.name,
      fluency: fluencyOf(language.level),
    })),
    certificates: cv.certifications.map((cert) => ({
      name: cert.name,
      ...optional('issuer', cert.issuer),
      ...optional('date', cert.date),
    })),
    projects: cv.projects.map((project) => ({
      name: project.name,
      ...optional('description', project.description),
      highlights: project.bullets,
      keywords: project.tech,
      ...optional('startDate', project.startDate),
      ...optional('endDate', project.endDate),
    })),
    ...(cv.interests?.length
      ? { interests: cv.interests.map((interest) => ({ name: interest.name, keywords: interest.keywords })) }
      : {}),
  }
}

/** A JSON Resume document (any version-1 file, however partial) as a builder-form CV. */
export function fromJsonResume(input: unknown): CvData {
  const resume = record(input)
  const basics = record(resume.basics)
  const location = record(basics.location)
  const links: Array<Partial<CvLink>> = []
  if (typeof basics.url === 'string' && basics.url.trim() !== '')
    links.push({ kind: 'website', label: '', url: basics.url })
  for (const raw of array(basics.profiles)) {
    const profile = record(raw)
    const url = typeof profile.url === 'string' && profile.url !== '' ? profile.url : profileUrl(profile)
    links.push({
      kind: kindOf(profile.network, url),
      label: typeof profile.network === 'string' ? profile.network : '',
      url,
    })
  }
  const skills: Array<{ category: unknown; items: unknown[] }> = []
  const looseSkills: unknown[] = []
  for (const raw of array(resume.skills)) {
    const skill = record(raw)
    const keywords = array(skill.keywords)
    // A skill without keywords is itself the item ("Python", level "Advanced").
    if (keywords.length > 0) skills.push({ category: skill.name, items: keywords })
    else looseSkills.push({ name: skill.name, level: skill.level })
  }
  if (looseSkills.length > 0) skills.push({ category: 'Skills', items: looseSkills })
  return normalizeCv({
    language: languageCode(record(resume.meta).language),
    personal: {
      fullName: basics.name,
      title: basics.label,
      email: basics.email,
      phone: basics.phone,
      location:
        [location.city, location.region, location.countryCode].filter(isFilled).join(', ') ||
        location.address,
      links,
      photo: basics.image,
      nationality: basics.nationality,
      dateOfBirth: basics.dateOfBirth,
      placeOfBirth: basics.placeOfBirth,
      maritalStatus: basics.maritalStatus,
    },
    summary: basics.summary,
    experience: array(resume.work ?? resume.volunteer).map((raw) => {
      const work = record(raw)
      const endDate = isoDate(work.endDate)
      return {
        title: work.position,
        company: work.name ?? work.company ?? work.organization,
        location: work.location,
        startDate: isoDate(work.startDate),
        endDate,
        current: isoDate(work.startDate) !== '' && endDate === '',
        bullets: work.highlights,
        description: work.summary ?? work.description,
      }
    }),
    education: array(resume.education).map((raw) => {
      const education = record(raw)
      return {
        degree: education.studyType,
        institution: education.institution,
        field: education.area,
        startDate: isoDate(education.startDate),
        endDate: isoDate(education.endDate),
        gpa: education.score ?? education.gpa,
        details: education.courses,
      }
    }),
    skills,
    languages: array(resume.languages).map((raw) => {
      const language = record(raw)
      return { name: language.language, level: language.fluency }
    }),
    certifications: array(resume.certificates ?? resume.awards).map((raw) => {
      const cert = record(raw)
      return { name: cert.name ?? cert.title, issuer: cert.issuer ?? cert.awarder, date: isoDate(cert.date) }
    }),
    projects: array(resume.projects).map((raw) => {
      const project = record(raw)
      return {
        name: project.name,
        description: project.description,
        startDate: isoDate(project.startDate),
        endDate: isoDate(project.endDate),
        bullets: project.highlights,
        tech: project.keywords,
      }
    }),
    interests: resume.interests,
  })
}

// "de", "de-AT", "DE" -> "de"; normalizeCv drops anything that is not one of the 8 languages.
function languageCode(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim().slice(0, 2).toLowerCase() : undefined
}

// "2019-03-01" -> "2019-03"; "2019" stays; anything else is dropped.
function isoDate(value: unknown): string {
  if (typeof value !== 'string') return ''
  const match = /^\s*(\d{4})(?:-(\d{1,2}))?(?:-\d{1,2})?/.exec(value)
  if (!match?.[1]) return ''
  return match[2] ? `${match[1]}-${match[2].padStart(2, '0')}` : match[1]
}

function fluencyOf(level: CvData['languages'][number]['level']): string {
  return level === 'native' ? 'Native speaker' : level
}

function networkName(link: CvLink): string {
  if (link.label !== '') return link.label
  const names: Record<CvLink['kind'], string> = {
    linkedin: 'LinkedIn',
    github: 'GitHub',
    xing: 'XING',
    website: 'Website',
    other: 'Website',
  }
  return names[link.kind]
}

function usernameOf(url: string): string {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/\/+$/, '')
  return path.split('/').pop() ?? ''
}

function profileUrl(profile: Record<string, unknown>): string {
  const username = typeof profile.username === 'string' ? profile.username : ''
  const network = typeof profile.network === 'string' ? profile.network.toLowerCase() : ''
  if (username === '') return ''
  if (network === 'linkedin') return `https://www.linkedin.com/in/${username}`
  if (network === 'github') return `https://github.com/${username}`
  return ''
}

function kindOf(network: unknown, url: string): CvLink['kind'] {
  const name = `${typeof network === 'string' ? network : ''} ${url}`.toLowerCase()
  if (name.includes('linkedin')) return 'linkedin'
  if (name.includes('github')) return 'github'
  if (name.includes('xing')) return 'xing'
  return 'other'
}

function optional<K extends string>(key: K, value: string): Partial<Record<K, string>> {
  return value === '' ? {} : ({ [key]: value } as Record<K, string>)
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

function array(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}
