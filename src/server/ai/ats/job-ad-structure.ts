import { PREFERRED_CUES, REQUIRED_CUES, SECTION_HEADINGS, type SectionRole } from './job-ad-sections.data'
import { expandGermanEllipsis, foldText, splitSentences } from './text'

// Reads a job ad the way a recruiter wrote it: headings decide what is required, what is nice to
// have and what is only about the company; a cue inside a clause ("German is a plus") overrides.

export type ClauseRole = Exclude<SectionRole, 'ignore'>

// offset: where the clause starts in its sentence
export type AdClause = { text: string; role: ClauseRole; offset: number }

export type AdSentence = {
  // As written in the ad, shown to the user as the keyword's source.
  source: string
  clauses: AdClause[]
  isListItem: boolean
}

const ROLES = Object.keys(SECTION_HEADINGS) as SectionRole[]

function headingKey(line: string): string {
  return foldText(line)
    .replace(/[:.!?*#]+\s*$/, '')
    .replace(/[^a-z0-9' -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The role of a heading line, or undefined when the line is content. */
export function headingRole(rawLine: string): SectionRole | undefined {
  const line = rawLine.trim()
  if (line === '' || /^\s*[-*•▪◦·–]\s/u.test(rawLine)) return undefined
  const key = headingKey(line)
  const words = key.split(' ').length
  const endsWithColon = /:\s*$/.test(line)
  for (const role of ROLES) {
    for (const pattern of SECTION_HEADINGS[role]) {
      if (key === pattern) return role
      const multiWord = pattern.includes(' ')
      if (key.startsWith(pattern + ' ') && (endsWithColon || (multiWord && words <= 6))) return role
    }
  }
  // An unknown short line ending in a colon is still a heading; treat what follows as tasks.
  if (endsWithColon && words <= 6) return 'tasks'
  return undefined
}

function containsCue(foldedClause: string, cues: readonly string[]): boolean {
  return cues.some((cue) =>
    new RegExp(`(^|[^a-z])${cue.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')}($|[^a-z])`).test(foldedClause),
  )
}

function clauseRole(clause: string, sectionRole: ClauseRole): ClauseRole {
  const folded = foldText(clause)
  if (containsCue(folded, PREFERRED_CUES)) return 'preferred'
  if (sectionRole !== 'required' && containsCue(folded, REQUIRED_CUES)) return 'required'
  return sectionRole
}

function splitClauses(sentence: string): string[] {
  return sentence
    .split(/\s*(?:;|,|\s[–—-]\s|\(|\))\s*/u)
    .map((c) => c.trim())
    .filter(Boolean)
}

export function readJobAd(jobDescription: string): AdSentence[] {
  const lines = expandGermanEllipsis(jobDescription).split(/\r?\n/)
  const roles = lines.map(headingRole)
  const structured = roles.some((role) => role === 'required' || role === 'preferred')
  // Before the first heading of a structured ad come the title and the company blurb.
  let current: SectionRole = structured ? 'ignore' : 'required'
  const sentences: AdSentence[] = []
  lines.forEach((line, i) => {
    const role = roles[i]
    if (role) {
      current = role
      return
    }
    if (current === 'ignore' || line.trim() === '') return
    const sectionRole = current
    const isListItem = /^\s*(?:[-*•▪◦·–]|\d{1,2}[.)])\s/u.test(line)
    for (const source of splitSentences(line)) {
      let cursor = 0
      const clauses = splitClauses(source).map((text) => {
        const offset = Math.max(0, source.indexOf(text, cursor))
        cursor = offset + text.length
        return { text, role: clauseRole(text, sectionRole), offset }
      })
      sentences.push({ source, clauses, isListItem })
    }
  })
  return sentences
}
