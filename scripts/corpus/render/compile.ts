import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { LatexSource } from './latex'

const CLASSES = new URL('../latex/', import.meta.url).pathname

// Runs pdflatex or xelatex twice (paracol and page references settle on the second run) in a
// scratch folder and returns the PDF. A failed run throws with the end of the TeX log.
export function compileLatex(source: LatexSource, engine: 'pdflatex' | 'xelatex'): Buffer {
  const work = mkdtempSync(join(tmpdir(), 'corpus-tex-'))
  try {
    for (const name of source.classes) copyFileSync(join(CLASSES, `${name}.cls`), join(work, `${name}.cls`))
    writeFileSync(join(work, 'cv.tex'), source.tex)
    for (let run = 0; run < 2; run += 1) {
      try {
        execFileSync(engine, ['-interaction=nonstopmode', '-halt-on-error', 'cv.tex'], { cwd: work, stdio: 'pipe', timeout: 120_000 })
      } catch {
        const log = readFileSync(join(work, 'cv.log'), 'utf8')
        throw new Error(`${engine} failed:\n${log.split('\n').filter((line) => line.startsWith('!') || line.startsWith('l.')).slice(0, 10).join('\n')}`)
      }
    }
    return readFileSync(join(work, 'cv.pdf'))
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

// LibreOffice converts one source file (.fodt) into the target format in the same folder.
export function convertWithSoffice(source: string, target: 'docx' | 'pdf', profileDir: string): Buffer {
  const folder = join(source, '..')
  const filter = target === 'docx' ? 'docx:MS Word 2007 XML' : 'pdf:writer_pdf_Export'
  execFileSync('soffice', [`-env:UserInstallation=file://${profileDir}`, '--headless', '--convert-to', filter, '--outdir', folder, source], {
    stdio: 'pipe',
    timeout: 180_000,
  })
  return readFileSync(source.replace(/\.[a-z]+$/, `.${target}`))
}
