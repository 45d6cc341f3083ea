import { foldText } from '../ats/text'
import {
  ACADEMIC_TITLES,
  AT_WORDS,
  CITIES,
  COMPANY_VERBS,
  CONTACT_INTROS,
  GENDER_NOTE,
  HONORIFICS,
  INDUSTRY_CODES,
  INDUSTRY_WORDS,
  LEGAL_FORMS,
  LOCATION_LABELS,
  REFERENCE,
  TITLE_INTROS,
  TITLE_TAILS,
  type IndustryCode,
} from './job-ad.data'

// What a cover letter needs from a job ad: who is hiring, for which position, in which industry
// and city, whom to address and under which reference. Every field is optional: a letter never
// states a guess as a fact.

export type ContactPerson = { name: string; surname: string; gender?: 'f' | 'm'; academicTitle?: string }

export type JobAdFacts = {
  companyName?: string
  jobTitle?: string
  industry?: IndustryCode
  city?: string
  street?: string
  postalCode?: string
  contact?: ContactPerson
  reference?: string
}

// No escape for '-': outside a class the u flag rejects it.
const escape = (text: string) => text.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&')
const LEGAL_FORM = LEGAL_FORMS.map(escape).join('|')
// A company name: capitalised words (and joiners like "&", "am", "de") before a legal form.
const NAME_WORD = String.raw`(?:[\p{Lu}\d][\p{L}\d&.'’+-]*|&|am|an|der|die|des|de|del|la|le|van|von|und|and|y|e|i)`
const COMPANY_WITH_FORM = new RegExp(
  String.raw`((?:[\p{Lu}\d][\p{L}\d&.'’+-]*)(?:[ \t]+${NAME_WORD}){0,5}?),?[ \t]+(${LEGAL_FORM})(?=$|[\s,;:)(·|–—-])`,
  'u',
)
const CITY_PATTERN = new RegExp(
  String.raw`(?<![\p{L}])(${[...CITIES]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\p{L}])`,
  'u',
)
const POSTCODE_CITY: readonly RegExp[] = [
  /\b(\d{5})\s+([\p{Lu}][\p{L}-]+(?:\s+(?:am|an der|im|bei)\s+[\p{Lu}][\p{L}-]+)?)/u,
  /\b(\d{4}\s?[A-Z]{2})\s+([\p{Lu}][\p{L}-]+)/u,
  /\b(\d{4}-\d{3})\s+([\p{Lu}][\p{L}-]+)/u,
  /\b(\d{2}-\d{3})\s+([\p{Lu}][\p{L}-]+)/u,
  /\b(\d{4})\s+([\p{Lu}][\p{L}-]+)/u,
]

function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
}

function cleanTitle(raw: string): string {
  // In German, French and Dutch ads the gender note closes the title: "Buchhalter (m/w/d) in Vollzeit".
  const note = raw.search(GENDER_NOTE)
  const title = note > 0 ? raw.slice(0, note) : raw
  return title
    .replace(GENDER_NOTE, '')
    .replace(TITLE_TAILS, '')
    .replace(/\s*\*+\s*$/, '')
    .replace(/[\s,;:–—-]+$/u, '')
    .trim()
}

