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
} from './sections/entries'
import { NameBlock } from './sections/name-block'
import type { CvTemplate } from './template'
import { splitColumns } from '#shared/cv/section-columns'
import { hasSectionContent } from './cv-view'

// Modern Grid: a crisp IBM Plex Sans layout. Contact details sit in a grid of labelled cells under the
// name; the body is a wide main column and a narrow column of tinted tiles.

function ModernGrid({ cv }: { cv: CvView }) {
  // The user may move a section between the columns (section-columns.ts).
  const columns = splitColumns(
    cv.columns,
    {
      profile: <SummarySection cv={cv} />,
      experience: <ExperienceSection cv={cv} />,
      projects: <ProjectsSection cv={cv} options={{ tech: 'tags' }} />,
      ...extraSectionNodes(cv),
      interests: <InterestsSection cv={cv} />,
    },
    {
      skills: <SkillsSection cv={cv} variant="list" className="mg-tile" />,
      languages: <LanguagesSection cv={cv} variant="meters" className="mg-tile" />,
      education: <EducationSection cv={cv} options={{ className: 'mg-tile' }} />,
      certifications: <CertificationsSection cv={cv} className="mg-tile" />,
    },
  )
  const hasAside = Object.keys(columns.side).some((key) => hasSectionContent(cv, key))
  return (
    <>
      <header className="mg-header cv-flow">
        <div className="mg-id">
          <NameBlock
            cv={cv}
            classNames={{
              photo: 'mg-photo',
              names: 'mg-names',
              name: 'mg-name',
              title: 'mg-title',
              headline: 'mg-headline',
            }}
            photoPlacement="first"
          />
        </div>
        <ContactCells cv={cv} className="mg-cells" cellClassName="mg-cell" />
      </header>
      <div className={`mg-body cv-flow${hasAside ? '' : ' mg-body--single'}`}>
        <main className="mg-main">
          <Arranged cv={cv} sections={columns.main} />
          <ClosingBlock cv={cv} />
        </main>
        {hasAside && (
          <aside className="mg-aside">
            <Arranged cv={cv} sections={columns.side} />
          </aside>
        )}
      </div>
    </>
  )
}

