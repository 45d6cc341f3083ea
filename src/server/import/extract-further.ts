import type {
  CvAward,
  CvCourse,
  CvCustomEntry,
  CvPublication,
  CvReference,
  CvVolunteer,
} from '#shared/cv/cv.schema'
import { findDateRange, isDateOnly } from '#server/text/dates'
import { foldHeading } from '#server/text/headings'
import { flat, type CvLine } from '#server/text/lines'
import { findEmail, findPhone } from './extract-contact'
import { extractExperience } from './extract-experience'
import { cleanFragment, commaParts, fragmentsOf, joinBody, withoutRangeAndNote } from './header-fields'
import { anchorRange, isHeaderLike, segmentEntries, type EntryBlock } from './segment-entries'

// The further sections (issue 29): awards, publications, volunteering, courses, references, and
// whatever else a CV holds under a heading of its own (a custom section the review shows). Each
// reader keeps every line it is given somewhere in its entries: nothing under a heading is dropped.

export type ParsedAward = Omit<CvAward, 'id'>
export type ParsedPublication = Omit<CvPublication, 'id'>
export type ParsedVolunteer = Omit<CvVolunteer, 'id'>
export type ParsedCourse = Omit<CvCourse, 'id'>
export type ParsedReference = Omit<CvReference, 'id'>
export type ParsedCustomEntry = Omit<CvCustomEntry, 'id'>

/** An entry's head (its fragments), dates and body, for the readers below. */
type Entry = { parts: string[]; start: string; end: string; current: boolean; bullets: string[]; description: string }

function entriesOf(lines: readonly CvLine[]): Entry[] {
  // A section of short lines without date ranges ("Führerschein Klasse B", "Erste Hilfe 2019") is
  // a list: one entry per line, its date (if any) read from it.
  const isList =
    lines.length > 0 &&
    lines.every((line) => {
      const range = isHeaderLike(line) ? anchorRange(line) : undefined
      return range === null || (range !== undefined && range.end === '' && !range.current)
    })
  const blocks: EntryBlock[] = isList
    ? lines.map((line) => ({ before: [], anchor: line, range: findDateRange(flat(line)), after: [] }))
    : segmentEntries(lines)
  const entries = blocks.map((block): Entry => {
    const head = block.before.map((line) => line.cells.join('\t'))
    const anchor = block.anchor ? withoutRangeAndNote(block.anchor, block.range) : null
    if (anchor) head.push(anchor.text)
    let after = block.after
    // A date alone on its line ("03/2023 – heute" over "Fachwirt, IHK Köln", as a PDF's narrow
    // date column wraps): the line under it is the entry's head, not its description.
    const next = after[0]
    if (head.every((text) => text.trim() === '') && next && !next.isBullet && isHeaderLike(next)) {
      head.push(next.cells.join('\t'))
      after = after.slice(1)
    }
    const fragments = fragmentsOf(
      head.map((text, line) => ({ text, line })),
      false,
    ).map((fragment) => fragment.text)
    const body = joinBody(after)
    return {
      // No empty part: an entry with no head is named by its text (a reader's `parts[0] ?? …`).
      parts: (fragments.length === 1 ? byComma(fragments[0] ?? '') : fragments).filter((part) => part !== ''),
      start: block.range?.start ?? '',
      end: block.range?.end ?? '',
      current: block.range?.current ?? false,
      bullets: body.bullets,
      // "03/2023 – heute (berufsbegleitend)": the note says how, it is kept with the entry's text.
      description: [anchor?.note ?? '', body.description].filter((part) => part !== '').join('\n'),
    }
  })
  // Lines before the first entry (an introduction under the heading) belong to it, not to nobody.
  const first = blocks[0]
  const firstLine = first ? (first.before[0] ?? first.anchor) : null
  const leading = firstLine ? lines.slice(0, lines.indexOf(firstLine)) : [...lines]
  const intro = leading.map(flat).filter((text) => text !== '')
  if (intro.length > 0) {
    if (entries[0]) entries[0].description = [...intro, entries[0].description].filter(Boolean).join('\n')
    else entries.push({ parts: [intro[0] ?? ''], start: '', end: '', current: false, bullets: [], description: intro.slice(1).join('\n') })
  }
  return entries.filter((entry) => entry.parts.length > 0 || entry.description !== '' || entry.bullets.length > 0)
}

