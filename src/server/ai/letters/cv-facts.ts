import type { Locale } from '#shared/i18n/locales'

import { guessLanguage } from '#server/text/detect-language'
import { employerIndustries } from '#server/ai/job-ad/detect-job-ad'
import type { IndustryCode } from '#server/ai/job-ad/job-ad.data'
import { NON_PROFESSIONAL_ROLE } from './role-kinds.data'

// The facts of a CV a letter may state: who the applicant is, where they live, what they did and
// when. Everything comes from the CV as given; nothing is inferred beyond the dates.

export type LetterCvExperience = {
  title?: string
  company?: string
  location?: string
  startDate?: string
  endDate?: string
  current?: boolean
  bullets?: readonly string[]
  description?: string
}

// A CV in the builder form, or any part of it (the writer and the AI tools page send less).
export type LetterCv = {
  personal?: { fullName?: string; title?: string; email?: string; phone?: string; location?: string }
  headline?: string
  summary?: string
  experience?: readonly LetterCvExperience[]
  education?: ReadonlyArray<{ degree?: string; institution?: string; field?: string; endDate?: string }>
  skills?: ReadonlyArray<{ category?: string; items?: ReadonlyArray<{ name?: string }> }>
  languages?: ReadonlyArray<{ name?: string; level?: string }>
}

export type RoleFact = {
  title: string
  company: string
  startYear?: number
  endYear?: number
  isCurrent: boolean
  bullets: string[]
}

export type CvFacts = {
  name?: string
  email?: string
  phone?: string
  addressLines: string[]
  city?: string
  headline?: string
  roles: RoleFact[]
  yearsOfExperience?: number
  skills: string[]
  degree?: { degree: string; institution?: string }
  text: string
  language?: Locale
  /** The industries of the CV's employers: the only sectors a letter may claim for the applicant. */
  sectors: IndustryCode[]
}

const trim = (value: string | undefined) => value?.trim() || undefined

function year(date: string | undefined): number | undefined {
  const match = date?.match(/\b(19|20)\d{2}\b/)
  return match ? Number(match[0]) : undefined
}

function isOpenEnd(date: string | undefined): boolean {
  return (
    !date?.trim() ||
    /present|heute|today|now|actuel|aujourd|actual|presente|oggi|atual|hoje|heden|nu|obecnie|dziś|teraz|current|jetzt|bis dato/i.test(
      date,
    )
  )
}

// "Musterstraße 1, 20095 Hamburg" -> lines and the city without the postcode.
function address(location: string | undefined): { lines: string[]; city?: string } {
  const parts = (location ?? '')
    .split(/\s*[,;\n]\s*/)
    .map((p) => p.trim())
    .filter(Boolean)
  const last = parts[parts.length - 1]
  const city = last
    ?.replace(/^(?:[A-Z]{1,2}-)?\d[\d\s-]*\s+/, '')
    .replace(/\s*\(.*\)$/, '')
    .trim()
  return { lines: parts, ...(city ? { city } : {}) }
}

function roleFacts(entry: LetterCvExperience): RoleFact | undefined {
  const title = trim(entry.title)
  const company = trim(entry.company)
  if (!title || !company) return undefined
  const bullets = [
    ...(entry.bullets ?? []),
    ...(entry.description ?? '').split(/\r?\n/).map((l) => l.replace(/^\s*[-*•]\s*/, '')),
  ]
    .map((b) => b.trim())
    .filter(Boolean)
  const startYear = year(entry.startDate)
  const endYear = year(entry.endDate)
  const isCurrent =
    entry.current === true ||
    (entry.endDate !== undefined && isOpenEnd(entry.endDate) && startYear !== undefined)
  return {
    title,
    company,
    ...(startYear ? { startYear } : {}),
    ...(endYear && !isCurrent ? { endYear } : {}),
    isCurrent,
    bullets,
  }
}

export function readCvFacts(cv: LetterCv, date: Date): CvFacts {
  const personal = cv.personal ?? {}
  const roles = (cv.experience ?? []).map(roleFacts).filter((r): r is RoleFact => r !== undefined)
  // The current job first, then the CV's own order (usually newest first).
  roles.sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent))
  // Years of experience count from the first professional role, not a student job or apprenticeship.
  const starts = roles
    .filter((r) => !NON_PROFESSIONAL_ROLE.test(r.title))
    .map((r) => r.startYear)
    .filter((y): y is number => y !== undefined)
  const years = starts.length > 0 ? date.getUTCFullYear() - Math.min(...starts) : undefined
  const skills = (cv.skills ?? [])
    .flatMap((g) => (g.items ?? []).map((i) => i.name?.trim() ?? ''))
    .filter(Boolean)
  const education = (cv.education ?? []).find((e) => trim(e.degree))
  const { lines, city } = address(personal.location)
  const text = [
    cv.summary,
    cv.headline,
    personal.title,
    ...roles.flatMap((r) => [r.title, r.company, ...r.bullets]),
    ...skills,
    ...(cv.education ?? []).flatMap((e) => [e.degree, e.field, e.institution]),
    ...(cv.languages ?? []).map((l) => l.name),
  ]
    .filter(Boolean)
    .join('\n')
  const prose = [cv.summary, ...roles.flatMap((r) => r.bullets)].filter(Boolean).join('\n')
  const language = guessLanguage(prose)?.language
  return {
    ...(trim(personal.fullName) ? { name: trim(personal.fullName) } : {}),
    ...(trim(personal.email) ? { email: trim(personal.email) } : {}),
    ...(trim(personal.phone) ? { phone: trim(personal.phone) } : {}),
    addressLines: lines,
    ...(city ? { city } : {}),
    ...(trim(personal.title ?? cv.headline) ? { headline: trim(personal.title ?? cv.headline) } : {}),
    roles,
    ...(years !== undefined && years >= 2 ? { yearsOfExperience: years } : {}),
    skills,
    ...(education?.degree
      ? {
          degree: {
            degree: education.degree.trim(),
            ...(trim(education.institution) ? { institution: trim(education.institution) } : {}),
          },
        }
      : {}),
    text,
    ...(language ? { language } : {}),
    sectors: employerIndustries(roles.map((role) => role.company)),
  }
}
