import { headingRole } from './job-ad-headings'
import {
  ABOUT_COPULA,
  ABOUT_COPULA_PL,
  APPLY_TO,
  AT_EMPLOYER,
  COMPANY_LABEL,
  COMPANY_LABEL_LINE,
  CONTRACT_TERM_ONLY,
  TITLE_LABEL,
  HIRING_AUXILIARY,
  HIRING_VERBS,
  NAME_JOINERS,
  NAME_PREFIX,
  NOT_AN_EMPLOYER,
  REGIONS,
  ABSTRACT_NOUN_ONLY,
  CARRIER_OF,
  PROJECT_OF,
  PUBLIC_BODY_SUBJECT,
  PRODUCT_NOUN,
  FUNCTION_WORD_END,
  ABOUT_HEADING,
} from './employer-cues.data'
import { AT_WORDS, CITIES, COMPANY_VERBS } from './job-ad.data'
import { guessLanguage } from '#server/text/detect-language'
import { splitProse } from '#server/text/sentences'
import { legalFormAlternation } from '#server/text/legal-forms'

// Who is hiring, read from the ad the way a person reads it (issue 16): a "Company:" label, a name
// with a legal form, the "apply to" line, the signature block above an address, the subject of
// "X is hiring" or "About us: X is a…", the name after "bei/at/chez/presso/bij/w firmie", the
// header line. A candidate that is a region, a department, a city, a heading or a pronoun is no
// employer; when nothing is certain the letter names none.

// No escape for '-': outside a class the u flag rejects it.
const escape = (text: string) => text.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&')
const LEGAL_FORM = legalFormAlternation()
const LEGAL_FORM_ONLY = new RegExp(String.raw`^(?:${LEGAL_FORM})$`, 'u')
const JOINERS = new Set<string>(NAME_JOINERS)
const JOINER = NAME_JOINERS.map(escape).join('|')
// A company name: capitalised words (and joiners like "&", "do", "van") before a legal form.
const NAME_WORD = String.raw`(?:[\p{Lu}\d][\p{L}\d&.'’+-]*|\([\p{Lu}]{1,3}\)|${JOINER})`
export const COMPANY_WITH_FORM = new RegExp(
  String.raw`((?:[\p{Lu}\d][\p{L}\d&.'’+-]*)(?:[ \t]+${NAME_WORD}){0,6}?),?[ \t]+(${LEGAL_FORM})(?=$|[\s,;:)(·|–—-])`,
  'u',
)
export const CITY_PATTERN = new RegExp(
  String.raw`(?<![\p{L}])(${[...CITIES]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\p{L}])`,
  'u',
)
const CITY_ONLY = new RegExp(String.raw`^${CITY_PATTERN.source}$`, 'u')
const REGION_ONLY = new RegExp(
  String.raw`^(?:${[...REGIONS].sort((a, b) => b.length - a.length).map(escape).join('|')})$`,
  'iu',
)
// Pronouns, possessives and demonstratives start a subject that is not a name: "Wir suchen",
// "Unsere Praxis sucht", "This is an opportunity".
const NOT_A_NAME_START =
  /^(?:this|that|these|those|it|there|here|ceci|cela|esto|esta|este|questo|questa|dit|deze|wir|we|our|unser\p{L}*|nous|notre|nos|nosotros|nuestr\p{L}*|noi|nostr\p{L}*|nós|noss\p{L}*|wij|onze|my|nasz\p{L}*|sie|you|vous|ihr\p{L}*|für|for|pour|para|per|voor|dla|in|im|zum|zur|dafür|hierfür|daher|deshalb|deswegen|dazu|jetzt|nun|gesucht)$/iu
const ADDRESS_LINE =
  /\b(?:\d{5}|\d{4}\s?[A-Z]{2}|\d{4}-\d{3}|\d{2}-\d{3}|[A-Z]{1,2}\d[\dA-Z]?\s?\d[A-Z]{2})\b|^(?:ul\.|via|viale|rua|calle|avenida|av\.|rue|place|boulevard|unit)\s|\p{L}(?:straße|strasse|str\.|weg|platz|gasse|allee|laan|gracht|straat|weg)\s+\d/iu
