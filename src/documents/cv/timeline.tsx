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

// Timeline Visual: experience and education hang on a vertical line with a marker per entry and
// the dates in a tinted tab; skills and languages close the page as two balanced columns.

function Timeline({ cv }: { cv: CvView }) {
  const contact = contactPieces(cv)
  const facts = [cv.skills.length > 0, cv.languages.length > 0 || cv.certifications.length > 0]
  return (
    <div className="tl-page cv-flow">
      <header className="tl-head">
        <NameBlock
          cv={cv}
          classNames={{ photo: 'tl-photo', names: 'tl-names', name: 'tl-name', title: 'tl-title' }}
          photoPlacement="last"
          contact={
            contact.length > 0 && (
              <div className="tl-contact-clip">
                <InlineList items={contact} className="tl-contact" />
              </div>
            )
          }
          contactPlacement="in-names"
        />
      </header>
      <Headline cv={cv} className="tl-headline" />
      <Arranged
        cv={cv}
        sections={{
          profile: <SummarySection cv={cv} />,
          experience: <ExperienceSection cv={cv} options={{ className: 'tl-line' }} />,
          education: <EducationSection cv={cv} options={{ className: 'tl-line' }} />,
          projects: <ProjectsSection cv={cv} options={{ className: 'tl-line', tech: 'tags' }} />,
          // Skills beside languages and certificates, unless the user ordered the sections themselves.
          skills: cv.order ? (
            <SkillsSection cv={cv} variant="meters" />
          ) : (
            facts.some(Boolean) && (
              <div className={facts.every(Boolean) ? 'tl-facts' : undefined}>
                <SkillsSection cv={cv} variant="meters" />
                {(cv.languages.length > 0 || cv.certifications.length > 0) && (
                  <div>
                    <LanguagesSection cv={cv} variant="meters" />
                    <CertificationsSection cv={cv} />
                  </div>
                )}
              </div>
            )
          ),
          languages: cv.order ? <LanguagesSection cv={cv} variant="meters" /> : null,
          certifications: cv.order ? <CertificationsSection cv={cv} /> : null,
          ...extraSectionNodes(cv, { className: 'tl-line' }),
          interests: <InterestsSection cv={cv} />,
        }}
      />
      <ClosingBlock cv={cv} />
    </div>
  )
}

