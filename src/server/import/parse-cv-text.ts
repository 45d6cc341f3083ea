import { isLanguageLevelText, toLanguageLevel } from '#shared/cv/cv-levels'
import { CV_LIMITS, type CvData } from '#shared/cv/cv.schema'
import { normalizeCv } from '#shared/cv/normalize-cv'
import { AppError } from '#server/errors'
import { companyScore, isDocumentTitle, isLanguageName, isPlace, roleScore } from '#server/text/cv-lexicon'
import {
  contactRemainder,
  findEmail,
  findLinks,
  findPhone,
  isContactLine,
  labelledDetail,
  splitBirth,
  labelledNameParts,
  placeOf,
  splitAddress,
  streetOf,
  type Contact,
} from './extract-contact'
import { extractEducation } from './extract-education'
import { reattachDates } from './date-cells'
import { readLanguageGrid } from './language-grid'
import { unlabelEntries } from './labelled-entries'
import { isDesiredJobLabel } from '#server/text/entry-labels'
import { extractExperience } from './extract-experience'
import { extractCertifications, extractInterests, extractProjects } from './extract-extras'
import { readFurtherSections } from './further-sections'
import { isLayoutHeading, isNumberedHeading, joinSkillCards, settleGuessedKinds } from './layout-headings'
import { takeClosing } from './closing'
import { isStreetLine } from './street-line'
import { readLinkedInExport } from './linkedin-export'
import {
  extractLanguages,
  extractSkills,
  splitItems,
  type ParsedLanguage,
  type ParsedSkillGroup,
} from './extract-skills'
import { findDateRange } from '#server/text/dates'
import { anchorRange } from './segment-entries'
import type { ImportDoubt } from '#shared/api/parse'
import {
  foldHeading,
  headingKind,
  isGuessedHeading,
  SECTION_NUMBER_CELL,
  splitInlineHeading,
  type SectionKind,
} from '#server/text/headings'
import { guessLanguage } from '#server/text/detect-language'
import { recombineSpacingAccents } from '#server/text/diacritics'
import { flat, joinHyphenatedWraps, toLines, type CvLine } from '#server/text/lines'

// Plain CV text -> builder-form CV. The text is cut into sections by their headings (8 languages),
// then each section has its own reader. Every rule is about how CVs are written in general.

export type ParseHints = {
  /** The most prominent line of the document (largest type on page 1), when the extractor knows it. */
  nameLine?: string
  /** Lines set apart by weight or font (sub-headings), when the extractor knows them. */
  emphasized?: readonly string[]
  /** Lines set in larger type than the body (headings by layout, known words or not). */
  headings?: readonly string[]
}

export type Section = { kind: SectionKind | 'header'; lines: CvLine[]; heading?: string; isGuessed?: boolean }

// Inside these sections a "Label: value" line is content ("Tools: Jira"), never a new section.
// Skills keep "Languages: …" and "Tools: …" lines too: the skills reader sorts them.
const KEEP_LABELLED_LINES: ReadonlySet<Section['kind']> = new Set([
  'experience',
  'education',
  'projects',
  'volunteer',
  'skills',
])

const LANGUAGE_SAMPLE_CHARS = 20_000

export function parseCvText(text: string, hints: ParseHints = {}): CvData {
  return readCv(text, hints).cv
}

/**
 * The CV and where the importer was unsure (ImportDoubt in #shared/api/parse): guessed section
 * headings, entries whose date range is incomplete, a name read from form rows, a headline taken
 * from the latest job. For a review step that marks fields to check.
 */
export function parseCvTextWithDoubts(
  text: string,
  hints: ParseHints = {},
): { cv: CvData; doubts: ImportDoubt[] } {
  return readCv(text, hints)
}

// Sections whose doubts point at a part of the CV the builder has.
const DOUBT_PATHS: Partial<Record<Section['kind'], string>> = {
  summary: 'summary',
  experience: 'experience',
  education: 'education',
  skills: 'skills',
  languages: 'languages',
  certifications: 'certifications',
  projects: 'projects',
  courses: 'courses',
  awards: 'awards',
  publications: 'publications',
  volunteer: 'volunteering',
  references: 'references',
}

