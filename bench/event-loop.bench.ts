// Does CPU work leave the event loop free? (issue 13 "The event loop stays free")
// While 4 maximum-size POST /api/v2/cv/parse-text and 4 maximum-size POST /api/ai/zeugnis-check
// requests are in flight, GET /api/health is timed; target p95 < 100 ms. Needs `npm run build`
// (the bench server serves the built web app). Run: npm run bench:event-loop
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { MAX_PARSE_TEXT_CHARS } from '#shared/api/parse'
import { ZEUGNIS_MAX_CHARS } from '#shared/api/zeugnis'
import { startBenchServer } from './http.bench'

const HEAVY_EACH = 4
const DURATION_MS = 15_000
const HEALTH_TARGET_P95_MS = 100

// Realistic text, repeated to the largest size each route accepts.
const CV_BLOCK = `Maria Schneider
Senior Product Manager · maria.schneider@example.com · +49 170 1234567 · Berlin

Berufserfahrung
Senior Product Manager, Zalando SE, Berlin, 03/2019 – heute
- Führte das Checkout-Team mit 12 Entwicklern und steigerte die Conversion um 8 %
- Senkte die Kosten pro Bestellung um 0,12 € durch neue Zahlungsarten

Ausbildung
M.Sc. Wirtschaftsinformatik, Humboldt-Universität zu Berlin, 2012 – 2014

Kenntnisse
Product Discovery, SQL, Jira, Englisch (C1), Französisch (B2)
`
const ZEUGNIS_BLOCK =
  'Frau Maria Schneider war vom 01.03.2019 bis zum 31.12.2023 als Senior Product Managerin in unserem Unternehmen tätig. ' +
  'Sie erledigte die ihr übertragenen Aufgaben stets zu unserer vollsten Zufriedenheit. ' +
  'Ihr Verhalten gegenüber Vorgesetzten, Kollegen und Kunden war stets vorbildlich. ' +
  'Sie zeigte stets außerordentliche Eigeninitiative und ein weit überdurchschnittliches Engagement. '
const fill = (block: string, chars: number) => block.repeat(Math.ceil(chars / block.length)).slice(0, chars)

type Heavy = { name: string; url: string; body: string }

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

const round = (ms: number) => Math.round(ms * 10) / 10

export type EventLoopRow = {
  measured: string
  samples: number
  'p50 ms': number
  'p95 ms': number
  'max ms': number
}

/** Runs the load against a running bench server and prints the answers' status codes; returns the table. */
export async function benchEventLoop(baseUrl: string): Promise<EventLoopRow[]> {
  const server = { url: baseUrl }
  const heavy: Heavy[] = [
    ...Array.from({ length: HEAVY_EACH }, () => ({
      name: 'parse-text',
      url: `${server.url}/api/v2/cv/parse-text`,
      body: JSON.stringify({ text: fill(CV_BLOCK, MAX_PARSE_TEXT_CHARS) }),
    })),
    ...Array.from({ length: HEAVY_EACH }, () => ({
      name: 'zeugnis-check',
      url: `${server.url}/api/ai/zeugnis-check`,
      body: JSON.stringify({
        referenceLetterText: fill(ZEUGNIS_BLOCK, ZEUGNIS_MAX_CHARS),
        jurisdiction: 'DE',
      }),
    })),
  ]
  const headers = { 'content-type': 'application/json' }
  // Warm up: one of each, so that start-up is not measured.
  for (const job of [heavy[0]!, heavy[HEAVY_EACH]!])
    await fetch(job.url, { method: 'POST', headers, body: job.body })

  const stopAt = performance.now() + DURATION_MS
  const heavyTimes = new Map<string, number[]>()
  const statuses = new Map<string, number>()
  // Each of the 8 callers sends its maximum-size request again as soon as the last one is answered.
  const callers = heavy.map(async (job) => {
    while (performance.now() < stopAt) {
      const started = performance.now()
      const res = await fetch(job.url, { method: 'POST', headers, body: job.body })
      await res.arrayBuffer()
      const key = `${job.name} ${res.status}`
      statuses.set(key, (statuses.get(key) ?? 0) + 1)
      heavyTimes.set(job.name, [...(heavyTimes.get(job.name) ?? []), performance.now() - started])
    }
  })
  // One health check after another (a monitor would do this), from the first heavy request on.
  const health: number[] = []
  const monitor = (async () => {
    while (performance.now() < stopAt) {
      const started = performance.now()
      const res = await fetch(`${server.url}/api/health`)
      await res.arrayBuffer()
      health.push(performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })()
  await Promise.all([...callers, monitor])

  const rows: EventLoopRow[] = []
  const sortedHealth = [...health].sort((a, b) => a - b)
  rows.push({
    measured: 'GET /api/health during the load',
    samples: health.length,
    'p50 ms': round(percentile(sortedHealth, 50)),
    'p95 ms': round(percentile(sortedHealth, 95)),
    'max ms': round(sortedHealth.at(-1) ?? Number.NaN),
  })
  for (const [name, times] of heavyTimes) {
    const sorted = [...times].sort((a, b) => a - b)
    rows.push({
      measured: `POST ${name} (maximum size, ${HEAVY_EACH} at once)`,
      samples: times.length,
      'p50 ms': round(percentile(sorted, 50)),
      'p95 ms': round(percentile(sorted, 95)),
      'max ms': round(sorted.at(-1) ?? Number.NaN),
    })
  }
  console.table(Object.fromEntries([...statuses].map(([key, count]) => [key, { answers: count }])))
  const p95 = percentile(sortedHealth, 95)
  console.log(
    `health p95 ${round(p95)} ms (target < ${HEALTH_TARGET_P95_MS} ms): ${p95 < HEALTH_TARGET_P95_MS ? 'met' : 'NOT met'}; ` +
      `load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
  )
  return rows
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startBenchServer()
  try {
    console.table(await benchEventLoop(server.url))
  } finally {
    await server.close()
  }
}