function findCompany(text: string): string | undefined {
  const withForm = text.match(COMPANY_WITH_FORM)
  if (withForm?.[1] && withForm[2]) {
    const name = withForm[1].replace(/^(?:Die|Der|Das|The|La|Le|Les|El|Il|A|O|De|Het)\s+(?=\p{Lu})/u, '')
    // A name that is only a heading word ("Über") is no name.
    if (!/^(?:Über|About|Wir|We|Bei|At)$/iu.test(name))
      return `${name}${text.includes(`${withForm[1]},`) ? ',' : ''} ${withForm[2]}`
  }
  for (const line of lines(text).slice(0, 6)) {
    const at = line.split(AT_WORDS)
    if (at.length === 2 && at[1]) {
      const company = at[1].replace(/\s*[(,–—|·].*$/u, '').trim()
      if (/^\p{Lu}/u.test(company) && !CITY_PATTERN.test(company)) return company
    }
    const verb = line.match(COMPANY_VERBS)?.[1]?.trim()
    if (verb && /^\p{Lu}/u.test(verb) && verb.split(' ').length <= 5) return verb
  }
  // The second line of a structured ad is often "Company, City" or "Company – City".
  const second = lines(text)[1]
  if (second) {
    const head = second.split(/\s*[,·|–—]\s*|\s+-\s+/u)[0]?.trim()
    if (
      head &&
      /^\p{Lu}/u.test(head) &&
      head.split(' ').length <= 5 &&
      !CITY_PATTERN.test(head) &&
      !/[.!?:]$/.test(head)
    )
      return head
  }
  return undefined
}

function findTitle(text: string, company: string | undefined): string | undefined {
  const first = lines(text)[0]
  if (
    first &&
    first.split(/\s+/).length <= 12 &&
    !/[.!?]$/.test(first) &&
    (!company || !first.startsWith(company))
  ) {
    const beforeAt = first.split(AT_WORDS)[0] ?? first
    const title = cleanTitle(beforeAt)
    if (title) return title
  }
  for (const pattern of TITLE_INTROS) {
    const match = text.match(pattern)?.[1]
    if (match) {
      const title = cleanTitle(match)
      if (title && title.split(/\s+/).length <= 8) return title.charAt(0).toLocaleUpperCase() + title.slice(1)
    }
  }
  return undefined
}

function findAddress(text: string): Pick<JobAdFacts, 'city' | 'street' | 'postalCode'> {
  const labelled = text.match(LOCATION_LABELS)?.[1]
  if (labelled) {
    const city = labelled.match(CITY_PATTERN)?.[1] ?? labelled.split(/[,(/]/)[0]?.trim()
    if (city) return { city }
  }
  for (const pattern of POSTCODE_CITY) {
    for (const line of lines(text)) {
      const match = line.match(pattern)
      if (!match?.[1] || !match[2]) continue
      if (!CITY_PATTERN.test(match[2]) && pattern === POSTCODE_CITY[4]) continue
      const before = line.slice(0, match.index).replace(/[,\s]+$/, '')
      const street = before.split(/\s*,\s*/).pop()
      const isStreet = street !== undefined && /\p{L}.*\s\d+\s?[a-z]?$/u.test(street)
      return { city: match[2], postalCode: match[1], ...(isStreet ? { street } : {}) }
    }
  }
  const city = text.match(CITY_PATTERN)?.[1]
  return city ? { city } : {}
}

function findContact(text: string): ContactPerson | undefined {
  const intro = CONTACT_INTROS.exec(text)
  if (!intro) return undefined
  const after = text.slice(intro.index + intro[0].length).split(/[\n,;(]/)[0] ?? ''
  const words = after.trim().split(/\s+/).slice(0, 6)
  let gender: 'f' | 'm' | undefined = /ansprechpartnerin|interlocutrice/iu.test(intro[0]) ? 'f' : undefined
  const titles: string[] = []
  const name: string[] = []
  for (const word of words) {
    const honorific = HONORIFICS.find((h) => h.pattern.test(word))
    if (honorific && name.length === 0) {
      gender = honorific.gender
      if (ACADEMIC_TITLES.test(word)) titles.push(word)
      continue
    }
    if (ACADEMIC_TITLES.test(word) && name.length === 0) {
      titles.push(word)
      continue
    }
    if (!/^\p{Lu}[\p{L}'’-]+$/u.test(word)) break
    name.push(word)
    if (name.length === 3) break
  }
  const surname = name[name.length - 1]
  if (!surname) return undefined
  return {
    name: name.join(' '),
    surname,
    ...(gender ? { gender } : {}),
    ...(titles[0] ? { academicTitle: titles[0] } : {}),
  }
}

function industryHits(text: string): Array<{ code: IndustryCode; hits: number }> {
  const folded = ` ${foldText(text)} `
  return INDUSTRY_CODES.map((code) => ({
    code,
    hits: new Set(INDUSTRY_WORDS[code].map(foldText).filter((word) => folded.includes(word))).size,
  }))
}

function findIndustry(text: string): IndustryCode | undefined {
  let best: { code: IndustryCode; hits: number } | undefined
  for (const hit of industryHits(text)) if (hit.hits >= 2 && (!best || hit.hits > best.hits)) best = hit
  return best?.code
}

/** Every industry a text (a CV) shows with two words or more: what a letter may say of it. */
export function industriesIn(text: string): IndustryCode[] {
  return industryHits(text)
    .filter((hit) => hit.hits >= 2)
    .map((hit) => hit.code)
}

/** Every "Name + legal form" of a text ("Klinikum Fürth GmbH", "Viajes Sol S.A."). */
export function companiesWithLegalForm(text: string): string[] {
  const global = new RegExp(COMPANY_WITH_FORM.source, 'gu')
  return [...text.matchAll(global)].map((m) => `${m[1] ?? ''} ${m[2] ?? ''}`.trim())
}

export function detectJobAd(jobDescription: string): JobAdFacts {
  const companyName = findCompany(jobDescription)
  const jobTitle = findTitle(jobDescription, companyName)
  const industry = findIndustry(jobDescription)
  const contact = findContact(jobDescription)
  const reference = jobDescription.match(REFERENCE)?.[1]
  return {
    ...(companyName ? { companyName } : {}),
    ...(jobTitle ? { jobTitle } : {}),
    ...(industry ? { industry } : {}),
    ...findAddress(jobDescription),
    ...(contact ? { contact } : {}),
    ...(reference ? { reference } : {}),
  }
}
