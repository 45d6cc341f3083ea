// Scanned and photographed test documents made from our own typed letters and CVs (issue 23):
// a letter is printed to PDF by Chromium, every document is rasterised (pdftoppm) and degraded as
// scanners and phones do with ImageMagick: grey, a rotation of 1–3°, noise, blur, JPEG 70–80 %,
// and for phone photos a perspective and a light gradient. One scan is upside down, one PDF is
// image-only, one mixes a typed page with a scanned one.
//
//   npx tsx --tsconfig tsconfig.node.json scripts/scans/make-scans.ts [--set fixtures|bench] [--out DIR]
//
// `fixtures` (default) writes the small set committed in tests/fixtures/scans/; `bench` writes the
// larger set `npm run bench:ocr` reads into data/scans/ (not committed). Needs Chromium
// (/usr/bin/chromium or CHROMIUM_PATH), poppler-utils (pdftoppm, pdfunite), ImageMagick 6 with
// PDF writing allowed in /etc/ImageMagick-6/policy.xml, and for the HEIC photo libheif's heif-enc
// (Debian: libheif-examples).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'

const ROOT = path.resolve(import.meta.dirname, '../..')
const LETTERS_DIR = path.join(ROOT, 'tests/fixtures/zeugnis')
const CVS_DIR = path.join(ROOT, 'tests/fixtures/cvs/corpus')
const COLLECTED_DIR = 'tests/fixtures/cvs/collected/rendered'
/** A CV by its corpus name, or by its path from the repository's root. */
const cvPdf = (cv: string) => (cv.includes('/') ? path.join(ROOT, `${cv}.pdf`) : path.join(CVS_DIR, `${cv}.pdf`))
// The real ImageMagick: a `convert` earlier in PATH may be a stand-in.
const CONVERT = existsSync('/usr/bin/convert') ? '/usr/bin/convert' : 'convert'

type Variant = 'scan' | 'photo' | 'upside-down'
export type ScanSpec = { name: string; source: string; kind: 'letter' | 'cv'; variant: Variant | 'image-pdf' | 'mixed-pdf' | 'heic' }

const FIXTURE_SET = {
  letters: [
    ['de-01-sehr-gut-entwickler', 'scan'],
    ['de-03-befriedigend-sachbearbeiter', 'photo'],
    ['ch-02-gut-sie', 'upside-down'],
  ] as Array<[string, Variant]>,
  imagePdfCvs: ['de-controller-muenchen--sidebar-left-long'],
  mixed: [['en-swe-senior--classic', 'de-08-kassierer-gut']] as Array<[string, string]>,
  // An iPhone's HEIC photo: the phone photo of a letter, smaller (1240 px wide) to stay small.
  heic: ['de-02-gut-marketing'],
}

const BENCH_SET = {
  letters: [
    'de-01-sehr-gut-entwickler', 'de-02-gut-marketing', 'de-03-befriedigend-sachbearbeiter', 'de-05-mangelhaft-lager',
    'de-12-teamleiterin-gut', 'de-36-verkaeuferin-befriedigend', 'at-01-dienstzeugnis-sehr-gut', 'ch-03-befriedigend',
  ].flatMap((name, index): Array<[string, Variant]> => [[name, 'scan'], [name, index % 4 === 3 ? 'upside-down' : 'photo']]),
  imagePdfCvs: [
    'de-controller-muenchen--sidebar-left-long', 'de-bankkaufmann-timeline--timeline', 'en-swe-senior--classic',
    'fr-data-ingenieure--classic', 'es-desarrollador-madrid--modern',
    // CVs other people wrote, printed through third-party themes (the collected corpus's tuning
    // set, one or two pages each: the scan keeps two pages at most).
    ...['de-98978242--macchiato-letter', 'en-47f74ec5--straightforward-letter', 'es-4d1cf7f7--paper-a4', 'fr-d2001c51--short-a4', 'pl-b9248194--caffeine-letter']
      .map((id) => `${COLLECTED_DIR}/${id}`),
  ],
  mixed: [] as Array<[string, string]>,
  heic: [] as string[],
}

function run(command: string, args: string[]): void {
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] })
}

