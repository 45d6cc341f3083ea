import {
  CV_LIMITS,
  GRADE_MAX_LENGTH,
  LINK_KINDS,
  DENSITY_MAX,
  DENSITY_MIN,
  CUSTOM_SECTIONS_MAX,
  ORDERABLE_SECTIONS,
  type CvAward,
  type CvCertification,
  type CvCourse,
  type CvCustomEntry,
  type CvCustomSection,
  type CvPublication,
  type CvReference,
  type CvVolunteer,
  type CvClosing,
  type CvData,
  type CvInterest,
  CvLayoutOptions,
  type CvEducation,
  type CvExperience,
  type CvLanguage,
  type CvLink,
  type CvPersonal,
  type CvProject,
  type CvSkillGroup,
  type CvSkillItem,
} from './cv.schema'
import { toLanguageLevel, toSkillLevel } from './cv-levels'
import { isLocale } from '#shared/i18n/locales'
import type { SectionColumn } from './section-columns'

// Turns whatever arrives (a saved draft, a parse result, session storage written by an older
// client, a hand-edited JSON file) into a valid builder-form CV. Rules of docs/spec/1-screens.md §3
// "Normalisation"; everything else is coerced or dropped, never thrown.

type Loose = Record<string, unknown>

const MAX_ID = 64
const MAX_DATE = 20
const MAX_URL = 2_000
const MAX_BULLET = 2_000
// The layout keys of page and type (type-settings.ts).
export const TYPE_SETTING_KEYS = ['fontFamily', 'fontSize', 'lineHeight', 'margins'] as const

export function normalizeCv(input: unknown): CvData {
  const root = asRecord(input)
  const personalIn = asRecord(root.personal ?? root.personalInfo ?? root.basics)
  const title = firstText(CV_LIMITS.shortText, personalIn.title, root.headline, personalIn.label)
  const headline = firstText(CV_LIMITS.shortText, root.headline, personalIn.title, personalIn.label)
  const result: CvData = {
    personal: normalizePersonal(root, personalIn, title),
    headline,
    summary: firstText(CV_LIMITS.longText, root.summary, personalIn.summary, root.profile, root.objective),
    experience: list(root.experience ?? root.work, CV_LIMITS.entries, normalizeExperience),
    education: list(root.education, CV_LIMITS.entries, normalizeEducation),
    skills: normalizeSkills(root.skills),
    languages: list(root.languages, CV_LIMITS.entries, normalizeLanguage),
    certifications: list(root.certifications ?? root.certificates, CV_LIMITS.entries, normalizeCertification),
    projects: list(root.projects, CV_LIMITS.entries, normalizeProject),
  }
  // The optional parts stay absent unless they say something, so older CVs keep their shape.
  const language = root.language ?? root.locale
  if (isLocale(language)) result.language = language
  const interests = list(root.interests ?? root.hobbies, CV_LIMITS.entries, normalizeInterest)
  if (interests.length > 0) result.interests = interests
  const awards = list(root.awards ?? root.honors, CV_LIMITS.entries, normalizeAward)
  if (awards.length > 0) result.awards = awards
  const publications = list(root.publications, CV_LIMITS.entries, normalizePublication)
  if (publications.length > 0) result.publications = publications
  const volunteering = list(root.volunteering ?? root.volunteer, CV_LIMITS.entries, normalizeVolunteer)
  if (volunteering.length > 0) result.volunteering = volunteering
  const courses = list(root.courses ?? root.training, CV_LIMITS.entries, normalizeCourse)
  if (courses.length > 0) result.courses = courses
  const references = list(root.references, CV_LIMITS.entries, normalizeReference)
  if (references.length > 0) result.references = references
  if (typeof root.referencesOnRequest === 'boolean') result.referencesOnRequest = root.referencesOnRequest
  const customSections = list(root.customSections, CUSTOM_SECTIONS_MAX, normalizeCustomSection)
  if (customSections.length > 0) result.customSections = customSections
  const closing = normalizeClosing(root.closing)
  if (closing) result.closing = closing
  const layout = normalizeLayout(root.layout)
  if (layout) result.layout = layout
  return result
}

