import { companyScore, degreeScore, institutionScore, isPlace, roleScore } from '#server/text/cv-lexicon'
import {
  type Fragment,
  cleanFragment,
  commaParts,
  fragmentsOf,
  isSchool,
  joinBody,
  looksLikePlaceName,
  splitTrailingPlace,
} from './header-fields'
import { readGridByColumn } from './education-card-grid'
import { GRADE, gradeOf, isBareGrade } from './education-grades'
import { HYPHEN_WRAP, isOtherLabel, joinHyphenWraps, joinWrappedHeads } from './education-wraps'
import { isHeaderLike, segmentEntries, type EntryBlock } from './segment-entries'
import { entryLabelOf } from '#server/text/entry-labels'
import { findDateRange } from '#server/text/dates'
import { flat, type CvLine } from '#server/text/lines'

export type ParsedEducation = {
  degree: string
  institution: string
  field: string
  location: string
  startDate: string
  endDate: string
  gpa: string
  details: string[]
}

// Connectors between a degree and its subject ("Bachelor of Science in Informatics", "Máster en Finanzas").
const FIELD_CONNECTOR =
  /^(.*?\p{L}.*?)\s+(?:in|en|em|in der|im|w zakresie|na kierunku|kierunek|di|studies in)\s+(.+)$/iu
const DEGREE_LEAD =
  /^((?:bachelor|master|doctor|licence|licenciatura|laurea|mestrado|grado|máster|studia)(?:\s+(?:of|en|em|in|di|de|of the))?\s+(?:science|arts|engineering|laws|business administration|education|fine arts|philosophy|sciences|ingegneria|magistrale|triennale|licencjackie|magisterskie|inżynierskie)?)\s*[,:–-]?\s+(.+)$/iu
const DEGREE_ABBREVIATION_LEAD =
  /^((?:Mag\.(?:\s?(?:rer|phil|iur|art)\.(?:\s?(?:soc|nat|pol)\.)?(?:\s?oec\.)?)?|B\.?\s?Sc\.?|M\.?\s?Sc\.?|B\.?A\.?|M\.?A\.?|B\.?\s?Eng\.?|M\.?\s?Eng\.?|MBA|Ph\.?\s?D\.?|LL\.?\s?[BM]\.?|Dipl\.-\p{L}+\.?|Diplom(?:-\p{L}+)?|Mgr|Lic\.|Inż\.?|BTS|DUT|BUT|HBO|WO|MBO)(?:\s*\([^)]*\))?)\s*[,:–-]?\s+(.+)$/u

// A qualification named by its letters in brackets: "Chartered Accountant (ACA)",
// "Certified Public Accountant (CPA)", "Geprüfter Bilanzbuchhalter (IHK)".
const CREDENTIAL = /\p{L}{3,}.*\s\((?:[A-Z][A-Za-z]?){1,3}[A-Z]\)$/u

export function extractEducation(lines: readonly CvLine[]): ParsedEducation[] {
  return segmentEntries(readGridByColumn(lines), (line) => DEGREE_AT_SCHOOL.test(flat(line)))
    .map(readEntry)
    .filter((entry) => entry.degree !== '' || entry.institution !== '')
}

// "Master 2 Communication at ISEG": the degree at the school that awarded it (themes print the
// English word whatever the CV's language). Read as the two cells of the head.
const DEGREE_AT_SCHOOL = /^(.{3,}?)\s+(?:at|@)\s+(\p{Lu}.{1,})$/u

const atSplit = (text: string): string => text.replace(DEGREE_AT_SCHOOL, '$1\t$2')

type HeadFields = Omit<ParsedEducation, 'startDate' | 'endDate' | 'details'>

// What follows "at" names the school, even with no school word ("Ingeniero de Sistemas at
// Corporación Remington", "Certificate … at Year Up"), unless it reads as a degree itself.
function withSchoolAfterAt(entry: HeadFields, heads: readonly string[]): HeadFields {
  const at = heads
    .map((head) => DEGREE_AT_SCHOOL.exec(head.replace(/\t+/g, ' ').trim()))
    .find((match) => match !== null)
  const [, before = '', after = ''] = at ?? []
  if (!at || degreeScore(after) > 0 || (degreeScore(before) === 0 && institutionScore(before) > 0))
    return entry
  const { main, place } = splitTrailingPlace(after, () => true)
  const school = cleanFragment(main)
  if (school === '' || entry.institution === school) return entry
  const split = splitDegree(cleanFragment(before))
  return {
    ...entry,
    institution: school,
    location: entry.location || place,
    degree: split.degree,
    field: split.field,
  }
}

