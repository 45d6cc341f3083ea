import type { CvCertification, CvInterest, CvProject } from '#shared/cv/cv.schema'
import { companyScore } from '#server/text/cv-lexicon'
import { cleanFragment, fragmentsOf, joinBody, withoutRange } from './header-fields'
import { findDateRange } from '#server/text/dates'
import { segmentEntries } from './segment-entries'
import { splitItems, splitOutsideBrackets } from './extract-skills'
import { flat, type CvLine } from '#server/text/lines'

export type ParsedCertification = Omit<CvCertification, 'id'> & {
  /** A course still running ("03/2023 – heute"): its start; the builder's certification has no end. */
  inProgressSince?: string
}
export type ParsedProject = Omit<CvProject, 'id'>
export type ParsedInterest = Omit<CvInterest, 'id'>

// Issuers named without a legal form; general knowledge of certification bodies.
const ISSUERS =
  /\b(?:AWS|Amazon Web Services|Microsoft|Google|Cisco|PMI|Scrum\.org|Scrum Alliance|AXELOS|PeopleCert|ISACA|\(ISC\)²|ISC2|CompTIA|Oracle|SAP|Salesforce|IHK|HWK|TÜV|DEKRA|Goethe-Institut|Cambridge|British Council|ETS|IBM|Red Hat|Linux Foundation|CNCF|HashiCorp|ISTQB|iSAQB|IPMA|Coursera|Udemy|edX|DELF|DALF|Instituto Cervantes|CFA Institute|ACCA|CIMA|ICAEW|Meta|Adobe|HubSpot|Kubernetes|Atlassian|Databricks|Snowflake|Tableau)\b/

export function extractCertifications(lines: readonly CvLine[]): ParsedCertification[] {
  const result: ParsedCertification[] = []
  for (const line of lines) {
    const text = flat(line)
    if (text.length > 200) continue
    const range = findDateRange(text)
    const rest = range ? withoutRange(line, range) : line.cells.join('\t')
    const fragments = fragmentsOf([{ text: rest, line: 0 }], false).map((fragment) => fragment.text)
    const parts = fragments.length === 1 ? splitIssuer(fragments[0] ?? '') : fragments
    const name = parts[0] ?? ''
    if (name === '' || !/\p{L}/u.test(name)) continue
    const issuer =
      parts.slice(1).find((part) => ISSUERS.test(part) || companyScore(part) > 0) ?? parts[1] ?? ''
    result.push({
      name,
      issuer,
      date: range ? range.end || range.start : '',
      ...(range?.current ? { inProgressSince: range.start } : {}),
    })
  }
  return result
}

// "AWS Certified Developer, Amazon Web Services" or "Scrum Master (Scrum.org)".
function splitIssuer(text: string): string[] {
  const bracket = /^(.*?)\s*\(([^()]+)\)$/.exec(text)
  if (bracket?.[1] && bracket[2] && (ISSUERS.test(bracket[2]) || companyScore(bracket[2]) > 0))
    return [bracket[1], bracket[2]]
  const comma = text.split(/\s*,\s*/)
  if (comma.length === 2 && (ISSUERS.test(comma[1] ?? '') || companyScore(comma[1] ?? '') > 0))
    return comma.map(cleanFragment)
  return [text]
}

const TECH_LABEL =
  /^(?:tech(?:nologies|nologien|nologie|nologías|nologie|nologias|nologieën)?|stack|tech stack|tools|technologien|technologies|tecnologías|tecnologie|tecnologias|technologieën|technologie|technologia|narzędzia|werkzeuge|outils|herramientas|strumenti|ferramentas)\s*[:：]\s*/i

export function extractProjects(lines: readonly CvLine[]): ParsedProject[] {
  return segmentEntries(lines)
    .map((block) => {
      const header = [...block.before.map((line) => line.cells.join('\t'))]
      if (block.anchor) header.push(withoutRange(block.anchor, block.range))
      const fragments = fragmentsOf(
        header.map((text, line) => ({ text, line })),
        false,
      ).map((fragment) => fragment.text)
      const tech: string[] = []
      const body = block.after.filter((line) => {
        const match = TECH_LABEL.exec(flat(line))
        if (!match) return true
        tech.push(...splitItems(flat(line).slice(match[0].length)))
        return false
      })
      const { bullets, description } = joinBody(body)
      return {
        name: fragments[0] ?? '',
        description: [fragments.slice(1).join(' – '), description].filter((part) => part !== '').join('\n'),
        startDate: block.range?.start ?? '',
        endDate: block.range?.end ?? '',
        bullets,
        tech,
      }
    })
    .filter((project) => project.name !== '')
}

// "Klettern (DAV Sektion München)", "Lesen: Krimis, Sachbücher", "Fotografie – analog".
const INTEREST_DETAILS = /^(.+?)\s*(?:\(([^()]+)\)|[:：]\s*(.+)|\s[–—-]\s(.+))$/u
const MAX_INTEREST_CHARS = 120

/** Interests and hobbies: one per list item or comma, details in brackets or after a colon as keywords. */
export function extractInterests(lines: readonly CvLine[]): ParsedInterest[] {
  // A list wrapped over lines continues after a trailing comma or on a lower-case line.
  const texts: string[] = []
  for (const line of lines) {
    const text = flat(line)
    const previous = texts[texts.length - 1]
    if (previous !== undefined && !line.isBullet && (/,$/.test(previous) || /^\p{Ll}/u.test(text)))
      texts[texts.length - 1] = `${previous} ${text}`
    else texts.push(text)
  }
  const result: ParsedInterest[] = []
  for (const text of texts) {
    const labelled = /^([^:：,]{1,40})[:：]\s*(.+)$/u.exec(text)
    const items = labelled ? [text] : splitOutsideBrackets(text)
    for (const item of items) {
      const interest = interestOf(item)
      if (interest && !result.some((known) => known.name.toLowerCase() === interest.name.toLowerCase()))
        result.push(interest)
    }
  }
  return result
}

function interestOf(raw: string): ParsedInterest | null {
  const text = raw.replace(/^[\s.–—-]+|[\s.;–—-]+$/gu, '').trim()
  if (text === '' || text.length > MAX_INTEREST_CHARS || !/\p{L}/u.test(text)) return null
  const match = INTEREST_DETAILS.exec(text)
  const details = match ? (match[2] ?? match[3] ?? match[4] ?? '') : ''
  if (!match?.[1] || details === '') return { name: text, keywords: [] }
  const keywords = splitOutsideBrackets(details)
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '')
  return { name: match[1].trim(), keywords }
}
