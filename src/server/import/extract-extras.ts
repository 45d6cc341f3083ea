import type { CvCertification, CvProject } from '#shared/cv/cv.schema'
import { companyScore } from '#server/text/cv-lexicon'
import { cleanFragment, fragmentsOf, joinBody, withoutRange } from './header-fields'
import { findDateRange } from '#server/text/dates'
import { segmentEntries } from './segment-entries'
import { splitItems } from './extract-skills'
import { flat, type CvLine } from '#server/text/lines'

export type ParsedCertification = Omit<CvCertification, 'id'>
export type ParsedProject = Omit<CvProject, 'id'>

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
    result.push({ name, issuer, date: range ? range.end || range.start : '' })
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
