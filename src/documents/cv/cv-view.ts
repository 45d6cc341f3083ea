import type { CvData, CvLanguage, CvLink, CvSkillItem } from '#shared/cv/cv.schema'
import type { Locale } from '#shared/i18n/locales'
import type { SectionColumn } from '#shared/cv/section-columns'
import {
  dateStyleFor,
  formatCvDate,
  formatCvDay,
  formatDateRange,
  getCvLabels,
  isGenericSkillsCategory,
  languageLevelName,
  languageLevelRatio,
  skillLevelName,
  skillLevelRatio,
  type CvLabels,
  type DateStyle,
} from './labels'

// What a template renders: the builder form trimmed, with empty entries dropped and dates and
// levels already worded in the CV language. Templates never see an empty list they would have to
// guard, so a section heading can never stand above nothing.

export interface ContactItem {
  kind: 'email' | 'phone' | 'location'
  label: string
  text: string
  href?: string
}

export interface LinkItem {
  kind: CvLink['kind']
  /** The user's label, or the network's name ("LinkedIn") when none was given. */
  label: string
  /** The address without scheme ("github.com/jdoe"), or the label when there is no address. */
  display: string
  /** True when the user typed a label of their own that the display does not already say. */
  hasOwnLabel: boolean
  href?: string
}

export interface ExperienceView {
  id: string
  title: string
  company: string
  location: string
  dates: string
  description: string[]
  bullets: string[]
}

export interface EducationView {
  id: string
  degree: string
  field: string
  institution: string
  location: string
  dates: string
  gpa: string
  details: string[]
}

export interface SkillView {
  id: string
  name: string
  level: CvSkillItem['level']
  levelName: string
  ratio: number
}

export interface SkillGroupView {
  id: string
  category: string
  items: SkillView[]
}

export interface LanguageView {
  id: string
  name: string
  level: CvLanguage['level']
  levelName: string
  ratio: number
}

export interface CertificationView {
  id: string
  name: string
  issuer: string
  date: string
}

export interface ProjectView {
  id: string
  name: string
  dates: string
  description: string[]
  bullets: string[]
  tech: string[]
}

export interface InterestView {
  id: string
  name: string
  keywords: string[]
}

/** An entry of one of the further sections (awards, publications, volunteering, courses, references, custom). */
export interface ExtraEntryView {
  id: string
  heading: string
  /** Second-line parts: the organisation, publisher, awarder, a referee's position and contact. */
  sub: string[]
  dates: string
  description: string[]
  bullets: string[]
  /** A link the entry points at (a publication's address), display text and safe href. */
  link?: { display: string; href: string }
}

export type ExtraSectionKind = 'awards' | 'publications' | 'volunteering' | 'courses' | 'references' | 'custom'

/** A further section as every template prints it: a heading, dated entries, and an optional note. */
export interface ExtraSectionView {
  /** The section's key in the CV's order: the kind, or `custom:<id>` for a section of the user's own. */
  key: string
  kind: ExtraSectionKind
  title: string
  entries: ExtraEntryView[]
  /** "Available on request", printed under the references. */
  note: string
}

/** The place/date line ("München, 26.11.2026") and the signature image under it. */
export interface ClosingView {
  line: string
  signature: string
}

export interface CvView {
  locale: Locale
  labels: CvLabels
  name: string
  title: string
  /** A headline that says more than the title; '' when it repeats it. */
  headline: string
  summary: string[]
  photo: string
  contact: ContactItem[]
  links: LinkItem[]
  personalDetails: { label: string; text: string }[]
  experience: ExperienceView[]
  education: EducationView[]
  skills: SkillGroupView[]
  languages: LanguageView[]
  certifications: CertificationView[]
  projects: ProjectView[]
  interests: InterestView[]
  /** Awards, publications, volunteering, courses, references, then the user's own sections. */
  extraSections: ExtraSectionView[]
  closing: ClosingView | null
  /** Print the CV heading ("Lebenslauf") above the masthead. */
  showCvHeading: boolean
  /** The user's order of the sections (section keys), or null for the template's own order. */
  order: string[] | null
  /** Sections the user moved to the other column of a sidebar template (section-columns.ts). */
  columns: Readonly<Record<string, SectionColumn>>
}

const clean = (value: string | undefined): string => (value ?? '').trim()

/** Non-empty lines of a free-text field, each becoming a paragraph. */
export function toParagraphs(value: string | undefined): string[] {
  return clean(value)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
}

// Pasted bullets often keep their glyph ("• Led…", "- Led…"); a dash or star is only a glyph when a
// space follows, so "-20 % cost" keeps its sign and "**Led** …" its bold (rich text).
const LEADING_GLYPH = /^(?:[•·▪◦●‣]|[-–—*](?=\s))\s*/