function readCv(text: string, hints: ParseHints): { cv: CvData; doubts: ImportDoubt[] } {
  if (text.trim() === '') throw new AppError('VALIDATION_FAILED', 400, 'Please paste some CV text to parse')
  // A LinkedIn profile export is read by its own layout (linkedin-export.ts).
  const linkedIn = readLinkedInExport(text, hints.nameLine)
  if (linkedIn) return linkedIn
  // The Europass language grid is read before sections are cut: its column titles ("Other
  // languages", "Speaking") would otherwise open sections of their own.
  const grid = readLanguageGrid(reattachDates(joinHyphenatedWraps(toLines(text))))
  // The place/date line above the signature is the CV's closing, never an entry of the last section.
  const { closing, lines } = takeClosing(grid.lines, (line) => nameIn(line) !== '')
  const nameLine = nameBehindMonogram(hints.nameLine ?? '', lines)
  // The layout's headings as the lines read them: accents TeX set as spacing marks ("Atua¸c˜ao")
  // put back on their letters, as toLines does for the text.
  const layoutHeadings = new Set(
    (hints.headings ?? []).map((heading) => foldHeading(recombineSpacingAccents(heading))),
  )
  const sections = splitSections(lines, nameLine, layoutHeadings)
  const linesOf = (...kinds: Array<Section['kind']>): CvLine[] =>
    sections.filter((section) => kinds.includes(section.kind)).flatMap((section) => section.lines)

  const header = linesOf('header')
  const contactScope = [...header, ...linesOf('contact', 'personal')]
  const contact = readContact(contactScope, sections)
  const person = readPerson(header, linesOf('contact', 'personal', 'summary'), contact, {
    ...hints,
    nameLine,
  })

  const emphasized = new Set((hints.emphasized ?? []).map((line) => line.replace(/\s+/g, ' ').trim()))
  const skills = extractSkills(linesOf('skills'), (line) => emphasized.has(flat(line)))
  const languages = mergeLanguages(grid.languages, skills.languages, extractLanguages(linesOf('languages')))
  const experience = extractExperience(unlabelEntries(linesOf('experience')))
  // The person's own name is never their headline.
  const ownTitle = person.title.toLowerCase() === person.name.toLowerCase() ? '' : person.title
  const title = ownTitle || latestJobTitle(experience)
  const certificationEntries = extractCertifications(linesOf('certifications'))
  const education = extractEducation(unlabelEntries(linesOf('education')))
  // A jobs or schools section none of whose entries could be read is shown under its own heading
  // as a custom section, for the user to place, rather than dropped.
  const unread = new Set<Section['kind']>([
    ...(experience.length === 0 ? (['experience'] as const) : []),
    ...(education.length === 0 ? (['education'] as const) : []),
  ])
  const furtherSections = sections.map((section) =>
    unread.has(section.kind) && section.lines.some((line) => /\p{L}{2}/u.test(flat(line)))
      ? { ...section, kind: 'other' as const }
      : section,
  )
  const cv = normalizeCv({
    personal: {
      fullName: person.name,
      title,
      email: contact.email,
      phone: contact.phone,
      location: contact.location || person.location,
      address: contact.address || person.address,
      links: contact.links,
      nationality: contact.nationality,
      dateOfBirth: contact.dateOfBirth,
      placeOfBirth: contact.placeOfBirth,
      maritalStatus: contact.maritalStatus,
    },
    headline: title,
    summary: readSummary(linesOf('summary'), person.leftover),
    experience,
    education,
    skills: skillGroups(skills.groups),
    languages,
    certifications: certificationEntries
      .filter((entry) => entry.inProgressSince === undefined)
      .map((entry) => ({ name: entry.name, issuer: entry.issuer, date: entry.date })),
    projects: extractProjects(linesOf('projects')),
    interests: extractInterests(linesOf('interests')),
    // Awards, publications, volunteering, courses, references, and what has no section of its own
    // (a custom section under the CV's heading): nothing under a heading is dropped.
    ...readFurtherSections(furtherSections, certificationEntries),
    ...(closing ? { closing: { ...closing, signature: '' } } : {}),
    // The language the CV is written in: the builder prints in it by default. Unset when the text
    // says too little to tell (the builder then uses the interface language). The first pages tell
    // it as well as the whole, at a bounded cost for a hostile paste.
    language: guessLanguage(text.slice(0, LANGUAGE_SAMPLE_CHARS))?.language,
  })
  const doubts: ImportDoubt[] = []
  for (const section of sections) {
    const path = DOUBT_PATHS[section.kind]
    if (
      path &&
      section.heading &&
      (section.isGuessed === true || isGuessedHeading(section.heading)) &&
      !doubts.some((doubt) => doubt.path === path)
    )
      doubts.push({ path, reason: 'heading-guessed' })
  }
  cv.experience.forEach((job, index) => {
    if (job.startDate === '' || (!job.current && job.endDate === ''))
      doubts.push({ path: `experience.${index}`, reason: 'date-range-incomplete' })
  })
  cv.education.forEach((school, index) => {
    if (school.endDate === '') doubts.push({ path: `education.${index}`, reason: 'date-range-incomplete' })
  })
  const isNameFromLabel =
    person.name !== '' && nameIn(nameLine) === '' && person.name === nameIn(contact.name)
  if (isNameFromLabel) doubts.push({ path: 'personal.fullName', reason: 'name-from-label' })
  if (ownTitle === '' && title !== '')
    doubts.push({ path: 'personal.title', reason: 'title-from-latest-job' })
  return { cv, doubts }
}

