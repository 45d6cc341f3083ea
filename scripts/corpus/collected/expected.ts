import { toLanguageLevel } from '#shared/cv/cv-levels'
import { fromJsonResume } from '#shared/cv/json-resume'
import type { ProducerExpected } from '../../../tests/fixtures/cvs/producers/entry'

// The truth of a printed collected CV: the JSON Resume in the builder's terms (the app's own
// mapper), keeping only what the theme puts on the page. Themes differ in what they print (no
// phone, no languages, years without months, no company beside the title). Searching the page for
// a value is not enough (an employer named in a summary is not the job's company), so the CV is
// rendered a second time as a probe, every field replaced by a marker of its own, and a field
// counts where its marker is on the probe's page. Dates get marker years (1801 + index …).

type Json = Record<string, unknown>
const letters = (n: number): string => [...n.toString(26)].map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 26))).join('')
const mark = (kind: string, ...indexes: number[]): string => `qq${kind}${indexes.map(letters).join('x')}qq`
const records = (value: unknown): Json[] => (Array.isArray(value) ? value.filter((item): item is Json => !!item && typeof item === 'object') : [])
const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== ''
const WORK_START = 1801
const WORK_END = 1851
const SCHOOL_START = 1701
const SCHOOL_END = 1751

// A year alone stays a year in the probe: themes print it as they please ("2020", or "Jan 2020"
// when their date library fills in January), and the probe must show which.
const isYearOnly = (value: unknown): boolean => typeof value === 'string' && /^\s*\d{4}\s*$/.test(value)
const markerDate = (value: unknown, year: number, monthDay: string): string => (isYearOnly(value) ? String(year) : `${year}-${monthDay}`)

/** The CV with every scored field replaced by a marker (same shape, same entries). */
export function probeOf(resume: unknown): unknown {
  const probe = structuredClone(resume) as Json
  const basics = (probe.basics ?? {}) as Json
  basics.name = mark('name')
  if (filled(basics.label)) basics.label = mark('label')
  if (filled(basics.email)) basics.email = `${mark('email')}@example.com`
  if (filled(basics.phone)) basics.phone = mark('phone')
  const location = basics.location as Json | undefined
  if (location && filled(location.city)) location.city = mark('city')
  const jobs = records(probe.work ?? probe.volunteer)
  jobs.forEach((job, i) => {
    if (filled(job.position)) job.position = mark('title', i)
    for (const key of ['name', 'company', 'organization']) if (filled(job[key])) job[key] = mark('company', i)
    if (filled(job.location)) job.location = mark('place', i)
    if (filled(job.startDate)) job.startDate = markerDate(job.startDate, WORK_START + i, '07-15')
    if (filled(job.endDate)) job.endDate = markerDate(job.endDate, WORK_END + i, '08-15')
    if (Array.isArray(job.highlights)) job.highlights = job.highlights.map((_, j) => mark('bullet', i, j))
  })
  records(probe.education).forEach((school, i) => {
    for (const key of ['institution', 'area', 'studyType', 'score']) if (filled(school[key])) school[key] = mark(key.toLowerCase(), i)
    if (filled(school.startDate)) school.startDate = markerDate(school.startDate, SCHOOL_START + i, '07-15')
    if (filled(school.endDate)) school.endDate = markerDate(school.endDate, SCHOOL_END + i, '08-15')
  })
  records(probe.skills).forEach((skill, g) => {
    const keywords = Array.isArray(skill.keywords) ? skill.keywords : []
    if (keywords.length > 0) skill.keywords = keywords.map((_, k) => mark('skill', g, k))
    else skill.name = mark('skill', g, 0)
  })
  records(probe.languages).forEach((language, i) => {
    language.language = mark('lang', i)
    if (filled(language.fluency)) language.fluency = mark('fluency', i)
  })
  records(probe.interests).forEach((interest, i) => (interest.name = mark('interest', i)))
  return probe
}

// July and August (the marker months) as the 8 languages print them, long, short and genitive
// ("juil.", "lipca"): themes format dates with the locale a previous CV left set in moment.
const MARKER_MONTHS = [
  ...new Set(
    ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl'].flatMap((locale) =>
      [6, 7].flatMap((month) => {
        const date = new Date(Date.UTC(2020, month, 15))
        const forms = [{ month: 'long' }, { month: 'short' }, { month: 'long', day: 'numeric' }] as const
        return forms.map((options) =>
          (new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).formatToParts(date).find((part) => part.type === 'month')?.value ?? '')
            .toLowerCase()
            .replace(/\.$/, ''),
        )
      }),
    ),
  ),
].filter((name) => name !== '')
const escapeRe = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const MONTH_WORD = `(?:${MARKER_MONTHS.map(escapeRe).join('|')})\\.?,?\\s*(?:de\\s+)?`