function normalizeInterest(raw: unknown): CvInterest | null {
  const entry = typeof raw === 'string' ? { name: raw } : asRecord(raw)
  const name = firstText(CV_LIMITS.shortText, entry.name, entry.title)
  const keywords = lines(entry.keywords ?? entry.details, CV_LIMITS.shortText, CV_LIMITS.items)
  if (name === '' && keywords.length === 0) return null
  return { id: idOf(entry.id), name, keywords }
}

function normalizeAward(raw: unknown): CvAward | null {
  const entry = typeof raw === 'string' ? { title: raw } : asRecord(raw)
  const result: CvAward = {
    id: idOf(entry.id),
    title: firstText(CV_LIMITS.shortText, entry.title, entry.name),
    awarder: firstText(CV_LIMITS.shortText, entry.awarder, entry.issuer),
    date: firstText(MAX_DATE, entry.date),
    summary: firstText(CV_LIMITS.longText, entry.summary, entry.description),
  }
  return hasContent(result.title, result.awarder, result.summary) ? result : null
}

function normalizePublication(raw: unknown): CvPublication | null {
  const entry = typeof raw === 'string' ? { name: raw } : asRecord(raw)
  const result: CvPublication = {
    id: idOf(entry.id),
    name: firstText(CV_LIMITS.shortText * 2, entry.name, entry.title),
    publisher: firstText(CV_LIMITS.shortText, entry.publisher),
    date: firstText(MAX_DATE, entry.date, entry.releaseDate),
    url: firstText(MAX_URL, entry.url),
    summary: firstText(CV_LIMITS.longText, entry.summary, entry.description),
  }
  return hasContent(result.name, result.publisher, result.summary) ? result : null
}

function normalizeVolunteer(raw: unknown): CvVolunteer | null {
  const entry = asRecord(raw)
  const endRaw = firstText(MAX_DATE, entry.endDate, entry.end)
  const isOpenEnd = PRESENT_WORDS.test(endRaw)
  const result: CvVolunteer = {
    id: idOf(entry.id),
    role: firstText(CV_LIMITS.shortText, entry.role, entry.position, entry.title),
    organization: firstText(CV_LIMITS.shortText, entry.organization, entry.company, entry.name),
    location: firstText(CV_LIMITS.shortText, locationText(entry.location)),
    url: firstText(MAX_URL, entry.url),
    startDate: firstText(MAX_DATE, entry.startDate, entry.start),
    endDate: isOpenEnd ? '' : endRaw,
    current: entry.current === true || isOpenEnd,
    summary: firstText(CV_LIMITS.longText, entry.summary, entry.description),
    bullets: lines(entry.bullets ?? entry.highlights),
  }
  return hasContent(result.role, result.organization, result.summary, ...result.bullets) ? result : null
}

function normalizeCourse(raw: unknown): CvCourse | null {
  const entry = typeof raw === 'string' ? { name: raw } : asRecord(raw)
  const result: CvCourse = {
    id: idOf(entry.id),
    name: firstText(CV_LIMITS.shortText, entry.name, entry.title),
    institution: firstText(CV_LIMITS.shortText, entry.institution, entry.provider, entry.issuer),
    startDate: firstText(MAX_DATE, entry.startDate),
    endDate: firstText(MAX_DATE, entry.endDate, entry.date),
    description: firstText(CV_LIMITS.longText, entry.description, entry.summary),
  }
  return hasContent(result.name, result.institution) ? result : null
}

function normalizeReference(raw: unknown): CvReference | null {
  const entry = typeof raw === 'string' ? { name: raw } : asRecord(raw)
  const result: CvReference = {
    id: idOf(entry.id),
    name: firstText(CV_LIMITS.shortText, entry.name),
    position: firstText(CV_LIMITS.shortText, entry.position, entry.title, entry.company),
    contact: firstText(CV_LIMITS.shortText, entry.contact, entry.email, entry.phone),
    reference: firstText(CV_LIMITS.longText, entry.reference, entry.text),
  }
  return hasContent(result.name, result.reference) ? result : null
}

