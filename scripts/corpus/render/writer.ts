import { formatRange } from '../dates'
import { LABELS, addressLine, birthLine, degreeLine, fullName, signatureLine } from '../labels'
import type { Cv, Render } from '../model'

// CVs as LibreOffice flat XML (.fodt), in the shapes Word and Writer users make: label/value
// tables, tab-aligned dates, contact details in the page footer, a text box, and tables with
// invisible borders. LibreOffice converts them to DOCX and PDF (compile.ts).

const xml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const p = (style: string, text: string): string => `<text:p text:style-name="${style}">${text}</text:p>`
const span = (style: string, text: string): string => `<text:span text:style-name="${style}">${text}</text:span>`
const bullets = (items: string[]): string =>
  items.length === 0 ? '' : `<text:list text:style-name="Bullets">${items.map((item) => `<text:list-item>${p('Bullet', xml(item))}</text:list-item>`).join('')}</text:list>`

let tableCount = 0
function table(rows: string[][], widths: string[], style: 'Invisible' | 'Grid'): string {
  tableCount += 1
  const name = `Table${tableCount}`
  const columns = widths.map((width, index) => `<style:style style:name="${name}.C${index}" style:family="table-column"><style:table-column-properties style:column-width="${width}"/></style:style>`).join('')
  const body = rows
    .map((cells) => `<table:table-row>${cells.map((cell) => `<table:table-cell table:style-name="Cell${style}" office:value-type="string">${cell}</table:table-cell>`).join('')}</table:table-row>`)
    .join('')
  pendingStyles.push(
    `<style:style style:name="${name}" style:family="table"><style:table-properties style:width="17cm" table:align="left" fo:margin-bottom="0.2cm"/></style:style>${columns}`,
  )
  return `<table:table table:name="${name}" table:style-name="${name}">${widths.map((_, index) => `<table:table-column table:style-name="${name}.C${index}"/>`).join('')}${body}</table:table>`
}
let pendingStyles: string[] = []

