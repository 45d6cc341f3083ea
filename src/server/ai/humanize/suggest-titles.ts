import { TITLE_SUGGESTIONS_MAX, type TitleCv, type TitleCvRole } from '#shared/api/ai'
import type { Locale } from '#shared/i18n/locales'

import { findDateRange, parseDate } from '#server/text/dates'
import { foldText } from '#server/text/sentences'
import { checkText } from '#server/ai/check/check-text'
import { misspelledWords } from '#server/ai/check/spelling'
import { guessLanguage } from '#server/text/detect-language'
import { tidyTitle } from './enhance-title'
import {
  TITLE_ABBREVIATIONS,
  TITLE_ACRONYMS,
  TITLE_FLUFF_NOUNS,
  TITLE_SMALL_WORDS,
  TITLE_SPELLINGS,
} from './phrases.data'
import {
  JUNIOR_MAX_YEARS,
  JUNIOR_WORDS,
  LEADERSHIP_WORDS,
  POLISH_FEMININE,
  SENIOR_FORM,
  SENIOR_MIN_YEARS,
  SENIOR_WORDS,
  TRAINEE_WORDS,
} from './seniority.data'

// Title suggestions from the CV's real roles (issue 16): the latest role as the CV writes it, with
// its casing, acronyms and brands put right; "Senior" only when the CV's dates give the years or
// one of its titles already says so; the user's own title, tidied, when everything it names is in
// the CV. Every suggestion passes the checker. README.md "Title suggestions".

const wordsRe = (alternation: string) => new RegExp(`(?<![\\p{L}])(?:${alternation})(?![\\p{L}])\\.?`, 'iu')
const SENIOR = wordsRe(SENIOR_WORDS)
const LEADERSHIP = wordsRe(LEADERSHIP_WORDS)
const JUNIOR = wordsRe(JUNIOR_WORDS)
const TRAINEE = wordsRe(TRAINEE_WORDS)
const JOKE = wordsRe(TITLE_FLUFF_NOUNS.join('|'))
const SMALL = new Set<string>(TITLE_SMALL_WORDS)
const YEARS_STATED =
  /\b(\d{1,2})\s*\+?\s*(?:years?|yrs?|jahre|jahren|ans?|años?|anni|anos?|jaar|lat|lata)\b/giu

// The words the title tables write and the seniority words a suggestion may add.
const TITLE_WORDS = [
  ...Object.values(TITLE_SPELLINGS),
  ...Object.values(TITLE_ABBREVIATIONS),
  ...TITLE_ACRONYMS,
  ...Object.values(SENIOR_FORM).flatMap((f) => [f.before, f.after, f.feminineBefore]),
].filter((w): w is string => Boolean(w))

// 'YYYY-MM' or 'YYYY' as months since year 0; a year alone counts from the middle of that year.
function monthOf(parsed: string): number | undefined {
  if (!parsed) return undefined
  const [year, month] = parsed.split('-').map(Number)
  return (year ?? 0) * 12 + (month ? month - 1 : 5)
}

/**
 * A role's months as [first, last]; undefined without a readable start. An end that says "today"
 * in any language ("actualidad", "heute", "obecnie"), or none at all, is the current month, as in
 * the letter writer (letters/cv-facts.ts).
 */
function monthsOf(role: TitleCvRole, now: Date): [number, number] | undefined {
  const startText = role.startDate?.trim() ?? ''
  const endText = role.endDate?.trim() ?? ''
  const range = findDateRange(endText ? `${startText} – ${endText}` : startText)
  const start = monthOf(range?.start ?? parseDate(startText))
  if (start === undefined) return undefined
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth()
  const open = role.current === true || endText === '' || range?.current === true
  const end = open ? nowMonth : (monthOf(range?.end ?? parseDate(endText)) ?? start)
  return end >= start ? [start, Math.min(end, nowMonth)] : undefined
}

/** Whole years the CV's dates cover, overlapping roles counted once. */
export function experienceYears(roles: readonly TitleCvRole[], now: Date): number {
  const spans = roles
    .map((r) => monthsOf(r, now))
    .filter((s): s is [number, number] => s !== undefined)
    .sort((a, b) => a[0] - b[0])
  let months = 0
  let reach = -Infinity
  for (const [start, end] of spans) {
    const from = Math.max(start, reach + 1)
    if (end >= from) months += end - from + 1
    reach = Math.max(reach, end)
  }
  return Math.floor(months / 12)
}

/** The CV's latest roles: current ones first, then by start date, then in the CV's order. */
function latestRoles(roles: readonly TitleCvRole[], now: Date): TitleCvRole[] {
  const withTitle = roles.filter((r) => r.title.trim() !== '')
  const ranked = withTitle
    .map((role, order) => ({ role, order, span: monthsOf(role, now) }))
    .sort(
      (a, b) =>
        Number(b.role.current === true) - Number(a.role.current === true) ||
        (b.span?.[1] ?? -1) - (a.span?.[1] ?? -1) ||
        (b.span?.[0] ?? -1) - (a.span?.[0] ?? -1) ||
        a.order - b.order,
    )
  const first = ranked[0]
  if (!first) return []
  // Two jobs held at the same time are both "latest".
  const current = ranked.filter((r) => r.role.current && first.role.current)
  return (current.length > 1 ? current : [first]).map((r) => r.role).slice(0, 2)
}

/**
 * The language of a title's words: the CV's, or English for a title in English words inside
 * another language's CV ("Product Manager" in a Spanish CV), so that "Senior" goes where English
 * puts it.
 */
