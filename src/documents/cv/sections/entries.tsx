import { Fragment, type ReactNode } from 'react'
import {
  arrange,
  joinParts,
  type CvView,
  type EducationView,
  type ExtraSectionView,
  type ExperienceView,
  type ProjectView,
  type SkillView,
} from '../cv-view'
import { Bar, Bullets, Joined, Paragraphs, Section, Segments } from './blocks'
import { gradeLabel } from '../labels'

// The sections whose logic is the same everywhere (which fields, in which order, what is left
// out); each template gives them its look through CSS on the cv-* class names and a few options.

export type EntryLayout = 'inline' | 'column'

/** A date range that may wrap after its dash but never inside "Jun 2018". */
export function DateText(props: { value: string; className?: string }) {
  const parts = props.value.split(' – ')
  return (
    <span className={props.className ?? 'cv-date'}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          <span className="cv-date-part">
            {part}
            {index < parts.length - 1 && ' –'}
          </span>
        </Fragment>
      ))}
    </span>
  )
}

interface EntryProps {
  heading: string
  sub: { className: string; text: string }[]
  dates: string
  layout?: EntryLayout
  separator?: string
  description?: readonly string[]
  bullets?: readonly string[]
  children?: ReactNode
}

// An entry of up to about eight printed lines never splits across pages; a longer one may, after
// its head (which stays with its first line). Lines are estimated from the text at a column
// width of about 80 characters, the narrowest main column of the templates.
const KEEP_TOGETHER_LINES = 8
const CHARS_PER_LINE = 80

export function estimatedLines(props: Pick<EntryProps, 'description' | 'bullets' | 'children'>): number {
  const texts = [...(props.description ?? []), ...(props.bullets ?? [])]
  const body = texts.reduce((sum, text) => sum + Math.max(1, Math.ceil(text.length / CHARS_PER_LINE)), 0)
  return 2 + body + (props.children ? 1 : 0)
}

/**
 * One dated entry. "inline": heading and dates share the first line. "column": the dates stand in
 * their own column before the entry (the grid is drawn by the template's CSS).
 */
export function Entry(props: EntryProps) {
  const sub = props.sub.filter((part) => part.text)
  const dates = props.dates ? <DateText value={props.dates} /> : null
  const head = (
    <header className="cv-entry-head">
      <div className="cv-entry-line">
        {props.heading && (
          <h3 className="cv-entry-title" dir="auto">
            {props.heading}
          </h3>
        )}
        {props.layout !== 'column' && dates}
      </div>
      {sub.length > 0 && (
        <Joined className="cv-entry-sub" separator={props.separator}>
          {sub.map((part, index) => (
            <span key={index} className={part.className} dir="auto">
              {part.text}
            </span>
          ))}
        </Joined>
      )}
    </header>
  )
  const body = (
    <>
      <Paragraphs lines={props.description ?? []} className="cv-desc" />
      <Bullets items={props.bullets ?? []} />
      {props.children}
    </>
  )
  const keep = estimatedLines(props) <= KEEP_TOGETHER_LINES ? ' cv-keep' : ''
  if (props.layout === 'column') {
    return (
      <article className={`cv-entry cv-entry--column${keep}`}>
        <div className="cv-entry-when">{dates}</div>
        <div className="cv-entry-main">
          {head}
          {body}
        </div>
      </article>
    )
  }
  return (
    <article className={`cv-entry${keep}`}>
      {head}
      {body}
    </article>
  )
}

export interface EntryOptions {
  layout?: EntryLayout
  separator?: string
  /** Which of role and employer leads the entry (the other goes on the second line). */
  lead?: 'title' | 'org'
  className?: string
}

export function experienceEntry(entry: ExperienceView, options: EntryOptions = {}) {
  const orgLeads = options.lead === 'org' && entry.company
  return (
    <Entry
      key={entry.id}
      heading={orgLeads ? entry.company : entry.title || entry.company}
      sub={[
        orgLeads
          ? { className: 'cv-role', text: entry.title }
          : { className: 'cv-org', text: entry.title ? entry.company : '' },
        { className: 'cv-loc', text: entry.location },
      ]}
      dates={entry.dates}
      layout={options.layout}
      separator={options.separator}
      description={entry.description}
      bullets={entry.bullets}
    />
  )
}

