import {
  HEADING_LEAD_WORDS,
  HEADING_TAIL_WORDS,
  SECTION_HEADINGS,
  type SectionRole,
} from './job-ad-sections.data'
import { foldText } from '#server/text/sentences'

// Recognises the headings of a job ad however they are dressed: in capitals, with a colon, with
// markdown, with a typographic apostrophe, with a word before ("Key requirements") or after
// ("Requirements for this role"), as a pair ("Skills & Experience", "Requirements (must have)"),
// or as a label in front of the content itself ("Must have: AWS, Terraform").

const LIST_MARKER = /^\s*(?:[-*•▪◦·–]|\d{1,2}[.)])\s/u
const MAX_HEADING_WORDS = 6
// A qualifier decides the role of a pair: "Skills (nice to have)" is a nice-to-have.
const PAIR_PRIORITY: readonly SectionRole[] = ['preferred', 'required', 'tasks', 'ignore']

/** The comparison form of a heading: folded, contractions spelt out, only letters and digits. */
export function headingKey(text: string): string {
  return foldText(text)
    .replace(/[’‘`´]/g, "'")
    .replace(/(\w)'re\b/g, '$1 are')
    .replace(/(\w)'ll\b/g, '$1 will')
    .replace(/(\w)'ve\b/g, '$1 have')
    .replace(/\b(what|that|it|here|who)'s\b/g, '$1 is')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

const ROLE_OF_KEY = new Map<string, SectionRole>()
for (const role of Object.keys(SECTION_HEADINGS) as SectionRole[]) {
  for (const pattern of SECTION_HEADINGS[role]) {
    const key = headingKey(pattern)
    if (!ROLE_OF_KEY.has(key)) ROLE_OF_KEY.set(key, role)
  }
}
const PATTERN_KEYS = [...ROLE_OF_KEY.keys()].sort((a, b) => b.length - a.length)

/** Words that on their own name a part of an ad ("Requirements", "Aufgaben", "Benefits"). */
export const SINGLE_WORD_HEADINGS: ReadonlySet<string> = new Set(PATTERN_KEYS.filter((k) => !k.includes(' ')))

function withoutLeadWords(words: readonly string[]): string[] {
  let at = 0
  while (at < words.length - 1 && HEADING_LEAD_WORDS.has(words[at] ?? '')) at++
  return words.slice(at)
}

function strongest(roles: ReadonlyArray<SectionRole | undefined>): SectionRole | undefined {
  return PAIR_PRIORITY.find((role) => roles.includes(role))
}

// "requirements", "key requirements", "preferred qualifications", "must have skills"
function exactRole(words: readonly string[]): SectionRole | undefined {
  const direct = ROLE_OF_KEY.get(words.join(' '))
  if (direct) return direct
  const stripped = withoutLeadWords(words)
  const role = ROLE_OF_KEY.get(stripped.join(' '))
  if (role) return role
  for (let split = 1; split < stripped.length; split++) {
    const qualifier = ROLE_OF_KEY.get(stripped.slice(0, split).join(' '))
    if (qualifier !== 'required' && qualifier !== 'preferred') continue
    const rest = ROLE_OF_KEY.get(withoutLeadWords(stripped.slice(split)).join(' '))
    if (rest) return strongest([qualifier, rest])
  }
  return undefined
}

// "requirements for this role"; with a colon any tail will do ("responsibilities include:").
function prefixRole(words: readonly string[], anyTail: boolean): SectionRole | undefined {
  const key = withoutLeadWords(words).join(' ')
  for (const pattern of PATTERN_KEYS) {
    if (!key.startsWith(pattern + ' ')) continue
    const tail = key.slice(pattern.length + 1).split(' ')
    if (anyTail || (words.length <= MAX_HEADING_WORDS && tail.every((w) => HEADING_TAIL_WORDS.has(w)))) {
      return ROLE_OF_KEY.get(pattern)
    }
  }
  return undefined
}

// "Skills & Experience", "Perks and benefits", "Requirements (must have)": every part a heading.
function pairRole(label: string): SectionRole | undefined {
  const parts = foldText(label)
    .split(/\s*(?:&|\/|\+|,|\(|\)|\band\b|\bund\b)\s*/)
    .map((part) => headingKey(part).split(' ').filter(Boolean))
    .filter((words) => words.length > 0)
  if (parts.length < 2) return undefined
  const roles = parts.map(exactRole)
  return roles.includes(undefined) ? undefined : strongest(roles)
}

function labelRole(label: string, anyTail: boolean): SectionRole | undefined {
  const words = headingKey(label).split(' ').filter(Boolean)
  if (words.length === 0) return undefined
  return pairRole(label) ?? exactRole(words) ?? prefixRole(words, anyTail)
}

/** The role of a heading line, or undefined when the line is content. */
export function headingRole(rawLine: string): SectionRole | undefined {
  const line = rawLine.trim()
  if (line === '' || LIST_MARKER.test(rawLine)) return undefined
  const endsWithColon = /:[\s*_]*$/.test(line)
  const role = labelRole(line.replace(/:[\s*_]*$/, ''), endsWithColon)
  if (role) return role
  // An unknown short line ending in a colon is still a heading; treat what follows as tasks.
  if (endsWithColon && headingKey(line).split(' ').length <= MAX_HEADING_WORDS) return 'tasks'
  return undefined
}

export type InlineLabel = { role: SectionRole; length: number }

/** "Must have: AWS", "Pay: £38,000", "Was Sie mitbringen: Eine Ausbildung …" */
export function inlineLabel(sentence: string): InlineLabel | undefined {
  const match = /^([^:]{2,60}):\s+(?=\S)/u.exec(sentence)
  const label = match?.[1]
  if (!match || !label || headingKey(label).split(' ').length > MAX_HEADING_WORDS) return undefined
  const role = labelRole(label, false)
  return role ? { role, length: match[0].length } : undefined
}
