// Word CVs in a label/value table (the German "tabellarischer Lebenslauf"), which users build in
// Word or Writer from a template. No such CV with an open licence was found in public
// repositories, so the hand-labelled content of collected German LaTeX CVs (sources/<id>.truth.txt,
// already anonymised) is typed into a third-party LibreOffice template, templates/Lebenslauf_
// moderncv_Arial.ott (Michael Fiedler, BSD-3-Clause, after a template by "cberg" at
// templates.openoffice.org; its licence is beside it), row by row as its own rows are made, and
// LibreOffice Writer saves it as DOCX. The words are the author's; the table, its labels
// ("Persönliche Daten", "Notendurchschnitt") and its styles are the template's. The expected import
// is the LaTeX print's (the same truth); the DOCX prints every value of it. Never run inside npm test.
//   npx tsx --tsconfig tsconfig.node.json scripts/corpus/collected/odt.ts <source id> …
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import JSZip from 'jszip'
import mammoth from 'mammoth'
import type { CollectedEntry } from '../../../tests/fixtures/cvs/collected/entry'

const COLLECTED = new URL('../../../tests/fixtures/cvs/collected/', import.meta.url).pathname
const TEMPLATE = join(COLLECTED, 'templates', 'Lebenslauf_moderncv_Arial.ott')
const PRODUCER = 'libreoffice (Lebenslauf moderncv template)'

type Generated = { name: string; email: string; phone: string }
/** The truth file's lines as printed values (tex.ts documents the format). */
type Content = {
  rows: Array<[string, string]>
  jobs: Array<{ head: string; lines: string[]; when: string }>
  schools: Array<{ head: string; lines: string[]; when: string }>
  languages: Array<[string, string]>
  skills: Array<[string, string]>
  interests: string[]
  closing: [string, string] | null
}

const cells = (text: string): string[] => text.split(/(?<!\\)\|/).map((cell) => cell.replace(/\\\|/g, '|').trim())
// "2021-03" → "03/2021", a year stays a year; a range as German CVs print it.
const printed = (date: string): string => date.replace(/^(\d{4})-(\d{2})$/, '$2/$1')
function range(start: string, end: string): string {
  if (/^(?:now|current)$/i.test(end)) return `seit ${printed(start)}`
  if (end === '' || end === start) return printed(start)
  return start === '' ? printed(end) : `${printed(start)} – ${printed(end)}`
}

function contentOf(truth: string, generated: Generated): Content {
  const content: Content = { rows: [], jobs: [], schools: [], languages: [], skills: [], interests: [], closing: null }
  const fill = (text: string): string => text.replace('{name}', generated.name).replace('{email}', generated.email).replace('{phone}', generated.phone)
  const personal = new Map<string, string>()
  for (const raw of truth.split('\n')) {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) continue
    if (line.startsWith('- ')) {
      content.jobs.at(-1)?.lines.push(`– ${line.slice(2).trim()}`)
      continue
    }
    const colon = line.indexOf(':')
    const key = line.slice(0, colon).trim()
    const value = fill(line.slice(colon + 1).trim())
    if (['name', 'title', 'email', 'phone', 'location', 'nationality'].includes(key)) personal.set(key, value)
    else if (key === 'birth') {
      const [date = '', place = ''] = cells(value)
      personal.set('birth', place === '' ? date : `${date} in ${place}`)
    } else if (key === 'job') {
      const [title = '', company = '', location = '', start = '', end = ''] = cells(value)
      content.jobs.push({ head: title, lines: [[company, location].filter(Boolean).join(', ')].filter(Boolean), when: range(start, end) })
    } else if (key === 'school') {
      const [degree = '', field = '', institution = '', start = '', end = '', grade = ''] = cells(value)
      const lines = [field, institution, grade === '' ? '' : `Notendurchschnitt: ${grade}`].filter(Boolean)
      content.schools.push({ head: degree, lines, when: range(start, end) })
    } else if (key === 'skills') {
      const match = /^([^:,]{1,60}):\s+(.*)$/.exec(value)
      content.skills.push([match?.[1]?.trim() ?? 'Kenntnisse', match?.[2] ?? value])
    } else if (key === 'lang') {
      const [name = '', level = ''] = cells(value)
      content.languages.push([name, level])
    } else if (key === 'interest') content.interests.push(value)
    else if (key === 'closing') {
      const [place = '', date = ''] = cells(value)
      content.closing = [place, date]
    } else throw new Error(`unknown truth line: ${line}`)
  }
  const labels: Array<[string, string]> = [
    ['name', 'Name'],
    ['title', 'Beruf'],
    ['location', 'Wohnort'],
    ['birth', 'geboren'],
    ['nationality', 'Nationalität'],
    ['phone', 'Telefon'],
    ['email', 'E-Mail'],
  ]
  content.rows = labels.flatMap(([key, label]) => (personal.get(key) ? [[label, personal.get(key) ?? ''] as [string, string]] : []))
  return content
}