export function ExperienceSection(props: { cv: CvView; options?: EntryOptions }) {
  if (props.cv.experience.length === 0) return null
  return (
    <Section
      kind="experience"
      title={props.cv.labels.sections.experience}
      className={props.options?.className}
    >
      {props.cv.experience.map((entry) => experienceEntry(entry, props.options))}
    </Section>
  )
}

export function educationEntry(entry: EducationView, cv: CvView, options: EntryOptions = {}) {
  const degree = joinParts([entry.degree, entry.field])
  const orgLeads = options.lead === 'org' && entry.institution
  return (
    <Entry
      key={entry.id}
      heading={orgLeads ? entry.institution : degree || entry.institution}
      sub={[
        orgLeads
          ? { className: 'cv-role', text: degree }
          : { className: 'cv-org', text: degree ? entry.institution : '' },
        { className: 'cv-loc', text: entry.location },
      ]}
      dates={entry.dates}
      layout={options.layout}
      separator={options.separator}
      bullets={entry.details}
    >
      {entry.gpa && (
        <p className="cv-gpa" dir="auto">
          {gradeLabel(entry.gpa, cv.labels)}: {entry.gpa}
        </p>
      )}
    </Entry>
  )
}

export function EducationSection(props: { cv: CvView; options?: EntryOptions }) {
  if (props.cv.education.length === 0) return null
  return (
    <Section kind="education" title={props.cv.labels.sections.education} className={props.options?.className}>
      {props.cv.education.map((entry) => educationEntry(entry, props.cv, props.options))}
    </Section>
  )
}

export function TechList(props: { tech: readonly string[]; label?: string; variant?: 'line' | 'tags' }) {
  if (props.tech.length === 0) return null
  if (props.variant === 'tags') {
    return (
      <ul className="cv-tags">
        {props.tech.map((item, index) => (
          <li key={index} dir="auto">
            {item}
          </li>
        ))}
      </ul>
    )
  }
  return (
    <p className="cv-tech" dir="auto">
      {props.label && <span className="cv-tech-label">{props.label}: </span>}
      {props.tech.join(', ')}
    </p>
  )
}

export function projectEntry(
  project: ProjectView,
  cv: CvView,
  options: EntryOptions & { tech?: 'line' | 'tags' } = {},
) {
  return (
    <Entry
      key={project.id}
      heading={project.name}
      sub={[]}
      dates={project.dates}
      layout={options.layout}
      separator={options.separator}
      description={project.description}
      bullets={project.bullets}
    >
      <TechList tech={project.tech} label={cv.labels.technologies} variant={options.tech} />
    </Entry>
  )
}

export function ProjectsSection(props: { cv: CvView; options?: EntryOptions & { tech?: 'line' | 'tags' } }) {
  if (props.cv.projects.length === 0) return null
  return (
    <Section kind="projects" title={props.cv.labels.sections.projects} className={props.options?.className}>
      {props.cv.projects.map((project) => projectEntry(project, props.cv, props.options))}
    </Section>
  )
}

export function SummarySection(props: { cv: CvView; className?: string; title?: string }) {
  if (props.cv.summary.length === 0) return null
  return (
    <Section
      kind="profile"
      title={props.title ?? props.cv.labels.sections.profile}
      className={props.className}
    >
      <Paragraphs lines={props.cv.summary} className="cv-summary" />
    </Section>
  )
}

/** A tag per skill, its level after a middle dot. */
export function SkillChips(props: { items: readonly SkillView[]; className: string }) {
  return (
    <ul className={props.className}>
      {props.items.map((item) => (
        <li key={item.id} dir="auto">
          {item.name}
          {item.levelName && <span className="cv-level"> · {item.levelName}</span>}
        </li>
      ))}
    </ul>
  )
}

