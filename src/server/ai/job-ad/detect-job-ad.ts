import { headingRole } from './job-ad-headings'
import { adRequests, type AdRequest } from './ad-requests.data'
import { foldText } from '#server/text/sentences'
import {
  HEADLINE_ANNOUNCEMENT,
  HEADLINE_HIRING,
  HEADLINE_ROLE_END,
  IN_PROJECT_TAIL,
  JOIN_AS,
  PERSON_FOR,
  START_TAIL,
  TITLE_AFTER_VERB,
  TITLE_LABEL,
  TITLE_LEAD,
  TITLE_QUALIFIER_TAIL,
  WANTED_TAIL,
} from './employer-cues.data'
import { CITY_PATTERN, COMPANY_WITH_FORM, findEmployer } from './find-employer'
import {
  ACADEMIC_TITLES,
  AT_WORDS,
  CONTACT_INTROS,
  CONTACT_SENTENCE,
  HONORIFIC_BEFORE_NAME,
  GENDER_NOTE,
  HONORIFICS,
  INDUSTRY_CODES,
  INDUSTRY_FALSE_FRIENDS,
  INDUSTRY_WORDS,
  LOCATION_LABELS,
  REFERENCE,
  TITLE_INTROS,
  TITLE_REFERENCE_LEAD,
  TITLE_REFERENCE_TAIL,
  TITLE_TAILS,
  TITLE_TERMS_IN_BRACKETS,
  type IndustryCode,
} from './job-ad.data'
import { capitalise } from '#server/text/bullet-text'

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
  /** What the ad asks the applicant to state: start date, salary expectation (ad-requests.data.ts). */
  requests?: AdRequest[]
}

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

/**
 * What follows a gender note inside a title line: the title goes on only with "im Bereich …"
 * ("Werkstudent*in (m/w/d) im Bereich Kommunikation"); a ward, a place, hours or a term after the note
 * are not the role ("Pflegefachkraft (m/w/d) Intensivstation", "Buchhalter (m/w/d) in Vollzeit").
 */
