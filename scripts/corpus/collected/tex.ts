// CVs their authors published as LaTeX sources (moderncv, plain article with their own macros …),
// anonymised in the source and compiled with the class the author chose, as TeX Live ships it.
// Unlike the JSON Resume files there is no structured truth to map: the expected import is
// labelled by reading the anonymised source (sources/<id>.truth.txt, format below), never from an
// importer's output. Never run inside npm test.
//
//   npx tsx --tsconfig tsconfig.node.json scripts/corpus/collected/tex.ts anonymise /tmp/cvc-tex/records.json
//   npx tsx --tsconfig tsconfig.node.json scripts/corpus/collected/tex.ts render [--only <id>]
//
// A record (outside the repository: it names the person) says where the source is and what of it
// identifies its author; the generic part (e-mails, URLs, phone numbers) is found here:
//   { "repo": "owner/name", "path": "cv_de.tex", "commit": "…", "licence": "MIT", "lang": "de",
//     "source": "/tmp/…/cv_de.tex", "engine": "pdflatex", "format": "pdf-1col",
//     "names": ["Full Name", "First", "Last"], "handles": ["handle"],
//     "replace": [["Musterstraße 1", "{street}"], ["01.02.1990", "{birth}"]], "drop": ["\\\\photo\\[[^\\n]*"],
//     "glue": [["\\moderncvcolor{Blue}", "\\moderncvcolor{blue}"]], "support": ["/tmp/…/developercv.cls"] }
//
// The truth file, one value a line ("{name}", "{email}", "{phone}" stand for the generated ones):
//   name: {name}            title: …            email: {email}       phone: {phone}     location: …
//   job: title | company | location | start | end      (start/end as printed: 2021-03, 2021 or "now")
//   - a bullet of the job above
//   school: degree | field | institution | start | end | grade
//   skills: Category: a, b, c        (no "Category:" for a list without one)
//   lang: name | level as printed    interest: …       birth: date | place      closing: place | date
//   nationality: …
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { toLanguageLevel } from '#shared/cv/cv-levels'
import type { CollectedEntry } from '../../../tests/fixtures/cvs/collected/entry'
import { PROFILE_HOSTS, type ManifestItem } from '../../../tests/fixtures/cvs/collected/manifest'
import { setOfAuthor } from '../../../tests/fixtures/cvs/collected/split'
import type { ProducerExpected } from '../../../tests/fixtures/cvs/producers/entry'
import { identityFor } from './anonymise'

const COLLECTED = new URL('../../../tests/fixtures/cvs/collected/', import.meta.url).pathname
const SOURCES = join(COLLECTED, 'sources')
// Class files TeX Live lacks, as the authors' repositories hold them (template code, no person's data).
const CLASSES = join(COLLECTED, 'classes')
const OUT = join(COLLECTED, 'rendered')

type TexRecord = {
  repo: string
  path: string
  commit: string
  licence: string
  lang: CollectedEntry['lang']
  source: string
  engine: 'pdflatex' | 'xelatex'
  format: 'pdf-1col' | 'pdf-2col'
  names: string[]
  handles?: string[]
  /** Identifying text and its generated stand-in ({street}, {birth}, {name}, {phone}). */
  replace?: Array<[string, string]>
  /** Text removed: photos, images the repository held, co-authors of publications. */
  drop?: string[]
  /** Changes that let TeX Live's class compile what the author's copy did (not identifying). */
  glue?: Array<[string, string]>
  /** Files on disk the source needs beside it that TeX Live lacks (the author's copy of a class). */
  support?: string[]
}
/** What sources/<id>.json holds for a LaTeX CV (beside sources/<id>.tex and <id>.truth.txt). */
type TexMeta = {
  meta: {
    language: string
    format: 'latex'
    engine: TexRecord['engine']
    layout: TexRecord['format']
    anonymised: { name: string; email: string; phone: string; handle: string; site: string }
    /** Files of classes/ the source is compiled beside (a class TeX Live lacks). */
    support?: string[]
  }
}

