import { fromJsonResume } from '#shared/cv/json-resume'
import type { ProducerExpected } from '../../../tests/fixtures/cvs/producers/entry'

// The truth of a printed collected CV: the JSON Resume in the builder's terms (the app's own
// JSON Resume mapper), keeping only what the theme put on the page. Themes differ in what they
// print (no phone, no languages, years without months, no company beside the title): a value
// that is not on the page cannot be imported, so it is not expected.

const squash = (text: string): string =>
  text.normalize('NFC').replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase()

const MONTHS_EN = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
function monthNames(month: number, lang: string): string[] {
  const date = new Date(Date.UTC(2020, month - 1, 15))
  const names = [MONTHS_EN[month - 1] ?? '']
  for (const locale of ['en', lang])
    for (const style of ['long', 'short'] as const)
      names.push(new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }).format(date).toLowerCase().replace(/\.$/, ''))
  return [...new Set(names.filter((name) => name !== ''))]
}

/** "2019-03" as precise as the page prints it: "2019-03", "2019", or '' when the page has no date. */
export function printedDate(iso: string, page: string, lang: string): string {
  const match = /^(\d{4})(?:-(\d{2}))?$/.exec(iso)
  if (!match?.[1]) return ''
  const year = match[1]
  if (!page.includes(year)) return ''
  if (!match[2]) return year
  const month = Number(match[2])
  const numeric = [`${match[2]}/${year}`, `${month}/${year}`, `${year}-${match[2]}`, `${match[2]}.${year}`, `${year}/${match[2]}`, `${match[2]}-${year}`]
  const named = monthNames(month, lang).flatMap((name) => [`${name} ${year}`, `${name}. ${year}`, `${name}, ${year}`, `${name} de ${year}`, `${name} del ${year}`])
  return [...numeric, ...named].some((form) => page.includes(form)) ? iso : year
}

function fluencyAt(resume: unknown, index: number): string {
  const languages = (resume as { languages?: Array<{ fluency?: unknown }> }).languages ?? []
  const fluency = languages[index]?.fluency
  return typeof fluency === 'string' ? fluency : ''
}

export function expectedOfPrinted(resume: unknown, pageText: string, lang: string): ProducerExpected {
  const page = squash(pageText)
  const shows = (value: string): boolean => value.trim() !== '' && page.includes(squash(value))
  const keep = (value: string): string => (shows(value) ? value : '')
  const cv = fromJsonResume(resume)
  const experience = cv.experience
    .map((job) => ({
      title: keep(job.title),
      company: keep(job.company),
      location: keep(job.location),
      startDate: printedDate(job.startDate, page, lang),
      endDate: job.current ? '' : printedDate(job.endDate, page, lang),
      current: job.current,
      bullets: job.bullets.filter(shows),
    }))
    .filter((job) => job.title !== '' || job.company !== '')
  const latestTitle = experience.find((job) => job.title !== '')?.title ?? ''
  return {
    fullName: keep(cv.personal.fullName),
    // No headline on the page: the latest job title is what people put there (as in producers/).
    title: keep(cv.personal.title) || latestTitle,
    email: keep(cv.personal.email),
    phone: shows(cv.personal.phone) || page.replace(/\D/g, '').includes(cv.personal.phone.replace(/\D/g, '')) ? cv.personal.phone : '',
    location: cv.personal.location.split(',').map((part) => part.trim()).find(shows) ?? '',
    links: cv.personal.links.map((link) => link.url).filter(shows),
    experience,
    education: cv.education
      .map((school) => ({
        degree: keep(school.degree),
        field: keep(school.field),
        institution: keep(school.institution),
        startDate: printedDate(school.startDate, page, lang),
        endDate: printedDate(school.endDate, page, lang),
        gpa: keep(school.gpa),
      }))
      .filter((school) => school.institution !== '' || school.degree !== ''),
    skills: cv.skills
      .map((group) => ({ category: group.category, items: group.items.map((item) => item.name).filter(shows) }))
      .filter((group) => group.items.length > 0),
    // A level counts only where the page prints the author's own words for it.
    languages: cv.languages
      .map((language, index) => ({ language, fluency: fluencyAt(resume, index) }))
      .filter(({ language }) => shows(language.name))
      .map(({ language, fluency }) => ({ name: language.name, level: shows(fluency) ? language.level : '' })),
    certifications: cv.certifications
      .filter((cert) => shows(cert.name))
      .map((cert) => ({ name: cert.name, issuer: keep(cert.issuer), date: cert.date })),
    dateOfBirth: '',
    placeOfBirth: '',
    nationality: '',
    interests: (cv.interests ?? []).map((interest) => interest.name).filter(shows),
    signature: null,
  }
}