const DEPARTMENT_LINE = NOT_AN_EMPLOYER

function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
}

function isCapitalised(word: string): boolean {
  return /^[\p{Lu}\d]/u.test(word) || /^\([\p{Lu}]{1,3}\)$/u.test(word)
}

/** The capitalised name at the start of `text`: "Calzados Rivera, empresa familiar" -> "Calzados Rivera". */
function capitalisedRun(text: string): string {
  const words = text.trim().split(/\s+/)
  const kept: string[] = []
  for (let i = 0; i < words.length && kept.length < 8; i++) {
    const raw = words[i] ?? ''
    const word = raw.replace(/[,;:!?]+$/, '')
    if (kept.length === 0 && !isCapitalised(word)) break
    if (!isCapitalised(word) && !JOINERS.has(word.toLowerCase()) && !LEGAL_FORM_ONLY.test(word)) break
    kept.push(word)
    // A comma ends the name unless a legal form follows ("LusoFrio, S.A.").
    if (/[,;:!?]$/.test(raw)) {
      const next = (words[i + 1] ?? '').replace(/[,;:.]+$/, '')
      if (!LEGAL_FORM_ONLY.test(next) && !LEGAL_FORM_ONLY.test(`${next}.`)) break
      kept[kept.length - 1] = `${word},`
    }
  }
  while (kept.length > 0 && JOINERS.has((kept[kept.length - 1] ?? '').toLowerCase())) kept.pop()
  return kept.join(' ')
}

// "Bretagne." ends a sentence; "Jansen & Zn." and "Lda." end with their own abbreviation point.
function trimEnd(name: string): string {
  const trimmed = name.replace(/[\s,;:–—-]+$/u, '')
  const last = trimmed.split(/\s+/).pop() ?? ''
  if (!trimmed.endsWith('.') || LEGAL_FORM_ONLY.test(last) || /^\p{Lu}\p{Ll}?\.$|\.\p{L}+\.$/u.test(last))
    return trimmed
  return trimmed.slice(0, -1)
}

function withoutPrefix(name: string): string {
  let rest = name.trim()
  for (let i = 0; i < 3; i++) {
    const next = rest.replace(NAME_PREFIX, '')
    if (next === rest) break
    rest = next
  }
  return rest
}

/** The name as an employer, or undefined when it is a region, department, city, heading or pronoun. */
function asEmployer(raw: string | undefined): string | undefined {
  if (!raw) return undefined
  const name = trimEnd(withoutPrefix(raw.trim()))
  const first = name.split(/\s+/)[0] ?? ''
  if (!name || !/^[\p{Lu}\d]/u.test(name) || NOT_A_NAME_START.test(first)) return undefined
  // "10" (a French département before its town), "39 h", "2024": a name has a word in it.
  // "18F" and "3M" are names: capitals written onto the number.
  if (!/\p{L}{2,}/u.test(name) && !/^\d+\p{Lu}{1,2}$/u.test(name)) return undefined
  if (/^\d+(?:[\s.,]*\p{Ll}{0,2}|[\s.,]+\p{Lu}{1,2})\.?$/u.test(name)) return undefined
  if (CONTRACT_TERM_ONLY.test(name)) return undefined
  if (NOT_AN_EMPLOYER.test(name) || CITY_ONLY.test(name) || headingRole(name) !== undefined) return undefined
  if (REGION_ONLY.test(name)) return undefined
  // "Intubation und Narkoseeinleitung": terms joined by "und" are no more a name than one term.
  const words = name.split(/\s+/).filter((word) => !JOINERS.has(word.toLowerCase()))
  if (words.length > 0 && words.every((word) => ABSTRACT_NOUN_ONLY.test(word))) return undefined
  // A sentence end inside is no name; "Dr. med." and "St." are abbreviations.
  if (name.split(/\s+/).length > 8 || /(?<![\p{L}])\p{L}{4,}[.!?]\s/u.test(name)) return undefined
  return name
}

/**
 * "Hout is de verbindende factor …", "Ontwikkeling is een belangrijk speerpunt …": one capitalised word
 * that the same ad also writes in lower case ("hout zit in ons DNA") is a common noun opening a
 * sentence, not a name.
 */
