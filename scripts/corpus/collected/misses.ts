// The tuning set's experience and education misses of the collected corpus, sorted into classes
// (what differs between an expected entry and the imported entry nearest to it), so that rules
// are written for a class, not for a document. Reads only the tuning set: the report set's misses
// are never looked at (README.md).
//   npx tsx --tsconfig tsconfig.node.json scripts/corpus/collected/misses.ts [--field education|experience] [--show <class>]
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { createParseService } from '#server/features/parse/parse.service'
import type { CollectedEntry } from '../../../tests/fixtures/cvs/collected/entry'
// The bench's own matching (one home for it): a miss here is a miss there.
import { degreeKey, norm, sameSchool } from '../../../tests/fixtures/cvs/score-import'

const RENDERED = new URL('../../../tests/fixtures/cvs/collected/rendered/', import.meta.url).pathname
const args = process.argv.slice(2)
const field = args.includes('--field') ? args[args.indexOf('--field') + 1] : 'education'
const show = args.includes('--show') ? args[args.indexOf('--show') + 1] : ''

// `place`: the town imported beside the school, which the bench accepts as part of its name.
type Item = { head: string; organisation: string; place: string; start: string; end: string }

function classify(expected: Item, got: readonly Item[]): string {
  // Organisations as the bench compares them: a school with its town is the same school.
  const sameOrganisation = (item: Item): boolean =>
    field === 'education' ? sameSchool(expected.organisation, item.organisation, item.place) : norm(item.organisation) === norm(expected.organisation)
  const same = (a: string, b: string): boolean => a === b
  if (got.some((item) => same(item.head, expected.head) && sameOrganisation(item) && item.end === expected.end)) return 'ok'
  const sameText = got.find((item) => same(item.head, expected.head) && sameOrganisation(item))
  if (sameText)
    return expected.end.length === 4 && sameText.end.startsWith(expected.end) ? 'date: month for a year' : expected.end === '' ? 'date: end where none' : sameText.end === '' ? 'date: end lost' : 'date: other'
  // The entry at the same dates (an ongoing one has only its start).
  const sameWhen = got.filter((item) => item.end === expected.end && item.start === expected.start && `${item.start}${item.end}` !== '')
  if (sameWhen.some(sameOrganisation)) return field === 'education' ? 'degree text' : 'title text'
  if (sameWhen.some((item) => same(item.head, expected.head))) return field === 'education' ? 'school text' : 'company text'
  // An organisation as a head key (education's heads are sorted word sets).
  const asHead = (text: string): string => (field === 'education' ? degreeKey(text, '') : norm(text))
  if (sameWhen.some((item) => same(item.head, asHead(expected.organisation)) || same(asHead(item.organisation), expected.head))) return 'swapped'
  const inHead = (head: string): boolean => asHead(expected.organisation).split(' ').every((word) => head.split(' ').includes(word))
  if (sameWhen.some((item) => item.organisation === '' && (expected.organisation === '' || inHead(item.head)))) return 'organisation merged into the head'
  if (sameWhen.length > 0) return 'both texts'
  return 'missing'
}

async function main(): Promise<void> {
  const service = createParseService()
  await service.warmUp()
  const counts = new Map<string, number>()
  let extra = 0
  for (const file of readdirSync(RENDERED).filter((name) => name.endsWith('.expected.json'))) {
    const entry = JSON.parse(readFileSync(join(RENDERED, file), 'utf8')) as CollectedEntry
    if (entry.set !== 'tune') continue
    const data = readFileSync(join(RENDERED, entry.file))
    // Under load the pool's time limit may refuse a file: counted, not classified.
    const cv = await service.parseCvFile({ filename: entry.file, mimetype: '', data }, 'any').catch(() => null)
    if (!cv) {
      counts.set('refused (time limit)', (counts.get('refused (time limit)') ?? 0) + 1)
      continue
    }
    const expected: Item[] =
      field === 'education'
        ? entry.expected.education.map((item) => ({ head: degreeKey(item.degree, item.field), organisation: item.institution, place: '', start: item.startDate, end: item.endDate }))
        : entry.expected.experience.map((item) => ({ head: norm(item.title), organisation: norm(item.company), place: '', start: item.startDate, end: item.endDate }))
    const got: Item[] =
      field === 'education'
        ? cv.education.map((item) => ({ head: degreeKey(item.degree, item.field), organisation: item.institution, place: item.location, start: item.startDate, end: item.endDate }))
        : cv.experience.map((item) => ({ head: norm(item.title), organisation: norm(item.company), place: '', start: item.startDate, end: item.current ? '' : item.endDate }))
    for (const item of expected) {
      const kind = classify(item, got)
      counts.set(kind, (counts.get(kind) ?? 0) + 1)
      if (kind === show) console.log(`${entry.id}\n  expected ${JSON.stringify(item)}\n  got      ${JSON.stringify(got.filter((other) => other.end === item.end || other.organisation === item.organisation))}`)
    }
    extra += Math.max(0, got.length - expected.length)
  }
  await service.close()
  console.log(`tuning set, ${field}:`, Object.fromEntries([...counts.entries()].sort((a, b) => b[1] - a[1])), `imported beyond the expected count: ${extra}`)
}

await main()