const css = `
body { font-family: 'IBM Plex Sans', 'Helvetica Neue', Arial, sans-serif; font-size: 9.2pt; line-height: 1.45; color: #1e293b }
.mg-header { padding: 15mm 16mm 0 }
.mg-id { display: flex; align-items: center; gap: 6mm }
.mg-photo { width: 24mm; height: 24mm; border-radius: 3mm; object-fit: cover; flex: none }
.mg-name { font-size: 25pt; line-height: 1.05; font-weight: 700; color: var(--ink) }
.mg-title { margin-top: 1.8mm; font-size: 11.5pt; font-weight: 600; color: var(--primary) }
.mg-headline { margin-top: 1mm; font-size: 9.5pt; color: #475569 }
.mg-cells { margin-top: 6mm; display: flex; flex-wrap: wrap; border-top: 0.6mm solid var(--ink) }
.mg-cell { flex: 1 1 auto; padding: 2.2mm 7mm 2.2mm 0; border-bottom: 0.2mm solid #e2e8f0; min-width: 0 }
.mg-cells::after { content: ''; flex: 1000 1 0; border-bottom: 0.2mm solid #e2e8f0 }
.mg-cell dt { font-size: 6.6pt; font-weight: 600; letter-spacing: 0.05em; text-transform: uppercase; color: #526074 }
.mg-cell dd { margin-top: 0.4mm; font-size: 8.6pt; font-weight: 500; color: #0f172a }
.mg-body { display: grid; grid-template-columns: minmax(0, 1fr) 58mm; column-gap: 11mm; padding: 7mm 16mm 15mm }
.mg-body--single { grid-template-columns: minmax(0, 1fr) }
.mg-main, .mg-aside { min-width: 0 }
.cv-section + .cv-section { margin-top: 6mm }
.cv-h { display: flex; align-items: center; gap: 2.5mm; font-size: 8pt; font-weight: 700; letter-spacing: 0.05em; text-transform: uppercase; color: var(--ink); margin-bottom: 3mm }
.cv-h::before { content: ''; width: 2.2mm; height: 2.2mm; background: var(--primary); border-radius: 0.5mm; flex: none }
.cv-summary { color: #334155 }
.cv-summary + .cv-summary { margin-top: 1.5mm }
.cv-entry + .cv-entry { margin-top: 4.2mm }
.cv-entry-title { font-size: 10pt; font-weight: 600; color: #0f172a }
.mg-main .cv-entry-line { display: flex; flex-direction: column; align-items: flex-start; gap: 0 }
.cv-date { font-size: 8pt; font-weight: 500; color: #526074; font-variant-numeric: tabular-nums }
.cv-entry-sub { display: block; margin-top: 0.3mm; font-size: 8.8pt; color: #526074 }
.cv-org, .cv-role { color: var(--primary); font-weight: 600 }
.cv-desc { margin-top: 1.2mm; color: #334155 }
.cv-bullets { margin-top: 1.4mm }
.cv-bullets li { display: flex; gap: 2.4mm; color: #334155 }
.cv-bullets li + li { margin-top: 0.8mm }
.cv-bullets li::before { content: ''; flex: none; width: 1.3mm; height: 1.3mm; margin: calc((1lh - 1.3mm) / 2) 0 0 0.6mm; border-radius: 0.3mm; background: var(--primary) }
.cv-tags { display: flex; flex-wrap: wrap; gap: 1.2mm; margin-top: 1.8mm }
.cv-tags li { font-size: 7.4pt; font-weight: 600; padding: 0.5mm 1.8mm; border-radius: 1mm; border: 0.2mm solid color-mix(in srgb, var(--primary) 40%, #fff); color: var(--ink) }
.mg-tile, .mg-aside > .cv-section { background: color-mix(in srgb, var(--secondary) 55%, #fff); border-radius: 2.5mm; padding: 4mm 4mm 4.2mm; box-decoration-break: clone; -webkit-box-decoration-break: clone }
.mg-aside .cv-section + .cv-section { margin-top: 4mm }
.mg-aside .cv-h { margin-bottom: 2.5mm }
.mg-aside .cv-skill-group + .cv-skill-group { margin-top: 2.8mm }
.mg-aside .cv-skill-cat { font-size: 7.6pt; font-weight: 600; color: #475569; margin-bottom: 1.3mm }
.cv-skill-list li { display: flex; justify-content: space-between; align-items: baseline; gap: 2mm; padding: 0.9mm 0; border-bottom: 0.2mm solid color-mix(in srgb, var(--primary) 14%, #fff) }
.cv-skill-list li:last-child { border-bottom: 0 }
.cv-skill-name { font-weight: 500; color: #0f172a; min-width: 0 }
.cv-skill-list .cv-level { flex: none; font-size: 7.6pt; color: #475569 }
.cv-skill-list--plain { display: flex; flex-wrap: wrap; gap: 1.2mm }
.cv-skill-list--plain li { padding: 0.5mm 1.8mm; border: 0; border-radius: 1mm; background: #fff; font-size: 7.8pt; box-shadow: 0 0 0 0.2mm color-mix(in srgb, var(--primary) 25%, #fff) }
.cv-meters li { display: grid; grid-template-columns: minmax(0, 1fr) auto; row-gap: 1mm; align-items: baseline }
.cv-meters li + li { margin-top: 2.2mm }
.cv-meter-name { font-weight: 600; color: #0f172a }
.cv-meters .cv-level { font-size: 7.6pt; color: #475569 }
.cv-meters .cv-bar { grid-column: 1 / -1; background: #fff }
.mg-aside .cv-entry + .cv-entry { margin-top: 3mm }
.mg-aside .cv-entry-line { display: block }
.mg-aside .cv-entry-title { font-size: 9pt }
.mg-aside .cv-date { display: block; text-align: left; font-size: 7.6pt }
.mg-aside .cv-entry-sub { font-size: 8.2pt }
.mg-aside .cv-bullets, .mg-aside .cv-gpa { font-size: 8.2pt; margin-top: 0.8mm }
.cv-gpa { color: #475569 }
.cv-certs li + li { margin-top: 2.2mm }
.cv-cert-name { display: block; font-weight: 600; color: #0f172a; font-size: 8.6pt }
.cv-cert-meta { display: block; font-size: 7.8pt; color: #526074 }
`

export const modernGrid: CvTemplate = {
  id: 'modern-grid',
  fonts: [{ font: 'ibm-plex-sans', weights: [400, 500, 600, 700] }],
  dateStyle: 'short',
  css,
  Component: ModernGrid,
}