function isCommonWord(name: string, text: string): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(name)) return false
  return new RegExp(String.raw`(?<![\p{L}\d-])${name.toLowerCase()}(?![\p{L}\d-])`, 'u').test(text)
}

function fromLabel(text: string): string | undefined {
  const labelled = text.match(COMPANY_LABEL)?.[1] ?? text.match(COMPANY_LABEL_LINE)?.[1]
  return asEmployer(labelled?.split(/\s+[–—|·]\s+/u)[0])
}

function fromLegalForm(text: string): string | undefined {
  const global = new RegExp(COMPANY_WITH_FORM.source, 'gu')
  for (const match of text.matchAll(global)) {
    const [, name, form] = match
    if (!name || !form) continue
    // "Limited" is also a plain word: "GS 13 Term Limited Various Roles" goes on after it with
    // another capitalised word, where a company name ends ("Harbour Foods Limited, Leeds").
    const after = text.slice((match.index ?? 0) + match[0].length)
    if (/^limited$/iu.test(form) && /^[ \t]+\p{Lu}/u.test(after)) continue
    const cleaned = asEmployer(name)
    if (cleaned) return `${cleaned}${match[0].includes(`${name},`) ? ',' : ''} ${form}`
  }
  return undefined
}

function fromApplyTo(text: string): string | undefined {
  const target = text.match(APPLY_TO)?.[1]
  return target ? asEmployer(capitalisedRun(target)) : undefined
}

// The signature block: a name line above a department or an address line, near the end.
function fromSignature(text: string): string | undefined {
  const all = lines(text)
  // The ad's first line is its headline, never a signature; a department or address line is short
  // and no sentence ("Il reparto vendite cerca un agente." names a department in passing).
  for (let i = Math.max(1, all.length - 6); i < all.length - 1; i++) {
    const line = all[i] ?? ''
    const next = all[i + 1] ?? ''
    if (/[.!?:]$/.test(line) || line.split(/\s+/).length > 7) continue
    if (/[.!?]$/.test(next) && next.split(/\s+/).length > 4) continue
    if (!ADDRESS_LINE.test(next) && !DEPARTMENT_LINE.test(next)) continue
    const head = line.split(/\s*[|·]\s*/u)[0] ?? line
    const run = capitalisedRun(head)
    if (run.replace(/,$/, '') === head.replace(/[,.]$/, '') || run === head) {
      const name = asEmployer(run)
      if (name) return name
    }
  }
  return undefined
}

// "Brightwater Housing Association is hiring…", "Pour renforcer…, Assurances Mutuelles du Centre recrute…".
function fromHiringVerb(text: string): string | undefined {
  for (const sentence of splitProse(text)) {
    const verb = sentence.match(HIRING_VERBS)
    if (!verb || verb.index === undefined || verb.index === 0) continue
    const subject = withoutPrefix(sentence.slice(0, verb.index).split(/,\s+/).pop() ?? '')
    const run = capitalisedRun(subject)
    if (run && run.replace(/,$/, '') === subject.trim().replace(/,$/, '')) {
      const name = asEmployer(run)
      if (name && !isCommonWord(name, text)) return name
    }
  }
  return undefined
}

function fromAbout(text: string): string | undefined {
  const polish = guessLanguage(text)?.language === 'pl'
  for (const sentence of splitProse(text)) {
    const copula = sentence.match(ABOUT_COPULA) ?? (polish ? sentence.match(ABOUT_COPULA_PL) : null)
    const subject = copula?.[1]
    if (!subject) continue
    // "Notify est une plateforme SaaS…", "Alerte COVID est un système…": a product the team builds.
    if (PRODUCT_NOUN.test(sentence.slice((copula.index ?? 0) + copula[0].length))) continue
    const cleaned = withoutPrefix(subject)
    const run = capitalisedRun(cleaned)
    if (run && run === cleaned.trim()) {
      const name = asEmployer(run)
      if (name && !isCommonWord(name, text)) return name
    }
  }
  return undefined
}

/**
 * "À propos du SNC", "About Kestrel Retail", "Über die Musterfirma GmbH": a heading line that names
 * what the ad is about by name (a capitalised run; "À propos du poste", "About the role" are not names).
 */
