import { GRADE_MAX_LENGTH, type CvData, type CvLink } from './cv.schema'
import { normalizeCv } from './normalize-cv'

// JSON Resume schema v1 (https://jsonresume.org/schema) import and export. The street line is
// `basics.location.address`, the town `basics.location.city`. Europass-style fields
// the schema lacks (nationality, date and place of birth, marital status) travel as extra `basics`
// properties and the CV's language as `meta.language`, which the schema allows; all are optional
// in either direction. The place/date/signature block and layout choices are ApplyKit's own and
// stay out of the exchange format.

// What the export writes: the schema's sections, every field optional (empty ones are left out,
// the schema's validator refuses an empty address or date), plus ApplyKit's own `courses` and
// `customSections` as extra top-level keys the schema allows (docs/decisions/cv-extra-sections.md).
type Strings<K extends string> = Partial<Record<K, string>>
export type JsonResume = {
  $schema?: string
  basics: Strings<
    'name' | 'label' | 'image' | 'email' | 'phone' | 'url' | 'summary' | 'nationality' | 'dateOfBirth'
  > &
    Strings<'placeOfBirth' | 'maritalStatus'> & {
      location?: Strings<'address' | 'postalCode' | 'city' | 'countryCode' | 'region'>
      profiles?: Array<Strings<'network' | 'username' | 'url'>>
    }
  work?: Array<Strings<'name' | 'position' | 'location' | 'startDate' | 'endDate' | 'summary'> & { highlights?: string[] }>
  volunteer?: Array<
    Strings<'organization' | 'position' | 'location' | 'url' | 'startDate' | 'endDate' | 'summary'> & {
      highlights?: string[]
    }
  >
  education?: Array<
    Strings<'institution' | 'area' | 'studyType' | 'location' | 'startDate' | 'endDate' | 'score'> & { courses?: string[] }
  >
  awards?: Array<Strings<'title' | 'date' | 'awarder' | 'summary'>>
  certificates?: Array<Strings<'name' | 'issuer' | 'date'>>
  publications?: Array<Strings<'name' | 'publisher' | 'releaseDate' | 'url' | 'summary'>>
  skills?: Array<Strings<'name' | 'level'> & { keywords?: string[] }>
  languages?: Array<Strings<'language' | 'fluency'>>
  interests?: Array<Strings<'name'> & { keywords?: string[] }>
  references?: Array<Strings<'name' | 'reference' | 'position' | 'contact'>>
  projects?: Array<
    Strings<'name' | 'description' | 'startDate' | 'endDate'> & { highlights?: string[]; keywords?: string[] }
  >
  courses?: Array<Strings<'name' | 'institution' | 'startDate' | 'endDate' | 'description'>>
  customSections?: Array<{
    title?: string
    entries: Array<
      Strings<'title' | 'subtitle' | 'location' | 'startDate' | 'endDate' | 'description'> & { highlights?: string[] }
    >
  }>
  meta?: { language?: string; referencesOnRequest?: boolean }
}

const SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json'