const xml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const span = (style: string, text: string): string => `<text:span text:style-name="${style}">${xml(text)}</text:span>`
const cell = (style: string, inner: string): string =>
  `<table:table-cell table:style-name="${style}" office:value-type="string"><text:p text:style-name="Standard">${inner}</text:p></table:table-cell>`

/** The template's content.xml with the CV's values in the template's own rows, headings and styles. */
function fillTemplate(template: string, content: Content, name: string): string {
  const start = template.indexOf('<text:p text:style-name="P1">')
  const end = template.indexOf('</office:text>')
  const [first = '', ...rest] = name.split(' ')
  // The name line without the photo frame, the help notes and LibreOffice's user-data fields.
  const nameLine = (/<text:p text:style-name="P1">[\s\S]*?<\/text:p>(?=<text:h)/.exec(template.slice(start))?.[0] ?? '')
    .replace(/<draw:frame[\s\S]*?<\/draw:frame>/, '')
    .replace(/<office:annotation>[\s\S]*?<\/office:annotation>/g, '')
    .replace(/<text:sender-firstname[^>]*>[^<]*<\/text:sender-firstname>/, xml(first))
    .replace(/<text:sender-lastname[^>]*>[^<]*<\/text:sender-lastname>/, xml(rest.join(' ')))
  const headingTemplate = /<text:h text:style-name="Heading_20_2"[\s\S]*?<\/text:h>/.exec(template)?.[0] ?? ''
  const heading = (title: string): string =>
    headingTemplate.replace(/<office:annotation>[\s\S]*?<\/office:annotation>/g, '').replace(/(<\/draw:rect>)[^<]*/, `$1${xml(title)}`)
  let tables = 0
  const twoColumns = (rows: string[]): string =>
    `<table:table table:name="Tabelle${(tables += 1)}" table:style-name="Tabelle2"><table:table-column table:style-name="Tabelle2.A"/><table:table-column table:style-name="Tabelle2.B"/>${rows.join('')}</table:table>`
  const row = (left: string, right: string): string =>
    `<table:table-row table:style-name="Tabelle2.1">${cell('Tabelle2.A1', xml(left))}${cell('Tabelle2.A1', right)}</table:table-row>`
  const entry = (item: { head: string; lines: string[]; when: string }): string =>
    row(item.when, [span('T8', item.head), ...item.lines.map((line) => span('T5', line))].join('<text:line-break/>'))
  // Personal data: two label/value pairs a row, as the template lays them out.
  const personalRows: string[] = []
  for (let at = 0; at < content.rows.length; at += 2) {
    const pair = content.rows.slice(at, at + 2)
    const [a = ['', ''], b = ['', '']] = pair
    personalRows.push(
      `<table:table-row table:style-name="Tabelle1.1">${[a[0], a[1], b[0], b[1]].map((text) => cell('Tabelle1.A1', xml(text))).join('')}</table:table-row>`,
    )
  }
  const personal = `<table:table table:name="Tabelle${(tables += 1)}" table:style-name="Tabelle1">${['A', 'B', 'C', 'D'].map((column) => `<table:table-column table:style-name="Tabelle1.${column}"/>`).join('')}${personalRows.join('')}</table:table>`
  const sections = [
    nameLine,
    heading('Persönliche Daten'),
    personal,
    ...(content.jobs.length > 0 ? [heading('Beruflicher Werdegang'), twoColumns(content.jobs.map(entry))] : []),
    ...(content.schools.length > 0 ? [heading('Ausbildung'), twoColumns(content.schools.map(entry))] : []),
    ...(content.languages.length > 0 ? [heading('Sprachen'), twoColumns(content.languages.map(([language, level]) => row(language, xml(level))))] : []),
    ...(content.skills.length > 0 ? [heading('Kenntnisse'), twoColumns(content.skills.map(([label, items]) => row(label, xml(items))))] : []),
    ...(content.interests.length > 0 ? [heading('Sonstiges'), twoColumns([row('weitere Interessen', xml(content.interests.join(', ')))])] : []),
    ...(content.closing
      ? [
          `<text:p text:style-name="Signature">${xml(`${content.closing[0]}, den ${content.closing[1]}`)}</text:p>`,
          `<text:p text:style-name="Signature">${xml(name)}</text:p>`,
        ]
      : []),
  ]
  return template.slice(0, start) + sections.join('') + template.slice(end)
}

