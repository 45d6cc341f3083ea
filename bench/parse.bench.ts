// CV import quality and speed on the corpus of tests/fixtures/cvs.
//   npx tsx bench/parse.bench.ts [--verbose] [--filter <text>] [--runs <n>]
// Prints precision / recall / F1 per field and per format, and latency p50 / p95 of the whole
// upload path (type check, worker extraction, parsing) with warm workers.

import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { CvData } from '#shared/cv/cv.schema'
import { createParseService } from '#server/features/parse/parse.service'
import type { CorpusEntry } from '#tests/fixtures/cvs/generate'

const CORPUS = new URL('../tests/fixtures/cvs/corpus/', import.meta.url).pathname
const args = process.argv.slice(2)
const isVerbose = args.includes('--verbose')
const filter = args.includes('--filter') ? (args[args.indexOf('--filter') + 1] ?? '') : ''
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 5

type Counts = { tp: number; fp: number; fn: number }
const FIELDS = [
  'name',
  'email',
  'phone',
  'experience',
  'education',
  'skills',
  'title',
  'location',
  'languages',
  'bullets',
] as const
type Field = (typeof FIELDS)[number]
// "overall" is the micro-average of the fields the targets name.
const OVERALL_FIELDS: readonly Field[] = ['name', 'email', 'phone', 'experience', 'education', 'skills']

const norm = (text: string): string =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.;:|-]+|[\s,.;:|-]+$/g, '')
const tokens = (text: string): string =>
  [
    ...new Set(
      norm(text)
        .split(/[\s,()/]+/)
        .filter((token) => token !== ''),
    ),
  ]
    .sort()
    .join(' ')
const digits = (text: string): string => text.replace(/\D/g, '')

function scoreSingle(expected: string, predicted: string, same: (a: string, b: string) => boolean): Counts {
  const hasExpected = expected !== ''
  const hasPredicted = predicted !== ''
  const isMatch = hasExpected && hasPredicted && same(expected, predicted)
  return { tp: isMatch ? 1 : 0, fp: hasPredicted && !isMatch ? 1 : 0, fn: hasExpected && !isMatch ? 1 : 0 }
}

function scoreSets(expected: string[], predicted: string[]): Counts {
  const remaining = [...expected]
  let tp = 0
  for (const key of predicted) {
    const index = remaining.indexOf(key)
    if (index >= 0) {
      tp += 1
      remaining.splice(index, 1)
    }
  }
  return { tp, fp: predicted.length - tp, fn: expected.length - tp }
}

function score(entry: CorpusEntry, cv: CvData): Record<Field, Counts> {
  const expected = entry.expected
  const experienceKey = (title: string, company: string, start: string, end: string): string =>
    [norm(title), norm(company), start, end].join('|')
  const educationKey = (institution: string, degree: string, field: string, end: string): string =>
    [norm(institution), tokens(`${degree} ${field}`), end].join('|')
  return {
    name: scoreSingle(expected.fullName, cv.personal.fullName, (a, b) => norm(a) === norm(b)),
    email: scoreSingle(expected.email, cv.personal.email, (a, b) => norm(a) === norm(b)),
    phone: scoreSingle(expected.phone, cv.personal.phone, (a, b) => digits(a) === digits(b)),
    title: scoreSingle(expected.title, cv.personal.title, (a, b) => norm(a) === norm(b)),
    location: scoreSingle(
      expected.location,
      cv.personal.location,
      (a, b) => norm(b).includes(norm(a)) || norm(a).includes(norm(b)),
    ),
    experience: scoreSets(
      expected.experience.map((item) =>
        experienceKey(item.title, item.company, item.startDate, item.endDate),
      ),
      cv.experience.map((item) =>
        experienceKey(item.title, item.company, item.startDate, item.current ? '' : item.endDate),
      ),
    ),
    education: scoreSets(
      expected.education.map((item) => educationKey(item.institution, item.degree, item.field, item.endDate)),
      cv.education.map((item) => educationKey(item.institution, item.degree, item.field, item.endDate)),
    ),
    skills: scoreSets(
      [...new Set(expected.skills.flatMap((group) => group.items).map(norm))],
      [...new Set(cv.skills.flatMap((group) => group.items.map((item) => item.name)).map(norm))],
    ),
    // Every experience bullet as one string: a wrapped line split off, or two bullets glued, both miss.
    bullets: scoreSets(
      expected.experience.flatMap((item) => item.bullets.map(norm)),
      cv.experience.flatMap((item) => item.bullets.map(norm)),
    ),
    languages: scoreSets(
      expected.languages.map((item) => `${norm(item.name)}|${item.level}`),
      cv.languages.map((item) => `${norm(item.name)}|${item.level}`),
    ),
  }
}

