import type { Locale } from '#shared/i18n/locales'

import { foldText } from '#server/text/sentences'
import { numbersIn } from '#server/text/numbers'
import { companiesWithLegalForm, industriesIn } from '#server/ai/job-ad/detect-job-ad'
import { INDUSTRY_LABELS } from '#server/ai/job-ad/industries.data'
import { INDUSTRY_CODES, type IndustryCode } from '#server/ai/job-ad/job-ad.data'
import { DEGREES } from '#server/text/degrees.data'
import {
  DEGREE_ABBREVIATIONS,
  EXPERIENCE_WORD,
  PLACEHOLDER,
  SECOND_PERSON,
  SECTOR_CLAIM,
  YEARS_CLAIM,
} from './claims.data'
import { grammarProblems } from './grammar'
import { inputVocabulary, misspelledWords } from './spelling'

// The checker of every text the product writes, whoever wrote it (the built-in engine or a
// model): a claim is accepted only when the CV shows it, the employer and role only when they are
// the ad's, no placeholder stays where the CV has the value, and every word is spelled as the
// language's dictionary knows it (words copied from the inputs excepted). README.md beside this.

export type CheckedKind = 'letter' | 'bullet' | 'summary' | 'title'

export type CheckInput = {
  text: string
  kind: CheckedKind
  language: Locale
  /** Every text of the CV, dates included (cvSourceText makes it from any CV shape). */
  cvText: string
  adText?: string
  /** The ad's employer and position: a letter must name them and no other employer. */
  employer?: string
  role?: string
  /** The applicant's name from the CV: a name placeholder is then a defect. */
  cvName?: string
  /** Years since the first role of the CV began (letters/cv-facts). */
  yearsOfExperience?: number
  /** Text the caller vouches for and that is exempt from the claim checks: date line, recipient. */
  vouched?: readonly string[]
  /** The bullet tool's visible "[X]" for a missing result is a feature, not a defect. */
  allowPlaceholders?: boolean
  /**
   * The industries of the CV's employers (letters/cv-facts). When given, a sector the applicant
   * claims must be one of them (or stated in the CV in those words); duties and skills do not count.
   */
  cvSectors?: readonly IndustryCode[]
}

export type ProblemKind =
  | 'number'
  | 'years'
  | 'employer'
  | 'missing_employer'
  | 'missing_role'
  | 'degree'
  | 'sector'
  | 'placeholder'
  | 'spelling'
  | 'grammar'

export type Problem = { kind: ProblemKind; value: string }
export type CheckResult = { ok: boolean; problems: Problem[] }

/** All string leaves of a CV in any shape (builder JSON, a pasted text, the writer's fields). */
export function cvSourceText(cv: unknown): string {
  const out: string[] = []
  const visit = (value: unknown): void => {
    if (typeof value === 'string') out.push(value)
    else if (typeof value === 'number') out.push(String(value))
    else if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') Object.values(value).forEach(visit)
  }
  visit(cv)
  return out.join('\n')
}

// Digits without separators, so "1.000" and "1,000", "2,5" and "2.5" are the same number.
function digitsOf(text: string): string[] {
  return numbersIn(text).map((n) => n.replace(/[.,]/g, ''))
}

// Folded, without commas and with single spaces: "Frutas do Norte, S.A." is "frutas do norte s.a.".
function comparable(text: string): string {
  return foldText(text).replace(/,/g, ' ').replace(/\s+/g, ' ').trim()
}

function contains(haystack: string, needle: string): boolean {
  const folded = comparable(needle)
  return folded !== '' && comparable(haystack).includes(folded)
}

function without(text: string, parts: readonly (string | undefined)[]): string {
  let rest = text
  for (const part of parts) if (part?.trim()) rest = rest.split(part.trim()).join(' ')
  return rest
}

/** Vouched text (letterhead, a quote from the ad) stands as one word in the sentence it is in. */
function vouchedAsWord(text: string, parts: readonly string[]): string {
  let rest = text
  for (const part of parts) {
    const trimmed = part.trim()
    if (!trimmed) continue
    rest = rest
      .split('\n')
      .map((line) => (line.trim() === trimmed ? '' : line.split(trimmed).join('Quote')))
      .join('\n')
  }
  return rest
}

const escape = (text: string) => text.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&')

// A degree word as a whole word; short forms ("MA", "BA") only in their own casing, since "ma"
// is "but" in Italian and Polish.
function degreeForm(form: string): RegExp {
  const flags = form.length <= 4 && !/\./.test(form) ? 'u' : 'iu'
  return new RegExp(String.raw`(?<![\p{L}])${escape(form)}(?![\p{L}])`, flags)
}

// Bachelor, master and doctorate in every language (the first three entries of the glossary),
// with their international abbreviations: a letter may name a level only if the CV has it.
const DEGREE_LEVELS = (['bachelor', 'master', 'doctorate', 'mba'] as const).map((level, i) => {
  const entry = level === 'mba' ? undefined : DEGREES[i]
  const forms = entry
    ? Object.values(entry).flatMap((v) => v.split('|').map((f) => f.replace(/\*$/, '')))
    : []
  return { level, patterns: [...new Set([...forms, ...DEGREE_ABBREVIATIONS[level]])].map(degreeForm) }
})

function sectorCode(word: string, language: Locale): IndustryCode | undefined {
  const folded = foldText(word)
  return INDUSTRY_CODES.find((code) => foldText(INDUSTRY_LABELS[code][language].inSector).includes(folded))
}

