import type { CvView } from './cv-view'
import { ContactText, InlineList, LinkText, Paragraphs, Section } from './sections/blocks'
import {
  CertificationsSection,
  EducationSection,
  ExperienceSection,
  LanguagesSection,
  ProjectsSection,
  SkillChips,
  ClosingBlock,
  InterestsSection,
  Arranged,
  extraSectionNodes,
} from './sections/entries'
import { Headline, NameBlock } from './sections/name-block'
import type { CvTemplate } from './template'

// After the JSON Resume "stackoverflow" theme: a light, large name, the summary in a tinted box,
// uppercase section titles on a hairline, a left column of dates, and skills as keyword tags. The
// theme's orange accent is the CV theme colour here.

function KeywordSkills({ cv }: { cv: CvView }) {
  if (cv.skills.length === 0) return null
  return (
    <Section kind="skills" title={cv.labels.sections.skills}>
      <div className="so-skills">
        {cv.skills.map((group) => (
          <div key={group.id} className="so-skill cv-skill-group">
            {group.category && (
              <h3 className="so-skill-name cv-skill-cat" dir="auto">
                {group.category}
              </h3>
            )}
            <SkillChips items={group.items} className="so-keywords" />
          </div>
        ))}
      </div>
    </Section>
  )
}

function JsonresumeStackoverflow({ cv }: { cv: CvView }) {
  const contact = [
    ...cv.contact.map((item) => <ContactText key={item.kind} item={item} />),
    ...cv.personalDetails.map((detail) => (
      <span key={detail.label} dir="auto">
        {detail.label}: {detail.text}
      </span>
    )),
  ]
  const profiles = cv.links.map((link, index) => <LinkText key={index} link={link} showLabel separator=" " />)
  return (
    <div className="so-page cv-flow">
      <header className="so-head">
        <NameBlock
          cv={cv}
          classNames={{ photo: 'so-photo', name: 'so-name', title: 'so-label' }}
          photoPlacement="first"
          contact={
            <>
              <InlineList items={contact} className="so-contact" />
              <InlineList items={profiles} className="so-contact so-profiles" />
            </>
          }
        />
      </header>
      <Arranged
        cv={cv}
        sections={{
          profile: (cv.headline || cv.summary.length > 0) && (
            <section className="so-summary" data-section="profile">
              <Headline cv={cv} className="so-headline" />
              <Paragraphs lines={cv.summary} className="cv-summary" />
            </section>
          ),
          experience: <ExperienceSection cv={cv} options={{ layout: 'column', separator: ' | ' }} />,
          skills: <KeywordSkills cv={cv} />,
          projects: <ProjectsSection cv={cv} options={{ layout: 'column', tech: 'tags' }} />,
          education: <EducationSection cv={cv} options={{ layout: 'column', separator: ' | ' }} />,
          certifications: <CertificationsSection cv={cv} separator=" | " />,
          languages: <LanguagesSection cv={cv} variant="lines" />,
          ...extraSectionNodes(cv, { layout: 'column', separator: ' | ' }),
          interests: <InterestsSection cv={cv} />,
        }}
      />
      <ClosingBlock cv={cv} />
    </div>
  )
}

const css = `
body { font-family: 'Roboto', 'Helvetica Neue', Helvetica, Arial, sans-serif; font-size: 9.4pt; line-height: 1.46; color: #40484f }
.so-page { padding: 14mm 16mm 16mm }
.so-head { display: flow-root }
.so-photo { float: right; width: 30mm; height: 30mm; object-fit: cover; border-radius: 1.2mm; margin-left: 6mm }
.so-name { font-size: 28pt; font-weight: 300; line-height: 1.05; color: #202931 }
.so-label { margin-top: 1.5mm; font-size: 13.5pt; font-weight: 300; color: #202931 }
.so-contact { display: flex; flex-wrap: wrap; gap: 0.6mm 5mm; margin-top: 2.2mm; font-size: 8.8pt }
.so-contact li { color: #40484f }
.so-profiles { margin-top: 0.8mm }
.so-profiles .cv-link-label { font-weight: 500; color: #202931 }
.so-profiles a, .so-contact a { color: var(--primary) }
.so-summary { margin-top: 5mm; background: color-mix(in srgb, var(--secondary) 55%, #fff); padding: 3.8mm 4.5mm; box-decoration-break: clone; -webkit-box-decoration-break: clone }
.so-headline { font-weight: 500; color: #202931; margin-bottom: 1mm }
.cv-summary + .cv-summary { margin-top: 1.4mm }
.cv-section { margin-top: 6mm }
.cv-h { display: flex; align-items: center; gap: 3mm; font-size: 9pt; font-weight: 500; letter-spacing: 0.06em; text-transform: uppercase; color: var(--primary); margin-bottom: 2.5mm }
.cv-h::after { content: ''; flex: 1; border-bottom: 0.2mm solid #ccc }
.cv-entry { --date-col: 32mm }
.cv-entry + .cv-entry { margin-top: 4mm }
.cv-entry-when .cv-date { display: block; font-size: 8.4pt; font-weight: 500; color: #202931; padding-top: 0.5mm; text-align: left; white-space: normal }
.cv-entry-title { font-size: 10.4pt; font-weight: 500; color: #202931 }
.cv-entry-sub { display: block; font-size: 9.4pt; color: #606d76 }
.cv-entry-sub .cv-sep { color: #b0b8bf }
.cv-loc { font-weight: 500 }
.cv-desc { margin-top: 1mm }
.cv-bullets { list-style: square outside; padding-left: 4.5mm; margin-top: 1.2mm }
.cv-bullets li::marker { color: var(--primary) }
.cv-bullets li + li { margin-top: 0.5mm }
.cv-tags, .so-keywords { display: flex; flex-wrap: wrap; gap: 1mm; margin-top: 1.5mm }
.cv-tags li, .so-keywords li { font-size: 8pt; line-height: 1; padding: 0.9mm 1.4mm 1.1mm; color: var(--ink); background: color-mix(in srgb, var(--secondary) 80%, #fff) }
.so-keywords .cv-level { color: #606d76 }
.so-skills { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 3mm 5mm }
.so-skill-name { font-weight: 500; color: #202931 }
.so-keywords { margin-top: 1mm }
.cv-gpa { margin-top: 0.6mm; color: #606d76 }
.cv-certs li + li { margin-top: 1.2mm }
.cv-cert-name { font-weight: 500; color: #202931 }
.cv-cert-meta { color: #606d76 }
.cv-cert-meta::before { content: ' | '; color: #b0b8bf }
.cv-lang-lines { display: flex; flex-wrap: wrap; gap: 1mm 8mm }
.cv-lang-name { font-weight: 500; color: #202931 }
/* The template loads 300–500: a bolder weight would be synthesised, and Chromium writes a synthesised face into the PDF as a Type 3 font, which text extraction (ATS) reads badly. */
.cv-interest-name { font-weight: 500; color: #202931 }
`

export const jsonresumeStackoverflow: CvTemplate = {
  id: 'jsonresume-stackoverflow',
  fonts: [{ font: 'roboto', weights: [300, 400, 500] }],
  dateStyle: 'short',
  css,
  Component: JsonresumeStackoverflow,
}