function fieldAfterNote(rest: string): string {
  const field = /^\s*(im\s+bereich\s+\p{Lu}[^,;(–—|]*?)\s*(?=[,;(–—|]|\s+-\s|$)/iu.exec(rest)?.[1] ?? ''
  if (field === '' || field.split(/\s+/).length > 6 || /\d/u.test(field) || CITY_PATTERN.test(field)) return ''
  return ` ${field}`
}

function cleanTitle(raw: string): string {
  // In German, French and Dutch ads the gender note closes the title: "Buchhalter (m/w/d) in Vollzeit".
  const note = raw.search(GENDER_NOTE)
  const afterNote = note > 0 ? raw.slice(note).replace(GENDER_NOTE, '') : ''
  const title = note > 0 ? `${raw.slice(0, note)}${fieldAfterNote(afterNote)}` : raw
  return title
    .replace(TITLE_REFERENCE_LEAD, '')
    .replace(TITLE_REFERENCE_TAIL, '')
    .replace(TITLE_TERMS_IN_BRACKETS, '')
    // "eine Buchhalterin / einen Buchhalter": the article of the second form is no part of it.
    .replace(/\s*\/\s*(?:eine?[nrms]?|ein)\s+(?=\p{Lu})/gu, ' / ')
    .replace(GENDER_NOTE, '')
    .replace(TITLE_TAILS, '')
    .replace(START_TAIL, '')
    .replace(/\s*\*+\s*$/, '')
    .replace(TITLE_QUALIFIER_TAIL, '')
    .replace(/[\s,;:–—-]+$/u, '')
    // A tail cut off ("… en CDI") leaves its preposition behind.
    .replace(/\s+(?:en|in|im|na|no|w|a|à|für|for|per|para|bij|voor)$/iu, '')
    .trim()
}

// A heading line ("About us", "Chi siamo") or a labelled fact ("Location: Leeds") is no title.
function isTitleLine(line: string, company: string | undefined): boolean {
  return (
    line.split(/\s+/).length <= 12 &&
    !/[.!?:]$/.test(line) &&
    !/^[^:]{1,25}:\s/.test(line) &&
    headingRole(line) === undefined &&
    (!company || !line.startsWith(company))
  )
}

// "en", "na", "no", "w" also mean "in": "Peintre en bâtiment", "Enfermera en Noruega" keep their
// words unless what follows is the employer ("Analista en Banco Sol").
const LOCATIVE_AT = /^(?:en|na|no|w)$/iu

/** The title before "at <employer>"; kept whole when the word only means "in". */
function beforeEmployer(line: string, company: string | undefined): string {
  const parts = line.split(AT_WORDS)
  if (parts.length < 2) return line
  const word = line.match(AT_WORDS)?.[0].trim() ?? ''
  const rest = parts.slice(1).join(' ')
  if (LOCATIVE_AT.test(word) && !(company && rest.includes(company))) return line
  return parts[0] ?? line
}

// A board's title line may end with a full stop ("SALES EXPERT - DEPENDIENTE/A PUNTO DE VENTA.",
// "Ingeniero Electrónico (H/M)."): in capitals or with a gender note it is a title, not a sentence.
function withoutBoardStop(line: string | undefined): string | undefined {
  if (!line || !/[^.]\.$/u.test(line) || line.split(/\s+/).length > 10) return line
  const isCapitals = line === line.toLocaleUpperCase() && /\p{Lu}{3}/u.test(line)
  const endsWithNote = new RegExp(`(?:${GENDER_NOTE.source})\\s*\\.$`, 'iu').test(line)
  return isCapitals || endsWithNote ? line.slice(0, -1) : line
}

/** "Login.gov: Data Analyst" → "Data Analyst" when the ad's employer heads the line. */
function afterEmployer(line: string | undefined, company: string | undefined): string | undefined {
  if (!line || !company || !line.startsWith(company)) return line
  const rest = line.slice(company.length)
  return /^\s*:\s+\S/u.test(rest) ? rest.replace(/^\s*:\s+/u, '') : line
}

/**
 * "für FragDenStaat", "für die OKF", "für Code for Germany", "für den Prototype Fund": the organisation
 * a headline's role is for — the employer, an acronym, a camel-case brand, or a name of capitalised
 * words the ad repeats — is not part of the role ("für Verwaltung, Personal und Office" is).
 */
function withoutForOrganisation(role: string, text: string, company: string | undefined): string {
  const match = /\s+(?:für|bei|for|at)\s+(?:(?:den|die|das|dem|der|the)\s+)?(\S.*)$/iu.exec(role)
  const name = match?.[1]?.trim()
  if (!match || !name) return role
  const fold = (t: string) =>
    foldText(t)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  const words = name.split(/\s+/)
  const isName =
    (company !== undefined && (fold(company).includes(fold(name)) || fold(name).includes(fold(company)))) ||
    /^\p{Lu}{2,6}$/u.test(name) ||
    /^\p{Lu}\p{Ll}+\p{Lu}[\p{L}]*$/u.test(name) ||
    (words.length >= 2 &&
      words.length <= 5 &&
      words.every((word) => /^\p{Lu}/u.test(word) || /^(?:for|of|de|der|des|du|van|von)$/u.test(word)) &&
      text.split(name).length > 2)
  return isName ? role.slice(0, match.index) : role
}

/**
 * The role a headline names: after an announcement before a colon ("Neue Stelle bei X: …",
 * "Gesucht: …") and after the hiring verb ("X sucht eine:n …", "Wir suchen …"), up to the call, the
 * bracketed hours or the deadline; "eine Person für das Eventmanagement" names the field of work.
 */
// "Verstärke das Programmleitungsteam von X (80–100 %)", "Werde Teil unseres Redaktionsteams": the
// imperative headline names the role as the team it joins; the role is the compound's first part.
const JOIN_TEAM =
  /^(?:[Vv]erstärke|[Uu]nterstütze|[Ee]rgänze|[Ww]erde\s+[Tt]eil)\s+(?:das|den|die|unser(?:es|en)?|ein(?:en)?)\s+(?:(\p{Lu}\p{Ll}{3,}?)-?teams?|Team)\b(?:\s+als\s+(.+))?/u
// The joint "s" of a German compound ("Programmleitungs|team") is no part of the word.
const JOINT_S = /(?<=(?:ung|heit|keit|ion|tät|schaft))s$/u

function headlineRole(first: string, text: string, company: string | undefined): string | undefined {
  const joins = JOIN_TEAM.exec(first)
  // "Verstärke unser Vertriebsteam als Key Account Manager (m/w/d)": the role after "als" is named.
  const named = joins?.[2] ? cleanTitle(joins[2].replace(/[!.]+$/u, '').replace(/\s*\([^()]*\)\s*$/u, '')) : undefined
  if (named) return capitalise(named)
  if (joins?.[1]) return joins[1].replace(JOINT_S, '')
  const joinAs = JOIN_AS.exec(first)?.[1]
  if (joinAs) return capitalise(cleanTitle(joinAs.replace(/[!.]+$/u, '').replace(/\s*\([^()]*\)\s*$/u, '')))
  let line = first
  const colon = /^([^:]{2,60}):\s+(\S.*)$/u.exec(line)
  if (colon && HEADLINE_ANNOUNCEMENT.test(colon[1] ?? '')) line = colon[2] ?? line
  const verb = HEADLINE_HIRING.exec(line)
  if (verb) line = line.slice(verb.index + verb[0].length)
  else if (line === first) return undefined
  // "Projektleitung (w/m/d), 80 %": the gender note closes the role ("… im Bereich X" may go on).
  const note = line.search(GENDER_NOTE)
  if (note > 0) line = `${line.slice(0, note)}${fieldAfterNote(line.slice(note).replace(GENDER_NOTE, ''))}`
  let role = line.replace(HEADLINE_ROLE_END, '').replace(PERSON_FOR, '').replace(IN_PROJECT_TAIL, '')
  role = cleanTitle(withoutForOrganisation(role, text, company))
  // "sucht Verstärkung" announces, it names no role.
  if (!role || /^(?:verstärkung|unterstützung|support)$/iu.test(role) || role.split(/\s+/).length > 8)
    return undefined
  return capitalise(role)
}

// "… – Teilzeit 30 Std.", "… | Vollzeit, unbefristet": terms after a dash close the title line (not
// inside brackets, which the title line may keep for other reasons).
const DASHED_TERMS =
  /\s+[-–—|·]\s+(?:in\s+)?(?:(?:elternzeit|mutterschutz|krankheits)?vertretung|minijob|vollzeit|teilzeit|full[- ]time|part[- ]time|remote|hybrid|befristet|unbefristet|cdi|cdd|temps\s+plein|temps\s+partiel|jornada\s+completa|tempo\s+pieno|tempo\s+inteiro|voltijd|deeltijd|pełny\s+etat)\b[^()]*$/iu

function findTitle(text: string, company: string | undefined): string | undefined {
  const labelled = afterEmployer(text.match(TITLE_LABEL)?.[1], company)
  if (labelled) return capitalise(cleanTitle(labelled))
  const headline = lines(text)[0]?.replace(WANTED_TAIL, '')
  const fromHeadline = headline
    ? headlineRole(headline.replace(IN_PROJECT_TAIL, ''), text, company)
    : undefined
  if (fromHeadline) return fromHeadline
  // "Referent*in (m/w/d) – Teilzeit 30 Std.": the hours after the title do not make it a sentence.
  const line = withoutBoardStop(
    afterEmployer(headline?.replace(TITLE_LEAD, '').replace(TITLE_REFERENCE_LEAD, ''), company),
  )?.replace(DASHED_TERMS, '')
  // "Kommunikationsmanagement im Projekt X (Teilzeit, ab sofort, 1 Jahr befristet, …)": the terms in
  // brackets after a headline are not its words.
  const first =
    line && !isTitleLine(line, company) ? line.replace(/\s*\([^()]*\)\s*$/u, '').replace(IN_PROJECT_TAIL, '') : line
  if (first && isTitleLine(first, company)) {
    const beforeAt = beforeEmployer(first, company)
    const title = cleanTitle(beforeAt)
    if (title) return title
  }
  // A short line with a gender note is the title wherever it stands ("Über uns" may come first).
  const noted = lines(text).find(
    (l) => l.split(/\s+/).length <= 10 && new RegExp(GENDER_NOTE.source, 'iu').test(l),
  )
  if (noted && isTitleLine(noted, company)) {
    const title = cleanTitle(beforeEmployer(noted, company))
    if (title) return title
  }
  const afterVerb = text.match(TITLE_AFTER_VERB)?.[1]
  if (afterVerb) {
    const title = cleanTitle(afterVerb)
    if (title && title.split(/\s+/).length <= 6) return capitalise(title)
  }
  for (const pattern of TITLE_INTROS) {
    const match = text.match(pattern)?.[1]
    if (match) {
      const title = cleanTitle(match)
      if (title && title.split(/\s+/).length <= 8) return capitalise(title)
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

/** Where the contact's name starts: after "Ansprechpartnerin:", or at an honorific in a contact sentence. */
function contactStarts(text: string): Array<{ after: string; gender?: 'f' | 'm' }> {
  const starts: Array<{ after: string; gender?: 'f' | 'm' }> = []
  const intro = CONTACT_INTROS.exec(text)
  if (intro) {
    const isFemale = /ansprechpartnerin|interlocutrice/iu.test(intro[0])
    starts.push({
      after: text.slice(intro.index + intro[0].length),
      ...(isFemale ? { gender: 'f' as const } : {}),
    })
  }
  // Sentences end after a word, not after "Dr." or "Mme.".
  for (const sentence of text.split(/\n+|(?<=\p{Ll}{3}[.!?])\s+/u)) {
    if (!CONTACT_SENTENCE.test(sentence)) continue
    for (const match of sentence.matchAll(HONORIFIC_BEFORE_NAME))
      starts.push({ after: sentence.slice(match.index ?? 0) })
  }
  return starts
}

function findContact(text: string): ContactPerson | undefined {
  for (const start of contactStarts(text)) {
    const person = contactFrom(start.after, start.gender)
    if (person) return person
  }
  return undefined
}

function contactFrom(text: string, knownGender: 'f' | 'm' | undefined): ContactPerson | undefined {
  const words = (text.split(/[\n,;(]/)[0] ?? '').trim().split(/\s+/).slice(0, 6)
  let gender = knownGender
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
    // "… an Mme Claire Dubois." ends the name with the sentence.
    const bare = word.replace(/[.!?:]+$/u, '')
    if (!/^\p{Lu}[\p{L}'’-]+$/u.test(bare)) break
    name.push(bare)
    if (name.length === 3 || bare !== word) break
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
  return INDUSTRY_CODES.map((code) => {
    const own = (INDUSTRY_FALSE_FRIENDS[code] ?? []).reduce(
      (rest, word) => rest.replaceAll(foldText(word), ' '),
      folded,
    )
    return {
      code,
      hits: new Set(INDUSTRY_WORDS[code].map(foldText).filter((word) => own.includes(word))).size,
    }
  })
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

/**
 * The industries a CV's employers are in, from their names (one word is enough for a name:
 * "Autohaus Berger GmbH"): what a letter may call the applicant's sector. Duties and skills
 * ("Finanzbuchhaltung") name a function, not a sector.
 */
export function employerIndustries(employers: readonly string[]): IndustryCode[] {
  const codes = new Set<IndustryCode>()
  for (const employer of employers)
    for (const hit of industryHits(employer)) if (hit.hits >= 1) codes.add(hit.code)
  return [...codes]
}

/** Every "Name + legal form" of a text ("Klinikum Fürth GmbH", "Viajes Sol S.A."). */
export function companiesWithLegalForm(text: string): string[] {
  const global = new RegExp(COMPANY_WITH_FORM.source, 'gu')
  return [...text.matchAll(global)].map((m) => `${m[1] ?? ''} ${m[2] ?? ''}`.trim())
}

export function detectJobAd(jobDescription: string): JobAdFacts {
  const companyName = findEmployer(jobDescription)
  const jobTitle = findTitle(jobDescription, companyName)
  const industry = findIndustry(jobDescription)
  const contact = findContact(jobDescription)
  const reference = jobDescription.match(REFERENCE)?.[1]
  const requests = adRequests(jobDescription)
  return {
    ...(companyName ? { companyName } : {}),
    ...(jobTitle ? { jobTitle } : {}),
    ...(industry ? { industry } : {}),
    ...findAddress(jobDescription),
    ...(contact ? { contact } : {}),
    ...(reference ? { reference } : {}),
    ...(requests.length > 0 ? { requests } : {}),
  }
}