const add = (into: Counts, from: Counts): void => {
  into.tp += from.tp
  into.fp += from.fp
  into.fn += from.fn
}
const metrics = (counts: Counts): { precision: number; recall: number; f1: number } => {
  const precision = counts.tp + counts.fp === 0 ? 1 : counts.tp / (counts.tp + counts.fp)
  const recall = counts.tp + counts.fn === 0 ? 1 : counts.tp / (counts.tp + counts.fn)
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall)
  return { precision: round(precision), recall: round(recall), f1: round(f1) }
}
const round = (value: number): number => Math.round(value * 1000) / 1000
const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0)
}
const emptyCounts = (): Counts => ({ tp: 0, fp: 0, fn: 0 })

function pageCount(data: Buffer): number {
  return (data.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length
}

async function main(): Promise<void> {
  const entries = readdirSync(CORPUS)
    .filter((name) => name.endsWith('.expected.json'))
    .map((name) => JSON.parse(readFileSync(join(CORPUS, name), 'utf8')) as CorpusEntry)
    .filter((entry) => filter === '' || entry.id.includes(filter))
  const service = createParseService()
  await service.warmUp()

  const byField = new Map<Field, Counts>(FIELDS.map((field) => [field, emptyCounts()]))
  const byFormat = new Map<string, Map<Field | 'overall', Counts>>()
  const bySet = new Map<string, Map<Field | 'overall', Counts>>()
  const latency = new Map<string, number[]>()
  for (const entry of entries) {
    const data = readFileSync(join(CORPUS, entry.file))
    const file = { filename: entry.file, mimetype: '', data }
    let cv: CvData | null = null
    const times: number[] = []
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now()
      cv = await service.parseCvFile(file, 'any')
      times.push(performance.now() - started)
    }
    if (!cv) continue
    const pages = entry.format.startsWith('pdf') ? pageCount(data) : 0
    const latencyKeys = [entry.format, 'all', ...(pages >= 2 ? ['pdf 2+ pages'] : [])]
    for (const key of latencyKeys) latency.set(key, [...(latency.get(key) ?? []), ...times])
    const scores = score(entry, cv)
    const formatCounts = byFormat.get(entry.format) ?? new Map<Field | 'overall', Counts>()
    byFormat.set(entry.format, formatCounts)
    for (const field of FIELDS) {
      add(byField.get(field) as Counts, scores[field])
      const counts = formatCounts.get(field) ?? emptyCounts()
      add(counts, scores[field])
      formatCounts.set(field, counts)
    }
    const overall = formatCounts.get('overall') ?? emptyCounts()
    for (const field of OVERALL_FIELDS) add(overall, scores[field])
    formatCounts.set('overall', overall)
    const setCounts = bySet.get(entry.set) ?? new Map<Field | 'overall', Counts>()
    bySet.set(entry.set, setCounts)
    for (const field of [...FIELDS, 'overall' as const]) {
      const counts = setCounts.get(field) ?? emptyCounts()
      if (field === 'overall') for (const part of OVERALL_FIELDS) add(counts, scores[part])
      else add(counts, scores[field])
      setCounts.set(field, counts)
    }
    if (isVerbose) report(entry, cv, scores)
  }
  await service.close()

  const overall = emptyCounts()
  for (const field of OVERALL_FIELDS) add(overall, byField.get(field) as Counts)
  console.log(`\nCV import on ${entries.length} CVs (${runs} runs each)\n`)
  console.table(
    Object.fromEntries([
      ...FIELDS.map((field) => [field, metrics(byField.get(field) as Counts)] as const),
      ['overall', metrics(overall)],
    ]),
  )
  console.log('F1 per format')
  console.table(
    Object.fromEntries(
      [...byFormat.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([format, counts]) => [
          format,
          Object.fromEntries(
            [...OVERALL_FIELDS, 'overall' as const].map((field) => [
              field,
              metrics(counts.get(field) ?? emptyCounts()).f1,
            ]),
          ),
        ]),
    ),
  )
  // The held-out CVs were written after the first tuning round, in layouts the parser had not
  // seen. Their first score (overall 0.892; experience 0.667, education 0.706, name 0.909) is the
  // honest estimate for unseen CVs; general fixes made after it count them as tuning data too.
  console.log('F1 per set (tuning: first round; holdout: written afterwards, first scored 0.892 overall)')
  console.table(
    Object.fromEntries(
      [...bySet.entries()].map(([set, counts]) => [
        `${set} (${entries.filter((entry) => entry.set === set).length})`,
        Object.fromEntries(
          [...FIELDS, 'overall' as const].map((field) => [
            field,
            metrics(counts.get(field) ?? emptyCounts()).f1,
          ]),
        ),
      ]),
    ),
  )
  console.log('Latency of parseCvFile (ms, warm workers)')
  console.table(
    Object.fromEntries(
      [...latency.entries()].map(([key, values]) => [
        key,
        { samples: values.length, p50: percentile(values, 50), p95: percentile(values, 95) },
      ]),
    ),
  )
}

