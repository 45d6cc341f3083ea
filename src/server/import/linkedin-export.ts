import type { ImportDoubt } from '#shared/api/parse'
import type { CvData } from '#shared/cv/cv.schema'
import { toLanguageLevel } from '#shared/cv/cv-levels'
import { normalizeCv } from '#shared/cv/normalize-cv'
import { parseDate } from '#server/text/dates'
import { guessLanguage } from '#server/text/detect-language'
import { headingKind, isGuessedHeading } from '#server/text/headings'
import { foldText } from '#server/text/fold'
import { BULLET } from '#server/text/lines'
import { findEmail } from './extract-contact'

// LinkedIn's "Save to PDF" profile export, read by its own layout. The page has a sidebar
// (contact, top skills, languages, certifications, honours, publications) beside a main column
// (name, headline, place, summary, experience, education). Roles are grouped under their company:
// a group head is the company and the group's total duration ("2 years 10 months"), each role its
// title, "Month Year - Month Year (duration)" in the profile's language ("Present" stays English),
// a place line and its description. Education entries end in "· (2010 - 2014)". The extractor
// gives the main column of a page first, then that page's sidebar up to a blank line.

type Kind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'contact'
  | 'skills'
  | 'languages'
  | 'certifications'
  | 'awards'
  | 'publications'
  | 'patents'

// The headings as the export prints them in the interface languages (folded: lower case, no marks).
// The sidebar's own headings are often left in English whatever the interface language.
// prettier-ignore
const HEADINGS: ReadonlyArray<readonly [Kind, readonly string[]]> = [
  ['summary', ['summary', 'zusammenfassung', 'resume', 'extracto', 'resumen', 'acerca de', 'riepilogo', 'sommario', 'informazioni', 'resumo', 'sobre', 'samenvatting', 'podsumowanie', 'info']],
  ['experience', ['experience', 'berufserfahrung', 'erfahrung', 'experiencia', 'esperienza', 'esperienza lavorativa', 'ervaring', 'werkervaring', 'doswiadczenie']],
  ['education', ['education', 'ausbildung', 'formation', 'educacion', 'formacion', 'formazione', 'istruzione', 'formacao academica', 'formacao', 'educacao', 'opleiding', 'wyksztalcenie', 'edukacja']],
  ['contact', ['contact', 'kontakt', 'kontaktdaten', 'coordonnees', 'contactar', 'contacto', 'contatti', 'contato', 'contactgegevens', 'dane kontaktowe']],
  ['skills', ['top skills', 'top-kenntnisse', 'top kenntnisse', 'principales competences', 'aptitudes principales', 'competenze principali', 'principais competencias', 'voornaamste vaardigheden', 'belangrijkste vaardigheden', 'najwazniejsze umiejetnosci', 'glowne umiejetnosci', 'kluczowe umiejetnosci']],
  ['languages', ['languages', 'sprachen', 'langues', 'idiomas', 'lingue', 'talen', 'jezyki']],
  ['certifications', ['certifications', 'zertifizierungen', 'zertifikate', 'certificaciones', 'certificazioni', 'certificacoes', 'certificaten', 'certyfikaty', 'licenses & certifications']],
  ['awards', ['honors-awards', 'honors & awards', 'auszeichnungen', 'distinctions', 'reconocimientos y premios', 'premios', 'riconoscimenti e premi', 'premios e reconhecimentos', 'onderscheidingen', 'wyroznienia i nagrody', 'nagrody']],
  ['publications', ['publications', 'publikationen', 'publicaciones', 'pubblicazioni', 'publicacoes', 'publicaties', 'publikacje']],
  ['patents', ['patents', 'patente', 'brevets', 'patentes', 'brevetti', 'octrooien', 'patenty']],
]
const HEADING_KIND = new Map<string, Kind>(
  HEADINGS.flatMap(([kind, words]) => words.map((word) => [word, kind] as const)),
)
const MAIN_KINDS: ReadonlySet<Kind> = new Set(['summary', 'experience', 'education'])