function normalizeCustomEntry(raw: unknown): CvCustomEntry | null {
  const entry = typeof raw === 'string' ? { title: raw } : asRecord(raw)
  const result: CvCustomEntry = {
    id: idOf(entry.id),
    title: firstText(CV_LIMITS.shortText, entry.title, entry.name),
    subtitle: firstText(CV_LIMITS.shortText, entry.subtitle, entry.organization),
    location: firstText(CV_LIMITS.shortText, locationText(entry.location)),
    startDate: firstText(MAX_DATE, entry.startDate, entry.date),
    endDate: firstText(MAX_DATE, entry.endDate),
    description: firstText(CV_LIMITS.longText, entry.description, entry.summary),
    bullets: lines(entry.bullets ?? entry.highlights),
  }
  return hasContent(result.title, result.subtitle, result.description, ...result.bullets) ? result : null
}

function normalizeCustomSection(raw: unknown): CvCustomSection | null {
  const entry = asRecord(raw)
  const title = firstText(CV_LIMITS.shortText, entry.title, entry.name)
  const entries = list(entry.entries ?? entry.items, CV_LIMITS.entries, normalizeCustomEntry)
  // A new section the user has only named yet is kept (the editor shows it empty).
  if (title === '' && entries.length === 0) return null
  return { id: idOf(entry.id), title, entries }
}

function normalizeClosing(raw: unknown): CvClosing | null {
  const entry = asRecord(raw)
  const closing: CvClosing = {
    place: firstText(CV_LIMITS.shortText, entry.place),
    date: firstText(MAX_DATE, entry.date),
    signature: photoText(entry.signature),
  }
  return hasContent(closing.place, closing.date, closing.signature) ? closing : null
}

function normalizeLayout(raw: unknown): CvLayoutOptions | null {
  const entry = asRecord(raw)
  const layout: CvLayoutOptions = {}
  if (typeof entry.showCvHeading === 'boolean') layout.showCvHeading = entry.showCvHeading
  const fitPages = wholeNumber(entry.fitPages, 1, 6)
  if (fitPages !== null) layout.fitPages = fitPages
  const density = wholeNumber(entry.density, DENSITY_MIN, DENSITY_MAX)
  if (density !== null) layout.density = density
  if (entry.pageSize === 'a4' || entry.pageSize === 'letter') layout.pageSize = entry.pageSize
  const order = sectionKeys(entry.sectionOrder)
  if (order) layout.sectionOrder = order
  const hidden = sectionKeys(entry.hiddenSections)
  if (hidden) layout.hiddenSections = hidden
  // Page and type: kept when valid (the render routes refuse an invalid one first, naming the field).
  for (const key of TYPE_SETTING_KEYS) {
    const value = CvLayoutOptions.shape[key].safeParse(entry[key])
    if (value.success && value.data !== undefined) Object.assign(layout, { [key]: value.data })
  }
  const columns = sectionColumns(entry.sectionColumns)
  if (columns) layout.sectionColumns = columns
  return Object.keys(layout).length > 0 ? layout : null
}

/** Known section keys with a known column; null when none is left. */
function sectionColumns(value: unknown): Record<string, SectionColumn> | null {
  const entries = Object.entries(asRecord(value)).filter(
    (pair): pair is [string, SectionColumn] => SECTION_KEY.test(pair[0]) && (pair[1] === 'main' || pair[1] === 'sidebar'),
  )
  return entries.length > 0 ? Object.fromEntries(entries.slice(0, 40)) : null
}

const SECTION_KEY = new RegExp(`^(?:${ORDERABLE_SECTIONS.join('|')}|custom:[^\\s]{1,64})$`)

/** Known section keys, each once; null when none is left. */
function sectionKeys(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null
  const keys = [...new Set(value.filter((key): key is string => typeof key === 'string' && SECTION_KEY.test(key)))]
  return keys.length > 0 ? keys.slice(0, 40) : null
}

