// Prints every collected CV (tests/fixtures/cvs/collected/sources/, anonymised JSON Resume files)
// through a third-party jsonresume-theme package with Chromium's print-to-PDF, and writes the PDF
// and its expected JSON into tests/fixtures/cvs/collected/rendered/. The set (tune / report) and
// the theme come from split.ts; never run inside npm test.
//   npx tsx --tsconfig tsconfig.node.json scripts/corpus/collected/render.ts [--only <source-id>] [--docx-only] [--expected-only]
import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import mammoth from 'mammoth'
import { chromium, type BrowserContext } from 'playwright-core'
import type { CollectedEntry } from '../../../tests/fixtures/cvs/collected/entry'
import { printOf, setOfAuthor } from '../../../tests/fixtures/cvs/collected/split'
import { expectedOfPrinted, probeOf } from './expected'
import type { ManifestItem } from '../../../tests/fixtures/cvs/collected/manifest'

const COLLECTED = new URL('../../../tests/fixtures/cvs/collected/', import.meta.url).pathname
const OUT = join(COLLECTED, 'rendered')
// Themes whose layout puts contact details or skills in a column beside the main text.
const TWO_COLUMN = new Set(['elegant', 'kendall', 'macchiato', 'autumn', 'lucide', 'papirus', 'eloquent', 'caffeine'])
const require = createRequire(import.meta.url)
// About a quarter of the CVs also go through LibreOffice Writer (theme HTML -> DOCX), the way
// people turn a web CV into a Word file.
const isAlsoDocx = (id: string): boolean => createHash('sha256').update(`docx:${id}`).digest()[0]! < 64

