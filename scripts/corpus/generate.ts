// Writes the producers' corpus: CVs printed by tools ApplyKit did not write (TeX Live, Typst,
// LibreOffice, Chromium), with the expected JSON next to each file.
//   npx tsx scripts/corpus/generate.ts [--only <cv-id or file id>]… [--missing]
// --missing makes only the files that are not there yet.
// See README.md beside this file for what each producer needs installed. The output is
// committed under tests/fixtures/cvs/producers/; tests and benches never run this script.

import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { CORPUS } from './content'
import { entryOf } from './expected'
import type { Cv, Layout, Render } from './model'
import { compileLatex, convertWithSoffice } from './render/compile'
import { articleNumbered, europass, moderncv, ownClass } from './render/latex'
import { traitsOf } from './traits'
import { htmlOf, printHtml } from './render/web'
import { fodtOf } from './render/writer'
import { compileTypst, typstGrid, typstRenderCv } from './render/typst'




const OUT = new URL('../../tests/fixtures/cvs/producers/', import.meta.url).pathname

const TWO_COLUMN: ReadonlySet<Layout> = new Set<Layout>(['altacv-like', 'deedy-like', 'web-sidebar-right', 'web-icons', 'writer-textbox'])

function producerOf(render: Render): string {
  if (render.layout.startsWith('typst')) return 'typst'
  if (render.layout.startsWith('writer')) return 'libreoffice'
  if (render.layout.startsWith('web')) return 'chromium'
  return render.engine ?? 'pdflatex'
}

function latexOf(cv: Cv, render: Render): Buffer {
  const engine = render.engine ?? 'pdflatex'
  const layout = render.layout
  if (layout.startsWith('moderncv-')) return compileLatex(moderncv(cv, render, layout.slice('moderncv-'.length)), engine)
  if (layout === 'europasscv') return compileLatex(europass(cv, render), engine)
  if (layout === 'article-numbered') return compileLatex(articleNumbered(cv, render), engine)
  const className = layout === 'awesome-like' ? 'awesomelike' : layout === 'altacv-like' ? 'altalike' : 'deedylike'
  return compileLatex(ownClass(cv, render, className), engine)
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const only = args.flatMap((arg, index) => (args[index - 1] === '--only' ? [arg] : []))
  const isMissingOnly = args.includes('--missing')
  mkdirSync(OUT, { recursive: true })
  const work = mkdtempSync(join(tmpdir(), 'corpus-'))
  let browser: Browser | null = null
  let written = 0
  try {
    for (const cv of CORPUS) {
      for (const render of cv.renders) {
        const base = `${cv.id}--${render.layout}`
        if (only.length > 0 && !only.some((id) => id === cv.id || base.startsWith(id) || id.startsWith(base))) continue
        const producer = producerOf(render)
        const outputs: Array<{ id: string; ext: 'pdf' | 'docx'; data: () => Promise<Buffer> | Buffer }> = []
        if (producer === 'typst') {
          const source = render.layout === 'typst-grid' ? typstGrid(cv, render) : typstRenderCv(cv, render)
          outputs.push({ id: base, ext: 'pdf', data: () => compileTypst(source) })
        } else if (producer === 'libreoffice') {
          const source = join(work, `${base}.fodt`)
          writeFileSync(source, fodtOf(cv, render))
          for (const ext of render.formats ?? ['docx']) {
            outputs.push({ id: `${base}-${ext}`, ext, data: () => convertWithSoffice(source, ext, join(work, 'lo-profile')) })
          }
        } else if (producer === 'chromium') {
          outputs.push({
            id: base,
            ext: 'pdf',
            data: async () => {
              browser ??= await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
              return printHtml(browser, htmlOf(cv, render))
            },
          })
        } else {
          outputs.push({ id: base, ext: 'pdf', data: () => latexOf(cv, render) })
        }
        for (const output of outputs) {
          const file = `${output.id}.${output.ext}`
          if (isMissingOnly && existsSync(join(OUT, file))) continue
          writeFileSync(join(OUT, file), await output.data())
          const format = output.ext === 'docx' ? 'docx' : TWO_COLUMN.has(render.layout) ? 'pdf-2col' : 'pdf-1col'
          const entry = entryOf(cv, render, { id: output.id, producer, format, file, traits: traitsOf(cv, render, output.ext) })
          writeFileSync(join(OUT, `${output.id}.expected.json`), `${JSON.stringify(entry, null, 2)}\n`)
          written += 1
          console.log(`${file}`)
        }
      }
    }
  } finally {
    await (browser as Browser | null)?.close()
    rmSync(work, { recursive: true, force: true })
  }
  console.log(`${written} files written to ${OUT}`)
}

await main()