function letterHtml(text: string): string {
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  const paragraphs = text.split(/\n\s*\n/).map((block) => `<p>${escape(block).replace(/\n/g, '<br>')}</p>`)
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: A4; margin: 25mm 22mm 20mm 25mm }
body { font: 11pt/1.45 "DejaVu Serif", Georgia, serif; color: #111 }
p { margin: 0 0 9pt 0; text-align: justify; hyphens: manual }
</style></head><body>${paragraphs.join('\n')}</body></html>`
}

/** Degrades one greyscale page image as a flatbed scanner or a phone camera would. */
function degrade(input: string, output: string, variant: Variant, seed: number): void {
  const angle = ((seed % 5) * 0.5 + 1) * (seed % 2 === 0 ? 1 : -1)
  const common = ['-seed', String(seed), '-colorspace', 'Gray']
  if (variant === 'photo') {
    run(CONVERT, [
      input, ...common,
      // A lamp to one side: the page darkens by a third towards the far corner.
      '(', '+clone', '-sparse-color', 'Barycentric', '0,0 gray(100%) %w,%h gray(66%)', ')',
      '-compose', 'Multiply', '-composite',
      '-virtual-pixel', 'white', '-distort', 'Perspective',
      '0,0 40,60  %[fx:w-1],0 %[fx:w-70],20  0,%[fx:h-1] 20,%[fx:h-50]  %[fx:w-1],%[fx:h-1] %[fx:w-30],%[fx:h-90]',
      '-background', 'white', '-rotate', String(angle),
      '-attenuate', '0.35', '+noise', 'Gaussian', '-blur', '0x0.8', '-quality', '72', output,
    ])
    return
  }
  const turn = variant === 'upside-down' ? 180 + angle : angle
  run(CONVERT, [input, ...common, '-background', 'white', '-rotate', String(turn), '-attenuate', '0.25', '+noise', 'Gaussian', '-blur', '0x0.5', '-quality', '78', output])
}

async function printLetters(names: readonly string[], work: string): Promise<Map<string, string>> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
  const pdfs = new Map<string, string>()
  try {
    const page = await browser.newPage()
    for (const name of names) {
      await page.setContent(letterHtml(readFileSync(path.join(LETTERS_DIR, `${name}.txt`), 'utf8')))
      const pdf = path.join(work, `${name}.pdf`)
      writeFileSync(pdf, await page.pdf({ preferCSSPageSize: true }))
      pdfs.set(name, pdf)
    }
  } finally {
    await browser.close()
  }
  return pdfs
}

function rasterise(pdf: string, work: string, dpi: number, firstPageOnly: boolean): string[] {
  const prefix = path.join(work, `${path.basename(pdf, '.pdf')}-${dpi}`)
  run('pdftoppm', ['-r', String(dpi), '-gray', '-png', ...(firstPageOnly ? ['-f', '1', '-l', '1'] : []), pdf, prefix])
  return readdirSync(work)
    .filter((file) => file.startsWith(path.basename(prefix)) && file.endsWith('.png'))
    .sort()
    .map((file) => path.join(work, file))
}

async function main(): Promise<void> {
  const argument = (name: string) => {
    const index = process.argv.indexOf(name)
    return index >= 0 ? process.argv[index + 1] : undefined
  }
  const setName = argument('--set') ?? 'fixtures'
  const set = setName === 'bench' ? BENCH_SET : FIXTURE_SET
  const out = path.resolve(argument('--out') ?? path.join(ROOT, setName === 'bench' ? 'data/scans' : 'tests/fixtures/scans'))
  mkdirSync(out, { recursive: true })
  const work = mkdtempSync(path.join(tmpdir(), 'scans-'))
  const manifest: ScanSpec[] = []
  try {
    const letterNames = [...new Set([...set.letters.map(([name]) => name), ...set.mixed.map(([, letter]) => letter), ...set.heic])]
    const letterPdfs = await printLetters(letterNames, work)
    let seed = 1
    for (const [name, variant] of set.letters) {
      const [page] = rasterise(letterPdfs.get(name) as string, work, 200, true)
      const file = `${name}.${variant}.jpg`
      degrade(page as string, path.join(out, file), variant, seed++)
      manifest.push({ name: file, source: `tests/fixtures/zeugnis/${name}.txt`, kind: 'letter', variant })
    }
    for (const cv of set.imagePdfCvs) {
      const pages = rasterise(cvPdf(cv), work, 150, false).slice(0, 2)
      const scanned = pages.map((page, index) => {
        const jpeg = page.replace(/\.png$/, '.scan.jpg')
        degrade(page, jpeg, 'scan', seed + index)
        return jpeg
      })
      seed += pages.length
      const file = `${path.basename(cv)}.scanned.pdf`
      run(CONVERT, [...scanned, '-density', '150', '-units', 'PixelsPerInch', '-compress', 'jpeg', '-quality', '75', path.join(out, file)])
      manifest.push({ name: file, source: path.relative(ROOT, cvPdf(cv)), kind: 'cv', variant: 'image-pdf' })
    }
    for (const [cv, letter] of set.mixed) {
      const [page] = rasterise(letterPdfs.get(letter) as string, work, 150, true)
      const jpeg = path.join(work, `${letter}.mixed.jpg`)
      degrade(page as string, jpeg, 'scan', seed++)
      const scannedPdf = path.join(work, `${letter}.scanned.pdf`)
      run(CONVERT, [jpeg, '-density', '150', '-units', 'PixelsPerInch', '-compress', 'jpeg', '-quality', '75', scannedPdf])
      const file = `${cv}+${letter}.mixed.pdf`
      run('pdfunite', [path.join(CVS_DIR, `${cv}.pdf`), scannedPdf, path.join(out, file)])
      manifest.push({ name: file, source: `tests/fixtures/cvs/corpus/${cv}.pdf + tests/fixtures/zeugnis/${letter}.txt`, kind: 'cv', variant: 'mixed-pdf' })
    }
    for (const letter of set.heic) {
      const [page] = rasterise(letterPdfs.get(letter) as string, work, 150, true)
      const jpeg = path.join(work, `${letter}.heic-source.jpg`)
      degrade(page as string, jpeg, 'photo', seed++)
      const file = `${letter}.photo.heic`
      // libheif's encoder (Debian: libheif-examples) with x265.
      run('heif-enc', ['--quality', '45', jpeg, '--output', path.join(out, file)])
      manifest.push({ name: file, source: `tests/fixtures/zeugnis/${letter}.txt`, kind: 'letter', variant: 'heic' })
    }
    writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    console.log(`${manifest.length} documents in ${path.relative(ROOT, out)}`)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

await main()