// "Preis für gute Lehre, Universität Musterstadt": what, then who gave it. Only a plain two-part
// line is cut; a longer comma list is one text.
function byComma(text: string): string[] {
  const parts = commaParts(text)
  return parts.length === 2 && /^\p{Lu}/u.test(parts[1] ?? '') && (parts[1] ?? '').split(' ').length <= 6
    ? parts.map(cleanFragment)
    : [text]
}

const bodyText = (entry: Entry, from = 1): string =>
  [entry.parts.slice(from).join(' – '), entry.description, ...entry.bullets].filter((part) => part !== '').join('\n')
const dateOf = (entry: Entry): string => entry.end || entry.start

export function extractAwards(lines: readonly CvLine[]): ParsedAward[] {
  return entriesOf(lines).map((entry) => ({
    title: entry.parts[0] ?? entry.description,
    awarder: entry.parts[1] ?? '',
    date: dateOf(entry),
    summary: [entry.parts.slice(2).join(' – '), entry.description, ...entry.bullets]
      .filter((part) => part !== '' && part !== entry.parts[0])
      .join('\n'),
  }))
}

const URL_PATTERN = /\bhttps?:\/\/\S+|\bdoi:\s?\S+|\b10\.\d{4,}\/\S+/i
const YEAR = /\b(?:19|20)\d{2}\b/

/**
 * Publications and talks: a citation is often one long sentence ("Doe, J. (2021). Title. Journal.")
 * that no entry head looks like, so each item (a list item, or a line with its lower-case
 * continuations) is one publication, its year and link read out of it.
 */
