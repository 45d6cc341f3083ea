import type { LetterTemplateType } from '#shared/api/ai'
import type { Locale } from '#shared/i18n/locales'
import { countLetterLines, onePageLineLimit } from '#shared/letter-geometry'
import { PAGE_LIMIT_WARNING_LINES, PARAGRAPH_MAX_WORDS } from '#shared/limits'

import { countWords } from '#server/text/sentences'
import { readCvFacts, type CvFacts, type LetterCv, type RoleFact } from './cv-facts'
import { detectJobAd, type JobAdFacts } from '#server/ai/job-ad/detect-job-ad'
import { INDUSTRY_LABELS } from '#server/ai/job-ad/industries.data'
import { companyMission } from './company-mission'
import { achievementSentences, isSentenceReady } from './achievements'
import { asClause, findEvidence, pickBullets, type Evidence } from './letter-evidence'
import { LETTER_CONVENTIONS, type LetterConventions } from './letter-conventions.data'
import { placeAndDate } from './letter-dates'
import { LETTER_PHRASES, type LetterPhrases } from './letter-phrases.data'

// The built-in cover letter: the country's layout (letter-conventions), sentences built from the
// CV's real roles and the requirements of the ad it can prove (letter-evidence), every paragraph
// within 80 words and the whole letter within one A4 page of the writer's preview.

export type CoverLetterInput = {
  cv: LetterCv
  jobDescription: string
  companyName?: string
  jobTitle?: string
  language: Locale
  templateType: LetterTemplateType
  date: Date
  /** What the user said in the form, answered when the ad asks for it (issue 25). */
  startDate?: string
  salaryExpectation?: string
}

export type CoverLetter = {
  content: string
  companyName: string
  jobTitle: string
  industry?: string
  city?: string
  paragraphs: string[]
  lineCount: number
  /** The ad's sentence about the company the letter quotes: the ad's words, not a CV claim. */
  mission?: string
}

type Sentence = { text: string; dropOrder?: number }
type Slots = Record<string, string | undefined>

function fill(template: string, slots: Slots): string | undefined {
  let missing = false
  const text = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = slots[key]
    if (value === undefined) missing = true
    return value ?? ''
  })
  if (missing) return undefined
  return (
    text
      // An empty slot inside parentheses: "(Licence, IUT Lyon 1, )" and "( )" close up.
      .replace(/,\s*\)/g, ')')
      .replace(/\(\s*,\s*/g, '(')
      .replace(/\s+\(\s*\)/g, '')
      .replace(/\s{2,}/g, ' ')
      // Only . and , follow an empty slot; French keeps its space before : and ;.
      .replace(/\s+([.,])/g, '$1')
      // "Viajes Sol S.A." at the end of a sentence takes no second full stop.
      .replace(/(\p{L}\.)\./gu, '$1')
      .trim()
  )
}

/** A form value as a sentence slot: trimmed, without a closing full stop, undefined when empty. */
function userFact(value: string | undefined): string | undefined {
  const text = value?.trim().replace(/[.\s]+$/u, '')
  return text ? text : undefined
}

