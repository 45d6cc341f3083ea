import type { CvData } from '#shared/cv/cv.schema'
import type { Locale } from '#shared/i18n/locales'
import { arrange, buildCvView, joinParts, type CvView } from './cv-view'
import { gradeLabel } from './labels'
import { richTextToPlain, richToPlain } from '#shared/cv/rich-text'

// The CV as plain text for application portals' "paste your CV" boxes: headings in capitals on a
// line of their own, one entry per paragraph, dates and labels in the CV language, no layout
// characters beyond "-" bullets. Same content and order as the printed templates (cv-view.ts).

const rule = (heading: string) => heading.toLocaleUpperCase()

function section(title: string, blocks: string[]): string[] {
  const body = blocks.filter((block) => block.trim() !== '')
  return body.length === 0 ? [] : [`${rule(title)}\n\n${body.join('\n\n')}`]
}

// Rich text (rich-text.ts) loses its marks; a link keeps its address after its text.
const flat = (line: string) => richTextToPlain(line, { linkAddresses: true })
const bullets = (items: readonly string[]) => items.map((item) => `- ${richToPlain(item, { linkAddresses: true })}`)

function header(cv: CvView): string {
  const lines = [
    cv.name,
    cv.title,
    cv.headline,
    ...cv.contact.map((item) => `${item.label}: ${item.text}`),
    ...cv.links.map((link) => `${link.label}: ${link.href ?? link.display}`),
  ]
  return lines.filter(Boolean).join('\n')
}

export function cvToPlainText(data: CvData, language: Locale, options: { today?: Date } = {}): string {
  const cv = buildCvView(data, language, { dateStyle: 'numeric', ...options })
  const { sections } = cv.labels
  // The sections by key in the templates' order; the user's order wins when they gave one.
  const blocks: Record<string, string[]> = {
    profile: section(sections.profile, [cv.summary.map(flat).join('\n\n')]),
    experience: section(
      sections.experience,
      cv.experience.map((job) =>
        [
          joinParts([job.title, job.company], ', '),
          joinParts([job.dates, job.location], ' | '),
          ...job.description.map(flat),
          ...bullets(job.bullets),
        ]
          .filter(Boolean)
          .join('\n'),
      ),
    ),
    education: section(
      sections.education,
      cv.education.map((entry) =>
        [
          joinParts([joinParts([entry.degree, entry.field]), entry.institution], ', '),
          joinParts([entry.dates, entry.location], ' | '),
          entry.gpa ? `${gradeLabel(entry.gpa, cv.labels)}: ${entry.gpa}` : '',
          ...bullets(entry.details),
        ]
          .filter(Boolean)
          .join('\n'),
      ),
    ),
    skills: section(sections.skills, [
      cv.skills
        .map((group) => {
          const items = group.items.map((item) =>
            item.levelName ? `${item.name} (${item.levelName})` : item.name,
          )
          return `${group.category ? `${group.category}: ` : ''}${items.join(', ')}`
        })
        .join('\n'),
    ]),
    languages: section(sections.languages, [
      cv.languages.map((language) => joinParts([language.name, language.levelName], ': ')).join('\n'),
    ]),
    certifications: section(sections.certifications, [
      cv.certifications.map((cert) => joinParts([cert.name, cert.issuer, cert.date], ', ')).join('\n'),
    ]),
    projects: section(
      sections.projects,
      cv.projects.map((project) =>
        [
          joinParts([project.name, project.dates], ' | '),
          ...project.description.map(flat),
          ...bullets(project.bullets),
          project.tech.length > 0 ? `${cv.labels.technologies}: ${project.tech.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
      ),
    ),
    ...Object.fromEntries(
      cv.extraSections.map((extra) => [
        extra.key,
        section(extra.title, [
          ...extra.entries.map((entry) =>
            [
              joinParts([entry.heading, ...entry.sub], ', '),
              entry.dates,
              ...entry.description.map(flat),
              ...bullets(entry.bullets),
              entry.link?.href ?? '',
            ]
              .filter(Boolean)
              .join('\n'),
          ),
          extra.note,
        ]),
      ]),
    ),
    interests: section(sections.interests, [
      cv.interests
        .map((interest) => joinParts([interest.name, interest.keywords.join(', ')], ' – '))
        .join('\n'),
    ]),
  }
  const parts = [
    header(cv),
    ...section(
      sections.personal,
      cv.personalDetails.length > 0
        ? [cv.personalDetails.map((d) => `${d.label}: ${d.text}`).join('\n')]
        : [],
    ),
    ...arrange(cv, Object.keys(blocks)).flatMap((key) => blocks[key] ?? []),
    cv.closing?.line ?? '',
  ]
  return `${parts.filter(Boolean).join('\n\n')}\n`
}