function fromAboutHeading(text: string): string | undefined {
  for (const line of lines(text).slice(1, 40)) {
    const named = ABOUT_HEADING.exec(line.replace(/[:\s]+$/u, ''))?.[1]
    if (!named || named.split(/\s+/).length > 6) continue
    const run = capitalisedRun(named)
    if (run !== named) continue
    const name = asEmployer(run)
    if (name) return name
  }
  return undefined
}

function fromPreposition(text: string): string | undefined {
  for (const match of text.matchAll(AT_EMPLOYER)) {
    const after = text.slice((match.index ?? 0) + match[0].length)
    const name = asEmployer(capitalisedRun(after.split('\n')[0] ?? ''))
    if (name && !CITY_PATTERN.test(name)) return name
  }
  return undefined
}

// "Técnico HSE en Obras de Construcción", "Enfermera en Noruega": these words also mean "in", so what
// follows them may be a place or a field rather than the employer.
const LOCATIVE_AT = /^(?:en|na|no|w)$/iu

/** "Title\nCompany – City": the second line when it is a name, not a sentence, a city or an address. */
function secondLineName(all: readonly string[]): string | undefined {
  const second = all[1]
  if (!second || ADDRESS_LINE.test(second)) return undefined
  const head = second.split(/\s*[,·|–—]\s*|\s+-\s+/u)[0]?.trim()
  // A name, not a sentence: every word capitalised or a joiner.
  if (head && capitalisedRun(head) === head && head.split(' ').length <= 6 && !CITY_PATTERN.test(head))
    return asEmployer(head)
  // A brand written in camel case ("grupoSky", "eDreams") on its own line.
  if (head && /^\p{Ll}+\p{Lu}[\p{L}\d]*$/u.test(head)) return head
  return undefined
}

/**
 * "Front-end developer bij We are you (Rotterdam)": a name that opens with a pronoun is a brand when
 * the ad also writes it capitalised inside a sentence ("… bij We are you Rotterdam werk je …"); at a
 * sentence's start "We are …" stays a pronoun.
 */
