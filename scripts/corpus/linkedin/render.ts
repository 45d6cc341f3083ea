// The LinkedIn-export slice of the corpus: collected CVs (tests/fixtures/cvs/collected/sources/,
// JSON Resume files their authors published, anonymised) printed in the layout of LinkedIn's
// "Save to PDF" profile export, by Chromium, into tests/fixtures/cvs/linkedin/ with their expected
// JSON. The layout was measured on real exports (kept outside the repository, data/linkedin-local/):
// US Letter; a 202 pt sidebar (#e1e9ee) on the left with 13 pt headings and 10.5 pt items; the
// main column at 224 pt: name 26 pt, headline and place 12 pt, section headings 15.75 pt; roles
// grouped under their company (12 pt) with the group's total duration (10.5 pt), each role's title
// (11.5 pt), "Month Year - Month Year (duration)" in the profile's language, a place line and its
// description (10.5 pt); schools (12 pt) with "Degree, Field · (2010 - 2014)"; "Page 1 of 3"
// footers (9 pt). Sidebar headings, "Present", language levels and footers stay English; the
// other headings follow the interface language (the profile's own, or English for some).
// The set (tune / report) is the collected corpus's author split. Never run inside npm test.
//   npx tsx --tsconfig tsconfig.node.json scripts/corpus/linkedin/render.ts
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { toLanguageLevel } from '#shared/cv/cv-levels'
import { fromJsonResume } from '#shared/cv/json-resume'
import type { LinkedInEntry } from '../../../tests/fixtures/cvs/linkedin/entry'
import type { ManifestItem } from '../../../tests/fixtures/cvs/collected/manifest'
import { setOfAuthor } from '../../../tests/fixtures/cvs/collected/split'

const COLLECTED = new URL('../../../tests/fixtures/cvs/collected/', import.meta.url).pathname
const OUT = new URL('../../../tests/fixtures/cvs/linkedin/', import.meta.url).pathname
type Lang = LinkedInEntry['lang']
// How many CVs of each language (the collected corpus has fewer in some).
const PER_LANGUAGE = 10
// The export's "today", for the duration of a role still held.
const EXPORT_MONTH = 2026 * 12 + 10

const hash = (text: string): number => createHash('sha256').update(text).digest()[0] ?? 0
const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

// prettier-ignore
const HEADINGS: Record<Lang, { contact: string; skills: string; summary: string; experience: string; education: string }> = {
  en: { contact: 'Contact', skills: 'Top Skills', summary: 'Summary', experience: 'Experience', education: 'Education' },
  de: { contact: 'Kontakt', skills: 'Top-Kenntnisse', summary: 'Zusammenfassung', experience: 'Berufserfahrung', education: 'Ausbildung' },
  fr: { contact: 'Coordonnées', skills: 'Principales compétences', summary: 'Résumé', experience: 'Expérience', education: 'Formation' },
  es: { contact: 'Contactar', skills: 'Aptitudes principales', summary: 'Extracto', experience: 'Experiencia', education: 'Educación' },
  it: { contact: 'Contatti', skills: 'Competenze principali', summary: 'Riepilogo', experience: 'Esperienza', education: 'Formazione' },
  pt: { contact: 'Contato', skills: 'Principais competências', summary: 'Resumo', experience: 'Experiência', education: 'Formação acadêmica' },
  nl: { contact: 'Contactgegevens', skills: 'Voornaamste vaardigheden', summary: 'Samenvatting', experience: 'Ervaring', education: 'Opleiding' },
  pl: { contact: 'Dane kontaktowe', skills: 'Najważniejsze umiejętności', summary: 'Podsumowanie', experience: 'Doświadczenie', education: 'Wykształcenie' },
}