// The HTML LibreOffice opens: without scripts, web fonts and remote images (there is no network).
const offlineHtml = (html: string): string =>
  html
    .replace(/<script[\s\S]*?<\/script>/gi, '')
    .replace(/<link[^>]*>/gi, '')
    .replace(/<img[^>]*src=["']https?:[^>]*>/gi, '')

async function renderHtml(theme: string, resume: unknown): Promise<string> {
  const name = `jsonresume-theme-${theme}`
  // Some themes are ES modules only (even), the rest CommonJS; some answer a promise.
  const module = (theme === 'even' ? await import(name) : require(name)) as { render: (resume: unknown) => string | Promise<string> }
  return await module.render(structuredClone(resume))
}

/** The text of the theme's page for the CV's probe (expected.ts): which fields the theme prints. */
async function probeText(context: BrowserContext, theme: string, resume: unknown): Promise<string> {
  const page = await context.newPage()
  try {
    await page.setContent(await renderHtml(theme, probeOf(resume)), { waitUntil: 'load', timeout: 20_000 })
    await page.emulateMedia({ media: 'print' })
    return await page.evaluate(() => document.body.innerText)
  } finally {
    await page.close()
  }
}

// One file per soffice run, each with its own profile and a time limit: Writer hangs on some
// pages' CSS, and a hung instance would otherwise take every later conversion (LibreOffice hands
// a second start to the running instance of the same profile).
function convertToDocx(id: string, html: string): boolean {
  const work = mkdtempSync(join(tmpdir(), 'collected-docx-'))
  try {
    writeFileSync(join(work, `${id}.html`), offlineHtml(html))
    const profile = `-env:UserInstallation=file://${work}/profile`
    try {
      execFileSync('soffice', [profile, '--headless', '--convert-to', 'docx:MS Word 2007 XML', '--outdir', work, join(work, `${id}.html`)], {
        stdio: 'ignore',
        timeout: 90_000,
      })
    } finally {
      // The wrapper is gone after a timeout, its soffice.bin is not: end it by its own profile path.
      spawnSync('pkill', ['-KILL', '-f', `${work}/profile`])
    }
    copyFileSync(join(work, `${id}.docx`), join(OUT, `${id}.docx`))
    return true
  } catch {
    console.log(`  ${id}: LibreOffice wrote no DOCX`)
    return false
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/** The PDF entries already printed, by source id (the DOCX step reuses their theme). */
function printedEntries(): Map<string, CollectedEntry> {
  const entries = new Map<string, CollectedEntry>()
  for (const file of readdirSync(OUT).filter((name) => name.endsWith('.expected.json'))) {
    const entry = JSON.parse(readFileSync(join(OUT, file), 'utf8')) as CollectedEntry
    if (entry.format !== 'docx') entries.set(entry.source, entry)
  }
  return entries
}

async function writeDocxShare(context: BrowserContext, manifest: ManifestItem[]): Promise<void> {
  const printed = printedEntries()
  let count = 0
  for (const item of manifest.filter((entry) => isAlsoDocx(entry.id))) {
    const pdfEntry = printed.get(item.id)
    if (!pdfEntry) continue
    const resume = JSON.parse(readFileSync(join(COLLECTED, 'sources', `${item.id}.json`), 'utf8')) as unknown
    const theme = pdfEntry.producer.replace('jsonresume-theme-', '')
    const id = `${item.id}--${theme}-docx`
    if (!convertToDocx(id, await renderHtml(theme, resume))) continue
    // What Writer kept of the page is the truth for the Word file.
    const { value: text } = await mammoth.extractRawText({ path: join(OUT, `${id}.docx`) })
    const entry: CollectedEntry = {
      ...pdfEntry,
      id,
      producer: `libreoffice (${pdfEntry.producer})`,
      format: 'docx',
      file: `${id}.docx`,
      expected: expectedOfPrinted(resume, await probeText(context, theme, resume), text),
    }
    writeFileSync(join(OUT, `${id}.expected.json`), `${JSON.stringify(entry, null, 2)}\n`)
    count += 1
    console.log(id, entry.set)
  }
  console.log(`${count} DOCX by LibreOffice`)
}

async function main(): Promise<void> {
  // --only takes one source id or several, comma-separated.
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1]?.split(',') : undefined
  // The LaTeX sources are compiled by tex.ts; this prints the JSON Resume files.
  const manifest = (JSON.parse(readFileSync(join(COLLECTED, 'manifest.json'), 'utf8')) as ManifestItem[]).filter((item) => item.format !== 'latex')
  const isDocxOnly = process.argv.includes('--docx-only')
  mkdirSync(OUT, { recursive: true })
  if (!only && !isDocxOnly && !process.argv.includes('--expected-only')) {
    const printedHere = new Set(manifest.map((item) => item.id))
    for (const file of readdirSync(OUT)) if (printedHere.has(file.split('--')[0] ?? '')) rmSync(join(OUT, file))
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
  const context = await browser.newContext()
  // No network: themes that link web fonts or CDNs print with the fonts installed here.
  await context.route(/^https?:/, (route) => route.abort())
  if (isDocxOnly) {
    // With --only, only those sources' Word files (the others' stay as committed).
    await writeDocxShare(context, only ? manifest.filter((item) => only.includes(item.id)) : manifest)
    return browser.close()
  }
  // --expected-only: the printed files stay, their expected JSON is derived again (after a change
  // to expected.ts), from the same theme's probe and, for a Word file, its own text.
  if (process.argv.includes('--expected-only')) {
    const ids = new Set(manifest.map((item) => item.id))
    for (const file of readdirSync(OUT).filter((name) => name.endsWith('.expected.json'))) {
      const entry = JSON.parse(readFileSync(join(OUT, file), 'utf8')) as CollectedEntry
      if (!ids.has(entry.source) || (only && !only.includes(entry.source))) continue
      const resume = JSON.parse(readFileSync(join(COLLECTED, 'sources', `${entry.source}.json`), 'utf8')) as unknown
      const theme = entry.producer.replace(/^libreoffice \((.*)\)$/, '$1').replace('jsonresume-theme-', '')
      const text = entry.format === 'docx' ? (await mammoth.extractRawText({ path: join(OUT, entry.file) })).value : undefined
      const expected = expectedOfPrinted(resume, await probeText(context, theme, resume), text)
      writeFileSync(join(OUT, file), `${JSON.stringify({ ...entry, expected }, null, 2)}\n`)
    }
    return browser.close()
  }
  const failures: string[] = []
  for (const item of manifest.filter((entry) => !only || only.includes(entry.id))) {
    const resume = JSON.parse(readFileSync(join(COLLECTED, 'sources', `${item.id}.json`), 'utf8')) as unknown
    const set = setOfAuthor(item.author)
    const { themes, paper } = printOf(item.id, set)
    const errors: string[] = []
    for (const theme of themes) {
      const id = `${item.id}--${theme}-${paper.toLowerCase()}`
      try {
        const html = await renderHtml(theme, resume)
        const page = await context.newPage()
        await page.setContent(html, { waitUntil: 'load', timeout: 20_000 })
        await page.emulateMedia({ media: 'print' })
        const pdf = await page.pdf({ format: paper, printBackground: true, margin: { top: '12mm', bottom: '12mm', left: '10mm', right: '10mm' } })
        await page.close()
        // A theme whose print CSS breaks (a page per screen height: 100+ pages) hands the CV on.
        const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length
        if (pages > 20) throw new Error(`${pages} pages`)
        // The repository keeps its fixtures small: a print over 250 kB (pictures a theme embeds)
        // hands the CV on as well.
        if (pdf.length > 250_000) throw new Error(`${Math.round(pdf.length / 1024)} kB`)
        const entry: CollectedEntry = {
          id,
          source: item.id,
          lang: item.lang as CollectedEntry['lang'],
          producer: `jsonresume-theme-${theme}`,
          paper,
          format: TWO_COLUMN.has(theme) ? 'pdf-2col' : 'pdf-1col',
          set,
          file: `${id}.pdf`,
          expected: expectedOfPrinted(resume, await probeText(context, theme, resume)),
        }
        writeFileSync(join(OUT, entry.file), pdf)
        writeFileSync(join(OUT, `${id}.expected.json`), `${JSON.stringify(entry, null, 2)}\n`)
        console.log(id, set, `${Math.round(pdf.length / 1024)} kB`)
        break
      } catch (error) {
        errors.push(`${theme}: ${String(error).split('\n')[0]?.slice(0, 120)}`)
      }
    }
    if (errors.length === themes.length) failures.push(`${item.id}: ${errors.join('; ')}`)
    else if (errors.length > 0) console.log(`  ${item.id} skipped ${errors.join('; ')}`)
  }
  await writeDocxShare(context, manifest.filter((entry) => !only || only.includes(entry.id)))
  await browser.close()
  if (failures.length > 0) console.log('not rendered:\n' + failures.join('\n'))
}

await main()
