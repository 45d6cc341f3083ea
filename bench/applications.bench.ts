// The tracker's targets (issue 26): the list of 1,000 applications p95 < 50 ms, a CSV import of 500
// rows < 2 s, the proof PDF of a month (30 efforts) < 1 s. In process through app.inject on the embedded PGlite, so the figures are the server's
// own work (routing, validation, query, serialisation) without a network. Run: npm run bench:applications
// With TEST_DATABASE_URL set to an empty PostgreSQL database, on PostgreSQL instead (it is migrated).
import { loadavg } from 'node:os'
import { loadConfig } from '#server/config'
import { buildApp } from '#server/app'
import { createDatabase } from '#server/db/client'
import { runMigrations } from '#server/db/migrate'
import { sessionFor } from './auth-user.bench'
import { unlimited } from './http.bench'

const LIST_TARGET_P95_MS = 50
const IMPORT_TARGET_MS = 2000
const LIST_REQUESTS = 200
const PROOF_TARGET_MS = 1000
const PROOF_REQUESTS = 10

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
const round = (ms: number) => Math.round(ms * 10) / 10

/** 500 rows as a German spreadsheet writes them. */
function spreadsheet(batch: number): string {
  const stages = ['beworben', 'Vorstellungsgespräch', 'Absage', 'keine Antwort', 'Angebot']
  const rows = Array.from({ length: 500 }, (_, i) =>
    [`Firma ${batch}-${i} AG`, 'Sachbearbeiterin', 'Zürich', `${(i % 28) + 1}.11.2026`, stages[i % stages.length], 'E-Mail', '80 %', 'Frau Muster', 'Notiz'].join(';'),
  )
  return ['Firma;Stelle;Ort;Datum;Status;Art der Bewerbung;Pensum;Ansprechpartner;Bemerkung', ...rows].join('\r\n')
}

function upload(text: string, headers: Record<string, string>) {
  const boundary = '----applykit-bench'
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.csv"\r\nContent-Type: text/csv\r\n\r\n${text}\r\n--${boundary}--\r\n`
  return { payload: Buffer.from(body), headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: '0', PLAN_LIMITS: 'off', PAYMENTS: 'test', MAIL: 'outbox' })
const database = await createDatabase({ databaseUrl: process.env.TEST_DATABASE_URL })
await runMigrations(database)
const app = await buildApp({ config, database, rateLimiter: unlimited })
try {
  const headers = { authorization: `Bearer ${await sessionFor(database)}`, origin: config.appUrl }
  const imports: number[] = []
  for (const batch of [1, 2]) {
    const started = performance.now()
    const res = await app.inject({ method: 'POST', url: '/api/applications/import', ...upload(spreadsheet(batch), headers) })
    imports.push(performance.now() - started)
    if (res.json<{ imported: number }>().imported !== 500) throw new Error(`import: ${res.statusCode} ${res.body}`)
  }
  // The server's answer, until its last byte; the bench's own reading of the JSON is not timed.
  const list = async () => {
    const started = performance.now()
    const res = await app.inject({ method: 'GET', url: '/api/applications', headers })
    const elapsed = performance.now() - started
    if (res.json<unknown[]>().length !== 1000) throw new Error(`list: ${res.statusCode}`)
    return elapsed
  }
  for (let i = 0; i < 20; i++) await list()
  const times: number[] = []
  // CPU time of this process per call: what a call costs when the machine is shared (wall times then wait for the CPU).
  const cpuBefore = process.cpuUsage()
  for (let i = 0; i < LIST_REQUESTS; i++) times.push(await list())
  const cpu = process.cpuUsage(cpuBefore)
  const cpuPerListMs = (cpu.user + cpu.system) / 1000 / LIST_REQUESTS
  times.sort((a, b) => a - b)
  const p95 = percentile(times, 95)

  // A month of a person on benefit: 30 efforts (the RAV asks 10–12; some do more), in the RAV's form.
  const person = { authorization: `Bearer ${await sessionFor(database)}`, origin: config.appUrl }
  const channels = ['email', 'online', 'letter', 'phone', 'in_person']
  for (let i = 0; i < 30; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: person,
      payload: {
        company: `Firma ${i} AG`,
        role: 'Sachbearbeiterin',
        employerAddress: `Bahnhofstrasse ${i + 1}\n8001 Zürich`,
        contactName: 'Frau Muster',
        contactPhone: '+41 44 000 00 00',
        stage: 'applied',
        appliedAt: `2026-11-${String((i % 28) + 1).padStart(2, '0')}`,
        channel: channels[i % channels.length],
        workloadPercent: 80,
      },
    })
    if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`)
  }
  const proof = async () => {
    const started = performance.now()
    const res = await app.inject({ method: 'GET', url: '/api/applications/proof?country=CH&from=2026-11-01&to=2026-11-30&format=pdf&language=de', headers: person })
    if (res.statusCode !== 200) throw new Error(`proof: ${res.statusCode} ${res.body}`)
    return performance.now() - started
  }
  await proof()
  const proofs: number[] = []
  for (let i = 0; i < PROOF_REQUESTS; i++) proofs.push(await proof())
  proofs.sort((a, b) => a - b)
  console.table([
    { measure: 'POST /api/applications/import, 500 rows (first)', 'p50 ms': round(imports[0]!), 'p95 ms': round(imports[0]!), target: `< ${IMPORT_TARGET_MS}` },
    { measure: 'POST /api/applications/import, 500 rows (second)', 'p50 ms': round(imports[1]!), 'p95 ms': round(imports[1]!), target: `< ${IMPORT_TARGET_MS}` },
    { measure: `GET /api/applications, 1,000 rows (${LIST_REQUESTS} calls)`, 'p50 ms': round(percentile(times, 50)), 'p95 ms': round(p95), target: `< ${LIST_TARGET_P95_MS}` },
    { measure: `GET /api/applications/proof, CH PDF of a month, 30 rows (${PROOF_REQUESTS} calls, warm)`, 'p50 ms': round(percentile(proofs, 50)), 'p95 ms': round(percentile(proofs, 95)), target: `< ${PROOF_TARGET_MS}` },
  ])
  const met = p95 < LIST_TARGET_P95_MS && Math.max(...imports) < IMPORT_TARGET_MS && percentile(proofs, 95) < PROOF_TARGET_MS
  console.log(`CPU time of this process per list call: ${round(cpuPerListMs)} ms`)
  console.log(`${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: targets ${met ? 'met' : 'NOT met'}; load average ${loadavg().map((load) => load.toFixed(2)).join(' ')}`)
} finally {
  await app.close()
  await database.close()
}