function wholeNumber(value: unknown, min: number, max: number): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : null
}

function normalizePersonal(root: Loose, personal: Loose, title: string): CvPersonal {
  const result: CvPersonal = {
    fullName: firstText(CV_LIMITS.shortText, personal.fullName, personal.name, root.fullName, root.name),
    title,
    email: firstText(254, personal.email, root.email),
    phone: firstText(60, personal.phone, root.phone),
    location: firstText(
      CV_LIMITS.shortText,
      locationText(personal.location),
      typeof personal.address === 'string' ? '' : locationText(personal.address),
      locationText(root.location),
    ),
    links: normalizeLinks(personal),
    photo: photoText(personal.photo ?? personal.image),
  }
  const address = streetText(personal.address)
  const nationality = firstText(CV_LIMITS.shortText, personal.nationality, root.nationality)
  const dateOfBirth = firstText(CV_LIMITS.birth, personal.dateOfBirth, root.dateOfBirth)
  const placeOfBirth = firstText(CV_LIMITS.shortText, personal.placeOfBirth, root.placeOfBirth)
  const maritalStatus = firstText(CV_LIMITS.shortText, personal.maritalStatus, root.maritalStatus)
  if (address !== '') result.address = address
  if (nationality !== '') result.nationality = nationality
  if (dateOfBirth !== '') result.dateOfBirth = dateOfBirth
  if (placeOfBirth !== '') result.placeOfBirth = placeOfBirth
  if (maritalStatus !== '') result.maritalStatus = maritalStatus
  return result
}

function normalizeLinks(personal: Loose): CvLink[] {
  const links: CvLink[] = []
  const seen = new Set<string>()
  const push = (kindIn: unknown, labelIn: unknown, urlIn: unknown, idIn?: unknown): void => {
    const url = text(urlIn, MAX_URL)
    if (url === '' || seen.has(url.toLowerCase()) || links.length >= 20) return
    seen.add(url.toLowerCase())
    const kind = LINK_KINDS.find((k) => k === kindIn) ?? guessLinkKind(url)
    links.push({ id: idOf(idIn), kind, label: text(labelIn, CV_LIMITS.shortText), url })
  }
  if (Array.isArray(personal.links)) {
    for (const raw of personal.links) {
      if (typeof raw === 'string') push(undefined, '', raw)
      else {
        const link = asRecord(raw)
        push(link.kind ?? link.network, link.label ?? link.network, link.url ?? link.href, link.id)
      }
    }
  }
  // The stored form and older drafts keep single link fields.
  push('linkedin', 'LinkedIn', personal.linkedin)
  push('github', 'GitHub', personal.github)
  push('xing', 'XING', personal.xing)
  push('website', '', personal.website ?? personal.url)
  return links
}

export function guessLinkKind(url: string): CvLink['kind'] {
  const lower = url.toLowerCase()
  if (lower.includes('linkedin.')) return 'linkedin'
  if (lower.includes('github.')) return 'github'
  if (lower.includes('xing.')) return 'xing'
  return 'website'
}

function normalizeExperience(raw: unknown): CvExperience | null {
  const entry = asRecord(raw)
  const endRaw = firstText(MAX_DATE, entry.endDate, entry.end, entry.to)
  const isOpenEnd = PRESENT_WORDS.test(endRaw)
  const result: CvExperience = {
    id: idOf(entry.id),
    title: firstText(CV_LIMITS.shortText, entry.title, entry.position, entry.role, entry.jobTitle),
    company: firstText(CV_LIMITS.shortText, entry.company, entry.employer, entry.organization, entry.name),
    location: firstText(CV_LIMITS.shortText, locationText(entry.location)),
    startDate: firstText(MAX_DATE, entry.startDate, entry.start, entry.from),
    endDate: isOpenEnd ? '' : endRaw,
    current: entry.current === true || entry.isCurrent === true || isOpenEnd,
    bullets: lines(entry.bullets ?? entry.highlights ?? entry.responsibilities ?? entry.achievements),
    description: firstText(CV_LIMITS.longText, entry.description, entry.summary),
  }
  return hasContent(result.title, result.company, result.description, ...result.bullets) ? result : null
}