function list(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`
}

function period(role: RoleFact, phrases: LetterPhrases): string {
  if (role.isCurrent && role.startYear) return phrases.since(role.startYear)
  if (role.startYear && role.endYear)
    return role.startYear === role.endYear ? `${role.startYear}` : `${role.startYear}–${role.endYear}`
  return role.startYear ? `${role.startYear}` : ''
}

type Plan = { results: number }

function roleSentences(role: RoleFact, context: Context, plan: Plan): string[] {
  // The page-fitting search drafts the letter up to 17 times; the role's sentences depend only
  // on how many results are quoted.
  const key = `${role.company}|${role.title}|${plan.results}`
  const cached = context.roleCache.get(key)
  if (cached) return cached
  const sentences = writeRoleSentences(role, context, plan)
  context.roleCache.set(key, sentences)
  return sentences
}

function writeRoleSentences(role: RoleFact, context: Context, plan: Plan): string[] {
  const { phrases } = context
  const base = { role: phrases.role(role.title), employer: role.company, period: period(role, phrases) }
  const plain = fill(role.isCurrent ? phrases.roleCurrent : phrases.rolePast, base)
  // Bullets are quoted only when they are in the letter's language.
  const picked = context.sameLanguage ? pickBullets(role, context.evidence, plan.results) : []
  if (picked.length === 0) return plain ? [plain] : []
  // Full sentences in the first person when the verb tables can make them (a bullet that cannot
  // be one is left out when two others can), else the bullets quoted after a colon.
  const ready = pickBullets(
    { ...role, bullets: role.bullets.filter((b) => isSentenceReady(b, context.language)) },
    context.evidence,
    plan.results,
  )
  const bullets = ready.length >= Math.min(2, picked.length) ? ready : picked
  const sentences = achievementSentences(bullets, context.language)
  if (sentences && plain) return [plain, ...sentences]
  const results = bullets.map((b) => asClause(b, context.language))
  const quoted = fill(phrases.roleResults, { ...base, results: results.join(phrases.separator) })
  return quoted ? [quoted] : plain ? [plain] : []
}

type Context = {
  roleCache: Map<string, string[]>
  phrases: LetterPhrases
  language: Locale
  evidence: Evidence
  sameLanguage: boolean
}

function paragraphs(
  cv: CvFacts,
  ad: Slots,
  context: Context,
  type: LetterTemplateType,
  plan: Plan,
): Sentence[][] {
  const { phrases } = context
  const [current, previous] = cv.roles
  const roleTitle = current?.title ?? cv.headline
  const slots: Slots = {
    ...ad,
    role: roleTitle === undefined ? undefined : phrases.role(roleTitle),
    years: cv.yearsOfExperience?.toString(),
  }
  const skills = context.evidence.terms.length > 0 ? list(context.evidence.terms, phrases.and) : undefined
  const ownSkills = cv.skills.length > 0 ? list(cv.skills.slice(0, 4), phrases.and) : undefined
  const experience: Sentence[] = []
  if (current) experience.push(...roleSentences(current, context, plan).map((text) => ({ text })))
  const previousSentence = previous
    ? fill(phrases.previous, {
        role: phrases.role(previous.title),
        employer: previous.company,
        period: period(previous, phrases),
      })
    : undefined
  if (previousSentence) experience.push({ text: previousSentence, dropOrder: 2 })
  const education = cv.degree
    ? fill(phrases.education, { degree: cv.degree.degree, institution: cv.degree.institution ?? '' })
    : undefined

  const first: Sentence[] = []
  const third: Sentence[] = []
  if (type === 'cover') {
    // The applicant's years are "in the sector" only when the CV shows that sector, not the ad.
    const own = { ...slots, inSector: ad.ownSector ?? '' }
    const intro =
      fill(phrases.intro.roleYears, own) ??
      fill(phrases.intro.role, own) ??
      fill(phrases.intro.years, own) ??
      fill(phrases.intro.plain, own)
    if (intro) first.push({ text: intro })
    const mission = ad.mission ? fill(phrases.mission, { mission: ad.mission }) : undefined
    if (mission) third.push({ text: mission, dropOrder: 3 })
    const match = skills
      ? fill(phrases.requirements, { skills })
      : ownSkills
        ? fill(phrases.strengths, { skills: ownSkills })
        : undefined
    if (match) third.push({ text: match })
  } else {
    const intro = fill(phrases.motivationIntro, slots)
    if (intro) first.push({ text: intro })
    const interest =
      (ad.mission ? fill(phrases.mission, { mission: ad.mission }) : undefined) ??
      (ad.inSector ? fill(phrases.interest.sector, slots) : undefined) ??
      phrases.interest.plain
    first.push({ text: interest, dropOrder: 4 })
    const goals = skills ? fill(phrases.goals.skills, { skills }) : phrases.goals.plain
    if (goals) third.push({ text: goals })
  }
  if (education) third.push({ text: education, dropOrder: 1 })
  // What the ad asks and the user gave: never dropped to fit the page, it answers the ad.
  const answers: Sentence[] = []
  const startDate = ad.startDate ? fill(phrases.startDate, { startDate: ad.startDate }) : undefined
  if (startDate) answers.push({ text: startDate })
  const salary = ad.salary ? fill(phrases.salary, { salary: ad.salary }) : undefined
  if (salary) answers.push({ text: salary })
  return [first, experience, third, [...answers, { text: phrases.closing }]].filter((p) => p.length > 0)
}

function joinParagraph(sentences: readonly Sentence[]): string {
  return sentences.map((s) => s.text).join(' ')
}

// Drops optional sentences until every paragraph is within the word limit.
function withinWordLimit(paragraph: Sentence[]): Sentence[] {
  const kept = [...paragraph]
  while (countWords(joinParagraph(kept)) > PARAGRAPH_MAX_WORDS) {
    const optional = kept.map((s, i) => ({ s, i })).filter(({ s }) => s.dropOrder !== undefined)
    if (optional.length === 0) break
    optional.sort((a, b) => (a.s.dropOrder ?? 0) - (b.s.dropOrder ?? 0))
    kept.splice(optional[0]?.i ?? 0, 1)
  }
  return kept
}

type Layout = { blankAfterSubject: number; signatureBlankLines: number }

function render(
  conventions: LetterConventions,
  parts: {
    sender: string[]
    recipient: string[]
    dateLine: string
    subject: string
    salutation: string
    body: string[]
    closing: string
    signature: string
  },
  layout: Layout,
): string {
  const blank = (n: number) => Array<string>(n).fill('')
  const head: string[] = []
  if (parts.sender.length > 0) head.push(...parts.sender, '')
  if (conventions.order === 'date-then-recipient') head.push(parts.dateLine, '', ...parts.recipient, '')
  else head.push(...parts.recipient, '', parts.dateLine, '')
  const body = parts.body.flatMap((p, i) => (i === 0 ? [p] : ['', p]))
  const opening = conventions.subjectAfterSalutation
    ? [parts.salutation, '', parts.subject, ...blank(layout.blankAfterSubject)]
    : [parts.subject, ...blank(layout.blankAfterSubject), parts.salutation, '']
  return [
    ...head,
    ...opening,
    ...body,
    '',
    parts.closing,
    ...blank(layout.signatureBlankLines),
    parts.signature,
  ].join('\n')
}

export function writeCoverLetter(input: CoverLetterInput): CoverLetter {
  const { language } = input
  const conventions = LETTER_CONVENTIONS[language]
  const phrases = LETTER_PHRASES[language]
  const ad: JobAdFacts = detectJobAd(input.jobDescription)
  const cv = readCvFacts(input.cv, input.date)
  const company = input.companyName?.trim() || ad.companyName
  const title =
    input.jobTitle?.trim() || ad.jobTitle || cv.headline || cv.roles[0]?.title || phrases.fallbackTitle
  const industry = ad.industry ? INDUSTRY_LABELS[ad.industry][language] : undefined
  const evidence = findEvidence(cv, input.jobDescription)
  const context: Context = {
    roleCache: new Map(),
    phrases,
    language,
    evidence,
    sameLanguage: cv.language === undefined || cv.language === language,
  }
  const adSlots: Slots = {
    title: phrases.title(title),
    atCompany: phrases.atCompany(company),
    inSector: industry?.inSector ?? '',
    mission: companyMission(input.jobDescription, company),
    ownSector: ad.industry && cv.sectors.includes(ad.industry) ? (industry?.inSector ?? '') : '',
    // docs/decisions/letter-start-date-salary.md: a start date the user gave is always stated; a
    // salary expectation only when the ad asks for one.
    startDate: userFact(input.startDate),
    salary: ad.requests?.includes('salary') ? userFact(input.salaryExpectation) : undefined,
  }

  const salutation = conventions.salutation(ad.contact)
  const recipient = [
    `${conventions.companyPrefix}${company ?? ''}`.trim(),
    ad.contact ? conventions.contactLine(ad.contact) : company ? conventions.department : '',
    ad.street ?? '',
    ad.city ? `${ad.postalCode ? `${ad.postalCode} ` : ''}${ad.city}` : '',
  ].filter(Boolean)
  if (recipient.length === 0) recipient.push(conventions.department)
  const sender = cv.name ? [cv.name, ...cv.addressLines, cv.phone ?? '', cv.email ?? ''].filter(Boolean) : []
  const parts = {
    sender,
    recipient,
    dateLine: placeAndDate(cv.city, input.date, language),
    subject:
      conventions.subject[input.templateType](title) +
      (ad.reference ? conventions.reference(ad.reference) : ''),
    salutation,
    closing: conventions.closing(salutation, ad.contact),
    signature: cv.name ?? conventions.signaturePlaceholder,
  }

  // Shrink until the letter fits one page: fewer quoted results, optional sentences, then the
  // generous DIN spacing. The order keeps the most specific content longest.
  const limit = onePageLineLimit()
  const steps: Array<{ plan: Plan; layout: Layout; drop: number }> = []
  for (const results of [3, 2, 1, 0]) {
    for (const drop of [0, 1, 2, 3]) steps.push({ plan: { results }, layout: conventions, drop })
  }
  steps.push({ plan: { results: 0 }, layout: { blankAfterSubject: 1, signatureBlankLines: 2 }, drop: 3 })
  const draft = (step: (typeof steps)[number]) => {
    const body = paragraphs(cv, adSlots, context, input.templateType, step.plan)
      .map(withinWordLimit)
      .map((p) => p.filter((s) => s.dropOrder === undefined || s.dropOrder > step.drop))
      .filter((p) => p.length > 0)
      .map(joinParagraph)
    if (conventions.lowerAfterSalutation && body[0])
      body[0] = body[0].charAt(0).toLocaleLowerCase() + body[0].slice(1)
    const content = render(conventions, { ...parts, body }, step.layout)
    return { content, body, lines: countLetterLines(content) }
  }
  // First a letter the writer's counter calls "fits" (clear of the page-limit warning) that keeps
  // two results and the country's spacing, else the fullest within the page, else the shortest.
  // Drafts are made one at a time and the search stops at the first comfortable one.
  const comfortable = limit - PAGE_LIMIT_WARNING_LINES - 1
  let withinPage: ReturnType<typeof draft> | undefined
  let last: ReturnType<typeof draft> | undefined
  let chosen: ReturnType<typeof draft> | undefined
  for (const step of steps) {
    last = draft(step)
    if (last.lines <= limit) withinPage ??= last
    const keepsShape = step.plan.results >= 2 && step.layout === conventions
    if (!keepsShape && withinPage) break
    if (keepsShape && last.lines <= comfortable) {
      chosen = last
      break
    }
  }
  const result = chosen ?? withinPage ?? last ?? { content: '', body: [], lines: 0 }
  return {
    content: result.content,
    companyName: company ?? '',
    jobTitle: title,
    ...(industry ? { industry: industry.name } : {}),
    ...(ad.city ? { city: ad.city } : {}),
    paragraphs: result.body,
    lineCount: result.lines,
    ...(adSlots.mission ? { mission: adSlots.mission } : {}),
  }
}