/**
 * The footer's contact line takes LibreOffice's user data (name, street, city, e-mail, phones), as
 * a user's own Writer would fill it in: the generated identity, the city from the CV, no street.
 */
function fillFooter(styles: string, generated: Generated, city: string): string {
  const [first = '', ...rest] = generated.name.split(' ')
  const values: Record<string, string> = {
    firstname: first,
    lastname: rest.join(' '),
    street: '',
    'postal-code': '',
    city,
    email: generated.email,
    'phone-private': generated.phone,
    'phone-work': '',
  }
  return styles.replace(/<text:sender-([a-z-]+)[^>]*>[^<]*<\/text:sender-\1>/g, (_, field: string) => xml(values[field] ?? ''))
}

async function writeDocx(id: string): Promise<void> {
  const meta = (JSON.parse(readFileSync(join(COLLECTED, 'sources', `${id}.json`), 'utf8')) as { meta: { anonymised: Generated } }).meta
  const truth = readFileSync(join(COLLECTED, 'sources', `${id}.truth.txt`), 'utf8')
  const latex = readdirSync(join(COLLECTED, 'rendered')).find((name) => name.startsWith(`${id}--`) && name.endsWith('.expected.json') && !name.includes('-docx'))
  if (!latex) throw new Error(`${id}: render the LaTeX source first (tex.ts render --only ${id})`)
  const printedEntry = JSON.parse(readFileSync(join(COLLECTED, 'rendered', latex), 'utf8')) as CollectedEntry
  const zip = await JSZip.loadAsync(readFileSync(TEMPLATE))
  const template = (await zip.file('content.xml')?.async('string')) ?? ''
  const content = contentOf(truth, meta.anonymised)
  zip.file('content.xml', fillTemplate(template, content, meta.anonymised.name))
  const styles = (await zip.file('styles.xml')?.async('string')) ?? ''
  zip.file('styles.xml', fillFooter(styles, meta.anonymised, content.rows.find(([label]) => label === 'Wohnort')?.[1] ?? ''))
  // A document, no longer a template: Writer then saves it as a document.
  zip.file('mimetype', 'application/vnd.oasis.opendocument.text', { compression: 'STORE' })
  const manifest = (await zip.file('META-INF/manifest.xml')?.async('string')) ?? ''
  zip.file('META-INF/manifest.xml', manifest.replace('application/vnd.oasis.opendocument.text-template', 'application/vnd.oasis.opendocument.text'))
  const work = mkdtempSync(join(tmpdir(), 'collected-odt-'))
  try {
    const base = `${id}--lebenslauf-moderncv-docx`
    writeFileSync(join(work, `${base}.odt`), await zip.generateAsync({ type: 'nodebuffer', mimeType: 'application/vnd.oasis.opendocument.text' }))
    execFileSync('soffice', [`-env:UserInstallation=file://${work}/profile`, '--headless', '--convert-to', 'docx:MS Word 2007 XML', '--outdir', work, join(work, `${base}.odt`)], {
      stdio: 'ignore',
      timeout: 120_000,
    })
    copyFileSync(join(work, `${base}.docx`), join(COLLECTED, 'rendered', `${base}.docx`))
    // Every expected value must be in the Word file's text, or the truth would ask for what is not there.
    const { value: text } = await mammoth.extractRawText({ path: join(COLLECTED, 'rendered', `${base}.docx`) })
    const flat = text.replace(/\s+/g, ' ')
    const expected = printedEntry.expected
    const values = [
      expected.fullName,
      expected.email,
      expected.phone,
      expected.location,
      ...expected.experience.flatMap((job) => [job.title, job.company, ...job.bullets]),
      ...expected.education.flatMap((school) => [school.degree, school.field, school.institution]),
      ...expected.skills.flatMap((group) => group.items),
    ].filter((value) => value !== '')
    const missing = values.filter((value) => !flat.includes(value.replace(/\s+/g, ' ')))
    if (missing.length > 0) throw new Error(`${id}: the Word file lacks ${missing.slice(0, 3).join(' · ')}`)
    const entry: CollectedEntry = { ...printedEntry, id: base, producer: PRODUCER, paper: 'A4', format: 'docx', file: `${base}.docx` }
    writeFileSync(join(COLLECTED, 'rendered', `${base}.expected.json`), `${JSON.stringify(entry, null, 2)}\n`)
    console.log(base, entry.set)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

for (const id of process.argv.slice(2)) await writeDocx(id)