const fold = (line: string): string =>
  foldText(line).toLowerCase().replace(/ł/g, 'l').replace(/\s+/g, ' ').trim()
// A heading in the export's own words.
function headingOf(line: string, inSidebar = false): Kind | undefined {
  if (line.length > 40) return undefined
  const folded = fold(line)
  return HEADING_KIND.get(folded) ?? (inSidebar && SKILLS_HEADING.test(folded) ? 'skills' : undefined)
}
// The sidebar's "Top Skills" as other interface languages may word it: a short heading on skills,
// read only inside the sidebar (a role's "Technical skills" line stays in the role).
const SKILLS_HEADING =
  /^(?:\p{L}+[ -])?(?:skills|kenntnisse|fahigkeiten|competences|aptitudes|competencias|competenze|competencias|vaardigheden|umiejetnosci)(?: \p{L}+)?$/u

// Main-column headings the export's words do not name, by the general table's full wording
// ("Berufserfahrung", "Formação"), for a kind the export's own words were not found for: an
// interface language may word it otherwise. Never a bullet or a line in lower case.
function mainHeadingsByGeneralTable(lines: readonly string[]): Map<string, Kind> {
  const own = new Set(lines.map((line) => headingOf(line)))
  const found = new Map<string, Kind>()
  for (const line of lines) {
    if (line.length > 30 || !/^\p{Lu}/u.test(line) || isGuessedHeading(line)) continue
    const kind = headingKind(line)
    if (
      (kind === 'summary' || kind === 'experience' || kind === 'education') &&
      !own.has(kind) &&
      ![...found.values()].includes(kind)
    )
      found.set(line, kind)
  }
  return found
}

