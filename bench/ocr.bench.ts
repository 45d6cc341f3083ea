// npm run bench:ocr — scans and photos of our own letters and CVs (scripts/scans/make-scans.ts,
// `--set bench`, written to data/scans/ on the first run) read through the upload path: the parse
// service and its CPU worker pool, as a request would. Prints:
//   - word recall against the source text, scans and photos apart, and how many were read at all;
//   - ZeugnisCheck's category on the recognised text against the same letter's typed text;
//   - CV-field F1 of CVs scanned to image-only PDFs against the same CVs' text-layer PDFs;
//   - seconds per page (p50 / p95) from upload to text, and CPU seconds per page (the process's,
//     worker threads included; scans are read one at a time, so it is the page's own cost, which
//     the machine's load does not inflate as it does wall time);
//   - GET /api/health p50 / p95 while four scans are read at once.
// Targets are issue 23's; figures depend on the machine's load (`uptime` is printed).
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'
import type { ZeugnisCategory } from '#shared/api/zeugnis'
import type { CvData } from '#shared/cv/cv.schema'
import { createBuiltinEngine } from '#server/ai/engine'
import { createParseService } from '#server/features/parse/parse.service'
import type { UploadFile } from '#server/import/files/detect-file-type'
import { add, emptyCounts, FIELDS, metrics, OVERALL_FIELDS, percentile, score, type Counts, type ExpectedImport } from '#tests/fixtures/cvs/score-import'
import { wordRecall } from '#tests/fixtures/scans/word-recall'
import { buildTestApp } from '#tests/setup/build-test-app'

/** A row of data/scans/manifest.json (scripts/scans/make-scans.ts). */
type ScanSpec = { name: string; source: string; kind: 'letter' | 'cv'; variant: string }

const ROOT = path.resolve(import.meta.dirname, '..')
const SCANS = path.join(ROOT, 'data/scans')
const round3 = (value: number) => Math.round(value * 1000) / 1000
const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length)

if (!existsSync(path.join(SCANS, 'manifest.json'))) {
  console.log('Making the bench set (data/scans/) …')
  execFileSync('npx', ['tsx', '--tsconfig', 'tsconfig.node.json', 'scripts/scans/make-scans.ts', '--set', 'bench'], { cwd: ROOT, stdio: 'inherit' })
}
const manifest = JSON.parse(readFileSync(path.join(SCANS, 'manifest.json'), 'utf8')) as ScanSpec[]
const upload = (name: string): UploadFile => ({
  filename: name,
  mimetype: name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
  data: readFileSync(path.join(SCANS, name)),
})

// `--health-only`: only the last table (the event loop while scans are read); `--cvs-only`: only
// the CVs' tables and the seconds of their pages.
const isHealthOnly = process.argv.includes('--health-only')
const isCvsOnly = process.argv.includes('--cvs-only')
const parse = createParseService()
const engine = createBuiltinEngine()
await parse.warmUp()
const secondsPerPage: number[] = []
const cpuSecondsPerPage: number[] = []
const cpuSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1e6
}

// Letters: recall, read rate, ZeugnisCheck category on the scan vs. on the typed text.
type LetterRow = { name: string; variant: string; recall: number; isRead: boolean; typed: ZeugnisCategory; scanned: ZeugnisCategory | 'not read'; seconds: number }
const letters: LetterRow[] = []
for (const spec of manifest.filter((entry) => entry.kind === 'letter' && !isHealthOnly && !isCvsOnly)) {
  const source = readFileSync(path.join(ROOT, spec.source), 'utf8')
  const typed = (await engine.zeugnisCheck({ referenceLetterText: source, jurisdiction: jurisdictionOf(spec.source) }, 'de')).overall_category
  const started = performance.now()
  const cpuStarted = process.cpuUsage()
  try {
    const read = await parse.extractFileText(upload(spec.name), { language: 'de' })
    const seconds = (performance.now() - started) / 1000
    secondsPerPage.push(seconds / (read.ocr?.pages ?? 1))
    cpuSecondsPerPage.push(cpuSince(cpuStarted) / (read.ocr?.pages ?? 1))
    const scanned = (await engine.zeugnisCheck({ referenceLetterText: read.text, jurisdiction: jurisdictionOf(spec.source) }, 'de')).overall_category
    letters.push({ name: spec.name, variant: spec.variant, recall: wordRecall(source, read.text), isRead: true, typed, scanned, seconds })
  } catch (error) {
    letters.push({ name: spec.name, variant: spec.variant, recall: 0, isRead: false, typed, scanned: 'not read', seconds: (performance.now() - started) / 1000 })
    console.log(`${spec.name}: ${(error as Error).message}`)
  }
}

function jurisdictionOf(source: string): 'DE' | 'AT' | 'CH' {
  const country = path.basename(source).slice(0, 2)
  return country === 'at' ? 'AT' : country === 'ch' ? 'CH' : 'DE'
}

console.log(`\nuptime load average: ${loadavg().map((value) => value.toFixed(2)).join(' ')}\n`)
console.log('Reference letters, one row each')
console.table(letters.map((row) => ({ ...row, recall: round3(row.recall), seconds: round3(row.seconds) })))
const byKind = (kind: 'scan' | 'photo') => letters.filter((row) => (kind === 'photo' ? row.variant === 'photo' : row.variant !== 'photo'))
console.log('Reference letters (scans include the upside-down ones)')
console.table(
  Object.fromEntries(
    (['scan', 'photo'] as const).map((kind) => {
      const rows = byKind(kind)
      return [
        kind,
        {
          letters: rows.length,
          'read (share)': round3(rows.filter((row) => row.isRead).length / Math.max(1, rows.length)),
          'word recall (mean)': round3(mean(rows.map((row) => row.recall))),
          'word recall (min)': round3(Math.min(...rows.map((row) => row.recall))),
          'category as typed (share)': round3(rows.filter((row) => row.scanned === row.typed).length / Math.max(1, rows.length)),
          target: kind === 'scan' ? 'read ≥ 0.98, recall ≥ 0.97, category within 0.02' : 'read ≥ 0.95, recall ≥ 0.95, category within 0.04',
        },
      ]
    }),
  ),
)