function normalizeEducation(raw: unknown): CvEducation | null {
  const entry = asRecord(raw)
  const result: CvEducation = {
    id: idOf(entry.id),
    degree: firstText(CV_LIMITS.shortText, entry.degree, entry.studyType, entry.qualification),
    institution: firstText(CV_LIMITS.shortText, entry.institution, entry.school, entry.university),
    field: firstText(CV_LIMITS.shortText, entry.field, entry.area, entry.fieldOfStudy, entry.major),
    location: firstText(CV_LIMITS.shortText, locationText(entry.location)),
    startDate: firstText(MAX_DATE, entry.startDate, entry.start),
    endDate: firstText(MAX_DATE, entry.endDate, entry.end, entry.graduationDate, entry.year),
    gpa: firstText(GRADE_MAX_LENGTH, entry.gpa, entry.grade, entry.score),
    details: lines(entry.details ?? entry.courses ?? entry.bullets),
  }
  return hasContent(result.degree, result.institution, result.field) ? result : null
}

// Incoming skills come in three shapes (docs/spec/1-screens.md §3): groups with a category, an object with
// technical / soft / languages lists, or a flat list.
function normalizeSkills(raw: unknown): CvSkillGroup[] {
  if (Array.isArray(raw)) {
    const isGroupList = raw.some((item) => {
      const record = asRecord(item)
      return Array.isArray(record.items) || Array.isArray(record.skills) || Array.isArray(record.keywords)
    })
    if (!isGroupList) return nonEmptyGroups([group('Skills', raw)])
    const groups: CvSkillGroup[] = []
    const loose: unknown[] = []
    for (const item of raw) {
      const record = asRecord(item)
      const items = record.items ?? record.skills ?? record.keywords
      if (Array.isArray(items)) groups.push(group(record.category ?? record.name, items, record.id))
      else loose.push(item)
    }
    if (loose.length > 0) groups.push(group('Skills', loose))
    return nonEmptyGroups(groups)
  }
  const record = asRecord(raw)
  const shaped: ReadonlyArray<readonly [string, unknown]> = [
    ['Technical Skills', record.technical],
    ['Soft Skills', record.soft],
    ['Languages', record.languages],
  ]
  return nonEmptyGroups(shaped.map(([category, items]) => group(category, asArray(items))))
}

function group(categoryIn: unknown, items: unknown[], idIn?: unknown): CvSkillGroup {
  const seen = new Set<string>()
  const result: CvSkillItem[] = []
  for (const raw of items) {
    const record = asRecord(raw)
    const name =
      typeof raw === 'string' || typeof raw === 'number'
        ? text(raw, CV_LIMITS.shortText)
        : firstText(CV_LIMITS.shortText, record.name, record.label)
    if (name === '' || seen.has(name.toLowerCase()) || result.length >= CV_LIMITS.items) continue
    seen.add(name.toLowerCase())
    result.push({ id: idOf(record.id), name, level: toSkillLevel(record.level) })
  }
  return { id: idOf(idIn), category: text(categoryIn, CV_LIMITS.shortText), items: result }
}

function nonEmptyGroups(groups: CvSkillGroup[]): CvSkillGroup[] {
  return groups.filter((g) => g.items.length > 0).slice(0, CV_LIMITS.entries)
}

function normalizeLanguage(raw: unknown): CvLanguage | null {
  if (typeof raw === 'string') {
    // "German (C1)", "English - native"
    const match = /^(.*?)\s*(?:[(:–—-]\s*(.*?)\)?)?$/.exec(raw.trim())
    const name = text(match?.[1], CV_LIMITS.shortText)
    return name === '' ? null : { id: idOf(undefined), name, level: toLanguageLevel(match?.[2]) }
  }
  const entry = asRecord(raw)
  const name = firstText(CV_LIMITS.shortText, entry.name, entry.language)
  if (name === '') return null
  return {
    id: idOf(entry.id),
    name,
    level: toLanguageLevel(firstText(100, entry.level, entry.fluency, entry.proficiency)),
  }
}