function sentenceAround(text: string, index: number): string {
  const start = Math.max(text.lastIndexOf('. ', index), text.lastIndexOf('\n', index)) + 1
  const ends = [text.indexOf('. ', index), text.indexOf('\n', index)].filter((i) => i >= 0)
  return text.slice(start, ends.length > 0 ? Math.min(...ends) : text.length)
}

const YEARS_WORD = /\b(\d{1,2})\s*\+?\s*(?:years?|yrs?|jahre|jahren|ans?|años?|anni|anos?|jaar|lat|lata)\b/giu

function claimProblems(input: CheckInput, claimText: string): Problem[] {
  const problems: Problem[] = []
  const { cvText, language } = input
  const known = new Set(
    [cvText, ...(input.vouched ?? []), input.employer ?? '', input.role ?? ''].flatMap(digitsOf),
  )
  if (input.yearsOfExperience !== undefined) known.add(String(input.yearsOfExperience))
  for (const n of new Set(digitsOf(claimText))) if (!known.has(n)) problems.push({ kind: 'number', value: n })

  const cvYears = new Set([...cvText.matchAll(YEARS_WORD)].map((m) => Number(m[1])))
  for (const match of claimText.matchAll(YEARS_CLAIM[language])) {
    const years = Number(match[1])
    const proven =
      cvYears.has(years) || (input.yearsOfExperience !== undefined && years <= input.yearsOfExperience)
    if (!proven) problems.push({ kind: 'years', value: match[0] })
  }

  const cvIndustries = new Set(industriesIn(cvText))
  const adIndustries = new Set(industriesIn(input.adText ?? ''))
  for (const match of claimText.matchAll(SECTOR_CLAIM[language])) {
    const word = match[1] ?? match[2]
    if (!word) continue
    const code = sectorCode(word, language)
    const sentence = sentenceAround(claimText, match.index)
    // "Ich bringe 10 Jahre Erfahrung in der Finanzbranche in Ihr Team ein" is the applicant's claim,
    // addressed to the employer or not.
    const isApplicants =
      new RegExp(YEARS_CLAIM[language].source, 'iu').test(sentence) || EXPERIENCE_WORD[language].test(sentence)
    const isEmployers =
      !isApplicants &&
      SECOND_PERSON[language].test(sentence) &&
      ((code !== undefined && adIndustries.has(code)) || contains(input.adText ?? '', word.slice(0, 5)))
    if (isEmployers) continue
    const isSupported = input.cvSectors
      ? (code !== undefined && input.cvSectors.includes(code)) || contains(cvText, match[0])
      : (code !== undefined && cvIndustries.has(code)) ||
        contains(cvText, word.slice(0, Math.max(5, Math.ceil(word.length * 0.7))))
    if (!isSupported) problems.push({ kind: 'sector', value: match[0] })
  }

  for (const { level, patterns } of DEGREE_LEVELS) {
    const claimed = patterns.find((p) => p.test(claimText))
    if (claimed && !patterns.some((p) => p.test(cvText)))
      problems.push({ kind: 'degree', value: `${level}: ${claimText.match(claimed)?.[0] ?? ''}` })
  }

  const sources = [cvText, input.adText ?? '', input.employer ?? '']
  for (const company of companiesWithLegalForm(claimText)) {
    // The match may start at a capitalised word before the name ("At Sensorik Werke GmbH").
    const words = company.split(/\s+/)
    const named = words
      .slice(0, -1)
      .some((_, i) => sources.some((s) => contains(s, words.slice(i).join(' '))))
    if (!named) problems.push({ kind: 'employer', value: company })
  }
  return problems
}

function placeholderProblems(input: CheckInput): Problem[] {
  if (input.allowPlaceholders) return []
  const found = input.text.match(PLACEHOLDER) ?? []
  // A letter without a CV name keeps the signature placeholder: the user has to sign it.
  const isSignature = (p: string) => /name|nom|nome|naam|imi[eę]/iu.test(p) && !input.cvName
  return found
    .filter((p) => !(input.kind === 'letter' && isSignature(p)))
    .map((value) => ({
      kind: 'placeholder' as const,
      value,
    }))
}

/** Every defect of `text` against the CV and the ad; ok when there is none. */
export async function checkText(input: CheckInput): Promise<CheckResult> {
  const problems: Problem[] = []
  if (input.kind === 'letter') {
    if (input.employer?.trim() && !contains(input.text, input.employer))
      problems.push({ kind: 'missing_employer', value: input.employer })
    if (input.role?.trim() && !contains(input.text, input.role))
      problems.push({ kind: 'missing_role', value: input.role })
  }
  const claimText = without(input.text, [...(input.vouched ?? []), input.employer, input.role])
  problems.push(...claimProblems(input, claimText.replace(PLACEHOLDER, ' ')))
  problems.push(...placeholderProblems(input))
  // Sentences, not bullets or titles: those are fragments by design.
  if (input.kind === 'letter' || input.kind === 'summary')
    problems.push(
      ...grammarProblems(vouchedAsWord(input.text, input.vouched ?? []), input.language).map((problem) => ({
        kind: 'grammar' as const,
        value: `${problem.rule}: ${problem.value}`,
      })),
    )
  const vocabulary = inputVocabulary([
    input.cvText,
    input.adText ?? '',
    input.employer ?? '',
    input.role ?? '',
    input.cvName ?? '',
    ...(input.vouched ?? []),
  ])
  const wrong = await misspelledWords(claimText.replace(PLACEHOLDER, ' '), input.language, vocabulary)
  problems.push(...wrong.map((value) => ({ kind: 'spelling' as const, value })))
  return { ok: problems.length === 0, problems }
}