export function splitSections(
  lines: readonly CvLine[],
  nameLine = '',
  layoutHeadings: ReadonlySet<string> = new Set(),
): Section[] {
  const sections: Section[] = [{ kind: 'header', lines: [] }]
  // Each distinct line is read as a heading once (a long paste repeats many lines).
  const memo = new Map<string, SectionKind | null>()
  const kindOf = (text: string): SectionKind | null => {
    let kind = memo.get(text)
    if (kind === undefined) {
      kind = headingKind(text) ?? headingKind(withoutDropCap(text))
      memo.set(text, kind)
    }
    return kind
  }
  const repeated = repeatedHeadings(lines, kindOf)
  // Word's first heading is the name hint; in a CV without a styled name it is a section heading.
  const name = headingKind(nameLine) ? '' : nameLine.trim().toLowerCase()
  for (let index = 0; index < lines.length; index += 1) {
    let line = lines[index] as CvLine
    // "3 ⇥ Opleiding": a heading's number set in a cell of its own.
    if (
      line.cells.length >= 2 &&
      SECTION_NUMBER_CELL.test(line.cells[0] ?? '') &&
      headingKind(line.cells[1] ?? '')
    ) {
      const cells = line.cells.slice(1)
      line = { ...line, cells, text: cells.join('\t') }
    }
    const current = sections[sections.length - 1] as Section
    // A heading wrapped over two lines in a narrow column ("COMPÉTENCES" / "TECHNIQUES").
    const next = lines[index + 1]
    if (next && isHeadingWrap(line, next)) {
      const text = `${flat(line)} ${flat(next)}`
      line = { ...line, text, cells: [text] }
      index += 1
    }
    // A heading in a left column wrapped beside its first entries ("Education and ⇥ BSc …" /
    // "Training ⇥ Manchester …", moderncv): the two first cells are the heading, the rest content.
    const wrappedHeading = next ? cellHeadingWrap(line, next) : null
    if (wrappedHeading) {
      const content = [line, next as CvLine]
        .map((row) => row.cells.slice(1))
        .filter((cells) => cells.length > 0)
        .map((cells) => ({ ...line, cells, text: cells.join('\t') }))
      sections.push({ kind: wrappedHeading.kind, heading: wrappedHeading.heading, lines: content })
      index += 1
      continue
    }
    // The name opens the header wherever reading order put it (a sidebar read first).
    if (name !== '' && current.kind !== 'header' && (line.cells[0] ?? '').trim().toLowerCase() === name) {
      sections.push({ kind: 'header', lines: [line] })
      continue
    }
    if (!line.isBullet) {
      const found = kindOf(line.cells[0] ?? '')
      // A heading word repeated inside the entries of a dated section ("Highlights", "Courses"
      // under each job or school) labels part of each entry, not a section of its own.
      // A section opened by layout alone may be that section's next entry (a job title in larger
      // type): the label belongs to the section it would go back into.
      const known = current.isGuessed
        ? ([...sections].reverse().find((section) => !section.isGuessed) ?? current)
        : current
      const isEntryLabel =
        found !== null &&
        found !== known.kind &&
        ENTRY_LABEL_SECTIONS.has(known.kind) &&
        current.lines.length > 0 &&
        repeated.has(foldHeading(line.cells[0] ?? ''))
      // A heading word in lower case inside a section, in a CV whose headings have capitals, is
      // content (a wrapped item's last word, a tag: "• suivi de" / "formation"), not a heading.
      const isItemWrap =
        found !== null &&
        current.lines.length > 0 &&
        !/\p{Lu}/u.test(flat(line)) &&
        /\p{Lu}/u.test(current.heading ?? '') &&
        sections.every((section) => section.heading === undefined || /\p{Lu}/u.test(section.heading))
      // A heading word indented under an entry's dated line ("IUT Orléans ⇥ 2017 – 2019" /
      // "  Informatique") is that entry's subject, not a section.
      const previous = current.lines[current.lines.length - 1]
      const isIndentedUnderEntry =
        found !== null &&
        previous !== undefined &&
        line.indent > previous.indent &&
        findDateRange(flat(previous)) !== null
      const kind = isEntryLabel || isItemWrap || isIndentedUnderEntry ? null : found
      // Inside skills, a skills word ("Software", "Tools") names a group; elsewhere a repeated
      // heading opens a new section (the next page, or "Languages" used for programming first).
      const isRepeat =
        kind === 'skills' && current.kind === 'skills' && current.lines.length > 0 && line.cells.length === 1
      if (
        kind &&
        !isRepeat &&
        (line.cells.length === 1 ||
          findDateRange(line.cells.slice(1).join(' ')) !== null ||
          kind !== current.kind)
      ) {
        const rest = line.cells.slice(1)
        sections.push({
          kind,
          heading: line.cells[0] ?? '',
          lines: rest.length > 0 ? [{ ...line, cells: rest, text: rest.join('\t') }] : [],
        })
        continue
      }
      const inline = KEEP_LABELLED_LINES.has(current.kind) ? null : splitInlineHeading(flat(line))
      if (inline && inline.kind !== current.kind && inline.kind !== 'personal' && inline.kind !== 'contact') {
        // Skills keep the label: it names the group ("Tools: Git, Docker").
        const content = inline.kind === 'skills' ? flat(line) : inline.rest
        const heading = flat(line).slice(0, flat(line).indexOf(':'))
        sections.push({ kind: inline.kind, heading, lines: [{ ...line, cells: [content], text: content }] })
        continue
      }
      // A heading by its layout whose word the table does not know, once the CV's sections have
      // begun (above them, larger type is the name or the headline).
      const isFirstSection = sections.length === 1
      const numbersHeadings = sections.some(
        (section) =>
          !section.isGuessed && section.heading !== undefined && isNumberedHeading(section.heading),
      )
      if (
        !isFirstSection &&
        !kind &&
        // A repeated entry label in larger type ("Highlights" under each job) stays a label.
        !isEntryLabel &&
        flat(line).toLowerCase() !== name &&
        isLayoutHeading(line, layoutHeadings, numbersHeadings)
      ) {
        sections.push({ kind: 'other', heading: flat(line), lines: [], isGuessed: true })
        continue
      }
    }
    current.lines.push(line)
  }
  return moveContactLines(
    returnDatedTail(joinSkillCards(settleGuessedKinds(sections))).map(reinterpretLanguages),
  )
}

