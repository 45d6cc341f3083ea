import type { CvLink } from '#shared/cv/cv.schema'
import { guessLinkKind } from '#shared/cv/normalize-cv'
import { isPlace, roleScore } from '#server/text/cv-lexicon'
import { findDateRanges } from '#server/text/dates'
import { isStreetLine } from './street-line'

// E-mail, phone, links and place of a CV, and the labelled personal details German-speaking CVs
// list ("Geburtsdatum", "Staatsangehörigkeit").

export type Contact = {
  email: string
  phone: string
  links: Array<Omit<CvLink, 'id'>>
  location: string
  /** The street line of the postal address; its postal code and town go to `location`. */
  address: string
  nationality: string
  dateOfBirth: string
  placeOfBirth: string
  maritalStatus: string
  name: string
}

type DetailKey = keyof Pick<
  Contact,
  'name' | 'address' | 'location' | 'nationality' | 'dateOfBirth' | 'placeOfBirth' | 'maritalStatus'
>

const EMAIL = /[\p{L}0-9._%+-]{1,64}@[\p{L}0-9-]{1,63}(?:\.[\p{L}0-9-]{1,63}){0,4}\.\p{L}{2,24}/u
const URL_PATTERN =
  /(?:https?:\/\/)?(?:www\.)?(?:linkedin\.com|[a-z]{2,3}\.linkedin\.com|github\.com|xing\.com|gitlab\.com|behance\.net|dribbble\.com|medium\.com|stackoverflow\.com)\/[^\s|,;)<>"]{1,200}|https?:\/\/[^\s|,;)<>"]{3,200}|\bwww\.[^\s|,;)<>"]{3,200}/giu
// A bare domain ("annaschmidt.dev") only counts in contact lines.
const BARE_DOMAIN =
  /(?<![@\p{L}0-9.-])(?:[a-z0-9-]{2,63}\.)+(?:com|de|dev|io|me|net|org|fr|es|it|pt|nl|pl|ch|at|eu|co|uk|info|site|app|tech|page|be|lu|design|studio|online|xyz|blog|cc)(?:\/[^\s|,;)]*)?(?![\p{L}0-9@-])/giu
