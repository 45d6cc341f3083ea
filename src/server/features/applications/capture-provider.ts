import { z } from 'zod'
import { type CaptureApplicationReply, CapturedFields } from '#shared/api/application-actions'
import { CONTRACT_TYPES, SALARY_PERIODS } from '#shared/api/applications'
import { createOpenAiClient, type OpenAiClient, ProviderError } from '#server/ai/openai/openai-client'
import { foldText } from '#server/text/fold'
import { CONTRACT_WORDS, CURRENCIES, FULL_TIME_WORDS, PERIOD_WORDS } from './application-capture.data'

// Capture through the configured AI provider (issue 26): the model reads the pasted ad for the same
// fields the built-in reader looks for, and every value it gives must stand in the paste (or be
// directly supported by it: a period word, a contract word, a currency sign) — anything else is
// dropped, so a model that "knows" the company or invents a salary adds nothing. The built-in
// answer is the fallback on any provider failure. The person confirms every field before saving.

/** The model's answer: every field, null when the ad does not state it (strict JSON schema). */
const ProviderFields = z.object({
  company: z.string().nullable(),
  role: z.string().nullable(),
  location: z.string().nullable(),
  workloadPercent: z.number().nullable(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  salaryCurrency: z.string().nullable(),
  salaryPeriod: z.enum(SALARY_PERIODS).nullable(),
  contractType: z.enum(CONTRACT_TYPES).nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  referenceNumber: z.string().nullable(),
})
type ProviderFields = z.infer<typeof ProviderFields>

const SYSTEM = `You read a job advertisement and copy facts out of it for a job seeker's application tracker.
For each field give the value exactly as the ad writes it, or null when the ad does not state it. Never guess, never use outside knowledge, never translate names.
- company: the employer that hires (not a recruiting agency's job board, not a department).
- role: the job title as written.
- location: the town or city of the workplace.
- workloadPercent: the workload as a percentage (e.g. 80 for "80 %", 100 for full time), null when not stated.
- salaryMin, salaryMax: whole numbers as stated (a single sum: both the same), no unit conversions.
- salaryCurrency: ISO code (EUR, CHF, GBP, USD, PLN) of the currency the ad names.
- salaryPeriod: year, month or hour as the ad says.
- contractType: permanent, fixed_term, temporary, freelance, internship or apprenticeship, only when the ad says so.
- contactName, contactEmail, contactPhone: the person or address to apply to, as written.
- referenceNumber: the ad's reference or job number, as written.
Answer with JSON only.`

// A paste can be a whole web page: the model gets its visible text, and no more than this.
const PROVIDER_MAX_CHARS = 20_000

const squash = (text: string) => foldText(text).replace(/[\s\u00a0\u202f]+/g, ' ').trim()
const digitsOnly = (text: string) => text.replace(/\D/g, '')

/** The whole numbers written in the ad: 85'000, 85.000, 85 000, 85,000, 3.500,50 and 85k. */
function numbersOfAd(text: string): Set<number> {
  const found = new Set<number>()
  for (const match of text.matchAll(/(\d{1,3}(?:[\s'’.,\u00a0\u202f]\d{3})+|\d+)(?:[.,]\d{1,2})?\s*(k\b)?/gi)) {
    const value = Number((match[1] ?? '').replace(/\D/g, ''))
    if (!Number.isFinite(value)) continue
    found.add(value)
    if (match[2]) found.add(value * 1000)
  }
  return found
}

/** One reason per dropped field, for the log (never the value: it may quote the user's paste). */
export type DroppedField = keyof ProviderFields

/** The provider's values that the paste supports; every other one is dropped. */
export function supportedFields(answer: ProviderFields, paste: string): { fields: CapturedFields; dropped: DroppedField[] } {
  const ad = squash(paste)
  const adDigits = digitsOnly(paste)
  const numbers = numbersOfAd(paste)
  const fields: CapturedFields = {}
  const dropped: DroppedField[] = []
  const keep = <K extends keyof CapturedFields & DroppedField>(key: K, value: CapturedFields[K] | undefined, ok: boolean) => {
    if (value === undefined) return
    if (ok && CapturedFields.shape[key].safeParse(value).success) fields[key] = value
    else dropped.push(key)
  }
  const quoted = (value: string | null) => {
    const trimmed = value?.replace(/\s+/g, ' ').trim()
    return trimmed ? trimmed : undefined
  }
  // Names and titles: the value (folded, spaces squashed) is a part of the ad's text.
  for (const key of ['company', 'role', 'location', 'contactName', 'referenceNumber'] as const) {
    const value = quoted(answer[key])
    keep(key, value, value !== undefined && value.length <= 200 && ad.includes(squash(value)))
  }
  const email = quoted(answer.contactEmail)
  keep('contactEmail', email, email !== undefined && z.email().safeParse(email).success && ad.includes(squash(email)))
  const phone = quoted(answer.contactPhone)
  const phoneDigits = phone ? digitsOnly(phone) : ''
  keep('contactPhone', phone, phone !== undefined && phoneDigits.length >= 6 && adDigits.includes(phoneDigits))
  if (answer.workloadPercent !== null) {
    const percent = answer.workloadPercent
    const stated = new RegExp(`\\b${percent}\\s*%`).test(ad) || (percent === 100 && FULL_TIME_WORDS.test(ad))
    keep('workloadPercent', percent, Number.isInteger(percent) && percent >= 1 && percent <= 100 && stated)
  }
  for (const key of ['salaryMin', 'salaryMax'] as const) {
    const value = answer[key]
    if (value !== null) keep(key, value, Number.isInteger(value) && numbers.has(value))
  }
  if (fields.salaryMin !== undefined && fields.salaryMax !== undefined && fields.salaryMin > fields.salaryMax) {
    delete fields.salaryMin
    delete fields.salaryMax
    dropped.push('salaryMin', 'salaryMax')
  }
  const currency = quoted(answer.salaryCurrency)?.toUpperCase()
  const currencyPattern = CURRENCIES.find(([code]) => code === currency)?.[1]
  keep('salaryCurrency', currency, currency !== undefined && (ad.includes(currency.toLowerCase()) || (currencyPattern?.test(ad) ?? false)))
  if (answer.salaryPeriod) {
    const pattern = PERIOD_WORDS.find(([period]) => period === answer.salaryPeriod)?.[1]
    keep('salaryPeriod', answer.salaryPeriod, pattern?.test(ad) ?? false)
  }
  if (answer.contractType) {
    const pattern = CONTRACT_WORDS.find(([type]) => type === answer.contractType)?.[1]
    keep('contractType', answer.contractType, pattern?.test(ad) ?? false)
  }
  // A sum without its figures is no salary: currency and period go with them.
  if (fields.salaryMin === undefined && fields.salaryMax === undefined) {
    delete fields.salaryCurrency
    delete fields.salaryPeriod
  }
  return { fields, dropped }
}

/** Fields a page's structured data gave win; the provider fills the others and replaces the text guesses. */
function merge(builtin: CaptureApplicationReply, provider: CapturedFields): CaptureApplicationReply {
  const fromProvider = Object.keys(provider).length > 0
  if (!fromProvider) return builtin
  const fields = builtin.source === 'json-ld' ? { ...provider, ...builtin.fields } : { ...builtin.fields, ...provider }
  // A salary is one statement: its parts come from one reader, never half from each.
  const salaryFrom = builtin.source === 'json-ld' && builtin.fields.salaryMin !== undefined ? builtin.fields : provider.salaryMin !== undefined || provider.salaryMax !== undefined ? provider : builtin.fields
  for (const key of ['salaryMin', 'salaryMax', 'salaryCurrency', 'salaryPeriod'] as const) {
    if (salaryFrom[key] === undefined) delete fields[key]
    else Object.assign(fields, { [key]: salaryFrom[key] })
  }
  return { ...builtin, source: builtin.source === 'json-ld' ? 'json-ld' : 'provider', fields }
}

export type CaptureLog = { warn(details: { task: 'captureJobAd'; reason: string; dropped?: DroppedField[] }, message: string): void }

export type JobAdCapture = (builtin: CaptureApplicationReply) => Promise<CaptureApplicationReply>

/** The provider's reading merged into the built-in one; the built-in one alone when the provider fails. */
export function createProviderCapture(options: {
  client?: OpenAiClient
  baseUrl: string
  apiKey?: string
  model: string
  log: CaptureLog
  timeoutMs?: number
  retryDelayMs?: number
}): JobAdCapture {
  const client = options.client ?? createOpenAiClient(options)
  return async (builtin) => {
    const paste = builtin.postingText
    if (!paste.trim()) return builtin
    try {
      const answer = await client.completeJson({
        name: 'job_ad_fields',
        schema: ProviderFields,
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: `The job ad:\n<<<\n${paste.slice(0, PROVIDER_MAX_CHARS)}\n>>>` },
        ],
      })
      const { fields, dropped } = supportedFields(answer, paste)
      if (dropped.length > 0)
        options.log.warn({ task: 'captureJobAd', reason: 'unfaithful', dropped }, 'AI provider answer rejected in part; values not in the ad dropped')
      return merge(builtin, fields)
    } catch (error) {
      const reason = error instanceof ProviderError ? error.reason : 'unexpected'
      options.log.warn({ task: 'captureJobAd', reason }, 'AI provider failed; using the built-in engine')
      return builtin
    }
  }
}
