import type { CvData } from '#shared/cv/cv.schema'
import type { Locale } from '#shared/i18n/locales'
import { arrange, buildCvView, joinParts, type CvView } from './cv-view'
import { gradeLabel } from './labels'
import { inlineToMarkdown, listItemText, parseRichInline } from '#shared/cv/rich-text'

// The CV as Markdown (issue 29): the name as the title, each section under a "##" heading in the
// CV language, entries under "###" with their dates in italics, bullets as "-" lists, links as
// Markdown links. Same content and order as the printed templates and the .txt (cv-view.ts). The
// user's text is escaped, so a "*" or "#" they typed never turns into formatting.

/** The user's text with Markdown's markup characters escaped (and no raw HTML). */
export function escapeMarkdown(text: string): string {
  return escapeInline(text).replace(/^(\s*)([#+=]|-(?=\s|-)|\d+(?=[.)](?:\s|$)))/, '$1\\$2')
}

/** Text inside a line (a link's text, after a label): only the characters that mark up anywhere. */
function escapeInline(text: string): string {
  return text.replace(/([\\`*_[\]<>|~])/g, '\\$1')
}

const esc = escapeMarkdown

function link(text: string, href: string | undefined): string {
  return href ? `[${escapeInline(text)}](<${href.replace(/[<>\s]/g, encodeURIComponent)}>)` : esc(text)
}

/**
 * A line of the user's rich text (rich-text.ts) kept as Markdown: their bold, italic, links and
 * "- " list lines stay, every other markup character is escaped as in `escapeMarkdown`.
 */
export function richMarkdown(line: string): string {
  const item = listItemText(line)
  if (item !== undefined) return `- ${inlineToMarkdown(parseRichInline(item))}`
  return inlineToMarkdown(parseRichInline(line)).replace(/^(\s*)([#+=]|-(?=\s|-)|\d+(?=[.)](?:\s|$)))/, '$1\\$2')
}

/**
 * The lines of a rich-text field as one Markdown block: paragraphs apart, the items of a list on
 * consecutive lines (a blank line between items would make it a "loose" list, spaced as paragraphs).
 */
function richMarkdownBlock(lines: readonly string[]): string {
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => ({ text: richMarkdown(line), isItem: listItemText(line) !== undefined }))
    .map(({ text, isItem }, index, all) => (index === 0 ? '' : isItem && all[index - 1]!.isItem ? '\n' : '\n\n') + text)
    .join('')
}

function entry(
  heading: string,
  sub: string,
  dates: string,
  lines: readonly string[],
  bullets: readonly string[],
  plainLines: readonly string[] = [],
): string {
  return [
    heading ? `### ${esc(heading)}` : '',
    joinParts([sub ? esc(sub) : '', dates ? `*${esc(dates)}*` : ''], ' · '),
    richMarkdownBlock(lines),
    ...plainLines.map(esc),
    bullets.map((bullet) => `- ${inlineToMarkdown(parseRichInline(bullet))}`).join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n')
}

function section(title: string, blocks: readonly string[]): string[] {
  const body = blocks.filter((block) => block.trim() !== '')
  return body.length === 0 ? [] : [`## ${esc(title)}\n\n${body.join('\n\n')}`]
}

function header(cv: CvView): string {
  const contact = [
    ...cv.contact.map((item) => link(item.text, item.href)),
    ...cv.links.map((item) => link(item.hasOwnLabel ? `${item.label}: ${item.display}` : item.display, item.href)),
  ]
  return [
    cv.name ? `# ${esc(cv.name)}` : '',
    cv.title ? `**${esc(cv.title)}**` : '',
    cv.headline ? `*${esc(cv.headline)}*` : '',
    contact.join(' · '),
  ]
    .filter(Boolean)
    .join('\n\n')
}

export function cvToMarkdown(data: CvData, language: Locale, options: { today?: Date } = {}): string {
  const cv = buildCvView(data, language, { dateStyle: 'short', ...options })
  const { sections } = cv.labels
  const blocks: Record<string, string[]> = {
    profile: section(sections.profile, [richMarkdownBlock(cv.summary)]),
    experience: section(
      sections.experience,
      cv.experience.map((job) =>
        entry(job.title || job.company, joinParts([job.title ? job.company : '', job.location]), job.dates, job.description, job.bullets),
      ),
    ),
    education: section(
      sections.education,
      cv.education.map((school) =>
        entry(
          joinParts([school.degree, school.field]) || school.institution,
          joinParts([school.degree || school.field ? school.institution : '', school.location]),
          school.dates,
          [],
          school.details,
          school.gpa ? [`${gradeLabel(school.gpa, cv.labels)}: ${school.gpa}`] : [],
        ),
      ),
    ),
    skills: section(sections.skills, [
      cv.skills
        .map((group) => {
          const items = group.items.map((item) => esc(item.levelName ? `${item.name} (${item.levelName})` : item.name))
          return `- ${group.category ? `**${esc(group.category)}:** ` : ''}${items.join(', ')}`
        })
        .join('\n'),
    ]),
    languages: section(sections.languages, [
      cv.languages.map((language) => `- ${esc(joinParts([language.name, language.levelName], ': '))}`).join('\n'),
    ]),
    certifications: section(sections.certifications, [
      cv.certifications.map((cert) => `- ${esc(joinParts([cert.name, cert.issuer, cert.date], ', '))}`).join('\n'),
    ]),
    projects: section(
      sections.projects,
      cv.projects.map((project) =>
        entry(
          project.name,
          '',
          project.dates,
          project.description,
          project.bullets,
          project.tech.length > 0 ? [`${cv.labels.technologies}: ${project.tech.join(', ')}`] : [],
        ),
      ),
    ),
    ...Object.fromEntries(
      cv.extraSections.map((extra) => [
        extra.key,
        section(extra.title, [
          ...extra.entries.map((item) =>
            [
              entry(item.heading, item.sub.join(', '), item.dates, item.description, item.bullets),
              item.link ? link(item.link.display, item.link.href) : '',
            ]
              .filter(Boolean)
              .join('\n\n'),
          ),
          extra.note ? `*${esc(extra.note)}*` : '',
        ]),
      ]),
    ),
    interests: section(sections.interests, [
      cv.interests.map((interest) => `- ${esc(joinParts([interest.name, interest.keywords.join(', ')], ' – '))}`).join('\n'),
    ]),
  }
  const parts = [
    header(cv),
    ...section(
      sections.personal,
      cv.personalDetails.length > 0 ? [cv.personalDetails.map((d) => `- **${esc(d.label)}:** ${esc(d.text)}`).join('\n')] : [],
    ),
    ...arrange(cv, Object.keys(blocks)).flatMap((key) => blocks[key] ?? []),
    cv.closing?.line ? esc(cv.closing.line) : '',
  ]
  return `${parts.filter(Boolean).join('\n\n')}\n`
}