function readEntry(block: EntryBlock): ParsedEducation {
  const { heads, tailsTaken, note } = joinWrappedHeads(block)
  const header = heads.map(atSplit)
  let texts = joinHyphenWraps(header).map((text, line) => ({ text, line }))
  let consumed = tailsTaken
  let entry = assign(texts, false)
  const isCut = (): boolean => HYPHEN_WRAP.test(texts[texts.length - 1]?.text ?? '')
  while (consumed < 2 && (entry.degree === '' || entry.institution === '' || isCut())) {
    const next = block.after[consumed]
    if (!next || !isHeaderLike(next) || flat(next).length > 90 || isOtherLabel(flat(next))) break
    texts = joinHyphenWraps([...texts.map((item) => item.text), next.cells.join('\t')]).map((text, line) => ({
      text,
      line,
    }))
    consumed += 1
    entry = assign(texts, false)
  }
  if (entry.degree === '' || entry.institution === '') entry = assign(texts, true)
  // The degree on a line of its own under the subject ("Universidad X" / "Software Engineering" /
  // "• Bachelor's Degree", themes list it as an item): a short line that names a degree at
  // least as plainly as what was read as one is the degree, and that text its subject.
  const next = block.after[consumed]
  const nextText = next ? flat(next) : ''
  if (
    next &&
    (isHeaderLike(next) || next.isBullet) &&
    entry.institution !== '' &&
    nextText.length <= 60 &&
    nextText.split(' ').length <= 8 &&
    !/[.!?:]$/.test(nextText) &&
    institutionScore(nextText) === 0 &&
    degreeScore(nextText) > 0 &&
    degreeScore(nextText) >= degreeScore(`${entry.degree} ${entry.field}`)
  ) {
    const split = splitDegree(nextText)
    entry = {
      ...entry,
      degree: split.degree,
      field: split.field || [entry.degree, entry.field].filter((text) => text !== '').join(' '),
    }
    consumed += 1
  } else if (
    entry.institution !== '' &&
    degreeScore(`${entry.degree} ${entry.field}`) === 0 &&
    isLoneDegreeItem(block.after.slice(consumed))
  ) {
    // The school's only item, a short name and no sentence, under a head that names no degree
    // ("School ⇥ dates" / "Subject" / "• Training Course …"): themes print the degree so; the
    // text read before it is its subject.
    const item = flat(block.after[consumed] as CvLine)
    const split = splitDegree(item)
    entry = {
      ...entry,
      degree: split.degree,
      field: [split.field, entry.degree, entry.field].filter((text) => text !== '').join(' '),
    }
    consumed += 1
  }
  entry = withSchoolAfterAt(entry, heads)
  let gpa = entry.gpa
  const details: string[] = note === '' ? [] : [note]
  const body = joinBody(block.after.slice(consumed))
  for (const text of [...body.bullets, ...(body.description === '' ? [] : body.description.split('\n'))]) {
    const grade = gradeOf(text)
    if (grade !== '' && gpa === '') {
      gpa = grade
      if (text.length < 40) continue
    }
    details.push(text)
  }
  return {
    ...entry,
    gpa,
    details,
    startDate: block.range && (block.range.end !== '' || block.range.current) ? block.range.start : '',
    endDate: block.range ? block.range.end || (block.range.current ? '' : block.range.start) : '',
  }
}

const MAX_DEGREE_ITEM_WORDS = 12

function isLoneDegreeItem(body: readonly CvLine[]): boolean {
  const [item] = body
  if (body.length !== 1 || !item?.isBullet) return false
  const text = flat(item)
  return (
    text.split(' ').length <= MAX_DEGREE_ITEM_WORDS &&
    !/[.!?:]$/u.test(text) &&
    // A course's code ("DB1101 - Basic SQL") names a course, not the degree.
    !/\b\p{Lu}{2,}\d{3,}\b/u.test(text) &&
    !text.includes(':') &&
    findDateRange(text) === null &&
    gradeOf(text) === '' &&
    institutionScore(text) === 0
  )
}

type Scored = { text: string; degree: number; school: number }