export function toBullets(values: readonly string[]): string[] {
  return values.flatMap((value) =>
    value
      .split(/\r?\n/)
      .map((line) => line.trim().replace(LEADING_GLYPH, '').trim())
      .filter(Boolean),
  )
}

// Only an image the browser already resized into a data URL is printed: never a remote address,
// which would make the printer fetch from the network.
const SAFE_PHOTO = /^data:image\/(?:png|jpe?g|webp);base64,[a-z0-9+/=\s]+$/i

export function safePhoto(value: string): string {
  const text = value.trim()
  return SAFE_PHOTO.test(text) ? text : ''
}

/** An http(s) address for a link, adding https:// to a bare domain; undefined for anything else. */
export function safeHref(url: string): string | undefined {
  const text = url.trim()
  if (/^https?:\/\/[^\s<>"]+$/i.test(text)) return text
  if (/^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/?#][^\s<>"]*)?$/i.test(text))
    return `https://${text}`
  return undefined
}

const LINK_NAMES: Record<CvLink['kind'], string> = {
  linkedin: 'LinkedIn',
  github: 'GitHub',
  website: 'Website',
  xing: 'XING',
  other: 'Link',
}

function linkItem(link: CvLink): LinkItem | undefined {
  const url = clean(link.url)
  const ownLabel = clean(link.label)
  if (!url && !ownLabel) return undefined
  const display = url
    ? url
        .replace(/^https?:\/\//i, '')
        .replace(/^www\./i, '')
        .replace(/\/+$/, '')
    : ownLabel
  const label = ownLabel || LINK_NAMES[link.kind]
  const hasOwnLabel =
    Boolean(ownLabel) && Boolean(url) && ownLabel.toLowerCase() !== LINK_NAMES[link.kind].toLowerCase()
  const href = url ? safeHref(url) : undefined
  return { kind: link.kind, label, display, hasOwnLabel, ...(href ? { href } : {}) }
}

function telHref(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, '')
  return digits.length >= 5 ? `tel:${digits}` : undefined
}

function mailHref(email: string): string | undefined {
  return /^[^\s@<>"]+@[^\s@<>"]+$/.test(email) ? `mailto:${email}` : undefined
}

function withHref<T extends object>(item: T, href: string | undefined): T & { href?: string } {
  return href ? { ...item, href } : item
}

export interface CvViewOptions {
  /** The template's date style; the CV language's convention applies unless it is numeric. */
  dateStyle?: DateStyle
  /** The day an undated place/date line prints (the day of rendering). */
  today?: Date
}

function closingView(cv: CvData, locale: Locale, today: Date): ClosingView | null {
  const closing = cv.closing
  if (!closing) return null
  const place = clean(closing.place)
  const signature = safePhoto(closing.signature)
  if (!place && !signature && !clean(closing.date)) return null
  const day = clean(closing.date) || today.toISOString().slice(0, 10)
  return { line: joinParts([place, formatCvDay(day, locale)]), signature }
}

export function buildCvView(cv: CvData, locale: Locale, options: CvViewOptions = {}): CvView {
  return withoutHidden(buildFullView(cv, locale, options), cv.layout?.hiddenSections ?? [])
}

/** The view with the sections the user hid left out: every document then simply has nothing to print. */
function withoutHidden(view: CvView, hidden: readonly string[]): CvView {
  if (hidden.length === 0) return view
  const isHidden = (key: string) => hidden.includes(key)
  return {
    ...view,
    summary: isHidden('profile') ? [] : view.summary,
    experience: isHidden('experience') ? [] : view.experience,
    education: isHidden('education') ? [] : view.education,
    skills: isHidden('skills') ? [] : view.skills,
    languages: isHidden('languages') ? [] : view.languages,
    certifications: isHidden('certifications') ? [] : view.certifications,
    projects: isHidden('projects') ? [] : view.projects,
    interests: isHidden('interests') ? [] : view.interests,
    extraSections: view.extraSections.filter((section) => !isHidden(section.key)),
  }
}

/**
 * The section keys of one column in the order to print them: the template's own order, or the
 * user's when they gave one. A key the user's order does not name keeps its place after the key
 * the template puts before it.
 */
export function arrange(cv: Pick<CvView, 'order'>, designed: readonly string[]): string[] {
  const order = cv.order
  if (!order) return [...designed]
  const rank = new Map<string, number>()
  let last = -1
  designed.forEach((key) => {
    const at = order.indexOf(key)
    last = at >= 0 ? at : last + 0.001
    rank.set(key, last)
  })
  return [...designed].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0))
}

function buildFullView(cv: CvData, locale: Locale, options: CvViewOptions): CvView {
  const labels = getCvLabels(locale)
  const dateStyle = dateStyleFor(locale, options.dateStyle ?? 'short')
  const personal = cv.personal
  const title = clean(personal.title) || clean(cv.headline)
  const headline = clean(cv.headline)

  const contact: ContactItem[] = []
  const email = clean(personal.email)
  const phone = clean(personal.phone)
  const location = clean(personal.location)
  const address = postalAddress(clean(personal.address), location)
  if (email) contact.push(withHref({ kind: 'email', label: labels.email, text: email }, mailHref(email)))
  if (phone) contact.push(withHref({ kind: 'phone', label: labels.phone, text: phone }, telHref(phone)))
  if (address) contact.push({ kind: 'location', label: labels.address, text: address })
  else if (location) contact.push({ kind: 'location', label: labels.location, text: location })

  // In the order German CVs list them under "Persönliche Daten".
  const personalDetails: CvView['personalDetails'] = []
  const details: Array<[string, string]> = [
    [labels.dateOfBirth, formatCvDay(clean(personal.dateOfBirth), locale)],
    [labels.placeOfBirth, clean(personal.placeOfBirth)],
    [labels.nationality, clean(personal.nationality)],
    [labels.maritalStatus, clean(personal.maritalStatus)],
  ]
  for (const [label, text] of details) if (text) personalDetails.push({ label, text })

  const range = (entry: { startDate: string; endDate: string; current?: boolean }) =>
    formatDateRange(entry, locale, labels, dateStyle)

  return {
    locale,
    labels,
    name: clean(personal.fullName),
    title,
    headline: headline && headline.toLowerCase() !== title.toLowerCase() ? headline : '',
    summary: toParagraphs(cv.summary),
    photo: safePhoto(personal.photo),
    contact,
    links: personal.links.map(linkItem).filter((link): link is LinkItem => link !== undefined),
    personalDetails,
    experience: cv.experience
      .map((entry) => ({
        id: entry.id,
        title: clean(entry.title),
        company: clean(entry.company),
        location: clean(entry.location),
        dates: range(entry),
        description: toParagraphs(entry.description),
        bullets: toBullets(entry.bullets),
      }))
      .filter((entry) => entry.title || entry.company || entry.description.length || entry.bullets.length),
    education: cv.education
      .map((entry) => ({
        id: entry.id,
        degree: clean(entry.degree),
        field: clean(entry.field),
        institution: clean(entry.institution),
        location: clean(entry.location),
        dates: range(entry),
        gpa: clean(entry.gpa),
        details: toBullets(entry.details),
      }))
      .filter((entry) => entry.degree || entry.field || entry.institution || entry.details.length),
    skills: cv.skills
      .map((group) => ({
        id: group.id,
        category: isGenericSkillsCategory(group.category) ? '' : clean(group.category),
        items: group.items
          .map((item) => ({
            id: item.id,
            name: clean(item.name),
            level: item.level,
            levelName: skillLevelName(item.level, labels),
            ratio: skillLevelRatio(item.level),
          }))
          .filter((item) => item.name),
      }))
      .filter((group) => group.items.length > 0),
    languages: cv.languages
      .map((language) => ({
        id: language.id,
        name: clean(language.name),
        level: language.level,
        levelName: languageLevelName(language.level, labels),
        ratio: languageLevelRatio(language.level),
      }))
      .filter((language) => language.name),
    certifications: cv.certifications
      .map((cert) => ({
        id: cert.id,
        name: clean(cert.name),
        issuer: clean(cert.issuer),
        date: formatCvDate(cert.date, locale, dateStyle),
      }))
      .filter((cert) => cert.name || cert.issuer),
    projects: cv.projects
      .map((project) => ({
        id: project.id,
        name: clean(project.name),
        dates: range(project),
        description: toParagraphs(project.description),
        bullets: toBullets(project.bullets),
        tech: project.tech.map(clean).filter(Boolean),
      }))
      .filter((project) => project.name || project.description.length || project.bullets.length),
    interests: (cv.interests ?? [])
      .map((interest) => ({
        id: interest.id,
        name: clean(interest.name),
        keywords: interest.keywords.map(clean).filter(Boolean),
      }))
      .filter((interest) => interest.name || interest.keywords.length > 0),
    extraSections: extraSections(cv, locale, labels, dateStyle),
    closing: closingView(cv, locale, options.today ?? new Date()),
    showCvHeading: cv.layout?.showCvHeading === true,
    order: cv.layout?.sectionOrder?.length ? cv.layout.sectionOrder : null,
    columns: cv.layout?.sectionColumns ?? {},
  }
}

function extraSections(cv: CvData, locale: Locale, labels: CvLabels, dateStyle: DateStyle): ExtraSectionView[] {
  const range = (entry: { startDate: string; endDate: string; current?: boolean }) =>
    formatDateRange(entry, locale, labels, dateStyle)
  const day = (value: string) => formatCvDate(clean(value), locale, dateStyle)
  const entry = (
    id: string,
    heading: string,
    sub: Array<string | undefined>,
    dates: string,
    description: string,
    bullets: readonly string[] = [],
  ): ExtraEntryView => ({
    id,
    heading: clean(heading),
    sub: sub.map(clean).filter(Boolean),
    dates,
    description: toParagraphs(description),
    bullets: toBullets(bullets),
  })
  const hasText = (view: ExtraEntryView) =>
    Boolean(view.heading || view.sub.length || view.description.length || view.bullets.length)
  const sections: ExtraSectionView[] = []
  const push = (kind: ExtraSectionKind, key: string, title: string, entries: ExtraEntryView[], note = '') => {
    const kept = entries.filter(hasText)
    if (kept.length > 0 || note) sections.push({ key, kind, title, entries: kept, note })
  }
  push(
    'awards',
    'awards',
    labels.sections.awards,
    (cv.awards ?? []).map((award) => entry(award.id, award.title, [award.awarder], day(award.date), award.summary)),
  )
  push(
    'publications',
    'publications',
    labels.sections.publications,
    (cv.publications ?? []).map((publication) => {
      const view = entry(publication.id, publication.name, [publication.publisher], day(publication.date), publication.summary)
      const href = safeHref(publication.url)
      return href ? { ...view, link: { href, display: href.replace(/^https?:\/\//i, '').replace(/\/+$/, '') } } : view
    }),
  )
  push(
    'volunteering',
    'volunteering',
    labels.sections.volunteering,
    (cv.volunteering ?? []).map((volunteer) =>
      entry(
        volunteer.id,
        volunteer.role || volunteer.organization,
        [volunteer.role ? volunteer.organization : '', volunteer.location],
        range(volunteer),
        volunteer.summary,
        volunteer.bullets,
      ),
    ),
  )
  push(
    'courses',
    'courses',
    labels.sections.courses,
    // A course has no "ongoing" box: a start without an end is a course still running ("03/2023 –
    // heute"); printed as "03/2023" alone it would read as obtained. A finished one has its end.
    (cv.courses ?? []).map((course) =>
      entry(
        course.id,
        course.name || course.institution,
        [course.name ? course.institution : ''],
        range({ ...course, current: clean(course.startDate) !== '' && clean(course.endDate) === '' }),
        course.description,
      ),
    ),
  )
  push(
    'references',
    'references',
    labels.sections.references,
    (cv.references ?? []).map((reference) =>
      entry(reference.id, reference.name, [reference.position, reference.contact], '', reference.reference),
    ),
    cv.referencesOnRequest ? labels.referencesOnRequest : '',
  )
  for (const custom of cv.customSections ?? []) {
    const title = clean(custom.title)
    if (!title) continue
    push(
      'custom',
      `custom:${custom.id}`,
      title,
      custom.entries.map((item) =>
        entry(item.id, item.title, [item.subtitle, item.location], range(item), item.description, item.bullets),
      ),
    )
  }
  return sections
}

/** Whether a section (by key) has anything to print, so that a column without any is left out. */
export function hasSectionContent(cv: CvView, key: string): boolean {
  switch (key) {
    case 'profile':
      return cv.summary.length > 0
    case 'experience':
    case 'education':
    case 'skills':
    case 'languages':
    case 'certifications':
    case 'projects':
    case 'interests':
      return cv[key].length > 0
    default:
      return cv.extraSections.some((section) => section.key === key)
  }
}

/**
 * The street and the town as one contact item ("Musterstraße 12, 70173 Stuttgart"), where every
 * template prints the town today: German CVs put the full postal address in the header. A street
 * the user typed with its town already in it is not followed by the town twice.
 */
function postalAddress(street: string, location: string): string {
  if (street === '') return ''
  const key = (value: string) => value.toLowerCase().replace(/[\s,]+/g, ' ').trim()
  return location === '' || key(street).includes(key(location)) ? street : joinParts([street, location])
}

/** "Senior Engineer" / "M.Sc., Computer Science": the parts that are present, joined. */
export function joinParts(parts: readonly string[], separator = ', '): string {
  return parts.filter(Boolean).join(separator)
}