// "1 year 3 months" in the profile's language (Polish with its three plural forms).
function polish(count: number, one: string, few: string, many: string): string {
  if (count === 1) return one
  const tens = count % 100
  return count % 10 >= 2 && count % 10 <= 4 && (tens < 12 || tens > 14) ? few : many
}
// prettier-ignore
const UNITS: Record<Lang, (count: number, unit: 'y' | 'm') => string> = {
  en: (n, u) => (u === 'y' ? (n === 1 ? 'year' : 'years') : n === 1 ? 'month' : 'months'),
  de: (n, u) => (u === 'y' ? (n === 1 ? 'Jahr' : 'Jahre') : n === 1 ? 'Monat' : 'Monate'),
  fr: (n, u) => (u === 'y' ? (n === 1 ? 'an' : 'ans') : 'mois'),
  es: (n, u) => (u === 'y' ? (n === 1 ? 'año' : 'años') : n === 1 ? 'mes' : 'meses'),
  it: (n, u) => (u === 'y' ? (n === 1 ? 'anno' : 'anni') : n === 1 ? 'mese' : 'mesi'),
  pt: (n, u) => (u === 'y' ? (n === 1 ? 'ano' : 'anos') : n === 1 ? 'mês' : 'meses'),
  nl: (n, u) => (u === 'y' ? 'jaar' : n === 1 ? 'maand' : 'maanden'),
  pl: (n, u) => (u === 'y' ? polish(n, 'rok', 'lata', 'lat') : polish(n, 'miesiąc', 'miesiące', 'miesięcy')),
}
function durationText(months: number, lang: Lang): string {
  const years = Math.floor(months / 12)
  const rest = months % 12
  const parts = [
    years > 0 ? `${years} ${UNITS[lang](years, 'y')}` : '',
    rest > 0 ? `${rest} ${UNITS[lang](rest, 'm')}` : '',
  ]
  return parts.filter(Boolean).join(' ')
}

const monthOf = (iso: string): number =>
  Number(iso.slice(0, 4)) * 12 + (iso.length >= 7 ? Number(iso.slice(5, 7)) - 1 : 0)
function monthYear(iso: string, lang: Lang): string {
  if (iso.length < 7) return iso.slice(0, 4)
  return new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, 15)),
  )
}

// LinkedIn's five proficiency levels, from the author's own words for a level.
function linkedInLevel(fluency: string): string {
  const level = toLanguageLevel(fluency)
  if (level === 'native') return 'Native or Bilingual'
  if (level === 'C2' || level === 'C1') return 'Full Professional'
  if (level === 'B2') return 'Professional Working'
  if (level === 'B1') return 'Limited Working'
  if (level === 'A2' || level === 'A1') return 'Elementary'
  return ''
}

type Json = Record<string, unknown>
const records = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter((item): item is Json => typeof item === 'object' && item !== null) : []
const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

