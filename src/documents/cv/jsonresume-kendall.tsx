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
import { contactPieces, InlineList } from './sections/blocks'
import { Headline, NameBlock } from './sections/name-block'
import type { CvTemplate } from './template'
import { splitColumns } from '#shared/cv/section-columns'
import { hasSectionContent } from './cv-view'

// After the JSON Resume "kendall" theme: a bold dark header band with an uppercase name and the
// contact line, then two columns — experience in grey detail boxes on the left, skill tags and
// languages on the right — in Open Sans. The contact sits in the band (not atop the right column)
// so that a reader of the PDF's text meets it right after the name, before the first section.

function JsonresumeKendall({ cv }: { cv: CvView }) {
  // The user may move a section between the columns (section-columns.ts).
  const columns = splitColumns(
    cv.columns,
    {
      profile: <SummarySection cv={cv} />,
      experience: <ExperienceSection cv={cv} options={{ lead: 'org' }} />,
      projects: <ProjectsSection cv={cv} />,
      education: <EducationSection cv={cv} options={{ layout: 'column' }} />,
      ...extraSectionNodes(cv),
      interests: <InterestsSection cv={cv} />,
    },
    {
      skills: <SkillsSection cv={cv} variant="chips" />,
      languages: <LanguagesSection cv={cv} variant="lines" />,
      certifications: <CertificationsSection cv={cv} />,
    },
  )
  const hasFacts = Object.keys(columns.side).some((key) => hasSectionContent(cv, key))
  return (
    <>
      <header className="ke-band">
        <NameBlock
          cv={cv}
          classNames={{ photo: 'ke-photo', names: 'ke-names', name: 'ke-name', title: 'ke-title' }}
          photoPlacement="last"
          contactPlacement="in-names"
          contact={<InlineList items={contactPieces(cv)} className="ke-contact" />}
        />
      </header>
      <div className={`ke-body cv-flow${hasFacts ? '' : ' ke-body--single'}`}>
        <main className="ke-main">
          <Headline cv={cv} className="ke-headline" />
          <Arranged cv={cv} sections={columns.main} />
          <ClosingBlock cv={cv} />
        </main>
        {hasFacts && (
          <aside className="ke-side ke-side--facts">
            <Arranged cv={cv} sections={columns.side} />
          </aside>
        )}
      </div>
    </>
  )
}

const css = `
body { font-family: 'Open Sans', Arial, Tahoma, sans-serif; font-size: 8.9pt; line-height: 1.5; color: #363636 }
.ke-band { display: flex; align-items: center; gap: 8mm; background: var(--ink); color: #fff; padding: 13mm 16mm 12mm; min-height: 42mm }
.ke-names { flex: 1 1 auto; min-width: 0 }
.ke-name { font-size: 27pt; font-weight: 800; line-height: 1.1 }
.ke-title { margin-top: 1.5mm; font-size: 12pt; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; color: color-mix(in srgb, var(--secondary) 75%, #fff) }
.ke-photo { flex: none; width: 30mm; height: 30mm; border-radius: 50%; object-fit: cover; border: 1.2mm solid #fff }
.ke-contact { display: flex; flex-wrap: wrap; gap: 0.8mm 5mm; margin-top: 3mm; font-size: 8.6pt; color: color-mix(in srgb, var(--secondary) 55%, #fff) }
.ke-contact .cv-link-label { font-weight: 700 }
.ke-body { display: grid; grid-template-columns: minmax(0, 1fr) 60mm; column-gap: 8mm; padding: 8mm 16mm 16mm }
.ke-body--single { grid-template-columns: minmax(0, 1fr) }
.ke-main, .ke-side { min-width: 0 }
.cv-section + .cv-section { margin-top: 6.5mm }
.cv-h { font-size: 12pt; font-weight: 700; text-transform: uppercase; color: var(--primary); margin-bottom: 2.5mm; letter-spacing: 0.01em }
.ke-headline { font-size: 10.5pt; font-weight: 600; color: var(--ink); margin-bottom: 4mm; padding-bottom: 3mm; border-bottom: 0.25mm solid #ddd }
.cv-summary + .cv-summary { margin-top: 1.5mm }
.ke-main .cv-section[data-section='experience'] .cv-entry, .ke-main .cv-section[data-section='projects'] .cv-entry { background: #f1f1f3; border-right: 0.3mm solid #ccc; border-bottom: 0.3mm solid #ccc; padding: 2.8mm 3.5mm; box-decoration-break: clone; -webkit-box-decoration-break: clone }
.cv-entry + .cv-entry { margin-top: 3.5mm }
.cv-entry-title { font-size: 10.5pt; font-weight: 700; color: #222 }
.cv-date { font-size: 8.4pt; font-weight: 600; color: #6b6b6b }
.cv-entry-sub { display: block; font-weight: 700; color: var(--ink) }
.cv-loc { font-weight: 400; color: #6b6b6b }
.cv-desc { margin-top: 1mm }
.cv-bullets { margin-top: 1.2mm }
.cv-bullets li { display: flex; gap: 2.1mm }
.cv-bullets li + li { margin-top: 0.6mm }
.cv-bullets li::before { content: ''; flex: none; width: 1.3mm; height: 1.3mm; margin: calc((1lh - 1.3mm) / 2) 0 0 0.6mm; border-radius: 50%; background: var(--primary) }
.cv-tech { margin-top: 1mm; font-size: 8.4pt; color: #555 }
.cv-tech-label { font-weight: 700 }
.cv-section[data-section='education'] .cv-entry { --date-col: 22mm; column-gap: 0 }
.cv-section[data-section='education'] .cv-entry-when { background: linear-gradient(to bottom right, transparent 50%, #f1f1f3 50%) right 3.2mm / 1.3mm 1.3mm no-repeat, linear-gradient(to top right, transparent 50%, #f1f1f3 50%) right 4.5mm / 1.3mm 1.3mm no-repeat }
.cv-section[data-section='education'] .cv-entry-when .cv-date { display: block; white-space: normal; text-align: left; font-weight: 700; color: #363636; padding: 2.5mm 3mm 0 0 }
.cv-section[data-section='education'] .cv-entry-main { background: #f1f1f3; padding: 2.5mm 3.5mm; border-right: 0.3mm solid #ccc; border-bottom: 0.3mm solid #ccc }
.cv-gpa { margin-top: 0.6mm; color: #555 }
.cv-skill-group + .cv-skill-group { margin-top: 3mm }
.cv-skill-cat { font-size: 9.2pt; font-weight: 600; color: var(--ink); margin-bottom: 1.3mm }
.cv-chips { display: flex; flex-wrap: wrap; gap: 1.2mm }
.cv-chips li { background: var(--ink); color: #fff; font-size: 8pt; padding: 0.6mm 2mm }
.cv-chips .cv-level { font-size: 7.2pt; color: color-mix(in srgb, var(--secondary) 80%, #fff) }
.cv-lang-lines li { padding: 1.4mm 0; border-bottom: 0.25mm solid #eee }
.cv-lang-lines li:last-child { border-bottom: 0 }
.cv-lang-name { font-weight: 700 }
.cv-lang-lines .cv-level { color: #555 }
.cv-certs li + li { margin-top: 2mm }
.cv-cert-name { display: block; font-weight: 700; line-height: 1.35 }
.cv-cert-meta { display: block; font-size: 8pt; color: #6b6b6b }
`

export const jsonresumeKendall: CvTemplate = {
  id: 'jsonresume-kendall',
  fonts: [{ font: 'open-sans', weights: [400, 600, 700, 800] }],
  dateStyle: 'short',
  css,
  Component: JsonresumeKendall,
}