// A heading whose first letter is set as a drop cap (or apart in larger type) reads back with a
// space after it: "B erufserfahrung", "W ORK EXPERIENCE", "F ORMATION".
const DROP_CAP = /^(\p{Lu}) (?=\p{L}{2})/u

function withoutDropCap(text: string): string {
  const trimmed = text.trim()
  return DROP_CAP.test(trimmed) ? trimmed.replace(DROP_CAP, '$1') : ''
}

const ENTRY_LABEL_SECTIONS: ReadonlySet<Section['kind']> = new Set([
  'experience',
  'education',
  'projects',
  'volunteer',
])

/** Heading words that stand on a line of their own more than once in the CV. */
function repeatedHeadings(
  lines: readonly CvLine[],
  kindOf: (text: string) => SectionKind | null,
): Set<string> {
  const counts = new Map<string, number>()
  for (const line of lines) {
    if (line.isBullet || line.cells.length !== 1 || !kindOf(line.cells[0] ?? '')) continue
    const folded = foldHeading(line.cells[0] ?? '')
    counts.set(folded, (counts.get(folded) ?? 0) + 1)
  }
  return new Set([...counts].filter(([, count]) => count >= 2).map(([folded]) => folded))
}

// A page footer with the address, phone and e-mail ("Am Wall 143 · Telefon … · a@b.de") ends up
// inside whatever section came last. Such a line is contact data, not part of that section.
const KEEPS_CONTACT_LINES: ReadonlySet<Section['kind']> = new Set([
  'header',
  'contact',
  'personal',
  'references',
])

function moveContactLines(sections: Section[]): Section[] {
  const moved: CvLine[] = []
  const kept = sections.map((section) => {
    if (KEEPS_CONTACT_LINES.has(section.kind)) return section
    const lines = section.lines.filter((line) => {
      const isFooter =
        !line.isBullet && findEmail(flat(line)) !== '' && contactRemainder(flat(line)).length <= 3
      if (isFooter) moved.push(line)
      return !isFooter
    })
    return { ...section, lines }
  })
  return moved.length > 0 ? [...kept, { kind: 'contact', lines: moved }] : kept
}

// A sidebar section set between two pages of jobs ("Languages" / "pt (Fluente)" / … then the
// next page's entries): after its own short list, lines with their dates are the jobs section's
// continuation, not languages.
const MIN_DATED_TAIL = 2

function returnDatedTail(sections: Section[]): Section[] {
  const result: Section[] = []
  for (const section of sections) {
    const dated = [...result]
      .reverse()
      .find((other) => other.kind === 'experience' || other.kind === 'education')
    if (section.kind !== 'languages' || !dated) {
      result.push(section)
      continue
    }
    const firstOther = section.lines.findIndex((line) => !isSpokenLanguageLine(line))
    const tail = firstOther > 0 ? section.lines.slice(firstOther) : []
    if (tail.filter((line) => anchorRange(line) !== null).length < MIN_DATED_TAIL) {
      result.push(section)
      continue
    }
    dated.lines.push(...tail)
    result.push({ ...section, lines: section.lines.slice(0, firstOther) })
  }
  return result
}