// A skill name stays on one line (never "Power" at the end of one line and "BI" on the next,
// which a text reader runs into the neighbouring column); only an unusually long one may wrap.
const MAX_WHOLE_NAME = 32
const whole = (name: string, className = ''): string =>
  [className, name.length <= MAX_WHOLE_NAME ? 'cv-whole' : ''].filter(Boolean).join(' ')

export type SkillsVariant = 'lines' | 'chips' | 'list' | 'meters' | 'segments'

/**
 * Skill groups. "lines": "Category: a, b (Expert)". "chips": a tag per skill. "list": a row per
 * skill with its level (a group without levels gets the cv-skill-list--plain class). "meters" and
 * "segments": one row per skill with a bar or dots and the level's name.
 */
export function SkillsSection(props: {
  cv: CvView
  variant: SkillsVariant
  className?: string
  segments?: number
}) {
  const { cv } = props
  if (cv.skills.length === 0) return null
  return (
    <Section kind="skills" title={cv.labels.sections.skills} className={props.className}>
      {cv.skills.map((group) => (
        <div key={group.id} className="cv-skill-group">
          {props.variant === 'lines' ? (
            <p className="cv-skill-line" dir="auto">
              {group.category && <span className="cv-skill-cat">{group.category}: </span>}
              {group.items.map((item, index) => (
                <span key={item.id}>
                  {index > 0 && ', '}
                  <span className={whole(item.name, 'cv-skill-name')}>{item.name}</span>
                  {item.levelName && <span className="cv-level"> ({item.levelName})</span>}
                </span>
              ))}
            </p>
          ) : (
            <>
              {group.category && (
                <h3 className="cv-skill-cat" dir="auto">
                  {group.category}
                </h3>
              )}
              {props.variant === 'list' ? (
                <ul
                  className={`cv-skill-list${group.items.some((item) => item.levelName) ? '' : ' cv-skill-list--plain'}`}
                >
                  {group.items.map((item) => (
                    <li key={item.id}>
                      <span className={whole(item.name, 'cv-skill-name')} dir="auto">
                        {item.name}
                      </span>
                      {item.levelName && <span className="cv-level">{item.levelName}</span>}
                    </li>
                  ))}
                </ul>
              ) : props.variant === 'chips' ? (
                <SkillChips items={group.items} className="cv-chips" />
              ) : (
                <ul className="cv-meters">
                  {group.items.map((item) => (
                    <li key={item.id}>
                      <span className={whole(item.name, 'cv-meter-name')} dir="auto">
                        {item.name}
                      </span>
                      {item.levelName && <span className="cv-level">{item.levelName}</span>}
                      {props.variant === 'meters' ? (
                        <Bar ratio={item.ratio} />
                      ) : (
                        <Segments ratio={item.ratio} count={props.segments} />
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      ))}
    </Section>
  )
}

export function LanguagesSection(props: {
  cv: CvView
  variant: 'lines' | 'meters' | 'segments'
  className?: string
  segments?: number
}) {
  const { cv } = props
  if (cv.languages.length === 0) return null
  return (
    <Section kind="languages" title={cv.labels.sections.languages} className={props.className}>
      <ul className={props.variant === 'lines' ? 'cv-lang-lines' : 'cv-meters'}>
        {cv.languages.map((language) =>
          props.variant === 'lines' ? (
            <li key={language.id} dir="auto">
              <span className="cv-lang-name">{language.name}</span>
              {language.levelName && <span className="cv-level"> – {language.levelName}</span>}
            </li>
          ) : (
            <li key={language.id}>
              <span className="cv-meter-name" dir="auto">
                {language.name}
              </span>
              {language.levelName && <span className="cv-level">{language.levelName}</span>}
              {props.variant === 'meters' ? (
                <Bar ratio={language.ratio} />
              ) : (
                <Segments ratio={language.ratio} count={props.segments} />
              )}
            </li>
          ),
        )}
      </ul>
    </Section>
  )
}

export function CertificationsSection(props: { cv: CvView; className?: string; separator?: string }) {
  const { cv } = props
  if (cv.certifications.length === 0) return null
  return (
    <Section kind="certifications" title={cv.labels.sections.certifications} className={props.className}>
      <ul className="cv-certs">
        {cv.certifications.map((cert) => (
          <li key={cert.id}>
            <span className="cv-cert-name" dir="auto">
              {cert.name || cert.issuer}
            </span>
            <Joined className="cv-cert-meta" separator={props.separator}>
              {[
                cert.name && cert.issuer ? (
                  <span key="issuer" dir="auto">
                    {cert.issuer}
                  </span>
                ) : null,
                cert.date ? <span key="date">{cert.date}</span> : null,
              ]}
            </Joined>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** One further section (awards, publications, volunteering, courses, references or the user's own). */
export function ExtraSection(props: { section: ExtraSectionView; options?: EntryOptions }) {
  const { section, options } = props
  return (
    <Section kind={section.kind} title={section.title} className={options?.className}>
      {section.entries.map((entry) => (
        <Entry
          key={entry.id}
          heading={entry.heading}
          sub={entry.sub.map((text, index) => ({ className: index === 0 ? 'cv-org' : 'cv-loc', text }))}
          dates={entry.dates}
          layout={options?.layout}
          separator={options?.separator}
          description={entry.description}
          bullets={entry.bullets}
        >
          {entry.link && (
            <p className="cv-tech" dir="auto">
              <a href={entry.link.href}>{entry.link.display}</a>
            </p>
          )}
        </Entry>
      ))}
      {section.note && (
        <p className="cv-note" dir="auto">
          {section.note}
        </p>
      )}
    </Section>
  )
}

/** The further sections by key (awards… custom:<id>), for a template's Arranged column. */
export function extraSectionNodes(cv: CvView, options?: EntryOptions): Record<string, ReactNode> {
  return Object.fromEntries(
    cv.extraSections.map((section) => [section.key, <ExtraSection key={section.key} section={section} options={options} />]),
  )
}

/**
 * One column of a template: its sections by key, in the template's order (the object's order) or
 * in the user's when they gave one (cv-view.ts arrange).
 */
export function Arranged(props: { cv: CvView; sections: Record<string, ReactNode> }) {
  return (
    <>
      {arrange(props.cv, Object.keys(props.sections)).map((key) => (
        <Fragment key={key}>{props.sections[key]}</Fragment>
      ))}
    </>
  )
}

/** Interests / hobbies, one per line: "Klettern – DAV Sektion München". */
export function InterestsSection(props: { cv: CvView; className?: string }) {
  const { cv } = props
  if (cv.interests.length === 0) return null
  return (
    <Section kind="interests" title={cv.labels.sections.interests} className={props.className}>
      <ul className="cv-interests">
        {cv.interests.map((interest) => (
          <li key={interest.id} dir="auto">
            {interest.name && <span className="cv-interest-name">{interest.name}</span>}
            {interest.name && interest.keywords.length > 0 && <span className="cv-sep"> – </span>}
            {interest.keywords.length > 0 && <span className="cv-interest-details">{interest.keywords.join(', ')}</span>}
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** The place/date line and the signature that close a German Lebenslauf. */
export function ClosingBlock(props: { cv: CvView }) {
  const { closing } = props.cv
  if (!closing) return null
  return (
    <div className="cv-closing">
      {closing.line && (
        <p className="cv-closing-line" dir="auto">
          {closing.line}
        </p>
      )}
      {closing.signature && (
        <img className="cv-signature" src={closing.signature} alt={props.cv.labels.signature} />
      )}
    </div>
  )
}

/** "Persönliche Daten": date and place of birth, nationality, marital status as a small table. */
export function PersonalDetailsSection(props: { cv: CvView; className?: string }) {
  const { cv } = props
  if (cv.personalDetails.length === 0) return null
  return (
    <Section kind="personal" title={cv.labels.sections.personal} className={props.className}>
      <dl className="cv-details">
        {cv.personalDetails.map((detail) => (
          <div key={detail.label}>
            <dt>{detail.label}</dt>
            <dd dir="auto">{detail.text}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
