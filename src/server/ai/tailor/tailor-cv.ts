import type { TailorChange, TailorCvReply } from '#shared/api/application-actions'
import type { CvData } from '#shared/cv/cv.schema'
import type { Locale } from '#shared/i18n/locales'
import { checkText, cvSourceText } from '#server/ai/check/check-text'
import { buildCvIndex, findTermInCv } from '#server/ai/job-ad/cv-index'
import { type AdTerm, extractAdTerms } from '#server/ai/job-ad/extract-terms'
import { detectLanguage } from '#server/text/detect-language'
import { sameStatements } from './same-statements'

// A tailored copy of a CV for one job ad (issue 26): what the ad asks for moves up — skill groups and
// skills, the bullets of each job, the summary's sentence that names most of it — and nothing is
// written: every text of the copy is a text of the CV, only in another order (`sameStatements`), so
// the copy can state nothing the CV does not. Jobs and education keep their dates' order. Every
// change is listed for the person to see before the copy is kept.

const WEIGHT: Record<AdTerm['importance'], number> = { required: 3, preferred: 1 }
// A term the ad names among the tasks counts between a requirement and a nice-to-have.
const TASK_WEIGHT = 2

/** How much of what the ad asks for one text names, and which of the ad's terms. */
type Score = { value: number; terms: string[] }

function scorer(jobDescription: string) {
  const { terms, index } = extractAdTerms(jobDescription)
  return (text: string): Score => {
    if (!text.trim() || terms.length === 0) return { value: 0, terms: [] }
    // As a list line: a short line alone would be read as a heading, and headings are no evidence.
    const cv = buildCvIndex(`- ${text}`, index)
    let value = 0
    const found: string[] = []
    for (const term of terms) {
      if (!findTermInCv(cv, term)) continue
      value += term.role === 'tasks' ? TASK_WEIGHT : WEIGHT[term.importance]
      found.push(term.display)
    }
    return { value, terms: found }
  }
}

/** The items by score, highest first; equal scores keep the CV's order. */
function byScore<T>(items: readonly T[], score: (item: T) => Score): { sorted: T[]; scores: Map<T, Score> } {
  const scores = new Map(items.map((item) => [item, score(item)] as const))
  const sorted = items
    .map((item, position) => ({ item, position }))
    .sort((a, b) => scores.get(b.item)!.value - scores.get(a.item)!.value || a.position - b.position)
    .map(({ item }) => item)
  return { sorted, scores }
}

/** The items that now stand earlier than before, for the list of changes. */
function movedUp<T>(before: readonly T[], after: readonly T[]): T[] {
  return after.filter((item, i) => before.indexOf(item) > i)
}

const SENTENCE_END = /(?<=[.!?])\s+(?=\p{Lu}|\d)/u

export async function tailorCv(input: { cv: CvData; jobDescription: string; language: Locale }): Promise<TailorCvReply> {
  const { cv, language } = input
  const score = scorer(input.jobDescription)
  const changes: TailorChange[] = []

  const skillGroups = byScore(cv.skills, (group) => {
    const all = [group.category, ...group.items.map((item) => item.name)].join(', ')
    return score(all)
  })
  for (const group of movedUp(cv.skills, skillGroups.sorted)) {
    changes.push({ kind: 'skillGroupUp', subject: group.category, terms: skillGroups.scores.get(group)!.terms })
  }
  const skills = skillGroups.sorted.map((group) => {
    const { sorted, scores } = byScore(group.items, (item) => score(item.name))
    for (const item of movedUp(group.items, sorted)) {
      changes.push({ kind: 'skillUp', subject: item.name, context: group.category, terms: scores.get(item)!.terms })
    }
    return { ...group, items: sorted }
  })

  const experience = cv.experience.map((job) => {
    const { sorted, scores } = byScore(job.bullets, score)
    for (const bullet of movedUp(job.bullets, sorted)) {
      changes.push({ kind: 'bulletUp', subject: bullet, context: [job.title, job.company].filter(Boolean).join(' · '), terms: scores.get(bullet)!.terms })
    }
    return { ...job, bullets: sorted }
  })

  let summary = cv.summary
  const sentences = summary.trim().split(SENTENCE_END)
  if (sentences.length > 1) {
    const scores = sentences.map(score)
    const best = scores.reduce((top, each, i) => (each.value > scores[top]!.value ? i : top), 0)
    if (best > 0) {
      const lead = sentences[best]!
      const candidate = [lead, ...sentences.filter((_, i) => i !== best)].join(' ')
      // The checker of every written text: the new order must read no worse than the person's own,
      // in the CV's own language (an English CV tailored from a German interface is still English).
      const cvText = cvSourceText(cv)
      const cvLanguage = cv.language ?? detectLanguage(summary, language)
      const before = await checkText({ text: summary, kind: 'summary', language: cvLanguage, cvText })
      const after = await checkText({ text: candidate, kind: 'summary', language: cvLanguage, cvText })
      if (after.problems.length <= before.problems.length) {
        summary = candidate
        changes.push({ kind: 'summaryLead', subject: lead, terms: scores[best]!.terms })
      }
    }
  }

  const tailored: CvData = { ...cv, summary, skills, experience }
  // Belt and braces: a copy that says anything the CV does not is never offered.
  if (!sameStatements(cv, tailored)) return { cvData: cv, changes: [] }
  return { cvData: tailored, changes }
}
