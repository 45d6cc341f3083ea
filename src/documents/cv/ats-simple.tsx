import type { CvView } from './cv-view'
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

// ATS Simple follows the export rules of docs/spec/domain/ats.md §3.2: one column, no tables, icons or
// level graphics, the name and contact details in the body (never in a page header or footer),
// standard headings, dates as MM/YYYY, plain round bullets, a standard sans-serif face, and labelled
// contact fields instead of pipes or symbols. No photo either, even when the CV has one: a photo
// is a graphic an applicant-tracking system cannot read, and ATS-bound CVs leave it out.

function LabelledContact({ cv }: { cv: CvView }) {
  const contact = [
    ...cv.contact.map((item) => ({ label: item.label, value: item.text, href: item.href })),
    ...cv.links.map((link) => ({ label: link.label, value: link.display, href: link.href })),
    ...cv.personalDetails.map((detail) => ({ label: detail.label, value: detail.text, href: undefined })),
  ]
  if (contact.length === 0) return null
  return (
    <ul className="ats-contact">
      {contact.map((item, index) => (
        <li key={index} dir="auto">
          {item.label}: {item.href ? <a href={item.href}>{item.value}</a> : item.value}
        </li>
      ))}
    </ul>
  )
}

function AtsSimple({ cv }: { cv: CvView }) {
  return (
    <div className="ats-page cv-flow">
      <header className="ats-head">
        <NameBlock
          cv={{ ...cv, photo: '' }}
          classNames={{ photo: '', name: 'ats-name', title: 'ats-title' }}
          photoPlacement="first"
          contact={<LabelledContact cv={cv} />}
        />
      </header>
      <Headline cv={cv} className="ats-headline" />
      <Arranged
        cv={cv}
        sections={{
          profile: <SummarySection cv={cv} />,
          experience: <ExperienceSection cv={cv} options={{ separator: ', ' }} />,
          education: <EducationSection cv={cv} options={{ separator: ', ' }} />,
          skills: <SkillsSection cv={cv} variant="lines" />,
          languages: <LanguagesSection cv={cv} variant="lines" />,
          certifications: <CertificationsSection cv={cv} separator=", " />,
          projects: <ProjectsSection cv={cv} />,
          ...extraSectionNodes(cv, { separator: ', ' }),
          interests: <InterestsSection cv={cv} />,
        }}
      />
      <ClosingBlock cv={cv} />
    </div>
  )
}

const css = `
body { font-family: 'Roboto', Arial, Helvetica, sans-serif; font-size: 10pt; line-height: 1.4; color: #111 }
.ats-page { padding: 16mm 18mm 16mm }
.ats-head { display: flow-root }
.ats-name { font-size: 20pt; font-weight: 700; line-height: 1.15; color: #111 }
.ats-title { margin-top: 1mm; font-size: 12pt; color: #222 }
.ats-contact { margin-top: 2.5mm; font-size: 9.5pt; color: #222 }
.ats-contact li { display: inline-block; margin-right: 5mm }
.ats-contact li:last-child { margin-right: 0 }
.ats-headline { margin-top: 3mm; font-style: italic }
.cv-section { margin-top: 5.5mm }
.cv-h { font-size: 11pt; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; color: var(--ink); border-bottom: 0.3mm solid var(--primary); padding-bottom: 0.8mm; margin-bottom: 2.5mm }
.cv-summary + .cv-summary { margin-top: 1.5mm }
.cv-entry + .cv-entry { margin-top: 3.8mm }
.cv-entry-title { font-size: 10.5pt; font-weight: 700 }
.cv-date { font-size: 10pt }
.cv-entry-sub { display: block }
.cv-desc { margin-top: 1mm }
.cv-bullets { list-style: disc outside; padding-left: 5mm; margin-top: 1mm }
.cv-bullets li { padding-left: 0.5mm }
.cv-bullets li + li { margin-top: 0.5mm }
.cv-gpa, .cv-tech { margin-top: 0.8mm }
.cv-skill-cat, .cv-tech-label, .cv-lang-name, .cv-cert-name { font-weight: 700 }
.cv-skill-group + .cv-skill-group, .cv-lang-lines li + li, .cv-certs li + li { margin-top: 0.8mm }
.cv-cert-meta::before { content: ', ' }
`

export const atsSimple: CvTemplate = {
  id: 'ats-simple',
  fonts: [{ font: 'roboto', weights: [400, 700], italic: [400] }],
  dateStyle: 'numeric',
  css,
  Component: AtsSimple,
}
