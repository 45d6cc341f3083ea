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
import { NameBlock } from './sections/name-block'
import type { CvTemplate } from './template'
import { splitColumns } from '#shared/cv/section-columns'
import { hasSectionContent } from './cv-view'

// Creative Portfolio: a full-bleed colour banner with a heavy Source Sans name, a tinted contact
// strip, and a body whose narrow left column carries skills and languages. The main column comes
// first in the document so that text extraction reads the experience before the side facts.

function CreativeBanner({ cv }: { cv: CvView }) {
  // The user may move a section between the columns (section-columns.ts).
  const columns = splitColumns(
    cv.columns,
    {
      profile: <SummarySection cv={cv} />,
      experience: <ExperienceSection cv={cv} />,
      projects: <ProjectsSection cv={cv} options={{ tech: 'tags' }} />,
      education: <EducationSection cv={cv} />,
      ...extraSectionNodes(cv),
      interests: <InterestsSection cv={cv} />,
    },
    {
      skills: <SkillsSection cv={cv} variant="chips" />,
      languages: <LanguagesSection cv={cv} variant="meters" />,
      certifications: <CertificationsSection cv={cv} />,
    },
  )
  const hasSide = Object.keys(columns.side).some((key) => hasSectionContent(cv, key))
  return (
    <>
      <header className="cb-banner">
        <NameBlock
          cv={cv}
          classNames={{
            photo: 'cb-photo',
            names: 'cb-names',
            name: 'cb-name',
            title: 'cb-title',
            headline: 'cb-headline',
          }}
          photoPlacement="last"
        />
      </header>
      <InlineList items={contactPieces(cv)} className="cb-strip" />
      <div className={`cb-body cv-flow${hasSide ? '' : ' cb-body--single'}`}>
        <main className="cb-main">
          <Arranged cv={cv} sections={columns.main} />
          <ClosingBlock cv={cv} />
        </main>
        {hasSide && (
          <aside className="cb-side">
            <Arranged cv={cv} sections={columns.side} />
          </aside>
        )}
      </div>
    </>
  )
}

