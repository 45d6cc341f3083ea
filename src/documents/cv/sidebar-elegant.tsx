import type { CvView } from './cv-view'
import {
  CertificationsSection,
  PersonalDetailsSection,
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
import { contactPieces, InlineList, Photo } from './sections/blocks'
import type { CvTemplate } from './template'
import { splitColumns } from '#shared/cv/section-columns'

// Sidebar Elegant: a tinted left column (name, photo, contact, skills, languages) beside a white
// main column set in Lato with Playfair Display headings. The sidebar colour is the root
// background so that it runs from edge to edge on every printed page.

function SidebarElegant({ cv }: { cv: CvView }) {
  // The user may move a section between the columns (section-columns.ts).
  const columns = splitColumns(
    cv.columns,
    {
      profile: <SummarySection cv={cv} />,
      experience: <ExperienceSection cv={cv} />,
      education: <EducationSection cv={cv} />,
      projects: <ProjectsSection cv={cv} />,
      ...extraSectionNodes(cv),
      interests: <InterestsSection cv={cv} />,
    },
    {
      skills: <SkillsSection cv={cv} variant="segments" segments={4} />,
      languages: <LanguagesSection cv={cv} variant="segments" segments={6} />,
      certifications: <CertificationsSection cv={cv} />,
    },
  )
  return (
    <div className="se-grid">
      {/* The name comes first in the document and stands on one line above the main column: in the
          sidebar it came after the sidebar's text or broke in two in the PDF's text (issue 29). */}
      <header className="se-head">
        <NameBlock
          cv={{ ...cv, photo: '' }}
          classNames={{ photo: '', name: 'se-name', title: 'se-title' }}
          photoPlacement="first"
          contact={<InlineList items={contactPieces({ ...cv, personalDetails: [] })} className="se-contact" />}
        />
      </header>
      <aside className="se-side cv-flow">
        <Photo src={cv.photo} name={cv.name} className="se-photo" />
        <PersonalDetailsSection cv={cv} />
        <Arranged cv={cv} sections={columns.side} />
      </aside>
      <main className="se-main cv-flow">
        <Headline cv={cv} className="se-headline" />
        <Arranged cv={cv} sections={columns.main} />
        <ClosingBlock cv={cv} />
      </main>
    </div>
  )
}

const SIDE = '70mm'

const css = `
html { background: linear-gradient(to right, color-mix(in srgb, var(--secondary) 70%, #fff) 0 ${SIDE}, #fff ${SIDE}) }
body { font-family: 'Lato', 'Helvetica Neue', Arial, sans-serif; font-size: 9.3pt; line-height: 1.5; color: #27272a }
.se-grid { display: grid; grid-template-columns: ${SIDE} minmax(0, 1fr); grid-template-rows: auto 1fr }
.se-head { grid-column: 2; grid-row: 1; padding: 16mm 15mm 0 10mm; min-width: 0 }
.se-side { grid-column: 1; grid-row: 1 / span 2; padding: 16mm 8mm 16mm 10mm; min-width: 0 }
.se-main { grid-column: 2; grid-row: 2; padding: 6mm 15mm 16mm 10mm; min-width: 0 }
.se-photo { width: 36mm; height: 36mm; border-radius: 50%; object-fit: cover; margin: 0 0 1.5mm; box-shadow: 0 0 0 1.2mm #fff, 0 0 0 1.5mm color-mix(in srgb, var(--primary) 35%, #fff) }
.se-name { font-family: 'Playfair Display', Georgia, serif; font-size: 24pt; font-weight: 700; line-height: 1.12; color: var(--ink) }
.se-contact { display: flex; flex-wrap: wrap; gap: 0.6mm 5mm; margin-top: 2.5mm; font-size: 8.4pt; color: #3f3f46 }
.se-contact .cv-link-label { font-weight: 700 }
.se-title { margin-top: 2.5mm; font-size: 8.4pt; font-weight: 700; letter-spacing: 0.05em; text-transform: uppercase; color: var(--primary) }
.se-side .cv-section { margin-top: 7.5mm }
/* Without a photo the sidebar's first heading starts below the name, title and contact line beside
   it, so that they are the first lines a reader of the PDF's text meets. */
.se-side > .cv-section:first-child { margin-top: 30mm }
.se-side .cv-h { font-size: 7.6pt; font-weight: 700; letter-spacing: 0.05em; text-transform: uppercase; color: var(--ink); padding-bottom: 1.6mm; margin-bottom: 2.8mm; border-bottom: 0.25mm solid color-mix(in srgb, var(--primary) 45%, transparent) }
.cv-contact-list li + li { margin-top: 1.8mm }
.cv-contact-list li { font-size: 8.6pt; line-height: 1.35 }
.cv-contact-label { display: block; font-size: 6.8pt; font-weight: 700; letter-spacing: 0.05em; text-transform: uppercase; color: var(--primary) }
.cv-contact-value { display: block; color: #27272a }
.cv-link-label { font-weight: 700 }
.se-side .cv-skill-group + .cv-skill-group { margin-top: 3.5mm }
.se-side .cv-skill-cat { font-family: 'Playfair Display', Georgia, serif; font-style: italic; font-size: 9.5pt; color: var(--ink); margin-bottom: 1.2mm }
.cv-meters li { display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: center; column-gap: 2mm; font-size: 8.6pt }
.cv-meters li + li { margin-top: 1.3mm }
.cv-meters .cv-level { grid-column: 1; grid-row: 2; font-size: 7.2pt; color: #52525b; line-height: 1.2 }
.cv-meters .cv-segments { grid-column: 2; grid-row: 1 / span 2 }
.cv-segments > i { width: 1.8mm; height: 1.8mm; background: #fff; box-shadow: inset 0 0 0 0.2mm color-mix(in srgb, var(--primary) 45%, #fff) }
.cv-segments > i.on { background: var(--primary); box-shadow: none }
.cv-meter-name { font-weight: 700 }
.se-side .cv-certs li + li { margin-top: 2mm }
.se-side .cv-cert-name { display: block; font-weight: 700; font-size: 8.6pt; line-height: 1.35 }
.se-side .cv-cert-meta { display: block; font-size: 7.8pt; color: #52525b }
.se-headline { font-family: 'Playfair Display', Georgia, serif; font-style: italic; font-size: 12.5pt; line-height: 1.35; color: var(--ink); margin-bottom: 5mm }
.se-main .cv-section + .cv-section { margin-top: 7mm }
.se-main .cv-h { font-family: 'Playfair Display', Georgia, serif; font-size: 15pt; font-weight: 700; color: var(--ink); margin-bottom: 3.5mm }
.se-main .cv-h::after { content: ''; display: block; width: 10mm; margin-top: 1.2mm; border-bottom: 0.6mm solid var(--primary) }
.cv-summary { color: #3f3f46 }
.cv-summary + .cv-summary { margin-top: 1.6mm }
.cv-entry + .cv-entry { margin-top: 4.5mm }
.cv-entry-title { font-size: 10.3pt; font-weight: 700; color: #18181b }
.cv-date { font-size: 7.6pt; font-weight: 700; letter-spacing: 0.05em; text-transform: uppercase; color: #71717a }
.cv-entry-sub { display: block; font-family: 'Playfair Display', Georgia, serif; font-style: italic; font-size: 10pt; color: var(--primary) }
.cv-loc { color: #71717a }
.cv-desc { margin-top: 1.2mm; color: #3f3f46 }
.cv-bullets { margin-top: 1.4mm }
.cv-bullets li { display: flex; gap: 2.3mm; color: #3f3f46 }
.cv-bullets li + li { margin-top: 0.8mm }
.cv-bullets li::before { content: ''; flex: none; width: 1.5mm; height: 1.5mm; margin: calc((1lh - 1.5mm) / 2) 0 0 0.8mm; border-radius: 50%; border: 0.3mm solid var(--primary) }
.cv-gpa, .cv-tech { margin-top: 1mm; font-size: 8.8pt; color: #52525b }
.cv-tech-label { font-weight: 700 }
`

export const sidebarElegant: CvTemplate = {
  id: 'sidebar-elegant',
  fonts: [
    { font: 'playfair-display', weights: [700], italic: [400] },
    { font: 'lato', weights: [400, 700] },
  ],
  dateStyle: 'short',
  css,
  Component: SidebarElegant,
}
