import type { CaptureApplicationReply, CapturedFields } from '#shared/api/application-actions'
import { detectJobAd } from '#server/ai/job-ad/detect-job-ad'
import { decodeEntities, htmlToText } from '#server/import/files/html-to-text'
import { foldText } from '#server/text/fold'
import {
  CONTRACT_WORDS,
  CURRENCIES,
  EMPLOYMENT_TYPES,
  FULL_TIME_WORDS,
  PERCENT_RANGE,
  PERCENT_SINGLE,
  PERIOD_WORDS,
} from './application-capture.data'

// Proposed fields from a pasted job ad (issue 26): the page's schema.org JobPosting when the paste is
// HTML that carries one, else the built-in job-ad reader (ai/job-ad) and the patterns of
// application-capture.data.ts. Nothing is guessed: a field the ad does not state stays absent, and
// the person confirms every one before it is saved. No URL is fetched (docs/decisions/no-url-fetcher.md).

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

const LOOKS_LIKE_HTML = /<(?:html|body|div|p|script|h1|h2|ul|li|span|br|section|article|main)\b[^>]*>/i
const JSON_LD = /<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi
const NOT_TEXT = /<(script|style|noscript|template|svg|head)\b[\s\S]*?<\/\1\s*>/gi

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: Json | undefined): string | undefined => {
  if (typeof value === 'string') {
    const cleaned = decodeEntities(value.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim()
    return cleaned || undefined
  }
  if (typeof value === 'number') return String(value)
  return undefined
}
const first = (value: Json | undefined): Json | undefined => (Array.isArray(value) ? value[0] : value)
const typeOf = (node: JsonObject) => [node['@type']].flat().filter((type): type is string => typeof type === 'string')

/** Every JobPosting in the page's JSON-LD blocks, wherever it is nested (@graph, arrays). */
function jobPostings(html: string): JsonObject[] {
  const found: JsonObject[] = []
  const visit = (node: Json | undefined, depth: number) => {
    if (depth > 6 || node === undefined) return
    if (Array.isArray(node)) for (const item of node) visit(item, depth + 1)
    else if (isObject(node)) {
      if (typeOf(node).includes('JobPosting')) found.push(node)
      else visit(node['@graph'], depth + 1)
    }
  }
  for (const match of html.matchAll(JSON_LD)) {
    try {
      visit(JSON.parse(decodeEntities(match[1] ?? '').trim()) as Json, 0)
    } catch {
      // A broken block is skipped: the rest of the page may still have one that parses.
    }
  }
  return found
}

const positiveInt = (value: Json | undefined): number | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/[\s',]/g, '')) : NaN
  return Number.isFinite(number) && number >= 0 && number <= 100_000_000 ? Math.round(number) : undefined
}

function fromJobPosting(posting: JsonObject): CapturedFields {
  const fields: CapturedFields = {}
  const organization = first(posting.hiringOrganization)
  const company = isObject(organization) ? text(organization.name) : text(organization)
  if (company) fields.company = company
  const role = text(posting.title)
  if (role) fields.role = role
  const place = first(posting.jobLocation)
  const address = isObject(place) ? first(place.address) : undefined
  if (isObject(address)) {
    const locality = text(address.addressLocality)
    if (locality) fields.location = locality
    const lines = [text(address.streetAddress), [text(address.postalCode), locality].filter(Boolean).join(' ')].filter(Boolean)
    if (lines.length > 0) fields.employerAddress = lines.join(', ')
  }
  const salary = first(posting.baseSalary)
  if (isObject(salary)) {
    const currency = text(salary.currency)
    if (currency && /^[A-Z]{3}$/.test(currency)) fields.salaryCurrency = currency
    const value = salary.value
    const amount = isObject(value) ? value : { value: value ?? null }
    const min = positiveInt(amount.minValue ?? amount.value)
    const max = positiveInt(amount.maxValue ?? amount.value)
    if (min !== undefined) fields.salaryMin = min
    if (max !== undefined && (min === undefined || max >= min)) fields.salaryMax = max
    const unit = text(amount.unitText) ?? text(salary.unitText)
    const period = unit === 'YEAR' ? 'year' : unit === 'MONTH' ? 'month' : unit === 'HOUR' ? 'hour' : undefined
    if (period) fields.salaryPeriod = period
  }
  const employment = [posting.employmentType].flat().map((type) => text(type ?? undefined)?.toUpperCase())
  const contractType = employment.map((type) => (type ? EMPLOYMENT_TYPES[type] : undefined)).find(Boolean)
  if (contractType) fields.contractType = contractType
  if (employment.includes('FULL_TIME') && !employment.includes('PART_TIME')) fields.workloadPercent = 100
  const identifier = first(posting.identifier)
  const reference = isObject(identifier) ? text(identifier.value) : text(identifier)
  if (reference) fields.referenceNumber = reference
  const contact = first(posting.applicationContact)
  if (isObject(contact)) {
    const name = text(contact.name)
    const email = text(contact.email)
    const phone = text(contact.telephone)
    if (name) fields.contactName = name
    if (email) fields.contactEmail = email.replace(/^mailto:/i, '')
    if (phone) fields.contactPhone = phone
  }
  const url = text(posting.url)
  if (url && /^https?:\/\//i.test(url)) fields.sourceUrl = url
  return fields
}

/** A sum as ads write it: 85'000, 85.000, 85 000, 85,000, 3.500,50 → whole units. */
function readAmount(raw: string): number | undefined {
  const digits = raw.replace(/[.,]\d{2}$/, '').replace(/[\s'’.,\u00a0\u202f]/g, '')
  const value = Number(digits)
  return digits !== '' && Number.isFinite(value) ? value : undefined
}

const AMOUNT = String.raw`(\d{1,3}(?:[\s'’.,\u00a0\u202f]\d{3})+|\d+)(?:[.,]\d{2})?\s*(k\b)?`
const SALARY_RANGE = new RegExp(`${AMOUNT}\\s*(?:-|–|bis|to|à|a|do|tot)\\s*${AMOUNT}`, 'i')
const SALARY_LABEL = /(?:gehalt|lohn|salar|vergutung|verdienst|pay|remuneration|retribuzione|stipendio|sueldo|remuneracao|wynagrodzenie|brutto|bruttojahres)/

/** The salary of a text ad: a range or a sum on a line that names a currency. */
function salaryIn(lines: readonly string[]): Partial<CapturedFields> {
  for (const line of lines) {
    // A salary stands on a short line; a long one (a paragraph, a run of digits) is not read for it.
    if (line.length > 300) continue
    const folded = foldText(line)
    const currency = CURRENCIES.find(([, pattern]) => pattern.test(folded))?.[0]
    if (!currency && !SALARY_LABEL.test(folded)) continue
    const range = SALARY_RANGE.exec(line)
    let min: number | undefined
    let max: number | undefined
    if (range) {
      min = readAmount(range[1]!) !== undefined ? readAmount(range[1]!)! * (range[2] || range[4] ? 1000 : 1) : undefined
      max = readAmount(range[3]!) !== undefined ? readAmount(range[3]!)! * (range[4] ? 1000 : 1) : undefined
    } else if (currency) {
      const single = new RegExp(AMOUNT, 'i').exec(line.replace(/\d{1,3}\s*%/g, ''))
      const amount = single ? readAmount(single[1]!) : undefined
      if (amount !== undefined) min = max = amount * (single?.[2] ? 1000 : 1)
    }
    // A number under 8 is a count or a grade, not a pay; a salary line without a currency is kept
    // only when it has a range.
    if (min === undefined || max === undefined || max < 8 || min > max) continue
    const period = PERIOD_WORDS.find(([, pattern]) => pattern.test(folded))?.[0]
    return {
      salaryMin: min,
      salaryMax: max,
      ...(currency ? { salaryCurrency: currency } : {}),
      ...(period ? { salaryPeriod: period } : {}),
    }
  }
  return {}
}

function workloadIn(folded: string): number | undefined {
  const range = PERCENT_RANGE.exec(folded)
  const percent = range ? Math.max(Number(range[1]), Number(range[2])) : Number(PERCENT_SINGLE.exec(folded)?.[1] ?? NaN)
  if (percent >= 10 && percent <= 100) return percent
  return FULL_TIME_WORDS.test(folded) ? 100 : undefined
}

// Bounded parts: an unbounded run before the @ is tried from every position of a long word (quadratic).
const EMAIL = /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/
const PHONE = /(?:\+|00)\d{2}[\d\s/().-]{7,18}\d|\b0\d{2,4}[\s/-]\d{2,4}[\s-]?\d{2,4}(?:[\s-]?\d{2,4})?\b/

/** No word of an ad is this long; such runs (base64, digit strings) only cost the patterns time. */
const NOT_A_WORD = /\S{200,}/g

/** "Zahlwerk GmbH · Leopoldstraße 12" → "Leopoldstraße 12": the company is its own field already. */
function withoutCompany(street: string, company: string): string {
  if (!street.startsWith(company)) return street
  const rest = street.slice(company.length).replace(/^[\s·•|,–—-]+/u, '')
  return rest || street
}

function fromText(pasted: string): CapturedFields {
  const adText = pasted.replace(NOT_A_WORD, ' ')
  const facts = detectJobAd(adText)
  const folded = foldText(adText)
  const lines = adText.split('\n').map((line) => line.trim()).filter(Boolean)
  const fields: CapturedFields = {}
  if (facts.companyName) fields.company = facts.companyName
  if (facts.jobTitle) fields.role = facts.jobTitle
  if (facts.city) fields.location = facts.city
  const street = facts.street && facts.companyName ? withoutCompany(facts.street, facts.companyName) : facts.street
  const address = [street, [facts.postalCode, facts.city].filter(Boolean).join(' ')].filter(Boolean)
  if (street && address.length > 0) fields.employerAddress = address.join(', ')
  // The detector's `name` is the whole name ("Petra Muster"); its `surname` is the last word of it.
  if (facts.contact) fields.contactName = [facts.contact.academicTitle, facts.contact.name].filter(Boolean).join(' ')
  if (facts.reference) fields.referenceNumber = facts.reference
  const email = EMAIL.exec(adText)?.[0]
  if (email) fields.contactEmail = email
  const phone = PHONE.exec(adText)?.[0]
  if (phone) fields.contactPhone = phone.trim()
  const workload = workloadIn(folded)
  if (workload !== undefined) fields.workloadPercent = workload
  const contractType = CONTRACT_WORDS.find(([, pattern]) => pattern.test(folded))?.[0]
  if (contractType) fields.contractType = contractType
  Object.assign(fields, salaryIn(lines))
  const url = /https?:\/\/[^\s"'<>]+/.exec(adText)?.[0]
  if (url) fields.sourceUrl = url
  return fields
}

/** HTML reduced to its visible text, one block a line. */
function visibleText(html: string): string {
  return htmlToText(html.replace(NOT_TEXT, ' '))
    .text.split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}

export function captureJobAd(paste: string): CaptureApplicationReply {
  const isHtml = LOOKS_LIKE_HTML.test(paste)
  const postingText = isHtml ? visibleText(paste) : paste.trim()
  const posting = isHtml ? jobPostings(paste)[0] : undefined
  if (posting) {
    const fields = fromJobPosting(posting)
    // What the structured data leaves out may still stand in the ad's words (a workload, a contact).
    const fromWords = fromText(text(posting.description) ? visibleText(String(posting.description)) : postingText)
    for (const key of ['workloadPercent', 'contractType', 'contactName', 'contactEmail', 'contactPhone', 'referenceNumber'] as const) {
      if (fields[key] === undefined && fromWords[key] !== undefined) Object.assign(fields, { [key]: fromWords[key] })
    }
    const description = typeof posting.description === 'string' ? visibleText(posting.description) : ''
    return { source: 'json-ld', fields, postingText: description || postingText }
  }
  return { source: 'engine', fields: fromText(postingText), postingText }
}