const css = `
body { font-family: 'Source Sans 3', 'Helvetica Neue', Arial, sans-serif; font-size: 9.8pt; line-height: 1.45; color: #262626 }
/* The decorative disc is drawn by the background, not by a positioned element: positioned boxes
   paint after the text and would move the name behind the contact strip in the PDF text order. */
.cb-banner { display: flex; align-items: center; gap: 8mm; color: #fff; padding: 14mm 16mm 11mm;
  background: radial-gradient(circle at calc(100% - 17mm) 9mm, rgba(255, 255, 255, 0.1) 0 35mm, transparent 35.2mm), var(--primary) }
.cb-names { flex: 1 1 auto; min-width: 0 }
.cb-name { font-size: 33pt; font-weight: 900; line-height: 1 }
.cb-title { margin-top: 2.5mm; font-size: 13.5pt; font-weight: 600; letter-spacing: 0.01em }
.cb-headline { margin-top: 1.5mm; font-size: 10.5pt; color: rgba(255, 255, 255, 0.92) }
.cb-photo { flex: none; width: 32mm; height: 32mm; border-radius: 4mm; object-fit: cover; border: 1mm solid rgba(255, 255, 255, 0.85) }
.cb-strip { display: flex; flex-wrap: wrap; gap: 1.2mm 7mm; padding: 3.2mm 16mm; background: var(--secondary); color: var(--ink); font-size: 9pt; font-weight: 600 }
.cb-strip .cv-link-label { font-weight: 400 }
.cb-body { display: grid; grid-template-columns: 56mm minmax(0, 1fr); column-gap: 9mm; padding: 8mm 16mm 16mm }
.cb-body--single { grid-template-columns: minmax(0, 1fr) }
.cb-main { grid-column: 2; grid-row: 1; min-width: 0 }
.cb-body--single .cb-main { grid-column: 1 }
.cb-side { grid-column: 1; grid-row: 1; min-width: 0 }
.cv-section + .cv-section { margin-top: 7mm }
.cv-h { display: inline-block; font-size: 12.5pt; font-weight: 900; text-transform: uppercase; letter-spacing: 0.04em; color: var(--ink); margin-bottom: 3mm; padding: 0 1mm; margin-left: -1mm; background: linear-gradient(transparent 58%, color-mix(in srgb, var(--secondary) 85%, var(--primary)) 58%, color-mix(in srgb, var(--secondary) 85%, var(--primary)) 92%, transparent 92%) }
.cv-summary { font-size: 10.2pt; color: #404040 }
.cv-summary + .cv-summary { margin-top: 1.6mm }
.cb-main .cv-entry { padding-left: 4.5mm; border-left: 0.7mm solid var(--secondary); box-decoration-break: clone; -webkit-box-decoration-break: clone }
.cb-main .cv-entry + .cv-entry { margin-top: 4.5mm }
.cv-entry-title { font-size: 11pt; font-weight: 700; color: #171717 }
.cv-date { font-size: 8.4pt; font-weight: 700; color: var(--primary); letter-spacing: 0.04em; text-transform: uppercase }
.cv-entry-sub { display: block; font-size: 9.8pt; font-weight: 600; color: #525252 }
.cv-loc { font-weight: 400 }
.cv-desc { margin-top: 1.2mm; color: #404040 }
.cv-bullets { margin-top: 1.4mm }
.cv-bullets li { display: flex; gap: 2.2mm; color: #404040 }
.cv-bullets li + li { margin-top: 0.8mm }
.cv-bullets li::before { content: ''; flex: none; width: 1.3mm; height: 1.3mm; margin: calc((1lh - 1.3mm) / 2) 0.3mm 0; background: var(--primary); transform: rotate(45deg) }
.cv-tags { display: flex; flex-wrap: wrap; gap: 1.2mm; margin-top: 1.8mm }
.cv-tags li { font-size: 8pt; font-weight: 700; color: var(--ink); background: var(--secondary); border-radius: 5mm; padding: 0.4mm 2.4mm }
.cv-gpa { margin-top: 0.8mm; color: #525252 }
.cb-side .cv-h { font-size: 11pt }
.cb-side .cv-skill-group + .cv-skill-group { margin-top: 3.5mm }
.cb-side .cv-skill-cat { font-size: 8.4pt; font-weight: 700; text-transform: uppercase; letter-spacing: 0.05em; color: #525252; margin-bottom: 1.5mm }
.cv-chips { display: flex; flex-wrap: wrap; gap: 1.3mm }
.cv-chips li { font-size: 8.6pt; font-weight: 600; border: 0.3mm solid var(--primary); color: #171717; border-radius: 5mm; padding: 0.2mm 2.4mm }
.cv-chips .cv-level { font-weight: 400; color: #525252 }
.cv-meters li { display: grid; grid-template-columns: minmax(0, 1fr) auto; row-gap: 1mm; align-items: baseline; font-size: 9.2pt }
.cv-meters li + li { margin-top: 2.4mm }
.cv-meter-name { font-weight: 700 }
.cv-meters .cv-level { font-size: 8pt; color: #525252 }
.cv-meters .cv-bar { grid-column: 1 / -1; height: 1.6mm; background: var(--secondary) }
.cb-side .cv-certs li + li { margin-top: 2.4mm }
.cv-cert-name { display: block; font-weight: 700; font-size: 9.2pt; line-height: 1.3 }
.cv-cert-meta { display: block; font-size: 8.4pt; color: #525252 }
`

export const creativeBanner: CvTemplate = {
  id: 'creative-banner',
  fonts: [{ font: 'source-sans-3', weights: [400, 600, 700, 900] }],
  dateStyle: 'short',
  css,
  Component: CreativeBanner,
}
