import type { Locale } from '#shared/i18n/locales'

import { buildCvIndex, findTermInCv } from '#server/ai/job-ad/cv-index'
import { extractAdTerms } from '#server/ai/job-ad/extract-terms'
import { stem } from '#server/text/stem'
import { tokenize } from '#server/text/tokens'
import { lookupEnglishVerb } from '#server/text/verbs/english-verbs'
import { isNameLike } from '#server/text/name-like'
import type { CvFacts, RoleFact } from './cv-facts'

// Which of the ad's requirements the CV really shows, and which bullets prove it: the letter
// names only these, so it never claims a skill the CV does not contain.

const MAX_TERMS = 4
const MAX_RESULT_WORDS = 34

export type Evidence = { terms: string[]; termStems: Set<string> }

// "You are looking for onboard" would not read: a single verb of a task sentence is no skill.
function isVerb(display: string): boolean {
  return /^\p{Ll}+$/u.test(display) && lookupEnglishVerb(display) !== undefined
}

export function findEvidence(cv: CvFacts, jobDescription: string): Evidence {
  const { terms, index } = extractAdTerms(jobDescription)
  const cvIndex = buildCvIndex(cv.text, index)
  const rank = { required: 0, tasks: 1, preferred: 2 } as const
  const found = terms
    // Skills and tools only: "experience in Pflegefachkraft" or "in English" would not read.
    .filter((t) => (t.kind === 'hard' || t.kind === 'other') && !isVerb(t.display) && findTermInCv(cvIndex, t))
    .sort((a, b) => rank[a.role] - rank[b.role])
  const seen = new Set<string>()
  const chosen: string[] = []
  for (const term of found) {
    const display = runningTextForm(
      term.display,
      term.group === undefined ? [] : (index.groups[term.group]?.forms ?? []),
    )
    const key = display.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    chosen.push(display)
    if (chosen.length === MAX_TERMS) break
  }
  const termStems = new Set(found.flatMap((t) => tokenize(t.display).map((tok) => stem(tok.norm))))
  return { terms: chosen, termStems }
}

// "Machine learning" opened a line of the ad; in running text it is "machine learning".
function runningTextForm(display: string, forms: readonly string[]): string {
  const lower = forms.find((f) => f === display.charAt(0).toLowerCase() + display.slice(1))
  return lower ?? display
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

// A bullet as part of a sentence: no list marker, no full stop, a lower-case start unless it is a
// name or German (where nouns keep their capital).
export function asClause(bullet: string, language: Locale): string {
  const text = bullet
    .replace(/^\s*[-*•▪]\s*/, '')
    .replace(/[.;]+\s*$/, '')
    .trim()
  const first = text.split(/\s/)[0] ?? ''
  if (language === 'de' || isNameLike(first)) return text
  return text.charAt(0).toLocaleLowerCase() + text.slice(1)
}

/** Up to `max` bullets of a role that best show the ad's requirements, best first, as written. */
export function pickBullets(role: RoleFact, evidence: Evidence, max: number): string[] {
  const scored = role.bullets
    // A bullet with an unfilled "[X]" from the bullet tool is not a result yet.
    .filter((b) => !/\[[^\]]*\]/.test(b) && words(b) <= MAX_RESULT_WORDS)
    .map((bullet, order) => {
      const stems = tokenize(bullet).map((t) => stem(t.norm))
      const overlap = stems.filter((s) => evidence.termStems.has(s)).length
      // What matches the ad first, then a measured result (a figure), then the CV's order.
      return { bullet, order, score: overlap * 2 + (/\d/.test(bullet) ? 1 : 0) }
    })
    .sort((a, b) => b.score - a.score || a.order - b.order)
  const picked: string[] = []
  let total = 0
  for (const { bullet } of scored) {
    if (picked.length === max || total + words(bullet) > MAX_RESULT_WORDS) break
    picked.push(bullet)
    total += words(bullet)
  }
  return picked
}