// CVs: field F1 of the scanned PDF against the text-layer PDF it was made from.
const scannedCounts = new Map(FIELDS.map((field) => [field, emptyCounts()]))
const typedCounts = new Map(FIELDS.map((field) => [field, emptyCounts()]))
const cvRows: Array<Record<string, unknown>> = []
for (const spec of manifest.filter((entry) => entry.kind === 'cv' && entry.variant === 'image-pdf' && !isHealthOnly)) {
  const sourcePdf = path.join(ROOT, spec.source)
  const expected = (JSON.parse(readFileSync(sourcePdf.replace(/\.pdf$/, '.expected.json'), 'utf8')) as { expected: ExpectedImport }).expected
  const typed = await parse.importCvFile({ filename: 'cv.pdf', mimetype: 'application/pdf', data: readFileSync(sourcePdf) }, 'cv')
  const started = performance.now()
  const cpuStarted = process.cpuUsage()
  let cv: CvData | null = null
  let pages = 1
  try {
    const imported = await parse.importCvFile(upload(spec.name), 'cv', { language: 'de' })
    cv = imported.cv
    pages = imported.ocr?.pages ?? 1
  } catch (error) {
    console.log(`${spec.name}: ${(error as Error).message}`)
  }
  const seconds = (performance.now() - started) / 1000
  secondsPerPage.push(seconds / pages)
  cpuSecondsPerPage.push(cpuSince(cpuStarted) / pages)
  const typedScores = score(expected, typed.cv)
  const scannedScores = cv ? score(expected, cv) : null
  const overall = (scores: Record<string, Counts> | null) => {
    if (!scores) return 0
    const total = emptyCounts()
    for (const field of OVERALL_FIELDS) add(total, scores[field] as Counts)
    return round3(metrics(total).f1)
  }
  for (const field of FIELDS) {
    add(typedCounts.get(field) as Counts, typedScores[field])
    if (scannedScores) add(scannedCounts.get(field) as Counts, scannedScores[field])
    else add(scannedCounts.get(field) as Counts, { tp: 0, fp: 0, fn: typedScores[field].tp + typedScores[field].fn })
  }
  cvRows.push({ cv: spec.name, pages, 'F1 text layer': overall(typedScores), 'F1 scanned': overall(scannedScores), seconds: round3(seconds) })
}
console.log('CVs scanned to image-only PDFs, one row each (F1 over name, e-mail, phone, experience, education, skills)')
console.table(cvRows)
console.log('CV-field F1: text-layer PDF vs. the same CV scanned (target: within 0.05)')
console.table(
  Object.fromEntries(
    [...FIELDS, 'overall' as const].map((field) => {
      const sum = (counts: Map<string, Counts>) => {
        if (field !== 'overall') return counts.get(field) as Counts
        const total = emptyCounts()
        for (const name of OVERALL_FIELDS) add(total, counts.get(name) as Counts)
        return total
      }
      const typedF1 = metrics(sum(typedCounts)).f1
      const scannedF1 = metrics(sum(scannedCounts)).f1
      return [field, { 'text layer': round3(typedF1), scanned: round3(scannedF1), difference: round3(scannedF1 - typedF1) }]
    }),
  ),
)
console.log('Seconds per page, upload to text (target: p95 ≤ 8 s for a one-page scan)')
console.table({
  'wall seconds': { count: secondsPerPage.length, p50: round3(percentile(secondsPerPage, 50)), p95: round3(percentile(secondsPerPage, 95)) },
  'CPU seconds': { count: cpuSecondsPerPage.length, p50: round3(percentile(cpuSecondsPerPage, 50)), p95: round3(percentile(cpuSecondsPerPage, 95)) },
})
await parse.close()

// /api/health while four scans are read through the HTTP route.
const app = await buildTestApp()
await app.app.listen({ port: 0, host: '127.0.0.1' })
const address = app.app.server.address()
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
const photo = manifest.find((entry) => entry.variant === 'photo') ?? manifest[0]
const body = () => {
  const form = new FormData()
  form.append('file', new Blob([readFileSync(path.join(SCANS, photo?.name ?? ''))], { type: 'image/jpeg' }), 'zeugnis.jpg')
  return form
}
const health: number[] = []
let isReading = true
// The first request of a fresh app compiles its handlers: not part of the figure.
await fetch(`${base}/api/health`).then((response) => response.arrayBuffer())
const scans = Promise.all(
  Array.from({ length: 4 }, () => fetch(`${base}/api/parse`, { method: 'POST', body: body(), headers: { origin: base } }).then((response) => response.status)),
).finally(() => {
  isReading = false
})
while (isReading) {
  const started = performance.now()
  await fetch(`${base}/api/health`).then((response) => response.arrayBuffer())
  health.push(performance.now() - started)
  await new Promise((resolve) => setTimeout(resolve, 50))
}
const statuses = await scans
console.log('GET /api/health while four scans are read (target: p95 < 100 ms)')
console.table({ health: { requests: health.length, 'p50 ms': round3(percentile(health, 50)), 'p95 ms': round3(percentile(health, 95)), 'scan answers': statuses.join(' ') } })
await app.close()