const css = `
body { font-family: 'Open Sans', 'Helvetica Neue', Arial, sans-serif; font-size: 9pt; line-height: 1.5; color: #1f2937 }
.tl-page { padding: 15mm 17mm 16mm }
.tl-head { display: flex; align-items: center; gap: 8mm; padding-bottom: 5mm; border-bottom: 0.3mm solid #e5e7eb }
.tl-names { flex: 1 1 auto; min-width: 0 }
.tl-name { font-size: 24pt; font-weight: 700; line-height: 1.1; color: var(--ink) }
.tl-title { margin-top: 1.2mm; font-size: 11.5pt; font-weight: 600; color: var(--primary) }
/* Each item carries the divider on its left; the list is shifted left inside a clipping box so
   that the divider of the first item on every line falls outside it. */
.tl-contact-clip { overflow: hidden; margin-top: 3mm }
.tl-contact { display: flex; flex-wrap: wrap; row-gap: 0.8mm; margin-left: -3.3mm; font-size: 8.4pt; color: #374151 }
.tl-contact li { padding: 0 3mm; border-left: 0.3mm solid #d1d5db; min-width: 0 }
.tl-photo { flex: none; width: 28mm; height: 28mm; border-radius: 50%; object-fit: cover; box-shadow: 0 0 0 0.8mm #fff, 0 0 0 1.3mm var(--primary) }
.tl-headline { margin-top: 4.5mm; font-size: 10.5pt; font-weight: 600; color: #374151 }
.cv-section { margin-top: 6mm }
.cv-h { font-size: 11pt; font-weight: 700; color: var(--ink); margin-bottom: 3mm; letter-spacing: 0.01em }
.cv-h::after { content: ''; display: block; width: 8mm; margin-top: 1mm; border-bottom: 0.7mm solid var(--primary); border-radius: 1mm }
.cv-summary { color: #374151 }
.cv-summary + .cv-summary { margin-top: 1.5mm }
/* The rail and the marker are background layers of the entry, not positioned boxes, so that the
   entry's text stays in reading order in the PDF (see print.css.ts). */
.tl-line .cv-entry { padding-left: 8mm; padding-bottom: 4.2mm;
  background:
    radial-gradient(circle at 1.7mm 2.6mm, #fff 0 1.05mm, var(--primary) 1.1mm 1.7mm, transparent 1.75mm) no-repeat,
    linear-gradient(color-mix(in srgb, var(--primary) 30%, #fff), color-mix(in srgb, var(--primary) 30%, #fff)) 1.475mm 4mm / 0.45mm 100% no-repeat }
.tl-line .cv-entry:last-child { padding-bottom: 0; background-size: auto, 0.45mm calc(100% - 8mm) }
.tl-line .cv-entry-line { flex-direction: column-reverse; align-items: flex-start; gap: 1mm }
.tl-line .cv-date { display: inline-block; font-size: 7.6pt; font-weight: 700; letter-spacing: 0.03em; color: var(--ink); background: var(--secondary); border-radius: 1mm; padding: 0.2mm 1.8mm; text-align: left }
.cv-entry-title { font-size: 10.2pt; font-weight: 700; color: #111827 }
.cv-entry-sub { display: block; font-size: 9pt; font-weight: 600; color: var(--primary) }
.cv-loc { color: #6b7280; font-weight: 400 }
.cv-desc { margin-top: 1mm; color: #374151 }
.cv-bullets { margin-top: 1.2mm }
.cv-bullets li { display: flex; gap: 1.8mm; color: #374151 }
.cv-bullets li + li { margin-top: 0.6mm }
.cv-bullets li::before { content: ''; flex: none; width: 1.8mm; margin: calc(0.5lh - 0.17mm) 0 0 0.4mm; border-top: 0.35mm solid #9ca3af }
.cv-tags { display: flex; flex-wrap: wrap; gap: 1.2mm; margin-top: 1.5mm }
.cv-tags li { font-size: 7.6pt; font-weight: 600; color: #374151; background: #f3f4f6; border-radius: 1mm; padding: 0.2mm 1.8mm }
.cv-gpa { margin-top: 0.8mm; color: #4b5563 }
.tl-facts { display: grid; grid-template-columns: minmax(0, 1.25fr) minmax(0, 1fr); column-gap: 10mm }
.cv-skill-group + .cv-skill-group { margin-top: 3mm }
.cv-skill-cat { font-size: 8pt; font-weight: 700; text-transform: uppercase; letter-spacing: 0.05em; color: #6b7280; margin-bottom: 1.2mm }
.cv-meters { display: grid; grid-template-columns: 1fr 1fr; gap: 1.6mm 5mm }
/* Name and level share a line when both fit whole; otherwise the level moves under the name
   (a skill name never wraps beside its level, which a text reader would run together). */
.cv-meters li { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; column-gap: 2mm; row-gap: 0.8mm }
.cv-meter-name { font-weight: 600; color: #111827 }
.cv-meters .cv-level { font-size: 7.4pt; color: #6b7280 }
.cv-meters .cv-bar { flex: 1 0 100%; height: 1.1mm }
.cv-section[data-section='languages'] .cv-meters { grid-template-columns: 1fr }
.cv-certs li + li { margin-top: 1.6mm }
.cv-cert-name { display: block; font-weight: 600; color: #111827 }
.cv-cert-meta { display: block; font-size: 8.2pt; color: #6b7280 }
`

export const timeline: CvTemplate = {
  id: 'timeline',
  fonts: [{ font: 'open-sans', weights: [400, 600, 700] }],
  dateStyle: 'short',
  css,
  Component: Timeline,
}
