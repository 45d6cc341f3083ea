import type { CvView } from './cv-view'
import { contactPieces, InlineList } from './sections/blocks'
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
} from './sections/entries'
import { Headline, NameBlock } from './sections/name-block'
import type { CvTemplate } from './template'

// After the JSON Resume "paper" theme: a warm sheet, a centred Merriweather masthead, capitals
// (set as real capitals in one run: synthesised small caps split a heading's first letter from the
// rest in the PDF's text, "B erufserfahrung"),
// category names in a left column divided from the content by a hairline, employer first and
// highlights set off by a thin rule, body text in Open Sans.

function JsonresumePaper({ cv }: { cv: CvView }) {
  return (
    <div className="pa-page cv-flow">
      <header className="pa-head">
        <NameBlock
          cv={cv}
          classNames={{ photo: 'pa-photo', name: 'pa-name', title: 'pa-title' }}
          photoPlacement="first"
          contact={<InlineList items={contactPieces(cv)} className="pa-contact" />}
        />
      </header>
      <Headline cv={cv} className="pa-headline" />
      <Arranged
        cv={cv}
        sections={{
          profile: <SummarySection cv={cv} />,
          experience: <ExperienceSection cv={cv} options={{ lead: 'org' }} />,
          education: <EducationSection cv={cv} options={{ lead: 'org' }} />,
          projects: <ProjectsSection cv={cv} />,
          skills: <SkillsSection cv={cv} variant="lines" />,
          languages: <LanguagesSection cv={cv} variant="lines" />,
          certifications: <CertificationsSection cv={cv} />,
          ...extraSectionNodes(cv),
          interests: <InterestsSection cv={cv} />,
        }}
      />
      <ClosingBlock cv={cv} />
    </div>
  )
}

const css = `
html { background: #fbf8f1 }
body { font-family: 'Open Sans', 'Helvetica Neue', Arial, sans-serif; font-size: 8.9pt; line-height: 1.55; color: #424242 }
.pa-page { padding: 16mm 18mm 17mm }
.pa-head { text-align: center; padding-bottom: 6mm }
.pa-photo { width: 22mm; height: 22mm; border-radius: 50%; object-fit: cover; margin: 0 auto 4mm; border: 0.6mm solid #e0ddd4 }
.pa-name { font-family: 'Merriweather', Georgia, serif; font-size: 23pt; font-weight: 400; line-height: 1.2; color: #212121; letter-spacing: 0.01em }
.pa-title { margin-top: 1.6mm; font-family: 'Merriweather', Georgia, serif; font-size: 10.5pt; font-style: italic; color: var(--ink) }
.pa-contact { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.4mm 7mm; margin-top: 3mm; font-size: 8.4pt; color: #555 }
.pa-contact a { color: var(--primary) }
.pa-headline { text-align: center; font-family: 'Merriweather', Georgia, serif; font-size: 9.5pt; font-style: italic; color: #555; margin: -2mm auto 6mm; max-width: 140mm }
.cv-section { display: grid; grid-template-columns: 38mm minmax(0, 1fr); border-top: 0.25mm solid #e6e1d6 }
.cv-section:last-child { border-bottom: 0.25mm solid #e6e1d6 }
.cv-section > .cv-h { grid-column: 1; grid-row: 1; padding: 4.4mm 3mm 0 0; text-align: center; font-family: 'Merriweather', Georgia, serif; text-transform: uppercase; font-size: 7.6pt; font-weight: 400; letter-spacing: 0.04em; color: #212121 }
.cv-section > :not(.cv-h) { grid-column: 2; border-left: 0.25mm solid #e0ddd4; padding: 0 0 0 6mm }
.cv-section > :nth-child(2) { padding-top: 4.2mm }
.cv-section > :last-child { padding-bottom: 4.2mm }
.cv-summary + .cv-summary { padding-top: 1.6mm }
.cv-entry + .cv-entry { padding-top: 4mm }
.cv-entry-title { font-size: 9.6pt; font-weight: 700; color: #212121 }
.cv-date { font-size: 8.2pt; color: #666666 }
.cv-entry-sub { display: block; color: var(--ink) }
.cv-role { font-family: 'Merriweather', Georgia, serif; font-style: italic; font-size: 8.4pt }
.cv-loc { color: #666666 }
.cv-desc { margin-top: 1mm }
.cv-bullets { margin: 1.4mm 0 0 2mm }
.cv-bullets li { padding-left: 2.4mm; border-left: 0.25mm solid #d6d1c4 }
.cv-bullets li + li { padding-top: 0.8mm }
.cv-gpa, .cv-tech { margin-top: 0.8mm; color: #616161 }
.cv-tech-label { font-weight: 700 }
.cv-skill-group + .cv-skill-group { padding-top: 1mm }
.cv-skill-cat { font-weight: 700; color: #212121 }
.cv-skill-line .cv-level { color: #666666 }
.cv-lang-lines { display: grid; grid-template-columns: 1fr 1fr; gap: 0.6mm 6mm }
.cv-lang-name { font-weight: 700; color: #212121 }
.cv-lang-lines .cv-level { color: #616161 }
.cv-certs li + li { margin-top: 1mm }
.cv-cert-name { font-weight: 700; color: #212121 }
.cv-cert-meta { color: #616161 }
.cv-cert-meta::before { content: ' — ' }
`

export const jsonresumePaper: CvTemplate = {
  id: 'jsonresume-paper',
  fonts: [
    { font: 'merriweather', weights: [400], italic: [400] },
    { font: 'open-sans', weights: [400, 700] },
  ],
  dateStyle: 'short',
  css,
  Component: JsonresumePaper,
}
