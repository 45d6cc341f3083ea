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

// Executive Modern: a centred serif masthead over a calm single column, for senior and
// corporate roles. Short reference sections (languages, certifications) share a row at the end.

function ExecutiveModern({ cv }: { cv: CvView }) {
  // Languages and certificates share a row, unless the user ordered the sections themselves.
  const pair = !cv.order && cv.languages.length > 0 && cv.certifications.length > 0
  return (
    <div className="ex-page cv-flow">
      <header className="ex-head">
        <NameBlock
          cv={cv}
          classNames={{ photo: 'ex-photo', name: 'ex-name', title: 'ex-title' }}
          photoPlacement="first"
          contact={<InlineList items={contactPieces(cv)} className="ex-contact" />}
        />
      </header>
      <Headline cv={cv} className="ex-headline" />
      <Arranged
        cv={cv}
        sections={{
          profile: <SummarySection cv={cv} />,
          experience: <ExperienceSection cv={cv} options={{ separator: ', ' }} />,
          education: <EducationSection cv={cv} options={{ separator: ', ' }} />,
          skills: <SkillsSection cv={cv} variant="lines" />,
          projects: <ProjectsSection cv={cv} />,
          languages: pair ? (
            <div className="ex-pair">
              <LanguagesSection cv={cv} variant="lines" />
              <CertificationsSection cv={cv} separator=", " />
            </div>
          ) : (
            <LanguagesSection cv={cv} variant="lines" />
          ),
          certifications: pair ? null : <CertificationsSection cv={cv} separator=", " />,
          ...extraSectionNodes(cv, { separator: ', ' }),
          interests: <InterestsSection cv={cv} />,
        }}
      />
      <ClosingBlock cv={cv} />
    </div>
  )
}

const css = `
body { font-family: 'Source Sans 3', 'Helvetica Neue', Arial, sans-serif; font-size: 9.8pt; line-height: 1.45; color: #1f2937 }
.ex-page { padding: 15mm 19mm 16mm }
/* A thin ink rule over a heavier theme-colour rule, drawn as backgrounds (see print.css.ts on paint order). */
.ex-head { text-align: center; padding-bottom: 6.5mm; background: linear-gradient(var(--ink), var(--ink)) left bottom 1.1mm / 100% 0.25mm no-repeat, linear-gradient(var(--primary), var(--primary)) left bottom / 100% 0.6mm no-repeat }
.ex-photo { width: 26mm; height: 26mm; border-radius: 50%; object-fit: cover; margin: 0 auto 3.5mm }
.ex-name { font-family: 'Source Serif 4', Georgia, serif; font-size: 27pt; font-weight: 600; line-height: 1.1; letter-spacing: 0.01em; color: var(--ink) }
.ex-title { margin-top: 1.8mm; font-size: 9.5pt; font-weight: 600; letter-spacing: 0.05em; text-transform: uppercase; color: var(--primary) }
.ex-contact { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.6mm 6mm; margin-top: 3mm; font-size: 8.8pt; color: #374151 }
.ex-contact .cv-link-label { color: #6b7280 }
.ex-headline { margin-top: 6mm; text-align: center; font-family: 'Source Serif 4', Georgia, serif; font-style: italic; font-size: 11pt; color: #374151 }
.cv-section { margin-top: 6.5mm }
.cv-h { display: flex; align-items: center; gap: 3mm; font-family: 'Source Serif 4', Georgia, serif; font-size: 12.5pt; font-weight: 600; color: var(--ink); margin-bottom: 2.8mm; letter-spacing: 0.02em }
.cv-h::after { content: ''; flex: 1; border-bottom: 0.2mm solid #cbd5e1 }
.cv-summary { text-align: justify; hyphens: auto }
.cv-summary + .cv-summary { margin-top: 1.6mm }
.cv-entry + .cv-entry { margin-top: 4.2mm }
.cv-entry-title { font-family: 'Source Serif 4', Georgia, serif; font-size: 11pt; font-weight: 600; color: #111827 }
.cv-date { font-size: 8.8pt; font-weight: 600; color: #4b5563; letter-spacing: 0.02em }
.cv-entry-sub { display: block; font-family: 'Source Serif 4', Georgia, serif; font-style: italic; font-size: 10pt; color: var(--primary) }
.cv-loc { color: #4b5563 }
.cv-desc { margin-top: 1.2mm }
.cv-bullets { margin-top: 1.3mm }
.cv-bullets li { display: flex; gap: 2.2mm }
.cv-bullets li + li { margin-top: 0.7mm }
.cv-bullets li::before { content: ''; flex: none; width: 2mm; margin: calc(0.5lh - 0.15mm) 0 0 0.8mm; border-top: 0.3mm solid var(--primary) }
.cv-gpa, .cv-tech { margin-top: 1mm; color: #4b5563; font-size: 9pt }
.cv-tech-label { font-weight: 600 }
.cv-skill-group + .cv-skill-group { margin-top: 1.2mm }
.cv-skill-cat { font-weight: 700; color: #111827 }
.cv-skill-line .cv-level { color: #6b7280; font-size: 8.8pt }
.ex-pair { display: grid; grid-template-columns: 1fr 1fr; column-gap: 10mm }
.cv-lang-lines li + li, .cv-certs li + li { margin-top: 1mm }
.cv-lang-name { font-weight: 600 }
.cv-lang-lines .cv-level { color: #4b5563 }
.cv-cert-name { font-weight: 600 }
.cv-cert-meta { color: #4b5563 }
.cv-cert-meta::before { content: ' — ' }
`

export const executiveModern: CvTemplate = {
  id: 'executive-modern',
  fonts: [
    { font: 'source-serif-4', weights: [600], italic: [400] },
    { font: 'source-sans-3', weights: [400, 600, 700] },
  ],
  dateStyle: 'short',
  css,
  Component: ExecutiveModern,
}