const PHONE_CANDIDATE = /(?:\+|\b00)?\(?\d[\d\s()./–-]{5,22}\d/g
const PHONE_LABEL =
  /(?:^|[\s|•·,])(?:tel(?:efon|éfono|efone|efono|efoon)?|phone|mobile?|mob|handy|cell(?:ulare)?|tél(?:éphone)?|portable|m[óo]vil|telem[óo]vel|mobiel|kom[óo]rka|t|m|p)\.?\s*[:.]?\s*$/i

const LABELS: ReadonlyArray<readonly [DetailKey, RegExp]> = [
  // Before 'location' and 'dateOfBirth', whose labels are prefixes of these ("Ort", "geboren").
  [
    'placeOfBirth',
    /^(?:place of birth|birthplace|geburtsort|lieu de naissance|lugar de nacimiento|luogo di nascita|local de nascimento|naturalidade|geboorteplaats|miejsce urodzenia)\s*[:：]\s*/i,
  ],
  [
    'maritalStatus',
    /^(?:marital status|familienstand|zivilstand|état civil|etat civil|situation familiale|estado civil|stato civile|burgerlijke staat|stan cywilny)\s*[:：]\s*/i,
  ],
  [
    'name',
    /^(?:name|vor-? und nachname|nom|nombre|nome|naam|imię i nazwisko|full name|nombre completo|nombre y apellidos|nom complet|nom et prénom|nome completo|nome e cognome|volledige naam|naam en voornaam|vollständiger name)\s*[:：]\s*/i,
  ],
  // A postal address, with a colon or, in a label column, without one before a house number ("Adres ⇥ Keizersgracht 12").
  [
    'address',
    /^(?:address|postal address|home address|adresse|anschrift|postanschrift|wohnanschrift|adresse postale|dirección|direccion|domicilio|indirizzo|morada|endereço|endereco|adres|adres zamieszkania|adres do korespondencji)\s*(?:[:：]\s*|\s+(?=\S.*\d))/i,
  ],
  [
    'location',
    /^(?:wohnort|location|ort|residence|domicile|residencia|residenza|localização|woonplaats|miejscowość|city|stadt|ville|ciudad|città|cidade|stad|miasto)\s*[:：]\s*/i,
  ],
  [
    'nationality',
    /^(?:nationality|nationalität|staatsangehörigkeit|staatsbürgerschaft|nationalité|nacionalidad|nazionalità|cittadinanza|nacionalidade|nationaliteit|obywatelstwo|narodowość)\s*(?:[:：]\s*|\s(?=\p{Ll}+$))/iu,
  ],
  [
    'dateOfBirth',
    /^(?:date of birth|birth date|born|geburtsdatum|geboren(?: am)?|geb\.|date de naissance|né(?:e)? le|fecha de nacimiento|data di nascita|nato il|nata il|data de nascimento|geboortedatum|geboren op|data urodzenia)\s*(?:[:：]\s*|\s(?=\d))/i,
  ],
]

// Forms ask for the given name and the family name apart ("Apellidos: Navarro Pérez" / "Nombre:
// Lucía"); "Nom" and "Name" mean the family name when a given name stands beside them.
const GIVEN_NAME =
  /^(?:first name|given name|forename|vorname|prénom|prenom|nombre|nome|voornaam|roepnaam|imię|imie)\s*[:：]\s*/i
const FAMILY_NAME =
  /^(?:surname|last name|family name|nachname|familienname|name|nom|nom de famille|apellidos?|cognome|apelidos?|sobrenome|achternaam|naam|nazwisko)\s*[:：]\s*/i

/** The name from separate given-name and family-name rows, or '' when a form does not give both. */
export function labelledNameParts(lines: readonly string[]): string {
  let given = ''
  let family = ''
  for (const line of lines) {
    const text = line.replace(/\t/g, ' ').trim()
    const givenMatch = GIVEN_NAME.exec(text)
    if (givenMatch && given === '') given = text.slice(givenMatch[0].length).trim()
    else {
      const familyMatch = FAMILY_NAME.exec(text)
      if (familyMatch && family === '') family = text.slice(familyMatch[0].length).trim()
    }
  }
  return given !== '' && family !== '' ? `${given} ${family}` : ''
}

export function findEmail(text: string): string {
  if (!text.includes('@')) return ''
  const match = EMAIL.exec(text)
  return match ? match[0].replace(/^mailto:/i, '').replace(/[.]+$/, '') : ''
}

/** The first phone number; a labelled one ("Tel.: …") wins over an unlabelled one. */
export function findPhone(lines: readonly string[]): string {
  let unlabelled = ''
  for (const line of lines) {
    let previous = ''
    for (const cell of line.split(/\t|\s{2,}|\s[|•·]\s/)) {
      // "Teléfono: ⇥ 612345678": the label may stand in the cell before.
      const found = phoneIn(cell, previous)
      previous = cell
      if (found.isLabelled) return found.phone
      if (unlabelled === '') unlabelled = found.phone
    }
  }
  return unlabelled
}

function phoneIn(cell: string, cellBefore = ''): { phone: string; isLabelled: boolean } {
  const cleaned = cell.replace(EMAIL_GLOBAL, ' ').replace(URL_PATTERN, ' ')
  let first = ''
  for (const match of cleaned.matchAll(PHONE_CANDIDATE)) {
    const candidate = match[0].replace(/[\s(–-]+$/, '').trim()
    const before = cleaned.slice(Math.max(0, match.index - 20), match.index)
    const isLabelled =
      PHONE_LABEL.test(before) || (before.trim() === '' && PHONE_LABEL.test(` ${cellBefore}`))
    // A labelled number needs no country code or grouping ("Tel: 612345678").
    if (!isPhone(candidate, isLabelled)) continue
    if (isLabelled) return { phone: candidate, isLabelled: true }
    if (first === '') first = candidate
  }
  return { phone: first, isLabelled: false }
}
const EMAIL_GLOBAL = new RegExp(EMAIL.source, 'gu')

function isPhone(candidate: string, isLabelled = false): boolean {
  const digits = candidate.replace(/\D/g, '')
  if (digits.length < 7 || digits.length > 15) return false
  // Date ranges and years ("2019 - 2021", "03/2019 – 05/2021") are not phone numbers.
  if (findDateRanges(candidate).some((range) => range.end !== '' || range.length >= candidate.length - 2))
    return false
  if (isLabelled && !/^\d{1,2}\.\d{1,2}\.\d{2,4}$/.test(candidate)) return true
  const isInternational = /^(?:\+|00)/.test(candidate)
  const isTrunk = /^\(?0/.test(candidate)
  const isNorthAmerican = /^\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}$/.test(candidate)
  // Mobile numbers written without trunk prefix in groups: "654 321 987", "347 123 4567".
  const isGrouped = digits.length >= 9 && /^\d{2,4}(?:[ .-]\d{2,4}){2,4}$/.test(candidate)
  // An area code in brackets before a hyphenated number, as Brazil writes it: "(52) 6632-4531",
  // "(37) 39859-7463".
  const isBracketedArea = /^\(\d{2,3}\)\s?\d{4,5}[\s.-]\d{4}$/.test(candidate)
  if (!isInternational && !isTrunk && !isNorthAmerican && !isGrouped && !isBracketedArea) return false
  // Phone numbers are written in groups; a run of digits broken by dots looks like a date.
  if (/^\d{1,2}\.\d{1,2}\.\d{2,4}/.test(candidate)) return false
  return true
}

export function findLinks(lines: readonly string[], allowBareDomains: boolean): Array<Omit<CvLink, 'id'>> {
  const links: Array<Omit<CvLink, 'id'>> = []
  const seen = new Set<string>()
  const add = (raw: string): void => {
    const url = raw.replace(/[.,;:]+$/, '')
    const key = url
      .toLowerCase()
      .replace(/^https?:\/\/(?:www\.)?/, '')
      .replace(/\/$/, '')
    if (seen.has(key) || links.length >= 20) return
    seen.add(key)
    links.push({ kind: guessLinkKind(url), label: '', url })
  }
  for (const line of lines) {
    const withoutEmails = line.replace(EMAIL_GLOBAL, ' ')
    for (const match of withoutEmails.matchAll(URL_PATTERN)) add(match[0])
    if (!allowBareDomains) continue
    const withoutUrls = withoutEmails.replace(URL_PATTERN, ' ')
    for (const match of withoutUrls.matchAll(BARE_DOMAIN)) add(match[0])
  }
  return links
}

/** Removes e-mail, links, phone numbers and their labels; what is left of a contact line. */
export function contactRemainder(line: string): string[] {
  const phone = findPhone([line])
  let rest = line.replace(EMAIL_GLOBAL, '\t').replace(URL_PATTERN, '\t').replace(BARE_DOMAIN, '\t')
  if (phone !== '') rest = rest.split(phone).join('\t')
  return rest
    .split(/\t|\s[|•·]\s|\s{2,}|(?<=\S)\s*[|•·]\s*(?=\S)/)
    .map((part) =>
      part
        .replace(
          /^(?:e-?mail|mail|tel(?:efon|\.)?|phone|mobil(?:e)?|handy|linkedin|github|xing|web(?:site|seite)?|site|portfolio|t|m|e|p|w)\s*[:.]?\s*$/i,
          '',
        )
        .replace(/^[\s:,;|•·–—-]+|[\s:,;|•·–—-]+$/g, '')
        .trim(),
    )
    .filter((part) => part !== '')
}

export function isContactLine(line: string): boolean {
  return EMAIL.test(line) || findPhone([line]) !== '' || new RegExp(URL_PATTERN.source, 'iu').test(line)
}

/**
 * A birth date with its place as German, Dutch, French… CVs write it: "14.06.1989 in Rostock",
 * "12 mars 1990 à Lyon", "3 de mayo de 1991 en Sevilla", "1989-06-14, Rostock". The date keeps
 * everything up to its year; a place is only split off after a year.
 */
export function splitBirth(value: string): { date: string; place: string } {
  const match =
    /^(.*?\b(?:1[89]|20)\d{2}(?:-\d{2}-\d{2})?)\s*(?:,\s*|\s+(?:in|à|a|en|em|te|w|na)\s+)(\p{L}[\p{L}' .()-]{1,58})$/iu.exec(
      value.trim(),
    )
  return match ? { date: match[1]!.trim(), place: match[2]!.trim() } : { date: value.trim(), place: '' }
}

/** A labelled detail ("Wohnort: Berlin"); returns which one and its value. */
export function labelledDetail(line: string): { key: DetailKey; value: string } | null {
  for (const [key, pattern] of LABELS) {
    const match = pattern.exec(line)
    if (match) {
      const value = line.slice(match[0].length).replace(/\t/g, ' ').trim()
      if (value !== '') return { key, value }
    }
  }
  return null
}

/** A place in a contact fragment: "10115 Berlin", "Berlin, Germany", "Musterstr. 1, 80331 München". */
// A postal code and its town, in the forms of the product's countries: "10115 Berlin",
// "D-80331 München", "3572 AN Utrecht", "1700-348 Lisboa", "80-266 Gdańsk", "M14 5TQ Manchester",
// "D6W Dublin".
const POSTAL_TOWN =
  /^(?:[A-Z]{1,2}-)?(?:\d{4,5}|\d{4}\s?[A-Z]{2}|\d{4}-\d{3}|\d{2}-\d{3}|[A-Z]{1,2}\d[A-Z\d]?(?:\s?\d[A-Z]{2})?)\s+\p{Lu}[\p{L}'’ .-]{1,40}$/u

/**
 * A postal address read apart: the street before the postal code and town ("Musterstraße 12,
 * 70173 Stuttgart", "12 rue de la Paix, 75002 Paris, France") and the place after it. The street
 * needs a house number; the place must read as one. Null when the fragment is not both.
 */
export function splitAddress(fragment: string): { street: string; place: string } | null {
  const text = fragment.trim().replace(/^[^\p{L}\d]+\s+/u, '')
  if (text === '' || text.length > 120 || /\d{6,}|@/.test(text) || roleScore(text) > 0) return null
  const parts = text.split(/\s*[,;]\s*|\s[–—-]\s/)
  for (let at = 1; at < parts.length; at += 1) {
    const place = parts.slice(at).join(', ')
    const part = parts[at] ?? ''
    const isPostalTown = POSTAL_TOWN.test(part) || TOWN_POSTCODE.test(part)
    if (!isPostalTown && !isPlace(place)) continue
    const street = parts.slice(0, at).join(', ')
    // Before a postal code and town any house number will do ("Musterstr 12"); before a town or a
    // country alone the street must say it is one ("54406, Décines Charpieu, (France)" is no street).
    const hasNumber = /\d/.test(street) && /\p{L}{2,}/u.test(street) && !findDateRanges(street).length
    return (isPostalTown && hasNumber) || isStreetLine(street) ? { street, place } : null
  }
  return null
}

/**
 * The street of a contact fragment: before its postal code and town, or a line that is only a
 * street ("5965 Impasse Adolphe Mille", which a four-digit postal code and town would read too).
 */
export function streetOf(fragment: string): string {
  return splitAddress(fragment)?.street ?? (isStreetLine(fragment) ? fragment.trim() : '')
}

// The town before its postcode, as British addresses write it: "London NW1 6XE", "Manchester M14 5TQ".
const TOWN_POSTCODE = /^\p{Lu}[\p{L}'’ .-]{1,40}\s+[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}$/u

export function placeOf(fragment: string): string {
  // Icons set as letters or signs before an address ("+ 20143 Milano") are not part of it.
  const text = fragment.trim().replace(/^[^\p{L}\d]+\s+/u, '')
  if (text === '' || text.length > 80 || /\d{6,}/.test(text) || roleScore(text) > 0) return ''
  if (isPlace(text)) return text
  if (POSTAL_TOWN.test(text) && !findDateRanges(text).length) return text
  // A street address: keep the postal code and town after it.
  const parts = text.split(/\s*,\s*|\s[–—-]\s/)
  if (parts.length >= 2) {
    const tail = parts.slice(1).join(', ')
    if (isPlace(tail)) return tail
    const streetLike = /\d/.test(parts[0] ?? '') && /\p{L}{3,}/u.test(parts[0] ?? '')
    if (streetLike && POSTAL_TOWN.test(parts[parts.length - 1] ?? '')) return parts[parts.length - 1] ?? ''
  }
  return ''
}