function build(id: string, lang: Lang, resume: Json): { html: string; expected: LinkedInEntry['expected'] } {
  const cv = fromJsonResume(resume)
  const basics = (resume.basics ?? {}) as Json
  const english = hash(`ui:${id}`) % 3 === 0
  const words = HEADINGS[english ? 'en' : lang]
  const yearOnlySchools = hash(`school-years:${id}`) % 2 === 0
  const mark = hash(`bullet:${id}`) % 2 === 0 ? '•' : '-'
  const name = cv.personal.fullName
  const jobs = cv.experience.filter((job) => job.startDate !== '' && job.title !== '' && job.company !== '')
  const headline = cv.personal.title || jobs[0]?.title || ''
  const place = [
    str((basics.location as Json | undefined)?.city),
    str((basics.location as Json | undefined)?.region),
    str((basics.location as Json | undefined)?.countryCode),
  ]
    .filter(Boolean)
    .join(', ')
  // The profile link names the source's generated handle (collected/anonymise.ts), like its other links.
  const handle =
    str(((resume.meta as Json | undefined)?.anonymised as Json | undefined)?.handle) ||
    `member-${hash(`handle:${id}`)}`
  const topSkills = [
    ...new Set(
      cv.skills
        .flatMap((group) => group.items.map((item) => item.name.trim()))
        .filter((item) => item !== '' && item.length <= 60),
    ),
  ].slice(0, 3)
  const languages = records(resume.languages)
    .map((item) => ({ name: str(item.language), level: linkedInLevel(str(item.fluency)) }))
    .filter((item) => item.name !== '' && item.name.length <= 30)
    .slice(0, 5)
  const certifications = records(resume.certificates)
    .map((item) => str(item.name))
    .filter(Boolean)
    .slice(0, 4)
  const awards = records(resume.awards)
    .map((item) => str(item.title))
    .filter(Boolean)
    .slice(0, 3)

  // Consecutive roles at one company form a group under it.
  const groups: Array<{ company: string; roles: typeof jobs }> = []
  for (const job of jobs) {
    const last = groups.at(-1)
    if (last && job.company !== '' && last.company === job.company) last.roles.push(job)
    else groups.push({ company: job.company, roles: [job] })
  }
  const span = (job: (typeof jobs)[number]): [number, number] => {
    const first = monthOf(job.startDate)
    const last = job.current || job.endDate === '' ? EXPORT_MONTH : monthOf(job.endDate)
    return [first, Math.max(first, last)]
  }
  const roleHtml = (job: (typeof jobs)[number]): string => {
    const [first, last] = span(job)
    const end = job.current || job.endDate === '' ? 'Present' : monthYear(job.endDate, lang)
    const description = [
      job.description.trim(),
      ...job.bullets.map((bullet) => `${mark} ${bullet.trim()}`),
    ].filter(Boolean)
    return `<div class="role"><div class="title">${escape(job.title)}</div><div class="dates">${escape(monthYear(job.startDate, lang))} - ${escape(end)} <span>(${escape(durationText(last - first + 1, lang))})</span></div>${job.location ? `<div class="place">${escape(job.location)}</div>` : ''}${description.map((line) => `<p>${escape(line)}</p>`).join('')}</div>`
  }
  const experienceHtml = groups
    .map((group) => {
      if (group.roles.length === 1)
        return `<div class="company">${escape(group.company)}</div>${roleHtml(group.roles[0]!)}`
      const spans = group.roles.map(span)
      const months = Math.max(...spans.map((s) => s[1])) - Math.min(...spans.map((s) => s[0])) + 1
      return `<div class="company">${escape(group.company)}</div><div class="group-duration">${escape(durationText(months, lang))}</div>${group.roles.map(roleHtml).join('')}`
    })
    .join('')
  const schools = cv.education.filter((school) => school.institution !== '')
  const schoolDate = (iso: string): string => (yearOnlySchools ? iso.slice(0, 4) : monthYear(iso, lang))
  const educationHtml = schools
    .map((school) => {
      const degree = [school.degree, school.field].filter(Boolean).join(', ')
      const dates =
        school.startDate || school.endDate
          ? `(${[school.startDate, school.endDate].filter(Boolean).map(schoolDate).join(' - ')})`
          : ''
      const line = [degree, dates].filter(Boolean).join(' · ')
      return `<div class="school">${escape(school.institution)}</div>${line ? `<div class="degree">${escape(line)}</div>` : ''}`
    })
    .join('')
  const contact = [
    cv.personal.email ? `<p>${escape(cv.personal.email)}</p>` : '',
    cv.personal.phone ? `<p>${escape(cv.personal.phone)} (Mobile)</p>` : '',
    `<p>www.linkedin.com/in/${escape(handle)} (LinkedIn)</p>`,
  ].join('')
  const sideSection = (title: string, lines: string[]): string =>
    lines.length === 0
      ? ''
      : `<h3>${escape(title)}</h3>${lines.map((line) => `<p>${escape(line)}</p>`).join('')}`
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>
@page { size: 612pt 792pt; margin: 36pt 36pt 40pt 0 }
html, body { margin: 0; font-family: 'Liberation Sans', Arial, sans-serif; color: #000 }
.band { position: fixed; left: 0; top: -36pt; width: 202pt; height: 792pt; background: #e1e9ee; z-index: -1 }
aside { position: absolute; left: 22pt; top: 0; width: 158pt }
aside h3 { font-size: 13pt; font-weight: normal; color: #293e49; margin: 18pt 0 6pt }
aside h3:first-child { margin-top: 4pt }
aside p { font-size: 10.5pt; margin: 0 0 5pt; line-height: 12pt; overflow-wrap: anywhere }
main { margin-left: 224pt }
h1 { font-size: 26pt; font-weight: normal; margin: 0 0 4pt }
.headline, .location { font-size: 12pt; line-height: 15pt }
.location { color: #b1b1b1; margin-bottom: 18pt }
h2 { font-size: 15.75pt; font-weight: normal; color: #191919; margin: 22pt 0 8pt }
main > p, .summary p { font-size: 12pt; line-height: 18pt; margin: 0 }
.company, .school { font-size: 12pt; margin-top: 14pt }
.group-duration, .dates, .place, .degree { font-size: 10.5pt; color: #b1b1b1 }
.degree { color: #000 }
.title { font-size: 11.5pt; margin-top: 6pt }
.role p { font-size: 10.5pt; line-height: 13pt; margin: 4pt 0 0 }
</style></head><body><div class="band"></div>
<aside><h3>${escape(words.contact)}</h3>${contact}${sideSection(words.skills, topSkills)}${sideSection(
    'Languages',
    languages.map((item) => (item.level ? `${item.name} (${item.level})` : item.name)),
  )}${sideSection('Certifications', certifications)}${sideSection('Honors-Awards', awards)}</aside>
<main><h1>${escape(name)}</h1><div class="headline">${escape(headline)}</div>${place ? `<div class="location">${escape(place)}</div>` : '<div class="location"></div>'}
${
  cv.summary.trim()
    ? `<h2>${escape(words.summary)}</h2><div class="summary">${cv.summary
        .split(/\n+/)
        .map((line) => `<p>${escape(line)}</p>`)
        .join('')}</div>`
    : ''
}
${jobs.length > 0 ? `<h2>${escape(words.experience)}</h2>${experienceHtml}` : ''}
${schools.length > 0 ? `<h2>${escape(words.education)}</h2>${educationHtml}` : ''}
</main></body></html>`
  const expected: LinkedInEntry['expected'] = {
    fullName: name,
    title: headline,
    email: cv.personal.email,
    phone: cv.personal.phone,
    location: place,
    links: [],
    experience: jobs.map((job) => ({
      title: job.title,
      company: job.company,
      location: job.location,
      startDate: job.startDate.slice(0, 7),
      endDate: job.current || job.endDate === '' ? '' : job.endDate.slice(0, 7),
      current: job.current || job.endDate === '',
      bullets: job.bullets.map((bullet) => bullet.trim()),
    })),
    education: schools.map((school) => ({
      degree: school.degree,
      field: school.field,
      institution: school.institution,
      startDate: yearOnlySchools ? school.startDate.slice(0, 4) : school.startDate.slice(0, 7),
      endDate: yearOnlySchools ? school.endDate.slice(0, 4) : school.endDate.slice(0, 7),
      gpa: '',
    })),
    skills: topSkills.length > 0 ? [{ category: '', items: topSkills }] : [],
    languages: languages.map((item) => ({ name: item.name, level: toLanguageLevel(item.level) })),
    certifications: [],
    dateOfBirth: '',
    placeOfBirth: '',
    nationality: '',
    interests: [],
    signature: null,
  }
  return { html, expected }
}

const manifest = JSON.parse(readFileSync(join(COLLECTED, 'manifest.json'), 'utf8')) as ManifestItem[]
const chosen: ManifestItem[] = []
for (const lang of ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl'] as const) {
  const items = manifest
    .filter((item) => item.lang === lang && (item as { format?: string }).format === undefined)
    .sort((a, b) => hash(`pick:${a.id}`) - hash(`pick:${b.id}`) || a.id.localeCompare(b.id))
  chosen.push(...items.slice(0, PER_LANGUAGE))
}
rmSync(join(OUT, 'rendered'), { recursive: true, force: true })
mkdirSync(join(OUT, 'rendered'), { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
const context = await browser.newContext()
let written = 0
for (const item of chosen) {
  const resume = JSON.parse(readFileSync(join(COLLECTED, 'sources', `${item.id}.json`), 'utf8')) as Json
  const lang = item.lang as Lang
  const { html, expected } = build(item.id, lang, resume)
  if (expected.experience.length === 0) continue
  const page = await context.newPage()
  await page.setContent(html, { waitUntil: 'load' })
  const pdf = await page.pdf({
    width: '8.5in',
    height: '11in',
    printBackground: true,
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    footerTemplate:
      '<div style="font-family: \'Liberation Sans\', Arial, sans-serif; font-size: 9pt; color: #808080; width: 100%; padding-left: 224pt; box-sizing: border-box; text-align: center">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
  })
  await page.close()
  const file = `${item.id}--linkedin.pdf`
  const entry: LinkedInEntry = {
    id: `${item.id}--linkedin`,
    source: item.id,
    lang,
    set: setOfAuthor(item.author),
    file,
    expected,
  }
  writeFileSync(join(OUT, 'rendered', file), pdf)
  writeFileSync(
    join(OUT, 'rendered', `${item.id}--linkedin.expected.json`),
    `${JSON.stringify(entry, null, 2)}\n`,
  )
  written += 1
}
await browser.close()
console.log(`${written} LinkedIn-layout exports written to ${join(OUT, 'rendered')}`)