const PAGE_FOOTER = /^page \d+ of \d+$/i
// "März 2019 - Present (5 years 2 months)", "agosto de 2024 - Present (1 año 9 meses)", "2019 - 2021 (2 years)".
const ROLE_DATES =
  /^(?<start>[\p{L}. ]*\d{4})\s*[-–]\s*(?<end>[\p{L}. ]*\d{4}|[\p{L}' ]{3,25})\s*\((?<duration>[^()]*\d[^()]*)\)$/u
// The same when reading: the duration may be words ("krócej niż rok": less than a year); a role
// may give its end alone ("- stycznia 2026").
const ROLE_DATES_READ =
  /^(?<start>[\p{L}. ]*\d{4})\s*[-–]\s*(?<end>[\p{L}. ]*\d{4}|[\p{L}' ]{3,25})\s*\((?<duration>[^()]{1,40})\)$/u
const END_ONLY = /^[-–]\s*(?<end>\p{L}[\p{L}. ]*\d{4})$/u
const isRoleDates = (line: string): boolean => ROLE_DATES_READ.test(line) || END_ONLY.test(line)
// A group's duration on its own line: "2 years 10 months", "1 ano 3 meses", "10 lat 8 mies.".
const DURATION_ONLY = /^\d{1,2}\s+\p{L}{2,12}\.?(?:\s+\d{1,2}\s+\p{L}{2,12}\.?)?$/u
// "Bachelor's degree, Computer Science · (2016 - 2020)"; the dates alone when no degree is given.
const SCHOOL_DATES =
  /(?:^·?\s*|\s·\s*)\((?<start>[^()]*?\d{4})(?:\s*[-–]\s*(?<end>[^()]*?\d{4}|[\p{L} ]+))?\)$/u

type LinkedInExport = { cv: CvData; doubts: ImportDoubt[] }

/** Whether the text is a LinkedIn profile export: its role dates with durations and its sidebar or profile link. */
export function isLinkedInExport(lines: readonly string[]): boolean {
  const roleDates = lines.filter((line) => ROLE_DATES.test(line)).length
  // What only the export prints: its link label "(LinkedIn)", "Page 1 of 3", its "Top Skills"
  // and "Honors-Awards" headings. Generic sidebar headings (contact, languages) count once.
  const hasLinkLabel = lines.some((line) => /\(LinkedIn\)$/.test(line))
  const hasFooter = lines.some((line) => PAGE_FOOTER.test(line))
  const kinds = lines.map((line) => headingOf(line))
  const hasOwnHeading = kinds.includes('skills') || lines.some((line) => fold(line) === 'honors-awards')
  const hasSidebar = kinds.some((kind) => kind && !MAIN_KINDS.has(kind))
  const sidebar = new Set(kinds.filter((kind) => kind && !MAIN_KINDS.has(kind)))
  const strong = [hasLinkLabel, hasFooter, hasOwnHeading].filter(Boolean).length
  if (roleDates > 0)
    return (
      strong >= 2 || (strong === 1 && hasSidebar && lines.some((line) => /linkedin\.com\/in\//i.test(line)))
    )
  // A profile without roles: the export's own link label ("… (LinkedIn)") beside its top skills.
  return (
    lines.some((line) => /\(LinkedIn\)$/.test(line)) &&
    sidebar.has('skills') &&
    (hasFooter || sidebar.has('contact'))
  )
}

/** The CV read from a LinkedIn export's text, or null when the text is not one. */
export function readLinkedInExport(text: string, nameLine = ''): LinkedInExport | null {
  const raw = text.split(/\r?\n/).map((line) => line.replace(/\t+/g, ' ').replace(/\s+/g, ' ').trim())
  if (!isLinkedInExport(raw)) return null
  const kept = joinWrappedDates(raw.filter((line) => !PAGE_FOOTER.test(line)))
  const extra = mainHeadingsByGeneralTable(kept)
  const { main, side } = splitColumns(kept, extra)
  const mainSections = sectionsOf(main, extra)
  const sideSections = sectionsOf(side, new Map(), true)
  const lines = (sections: Map<Kind | 'head', string[]>, kind: Kind | 'head'): string[] =>
    sections.get(kind) ?? []

  const head = lines(mainSections, 'head')
  const nameIndex = Math.max(0, nameLine ? head.findIndex((line) => line === nameLine.trim()) : 0)
  const name = head[nameIndex] ?? ''
  const rest = head.slice(nameIndex + 1)
  const { headline, location } = headlineAndPlace(rest)
  const contact = readContact(lines(sideSections, 'contact'))
  const summaryLines = lines(mainSections, 'summary')
  const email = contact.email || findEmail(summaryLines.join('\n')) || findEmail(kept.join('\n'))

  const cv = normalizeCv({
    personal: {
      fullName: name,
      title: headline,
      email,
      phone: contact.phone,
      location,
      links: contact.links,
    },
    headline,
    summary: paragraphs(summaryLines.filter((line) => !findEmail(line))),
    experience: readRoles(lines(mainSections, 'experience')),
    education: readSchools(lines(mainSections, 'education')),
    skills: [
      {
        category: '',
        items: items(lines(sideSections, 'skills')).map((item) => ({ name: item, level: '' })),
      },
    ].filter((group) => group.items.length > 0),
    languages: readLanguages(lines(sideSections, 'languages')),
    certifications: items(lines(sideSections, 'certifications')).map((item) => ({
      name: item,
      issuer: '',
      date: '',
    })),
    awards: items(lines(sideSections, 'awards')).map((item) => ({
      title: item,
      awarder: '',
      date: '',
      summary: '',
    })),
    publications: items(lines(sideSections, 'publications')).map((item) => ({
      name: item,
      publisher: '',
      date: '',
      url: '',
      summary: '',
    })),
    // Patents have no place of their own in the builder: a section under the export's heading.
    customSections: [
      { title: 'Patents', entries: items(lines(sideSections, 'patents')).map((item) => ({ title: item })) },
    ].filter((section) => section.entries.length > 0),
    language: guessLanguage(text.slice(0, 20_000))?.language,
  })
  // As the general reader does (parse-cv-text.ts): the review marks entries whose dates are incomplete.
  const doubts: ImportDoubt[] = []
  cv.experience.forEach((job, index) => {
    if (job.startDate === '' || (!job.current && job.endDate === ''))
      doubts.push({ path: `experience.${index}`, reason: 'date-range-incomplete' })
  })
  cv.education.forEach((school, index) => {
    if (school.endDate === '') doubts.push({ path: `education.${index}`, reason: 'date-range-incomplete' })
  })
  return { cv, doubts }
}

// Place names of two words whose first word cannot stand alone.
const PLACE_LEAD =
  /^(?:São|San|Santa|Santo|New|Los|Las|Rio|El|La|Le|Saint|St\.|Sankt|Bad|Porto|Belo|Den|Buenos|Costa|Hong|Tel|Abu|Kuala|Cape|Ciudad|Nueva|Puerto|Frankfurt)$/u
const PLACE_PART = /^\p{Lu}[\p{L}'.-]*(?:\s+[\p{L}'.-]+){0,2}$/u

// The lines under the name: the headline (wrapped or not), then the place. The extractor may
// join the place to the headline's last line ("… Visual Merchandising Tampere, Pirkanmaa, Finland").
function headlineAndPlace(lines: readonly string[]): { headline: string; location: string } {
  if (lines.length >= 2) return { headline: lines.slice(0, -1).join(' '), location: lines.at(-1) ?? '' }
  // The place is "City, Region, Country" at the line's end: up to two short parts, and the city
  // as the last word (two with a leading "São", "New" …) of the part before them.
  const line = lines[0] ?? ''
  const parts = line.split(/,\s+/)
  let tail = 0
  while (tail < 2 && tail < parts.length - 1 && PLACE_PART.test(parts[parts.length - 1 - tail] ?? ''))
    tail += 1
  const words = (parts[parts.length - 1 - tail] ?? '').split(' ')
  if (tail === 0 || words.length < 2) return { headline: line, location: '' }
  const cityWords = words.length >= 3 && PLACE_LEAD.test(words.at(-2) ?? '') ? 2 : 1
  if (!/^\p{Lu}/u.test(words.at(-cityWords) ?? '')) return { headline: line, location: '' }
  const headline = [...parts.slice(0, parts.length - 1 - tail), words.slice(0, -cityWords).join(' ')].join(
    ', ',
  )
  const location = [words.slice(-cityWords).join(' '), ...parts.slice(parts.length - tail)].join(', ')
  return { headline, location }
}

// A role's date line or a school's range cut by the column's width: "(enero de 2019 - noviembre de" + "2025)".
function joinWrappedDates(lines: readonly string[]): string[] {
  const out: string[] = []
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? ''
    const next = lines[i + 1] ?? ''
    const isOpen =
      /\(/.test(line) &&
      !/\)/.test(line.slice(line.lastIndexOf('('))) &&
      /\d{4}|\s[-–]\s|\s·\s*\([\p{L} ]*$/u.test(line)
    if (isOpen && next.length < 40 && /\)$/.test(next) && !/\(/.test(next)) {
      out.push(`${line} ${next}`)
      i += 1
    } else out.push(line)
  }
  return out
}

// The sidebar's blocks (a sidebar heading down to the next blank line) and the main column's lines.
function splitColumns(
  lines: readonly string[],
  extra: ReadonlyMap<string, Kind>,
): { main: string[]; side: string[] } {
  const main: string[] = []
  const side: string[] = []
  let inSide = false
  for (const [index, line] of lines.entries()) {
    const kind: Kind | undefined =
      headingOf(line, inSide) ?? extra.get(line) ?? (isContactHeading(lines, index) ? 'contact' : undefined)
    if (kind) inSide = !MAIN_KINDS.has(kind)
    else if (line === '') inSide = false
    if (line === '') continue
    ;(inSide ? side : main).push(line)
  }
  return { main, side }
}

// A sidebar heading the export's words miss, known by what follows it: a short line without
// digits or a final stop, then an e-mail, a phone "(Mobile)" or the profile link.
function isContactHeading(lines: readonly string[], index: number): boolean {
  const line = lines[index] ?? ''
  const next = lines[index + 1] ?? ''
  if (line.length > 30 || line === '' || /\d|[.,:;!?@]$|@/.test(line) || line.split(/\s+/).length > 3)
    return false
  return (
    findEmail(next) !== '' ||
    /\((?:mobile|home|work)\)$/i.test(next) ||
    /^(?:www\.)?linkedin\.com\/in\//i.test(next)
  )
}

function sectionsOf(
  lines: readonly string[],
  extra: ReadonlyMap<string, Kind>,
  isSidebar = false,
): Map<Kind | 'head', string[]> {
  const sections = new Map<Kind | 'head', string[]>([['head', []]])
  let current: Kind | 'head' = 'head'
  for (const line of lines) {
    const kind =
      headingOf(line, isSidebar) ??
      extra.get(line) ??
      (isSidebar && isContactHeading(lines, lines.indexOf(line)) ? 'contact' : undefined)
    if (kind && !sections.get(kind)?.length) {
      current = kind
      if (!sections.has(kind)) sections.set(kind, [])
      continue
    }
    sections.get(current)?.push(line)
  }
  return sections
}

function readContact(lines: readonly string[]): {
  email: string
  phone: string
  links: Array<{ kind: string; label: string; url: string }>
} {
  // A link cut by the column's width: "www.linkedin.com/in/jane-" + "doe-12345 (LinkedIn)".
  const joined: string[] = []
  for (const line of lines) {
    const last = joined.at(-1)
    const isCut =
      last !== undefined &&
      !/\s|\)$/.test(last) &&
      (/^\([\p{L} ]+\)$/u.test(line) ||
        (!/\s/.test(line.replace(/\s*\([\p{L} ]+\)$/u, '')) &&
          (/[-./@_]$/.test(last) ||
            /^[-.@_]/.test(line) ||
            /@[^.]*$/.test(last) ||
            (line.length <= 4 && /[@.]/.test(last)))))
    if (last !== undefined && isCut)
      joined[joined.length - 1] = /^\(/.test(line) ? `${last} ${line}` : `${last}${line}`
    else joined.push(line)
  }
  const email = joined.map((line) => findEmail(line.replace(/\s/g, ''))).find(Boolean) ?? ''
  const phoneLine = joined.find(
    (line) =>
      !line.includes('@') &&
      (line.match(/\d/g) ?? []).length >= 6 &&
      !/\.\w|\//.test(line.replace(/\s*\(.*$/, '')),
  )
  const phone = phoneLine ? phoneLine.replace(/\s*\((?:mobile|work|home|[\p{L} ]+)\)$/iu, '').trim() : ''
  const links = joined
    .map((line) => /^(?<url>\S+\.\S+)\s*\((?<label>[^()]+)\)$/u.exec(line)?.groups)
    .filter(
      (groups): groups is { url: string; label: string } => Boolean(groups?.url) && !groups?.url?.includes('@'),
    )
    .map(({ url, label }) => ({
      kind: /linkedin/i.test(url) ? 'linkedin' : /github/i.test(url) ? 'github' : 'website',
      label,
      url: /^https?:/.test(url) ? url : `https://${url}`,
    }))
  return { email, phone, links }
}

// Sidebar items one a line; a line opening in lower case, or after a line ending in a joining
// mark or word, continues the item above (the sidebar is narrow).
function items(lines: readonly string[]): string[] {
  const out: string[] = []
  for (const line of lines) {
    const last = out.at(-1)
    const continues =
      last !== undefined &&
      ((/^[\p{Ll}(]/u.test(line) && last.length >= 20) ||
        /[-–,:&/(]$|\s(?:of|and|for|the|in|de|da|do|des|du|del|di|der|und|für|et|y|e|en|van|voor|w|i|z|na|a)$/iu.test(
          last,
        ) ||
        last.split('(').length > last.split(')').length)
    if (continues)
      out[out.length - 1] = /-$/.test(last) && !/\s-$/.test(last) ? `${last}${line}` : `${last} ${line}`
    else out.push(line)
  }
  return out
}

function readLanguages(lines: readonly string[]): Array<{ name: string; level: string }> {
  // Several "Name (Level)" the extractor put on one line are one language each.
  const split = items(lines).flatMap((item) => item.split(/(?<=\))\s+(?=\S)/u))
  return split.map((item) => {
    const match = /^(?<name>[^()]+?)\s*\((?<level>[^()]+)\)$/u.exec(item)
    const level = match?.groups?.level ?? ''
    return {
      name: (match?.groups?.name ?? item).trim(),
      level: linkedInLevel(level) || toLanguageLevel(level),
    }
  })
}

// LinkedIn's five proficiency levels, as the interface languages name them ("Native or
// Bilingual", "Full Professional", "Professional Working", "Limited Working", "Elementary";
// "Capacité professionnelle complète", "Competencia bilingüe o nativa" …). First match wins.
// prettier-ignore
const LINKEDIN_LEVELS: ReadonlyArray<readonly [RegExp, string]> = [
  [/nativ|bilingu|muttersprach|zweisprachig|ojczyst|madrelingua|moedertaal|tweetalig|natale|fluente/u, 'native'],
  [/\bfull\b|complet|volledig|pelna|verhandlungssicher|vollstandig/u, 'C1'],
  [/limited|limite|limitad|limitat|beperkt|ograniczon|eingeschrank/u, 'B1'],
  [/elementary|notions|basic|basica|elementar|elementair|podstawow|grundkenntnis/u, 'A2'],
  [/professional|professionnel|profesional|profissional|professional|professionele|zawodow|beruflich/u, 'B2'],
]
function linkedInLevel(text: string): string {
  const folded = fold(text)
  return LINKEDIN_LEVELS.find(([pattern]) => pattern.test(folded))?.[1] ?? ''
}

// A month index (year × 12 + month) of "2024-03"; a year alone counts as its January.
const monthIndex = (iso: string): number =>
  Number(iso.slice(0, 4)) * 12 + (iso.length > 4 ? Number(iso.slice(5, 7)) - 1 : 0)

/** Months in "2 years 10 months" (any language: every month word starts with m, no year word does). */
function durationMonths(text: string): number {
  let months = 0
  for (const match of text.matchAll(/(\d+)\s*(\p{L}+)/gu)) {
    const count = Number(match[1])
    months += /^m/iu.test(match[2] ?? '') ? count : count * 12
  }
  return months
}

type RoleHead = {
  at: number
  top: number
  title: string
  start: string
  end: string
  current: boolean
  months: number
}

// A line cut where a name goes on: it ends in a joining word or mark.
const JOINING_END = /\s(?:of|and|for|de|da|do|des|du|del|di|der|und|für|et|y|e|en|van|voor|w|i|z|-|–|&)$/iu

// A place line under a role's dates: a few capitalised parts, no sentence.
const isPlaceLine = (line: string): boolean =>
  line.length <= 70 &&
  !/[.:;!?]$/.test(line) &&
  !/\d/.test(line) &&
  !BULLET.test(line) &&
  line.split(/\s+/).length <= 9 &&
  line.split(/,\s*/).every((part) => /^\p{Lu}/u.test(part))

function readRoles(lines: readonly string[]): Array<Record<string, unknown>> {
  const heads: RoleHead[] = []
  lines.forEach((line, at) => {
    const match = ROLE_DATES_READ.exec(line) ?? END_ONLY.exec(line)
    if (!match?.groups) return
    const start = parseDate(match.groups.start ?? '')
    const end = parseDate(match.groups.end ?? '')
    // A role has its start, or (written "- Month Year") its end alone.
    if (match.groups.start === undefined ? !end || end.length < 7 : !start) return
    const wrapped =
      at >= 2 &&
      JOINING_END.test(lines[at - 2] ?? '') &&
      !isRoleDates(lines[at - 2] ?? '') &&
      !DURATION_ONLY.test(lines[at - 2] ?? '')
    heads.push({
      at,
      top: wrapped ? at - 2 : at - 1,
      title: wrapped ? `${lines[at - 2]} ${lines[at - 1]}` : (lines[at - 1] ?? ''),
      start,
      end,
      current: start !== '' && end === '',
      months: durationMonths(match.groups.duration ?? ''),
    })
  })
  const used = new Set<number>()
  const roles: Array<{ head: RoleHead; company: string; location: string; from: number }> = []
  let group: { company: string; months: number; first: number; last: number } | null = null
  for (const [index, head] of heads.entries()) {
    for (let line = head.top; line <= head.at; line += 1) used.add(line)
    const first = monthIndex(head.start || head.end)
    const last = head.current || head.end === '' ? first + Math.max(head.months, 1) - 1 : monthIndex(head.end)
    const before = lines[head.top - 1] ?? ''
    const previousEnd = index > 0 ? (heads[index - 1]?.at ?? 0) : -1
    let company = ''
    if (DURATION_ONLY.test(before) && head.top - 2 > previousEnd) {
      company = companyAbove(lines, head.top - 2, previousEnd, used)
      used.add(head.top - 1)
      group = { company, months: durationMonths(before), first, last }
    } else if (
      group &&
      Math.max(group.last, last) - Math.min(group.first, first) + 1 <= group.months + 1 &&
      !(group.last - group.first + 1 >= group.months - 1 && startsEntry(lines, head.top - 1, previousEnd))
    ) {
      company = group.company
      group.first = Math.min(group.first, first)
      group.last = Math.max(group.last, last)
    } else {
      group = null
      if (head.top - 1 > previousEnd) company = companyAbove(lines, head.top - 1, previousEnd, used)
    }
    roles.push({ head, company, location: '', from: head.at + 1 })
  }
  // The place line under the dates, unless it is the next role's title or company.
  for (const role of roles) {
    const next = lines[role.from] ?? ''
    if (!used.has(role.from) && isPlaceLine(next)) {
      role.location = next
      used.add(role.from)
      role.from += 1
    }
  }
  return roles.map((role, index) => {
    const { company, title } =
      role.company === ''
        ? splitCapitalCompany(role.head.title)
        : { company: role.company, title: role.head.title }
    const stop = roles[index + 1] ? firstUsedFrom(used, role.from, lines.length) : lines.length
    const body = lines.slice(role.from, stop)
    const { bullets, description } = splitBody(body)
    return {
      title,
      company,
      location: role.location,
      startDate: role.head.start,
      endDate: role.head.current ? '' : role.head.end,
      current: role.head.current,
      bullets,
      description,
    }
  })
}

// Whether a line reads as a company's name opening an entry (after a finished sentence, a role's
// dates or its place), not as the last line of the role above's description.
function startsEntry(lines: readonly string[], at: number, previousEnd: number): boolean {
  const line = lines[at] ?? ''
  if (at <= previousEnd + 1 || line.length > 70 || /[.:;,!?]$/.test(line) || BULLET.test(line)) return false
  const above = lines[at - 1] ?? ''
  // After a role's dates or place nothing of that role's text has begun: any name opens an entry.
  if (isRoleDates(above) || isPlaceLine(above)) return true
  // After a finished sentence or a list: a name ("beecrowd" too), not a sentence going on.
  const isNameLike = /^[\p{Lu}\d]/u.test(line) || (line.length <= 40 && line.split(/\s+/).length <= 4)
  return isNameLike && (/[.!?)]$/.test(above) || BULLET.test(above))
}

// A company's line run into its role's title by the extractor: a name in capitals, then the
// title ("ALTAO - RECHERCHE MARKETING SANTE Full-Stack Engineer").
function splitCapitalCompany(line: string): { company: string; title: string } {
  const match =
    /^(?<company>\p{Lu}[\p{Lu}\d&.'-]*(?:\s+(?:[\p{Lu}\d&.'-]+|-|–))+)\s+(?<title>\p{Lu}\p{Ll}.*)$/u.exec(
      line,
    )
  const company = match?.groups?.company ?? ''
  if (!match?.groups || company.split(/\s+/).filter((word) => /\p{Lu}{2}/u.test(word)).length < 2)
    return { company: '', title: line }
  return { company, title: match.groups.title ?? line }
}

// The company line(s) above a role: one line, or two when the first ends where a name goes on.
function companyAbove(lines: readonly string[], at: number, previousEnd: number, used: Set<number>): string {
  const line = lines[at] ?? ''
  // A finished sentence is the role above's description, not a company.
  if (/\s\p{Ll}\p{L}{3,}[.!?]$/u.test(line) && line.split(/\s+/).length > 4) return ''
  used.add(at)
  const above = lines[at - 1] ?? ''
  if (at - 1 > previousEnd && !used.has(at - 1) && JOINING_END.test(above)) {
    used.add(at - 1)
    return `${above} ${line}`
  }
  return line
}

function firstUsedFrom(used: Set<number>, from: number, end: number): number {
  for (let at = from; at < end; at += 1) if (used.has(at)) return at
  return end
}

// A role's description: marked lines become bullets (wrapped lines joined to them), the rest prose.
function splitBody(body: readonly string[]): { bullets: string[]; description: string } {
  const bullets: string[] = []
  const prose: string[] = []
  let inBullet = false
  for (const line of body) {
    if (BULLET.test(line)) {
      bullets.push(line.replace(BULLET, '').trim())
      inBullet = true
    } else if (inBullet && (/^[\p{Ll}\d(]/u.test(line) || !/[.!?;:]$/.test(bullets.at(-1) ?? ''))) {
      const last = bullets.at(-1) ?? ''
      bullets[bullets.length - 1] = /\p{L}-$/u.test(last) ? `${last}${line}` : `${last} ${line}`
    } else {
      inBullet = false
      prose.push(line)
    }
  }
  return { bullets, description: paragraphs(prose) }
}

// Lines of a column joined into paragraphs: a line ending a sentence ends its paragraph.
function paragraphs(lines: readonly string[]): string {
  let text = ''
  for (const line of lines) {
    if (text === '') text = line
    else if (/[.!?:]$/.test(text)) text += `\n${line}`
    else text += /\p{L}-$/u.test(text) ? line : ` ${line}`
  }
  return text
}

function readSchools(lines: readonly string[]): Array<Record<string, unknown>> {
  const schools: Array<Record<string, unknown>> = []
  let pending: string[] = []
  const split = lines.flatMap((line) => {
    const inner = /\s·\s*\([^()]*\d{4}[^()]*\)(?=\s+\S)/u.exec(line)
    if (!inner) return [line]
    const cut = inner.index + inner[0].length
    return [line.slice(0, cut), line.slice(cut).trim()]
  })
  for (const line of split) {
    const match = SCHOOL_DATES.exec(line)
    if (!match?.groups) {
      pending.push(line)
      continue
    }
    // One date alone is when the studies began (an ongoing degree: LinkedIn prints no end then).
    const start = parseDate(match.groups.start?.trim() ?? '')
    const end = parseDate(match.groups.end?.trim() ?? '')
    const before = line.slice(0, match.index).trim()
    // The school is the first pending line; the degree line(s) follow it, ending in the dates.
    while (pending.length > 1 && JOINING_END.test(pending[0] ?? ''))
      pending = [`${pending[0]} ${pending[1]}`, ...pending.slice(2)]
    const degreeText = [...pending.slice(1), before].filter(Boolean).join(' ').replace(/\s*·$/, '')
    // No line above the degree line: its school's name is missing (cut at a page break).
    const institution = pending[0] ?? ''
    const [degree = '', ...field] = degreeText.split(/,\s+/)
    schools.push({
      institution,
      degree,
      field: field.join(', '),
      startDate: start,
      endDate: end,
      details: [],
    })
    pending = []
  }
  // Schools without a degree line or dates: one a line.
  for (const line of pending)
    schools.push({ institution: line, degree: '', field: '', startDate: '', endDate: '', details: [] })
  return schools
}
