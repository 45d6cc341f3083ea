import type { CvView } from './cv-view'
import { ContactCells, Section, Segments } from './sections/blocks'
import {
  CertificationsSection,
  EducationSection,
  ExperienceSection,
  LanguagesSection,
  ProjectsSection,
  SummarySection,
  ClosingBlock,
  InterestsSection,
  Arranged,
  extraSectionNodes,
  PersonalDetailsSection,
} from './sections/entries'
import { NameBlock } from './sections/name-block'
import type { CvTemplate } from './template'

// Technical Matrix: IBM Plex Sans with Plex Mono for data. The skills come first as a matrix
// (one row per group, each skill with its level), contact details as a key/value block, projects
// as outlined cards with their stack.

function SkillMatrix({ cv }: { cv: CvView }) {
  if (cv.skills.length === 0) return null
  return (
    <Section kind="skills" title={cv.labels.sections.skills}>
      <div className="tm-matrix">
        {cv.skills.map((group) => (
          <div key={group.id} className="tm-row cv-skill-group">
            {group.category ? (
              <h3 className="tm-cat cv-skill-cat" dir="auto">
                {group.category}
              </h3>
            ) : (
              <div className="tm-cat" />
            )}
            <ul className="tm-cells">
              {group.items.map((item, index) => (
                <li key={item.id} className="tm-cell">
                  <span className="tm-skill" dir="auto">
                    {item.name}
                  </span>
                  {item.levelName && (
                    <span className="tm-level">
                      <Segments ratio={item.ratio} count={4} className="tm-squares" />
                      {/* The squares show every skill's level; its name is printed once per run of
                          equal levels, so that a row does not read "Expert" after every skill. */}
                      {item.levelName !== group.items[index - 1]?.levelName && (
                        <span className="cv-level">{item.levelName}</span>
                      )}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  )
}

function TechnicalMatrix({ cv }: { cv: CvView }) {
  return (
    <>
      <div className="tm-topbar" />
      <div className="tm-page cv-flow">
        <header className="tm-head">
          <NameBlock
            cv={cv}
            classNames={{
              photo: 'tm-photo',
              names: 'tm-id',
              name: 'tm-name',
              title: 'tm-title',
              headline: 'tm-headline',
            }}
            photoPlacement="last"
            contact={<ContactCells cv={cv} className="tm-keys" withDetails={false} />}
          />
        </header>
        <Arranged
          cv={cv}
          sections={{
            profile: <SummarySection cv={cv} />,
            personal: <PersonalDetailsSection cv={cv} />,
            skills: <SkillMatrix cv={cv} />,
            experience: <ExperienceSection cv={cv} />,
            projects: <ProjectsSection cv={cv} options={{ className: 'tm-projects', tech: 'tags' }} />,
            education: <EducationSection cv={cv} />,
            // Certificates and languages share a row, unless the user ordered the sections themselves.
            certifications: cv.order ? (
              <CertificationsSection cv={cv} />
            ) : (
              <div className="tm-pair">
                <CertificationsSection cv={cv} />
                <LanguagesSection cv={cv} variant="lines" />
              </div>
            ),
            languages: cv.order ? <LanguagesSection cv={cv} variant="lines" /> : null,
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
body { font-family: 'IBM Plex Sans', 'Helvetica Neue', Arial, sans-serif; font-size: 9.2pt; line-height: 1.45; color: #1c1917 }
.tm-topbar { height: 2.2mm; background: var(--primary) }
.tm-page { padding: 12.5mm 16mm 16mm }
.tm-head { display: grid; grid-template-columns: minmax(0, 1fr) auto; column-gap: 7mm; align-items: start; padding-bottom: 5mm; border-bottom: 0.3mm solid #1c1917 }
/* The contact keys sit under the name, not beside it: a reader of the PDF's text meets the name
   first, and every address has a whole line to itself (two key/value pairs per row). */
.tm-id { grid-column: 1; grid-row: 1 }
.tm-head > .tm-keys { grid-column: 1; grid-row: 2; margin-top: 3.5mm }
.tm-photo { grid-column: 2; grid-row: 1 / span 2 }
.tm-name { font-size: 24pt; font-weight: 600; line-height: 1.1; color: #0c0a09 }
.tm-title { margin-top: 2mm; padding-left: 2.5mm; border-left: 0.8mm solid var(--primary); font-family: 'IBM Plex Mono', ui-monospace, monospace; font-size: 9.5pt; font-weight: 500; color: var(--ink) }
.tm-headline { margin-top: 1.6mm; font-size: 9.2pt; color: #57534e }
.tm-keys { display: grid; grid-template-columns: auto minmax(auto, 1fr) auto minmax(auto, 1fr); column-gap: 3mm; font-family: 'IBM Plex Mono', ui-monospace, monospace; font-size: 7.8pt; line-height: 1.55 }
.tm-keys > div { display: contents }
.tm-keys dt { color: var(--primary); font-weight: 500; text-transform: lowercase }
.tm-keys dd { color: #292524 }
.tm-photo { width: 25mm; height: 25mm; object-fit: cover; border-radius: 1mm }
.cv-section { margin-top: 6mm }
.cv-h { display: flex; align-items: center; gap: 3mm; font-family: 'IBM Plex Mono', ui-monospace, monospace; font-size: 8.6pt; font-weight: 600; letter-spacing: 0.05em; text-transform: uppercase; color: var(--primary); margin-bottom: 3mm }
.cv-h::after { content: ''; flex: 1; border-bottom: 0.2mm dashed color-mix(in srgb, var(--primary) 45%, #fff) }
.cv-summary { color: #292524 }
.cv-summary + .cv-summary { margin-top: 1.5mm }
.tm-matrix { border: 0.25mm solid #d6d3d1; border-radius: 1mm }
.tm-row { display: grid; grid-template-columns: 38mm minmax(0, 1fr); break-inside: avoid }
.tm-row + .tm-row { border-top: 0.25mm solid #e7e5e4 }
.tm-cat { font-family: 'IBM Plex Mono', ui-monospace, monospace; font-size: 7.8pt; font-weight: 600; color: var(--ink); background: color-mix(in srgb, var(--secondary) 55%, #fff); padding: 2.4mm 3mm; border-right: 0.25mm solid #e7e5e4 }
.tm-cells { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1.8mm 4mm; padding: 2.4mm 3mm }
.tm-cell { min-width: 0 }
.tm-skill { display: block; font-weight: 600; color: #0c0a09; line-height: 1.3 }
.tm-level { display: flex; align-items: center; gap: 1.5mm; margin-top: 0.4mm; font-family: 'IBM Plex Mono', ui-monospace, monospace; font-size: 6.8pt; color: #57534e }
.tm-squares { display: inline-flex; gap: 0.6mm }
.tm-squares > i { display: block; width: 1.7mm; height: 1.7mm; background: #e7e5e4 }
.tm-squares > i.on { background: var(--primary) }
.cv-entry + .cv-entry { margin-top: 4.2mm }
.cv-entry-title { font-size: 10.3pt; font-weight: 600; color: #0c0a09 }
.cv-date { font-family: 'IBM Plex Mono', ui-monospace, monospace; font-size: 7.8pt; color: #57534e }
.cv-entry-sub { display: block; font-family: 'IBM Plex Mono', ui-monospace, monospace; font-size: 8.4pt; color: var(--primary); font-weight: 500 }
.cv-loc { color: #57534e; font-weight: 400 }
.cv-desc { margin-top: 1.1mm; color: #292524 }
.cv-bullets { margin-top: 1.3mm }
.cv-bullets li { display: flex; gap: 2.1mm; color: #292524 }
.cv-bullets li + li { margin-top: 0.6mm }
.cv-bullets li::before { content: ''; flex: none; width: 1.4mm; height: 1.4mm; margin: calc((1lh - 1.4mm) / 2) 0 0 0.5mm; background: var(--primary) }
.tm-projects .cv-entry { border: 0.25mm solid #d6d3d1; border-left: 0.8mm solid var(--primary); border-radius: 1mm; padding: 2.8mm 3.5mm; box-decoration-break: clone; -webkit-box-decoration-break: clone }
.tm-projects .cv-entry + .cv-entry { margin-top: 3mm }
.cv-tags { display: flex; flex-wrap: wrap; gap: 1.2mm; margin-top: 1.8mm }
.cv-tags li { font-family: 'IBM Plex Mono', ui-monospace, monospace; font-size: 7.4pt; color: var(--ink); background: var(--secondary); padding: 0.3mm 1.6mm; border-radius: 0.6mm }
.cv-gpa { margin-top: 0.8mm; font-family: 'IBM Plex Mono', ui-monospace, monospace; font-size: 8pt; color: #57534e }
.tm-pair { display: grid; grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr); column-gap: 10mm }
.cv-certs li + li, .cv-lang-lines li + li { margin-top: 1.5mm }
.cv-cert-name { display: block; font-weight: 600; color: #0c0a09 }
.cv-cert-meta { display: block; font-family: 'IBM Plex Mono', ui-monospace, monospace; font-size: 7.8pt; color: #57534e }
.cv-lang-name { font-weight: 600 }
.cv-lang-lines .cv-level { font-family: 'IBM Plex Mono', ui-monospace, monospace; font-size: 8pt; color: #57534e }
`

export const technicalMatrix: CvTemplate = {
  id: 'technical-matrix',
  fonts: [
    { font: 'ibm-plex-sans', weights: [400, 600] },
    { font: 'ibm-plex-mono', weights: [400, 500, 600] },
  ],
  dateStyle: 'numeric',
  css,
  Component: TechnicalMatrix,
}
