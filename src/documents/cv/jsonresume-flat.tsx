import type { CvView } from './cv-view'
import { ContactCells } from './sections/blocks'
import {
  CertificationsSection,
  EducationSection,
  ExperienceSection,
  LanguagesSection,
  ProjectsSection,
  SkillsSection,
  SummarySection,
  ClosingBlock,
  InterestsSection,
  Arranged,
  extraSectionNodes,
  PersonalDetailsSection,
} from './sections/entries'
import { NameBlock } from './sections/name-block'
import type { CvTemplate } from './template'

// After the JSON Resume "flat" theme: Lato, a flat colour block for the header, bold section
// titles above their sections over a hairline, entries whose title and dates are joined by a
// hairline, and skills as flat blocks.

function JsonresumeFlat({ cv }: { cv: CvView }) {
  return (
    <>
      <header className="fl-header">
        <NameBlock
          cv={cv}
          classNames={{
            photo: 'fl-photo',
            names: 'fl-names',
            name: 'fl-name',
            title: 'fl-title',
            headline: 'fl-headline',
          }}
          photoPlacement="last"
          contact={<ContactCells cv={cv} className="fl-contact" withDetails={false} />}
        />
      </header>
      <div className="fl-body cv-flow">
        <Arranged
          cv={cv}
          sections={{
            profile: <SummarySection cv={cv} />,
            personal: <PersonalDetailsSection cv={cv} />,
            experience: <ExperienceSection cv={cv} />,
            education: <EducationSection cv={cv} />,
            projects: <ProjectsSection cv={cv} options={{ tech: 'tags' }} />,
            skills: <SkillsSection cv={cv} variant="chips" />,
            languages: <LanguagesSection cv={cv} variant="lines" />,
            certifications: <CertificationsSection cv={cv} />,
            ...extraSectionNodes(cv),
            interests: <InterestsSection cv={cv} />,
          }}
        />
        <ClosingBlock cv={cv} />
      </div>
    </>
  )
}

const css = `
body { font-family: 'Lato', 'Helvetica Neue', Arial, sans-serif; font-size: 9.6pt; line-height: 1.5; color: #2c3e50 }
.fl-header { display: grid; grid-template-columns: minmax(0, 1fr) auto; column-gap: 8mm; align-items: center; background: var(--secondary); padding: 13mm 16mm 11mm }
/* The contact cells run under the name (two pairs per row), so the PDF's text starts with the name. */
.fl-names { grid-column: 1; grid-row: 1 }
.fl-header > .fl-contact { grid-column: 1; grid-row: 2; margin-top: 4mm }
.fl-photo { grid-column: 2; grid-row: 1 / span 2 }
.fl-name { font-size: 30pt; font-weight: 900; line-height: 1.05; color: var(--ink) }
.fl-title { margin-top: 2mm; font-size: 14pt; font-weight: 400; color: #4b5b6b }
.fl-headline { margin-top: 1mm; font-size: 9.6pt; color: #4b5b6b }
.fl-contact { display: grid; grid-template-columns: auto minmax(auto, 1fr) auto minmax(auto, 1fr); gap: 0.6mm 3mm; font-size: 8.6pt }
.fl-contact > div { display: contents }
.fl-contact dt { font-weight: 700; color: var(--ink) }
.fl-contact dd { color: #2c3e50 }
.fl-photo { width: 28mm; height: 28mm; object-fit: cover }
.fl-body { padding: 9mm 16mm 16mm }
/* Headings stand above their section, left-aligned: in a narrow label column beside the text,
   "Work Experience" wrapped onto two lines that a text reader interleaved with the entries. */
.cv-section { margin-top: 7mm }
.cv-section:first-child { margin-top: 0 }
.cv-section > .cv-h { font-size: 15pt; font-weight: 900; line-height: 1.15; color: var(--primary); margin-bottom: 2.5mm; padding-bottom: 1.2mm; border-bottom: 0.4mm solid var(--secondary) }
.cv-summary + .cv-summary { margin-top: 1.6mm }
.cv-entry + .cv-entry { margin-top: 5mm }
.cv-entry-line { gap: 0 }
.cv-entry-line > .cv-entry-title { flex: 0 1 auto; order: 0; font-size: 10.8pt; font-weight: 700; color: #1a252f; padding-right: 4mm }
.cv-entry-line::after { content: ''; order: 1; flex: 1 1 8mm; align-self: center; border-top: 0.3mm solid color-mix(in srgb, var(--secondary) 70%, #94a3b8) }
.cv-entry-line > .cv-date { order: 2; padding-left: 4mm; font-size: 9pt; color: #5d6d7e }
.cv-entry-sub { display: block; margin-top: 0.3mm; font-weight: 700; color: var(--primary) }
.cv-loc { font-weight: 400; color: #5d6d7e }
.cv-desc { margin-top: 1.2mm }
.cv-bullets { margin-top: 1.4mm }
.cv-bullets li { display: flex; gap: 2.2mm }
.cv-bullets li + li { margin-top: 0.6mm }
.cv-bullets li::before { content: ''; flex: none; width: 1.8mm; height: 1.8mm; margin: calc((1lh - 1.8mm) / 2) 0 0 0.5mm; background: var(--secondary); border: 0.3mm solid var(--primary) }
.cv-gpa { margin-top: 0.6mm; color: #5d6d7e }
.cv-tags, .cv-chips { display: flex; flex-wrap: wrap; gap: 1.4mm; margin-top: 1.6mm }
.cv-tags li, .cv-chips li { font-size: 8.6pt; font-weight: 700; background: var(--secondary); color: var(--ink); padding: 0.8mm 2.4mm }
.cv-chips .cv-level { font-weight: 400 }
.cv-skill-group + .cv-skill-group { margin-top: 3mm }
.cv-skill-cat { font-weight: 700; font-size: 9.6pt; color: #1a252f }
.cv-chips { margin-top: 1.2mm }
.cv-lang-lines { display: flex; flex-wrap: wrap; gap: 1.4mm }
.cv-lang-lines li { background: var(--secondary); padding: 0.8mm 2.4mm; color: var(--ink) }
.cv-lang-name { font-weight: 700 }
.cv-certs li + li { margin-top: 1.4mm }
.cv-cert-name { font-weight: 700; color: #1a252f }
.cv-cert-meta { color: #5d6d7e }
.cv-cert-meta::before { content: ' — ' }
`

export const jsonresumeFlat: CvTemplate = {
  id: 'jsonresume-flat',
  fonts: [{ font: 'lato', weights: [400, 700, 900] }],
  dateStyle: 'short',
  css,
  Component: JsonresumeFlat,
}