export function toJsonResume(cv: CvData): JsonResume {
  const { personal } = cv
  const website = personal.links.find((link) => link.kind === 'website' && uriOf(link.url) !== '')
  const location = personal.location.trim()
  const street = personal.address?.trim() ?? ''
  const profiles = personal.links
    .filter((link) => link !== website)
    .map((link) => compact({ network: networkName(link), username: usernameOf(link.url), url: uriOf(link.url) }))
  const basics: JsonResume['basics'] = {
    ...compact({
      name: personal.fullName,
      label: personal.title || cv.headline,
      image: personal.photo,
      email: personal.email,
      phone: personal.phone,
      url: website ? uriOf(website.url) : '',
      summary: cv.summary,
      nationality: personal.nationality ?? '',
      dateOfBirth: personal.dateOfBirth ?? '',
      placeOfBirth: personal.placeOfBirth ?? '',
      maritalStatus: personal.maritalStatus ?? '',
    }),
    ...(location || street ? { location: compact({ address: street, city: location }) } : {}),
    ...(profiles.length > 0 ? { profiles } : {}),
  }
  const meta = compactMeta(cv)
  return {
    $schema: SCHEMA_URL,
    ...(meta ? { meta } : {}),
    basics,
    ...section(
      'work',
      cv.experience.map((entry) => ({
        ...compact({
          name: entry.company,
          position: entry.title,
          location: entry.location,
          startDate: isoDate(entry.startDate),
          // JSON Resume marks an ongoing position by leaving endDate out.
          endDate: entry.current ? '' : isoDate(entry.endDate),
          summary: entry.description,
        }),
        ...list('highlights', entry.bullets),
      })),
    ),
    ...section(
      'volunteer',
      (cv.volunteering ?? []).map((entry) => ({
        ...compact({
          organization: entry.organization,
          position: entry.role,
          location: entry.location,
          url: uriOf(entry.url),
          startDate: isoDate(entry.startDate),
          endDate: entry.current ? '' : isoDate(entry.endDate),
          summary: entry.summary,
        }),
        ...list('highlights', entry.bullets),
      })),
    ),
    ...section(
      'education',
      cv.education.map((entry) => ({
        ...compact({
          institution: entry.institution,
          area: entry.field,
          studyType: entry.degree,
          location: entry.location,
          startDate: isoDate(entry.startDate),
          endDate: isoDate(entry.endDate),
          score: entry.gpa,
        }),
        ...list('courses', entry.details),
      })),
    ),
    ...section(
      'awards',
      (cv.awards ?? []).map((award) =>
        compact({ title: award.title, date: isoDate(award.date), awarder: award.awarder, summary: award.summary }),
      ),
    ),
    ...section(
      'certificates',
      cv.certifications.map((cert) => compact({ name: cert.name, issuer: cert.issuer, date: isoDate(cert.date) })),
    ),
    ...section(
      'publications',
      (cv.publications ?? []).map((publication) =>
        compact({
          name: publication.name,
          publisher: publication.publisher,
          releaseDate: isoDate(publication.date),
          url: uriOf(publication.url),
          summary: publication.summary,
        }),
      ),
    ),
    // A group without a name of its own holds single skills, each with its level.
    ...section(
      'skills',
      cv.skills.flatMap((group) =>
        group.category === 'Skills' || group.category === ''
          ? group.items.map((item) => compact({ name: item.name, level: item.level }))
          : [{ ...compact({ name: group.category }), ...list('keywords', group.items.map((item) => item.name)) }],
      ),
    ),
    ...section(
      'languages',
      cv.languages.map((language) => compact({ language: language.name, fluency: fluencyOf(language.level) })),
    ),
    ...section(
      'interests',
      (cv.interests ?? []).map((interest) => ({ ...compact({ name: interest.name }), ...list('keywords', interest.keywords) })),
    ),
    ...section(
      'references',
      (cv.references ?? []).map((reference) =>
        compact({
          name: reference.name,
          reference: reference.reference,
          position: reference.position,
          contact: reference.contact,
        }),
      ),
    ),
    ...section(
      'projects',
      cv.projects.map((project) => ({
        ...compact({
          name: project.name,
          description: project.description,
          startDate: isoDate(project.startDate),
          endDate: isoDate(project.endDate),
        }),
        ...list('highlights', project.bullets),
        ...list('keywords', project.tech),
      })),
    ),
    ...section(
      'courses',
      (cv.courses ?? []).map((course) =>
        compact({
          name: course.name,
          institution: course.institution,
          startDate: isoDate(course.startDate),
          endDate: isoDate(course.endDate),
          description: course.description,
        }),
      ),
    ),
    ...section(
      'customSections',
      (cv.customSections ?? []).map((custom) => ({
        ...compact({ title: custom.title }),
        entries: custom.entries.map((entry) => ({
          ...compact({
            title: entry.title,
            subtitle: entry.subtitle,
            location: entry.location,
            startDate: isoDate(entry.startDate),
            endDate: isoDate(entry.endDate),
            description: entry.description,
          }),
          ...list('highlights', entry.bullets),
        })),
      })),
    ),
  }
}

function compactMeta(cv: CvData): JsonResume['meta'] | undefined {
  const meta: NonNullable<JsonResume['meta']> = {}
  if (cv.language) meta.language = cv.language
  if (cv.referencesOnRequest) meta.referencesOnRequest = true
  return Object.keys(meta).length > 0 ? meta : undefined
}

/** The fields that say something: '' is left out (the schema refuses an empty date or address). */
function compact<K extends string>(fields: Record<K, string>): Partial<Record<K, string>> {
  const result: Partial<Record<K, string>> = {}
  for (const key of Object.keys(fields) as K[]) {
    const value = fields[key].trim()
    if (value !== '') result[key] = value
  }
  return result
}

