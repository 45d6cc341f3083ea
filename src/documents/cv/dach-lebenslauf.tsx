import type { CvView } from './cv-view'
import { ContactText, LinkText, Photo, Section } from './sections/blocks'
import {
  ClosingBlock,
  EducationSection,
  ExperienceSection,
  InterestsSection,
  Arranged,
  extraSectionNodes,
  PersonalDetailsSection,
  ProjectsSection,
  SkillsSection,
  SummarySection,
} from './sections/entries'
import type { CvTemplate } from './template'

// Lebenslauf (DACH): the tabular CV German, Austrian and Swiss recruiters expect. The name and
// contact lines at the top left, an application photo (portrait, 35 × 45 mm) at the top right,
// "Persönliche Daten" as a small table, then every section as a table: dates in a left column,
// the entry beside them; skills and languages with their category or level on the left. It ends
// with interests and the place/date line with the signature. One column of text, so a reader of
// the PDF meets everything in order.

/** Languages as table rows: the language on the left, its level beside it. */
function LanguageTable({ cv }: { cv: CvView }) {
  if (cv.languages.length === 0) return null
  return (
    <Section kind="languages" title={cv.labels.sections.languages}>
      <dl className="cv-details dl-table">
        {cv.languages.map((language) => (
          <div key={language.id}>
            <dt dir="auto">{language.name}</dt>
            <dd>{language.levelName}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

/** Certificates as table rows: the date on the left, name and issuer beside it. */
function CertificateTable({ cv }: { cv: CvView }) {
  if (cv.certifications.length === 0) return null
  return (
    <Section kind="certifications" title={cv.labels.sections.certifications}>
      <dl className="cv-details dl-table">
        {cv.certifications.map((cert) => (
          <div key={cert.id}>
            <dt>{cert.date}</dt>
            <dd dir="auto">
              <span className="dl-cert-name">{cert.name || cert.issuer}</span>
              {cert.name && cert.issuer && <span className="dl-cert-issuer">, {cert.issuer}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

function DachLebenslauf({ cv }: { cv: CvView }) {
  return (
    <div className="dl-page cv-flow">
      <header className="dl-head">
        <div className="dl-id">
          {cv.showCvHeading && <p className="cv-doc-heading">{cv.labels.cvHeading}</p>}
          {cv.name && (
            <h1 className="dl-name" dir="auto">
              {cv.name}
            </h1>
          )}
          {cv.title && (
            <p className="dl-title" dir="auto">
              {cv.title}
            </p>
          )}
          <ul className="dl-contact">
            {cv.contact.map((item) => (
              <li key={item.kind}>
                <ContactText item={item} />
              </li>
            ))}
            {cv.links.map((link, index) => (
              <li key={`link-${index}`}>
                <LinkText link={link} />
              </li>
            ))}
          </ul>
        </div>
        <Photo src={cv.photo} name={cv.name} className="dl-photo" />
      </header>
      {cv.headline && (
        <p className="dl-headline" dir="auto">
          {cv.headline}
        </p>
      )}
      <PersonalDetailsSection cv={cv} />
      <Arranged
        cv={cv}
        sections={{
          profile: <SummarySection cv={cv} />,
          experience: <ExperienceSection cv={cv} options={{ layout: 'column', separator: ', ' }} />,
          education: <EducationSection cv={cv} options={{ layout: 'column', separator: ', ' }} />,
          skills: <SkillsSection cv={cv} variant="lines" />,
          languages: <LanguageTable cv={cv} />,
          certifications: <CertificateTable cv={cv} />,
          projects: <ProjectsSection cv={cv} options={{ layout: 'column' }} />,
          ...extraSectionNodes(cv, { layout: 'column', separator: ', ' }),
          interests: <InterestsSection cv={cv} />,
        }}
      />
      <ClosingBlock cv={cv} />
    </div>
  )
}

const DATE_COLUMN = '34mm'

const css = `
body { font-family: 'Source Sans 3', 'Helvetica Neue', Arial, sans-serif; font-size: 9.6pt; line-height: 1.42; color: #1f2937 }
.dl-page { padding: 14mm 17mm 14mm 19mm; --date-col: ${DATE_COLUMN} }
.dl-head { display: grid; grid-template-columns: minmax(0, 1fr) auto; column-gap: 8mm; align-items: start; padding-bottom: 5mm; border-bottom: 0.4mm solid var(--primary) }
.dl-name { font-size: 22pt; font-weight: 700; line-height: 1.15; color: var(--ink) }
.dl-title { margin-top: 1mm; font-size: 11.5pt; font-weight: 600; color: var(--primary) }
.dl-contact { margin-top: 3mm; font-size: 9.5pt; line-height: 1.5 }
.dl-contact .cv-link-label { color: #4b5563 }
.dl-photo { width: 35mm; height: 45mm; object-fit: cover; border-radius: 0.8mm }
.dl-headline { margin-top: 4mm; font-size: 10.5pt; font-style: italic; color: #374151 }
.cv-section { margin-top: 5mm }
.cv-h { font-size: 12pt; font-weight: 700; color: var(--ink); margin-bottom: 2.5mm; padding-bottom: 0.8mm; border-bottom: 0.25mm solid color-mix(in srgb, var(--primary) 40%, #fff) }
.cv-details { grid-template-columns: ${DATE_COLUMN} minmax(0, 1fr); column-gap: 5mm; row-gap: 0.8mm }
.cv-details dt { font-weight: 400; color: #4b5563 }
.cv-summary + .cv-summary { margin-top: 1.5mm }
.cv-entry + .cv-entry { margin-top: 3mm }
.cv-entry--column { column-gap: 5mm }
.cv-entry-when .cv-date { display: block; white-space: normal; color: #374151; font-variant-numeric: tabular-nums }
.cv-entry-title { font-size: 10.5pt; font-weight: 700; color: #111827 }
.cv-entry-sub { display: block; color: #374151 }
.cv-org { font-weight: 600 }
.cv-loc { color: #6b7280 }
.cv-desc { margin-top: 0.8mm }
.cv-bullets { margin-top: 1mm }
.cv-bullets li { display: flex; gap: 2mm }
.cv-bullets li + li { margin-top: 0.5mm }
.cv-bullets li::before { content: '–'; flex: none; color: var(--primary) }
.cv-gpa { margin-top: 0.6mm; color: #374151 }
.cv-tech { margin-top: 0.8mm; color: #4b5563 }
.cv-tech-label { font-weight: 600 }
.cv-skill-group + .cv-skill-group { margin-top: 1mm }
/* Skills: the category in the left column, the skills running on beside it (a hanging indent, so
   the line stays one paragraph for a text reader). */
.cv-skill-line { display: block; padding-left: calc(${DATE_COLUMN} + 5mm); text-indent: calc(-1 * (${DATE_COLUMN} + 5mm)) }
.cv-skill-line > .cv-skill-cat { display: inline-block; width: calc(${DATE_COLUMN} + 5mm); text-indent: 0; color: #4b5563 }
.cv-level { color: #6b7280 }
.dl-table dt { color: #374151 }
.dl-cert-name { font-weight: 600 }
.dl-cert-issuer { color: #4b5563 }
.cv-interests li { padding-left: calc(${DATE_COLUMN} + 5mm) }
.cv-closing { margin-top: 10mm; padding-left: calc(${DATE_COLUMN} + 5mm) }
`

export const dachLebenslauf: CvTemplate = {
  id: 'dach-lebenslauf',
  fonts: [{ font: 'source-sans-3', weights: [400, 600, 700], italic: [400] }],
  dateStyle: 'numeric',
  css,
  Component: DachLebenslauf,
}