function isSpokenLanguageLine(line: CvLine): boolean {
  return splitItems(line.cells.join(' | ')).some((item) => {
    const name = item.split(/[\s(:–—-]/)[0] ?? ''
    return (
      isLanguageName(name) ||
      toLanguageLevel(item.slice(name.length)) !== '' ||
      isLanguageLevelText(item.replace(/[()]/g, ' ').trim())
    )
  })
}

// "Languages" over "Go, Java, SQL" is a skill group of programming languages, not spoken ones.
function reinterpretLanguages(section: Section): Section {
  if (section.kind !== 'languages' || section.lines.length === 0) return section
  const spoken = section.lines.filter((line) =>
    splitItems(line.cells.join(' | ')).some((item) => {
      const name = item.split(/[\s(:–—-]/)[0] ?? ''
      return isLanguageName(name) || toLanguageLevel(item.slice(name.length)) !== ''
    }),
  ).length
  if (spoken * 2 >= section.lines.length) return section
  const label = `${section.heading ?? 'Languages'}:`
  return {
    kind: 'skills',
    lines: [{ text: label, cells: [label], isBullet: false, indent: 0 }, ...section.lines],
  }
}

// A monogram in the largest type ("RA") stands for the name set smaller elsewhere ("Reto Ammann").
const MONOGRAM = /^\p{Lu}{1,3}$/u
const MAX_NAME_SEARCH_LINES = 80

function nameBehindMonogram(nameLine: string, lines: readonly CvLine[]): string {
  const monogram = nameLine.replace(/[\s.]/g, '')
  if (!MONOGRAM.test(monogram)) return nameLine
  for (const line of lines.slice(0, MAX_NAME_SEARCH_LINES)) {
    const name = nameIn(line.cells[0] ?? '')
    const initials = name
      .split(' ')
      .filter((word) => !NAME_PARTICLES.has(word.toLowerCase()))
      .map((word) => word[0] ?? '')
      .join('')
    if (name !== '' && initials.toUpperCase() === monogram) return line.cells[0] ?? nameLine
  }
  return nameLine
}

// The part of a heading a narrow left column holds on one line: a word or three, no digits.
const HEADING_PART = /^\p{L}[\p{L}'’&,+ -]{0,29}$/u
// A heading that stops on a joining word is not whole ("Education and").
const OPEN_HEADING_END = /(?:\s(?:and|und|et|y|e|en|i|oraz)|\s?[&,+])$/iu

function cellHeadingWrap(line: CvLine, next: CvLine): { kind: SectionKind; heading: string } | null {
  if (line.isBullet || next.isBullet || line.cells.length < 2) return null
  const first = line.cells[0] ?? ''
  const second = next.cells[0] ?? ''
  if (!HEADING_PART.test(first) || !HEADING_PART.test(second)) return null
  if (headingKind(first) && !OPEN_HEADING_END.test(first)) return null
  if (`${first} ${second}`.split(' ').length > 4) return null
  // Only a heading known as a whole phrase: "French ⇥ A2" over "EDUCATION" is a language row
  // under which the next section begins.
  const heading = `${first} ${second}`
  const kind = headingKind(heading)
  return kind && !isGuessedHeading(heading) ? { kind, heading } : null
}

function isHeadingWrap(line: CvLine, next: CvLine): boolean {
  if (line.isBullet || next.isBullet || line.cells.length > 1 || next.cells.length > 1) return false
  const first = flat(line)
  const second = flat(next)
  if (first.length + second.length > 50 || headingKind(second) || /[:：]/.test(second)) return false
  // A heading complete on its own continues only in its own capitals ("COMPÉTENCES" / "TECHNIQUES"):
  // a lower-case line under "Języki" is the first entry ("polski: ojczysty").
  if (headingKind(first) && second !== second.toUpperCase()) return false
  const isSameStyle =
    (first === first.toUpperCase() && second === second.toUpperCase()) || /^\p{Ll}/u.test(second)
  return isSameStyle && /\p{L}/u.test(second) && headingKind(`${first} ${second}`) !== null
}

function readContact(scope: readonly CvLine[], sections: readonly Section[]): Contact {
  const texts = scope.map(flat)
  // Referees' addresses are not the candidate's.
  const elsewhere = sections
    .filter(
      (section) =>
        section.kind !== 'references' &&
        section.kind !== 'header' &&
        section.kind !== 'contact' &&
        section.kind !== 'personal',
    )
    .flatMap((section) => section.lines.map(flat))
  const result: Contact = {
    email: findFirst(texts, findEmail) || findFirst(elsewhere, findEmail),
    phone: findPhone(texts) || findPhone(elsewhere.slice(0, 200)),
    links: [...findLinks(texts, true), ...findLinks(elsewhere, false)].filter(
      (link, index, all) => all.findIndex((other) => other.url === link.url) === index,
    ),
    location: '',
    address: '',
    nationality: '',
    dateOfBirth: '',
    placeOfBirth: '',
    maritalStatus: '',
    name: '',
  }
  for (const line of scope) {
    // "Wohnort: Berlin", or a table row with the label in its first cell.
    // "E-Mail: … ⇥ Telefon: … ⇥ Anschrift: …": each cell or gap-separated piece may be a labelled detail.
    const candidates = [
      ...flat(line).split(/\s[|•·]\s|\t|\s{3,}/),
      ...(line.cells.length >= 2 ? [`${line.cells[0] ?? ''}: ${line.cells.slice(1).join(' ')}`] : []),
    ]
    for (const part of candidates) {
      const detail = labelledDetail(part.trim())
      if (detail && result[detail.key] === '')
        result[detail.key] = detail.key === 'location' ? detail.value.slice(0, 120) : detail.value
    }
  }
  const fromParts = labelledNameParts(scope.map((line) => line.cells.join('\t')))
  if (fromParts !== '') result.name = fromParts
  // A labelled address or residence keeps its street out of the town: "Anschrift: Musterstraße 12,
  // 70173 Stuttgart" is a street and a place; "Adresse : 12 rue de la Paix" only a street.
  for (const key of ['address', 'location'] as const) {
    const labelled = result[key]
    if (labelled === '') continue
    result[key] = ''
    // A label column before a label ("LOCATION ⇥ Address ⇥ 454 Harmon Crescent"): the inner one says more.
    const inner = labelledDetail(labelled)
    const value = inner?.key === 'address' || inner?.key === 'location' ? inner.value : labelled
    const split = splitAddress(value)
    const isStreet = split === null && isStreetLine(value)
    const place = split?.place ?? (isStreet ? '' : placeOf(value))
    const street =
      split?.street ?? (isStreet || (place === '' && /\d/.test(value) && !isPlace(value)) ? value : '')
    result.address ||= street.slice(0, CV_LIMITS.address)
    if (street === '' || place !== '') result.location ||= place || value
  }
  const birth = splitBirth(result.dateOfBirth)
  result.dateOfBirth = birth.date
  if (result.placeOfBirth === '') result.placeOfBirth = birth.place
  return result
}

function findFirst(texts: readonly string[], find: (text: string) => string): string {
  for (const text of texts) {
    const found = find(text)
    if (found !== '') return found
  }
  return ''
}

type Person = { name: string; title: string; location: string; address: string; leftover: string[] }

function readPerson(
  header: readonly CvLine[],
  side: readonly CvLine[],
  contact: Contact,
  hints: ParseHints,
): Person {
  const person: Person = { name: '', title: '', location: '', address: '', leftover: [] }
  // "22 Baker Street, London NW1 6XE": the town after a street, in a form placeOf does not know
  // alone; a line that is only a street has none.
  const placeIn = (part: string): string =>
    streetOf(part) === part.trim() ? '' : placeOf(part) || (splitAddress(part)?.place ?? '')
  const readPlace = (fragment: string): void => {
    // "Anschrift: Musterstraße 12, 70173 Stuttgart": the label is no part of the street.
    const detail = labelledDetail(fragment)
    const part = detail?.key === 'address' || detail?.key === 'location' ? detail.value : fragment
    person.location ||= placeIn(part)
    person.address ||= streetOf(part)
  }
  // Cells of a header row are separate facts ("Name ⇥ e-mail", "Title ⇥ phone").
  const units = joinDanglingHeadline(
    header.flatMap((line) => (line.cells.length > 1 ? line.cells : [flat(line)])),
  )
  const hinted = hints.nameLine ? nameIn(hints.nameLine) || nameBeforeComma(hints.nameLine).name : ''
  person.name = hinted || nameIn(contact.name)
  let nameUnit = -1
  let headlineAfterName = ''
  for (let index = 0; index < units.length; index += 1) {
    const unit = units[index] ?? ''
    const withComma = nameBeforeComma(unit)
    const found = nameIn(unit) || nameIn(segments(unit)[0] ?? '') || withComma.name
    const matchesHint = person.name !== '' && found.toLowerCase() === person.name.toLowerCase()
    if (found !== '' && (person.name === '' || matchesHint)) {
      person.name = found
      nameUnit = index
      const rest = found === withComma.name ? withComma.rest : ''
      if (rest !== '' && (isTitleLike(rest) || isTagline(rest, units[index + 1]))) headlineAfterName = rest
      break
    }
  }
  // Most CVs open with the name; an unusual one ("Jane Doe (she/her)") is still better kept
  // than lost, and the user sees it in the builder.
  if (person.name === '') {
    const first = units.findIndex(
      (unit) =>
        unit.length <= 60 &&
        /\p{L}{2}/u.test(unit) &&
        !isContactLine(unit) &&
        !isDocumentTitle(unit) &&
        !labelledDetail(unit) &&
        !findDateRange(unit),
    )
    if (first >= 0 && first <= 1) {
      person.name = (units[first] ?? '').trim()
      nameUnit = first
    }
  }
  if (person.name === '') {
    for (const line of side.slice(0, 12)) {
      const found = nameIn(line.cells[0] ?? '')
      if (found !== '') {
        person.name = found
        break
      }
    }
  }

  // A labelled row names the job sought (Europass "Desired employment"): it is the headline.
  for (const line of [...header, ...side]) {
    if (
      line.cells.length >= 2 &&
      isDesiredJobLabel(line.cells[0] ?? '') &&
      isTitleLike(line.cells[1] ?? '')
    ) {
      person.title = line.cells[1] ?? ''
      break
    }
  }
  if (person.title === '') person.title = headlineAfterName
  // The headline is the first plain unit after the name (or the rest of the name's line).
  units.forEach((text, index) => {
    const parts = segments(text)
    if (index === nameUnit && headlineAfterName !== '') return
    // The name printed twice (a banner and a card): the headline is read under the second.
    if (nameUnit >= 0 && index === nameUnit + 1 && text.trim().toLowerCase() === person.name.toLowerCase()) {
      nameUnit = index
      return
    }
    if (index === nameUnit) {
      const rest = parts.slice(1).filter((part) => !isContactLine(part) && nameIn(part) === '')
      if (person.title === '' && rest[0] && isTitleLike(rest[0]))
        person.title = rest.length > 1 && rest.every(isTitleLike) ? rest.join(' | ') : rest[0]
      return
    }
    if (isContactLine(text) || isDocumentTitle(text) || labelledDetail(text)) {
      for (const part of contactRemainder(text)) readPlace(part)
      return
    }
    // Contact cells may stand between the name and the headline (a contact grid beside the name).
    const unitsBetween = units.slice(nameUnit + 1, index).filter((unit) => !isContactLine(unit)).length
    const isNearName = nameUnit >= 0 && index > nameUnit && unitsBetween < 4
    // A line of its own right under the name is kept as written ("Engineer · Cloud · 100% remote").
    const isLineUnderName = nameUnit >= 0 && index === nameUnit + 1 && !text.includes('\t')
    if (person.title === '' && isLineUnderName && isTagline(text, units[index + 1])) {
      person.title = text.trim()
      return
    }
    if (person.title === '' && isNearName && isTitleLike(text) && placeOf(text) === '') {
      person.title =
        parts.length > 1 && parts.every((part) => isTitleLike(part)) ? parts.join(' | ') : (parts[0] ?? text)
      return
    }
    const place = parts.map(placeIn).find((value) => value !== '')
    const street = parts.map(streetOf).find((value) => value !== '')
    if (place || street) {
      person.location ||= place ?? ''
      person.address ||= street ?? ''
      return
    }
    if (nameIn(text) === '' && text.length >= 60) person.leftover.push(text)
  })
  if (person.location === '') {
    for (const line of side) {
      if (labelledDetail(flat(line))) continue
      for (const part of contactRemainder(flat(line))) readPlace(part)
    }
  }
  return person
}

// A headline set beside the name and wrapped by the layout ("Henrik Lorenz | Geschäftsführer |" /
// "Interim Manager" / "Finanzdienstleistungen", moderncv banking): a separator left dangling at the
// end of a line says the line goes on. The next short title-like lines (no contact data, no
// place, no heading) are its continuation.
const DANGLING_SEPARATOR = /\s[|•·–—/]$/u
const MAX_HEADLINE_WRAPS = 2

function joinDanglingHeadline(units: readonly string[]): string[] {
  const result: string[] = []
  for (let index = 0; index < units.length; index += 1) {
    let unit = units[index] ?? ''
    if (DANGLING_SEPARATOR.test(unit)) {
      let wraps = 0
      while (wraps < MAX_HEADLINE_WRAPS && index + 1 < units.length) {
        const next = units[index + 1] ?? ''
        const isContinuation =
          next.length <= 40 &&
          !/\d/.test(next) &&
          !isContactLine(next) &&
          placeOf(next) === '' &&
          isTitleLike(next)
        if (!isContinuation) break
        unit = `${unit} ${next}`
        wraps += 1
        index += 1
      }
    }
    result.push(unit)
  }
  return result
}

function segments(text: string): string[] {
  return text
    .split(/\t|\s[|•·–—]\s|\s{2,}/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
}

const NAME_PARTICLES = new Set([
  'von',
  'van',
  'de',
  'der',
  'den',
  'da',
  'di',
  'del',
  'della',
  'dos',
  'das',
  'du',
  'la',
  'le',
  'ten',
  'ter',
  'zu',
  'y',
  'e',
  'bin',
  'al',
  'vom',
  "d'",
])

/** The text as a person's name, tidied (ALL CAPS -> Title Case), or '' when it is not one. */
export function nameIn(raw: string): string {
  const text = raw
    .replace(/\s+/g, ' ')
    .replace(
      /,?\s+(?:M\.?\s?Sc\.?|B\.?\s?Sc\.?|MBA|Ph\.?\s?D\.?|M\.?A\.?|B\.?A\.?|LL\.?M\.?|Dipl\.-\p{L}+\.?)$/u,
      '',
    )
    .trim()
  if (text.length < 4 || text.length > 60 || /[\d@/:|()]/.test(text)) return ''
  const words = text.split(' ')
  if (words.length < 2 || words.length > 5) return ''
  const isNameWord = (word: string): boolean =>
    NAME_PARTICLES.has(word.toLowerCase()) ||
    /^(?:Dr\.|Prof\.)$/.test(word) ||
    /^\p{Lu}[\p{L}'’.-]*$/u.test(word)
  if (!words.every(isNameWord)) return ''
  if (!words.some((word) => /^\p{Lu}\p{L}/u.test(word))) return ''
  if (
    headingKind(text) ||
    isDocumentTitle(text) ||
    roleScore(text) > 0 ||
    companyScore(text) > 1 ||
    isPlace(text)
  )
    return ''
  const isAllCaps = text === text.toUpperCase()
  return isAllCaps ? words.map(titleCase).join(' ') : text
}

function titleCase(word: string): string {
  if (NAME_PARTICLES.has(word.toLowerCase())) return word.toLowerCase()
  return word
    .toLowerCase()
    .replace(/(^|[-'’])(\p{L})/gu, (_, lead: string, letter: string) => lead + letter.toUpperCase())
}

// Not a headline: a street address or postcode ("22 Harold's Cross Road", "M14 5TQ"), a web
// address or handle, a placeholder for a photo ("[Foto]").
const NOT_A_TITLE =
  /^\d|^\p{Lu}{1,2}\d[\dA-Z]?\s?\d\p{Lu}{2}\b|https?:|www\.|\.(?:com|de|dev|io|net|org|me|eu|ch|at|fr|es|it|pt|nl|pl)\b|^@|^github|^linkedin|^\[.*\]$|^\(.*\)$/iu

// Not a headline either: what a contact block prints around the details, read before them: a
// handle ("jdoe42"), an image's file name or alt text ("profile-pic"), a network's or a contact
// field's name ("Twitter", "GitLab Jane Doe", "E-mail", "Contact me"), a labelled row ("Rijbewijs: B").
const HANDLE = /^[\p{Ll}\d._-]*\d[\p{Ll}\d._-]*$|^\p{Ll}+[-_][\p{Ll}\d_-]+$/u
const CONTACT_LABEL =
  /^(?:twitter|facebook|instagram|youtube|tiktok|mastodon|telegram|whatsapp|skype|discord|reddit|spotify|soundcloud|behance|dribbble|kaggle|codepen|gitlab|bitbucket|xing)(?:\s|$)|^(?:e-?mail|phone|telephone|tel(?:efon|éfono|efone|efoon)?|location|address|adresse|website|homepage|contact(?: me)?|contacto|contáctame|contactez-moi|kontakt|contatti|contatto|contato|contacteer me|kontakt ze mną)$/iu
const LABELLED_ROW = /^\p{L}[\p{L} .-]{0,24}:\s/u
// The text a template's photo box holds when no photo is set ("Foto", "Bild", "Photo", "Zdjęcie").
const PHOTO_BOX =
  /^[[(]?\s*(?:(?:bewerbungs|pass|profil)?(?:foto|bild)|lichtbild|photo(?: d['’]identité)?|profile (?:photo|picture)|picture|fotograf[ií]a|zdj[eę]cie|pasfoto)\s*[\])]?:?$/iu

function isTitleLike(text: string): boolean {
  // "Engineer @Acme" names the employer; an e-mail address is contact data.
  if (
    text.length > 90 ||
    text.split(' ').length > 12 ||
    /[.!?]$/.test(text) ||
    /\S@\S*\.\S|@\S*\.\p{L}{2,}/u.test(text)
  )
    return false
  if (NOT_A_TITLE.test(text.trim())) return false
  if (
    HANDLE.test(text.trim()) ||
    CONTACT_LABEL.test(text.trim()) ||
    LABELLED_ROW.test(text.trim()) ||
    PHOTO_BOX.test(text.trim())
  )
    return false
  if (
    headingKind(text) ||
    findDateRange(text) ||
    isPlace(text) ||
    isDocumentTitle(text) ||
    isStreetLine(text)
  )
    return false
  return /\p{L}{2,}/u.test(text)
}

// "Jane Doe, Data Engineer with 6 years of experience": the name and the headline on one line.
// "Anna Schmidt, PhD" is a name with its degree, and "Schmidt, Anna" a name in list order: no headline.
const DEGREE_AFTER_NAME =
  /^(?:M\.?\s?Sc|B\.?\s?Sc|MBA|Ph\.?\s?D|M\.?A|B\.?A|LL\.?M|M\.?D|Dr|Dipl|Mag|Ing|Jr|Sr|I{2,3})\b\.?/iu

function nameBeforeComma(text: string): { name: string; rest: string } {
  const match = /^([^,\t]{4,60}),\s+([^\t]+)$/u.exec(text.trim())
  const rest = (match?.[2] ?? '').trim()
  const name = match && /^\p{L}/u.test(rest) && !DEGREE_AFTER_NAME.test(rest) ? nameIn(match[1] ?? '') : ''
  return name === '' ? { name: '', rest: '' } : { name, rest }
}

// A headline written as a tagline ("Full Stack Developer with 5 years of experience in …",
// "Backend Developer | APIs · Cloud | AI in production"): longer than a job title, but a line of
// its own right under the name, not the first line of a paragraph (the next line does not go on
// in lower case, the line does not break off at a comma or hyphen) and at most two sentences.
const MAX_TAGLINE_CHARS = 200
const MAX_TAGLINE_WORDS = 30

function isTagline(text: string, next: string | undefined): boolean {
  const line = text.trim()
  if (line.length > MAX_TAGLINE_CHARS || line.split(/\s+/).length > MAX_TAGLINE_WORDS) return false
  if ((line.match(/[.!?](?:\s|$)/g) ?? []).length > 2 || /[,;:–-]$/u.test(line)) return false
  // A next line in lower case goes on with the text; a lone token ("profile-pic") does not.
  if (next !== undefined && /^\p{Ll}\S*\s/u.test(next.trim())) return false
  if (/\S@\S*\.\S|@\S*\.\p{L}{2,}/u.test(line) || NOT_A_TITLE.test(line) || HANDLE.test(line)) return false
  if (CONTACT_LABEL.test(line) || LABELLED_ROW.test(line) || PHOTO_BOX.test(line) || isContactLine(line))
    return false
  if (
    headingKind(line) ||
    findDateRange(line) ||
    isPlace(line) ||
    isDocumentTitle(line) ||
    placeOf(line) !== '' ||
    isStreetLine(line)
  )
    return false
  // "Web Developer | Berlin | jane@example.com": a place or contact part makes it no headline as a whole.
  if (segments(line).some((part) => isPlace(part) || placeOf(part) !== '' || isContactLine(part)))
    return false
  return /\p{L}{2,}/u.test(line)
}

/** With no headline under the name, the latest job's title is what the person does. */
function latestJobTitle(jobs: ReadonlyArray<{ title: string; startDate: string; current: boolean }>): string {
  const dated = jobs.filter((job) => job.title !== '')
  const latest = [...dated].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.startDate.localeCompare(a.startDate),
  )[0]
  return latest && isTitleLike(latest.title) ? latest.title : ''
}

function readSummary(lines: readonly CvLine[], leftover: readonly string[]): string {
  const texts =
    lines.length > 0 ? lines.map((line) => (line.isBullet ? `• ${flat(line)}` : flat(line))) : leftover
  let summary = ''
  for (const text of texts) {
    if (summary === '') summary = text
    // A wrapped sentence continues with a space; a finished one starts a new paragraph.
    else summary += /[.!?:]$/.test(summary) || text.startsWith('• ') ? `\n${text}` : ` ${text}`
  }
  return summary
}

function skillGroups(
  groups: readonly ParsedSkillGroup[],
): Array<{ category: string; items: ParsedSkillGroup['items'] }> {
  return groups.map((group) => ({ category: group.category, items: group.items }))
}

function mergeLanguages(...lists: ParsedLanguage[][]): ParsedLanguage[] {
  const merged: ParsedLanguage[] = []
  for (const language of lists.flat()) {
    const existing = merged.find((other) => other.name.toLowerCase() === language.name.toLowerCase())
    if (!existing) merged.push({ ...language })
    else if (existing.level === '') existing.level = language.level
  }
  return merged
}