// `withFallback`: when nothing reads as a school or a degree, unclaimed fragments fill the gap
// (first the school, then the degree) instead of waiting for a continuation line.
function assign(
  texts: ReadonlyArray<{ text: string; line: number }>,
  withFallback: boolean,
): Omit<ParsedEducation, 'startDate' | 'endDate' | 'details'> {
  const result = { degree: '', institution: '', field: '', location: '', gpa: '' }
  const open: string[] = []
  // Fragments a town was split off: schools and bodies are named with their town, degrees never.
  const withTown = new Set<string>()
  let previous: { text: string; line: number } | undefined
  for (const fragment of joinSchoolParts(fragmentsOf(texts, false), texts)) {
    // A grade without a label, alone or as the last comma part ("…, University of Leeds, First Class").
    const commaSplit = commaParts(fragment.text)
    const lastPart = commaSplit[commaSplit.length - 1] ?? ''
    if (isBareGrade(lastPart)) {
      result.gpa ||= cleanFragment(lastPart).replace(/[.\s]+$/u, '')
      fragment.text = commaSplit.slice(0, -1).join(', ')
      if (fragment.text === '') continue
    }
    // "Gymnasium Siegburg · Siegburg": a name set off after the school on its line is its town,
    // as after a comma (splitTrailingPlace).
    const isTownAfterSchool =
      previous?.line === fragment.line && isSchool(previous.text) && looksLikePlaceName(fragment.text)
    previous = fragment
    if (isTownAfterSchool) {
      result.location ||= fragment.text
      continue
    }
    const grade = gradeOf(fragment.text)
    if (grade !== '') {
      result.gpa ||= grade
      const rest = cleanFragment(fragment.text.replace(GRADE, ''))
      if (rest === '') continue
      fragment.text = rest
    }
    const { main, place } = splitTrailingPlace(fragment.text, isSchool)
    if (place !== '') result.location ||= place
    if (main === '') continue
    if (place !== '') withTown.add(main)
    if (isPlace(main)) result.location ||= main
    else open.push(main)
  }
  // Commas separate degree, subject and school ("B.Sc., Informatik, TU München"), but also the
  // subjects of one degree ("A-Levels in English, Business, Art"), which stay together.
  const parts = open.flatMap((text) => {
    const pieces = commaParts(text)
      .map(cleanFragment)
      .filter((piece) => piece !== '')
    if (pieces.length < 2) return [text]
    const schoolAt = pieces.findIndex((piece) => institutionScore(piece) > 0 && degreeScore(piece) === 0)
    if (schoolAt >= 0) {
      // The school splits the text; what stands on either side of it stays whole.
      const before = pieces.slice(0, schoolAt).join(', ')
      const after = pieces.slice(schoolAt + 1).join(', ')
      return [before, pieces[schoolAt] ?? '', after].filter((piece) => piece !== '')
    }
    const isDegreeAndSubject =
      pieces.length === 2 && degreeScore(pieces[0] ?? '') > 0 && degreeScore(pieces[1] ?? '') === 0
    if (isDegreeAndSubject) return pieces
    // "Subject, Degree, Body" with a body no school word names ("Producción Multimedia,
    // Tecnólogo, SENA"): what follows the degree is who awarded it.
    const last = pieces[pieces.length - 1] ?? ''
    const isBodyAfterDegree =
      pieces.length >= 3 &&
      degreeScore(pieces[pieces.length - 2] ?? '') > 0 &&
      degreeScore(last) === 0 &&
      /^\p{Lu}/u.test(last)
    return isBodyAfterDegree ? [pieces.slice(0, -1).join(', '), last] : [text]
  })
  const scored: Scored[] = parts.map((text) => {
    // The letters of a qualification may be its awarding body's ("… (IHK)"): they make it no school.
    const isCredential = CREDENTIAL.test(text)
    const name = isCredential ? text.replace(/\s*\([^()]*\)$/u, '') : text
    return {
      text,
      degree: degreeScore(text) + (isCredential ? 1 : 0),
      school: institutionScore(name) + companyScore(name) / 2,
    }
  })
  let school = pickBest(scored, (item) => item.school - item.degree)
  // Named only with words firms share ("Information Technology") under a head line that names
  // nothing else ("ESGI", "Studies Center Almi"): the head is the school, the other its subject.
  const head = scored[0]
  if (
    school &&
    school !== head &&
    institutionScore(school.text) === 0 &&
    head &&
    head.degree === 0 &&
    head.school === 0
  )
    school = head
  let degree = pickBest(
    scored.filter((item) => item !== school),
    (item) => item.degree - item.school,
  )
  const unclaimed = (): Scored[] =>
    scored.filter((item) => item !== school && item !== degree && roleScore(item.text) === 0)
  // With no school word, the body named with its town ("Chartered Accountants Ireland, Dublin").
  if (withFallback && !school && degree)
    school =
      scored.find((item) => item !== degree && withTown.has(item.text) && item.degree === 0) ?? unclaimed()[0]
  if (withFallback && !degree) degree = unclaimed()[0]
  result.institution = school?.text ?? ''
  if (degree) {
    const split = splitDegree(degree.text)
    result.degree = split.degree
    result.field = split.field
  }
  // A remaining plain fragment is the subject ("Computer Science" on its own line). Words that
  // also name firms ("Software Engineering", "Information Technology") do not make it one; a
  // school word or a legal form does.
  const subject = scored.find(
    (item) =>
      item !== school &&
      item !== degree &&
      item.degree === 0 &&
      institutionScore(item.text) === 0 &&
      companyScore(item.text) < 3,
  )
  if (subject && result.field === '') result.field = subject.text
  return result
}