async function titleLanguage(title: string, cvLanguage: Locale): Promise<Locale> {
  if (cvLanguage === 'en') return 'en'
  const words = title.match(/\p{L}{2,}/gu)?.filter((w) => !/\p{Lu}{2}/u.test(w)) ?? []
  if (words.length === 0) return cvLanguage
  const none = new Set<string>()
  const english = (await misspelledWords(words.join(' '), 'en', none)).length === 0
  if (!english) return cvLanguage
  const local = (await misspelledWords(words.join(' '), cvLanguage, none)).length === 0
  return local && cvLanguage !== 'de' ? cvLanguage : 'en'
}

function withSenior(title: string, language: Locale): string {
  const form = SENIOR_FORM[language]
  if (form.after) return `${title} ${form.after}`
  const firstWord = title.split(' ')[0] ?? ''
  const before =
    form.feminineBefore && POLISH_FEMININE.test(firstWord.toLocaleLowerCase())
      ? form.feminineBefore
      : form.before
  // "Starszy księgowy", "Senior projectmanager": the title's own first word keeps its case only
  // where the language capitalises nouns or the word is a name or acronym.
  const keepsCase = language === 'en' || language === 'de' || /\p{Lu}.*\p{Lu}/u.test(firstWord)
  const rest = keepsCase ? title : firstWord.charAt(0).toLocaleLowerCase() + title.slice(1)
  return `${before} ${rest}`
}

const withoutWord = (title: string, word: RegExp) => title.replace(word, ' ').replace(/\s+/g, ' ').trim()

/** Every content word of the title is in the CV (roles, skills, summary): it names nothing new. */
function namedInCv(title: string, cvText: string): boolean {
  const cv = ` ${foldText(cvText).replace(/[^\p{L}\d+#&]+/gu, ' ')} `
  const words = foldText(title)
    .split(/[^\p{L}\d+#&]+/u)
    .filter((w) => w.length > 1 && !SMALL.has(w) && !SENIOR.test(w) && !JUNIOR.test(w))
  return words.length > 0 && words.every((w) => cv.includes(` ${w} `) || cv.includes(` ${w}`))
}

export type TitleSuggestions = { suggestions: string[]; nothingToChange: boolean }

export type SuggestInput = { current: string; cv: TitleCv; now?: Date }

/** 1-3 titles from the CV, best first, each passing the checker; the current title's verdict. */
export async function suggestTitles({
  current,
  cv,
  now = new Date(),
}: SuggestInput): Promise<TitleSuggestions> {
  const cvText = [
    ...cv.roles.flatMap((r) => [r.title, r.startDate ?? '', r.endDate ?? '']),
    ...(cv.skills ?? []),
    cv.summary ?? '',
  ].join('\n')
  const language =
    cv.language ??
    guessLanguage([cv.summary ?? '', ...cv.roles.map((r) => r.title)].join('\n'))?.language ??
    'en'
  const statedYears = Math.max(0, ...[...(cv.summary ?? '').matchAll(YEARS_STATED)].map((m) => Number(m[1])))
  const years = Math.max(experienceYears(cv.roles, now), statedYears)
  const cvSaysSenior = cv.roles.some((r) => SENIOR.test(r.title) || LEADERSHIP.test(r.title))
  const seniorSupported = years >= SENIOR_MIN_YEARS || cvSaysSenior

  const candidates: string[] = []
  const languages = new Map<string, Locale>()
  const add = (title: string, lang: Locale) => {
    if (title && !candidates.some((c) => c.toLocaleLowerCase() === title.toLocaleLowerCase())) {
      candidates.push(title)
      languages.set(title, lang)
    }
  }

  // The user's own title, tidied, when the CV backs every word of it (and its seniority).
  const currentLanguage = await titleLanguage(current, language)
  let own = tidyTitle(current, currentLanguage)
  if (!seniorSupported && SENIOR.test(own)) own = withoutWord(own, SENIOR)
  if (years >= JUNIOR_MAX_YEARS && JUNIOR.test(own)) own = withoutWord(own, JUNIOR)
  const ownBacked = !JOKE.test(current) && namedInCv(own, cvText)

  const roleTitles: { title: string; lang: Locale }[] = []
  for (const role of latestRoles(cv.roles, now)) {
    const lang = await titleLanguage(role.title, language)
    let title = tidyTitle(role.title, lang)
    if (JUNIOR.test(title) && years >= JUNIOR_MAX_YEARS) title = withoutWord(title, JUNIOR)
    const canRise =
      !SENIOR.test(title) && !LEADERSHIP.test(title) && !TRAINEE.test(title) && !JUNIOR.test(title)
    if (canRise && years >= SENIOR_MIN_YEARS) roleTitles.push({ title: withSenior(title, lang), lang })
    roleTitles.push({ title, lang })
  }
  if (ownBacked) add(own, currentLanguage)
  for (const { title, lang } of roleTitles) add(title, lang)

  const checked: string[] = []
  for (const title of candidates) {
    if (checked.length >= TITLE_SUGGESTIONS_MAX) break
    const { ok } = await checkText({
      text: title,
      kind: 'title',
      language: languages.get(title) ?? language,
      // The CV only: a word the user misspelt in the title field ("ksiegowa") is no evidence.
      cvText,
      yearsOfExperience: years,
      vouched: TITLE_WORDS,
    })
    if (ok) checked.push(title)
  }
  return { suggestions: checked, nothingToChange: checked.includes(current.trim()) }
}