function pronounBrand(rest: string, text: string): string | undefined {
  const name = rest.replace(/\s*[(,–—|·].*$/u, '').trim()
  const first = name.split(/\s+/)[0] ?? ''
  if (!/^\p{Lu}/u.test(first) || !NOT_A_NAME_START.test(first) || name.split(/\s+/).length > 4) return undefined
  return new RegExp(String.raw`\p{Ll}[ \t]+${escape(name)}(?![\p{L}])`, 'u').test(text) ? name : undefined
}

// The header: "Data Analyst at Kestrel Retail Group", "Kestrel sucht…", "Title\nCompany – City".
function fromHeader(text: string): string | undefined {
  const all = lines(text)
  for (const line of all.slice(0, 6)) {
    const at = line.split(AT_WORDS)
    if (at.length === 2 && at[1]) {
      const company = asEmployer(at[1].replace(/\s*[(,–—|·].*$/u, '')) ?? pronounBrand(at[1], text)
      const word = line.match(AT_WORDS)?.[0].trim() ?? ''
      if (company && !CITY_PATTERN.test(company)) {
        if (!LOCATIVE_AT.test(word)) return company
        return secondLineName(all) ?? company
      }
    }
    // "Analyste de recherche et …": after "de" the verb is a noun; a name ends in no function word.
    const subject = line.match(COMPANY_VERBS)?.[1]?.trim()
    const verb = subject && !FUNCTION_WORD_END.test(subject) ? asEmployer(subject) : undefined
    if (verb && verb.split(' ').length <= 5) return verb
  }
  return secondLineName(all)
}

// "Login.gov: Data Analyst", "Centers of Excellence: Contact Center Analyst": a headline that names
// the hiring organisation before a colon and the role after it. A label ("Job title: …",
// "Location: Leeds") or a sentence after the colon is no such headline.
const HEADLINE = /^([^:]{2,60}):\s+(\S.{1,100})$/u

function fromHeadline(text: string): string | undefined {
  const first = lines(text)[0]
  if (!first || TITLE_LABEL.test(first) || COMPANY_LABEL.test(first)) return undefined
  const [, head = '', role = ''] = HEADLINE.exec(first) ?? []
  if (!head || !/^[\p{Lu}\d]/u.test(role) || /[.!?]$/u.test(role) || role.split(/\s+/).length > 12) return undefined
  if (CITY_ONLY.test(role.trim()) || ADDRESS_LINE.test(role)) return undefined
  const name = head.trim()
  // "10x: Principal Software Engineer": a brand of digits and letters heads the line.
  if (/^\d+\p{L}+$/u.test(name)) return name
  // "TechToGov - TTS: …": parts of one name joined by a dash, each a name of its own.
  const parts = name.split(/\s+[-–—]\s+/u)
  const isName = parts.every(
    (part) =>
      part !== '' && capitalisedRun(part) === part && (parts.length === 1 || (asEmployer(part) !== undefined && !CITY_ONLY.test(part))),
  )
  return isName ? asEmployer(parts.length > 1 ? name : capitalisedRun(name)) : undefined
}

// "Code for Germany ist ein Projekt des Open Knowledge Foundation Deutschland e.V.", "Trägerverein von
// FragDenStaat ist …": the project the ad speaks for, not its carrier (the name may keep a lower-case
// word: "Jugend hackt").
function fromProject(text: string): string | undefined {
  for (const sentence of splitProse(text)) {
    const subject = sentence.match(PROJECT_OF)?.[1] ?? sentence.match(CARRIER_OF)?.[1]
    if (!subject || subject.split(/\s+/).length > 5 || /[,;:()]/u.test(subject)) continue
    const name = asEmployer(subject)
    if (name) return name
  }
  return undefined
}

const ACRONYM = /^\p{Lu}{2,6}$/u
// The small words of a name that its acronym leaves out ("Service numérique canadien (SNC)", "Agence
// nationale de la sécurité des systèmes d'information (ANSSI)", "Bundesamt für Justiz (BfJ)").
const ACRONYM_SKIPS =
  /^(?:de|du|des|d['’]|la|le|les|l['’]|et|of|the|and|for|für|und|der|die|das|von|del|los|las|y|e|i|di|della|do|da|dos|das|van|het|en|voor|i|oraz|w|na|dla)$/iu
// "L'Agence …": the elided article is written onto the name's first word.
const ELIDED = /^[lLdD]['’](?=\p{L})/u

/**
 * Whether a name spells its acronym with the initials of its words: every capitalised word's initial
 * (one more word, such as a country, may follow), or, for a name in sentence case ("Service numérique
 * canadien"), every word but the small ones, exactly.
 */
function spellsAcronym(name: string, acronym: string): boolean {
  const words = name
    .replace(ELIDED, '')
    .split(/\s+/)
    .filter((word) => word !== '')
  if (words.length < 2 || !/^\p{Lu}/u.test(words[0] ?? '')) return false
  const capitalised = words.every((word) => /^\p{Lu}/u.test(word))
  if (capitalised) {
    const initials = words.map((word) => word[0] ?? '').join('')
    return initials.startsWith(acronym) && initials.length <= acronym.length + 1
  }
  const initials = words
    .filter((word) => !ACRONYM_SKIPS.test(word))
    .map((word) => (word[0] ?? '').toUpperCase())
    .join('')
  return initials === acronym.toUpperCase()
}

/** "Le Service numérique canadien (SNC) …": the words before an acronym in brackets that spell it. */
function nameBefore(acronym: string, text: string): string | undefined {
  const defined = new RegExp(String.raw`((?:[\p{L}'’-]+[ \t]+){1,8})\(${acronym}\)`, 'gu')
  for (const match of text.matchAll(defined)) {
    const words = (match[1] ?? '').trim().split(/[ \t]+/)
    for (let start = words.length - 2; start >= 0; start--) {
      const tail = words.slice(start).join(' ').replace(ELIDED, '')
      if (spellsAcronym(tail, acronym)) return asEmployer(tail) ?? definedBody(tail)
    }
  }
  return undefined
}

/**
 * "OKF" when the ad also writes the name out ("Die Open Knowledge Foundation Deutschland (OKF) ist …"):
 * the written-out name, whose initials begin with the acronym (one more word, such as a country, may follow).
 */
function writtenOut(acronym: string, text: string): string | undefined {
  const defined = nameBefore(acronym, text)
  if (defined) return defined
  const run = /(?:\p{Lu}[\p{L}-]*[ \t]+){1,6}\p{Lu}[\p{L}-]*/gu
  for (const match of text.matchAll(run)) {
    const words = match[0].split(/[ \t]+/)
    for (let start = 0; start < words.length; start++) {
      const tail = words.slice(start)
      const initials = tail.map((word) => word[0] ?? '').join('')
      if (tail.length >= 2 && initials.startsWith(acronym) && initials.length <= acronym.length + 1)
        return asEmployer(tail.join(' '))
    }
  }
  // "Le Service numérique canadien se concentre …" with "SNC" elsewhere: a name in sentence case whose
  // words, the small ones left out, spell the acronym exactly.
  const sentenceCase = /(?<![\p{L}'’-])\p{Lu}\p{Ll}[\p{L}'’-]*(?:[ \t]+[\p{L}'’-]+){1,7}/gu
  for (const match of text.matchAll(sentenceCase)) {
    const words = match[0].split(/[ \t]+/)
    for (let end = 2; end <= words.length; end++) {
      const name = words.slice(0, end).join(' ')
      if (
        /^\p{Lu}\p{Ll}/u.test(name) &&
        !words.slice(1, end).every((word) => /^\p{Lu}/u.test(word)) &&
        spellsAcronym(name, acronym)
      )
        return asEmployer(name) ?? definedBody(name)
    }
  }
  return undefined
}

/**
 * "Die Open Knowledge Foundation Deutschland (OKF) setzt sich … ein": a sentence that opens with a name
 * and the acronym it defines introduces the organisation (only when nothing surer names the employer).
 */
function fromDefinedSubject(text: string): string | undefined {
  for (const sentence of splitProse(text)) {
    const match =
      /^(?:(?:die|der|das|the|la|le|el|il|de|het|o|a)\s+|l['’])?(\p{Lu}[\p{L}'’-]*(?:\s+[\p{L}'’-]+){1,7})\s+\((\p{Lu}{2,6})\)[,\s]+\p{Ll}/iu.exec(
        sentence,
      )
    const name = match?.[1]?.trim()
    const acronym = match?.[2]
    if (!name || !acronym || !spellsAcronym(name, acronym)) continue
    // A name in sentence case is an organisation only when the ad goes on calling itself by its
    // acronym ("Le SNC prend en considération …") or by the name again ("la réputation … du Service
    // numérique canadien"); a term defined once ("fiabilité des sites (IFS)") is not.
    const uses = text.match(new RegExp(String.raw`(?<![\p{L}(])${acronym}(?![\p{L})])`, 'gu'))?.length ?? 0
    const namedAgain = (text.match(new RegExp(String.raw`(?<![\p{L}])${escape(name)}(?![\p{L}])`, 'gu'))?.length ?? 0) - 1
    if (!/^(?:\p{Lu}\S*\s+)+\p{Lu}\S*$/u.test(name) && uses < 2 && namedAgain < 1) continue
    const found = asEmployer(name) ?? definedBody(name)
    if (found) return found
  }
  return fromSelfAcronym(text) ?? fromSubjectSpellingAcronym(text)
}

/**
 * "Le Service numérique canadien se concentre sur …" with "Au SNC, nous …" further on: a sentence that
 * opens with a name in sentence case spelling an acronym the ad uses twice or more.
 */
function fromSubjectSpellingAcronym(text: string): string | undefined {
  const counts = new Map<string, number>()
  for (const match of text.matchAll(/(?<![\p{L}(])(\p{Lu}{2,6})(?![\p{L})])/gu))
    counts.set(match[1] ?? '', (counts.get(match[1] ?? '') ?? 0) + 1)
  const acronyms = [...counts.entries()].filter(([, uses]) => uses >= 2).map(([acronym]) => acronym)
  if (acronyms.length === 0) return undefined
  for (const sentence of splitProse(text)) {
    const words = sentence
      .replace(/^(?:(?:die|der|das|the|la|le|el|il|de|het|o|a)\s+|l['’])/iu, '')
      .split(/\s+/)
      .slice(0, 8)
    if (!/^\p{Lu}\p{Ll}/u.test(words[0] ?? '')) continue
    for (let end = 2; end <= words.length; end++) {
      const name = words.slice(0, end).join(' ')
      if (words.slice(1, end).every((word) => /^\p{Lu}/u.test(word))) continue
      const spelt = acronyms.find((acronym) => spellsAcronym(name, acronym))
      if (spelt) return asEmployer(name) ?? definedBody(name)
    }
  }
  return undefined
}

/**
 * "… pour le Service numérique canadien (SNC), vous serez …" and "Le SNC …" further on: a name in sentence
 * case, capitalised in mid-sentence, that defines the acronym the ad keeps calling itself by.
 */
function fromSelfAcronym(text: string): string | undefined {
  for (const match of text.matchAll(/\((\p{Lu}{2,6})\)/gu)) {
    const acronym = match[1] ?? ''
    const uses = text.match(new RegExp(String.raw`(?<![\p{L}(])${acronym}(?![\p{L})])`, 'gu'))?.length ?? 0
    if (uses < 2) continue
    const before =
      text
        .slice(Math.max(0, (match.index ?? 0) - 120), match.index)
        .split(/[\n.;:!?()]/u)
        .pop() ?? ''
    const words = before.trim().split(/\s+/)
    for (let start = words.length - 2; start >= 0; start--) {
      const name = words.slice(start).join(' ').replace(ELIDED, '')
      if (
        !/^\p{Lu}\p{Ll}/u.test(name) ||
        name
          .split(/\s+/)
          .slice(1)
          .every((word) => /^\p{Lu}/u.test(word))
      )
        continue
      if (!spellsAcronym(name, acronym)) continue
      const found = asEmployer(name) ?? definedBody(name)
      if (found) return found
    }
  }
  return undefined
}

/**
 * "Service numérique canadien", "Servicio Público de Empleo Estatal": a body that defines its own
 * acronym may begin with a word that otherwise names a department, when an adjective follows it
 * ("Service des ressources humaines" is still a department).
 */
function definedBody(name: string): string | undefined {
  const [head = '', next = '', ...rest] = name.split(/\s+/)
  if (!/^(?:service|servicio|serviço|servizio|department|departamento|dienst)$/iu.test(head)) return undefined
  if (ACRONYM_SKIPS.test(next) || !/^\p{L}/u.test(next)) return undefined
  const tail = [next, ...rest].join(' ')
  if (NOT_AN_EMPLOYER.test(tail) || CITY_ONLY.test(tail) || REGION_ONLY.test(tail)) return undefined
  return name
}

/**
 * "Il dipartimento per la trasformazione digitale è alla ricerca di…": a public body written in
 * sentence case as the subject of one of the ad's first hiring sentences (only when no capitalised
 * name was found), given back with a capital.
 */
function fromPublicBodySubject(text: string): string | undefined {
  for (const sentence of splitProse(text).slice(0, 6)) {
    const verb = sentence.match(HIRING_VERBS)
    if (!verb || verb.index === undefined || verb.index === 0) continue
    const subject = sentence.slice(0, verb.index).replace(HIRING_AUXILIARY, '').trim()
    const body = PUBLIC_BODY_SUBJECT.exec(`${subject.charAt(0).toLowerCase()}${subject.slice(1)}`)?.[1]
    if (body) return `${body.charAt(0).toUpperCase()}${body.slice(1)}`
  }
  return undefined
}

/** The employer the ad names, or undefined when no reading is certain. */
export function findEmployer(text: string): string | undefined {
  const found = readEmployer(text)
  return found && ACRONYM.test(found) ? (writtenOut(found, text) ?? found) : found
}

// The readings in the order of their certainty; a common word any of them took is passed over.
const READINGS = [
  fromLabel,
  fromProject,
  fromHeadline,
  fromLegalForm,
  fromApplyTo,
  fromSignature,
  fromHiringVerb,
  fromAbout,
  fromAboutHeading,
  fromHeader,
  fromPreposition,
  fromDefinedSubject,
  fromPublicBodySubject,
]

function readEmployer(text: string): string | undefined {
  for (const reading of READINGS) {
    const found = reading(text)
    if (found && !isCommonWord(found, text)) return found
  }
  return undefined
}
