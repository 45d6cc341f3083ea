// The application package's target (issue 27): cover page, letter, 2-page CV, third page and three
// photographed Arbeitszeugnisse bound into one PDF in ≤ 3 s on this machine. In process through
// app.inject on the embedded PGlite with the real Chromium printer; the enclosures are stored as an
// upload leaves them (12 MP phone photos made from the scan fixtures, with the words the OCR found
// on them, read once before timing), so the figure is the package alone: printing cover, CV, third
// page and list, recompressing the photos to the budget, laying their text layer and binding.
// Run: npm run bench:package
import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { desc, like } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { richCvDe } from '#documents/cv/sample-cvs'
import { buildApp } from '#server/app'
import { loadConfig } from '#server/config'
import { createDatabase } from '#server/db/client'
import { runMigrations } from '#server/db/migrate'
import { documents, users } from '#server/db/schema'
import { extractTextInProcess } from '#server/import/files/extract-text'
import { PHONE_PHOTOS, phonePhoto } from '#server/features/documents/test-files'
import { sessionFor } from './auth-user.bench'
import { unlimited } from './http.bench'

const TARGET_MS = 3000
const THIRD_PAGE = [
  'Software, die Buchhaltung einfacher macht, begeistert mich seit meinem Studium. Bei Zahlwerk reizt mich, dass Sie Ihre Produkte gemeinsam mit Steuerberatern entwickeln und jede Änderung zuerst mit den Menschen besprechen, die täglich damit arbeiten.',
  'In meiner jetzigen Stelle habe ich gelernt, wie viel ein sauber geschnittener Datenbestand wert ist: Die Migration unseres Vertragssystems lief ohne einen Tag Ausfall, weil wir jeden Schritt vorher an einer Kopie geprobt haben.',
  'Außerhalb der Arbeit trainiere ich eine Jugendmannschaft im Handball. Dort übe ich, was mir auch im Team wichtig ist: klare Absprachen, Geduld und Freude an gemeinsamen Fortschritten.',
].join('\n\n')
const RUNS = 5

const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: '0', PLAN_LIMITS: 'off', PAYMENTS: 'test', MAIL: 'outbox' })
const database = await createDatabase({ databaseUrl: process.env.TEST_DATABASE_URL })
await runMigrations(database)
const app = await buildApp({ config, database, rateLimiter: unlimited })
try {
  const headers = { authorization: `Bearer ${await sessionFor(database)}`, origin: config.appUrl }
  const [user] = await database.db.select().from(users).where(like(users.email, 'bench-user-%')).orderBy(desc(users.createdAt)).limit(1)
  if (!user) throw new Error('no bench user')
  // Two pages: the sample CV with its jobs told twice over.
  const cvData = { ...richCvDe, experience: [...richCvDe.experience, ...richCvDe.experience, ...richCvDe.experience] }
  const cv = await app.inject({ method: 'POST', url: '/api/cvs', headers, payload: { templateId: 'executive-modern', language: 'de', cvData } })
  if (cv.statusCode !== 201) throw new Error(`cv: ${cv.statusCode} ${cv.body}`)
  const documentIds: string[] = []
  for (const [index, name] of PHONE_PHOTOS.entries()) {
    const photo = await phonePhoto(name)
    const { text, textLayer } = await extractTextInProcess('image', new Uint8Array(photo))
    const [row] = await database.db
      .insert(documents)
      .values({ userId: user.id, kind: 'zeugnis', title: `Arbeitszeugnis ${index + 1}`, issuedOn: `202${index}-06-30`, fileName: name, mimeType: 'image/jpeg', bytes: photo.byteLength, pages: 1, data: photo, position: index, text, textLayer: textLayer ?? null })
      .returning({ id: documents.id })
    documentIds.push(row!.id)
  }
  const letter = await app.inject({
    method: 'POST',
    url: '/api/letters',
    headers,
    payload: {
      cvId: cv.json<{ id: string }>().id,
      content: 'Sehr geehrte Frau Weber,\n\nmit großem Interesse habe ich Ihre Anzeige gelesen. In meiner jetzigen Stelle verantworte ich die Migration eines Vertragssystems.\n\nÜber eine Einladung zum Gespräch freue ich mich.\n\nMit freundlichen Grüßen\n\n\n\nKatharina Schneider',
      recipient: { company: 'Zahlwerk GmbH', contactName: 'Frau Anna Weber', street: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin' },
      language: 'de',
      layout: 'din5008-a',
    },
  })
  if (letter.statusCode !== 201) throw new Error(`letter: ${letter.statusCode} ${letter.body}`)
  const body = (run: number) => ({ cvId: cv.json<{ id: string }>().id, letterId: letter.json<{ id: string }>().id, documentIds, preset: 'de-classic', coverPage: true, budgetMb: 5, company: 'Zahlwerk GmbH', position: `Softwareentwicklerin ${run}`, thirdPage: { text: THIRD_PAGE } })

  // The first print starts Chromium: not counted.
  await app.inject({ method: 'POST', url: '/api/package', headers, payload: body(0) })
  const times: number[] = []
  let last = { bytes: 0, pages: 0 }
  for (let run = 1; run <= RUNS; run += 1) {
    const started = performance.now()
    const res = await app.inject({ method: 'POST', url: '/api/package', headers, payload: body(run) })
    times.push(performance.now() - started)
    if (res.statusCode !== 200) throw new Error(`package: ${res.statusCode} ${res.body.slice(0, 300)}`)
    last = { bytes: res.rawPayload.byteLength, pages: (await PDFDocument.load(res.rawPayload)).getPageCount() }
    if (process.env.BENCH_PDF_OUT) writeFileSync(process.env.BENCH_PDF_OUT, res.rawPayload)
  }
  const estimate = await app.inject({ method: 'POST', url: '/api/package/estimate', headers, payload: body(RUNS) })
  const parts = estimate.json<{ parts: Array<{ part: string; pages: number }> }>().parts
  const sorted = [...times].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)]!
  console.log(`package (${parts.map((part) => `${part.part} ${part.pages}p`).join(', ')})`)
  console.log(`  ${last.pages} pages, ${(last.bytes / 1e6).toFixed(2)} MB of a 5 MB budget`)
  console.log(`  runs ms: ${times.map((ms) => Math.round(ms)).join(', ')}; median ${Math.round(median)} ms, max ${Math.round(sorted.at(-1)!)} ms (target ≤ ${TARGET_MS} ms)`)
  console.log(`  load average ${loadavg().map((load) => load.toFixed(2)).join(' ')}`)
  if (median > TARGET_MS) process.exitCode = 1
} finally {
  await app.close()
  await database.close()
}