// January as the 8 languages print it: a year alone comes back as January when a theme adds a month.
const JANUARY_WORD = `(?:${[
  ...new Set(
    ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl'].flatMap((locale) =>
      (['long', 'short'] as const).map((month) =>
        (new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' }).formatToParts(new Date(Date.UTC(2020, 0, 15))).find((part) => part.type === 'month')?.value ?? '')
          .toLowerCase()
          .replace(/\.$/, ''),
      ),
    ),
  ),
]
  .filter((name) => name !== '')
  .map(escapeRe)
  .join('|')})\\.?,?\\s*(?:de\\s+)?`

/** How the probe page prints a marker year: with its month, the year alone, or not at all. */
function precision(year: number, page: string): 'month' | 'year' | 'none' {
  if (!page.includes(String(year))) return 'none'
  const withMonth = new RegExp(`${MONTH_WORD}${year}|\\b0?[78][./-]${year}|${year}[./-]0?[78]\\b`, 'u')
  const withJanuary = new RegExp(`${JANUARY_WORD}${year}|\\b0?1[./-]${year}|${year}[./-]0?1\\b`, 'u')
  return withMonth.test(page) || withJanuary.test(page) ? 'month' : 'year'
}
function printed(iso: string, markerYear: number, page: string): string {
  const shown = precision(markerYear, page)
  if (shown === 'none' || iso === '') return ''
  if (shown === 'year') return iso.slice(0, 4)
  // A year alone that the theme printed with a month: January, as the page shows it.
  return /^\d{4}$/.test(iso) ? `${iso}-01` : iso
}

const squash = (text: string): string => text.normalize('NFC').replace(/\s+/g, ' ').toLowerCase()

/**
 * The expected import of a page whose probe printed `probePage`. `pageText` (optional) further
 * limits values to those in a converted file's own text (a Word file Writer made from the page).
 */
export function expectedOfPrinted(resume: unknown, probePage: string, pageText?: string): ProducerExpected {
  const probe = squash(probePage)
  const text = pageText === undefined ? undefined : squash(pageText)
  const on = (marker: string, value: string): boolean =>
    value.trim() !== '' && probe.includes(marker) && (text === undefined || text.includes(squash(value)))
  const keep = (marker: string, value: string): string => (on(marker, value) ? value : '')
  const cv = fromJsonResume(resume)
  const source = resume as Json
  // The markers are by index: the mapper must keep every job and school, in order.
  if (cv.experience.length !== records(source.work ?? source.volunteer).length || cv.education.length !== records(source.education).length)
    throw new Error('the mapper dropped a job or a school: markers would not line up')
  const experience = cv.experience
    .map((job, i) => ({
      title: keep(mark('title', i), job.title),
      company: keep(mark('company', i), job.company),
      location: keep(mark('place', i), job.location),
      startDate: printed(job.startDate, WORK_START + i, probe),
      endDate: job.current ? '' : printed(job.endDate, WORK_END + i, probe),
      current: job.current,
      bullets: job.bullets.filter((bullet, j) => on(mark('bullet', i, j), bullet)),
    }))
    .filter((job) => job.title !== '' || job.company !== '')
  const latestTitle = experience.find((job) => job.title !== '')?.title ?? ''
  const skills = records(source.skills)
    .map((skill, g) => {
      const keywords = (Array.isArray(skill.keywords) ? skill.keywords : []).filter((item): item is string => typeof item === 'string')
      const items = keywords.length > 0 ? keywords.map((item, k) => keep(mark('skill', g, k), item.trim())) : [keep(mark('skill', g, 0), String(skill.name ?? '').trim())]
      return { category: String(skill.name ?? ''), items: items.filter((item) => item !== '') }
    })
    .filter((group) => group.items.length > 0)
  return {
    fullName: keep(mark('name'), cv.personal.fullName),
    // No headline on the page: the latest job title is what people put there (as in producers/).
    title: keep(mark('label'), cv.personal.title) || latestTitle,
    email: keep(mark('email'), cv.personal.email),
    phone: probe.includes(mark('phone')) ? cv.personal.phone : '',
    location: keep(mark('city'), String(((source.basics as Json | undefined)?.location as Json | undefined)?.city ?? '')),
    links: [],
    experience,
    education: cv.education
      .map((school, i) => ({
        degree: keep(mark('studytype', i), school.degree),
        field: keep(mark('area', i), school.field),
        institution: keep(mark('institution', i), school.institution),
        startDate: printed(school.startDate, SCHOOL_START + i, probe),
        endDate: printed(school.endDate, SCHOOL_END + i, probe),
        gpa: keep(mark('score', i), school.gpa),
      }))
      .filter((school) => school.institution !== '' || school.degree !== ''),
    skills,
    // A level counts only where the page prints the author's own words for it.
    languages: records(source.languages)
      .map((language, i) => ({
        name: keep(mark('lang', i), String(language.language ?? '').trim()),
        level: on(mark('fluency', i), String(language.fluency ?? '')) ? toLanguageLevel(language.fluency) : '',
      }))
      .filter((language) => language.name !== ''),
    certifications: [],
    dateOfBirth: '',
    placeOfBirth: '',
    nationality: '',
    interests: records(source.interests)
      .map((interest, i) => keep(mark('interest', i), String(interest.name ?? '')))
      .filter((name) => name !== ''),
    signature: null,
  }
}