function document(cv: Cv, body: string, options: { footer?: string; header?: string } = {}): string {
  const styles = pendingStyles.join('')
  pendingStyles = []
  tableCount = 0
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><meta:initial-creator xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0">${xml(fullName(cv))}</meta:initial-creator></office:meta>
<office:font-face-decls><style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'" style:font-family-generic="swiss"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.08cm"/><style:text-properties style:font-name="Liberation Sans" fo:font-size="10.5pt" fo:language="${cv.lang}"/></style:default-style>
<style:style style:name="Standard" style:family="paragraph"/>
<style:style style:name="Name" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.1cm"/><style:text-properties fo:font-size="22pt" fo:font-weight="bold" fo:color="#1F3864"/></style:style>
<style:style style:name="Headline" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.3cm"/><style:text-properties fo:font-size="13pt" fo:color="#44546A"/></style:style>
<style:style style:name="Heading" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.45cm" fo:margin-bottom="0.2cm" fo:border-bottom="0.5pt solid #1F3864" fo:padding-bottom="0.05cm"/><style:text-properties fo:font-size="13pt" fo:font-weight="bold" fo:color="#1F3864"/></style:style>
<style:style style:name="Small" style:family="paragraph"><style:text-properties fo:font-size="9pt" fo:color="#404040"/></style:style>
<style:style style:name="Bullet" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.02cm"/></style:style>
<style:style style:name="Tabbed" style:family="paragraph"><style:paragraph-properties fo:margin-left="4.2cm" fo:text-indent="-4.2cm"><style:tab-stops><style:tab-stop style:position="0cm"/></style:tab-stops></style:paragraph-properties></style:style>
<style:style style:name="Indented" style:family="paragraph"><style:paragraph-properties fo:margin-left="4.2cm"/></style:style>
<style:style style:name="Right" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/></style:style>
<style:style style:name="Footer" style:family="paragraph"><style:paragraph-properties fo:text-align="center" fo:border-top="0.5pt solid #808080" fo:padding-top="0.1cm"/><style:text-properties fo:font-size="8.5pt" fo:color="#404040"/></style:style>
<style:style style:name="Bold" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Italic" style:family="text"><style:text-properties fo:font-style="italic"/></style:style>
<text:list-style style:name="Bullets"><text:list-level-style-bullet text:level="1" text:bullet-char="•"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="${options.header === 'indent' ? '4.8cm' : '0.6cm'}" fo:text-indent="-0.4cm" fo:margin-left="${options.header === 'indent' ? '4.8cm' : '0.6cm'}"/></style:list-level-properties></text:list-level-style-bullet></text:list-style>
</office:styles>
<office:automatic-styles>
<style:style style:name="CellInvisible" style:family="table-cell"><style:table-cell-properties fo:padding="0.08cm" fo:border="none"/></style:style>
<style:style style:name="CellGrid" style:family="table-cell"><style:table-cell-properties fo:padding="0.08cm" fo:border="0.5pt solid #A6A6A6"/></style:style>
<style:style style:name="Frame" style:family="graphic"><style:graphic-properties fo:border="0.5pt solid #1F3864" fo:padding="0.25cm" fo:background-color="#EAF0F8" style:wrap="parallel" style:vertical-pos="from-top" style:horizontal-pos="from-left" style:vertical-rel="page" style:horizontal-rel="page"/></style:style>
<style:page-layout style:name="Page"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.6cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:footer-style><style:header-footer-properties fo:min-height="0.8cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout>
${styles}
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="Page">${options.footer ? `<style:footer>${options.footer}</style:footer>` : ''}</style:master-page></office:master-styles>
<office:body><office:text>
${body}
</office:text></office:body>
</office:document>
`
}

const heading = (text: string): string => p('Heading', xml(text))

function closing(cv: Cv): string {
  return [
    cv.interests?.length && cv.headings.interests ? `${heading(cv.headings.interests)}${p('Standard', xml(cv.interests.join(', ')))}` : '',
    cv.references?.length && cv.headings.references
      ? `${heading(cv.headings.references)}${cv.references.map((ref) => p('Standard', `${span('Bold', xml(ref.name))}, ${xml(`${ref.role}, ${ref.company}`)}<text:line-break/>${xml(`${ref.phone} · ${ref.email}`)}`)).join('')}`
      : '',
    cv.signature ? `${p('Standard', '')}${p('Standard', '')}${p('Standard', xml(signatureLine(cv)))}${p('Standard', '')}${p('Standard', '_____________________________')}${p('Standard', xml(fullName(cv)))}` : '',
  ].join('')
}

const skillLines = (cv: Cv): string => cv.skills.map((group) => p('Standard', `${span('Bold', xml(`${group.category}:`))} ${xml(group.items.join(', '))}`)).join('')
const languageLines = (cv: Cv): string => cv.languages.map((language) => p('Standard', `${xml(language.name)}: ${xml(language.text)}`)).join('')

// Label/value tables: "Name: … / Vorname: …", and every job and school as a block of labelled rows.
function labels(cv: Cv, render: Render): string {
  const label = LABELS[cv.lang]
  const range = (start: string, end: string): string => xml(formatRange(start, end, render.dates, cv.lang, cv.present))
  const row = (key: string, value: string): string[] => [p('Standard', span('Bold', xml(`${key}:`))), value]
  const personal = [
    row(label.lastName, p('Standard', xml(cv.lastName))),
    row(label.firstName, p('Standard', xml(cv.firstName))),
    ...(cv.birth ? [row(label.birth, p('Standard', xml(birthLine(cv))))] : []),
    ...(cv.nationality ? [row(label.nationality, p('Standard', xml(cv.nationality)))] : []),
    row(label.address, p('Standard', xml(addressLine(cv)))),
    row(label.phone, p('Standard', xml(cv.phone))),
    ...(cv.email ? [row(label.email, p('Standard', xml(cv.email)))] : []),
  ]
  const jobs = cv.experience.map((job) =>
    table(
      [
        row(label.period, p('Standard', range(job.start, job.end))),
        row(label.employer, p('Standard', xml(`${job.company}, ${job.location}`))),
        row(label.position, p('Standard', xml(job.title))),
        row(label.tasks, bullets(job.bullets)),
      ],
      ['4cm', '13cm'],
      'Grid',
    ),
  )
  const schools = cv.education.map((school) =>
    table(
      [
        row(label.period, p('Standard', range(school.start, school.end))),
        row(label.institution, p('Standard', xml(`${school.institution}, ${school.location}`))),
        row(label.degree, p('Standard', xml(`${degreeLine(school)}${school.grade ? ` (${gradeWord(cv)} ${school.grade})` : ''}`))),
      ],
      ['4cm', '13cm'],
      'Grid',
    ),
  )
  return document(
    cv,
    [
      p('Name', xml(CURRICULUM[cv.lang])),
      cv.headings.personal ? heading(cv.headings.personal) : '',
      table(personal, ['4cm', '13cm'], 'Invisible'),
      cv.headline ? `${heading(cv.headings.profile)}${p('Standard', xml(cv.headline))}` : '',
      cv.summary ? p('Standard', xml(cv.summary)) : '',
      heading(cv.headings.experience),
      ...jobs,
      heading(cv.headings.education),
      ...schools,
      heading(cv.headings.skills),
      skillLines(cv),
      heading(cv.headings.languages),
      languageLines(cv),
      closing(cv),
    ].join(''),
  )
}

const CURRICULUM: Record<Cv['lang'], string> = { de: 'Lebenslauf', en: 'Curriculum Vitae', fr: 'Curriculum vitae', es: 'Currículum vítae', it: 'Curriculum vitae', pt: 'Curriculum vitae', nl: 'Curriculum vitae', pl: 'Życiorys' }
const gradeWord = (cv: Cv): string => LABELS[cv.lang].grade

function header(cv: Cv, withContact: boolean): string {
  const label = LABELS[cv.lang]
  return [
    p('Name', xml(fullName(cv))),
    cv.headline ? p('Headline', xml(cv.headline)) : '',
    withContact ? p('Standard', xml(addressLine(cv))) : '',
    withContact ? p('Standard', xml(`${label.phone}: ${cv.phone}${cv.email ? `  |  ${label.email}: ${cv.email}` : ''}`)) : '',
    withContact && cv.birth ? p('Standard', xml(`${label.birth}: ${birthLine(cv)}`)) : '',
  ].join('')
}

// Dates at the left margin, a tab, then the entry; continuation lines indented to the tab.
function tabs(cv: Cv, render: Render): string {
  const range = (start: string, end: string): string => xml(formatRange(start, end, render.dates, cv.lang, cv.present))
  const entry = (dates: string, head: string, lines: string[], items: string[]): string =>
    `${p('Tabbed', `${dates}<text:tab/>${span('Bold', xml(head))}`)}${lines.map((line) => p('Indented', xml(line))).join('')}${bullets(items)}`
  return document(
    cv,
    [
      header(cv, true),
      cv.summary ? `${heading(cv.headings.profile)}${p('Standard', xml(cv.summary))}` : '',
      heading(cv.headings.experience),
      ...cv.experience.map((job) => entry(range(job.start, job.end), job.title, [`${job.company}, ${job.location}`], job.bullets)),
      heading(cv.headings.education),
      ...cv.education.map((school) =>
        entry(range(school.start, school.end), degreeLine(school), [`${school.institution}, ${school.location}`, ...(school.grade ? [`${gradeWord(cv)}: ${school.grade}`] : [])], []),
      ),
      heading(cv.headings.skills),
      skillLines(cv),
      heading(cv.headings.languages),
      languageLines(cv),
      closing(cv),
    ].join(''),
    { header: 'indent' },
  )
}

// A plain document whose contact details stand only in the page footer.
function headerFooter(cv: Cv, render: Render): string {
  const label = LABELS[cv.lang]
  const range = (start: string, end: string): string => formatRange(start, end, render.dates, cv.lang, cv.present)
  const footer = p('Footer', xml([addressLine(cv), `${label.phone} ${cv.phone}`, cv.email ?? ''].filter(Boolean).join('  ·  ')))
  return document(
    cv,
    [
      header(cv, false),
      cv.summary ? `${heading(cv.headings.profile)}${p('Standard', xml(cv.summary))}` : '',
      heading(cv.headings.experience),
      ...cv.experience.map(
        (job) => `${p('Standard', `${span('Bold', xml(job.title))} – ${xml(job.company)}, ${xml(job.location)}`)}${p('Small', xml(range(job.start, job.end)))}${bullets(job.bullets)}`,
      ),
      heading(cv.headings.education),
      ...cv.education.map(
        (school) => `${p('Standard', `${span('Bold', xml(degreeLine(school)))} – ${xml(school.institution)}, ${xml(school.location)}`)}${p('Small', xml(range(school.start, school.end)))}`,
      ),
      heading(cv.headings.skills),
      skillLines(cv),
      heading(cv.headings.languages),
      languageLines(cv),
      closing(cv),
    ].join(''),
    { footer },
  )
}

// Personal details in a text box at the top right of the page, the CV flowing beside and below it.
function textbox(cv: Cv, render: Render): string {
  const label = LABELS[cv.lang]
  const range = (start: string, end: string): string => xml(formatRange(start, end, render.dates, cv.lang, cv.present))
  const boxLines = [
    p('Small', span('Bold', xml(cv.headings.personal ?? cv.headings.contact ?? ''))),
    p('Small', xml(cv.street ?? '')),
    p('Small', xml([cv.postcode, cv.city].filter(Boolean).join(' '))),
    p('Small', xml(`${label.phone}: ${cv.phone}`)),
    cv.email ? p('Small', xml(cv.email)) : '',
    cv.birth ? p('Small', xml(`${label.birth}: ${birthLine(cv)}`)) : '',
    cv.nationality ? p('Small', xml(`${label.nationality}: ${cv.nationality}`)) : '',
  ].join('')
  const frame = `<draw:frame draw:style-name="Frame" draw:name="Kontakt" text:anchor-type="page" text:anchor-page-number="1" svg:x="13.4cm" svg:y="1.5cm" svg:width="5.6cm" draw:z-index="0"><draw:text-box fo:min-height="3cm">${boxLines}</draw:text-box></draw:frame>`
  const entry = (dates: string, head: string, sub: string, items: string[]): string => `${p('Standard', span('Bold', xml(head)))}${p('Small', `${xml(sub)} | ${dates}`)}${bullets(items)}`
  return document(
    cv,
    [
      frame,
      p('Name', xml(fullName(cv))),
      cv.headline ? p('Headline', xml(cv.headline)) : p('Headline', ''),
      p('Standard', ''),
      p('Standard', ''),
      p('Standard', ''),
      heading(cv.headings.experience),
      ...cv.experience.map((job) => entry(range(job.start, job.end), job.title, `${job.company}, ${job.location}`, job.bullets)),
      heading(cv.headings.education),
      ...cv.education.map((school) => entry(range(school.start, school.end), degreeLine(school), `${school.institution}, ${school.location}`, [])),
      heading(cv.headings.skills),
      skillLines(cv),
      heading(cv.headings.languages),
      languageLines(cv),
      closing(cv),
    ].join(''),
  )
}

// A two-column table with invisible borders: dates on the left, the entry on the right.
function invisibleTable(cv: Cv, render: Render): string {
  const label = LABELS[cv.lang]
  const range = (start: string, end: string): string => xml(formatRange(start, end, render.dates, cv.lang, cv.present))
  const row = (left: string, right: string): string[] => [p('Standard', left), right]
  const personal = [
    row(`${xml(label.fullName)}:`, p('Standard', xml(fullName(cv)))),
    row(`${xml(label.address)}:`, p('Standard', xml(addressLine(cv)))),
    row(`${xml(label.phone)}:`, p('Standard', xml(cv.phone))),
    ...(cv.email ? [row(`${xml(label.email)}:`, p('Standard', xml(cv.email)))] : []),
    ...(cv.birth ? [row(`${xml(label.birth)}:`, p('Standard', xml(birthLine(cv))))] : []),
  ]
  const jobs = cv.experience.map((job) => row(range(job.start, job.end), `${p('Standard', span('Bold', xml(job.title)))}${p('Standard', xml(`${job.company}, ${job.location}`))}${bullets(job.bullets)}`))
  const schools = cv.education.map((school) =>
    row(range(school.start, school.end), `${p('Standard', span('Bold', xml(degreeLine(school))))}${p('Standard', xml(`${school.institution}, ${school.location}`))}${school.grade ? p('Standard', xml(`${gradeWord(cv)}: ${school.grade}`)) : ''}`),
  )
  const extra = [...cv.skills.map((group) => row(`${xml(group.category)}:`, p('Standard', xml(group.items.join(', ')))))]
  const languages = cv.languages.map((language) => row(xml(language.name), p('Standard', xml(language.text))))
  return document(
    cv,
    [
      render.photoPlaceholder ? p('Right', '[Foto]') : '',
      p('Name', xml(CURRICULUM[cv.lang])),
      cv.headings.personal ? heading(cv.headings.personal) : '',
      table(personal, ['4.5cm', '12.5cm'], 'Invisible'),
      heading(cv.headings.experience),
      table(jobs, ['4.5cm', '12.5cm'], 'Invisible'),
      heading(cv.headings.education),
      table(schools, ['4.5cm', '12.5cm'], 'Invisible'),
      heading(cv.headings.skills),
      table(extra, ['4.5cm', '12.5cm'], 'Invisible'),
      heading(cv.headings.languages),
      table(languages, ['4.5cm', '12.5cm'], 'Invisible'),
      closing(cv),
    ].join(''),
  )
}

export function fodtOf(cv: Cv, render: Render): string {
  switch (render.layout) {
    case 'writer-labels':
      return labels(cv, render)
    case 'writer-tabs':
      return tabs(cv, render)
    case 'writer-header-footer':
      return headerFooter(cv, render)
    case 'writer-textbox':
      return textbox(cv, render)
    case 'writer-table':
      return invisibleTable(cv, render)
    default:
      throw new Error(`not a LibreOffice layout: ${render.layout}`)
  }
}
