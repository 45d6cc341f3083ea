import { flat } from '#server/text/lines'
import { readCvStructure } from '#server/text/cv-structure'
import type { LetterCv, LetterCvExperience } from './cv-facts'
import { CITIES } from '#server/ai/job-ad/job-ad.data'

// The CV as the three callers send it, turned into the one shape the letter writer reads: the
// builder CvData, the writer's parsed fields (personalInfo, experience[]) and pasted CV text.

type Loose = Record<string, unknown>

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(str).filter((v): v is string => v !== undefined) : []

function looseExperience(entry: unknown): LetterCvExperience | undefined {
  if (!isObject(entry)) return undefined
  const bullets = [
    ...strings(entry.bullets),
    ...strings(entry.responsibilities),
    ...strings(entry.achievements),
  ]
  const title = str(entry.title) ?? str(entry.position) ?? str(entry.role)
  const company = str(entry.company) ?? str(entry.employer) ?? str(entry.organization)
  const description = str(entry.description)
  return {
    ...(title ? { title } : {}),
    ...(company ? { company } : {}),
    ...(str(entry.startDate) ? { startDate: str(entry.startDate) } : {}),
    ...(str(entry.endDate) ? { endDate: str(entry.endDate) } : { endDate: '' }),
    ...(typeof entry.current === 'boolean' ? { current: entry.current } : {}),
    bullets,
    ...(description ? { description } : {}),
  }
}

function looseSkills(value: unknown): LetterCv['skills'] {
  if (!Array.isArray(value)) return []
  const names: string[] = []
  for (const item of value) {
    if (typeof item === 'string') names.push(...item.split(/\s*[,;]\s*/))
    else if (isObject(item) && Array.isArray(item.items))
      names.push(...item.items.map((i) => (isObject(i) ? str(i.name) : str(i)) ?? ''))
    else if (isObject(item)) names.push(str(item.name) ?? '')
  }
  return [{ items: names.filter(Boolean).map((name) => ({ name })) }]
}

function looseEducation(value: unknown): LetterCv['education'] {
  if (!Array.isArray(value)) return []
  return value.filter(isObject).map((e) => ({
    ...(str(e.degree) ? { degree: str(e.degree) } : {}),
    ...((str(e.institution) ?? str(e.school)) ? { institution: str(e.institution) ?? str(e.school) } : {}),
  }))
}

