// Prints every collected CV (tests/fixtures/cvs/collected/sources/, anonymised JSON Resume files)
// through a third-party jsonresume-theme package with Chromium's print-to-PDF, and writes the PDF
// and its expected JSON into tests/fixtures/cvs/collected/rendered/. The set (tune / report) and
// the theme come from split.ts; never run inside npm test.
//   npx tsx --tsconfig tsconfig.node.json scripts/corpus/collected/render.ts [--only <source-id>]
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import mammoth from 'mammoth'
import { chromium } from 'playwright-core'
import type { CollectedEntry } from '../../../tests/fixtures/cvs/collected/entry'
import { printOf, setOfAuthor } from '../../../tests/fixtures/cvs/collected/split'
import { expectedOfPrinted } from './expected'
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

function convertToDocx(htmlByEntry: Map<string, string>): Set<string> {
  const work = mkdtempSync(join(tmpdir(), 'collected-docx-'))
  const files = [...htmlByEntry].map(([id, html]) => {
    writeFileSync(join(work, `${id}.html`), offlineHtml(html))
    return join(work, `${id}.html`)
  })
  const converted = new Set<string>()
  if (files.length > 0) {
    execFileSync('soffice', ['--headless', '--convert-to', 'docx:MS Word 2007 XML', '--outdir', work, ...files], { stdio: 'ignore', timeout: 600_000 })
    for (const id of htmlByEntry.keys())
      try {
        copyFileSync(join(work, `${id}.docx`), join(OUT, `${id}.docx`))
        converted.add(id)
      } catch {
        console.log(`  ${id}: LibreOffice wrote no DOCX`)
      }
  }
  rmSync(work, { recursive: true, force: true })
  return converted
}

async function renderHtml(theme: string, resume: unknown): Promise<string> {
  const name = `jsonresume-theme-${theme}`
  // Some themes are ES modules only (even), the rest CommonJS; some answer a promise.
  const module = (theme === 'even' ? await import(name) : require(name)) as { render: (resume: unknown) => string | Promise<string> }
  return await module.render(structuredClone(resume))
}

async function main(): Promise<void> {
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined
  const manifest = JSON.parse(readFileSync(join(COLLECTED, 'manifest.json'), 'utf8')) as ManifestItem[]
  if (!only) rmSync(OUT, { recursive: true, force: true })
  mkdirSync(OUT, { recursive: true })
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
  const context = await browser.newContext()
  // No network: themes that link web fonts or CDNs print with the fonts installed here.
  await context.route(/^https?:/, (route) => route.abort())
  const failures: string[] = []
  const docxHtml = new Map<string, string>()
  const docxEntries = new Map<string, { entry: CollectedEntry; resume: unknown }>()
  for (const item of manifest.filter((entry) => !only || entry.id === only)) {
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
        const pageText = await page.evaluate(() => document.body.innerText)
        const pdf = await page.pdf({ format: paper, printBackground: true, margin: { top: '12mm', bottom: '12mm', left: '10mm', right: '10mm' } })
        await page.close()
        const entry: CollectedEntry = {
          id,
          source: item.id,
          lang: item.lang as CollectedEntry['lang'],
          producer: `jsonresume-theme-${theme}`,
          paper,
          format: TWO_COLUMN.has(theme) ? 'pdf-2col' : 'pdf-1col',
          set,
          file: `${id}.pdf`,
          expected: expectedOfPrinted(resume, pageText, item.lang),
        }
        writeFileSync(join(OUT, entry.file), pdf)
        writeFileSync(join(OUT, `${id}.expected.json`), `${JSON.stringify(entry, null, 2)}\n`)
        console.log(id, set, `${Math.round(pdf.length / 1024)} kB`)
        if (isAlsoDocx(item.id)) {
          const docxId = `${item.id}--${theme}-docx`
          docxHtml.set(docxId, html)
          docxEntries.set(docxId, {
            entry: { ...entry, id: docxId, producer: `libreoffice (${entry.producer})`, format: 'docx', file: `${docxId}.docx` },
            resume,
          })
        }
        break
      } catch (error) {
        errors.push(`${theme}: ${String(error).split('\n')[0]?.slice(0, 120)}`)
      }
    }
    if (errors.length === themes.length) failures.push(`${item.id}: ${errors.join('; ')}`)
    else if (errors.length > 0) console.log(`  ${item.id} skipped ${errors.join('; ')}`)
  }
  await browser.close()
  for (const id of convertToDocx(docxHtml)) {
    const docx = docxEntries.get(id)
    if (!docx) continue
    // What Writer kept of the page is the truth for the Word file.
    const { value: text } = await mammoth.extractRawText({ path: join(OUT, `${id}.docx`) })
    const entry = { ...docx.entry, expected: expectedOfPrinted(docx.resume, text, docx.entry.lang) }
    writeFileSync(join(OUT, `${id}.expected.json`), `${JSON.stringify(entry, null, 2)}\n`)
  }
  console.log(`${docxEntries.size} DOCX by LibreOffice`)
  if (failures.length > 0) console.log('not rendered:\n' + failures.join('\n'))
}

await main()