function list<K extends string>(key: K, values: readonly string[]): Partial<Record<K, string[]>> {
  const kept = values.map((value) => value.trim()).filter(Boolean)
  return kept.length > 0 ? ({ [key]: kept } as Record<K, string[]>) : {}
}

function section<K extends string, T>(key: K, entries: T[]): Partial<Record<K, T[]>> {
  return entries.length > 0 ? ({ [key]: entries } as Record<K, T[]>) : {}
}

/** An absolute http(s) address for the schema's `uri` fields; a bare domain gets https://, anything else ''. */
function uriOf(url: string): string {
  const text = url.trim()
  if (/^https?:\/\/[^\s<>"]+$/i.test(text)) return text
  if (/^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/?#][^\s<>"]*)?$/i.test(text)) return `https://${text}`
  return ''
}

/** A JSON Resume document (any version-1 file, however partial) as a builder-form CV. */
export function fromJsonResume(input: unknown): CvData {
  const resume = record(input)
  const basics = record(resume.basics)
  const location = record(basics.location)
  const town = [location.city, location.region, location.countryCode].filter(isFilled).join(', ')
  // `address` is the street ("Musterstraße 12"); files that leave the city empty and write the town
  // there ("Berlin, Germany", no house number) mean the town.
  const isTownOnly = town === '' && isFilled(location.address) && !/\d/.test(location.address)
  const street = isTownOnly || !isFilled(location.address) ? '' : location.address
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
      location: town || (isTownOnly ? location.address : ''),
      address: street,
      links,
      photo: basics.image,
      nationality: basics.nationality,
      dateOfBirth: basics.dateOfBirth,
      placeOfBirth: basics.placeOfBirth,
      maritalStatus: basics.maritalStatus,
    },
    summary: basics.summary,
    experience: array(resume.work).map((raw) => {
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
        // JSON Resume's `description` says what the employer is ("Regional restaurant group, four
        // locations"), its `summary` what the job was: both kept, the employer's first.
        description:
          typeof work.description === 'string' && typeof work.summary === 'string' && work.description.trim() !== ''
            ? `${work.description.trim()}\n${work.summary}`
            : (work.summary ?? work.description),
      }
    }),
    education: array(resume.education).map((raw) => {
      const education = record(raw)
      const score = education.score ?? education.gpa
      return {
        degree: education.studyType,
        institution: education.institution,
        field: education.area,
        startDate: isoDate(education.startDate),
        endDate: isoDate(education.endDate),
        // A score longer than a grade (a thesis title, say) is kept whole as the entry's first detail.
        ...(typeof score === 'string' && score.trim().length > GRADE_MAX_LENGTH
          ? { details: [score, ...array(education.courses)] }
          : { gpa: score, details: education.courses }),
      }
    }),
    skills,
    languages: array(resume.languages).map((raw) => {
      const language = record(raw)
      return { name: language.language, level: language.fluency }
    }),
    certifications: array(resume.certificates).map((raw) => {
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
    awards: array(resume.awards).map((raw) => {
      const award = record(raw)
      return { title: award.title, awarder: award.awarder, date: isoDate(award.date), summary: award.summary }
    }),
    publications: array(resume.publications).map((raw) => {
      const publication = record(raw)
      return {
        name: publication.name,
        publisher: publication.publisher,
        date: isoDate(publication.releaseDate ?? publication.date),
        url: publication.url,
        summary: publication.summary,
      }
    }),
    volunteering: array(resume.volunteer).map((raw) => {
      const volunteer = record(raw)
      const endDate = isoDate(volunteer.endDate)
      return {
        role: volunteer.position,
        organization: volunteer.organization,
        location: volunteer.location,
        url: volunteer.url,
        startDate: isoDate(volunteer.startDate),
        endDate,
        current: isoDate(volunteer.startDate) !== '' && endDate === '',
        summary: volunteer.summary,
        bullets: volunteer.highlights,
      }
    }),
    references: resume.references,
    referencesOnRequest: record(resume.meta).referencesOnRequest === true ? true : undefined,
    courses: array(resume.courses).map((raw) => {
      const course = record(raw)
      return { ...course, startDate: isoDate(course.startDate), endDate: isoDate(course.endDate ?? course.date) }
    }),
    customSections: array(resume.customSections).map((raw) => {
      const custom = record(raw)
      return {
        title: custom.title,
        entries: array(custom.entries).map((rawEntry) => {
          const entry = record(rawEntry)
          return { ...entry, startDate: isoDate(entry.startDate), endDate: isoDate(entry.endDate) }
        }),
      }
    }),
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