/** The writer's body: parsed personalInfo and experience, or pasted text, or both. */
export function letterCvFromWriter(body: {
  cvText?: string | null
  personalInfo?: Loose | null
  experience?: readonly unknown[]
  education?: readonly unknown[]
  skills?: readonly unknown[]
}): LetterCv {
  const fromText = body.cvText ? letterCvFromText(body.cvText) : {}
  const info = body.personalInfo ?? {}
  const address = isObject(info.address) ? info.address : {}
  const location =
    str(info.location) ??
    ([str(address.street), [str(address.postalCode), str(address.city)].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ') ||
      undefined)
  const experience = (body.experience ?? [])
    .map(looseExperience)
    .filter((e): e is LetterCvExperience => e !== undefined)
  return {
    personal: {
      ...fromText.personal,
      ...((str(info.fullName) ?? str(info.name)) ? { fullName: str(info.fullName) ?? str(info.name) } : {}),
      ...(str(info.email) ? { email: str(info.email) } : {}),
      ...(str(info.phone) ? { phone: str(info.phone) } : {}),
      ...(location ? { location } : {}),
      ...(str(info.title) ? { title: str(info.title) } : {}),
    },
    ...(fromText.summary ? { summary: fromText.summary } : {}),
    experience: experience.length > 0 ? experience : (fromText.experience ?? []),
    education: body.education?.length ? looseEducation(body.education) : (fromText.education ?? []),
    skills: body.skills?.length ? looseSkills(body.skills) : (fromText.skills ?? []),
  }
}

/** generate-cover-letter's loose cvData: the builder form, the stored form, or just a summary. */
export function letterCvFromLoose(cvData: Loose): LetterCv {
  if (isObject(cvData.personal)) return cvData as LetterCv
  const info = isObject(cvData.personalInfo) ? cvData.personalInfo : {}
  const summary = str(cvData.summary) ?? str(info.summary)
  // The AI tools page sends a pasted CV as text: read it like the writer's pasted CV.
  const cvText = str(cvData.cvText)
  if (cvText) return { ...letterCvFromWriter({ cvText }), ...(summary ? { summary } : {}) }
  return {
    ...letterCvFromWriter({
      personalInfo: info,
      experience: Array.isArray(cvData.experience) ? cvData.experience : [],
      education: Array.isArray(cvData.education) ? cvData.education : [],
      skills: Array.isArray(cvData.skills) ? cvData.skills : [],
    }),
    ...(summary ? { summary } : {}),
  }
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/
const PHONE = /(?:\+|\b0)\d[\d\s()/.-]{6,}\d/
const CITY = new RegExp(
  `(?<![\\p{L}])(${[...CITIES]
    .sort((a, b) => b.length - a.length)
    .join('|')
    .replace(/[.]/g, '\\.')})(?![\\p{L}])`,
  'u',
)
const YEARS = /\b(?:19|20)\d{2}\b/g
const OPEN_END = /present|heute|today|now|aujourd|actual|presente|oggi|atual|hoje|heden|obecnie|dziś/i

function roleFromLine(line: string): LetterCvExperience {
  const years = line.match(YEARS) ?? []
  const withoutDates = line.replace(/\(?[^,()]*\b(?:19|20)\d{2}\b.*$/, '').replace(/[\s,–—|-]+$/u, '')
  const [title, company] = withoutDates.split(/\s*(?:,|\s[–—|@]\s|\sat\s|\sbei\s)\s*/u)
  return {
    ...(title ? { title } : {}),
    ...(company ? { company } : {}),
    ...(years[0] ? { startDate: years[0] } : {}),
    endDate: years[1] ?? (OPEN_END.test(line) ? '' : (years[0] ?? '')),
    current: !years[1] && OPEN_END.test(line),
    bullets: [],
  }
}

/** Pasted CV text: name, contacts and city from the top, jobs from the experience section. */
export function letterCvFromText(text: string): LetterCv {
  const lines = readCvStructure(text)
  // The head of the CV: the lines above its first heading (or the first lines), never a heading.
  const firstHeading = lines.findIndex((l) => l.isHeading)
  const head = firstHeading > 0 ? lines.slice(0, firstHeading) : lines
  const top = head
    .filter((l) => !l.isHeading)
    .slice(0, 6)
    .map(flat)
  const name = top.find((l) => /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3}$/u.test(l))
  const email = text.match(EMAIL)?.[0]
  const phone = top.join(' ').match(PHONE)?.[0]?.trim()
  const city = top.join(' ').match(CITY)?.[1]
  const title = top.find(
    (l) => l !== name && l.length < 60 && !EMAIL.test(l) && !/\d/.test(l) && !l.includes('·'),
  )
  const experience: LetterCvExperience[] = []
  const skills: string[] = []
  const education: Array<{ degree: string }> = []
  let lastRole: string | undefined
  for (const line of lines) {
    if (line.isHeading) continue
    if (line.section === 'experience' && line.role) {
      if (line.role !== lastRole) {
        experience.push(roleFromLine(line.role))
        lastRole = line.role
      } else {
        const current = experience[experience.length - 1]
        if (current) current.bullets = [...(current.bullets ?? []), flat(line).replace(/^\s*[-*•▪]\s*/, '')]
      }
    }
    if (line.section === 'skills') skills.push(...flat(line).split(/\s*[,;•|]\s*/))
    if (line.section === 'education') education.push({ degree: flat(line) })
  }
  return {
    personal: {
      ...(name ? { fullName: name } : {}),
      ...(email ? { email } : {}),
      ...(phone ? { phone } : {}),
      ...(city ? { location: city } : {}),
      ...(title ? { title } : {}),
    },
    experience,
    education,
    skills: [{ items: skills.filter(Boolean).map((s) => ({ name: s })) }],
  }
}