const hash = (text: string): string => createHash('sha256').update(text).digest('hex')
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
const ACCENTED: Record<string, string> = { a: 'aàáâãäå', e: 'eèéêë', i: 'iìíîï', o: 'oòóôõöø', u: 'uùúûü', n: 'nñ', c: 'cç', y: 'yýÿ', s: 'sś', z: 'zźż', l: 'lł' }
// A name with or without accents, in any case, and as LaTeX may spell an accent ("G\"unther" is not
// caught: records list such spellings themselves).
const loosely = (text: string): string => [...fold(text)].map((char) => (ACCENTED[char] ? `[${ACCENTED[char]}]` : escape(char))).join('')
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s"'<>)\]}{\\]+/gi
const PHONE = /(?:\+|\b0|\()[\d \t()./~-]{8,}\d/g
// Date ranges ("09/2021 -- 05/2022", "2014 - 2018") are digit groups too, never a number to call.
const isPhone = (text: string): boolean =>
  text.replace(/\D/g, '').length >= 9 &&
  !/\b(?:19|20)\d{2}\s*[-–/~]+\s*(?:\d{1,2}[./-])?(?:19|20)\d{2}\b|\b\d{1,2}[./-](?:19|20)\d{2}\b/.test(text) &&
  // Two day dates ("01-01-20--01-01-24").
  !/\b\d{1,2}([./-])\d{1,2}\1\d{2,4}\b.*\b\d{1,2}([./-])\d{1,2}\2\d{2,4}\b/.test(text)

function anonymiseTex(record: TexRecord, id: string): { tex: string; meta: TexMeta } {
  const identity = identityFor(record.lang, hash(id))
  let tex = readFileSync(record.source, 'utf8')
  // Comments first: what is commented out is not printed, and may hold old addresses. As TeX
  // reads it, a comment takes the line's end and the next line's indent with it.
  tex = tex.replace(/(^|[^\\])%[^\n]*\n[ \t]*/gm, '$1')
  for (const pattern of record.drop ?? []) tex = tex.replace(new RegExp(pattern, 'g'), '')
  // A generated birth date written the way the original was ("24/06/1997", "1.2.1988").
  const birth = (original: string): string => {
    const date = identity.faker.date.birthdate({ min: 1965, max: 2002, mode: 'year' })
    const shape = /^(\d{1,2})([./-])(\d{1,2})\2\d{4}$/.exec(original.trim())
    const pad = (n: number, width: number): string => String(n).padStart(width, '0')
    return shape
      ? [pad(date.getDate(), shape[1]?.length ?? 1), pad(date.getMonth() + 1, shape[3]?.length ?? 1), date.getFullYear()].join(shape[2])
      : date.toLocaleDateString('de-DE')
  }
  const fill = (text: string, original: string): string =>
    text
      .replace('{street}', identity.faker.location.streetAddress())
      .replace('{birth}', birth(original))
      .replace('{name}', identity.name)
      .replace('{phone}', identity.phone)
  for (const [from, to] of record.replace ?? []) tex = tex.split(from).join(fill(to, from))
  for (const [from, to] of record.glue ?? []) tex = tex.split(from).join(to)
  // An underscore is TeX's subscript: the generated address is written as TeX prints it.
  tex = tex.replace(EMAIL, identity.email.replace(/_/g, '\\_'))
  tex = tex.replace(URL_PATTERN, (url) => {
    const host = /^(?:https?:\/\/)?(?:www\.)?([^/:]+)/i.exec(url)?.[1]?.toLowerCase() ?? ''
    const profileHost = PROFILE_HOSTS.find((known) => host === known || host.endsWith(`.${known}`))
    return profileHost ? `https://${profileHost}/${identity.handle}` : identity.site
  })
  // Profile paths printed without a scheme ("linkedin.com/in/…", "github.com/…").
  tex = tex.replace(/\b((?:linkedin\.com\/in|github\.com|gitlab\.com|xing\.com\/profile)\/)[\w.-]+/gi, `$1${identity.handle}`)
  tex = tex.replace(PHONE, (match) => (isPhone(match) ? identity.phone : match))
  const [full = '', first = '', ...rest] = record.names
  if (full !== '') tex = tex.replace(new RegExp(loosely(full).replace(/ /g, '\\s+'), 'giu'), identity.name)
  for (const handle of record.handles ?? []) tex = tex.replace(new RegExp(`(?<![\\w])${escape(handle)}(?![\\w])`, 'gi'), identity.handle)
  if (first !== '') tex = tex.replace(new RegExp(`(?<![\\p{L}])${loosely(first)}(?![\\p{L}])`, 'giu'), identity.first)
  for (const last of rest) tex = tex.replace(new RegExp(`(?<![\\p{L}])${loosely(last)}(?![\\p{L}])`, 'giu'), identity.last)
  // A personal domain named after the handle ("\homepage{handle.pl}") becomes the generated site;
  // moderncv adds the scheme to \homepage itself.
  tex = tex.replace(new RegExp(`\\b${escape(identity.handle)}\\.(?!example\\.com)[a-z]{2,}(?:\\.[a-z]{2,})?\\/?`, 'g'), `${identity.handle}.example.com`)
  tex = tex.replace(/\\homepage\{https?:\/\//g, '\\homepage{')
  // Leak check: nothing of the original identifiers may be left.
  const leftovers = [...record.names, ...(record.handles ?? []), ...(record.replace ?? []).map(([from]) => from)].filter(
    (value) => value.length >= 3 && new RegExp(`(?<![\\p{L}\\d])${escape(fold(value))}(?![\\p{L}\\d])`, 'u').test(fold(tex)),
  )
  if (leftovers.length > 0) throw new Error(`${id}: still names ${leftovers.join(', ')}`)
  const meta: TexMeta = {
    meta: {
      language: record.lang,
      format: 'latex',
      engine: record.engine,
      layout: record.format,
      anonymised: { name: identity.name, email: identity.email, phone: identity.phone, handle: identity.handle, site: identity.site },
      ...(record.support ? { support: record.support.map((file) => basename(file)) } : {}),
    },
  }
  return { tex, meta }
}

function anonymiseAll(recordsPath: string): void {
  const records = JSON.parse(readFileSync(recordsPath, 'utf8')) as TexRecord[]
  const manifest = JSON.parse(readFileSync(join(COLLECTED, 'manifest.json'), 'utf8')) as ManifestItem[]
  for (const record of records) {
    const id = `${record.lang}-${hash(`${record.repo}/${record.path}`).slice(0, 8)}`
    const { tex, meta } = anonymiseTex(record, id)
    for (const file of record.support ?? []) {
      mkdirSync(CLASSES, { recursive: true })
      copyFileSync(file, join(CLASSES, basename(file)))
    }
    writeFileSync(join(SOURCES, `${id}.tex`), tex)
    writeFileSync(join(SOURCES, `${id}.json`), `${JSON.stringify(meta, null, 2)}\n`)
    const item: ManifestItem = {
      id,
      repository: record.repo,
      path: record.path,
      commit: record.commit,
      licence: record.licence,
      lang: record.lang,
      author: record.repo.split('/')[0]?.toLowerCase() ?? '',
      format: 'latex',
    }
    const at = manifest.findIndex((entry) => entry.id === id)
    if (at >= 0) manifest[at] = item
    else manifest.push(item)
    console.log(id, record.repo, record.path, existsSync(join(SOURCES, `${id}.truth.txt`)) ? '' : '(no truth yet)')
  }
  manifest.sort((a, b) => a.id.localeCompare(b.id))
  writeFileSync(join(COLLECTED, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
}

// A cell may hold a bar written "\|" ("Wolfram\|Alpha").
const cells = (text: string): string[] => text.split(/(?<!\\)\|/).map((cell) => cell.replace(/\\\|/g, '|').trim())
const date = (text: string): string => (/^(?:now|current)$/i.test(text) ? '' : text)
// Items of a skills line split at commas outside parentheses ("Python (pandas, numpy), SQL").
function splitItems(text: string): string[] {
  const items: string[] = []
  let depth = 0
  let current = ''
  for (const char of text) {
    if (char === '(') depth += 1
    if (char === ')') depth = Math.max(0, depth - 1)
    if (char === ',' && depth === 0) {
      items.push(current.trim())
      current = ''
    } else current += char
  }
  items.push(current.trim())
  return items.filter((item) => item !== '')
}

/** The expected import from a hand-labelled truth file. */
export function expectedOfTruth(truth: string, generated: TexMeta['meta']['anonymised']): ProducerExpected {
  const expected: ProducerExpected = {
    fullName: '', title: '', email: '', phone: '', location: '', links: [], experience: [], education: [], skills: [],
    languages: [], certifications: [], dateOfBirth: '', placeOfBirth: '', nationality: '', interests: [], signature: null,
  }
  const fill = (text: string): string => text.replace('{name}', generated.name).replace('{email}', generated.email).replace('{phone}', generated.phone)
  for (const raw of truth.split('\n')) {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) continue
    if (line.startsWith('- ')) {
      const job = expected.experience.at(-1)
      if (!job) throw new Error(`a bullet before any job: ${line}`)
      job.bullets.push(line.slice(2).trim())
      continue
    }
    const colon = line.indexOf(':')
    const key = line.slice(0, colon).trim()
    const value = fill(line.slice(colon + 1).trim())
    if (key === 'name') expected.fullName = value
    else if (key === 'title') expected.title = value
    else if (key === 'email') expected.email = value
    else if (key === 'phone') expected.phone = value
    else if (key === 'location') expected.location = value
    else if (key === 'job') {
      const [title = '', company = '', location = '', start = '', end = ''] = cells(value)
      expected.experience.push({ title, company, location, startDate: date(start), endDate: date(end), current: /^(?:now|current)$/i.test(end), bullets: [] })
    } else if (key === 'school') {
      const [degree = '', field = '', institution = '', start = '', end = '', gpa = ''] = cells(value)
      expected.education.push({ degree, field, institution, startDate: start, endDate: end, gpa })
    } else if (key === 'skills') {
      const match = /^([^:,]{1,60}):\s+(.*)$/.exec(value)
      expected.skills.push({ category: match?.[1]?.trim() ?? '', items: splitItems(match?.[2] ?? value) })
    } else if (key === 'lang') {
      const [name = '', level = ''] = cells(value)
      expected.languages.push({ name, level: toLanguageLevel(level) })
    } else if (key === 'interest') expected.interests.push(value)
    else if (key === 'nationality') expected.nationality = value
    else if (key === 'birth') [expected.dateOfBirth = '', expected.placeOfBirth = ''] = cells(value)
    else if (key === 'closing') {
      const [place = '', when = ''] = cells(value)
      expected.signature = { place, date: when }
    } else throw new Error(`unknown truth line: ${line}`)
  }
  // No headline on the page: the latest job title is what people put there (as for the themes).
  if (expected.title === '') expected.title = expected.experience.find((job) => job.title !== '')?.title ?? ''
  return expected
}

function renderAll(only: string[] | undefined): void {
  const manifest = (JSON.parse(readFileSync(join(COLLECTED, 'manifest.json'), 'utf8')) as ManifestItem[]).filter(
    (item) => item.format === 'latex' && (!only || only.includes(item.id)),
  )
  for (const item of manifest) {
    const meta = (JSON.parse(readFileSync(join(SOURCES, `${item.id}.json`), 'utf8')) as TexMeta).meta
    const truthPath = join(SOURCES, `${item.id}.truth.txt`)
    if (!existsSync(truthPath)) {
      console.log(`${item.id}: no truth file yet, not rendered`)
      continue
    }
    const tex = readFileSync(join(SOURCES, `${item.id}.tex`), 'utf8')
    const documentClass = /\\documentclass(?:\[[^\]]*\])?\{([^}]+)\}/.exec(tex)?.[1] ?? 'latex'
    const style = /\\moderncv(?:style|theme)(?:\[[^\]]*\])?\{(\w+)\}/.exec(tex)?.[1]
    const layout = style ? `${documentClass}-${style}` : documentClass
    const work = mkdtempSync(join(tmpdir(), 'collected-tex-'))
    try {
      writeFileSync(join(work, 'cv.tex'), tex)
      for (const file of meta.support ?? []) copyFileSync(join(CLASSES, file), join(work, file))
      // Twice: the second run settles references, page counts and lastpage.
      for (let run = 0; run < 2; run += 1)
        try {
          execFileSync(meta.engine, ['-interaction=nonstopmode', 'cv.tex'], { cwd: work, stdio: 'ignore', timeout: 120_000 })
        } catch {
          // pdflatex exits non-zero on recoverable errors (a missing glyph) and still writes the PDF.
        }
      if (!existsSync(join(work, 'cv.pdf'))) throw new Error(`${item.id}: ${meta.engine} wrote no PDF`)
      const id = `${item.id}--${layout}`
      // The Word files odt.ts made from the same truth stay (run odt.ts again after a truth change).
      for (const file of readdirSync(OUT).filter((name) => name.startsWith(`${item.id}--`) && !name.includes('-docx.'))) rmSync(join(OUT, file))
      copyFileSync(join(work, 'cv.pdf'), join(OUT, `${id}.pdf`))
      const entry: CollectedEntry = {
        id,
        source: item.id,
        lang: item.lang as CollectedEntry['lang'],
        producer: `${meta.engine} (${layout})`,
        paper: /letterpaper/.test(tex) ? 'Letter' : 'A4',
        format: meta.layout,
        set: setOfAuthor(item.author),
        file: `${id}.pdf`,
        expected: expectedOfTruth(readFileSync(truthPath, 'utf8'), meta.anonymised),
      }
      writeFileSync(join(OUT, `${id}.expected.json`), `${JSON.stringify(entry, null, 2)}\n`)
      console.log(id, entry.set)
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  }
}

const [command, argument] = process.argv.slice(2)
if (command === 'anonymise') anonymiseAll(argument ?? '/tmp/cvc-tex/records.json')
else if (command === 'render') renderAll(process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1]?.split(',') : undefined)
else console.log('usage: tex.ts anonymise <records.json> | render [--only <id,…>]')