function report(entry: CorpusEntry, cv: CvData, scores: Record<Field, Counts>): void {
  const misses = FIELDS.filter((field) => scores[field].fp > 0 || scores[field].fn > 0)
  if (misses.length === 0) return
  console.log(`\n## ${entry.id} (${entry.format}) misses: ${misses.join(', ')}`)
  for (const field of misses) {
    if (field === 'experience') {
      console.log(
        '  expected:',
        entry.expected.experience.map(
          (item) => `${item.title} | ${item.company} | ${item.startDate}–${item.endDate}`,
        ),
      )
      console.log(
        '  got     :',
        cv.experience.map(
          (item) => `${item.title} | ${item.company} | ${item.startDate}–${item.current ? '' : item.endDate}`,
        ),
      )
    } else if (field === 'education') {
      console.log(
        '  expected:',
        entry.expected.education.map(
          (item) => `${item.degree} ${item.field} | ${item.institution} | ${item.endDate}`,
        ),
      )
      console.log(
        '  got     :',
        cv.education.map((item) => `${item.degree} ${item.field} | ${item.institution} | ${item.endDate}`),
      )
    } else if (field === 'skills') {
      console.log('  expected:', entry.expected.skills.flatMap((group) => group.items).join(' ; '))
      console.log(
        '  got     :',
        cv.skills.flatMap((group) => group.items.map((item) => item.name)).join(' ; '),
      )
    } else if (field === 'bullets') {
      console.log('  expected:', entry.expected.experience.flatMap((item) => item.bullets).join(' ; '))
      console.log('  got     :', cv.experience.flatMap((item) => item.bullets).join(' ; '))
    } else if (field === 'languages') {
      console.log(
        '  expected:',
        entry.expected.languages.map((item) => `${item.name}:${item.level}`).join(' ; '),
      )
      console.log('  got     :', cv.languages.map((item) => `${item.name}:${item.level}`).join(' ; '))
    } else {
      const expectedValue = {
        name: entry.expected.fullName,
        email: entry.expected.email,
        phone: entry.expected.phone,
        title: entry.expected.title,
        location: entry.expected.location,
      }[field]
      const got = {
        name: cv.personal.fullName,
        email: cv.personal.email,
        phone: cv.personal.phone,
        title: cv.personal.title,
        location: cv.personal.location,
      }[field]
      console.log(`  ${field}: expected "${expectedValue}" got "${got}"`)
    }
  }
}

await main()
