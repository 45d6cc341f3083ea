import { AT_WORDS, companyScore, isPlace, roleScore } from '#server/text/cv-lexicon'
import {
  cleanFragment,
  commaParts,
  fragmentsOf,
  joinBody,
  looksLikePlaceName,
  splitTrailingPlace,
  withoutRangeAndNote,
  type Fragment,
} from './header-fields'
import { readProseHead } from './prose-entry'
import { isHeaderLike, segmentEntries, type EntryBlock } from './segment-entries'
import { entryLabelOf } from '#server/text/entry-labels'
import { headingKind } from '#server/text/headings'
import { findDateRange } from '#server/text/dates'
import { legalFormAlternation } from '#server/text/legal-forms'
import { flat, type CvLine } from '#server/text/lines'

export type ParsedExperience = {
  title: string
  company: string
  location: string
  startDate: string
  endDate: string
  current: boolean
  bullets: string[]
  description: string
}

const MAX_CONTINUATION_LINES = 2
const MAX_CONTINUATION_WORDS = 8
const LINK_ONLY = /^(?:https?:\/\/|www\.)\S+$/i

export function extractExperience(lines: readonly CvLine[]): ParsedExperience[] {
  const blocks = segmentEntries(lines)
  // A CV that dates every job by years alone writes a job within one year as that year. Its other
  // jobs show the habit (a range of years); a lone year with nothing beside it stays incomplete.
  const byYear = (block: EntryBlock): boolean => block.range !== null && /^\d{4}$/.test(block.range.start)
  const isDatedByYears =
    blocks.every((block) => block.range === null || byYear(block)) &&
    blocks.some((block) => byYear(block) && (block.range?.end !== '' || block.range.current))
  const entries = blocks.map((block) => {
    const entry = readEntry(block)
    return isDatedByYears && entry.endDate === '' ? { ...entry, endDate: yearAlone(block) } : entry
  })
  // "Acme University" / "(2012 - 2013) - Tutor" / "(2011 - 2011) - Research assistant": roles
  // whose date lines follow each other with nothing between are held under the employer named
  // above the first of them.
  let isHeldUnder = false
  entries.forEach((entry, index) => {
    const previous = entries[index - 1]
    const block = blocks[index]
    const isGrouped =
      index > 0 &&
      (isHeldUnder || (blocks[index - 1]?.before.length ?? 0) > 0) &&
      block?.before.length === 0 &&
      blocks[index - 1]?.after.length === 0
    isHeldUnder =
      isGrouped &&
      previous !== undefined &&
      entry.company === '' &&
      entry.title !== '' &&
      previous.company !== ''
    if (isHeldUnder && previous)
      entries[index] = { ...entry, company: previous.company, location: entry.location || previous.location }
  })
  return withCommaShape(entries).filter((entry) => entry.title !== '' || entry.company !== '')
}

const MIN_SHAPED_ENTRIES = 2
const MAX_NAME_WORDS = 5

/**
 * "Penningmeester, Zeus WPI" among "Firmware engineer, Sensolus" and "Student job, Ghent
 * University": where the section's other entries read "Title, Employer", an entry left as one
 * title with one comma is the same shape, when its second part names no role of its own.
 */
function withCommaShape(entries: ParsedExperience[]): ParsedExperience[] {
  const shaped = entries.filter((entry) => entry.title !== '' && entry.company !== '').length
  if (shaped < MIN_SHAPED_ENTRIES) return entries
  return entries.map((entry) => {
    const parts = entry.title.split(', ')
    const [title = '', company = ''] = parts
    const isShape =
      entry.company === '' &&
      parts.length === 2 &&
      roleScore(company) === 0 &&
      /^\p{Lu}/u.test(company) &&
      parts.every((part) => part.split(' ').length <= MAX_NAME_WORDS)
    return isShape ? { ...entry, title, company } : entry
  })
}

