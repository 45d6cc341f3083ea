import { formatRange } from '../dates'
import { LABELS, addressLine, birthLine, degreeLine, fullName } from '../labels'
import type { Cv, Render } from '../model'

// CVs as Typst sources: a grid with right-aligned dates, and the RenderCV look (company and
// position on the left with the bullets under them, location and dates in a right column that
// runs beside the first bullets). Compiled with the npm compiler @myriaddreamin/typst-ts-node-compiler.

/** Text as a Typst string expression, so that no markup character needs escaping. */
const str = (text: string): string => `#${JSON.stringify(text)}`

const TEX_FONTS = '/usr/share/texlive/texmf-dist/fonts/opentype/public'

function preamble(cv: Cv, font: string): string {
  return `#set page(paper: "a4", margin: (x: 1.8cm, y: 1.6cm))
#set text(font: "${font}", size: 10pt, lang: "${cv.lang}")
#set par(justify: false, leading: 0.55em)
#show heading.where(level: 1): it => block(above: 1.1em, below: 0.6em)[
  #text(size: 12pt, weight: "bold", fill: rgb("#1f4e79"), it.body)
  #v(-0.7em)
  #line(length: 100%, stroke: 0.6pt + rgb("#1f4e79"))
]
`
}

function contactLine(cv: Cv): string {
  return [cv.email ?? '', cv.phone, addressLine(cv), ...(cv.links ?? [])].filter(Boolean).map(str).join(' #h(0.5em)|#h(0.5em) ')
}

function tail(cv: Cv): string {
  const labels = LABELS[cv.lang]
  return [
    `= ${str(cv.headings.skills)}`,
    ...cv.skills.map((group) => `*${str(group.category)}:* ${str(group.items.join(', '))}\n`),
    `= ${str(cv.headings.languages)}`,
    cv.languages.map((language) => `${str(language.name)} (${str(language.text)})`).join(' #h(0.4em)·#h(0.4em) '),
    cv.certifications?.length && cv.headings.certifications
      ? `= ${str(cv.headings.certifications)}\n${cv.certifications.map((cert) => `- ${str(`${cert.name}, ${cert.issuer}, ${cert.date}`)}`).join('\n')}`
      : '',
    cv.interests?.length && cv.headings.interests ? `= ${str(cv.headings.interests)}\n${str(cv.interests.join(', '))}` : '',
    cv.birth ? `#v(0.6em)#text(size: 9pt)[${str(`${labels.birth}: ${birthLine(cv)}`)}]` : '',
  ]
    .filter(Boolean)
    .join('\n')
}

export function typstGrid(cv: Cv, render: Render): string {
  const range = (start: string, end: string): string => str(formatRange(start, end, render.dates, cv.lang, cv.present))
  const job = (entry: Cv['experience'][number]): string => `#grid(columns: (1fr, auto), column-gutter: 1em,
  [*${str(entry.title)}* \\ ${str(`${entry.company}, ${entry.location}`)}],
  align(right)[${range(entry.start, entry.end)}],
)
${entry.bullets.map((bullet) => `- ${str(bullet)}`).join('\n')}
#v(0.3em)`
  const school = (entry: Cv['education'][number]): string => `#grid(columns: (1fr, auto), column-gutter: 1em,
  [*${str(degreeLine(entry))}* \\ ${str(`${entry.institution}, ${entry.location}`)}${entry.grade ? ` \\ ${str(entry.grade)}` : ''}],
  align(right)[${range(entry.start, entry.end)}],
)
#v(0.3em)`
  return `${preamble(cv, 'Libertinus Serif')}
#align(center)[
  #text(size: 22pt, weight: "bold", ${JSON.stringify(fullName(cv))})
  ${cv.headline ? `\\ #text(size: 12pt, fill: rgb("#555555"), ${JSON.stringify(cv.headline)})` : ''}
  \\ #text(size: 9pt)[${contactLine(cv)}]
]
${cv.summary ? `= ${str(cv.headings.profile)}\n${str(cv.summary)}` : ''}
= ${str(cv.headings.experience)}
${cv.experience.map(job).join('\n')}
= ${str(cv.headings.education)}
${cv.education.map(school).join('\n')}
${tail(cv)}
`
}

export function typstRenderCv(cv: Cv, render: Render): string {
  const range = (start: string, end: string): string => str(formatRange(start, end, render.dates, cv.lang, cv.present))
  const entry = (head: string, sub: string, bullets: string[], place: string, dates: string): string => `#grid(columns: (1fr, 4.2cm), column-gutter: 0.8em, row-gutter: 0.35em,
  [*${str(head)}*, ${str(sub)}],
  align(right)[${str(place)}],
  [${bullets.map((bullet) => `- ${str(bullet)}`).join('\n  ')}],
  align(right)[${dates}],
)
#v(0.25em)`
  return `${preamble(cv, 'New Computer Modern')}
#align(center)[
  #text(size: 24pt, ${JSON.stringify(fullName(cv))})
  ${cv.headline ? `\\ #text(size: 11pt, ${JSON.stringify(cv.headline)})` : ''}
  \\ #text(size: 9pt)[${contactLine(cv)}]
]
${cv.summary ? `= ${str(cv.headings.profile)}\n${str(cv.summary)}` : ''}
= ${str(cv.headings.experience)}
${cv.experience.map((job) => entry(job.company, job.title, job.bullets, job.location, range(job.start, job.end))).join('\n')}
= ${str(cv.headings.education)}
${cv.education
  .map((school) => entry(school.institution, degreeLine(school), school.grade ? [`${school.grade}`] : [], school.location, range(school.start, school.end)))
  .join('\n')}
${tail(cv)}
`
}

type Compiler = { pdf: (input: { mainFileContent: string }) => Buffer }
let compiler: Compiler | null = null

// The compiler is an optional tool (npm install --no-save), loaded only when a Typst CV is made.
export async function compileTypst(source: string): Promise<Buffer> {
  if (!compiler) {
    const moduleName = '@myriaddreamin/typst-ts-node-compiler'
    const { NodeCompiler } = (await import(moduleName)) as { NodeCompiler: { create: (options: unknown) => Compiler } }
    compiler = NodeCompiler.create({ fontArgs: [{ fontPaths: [`${TEX_FONTS}/libertinus-fonts`, `${TEX_FONTS}/newcomputermodern`] }] })
  }
  return Buffer.from(compiler.pdf({ mainFileContent: source }))
}