function normalizeCertification(raw: unknown): CvCertification | null {
  const entry = typeof raw === 'string' ? { name: raw } : asRecord(raw)
  const name = firstText(CV_LIMITS.shortText, entry.name, entry.title)
  if (name === '') return null
  return {
    id: idOf(entry.id),
    name,
    issuer: firstText(CV_LIMITS.shortText, entry.issuer, entry.authority),
    date: firstText(MAX_DATE, entry.date),
  }
}

function normalizeProject(raw: unknown): CvProject | null {
  const entry = asRecord(raw)
  const result: CvProject = {
    id: idOf(entry.id),
    name: firstText(CV_LIMITS.shortText, entry.name, entry.title),
    description: firstText(CV_LIMITS.longText, entry.description, entry.summary),
    startDate: firstText(MAX_DATE, entry.startDate),
    endDate: firstText(MAX_DATE, entry.endDate),
    bullets: lines(entry.bullets ?? entry.highlights),
    tech: lines(entry.tech ?? entry.keywords ?? entry.technologies, CV_LIMITS.shortText, CV_LIMITS.items),
  }
  return hasContent(result.name, result.description, ...result.bullets) ? result : null
}

const PRESENT_WORDS = /^(?:present|current|now|today|heute|aktuell|ongoing)$/i

function asRecord(value: unknown): Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {}
}

function asArray(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (typeof value === 'string') return value.split(/[,\n]/)
  return []
}

function list<T>(value: unknown, max: number, each: (raw: unknown) => T | null): T[] {
  if (!Array.isArray(value)) return []
  const result: T[] = []
  for (const raw of value) {
    if (result.length >= max) break
    const item = each(raw)
    if (item !== null) result.push(item)
  }
  return result
}

/** Trimmed text cut to `max` characters; numbers become text, anything else ''. */
function text(value: unknown, max: number): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value).slice(0, max)
  if (typeof value !== 'string') return ''
  return value.trim().slice(0, max).trim()
}

function firstText(max: number, ...values: unknown[]): string {
  for (const value of values) {
    const result = text(value, max)
    if (result !== '') return result
  }
  return ''
}

// The street line: the builder's own string, or the street of an address object other shapes send
// ({ street, postalCode, city }, JSON Resume's { address, city }), whose town goes to `location`.
// Several lines ("Hinterhaus\nMusterstraße 12") become one.
function streetText(value: unknown): string {
  const record = asRecord(value)
  const raw = typeof value === 'string' ? value : firstText(CV_LIMITS.address, record.street, record.streetAddress, record.address)
  return text(raw.split(/\s*\n\s*/).filter((line) => line.trim() !== '').join(', '), CV_LIMITS.address)
}

function locationText(value: unknown): string {
  if (typeof value === 'string') return value
  const record = asRecord(value)
  const parts = [record.city, record.region, record.countryCode ?? record.country].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  )
  return parts.join(', ')
}

// Bullets arrive as a list or as one text with a bullet per line.
function lines(value: unknown, max: number = MAX_BULLET, count: number = CV_LIMITS.bullets): string[] {
  const raw = typeof value === 'string' ? value.split('\n') : Array.isArray(value) ? value : []
  const result: string[] = []
  for (const item of raw) {
    const line = text(item, max).replace(/^[•·▪‣◦*-]\s*/u, '')
    if (line !== '' && result.length < count) result.push(line)
  }
  return result
}

function photoText(value: unknown): string {
  const photo = text(value, CV_LIMITS.photoDataUrlChars)
  return /^data:image\/(?:png|jpe?g);base64,/i.test(photo) ? photo : ''
}

function idOf(value: unknown): string {
  if (typeof value === 'string' && value.trim() !== '' && value.length <= MAX_ID) return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return globalThis.crypto.randomUUID()
}

function hasContent(...values: string[]): boolean {
  return values.some((value) => value !== '')
}