// A school named in parts set off by a dash or bar ("Universidad de Buenos Aires - Faculty of
// Economics", "Universidade Federal Fluminense - UFF", "Facultad de Ciencias - Universidad de
// Carabobo"): a school's name beside another school's or an acronym is one name, as printed.
const ACRONYM = /^\p{Lu}[\p{Lu}\d&]{1,9}$/u

// The unit of a school named after it: its faculty, department or campus.
const SCHOOL_UNIT =
  /^(?:faculty|facultad|faculdade|faculté|facoltà|fakultät|faculteit|wydział|department|departamento|département|dipartimento|fachbereich|campus|unidade|unidad|school of|escuela de|escola de|école)\b/iu

function isSchoolPart(text: string): boolean {
  return (institutionScore(text) > 0 || SCHOOL_UNIT.test(text)) && degreeScore(text) === 0
}

function isNameAcronym(text: string): boolean {
  return ACRONYM.test(text) && degreeScore(text) === 0 && !DEGREE_ABBREVIATION_LEAD.test(`${text} x`)
}

function joinSchoolParts(
  fragments: Fragment[],
  texts: ReadonlyArray<{ text: string; line: number }>,
): Fragment[] {
  const joined: Fragment[] = []
  for (const fragment of fragments) {
    const last = joined[joined.length - 1]
    const line = texts[fragment.line]?.text ?? ''
    const from = last ? line.indexOf(last.text) : -1
    const to = last ? line.indexOf(fragment.text, from + last.text.length) : -1
    const between = from >= 0 && to >= 0 ? line.slice(from + (last?.text.length ?? 0), to) : ''
    const isOneName =
      last !== undefined &&
      last.line === fragment.line &&
      /^\s+[-–—|·]\s+$/u.test(between) &&
      ((isSchoolPart(commaParts(last.text).pop() ?? '') &&
        (isSchoolPart(fragment.text) || isNameAcronym(fragment.text))) ||
        (isNameAcronym(last.text) && isSchoolPart(fragment.text)))
    if (isOneName && last)
      joined[joined.length - 1] = { ...last, text: line.slice(from, to + fragment.text.length) }
    else joined.push({ ...fragment })
  }
  return joined
}

function pickBest<T>(items: readonly T[], lean: (item: T) => number): T | undefined {
  let best: T | undefined
  let bestScore = 0
  for (const item of items) {
    const score = lean(item)
    if (score > bestScore) {
      best = item
      bestScore = score
    }
  }
  return best
}

export function splitDegree(text: string): { degree: string; field: string } {
  // "Engineer's degree: Computer science", "BSc: Informatik": the degree names its subject after a colon.
  const colon = DEGREE_COLON_FIELD.exec(text)
  if (colon?.[1] && colon[2] && entryLabelOf(`${colon[1]}:`) === null)
    return { degree: colon[1].trim(), field: colon[2].trim() }
  const abbreviation = DEGREE_ABBREVIATION_LEAD.exec(text)
  // "Mag. rer. soc. oec." is one abbreviation, not a degree followed by a subject.
  if (abbreviation?.[1] && abbreviation[2] && !/^(?:\p{L}{1,4}\.\s?)+$/u.test(abbreviation[2].trim())) {
    const rest = abbreviation[2].replace(/^(?:in|en|em|di|of)\s+/i, '')
    return { degree: abbreviation[1].trim(), field: rest.trim() }
  }
  const connector = FIELD_CONNECTOR.exec(text)
  if (connector?.[1] && connector[2] && degreeScore(connector[1]) > 0) {
    return { degree: connector[1].trim(), field: connector[2].trim() }
  }
  const lead = DEGREE_LEAD.exec(text)
  if (lead?.[1] && lead[2] && lead[2].split(' ').length <= 6)
    return { degree: lead[1].trim(), field: lead[2].trim() }
  return { degree: text, field: '' }
}

const DEGREE_COLON_FIELD = /^([^:]{2,40}?):\s+([^:]{2,})$/u