function readEntry(entryBlock: EntryBlock): ParsedExperience {
  const block = withDescriptionCellMoved(withWrappedSentencesMoved(entryBlock))
  const header = [...block.before.map((line) => line.cells.join('\t'))]
  const anchor = block.anchor ? withoutRangeAndNote(block.anchor, block.range) : null
  if (anchor) header.push(anchor.text)
  // A job written as a sentence ("Worked at Acme in Barcelona as a backend developer").
  const prose = readProseHead(header.join(' ').replace(/\t/g, ' '))
  if (prose) {
    const body = joinBody(block.after)
    return {
      ...prose,
      startDate: block.range?.start ?? '',
      endDate: block.range?.end ?? '',
      current: block.range?.current ?? false,
      bullets: body.bullets,
      description: body.description,
    }
  }
  let fragments = headFragments(header).filter(
    (fragment) => !PLACEHOLDER.test(fragment.text) && !SHORT_DURATION.test(fragment.text),
  )
  let consumed = 0
  // Header continued after the date line ("03/2019 – heute" / "Senior Engineer" / "Acme GmbH, Berlin").
  while (consumed < MAX_CONTINUATION_LINES && needsMore(fragments)) {
    const next = block.after[consumed]
    // The employer's web address under its name: part of the head, not a field.
    if (next && LINK_ONLY.test(flat(next)) && consumed + 1 < block.after.length) {
      consumed += 1
      continue
    }
    if (!next || !isContinuation(next)) break
    fragments = [
      ...fragments,
      ...fragmentsOf([{ text: next.cells.join('\t'), line: header.length + consumed }]),
    ]
    consumed += 1
  }
  const headTexts = [...header, ...block.after.slice(0, consumed).map((line) => line.cells.join('\t'))]
  const fields = withSlashedRoles(
    loneNameAsTitle(joinedRoles(assignRoleAndEmployer(fragments), headTexts), fragments),
    headTexts,
  )
  const body = joinBody(block.after.slice(consumed))
  return {
    ...fields,
    startDate: block.range?.start ?? '',
    endDate: block.range?.end ?? '',
    current: block.range?.current ?? false,
    bullets: body.bullets,
    // "04/2019 – heute (Teilzeit)": the note after the dates is about the job, kept in its text.
    description: [anchor?.note ?? '', body.description].filter((part) => part !== '').join('\n'),
  }
}

// "Team Lead IT / SysOps / DevOps", "Senior Developer / Team Lead": roles after the title joined
// by slashes are one title; a part that is the employer or a place is not one of them.
const SLASHED_PARTS = /^((?:\s\/\s[^/|•·–—\t,]+?)+)(?=\s*(?:$|[,|•·–—\t]|\s-\s))/u

function withSlashedRoles<Fields extends { title: string; company: string; location: string }>(
  fields: Fields,
  texts: readonly string[],
): Fields {
  const { title, company, location } = fields
  if (title === '') return fields
  for (const text of texts) {
    const at = text.indexOf(title)
    if (at < 0) continue
    const found = SLASHED_PARTS.exec(text.slice(at + title.length))
    if (!found?.[1]) continue
    const parts = found[1]
      .split(' / ')
      .map((part) => part.trim())
      .filter((part) => part !== '')
    const areRoles = parts.every(
      (part) =>
        part !== company &&
        part !== location &&
        !isPlace(part) &&
        (companyScore(part) < 2 || companyScore(part) <= roleScore(part)),
    )
    return areRoles ? { ...fields, title: `${title}${found[1].replace(/\s+$/u, '')}` } : fields
  }
  return fields
}

const LEGAL_FORM = new RegExp(`(?:^|[\\s,(])(?:${legalFormAlternation({ loose: true })})(?=$|[\\s,)])`, 'u')

/**
 * "Software Engineering PMTS" / "Nov 2021 – present": a job named by one name alone is named by
 * its role (CVs leave out the employer far more often than the role), unless a legal form says
 * it is a firm ("Nordwind GmbH").
 */
function loneNameAsTitle<Fields extends { title: string; company: string }>(
  fields: Fields,
  fragments: readonly Fragment[],
): Fields {
  const only = fragments.length === 1 ? fragments[0] : undefined
  if (
    !only ||
    only.explicit ||
    fields.title !== '' ||
    fields.company !== only.text ||
    LEGAL_FORM.test(only.text)
  )
    return fields
  return { ...fields, title: fields.company, company: '' }
}