export function extractPublications(lines: readonly CvLine[]): ParsedPublication[] {
  const items: string[] = []
  for (const line of lines) {
    const text = line.cells.join('\t').trim()
    if (text === '') continue
    const previous = items[items.length - 1]
    const continues = previous !== undefined && !line.isBullet && (/^[\p{Ll}(]/u.test(text) || /[,:;-]$/.test(previous))
    if (continues) items[items.length - 1] = `${previous} ${text}`
    else items.push(text)
  }
  return items.map((item) => {
    const url = URL_PATTERN.exec(item)?.[0] ?? ''
    const range = findDateRange(item)
    const date = range ? range.end || range.start : (YEAR.exec(item)?.[0] ?? '')
    const text = item.replace(url, '').replace(/\s+/g, ' ').trim()
    // A citation stays whole; only a title set apart from its venue by a tab or a dash is cut.
    const parts = item
      .replace(url, '')
      .split(/\t|\s[|–—]\s/)
      .map(cleanFragment)
      .filter((part) => part !== '' && !isDateOnly(part))
    const isCut = parts.length >= 2
    return {
      name: isCut ? (parts[0] ?? text) : text.replace(/[\s,;:–—-]+$/u, ''),
      publisher: isCut ? (parts[1] ?? '') : '',
      date,
      url,
      summary: isCut ? parts.slice(2).join(' – ') : '',
    }
  })
}

/** Volunteering reads like jobs: role, organisation, place, dates, bullets. */
export function extractVolunteering(lines: readonly CvLine[]): ParsedVolunteer[] {
  const isDated = lines.some((line) => anchorRange(line) !== null)
  const read = (isDated ? extractExperience(lines) : []).map((job) => ({
    role: job.title,
    organization: job.company,
    location: job.location,
    url: '',
    startDate: job.startDate,
    endDate: job.endDate,
    current: job.current,
    summary: job.description,
    bullets: job.bullets,
  }))
  if (read.length > 0) return read
  // Undated lines ("Trainer der D-Jugend, TSV Musterstadt"): one engagement each.
  return entriesOf(lines).map((entry) => ({
    role: entry.parts[0] ?? '',
    organization: entry.parts[1] ?? '',
    location: '',
    url: '',
    startDate: entry.start,
    endDate: entry.end,
    current: entry.current,
    summary: [entry.parts.slice(2).join(' – '), entry.description].filter((part) => part !== '').join('\n'),
    bullets: entry.bullets,
  }))
}

export function extractCourses(lines: readonly CvLine[]): ParsedCourse[] {
  return entriesOf(lines).map((entry) => ({
    name: entry.parts[0] ?? entry.description,
    institution: entry.parts[1] ?? '',
    // A single date is when the course was done: its end.
    startDate: entry.end !== '' || entry.current ? entry.start : '',
    endDate: entry.current ? '' : entry.end || entry.start,
    description: bodyText(entry, 2),
  }))
}

// "References available on request", "Referenzen auf Anfrage", "Références sur demande" …
const ON_REQUEST =
  /\b(?:on request|upon request|available (?:on|upon)|auf anfrage|auf nachfrage|sur demande|a petici[oó]n|bajo petici[oó]n|a pedido|mediante (?:pedido|solicita[cç][aã]o)|su richiesta|op aanvraag|op verzoek|na (?:życzenie|zyczenie|prośbę|prosbe))\b/iu

export type ParsedReferences = { references: ParsedReference[]; onRequest: boolean }

/** Referees: a name, then their position and how to reach them; or "available on request". */
export function extractReferences(lines: readonly CvLine[], heading = ''): ParsedReferences {
  const onRequest = ON_REQUEST.test(foldHeading(heading)) || lines.some((line) => ON_REQUEST.test(flat(line)))
  const kept = lines.filter((line) => !ON_REQUEST.test(flat(line)))
  const references: ParsedReference[] = []
  let current: ParsedReference | null = null
  for (const line of kept) {
    const text = flat(line)
    if (text === '') continue
    const isContact = findEmail(text) !== '' || findPhone([text]) !== ''
    if (current && isContact) {
      current.contact = [current.contact, text].filter(Boolean).join(', ')
      continue
    }
    // A new referee starts with a short line after the previous one's contact (or at the start).
    const startsNew = !current || (current.contact !== '' && isHeaderLike(line))
    if (startsNew) {
      const [name = '', ...rest] = text.split(/\s[–—-]\s|\t|,\s/)
      current = { name: name.trim(), position: rest.join(', ').trim(), contact: '', reference: '' }
      references.push(current)
    } else if (current) {
      if (current.position === '' && isHeaderLike(line) && text.length <= 120) current.position = text
      else current.reference = [current.reference, text].filter(Boolean).join('\n')
    }
  }
  return { references, onRequest }
}

/** Whatever a section the builder has no place for holds, as entries of a custom section. */
export function extractCustomEntries(lines: readonly CvLine[]): ParsedCustomEntry[] {
  return entriesOf(lines).map((entry) => {
    // "Führerschein: Klasse B": the label is the entry, the value its description.
    const labelled = entry.parts.length === 1 ? /^([^:：]{1,60})[:：]\s*(.+)$/u.exec(entry.parts[0] ?? '') : null
    return {
      title: labelled?.[1]?.trim() ?? entry.parts[0] ?? '',
      subtitle: labelled ? '' : (entry.parts[1] ?? ''),
      location: '',
      startDate: entry.start,
      endDate: entry.current ? '' : entry.end,
      description: [labelled?.[2]?.trim() ?? '', labelled ? '' : entry.parts.slice(2).join(' – '), entry.description]
        .filter((part) => part !== '')
        .join('\n'),
      bullets: entry.bullets,
    }
  })
}