// "Senior System Analyst, .NET Software Developer", "Team Lead – Systems Engineer": two roles
// joined on one line are one title; the second names no employer.
const ROLE_JOINER = String.raw`\s*(?:[,/|·•–—-]|\s)\s*`
// "Bergmann & Partner Unternehmensberatung", "Ernst & Young": names joined by an ampersand are a
// firm's name, even when one of them is also a role word ("Partner").
const NAMES_JOINED = /\p{Lu}[\p{L}.'-]*\s*&\s*\p{Lu}/u

// "Web Developer, Freelance": working for oneself is where the job was done, the employer's place.
const SELF_EMPLOYED =
  /^(?:freelance|freelancer|self-employed|selbstst[äa]ndig|freiberuflich|ind[ée]pendante?|auto-?entrepreneur|aut[óo]nom[oa]|libero professionista|aut[ôo]nomo|zzp(?:'er)?|zelfstandige|samozatrudnienie|własna działalność(?: gospodarcza)?)$/iu

function joinedRoles<Fields extends { title: string; company: string }>(
  fields: Fields,
  texts: readonly string[],
): Fields {
  const { title, company } = fields
  if (title === '' || company === '') return fields
  const role = roleScore(company)
  if (role < 2 || role < companyScore(company) || SELF_EMPLOYED.test(company) || NAMES_JOINED.test(company))
    return fields
  const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = new RegExp(
    `${escape(title)}${ROLE_JOINER}${escape(company)}|${escape(company)}${ROLE_JOINER}${escape(title)}`,
    'u',
  )
  for (const text of texts) {
    const found = pattern.exec(text.replace(/\t/g, ' '))
    if (found) return { ...fields, title: found[0], company: '' }
  }
  return fields
}

// "2021 ⇥ Student job, Acme": a year alone, with no dash or "since" beside it, dates a job that
// began and ended within that year (in a CV that dates by years; elsewhere it is incomplete).
const OPEN_RANGE = /(?:since|seit|ab|depuis|desde|dal|da|desde|sinds|vanaf|od|from|von|de)\s*$/iu

function yearAlone(block: EntryBlock): string {
  const range = block.range
  if (!range || !block.anchor || range.current || range.end !== '' || !/^\d{4}$/.test(range.start)) return ''
  const text = flat(block.anchor)
  const after = text.slice(range.index + range.length)
  const before = text.slice(0, range.index)
  return /^\s*[–—-]/u.test(after) || OPEN_RANGE.test(before) ? '' : range.start
}

function needsMore(fragments: readonly Fragment[]): boolean {
  const fields = assignRoleAndEmployer(fragments)
  return fields.title === '' || fields.company === ''
}

// "Jan, 2024 - Jan, 2024 ⇥ 1 day": a length in days or weeks printed beside the dates is part of
// them (header-fields.ts takes years and months off the range already).
const SHORT_DURATION =
  /^\(?\d+\s*(?:days?|weeks?|tage?n?|wochen?|jours?|semaines?|d[ií]as?|semanas?|giorn[oi]|settiman[ae]|dag(?:en)?|weken|week|dni|dzie[nń]|tygodni(?:e)?)\)?$/iu
const PLACEHOLDER = /^(?:invalid date|undefined|null|nan)(?:\s|$)|\[object object\]/iu

// Words a sentence goes on after and a name never ends with: a line ending in one is a sentence
// wrapped onto the next line ("Desarrollé aplicaciones de IA, enfocándome en la integración de").
// prettier-ignore
const FUNCTION_WORDS = new Set([
  'a', 'an', 'the', 'of', 'with', 'and', 'to', 'for', 'in', 'on', 'by', 'from',
  'und', 'mit', 'für', 'von', 'der', 'die', 'das', 'zur', 'zum', 'im', 'bei',
  'de', 'des', 'du', 'la', 'le', 'les', 'et', 'avec', 'pour', 'en', 'dans', 'sur', 'au', 'aux',
  'y', 'con', 'para', 'el', 'los', 'las', 'del', 'al', 'por',
  'e', 'di', 'per', 'il', 'dei', 'delle', 'della', 'nel', 'nella',
  'com', 'do', 'da', 'dos', 'das', 'em', 'no', 'na', 'o', 'os', 'as',
  'van', 'met', 'voor', 'het', 'een', 'op', 'bij',
  'z', 'w', 'i', 'oraz', 'dla', 'na', 'do',
])
const MIN_SENTENCE_WORDS = 4

/** A line of a sentence that goes on after it: many words, the last one a function word. */
function isWrappedSentence(text: string): boolean {
  const words = text.trim().split(/\s+/)
  return (
    words.length >= MIN_SENTENCE_WORDS && FUNCTION_WORDS.has((words[words.length - 1] ?? '').toLowerCase())
  )
}

// "Full Stack Developer - CRM migration at Acme Labs", "Team Lead · Fullstack at TV Nord — News":
// with "at" between them, everything before it is the title and everything after it the employer,
// dashes and dots included.
const AT_SPLIT = new RegExp(
  `^(.+?)\\s+(?:${AT_WORDS.filter((word) => word.length > 1).join('|')})\\s+(.+)$`,
  'iu',
)
const INNER_SEPARATOR = /\s[|•·–—/-]\s/u

function headFragments(header: readonly string[]): Fragment[] {
  return header.flatMap((text, line) =>
    text.split('\t').flatMap((cell): Fragment[] => {
      const at = AT_SPLIT.exec(cleanFragment(cell))
      const [title, employer] = [at?.[1] ?? '', at?.[2] ?? '']
      if (!at || !INNER_SEPARATOR.test(cell)) return fragmentsOf([{ text: cell, line }])
      // "Acme - Paris, France": a known town after a dash is the employer's place.
      const dashed = employer.split(/\s[–—-]\s/u)
      const town = dashed.length >= 2 ? (dashed[dashed.length - 1] ?? '') : ''
      const isTown = town !== '' && (isPlace(town) || isPlace(splitTrailingPlace(town, () => true).main))
      const { main, place } = isTown
        ? { main: dashed.slice(0, -1).join(' - '), place: town }
        : splitTrailingPlace(employer, () => true)
      if (main === '' || isPlace(main)) return fragmentsOf([{ text: cell, line }])
      return [
        { text: cleanFragment(title), line, explicit: 'title' },
        { text: cleanFragment(main), line, explicit: 'company' },
        ...(place !== '' ? [{ text: place, line }] : []),
      ]
    }),
  )
}

/** A sentence wrapped above the dates ("Title:" / "Built tools for the integration of" / dates) is description. */
function withWrappedSentencesMoved(block: EntryBlock): EntryBlock {
  const sentences = block.before.filter((line) => isWrappedSentence(flat(line)))
  if (sentences.length === 0) return block
  return {
    ...block,
    before: block.before.filter((line) => !sentences.includes(line)),
    after: [...sentences, ...block.after],
  }
}

/**
 * "Frontend Lead ⇥ 2019-10 - 2023-01 ⇥ Led the development of web platforms" / "with a focus on
 * …": a last cell beside the dates that starts a sentence wrapped onto the next line is the
 * description's start, not part of the head.
 */
function withDescriptionCellMoved(block: EntryBlock): EntryBlock {
  const anchor = block.anchor
  if (!anchor || anchor.cells.length < 3) return block
  const last = (anchor.cells[anchor.cells.length - 1] ?? '').trim()
  const next = block.after[0]
  const goesOn =
    isWrappedSentence(last) || (next !== undefined && !next.isBullet && /^\p{Ll}/u.test(flat(next)))
  if (last.split(/\s+/).length < MIN_SENTENCE_WORDS || !goesOn || findDateRange(last) !== null) return block
  const cells = anchor.cells.slice(0, -1)
  const moved: CvLine = { ...anchor, text: last, cells: [last], isBullet: false }
  return { ...block, anchor: { ...anchor, cells, text: cells.join('\t') }, after: [moved, ...block.after] }
}

function isContinuation(line: CvLine): boolean {
  if (!isHeaderLike(line)) return false
  // "Tech Coach:" over the job's description: the head introduces it with a colon; a label
  // ("Responsibilities:", "Aufgaben:") or a heading word does not name the job.
  const raw = flat(line)
  const isIntroducingHead =
    /[^:]:$/.test(raw) && entryLabelOf(raw) === null && headingKind(raw.slice(0, -1)) === null
  const text = isIntroducingHead ? raw.slice(0, -1).trimEnd() : raw
  if (text.length > 80 || /[.!:…]$/.test(text) || isWrappedSentence(text)) return false
  // A long line mostly in lower case is the description's first sentence, not a head.
  const allWords = text.split(' ')
  const lowerWords = allWords.filter((word) => /^\p{Ll}/u.test(word)).length
  if (allWords.length > MAX_CONTINUATION_WORDS && lowerWords * 2 > allWords.length) return false
  // A label over the entry's items ("Highlights", "Description…") or a template's placeholder for
  // a missing value ("Invalid date", "undefined") names neither the job nor the employer.
  if (headingKind(text) !== null || entryLabelOf(`${text}:`) !== null || PLACEHOLDER.test(text)) return false
  if (roleScore(text) >= 2 || companyScore(text) >= 2 || isPlace(text)) return true
  // "Casa di Cura Villa Pia, Torino": a name followed by a known town is the employer's line.
  const { main, place } = splitTrailingPlace(text, () => true)
  if (place !== '' && isPlace(place) && main.split(' ').length <= 8 && /^\p{Lu}/u.test(main)) return true
  // A bullet whose marker was lost reads like a sentence (often with figures); a name is a few
  // capitalised words.
  if (/\b\d{3,}\b|%/.test(text)) return false
  const words = text.split(' ').filter((word) => /\p{L}/u.test(word))
  const capitalised = words.filter((word) => /^[\p{Lu}\d]/u.test(word)).length
  return words.length <= 5 && capitalised / Math.max(1, words.length) >= 0.75
}

type Candidate = { text: string; line: number; lean: number }

/**
 * Title, employer and place from header fragments. Words decide first (role words, legal forms,
 * known places); what they leave open is decided by position the way CVs are written:
 * "Title, Employer, Place", "Employer – Place" then "Title", "Title" then "Employer".
 */
export function assignRoleAndEmployer(
  fragments: readonly Fragment[],
): Pick<ParsedExperience, 'title' | 'company' | 'location'> {
  let title = ''
  let company = ''
  let location = ''
  let companyLine = -1
  let open: Candidate[] = []
  // Names a place was split off ("Rosmalen" of "Rosmalen, Netherlands").
  const beforePlace = new Map<string, string>()
  for (const fragment of fragments) {
    if (fragment.explicit === 'title') {
      title ||= fragment.text
      continue
    }
    const { main, place } = splitTrailingPlace(fragment.text)
    // "Lyon, France": a known town with its country is the place as a whole.
    if (place !== '' && location === '' && isPlace(main)) {
      location = fragment.text
      continue
    }
    if (place !== '' && location === '') location = place
    if (place !== '' && main !== '') beforePlace.set(main, place)
    if (main === '') continue
    if (fragment.explicit === 'company') {
      company ||= main
      companyLine = fragment.line
    } else if (isPlace(main)) location ||= main
    else open.push({ text: main, line: fragment.line, lean: roleScore(main) - companyScore(main) })
  }
  // "Senior Engineer, Acme GmbH" is one fragment until its comma is read as a separator.
  if (open.length === 1 && title === '' && company === '') {
    const only = open[0] as Candidate
    const parts = commaParts(only.text)
      .map(cleanFragment)
      .filter((part) => part !== '')
    if (parts.length === 3 && location === '' && looksLikePlaceName(parts[2] ?? ''))
      location = parts.pop() ?? ''
    if (
      parts.length >= 2 &&
      parts.length <= 3 &&
      parts.some((part) => roleScore(part) > 0 || companyScore(part) > 0)
    ) {
      open = parts.map((text) => ({ text, line: only.line, lean: roleScore(text) - companyScore(text) }))
    }
  }
  if (title === '') {
    const best = open.reduce<Candidate | null>(
      (found, item) => (item.lean > 0 && (!found || item.lean > found.lean) ? item : found),
      null,
    )
    if (best) title = best.text
  }
  if (company === '') {
    const best = open.reduce<Candidate | null>(
      (found, item) =>
        item.text !== title && item.lean < 0 && (!found || item.lean < found.lean) ? item : found,
      null,
    )
    if (best) {
      company = best.text
      companyLine = best.line
    }
  }
  // "Orange" / "Software developer": where no word leans either way, the part with a role word is
  // the title and the bare name the employer.
  if (title === '') {
    const others = open.filter((item) => item.text !== company)
    const roles = others.filter((item) => roleScore(item.text) > 0)
    if (roles.length === 1 && others.length >= 2) title = roles[0]?.text ?? ''
  }
  const unclaimed = open.filter((item) => item.text !== title && item.text !== company)
  const companyAt = open.findIndex((item) => item.text === company)
  for (const item of unclaimed) {
    // After the employer on its line, a bare name is its town ("Heijmans N.V. – Rosmalen"); before
    // it, it is the role ("Jugendtrainer, TSV Musterstadt").
    const isAfterCompany =
      company !== '' &&
      item.line === companyLine &&
      looksLikePlaceName(item.text) &&
      (companyAt < 0 || open.indexOf(item) > companyAt)
    if (isAfterCompany && location === '') location = item.text
    // "Heijmans N.V. – Rosmalen, Netherlands": the town named with its country is part of the place.
    else if (isAfterCompany && beforePlace.get(item.text) === location) location = `${item.text}, ${location}`
    // "Ospedale Molinette - Città della Salute": a name part after the employer on its line,
    // with the title already known, continues the employer's name.
    else if (
      title !== '' &&
      company !== '' &&
      item.line === companyLine &&
      item.lean <= 0 &&
      /^\p{Lu}/u.test(item.text)
    )
      company = `${company} - ${item.text}`
    else if (title === '' && company !== '') title = item.text
    else if (title !== '' && company === '') {
      company = item.text
      companyLine = item.line
    } else if (title === '') title = item.text
    else if (location === '' && looksLikePlaceName(item.text)) location = item.text
  }
  // "Senior Frontend Engineer, Brainfinance": with a title and no employer anywhere, a name after
  // the comma that no list knows as a place is the employer; a job is rarely written without one.
  if (company === '' && title !== '' && location !== '' && !isPlace(location)) {
    company = location
    location = ''
  }
  return { title, company, location }
}
