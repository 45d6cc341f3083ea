import { afterEach, beforeEach, expect, it } from 'vitest'
import { signIn } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { buildReplicas } from '#tests/setup/replicas'
import { describeEachDatabase } from '#tests/setup/test-database'

type Headers = Record<string, string>

// From 09:00 to 05:00 the next day: a new day for the stage history, within the 24-hour session.
const NEXT_DAY_MS = 20 * 3_600_000

/** A multipart body with one file part, built by hand so the test controls every byte. */
function csvUpload(headers: Headers, text: string | Buffer, field = 'file') {
  const boundary = '----applykit-applications-boundary'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="bewerbungen.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(text) ? text : Buffer.from(text), tail]),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

describeEachDatabase('applications', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp({ db: kind })
  })
  afterEach(() => t.close())

  const today = () => t.clock.now().toISOString().slice(0, 10)
  const create = (headers: Headers, payload: object) => t.app.inject({ method: 'POST', url: '/api/applications', headers, payload })
  const list = async (headers: Headers, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/applications${query}`, headers })
    expect(res.statusCode).toBe(200)
    return res.json() as Array<{ company: string; stage: string }>
  }
  const patch = (headers: Headers, id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/applications/${id}`, headers, payload })
  const importCsv = (headers: Headers, text: string | Buffer) =>
    t.app.inject({ method: 'POST', url: '/api/applications/import', ...csvUpload(headers, text) })

  it('creates, reads, moves through the stages with a dated history, and deletes an application', async () => {
    const owner = await signIn(t)
    const created = await create(owner.headers, {
      company: 'Muster AG',
      role: 'Buchhalterin',
      location: 'Zürich',
      channel: 'email',
      origin: 'agency',
      workloadPercent: 80,
      contactName: 'Frau Keller',
      notes: 'Vom RAV zugewiesen',
    })
    expect(created.statusCode).toBe(201)
    const application = created.json()
    expect(application).toMatchObject({ version: 1, stage: 'saved', closedReason: null, appliedAt: null, workloadPercent: 80 })
    expect(application.stageHistory).toEqual([{ stage: 'saved', closedReason: null, on: today() }])

    t.clock.advance(NEXT_DAY_MS)
    const applied = await patch(owner.headers, application.id, { stage: 'applied', version: 1 })
    expect(applied.statusCode).toBe(200)
    // Moving past Saved without a date means it was sent that day.
    expect(applied.json()).toMatchObject({ version: 2, stage: 'applied', appliedAt: today() })

    t.clock.advance(NEXT_DAY_MS)
    const closed = await patch(owner.headers, application.id, { stage: 'closed', closedReason: 'rejected', version: 2 })
    expect(closed.statusCode).toBe(200)
    expect(closed.json().stageHistory.map((entry: { stage: string; on: string }) => `${entry.on} ${entry.stage}`)).toHaveLength(3)
    expect(closed.json().stageHistory[2]).toEqual({ stage: 'closed', closedReason: 'rejected', on: today() })

    const notesOnly = await patch(owner.headers, application.id, { notes: 'Absage per Mail', version: 3 })
    expect(notesOnly.json()).toMatchObject({ version: 4, notes: 'Absage per Mail', stage: 'closed', closedReason: 'rejected' })
    expect(notesOnly.json().stageHistory).toHaveLength(3)

    const read = await t.app.inject({ method: 'GET', url: `/api/applications/${application.id}`, headers: owner.headers })
    expect(read.json()).toMatchObject({ company: 'Muster AG', version: 4 })

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/applications/${application.id}`, headers: owner.headers })
    expect(deleted.json()).toEqual({ success: true })
    expect((await t.app.inject({ method: 'GET', url: `/api/applications/${application.id}`, headers: owner.headers })).statusCode).toBe(404)
  })

  it('lists by stage, search text and period', async () => {
    const owner = await signIn(t)
    await create(owner.headers, { company: 'Alpha GmbH', role: 'Data Analyst', stage: 'applied', appliedAt: '2026-11-03' })
    await create(owner.headers, { company: 'Beta SA', role: 'Comptable', stage: 'interview', appliedAt: '2026-11-20', interviewRound: 2 })
    await create(owner.headers, { company: '100% Gamma', stage: 'closed', closedReason: 'no_answer', appliedAt: '2026-10-01' })
    expect(await list(owner.headers)).toHaveLength(3)
    expect((await list(owner.headers, '?stage=interview')).map((a) => a.company)).toEqual(['Beta SA'])
    expect((await list(owner.headers, '?q=analyst')).map((a) => a.company)).toEqual(['Alpha GmbH'])
    // % is a character searched for, not a wildcard.
    expect((await list(owner.headers, `?q=${encodeURIComponent('100%')}`)).map((a) => a.company)).toEqual(['100% Gamma'])
    expect((await list(owner.headers, '?from=2026-11-01&to=2026-11-30')).map((a) => a.company).sort()).toEqual(['Alpha GmbH', 'Beta SA'])
    const bad = await t.app.inject({ method: 'GET', url: '/api/applications?stage=pending', headers: owner.headers })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'stage' })
  })

  it('answers bad input with a 400 naming the field', async () => {
    const owner = await signIn(t)
    const cases: Array<[object, string]> = [
      [{ role: 'No company' }, 'company'],
      [{ company: 'A', stage: 'closed' }, 'closedReason'],
      [{ company: 'A', closedReason: 'rejected' }, 'closedReason'],
      [{ company: 'A', appliedAt: '03.12.2026' }, 'appliedAt'],
      [{ company: 'A', workloadPercent: 120 }, 'workloadPercent'],
      [{ company: 'A', channel: 'fax' }, 'channel'],
      [{ company: 'A', salaryMin: 90_000, salaryMax: 70_000 }, 'salaryMax'],
    ]
    for (const [payload, field] of cases) {
      const res = await create(owner.headers, payload)
      expect(res.statusCode, field).toBe(400)
      expect(res.json(), field).toMatchObject({ code: 'VALIDATION_FAILED', field })
      expect(res.json().message, field).toContain(field)
    }
    const created = (await create(owner.headers, { company: 'A' })).json()
    const noVersion = await patch(owner.headers, created.id, { stage: 'applied' })
    expect(noVersion.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'version' })
    const closedWithoutReason = await patch(owner.headers, created.id, { stage: 'closed', version: 1 })
    expect(closedWithoutReason.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'closedReason' })
    expect(await list(owner.headers)).toHaveLength(1)
  })

  it('refuses a stale edit with 409 and a message that says what to do', async () => {
    const owner = await signIn(t)
    const created = (await create(owner.headers, { company: 'Muster AG' })).json()
    expect((await patch(owner.headers, created.id, { role: 'A', version: 1 })).statusCode).toBe(200)
    const stale = await patch(owner.headers, created.id, { role: 'B', version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'APPLICATION_STALE_WRITE' })
    expect(stale.json().message).toMatch(/changed elsewhere.*Reload/)
    const read = await t.app.inject({ method: 'GET', url: `/api/applications/${created.id}`, headers: owner.headers })
    expect(read.json()).toMatchObject({ role: 'A', version: 2 })
  })

  it("answers another account's application as not found, and asks for a session", async () => {
    const owner = await signIn(t)
    const stranger = await signIn(t)
    const created = (await create(owner.headers, { company: 'Muster AG' })).json()
    const url = `/api/applications/${created.id}`
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url, headers: stranger.headers })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ code: 'APPLICATION_NOT_FOUND' })
    }
    expect((await patch(stranger.headers, created.id, { role: 'X', version: 1 })).statusCode).toBe(404)
    expect(await list(stranger.headers)).toEqual([])
    expect((await t.app.inject({ method: 'GET', url: '/api/applications' })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/applications/not-a-uuid', headers: owner.headers })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url, headers: owner.headers })).json().role).toBe('')
  })

  it('imports a German spreadsheet with ; and stage words, skipping rows it cannot read with the reason', async () => {
    const owner = await signIn(t)
    const csv = [
      'Firma;Stelle;Ort;Datum;Status;Art der Bewerbung;Pensum;Ansprechpartner;Bemerkung',
      'Muster AG;Buchhalterin;Zürich;03.11.2026;beworben;E-Mail;80 %;Frau Keller;"Vom RAV; zugewiesen"',
      'Beta GmbH;Controllerin;Bern;2026-11-10;Vorstellungsgespräch;persönlich;100;;',
      'Gamma AG;Sachbearbeiterin;Basel;12.11.2026;Absage;Brief;;;',
      ';Ohne Firma;;;;;;;',
      'Delta AG;Analystin;;31.02.2026;beworben;;;;',
      'Epsilon AG;Analystin;;;vielleicht;;;;',
      ';;;;;;;;',
    ].join('\r\n')
    const res = await importCsv(owner.headers, csv)
    expect(res.statusCode).toBe(200)
    expect(res.json().imported).toBe(3)
    expect(res.json().skipped).toEqual([
      { row: 5, reason: 'company: the company is missing; every row needs one' },
      { row: 6, reason: expect.stringContaining('31.02.2026') },
      { row: 7, reason: expect.stringContaining('vielleicht') },
    ])
    const imported = (await list(owner.headers)) as unknown as Array<Record<string, unknown>>
    const byCompany = new Map(imported.map((application) => [application.company, application]))
    expect(byCompany.get('Muster AG')).toMatchObject({
      role: 'Buchhalterin',
      location: 'Zürich',
      appliedAt: '2026-11-03',
      stage: 'applied',
      channel: 'email',
      workloadPercent: 80,
      contactName: 'Frau Keller',
      notes: 'Vom RAV; zugewiesen',
      stageHistory: [{ stage: 'applied', closedReason: null, on: '2026-11-03' }],
    })
    expect(byCompany.get('Beta GmbH')).toMatchObject({ stage: 'interview', channel: 'in_person', workloadPercent: 100 })
    expect(byCompany.get('Gamma AG')).toMatchObject({ stage: 'closed', closedReason: 'rejected', channel: 'letter' })
  })

  it('imports a French spreadsheet with , and a Windows-1252 file from older Excel', async () => {
    const owner = await signIn(t)
    const csv = 'Entreprise,Poste,Lieu,Date,Statut\n"Société Dupont, SA",Comptable,Genève,05/11/2026,entretien\nMartin SARL,Assistante,Lausanne,06/11/2026,refusé\n'
    const res = await importCsv(owner.headers, csv)
    expect(res.json()).toEqual({ imported: 2, skipped: [] })
    const latin1 = Buffer.from('Firma;Stelle;Status\nMüller AG;Bäckerin;Absage\n', 'latin1')
    expect((await importCsv(owner.headers, latin1)).json()).toEqual({ imported: 1, skipped: [] })
    const all = (await list(owner.headers)) as unknown as Array<Record<string, unknown>>
    expect(all.find((a) => a.company === 'Société Dupont, SA')).toMatchObject({ role: 'Comptable', appliedAt: '2026-11-05', stage: 'interview' })
    expect(all.find((a) => a.company === 'Martin SARL')).toMatchObject({ stage: 'closed', closedReason: 'rejected' })
    expect(all.find((a) => a.company === 'Müller AG')).toMatchObject({ role: 'Bäckerin', stage: 'closed' })
  })

  it('refuses a file without a company column, over 500 rows, or not sent as the file field', async () => {
    const owner = await signIn(t)
    const noCompany = await importCsv(owner.headers, 'Name;Datum\nA;01.11.2026\n')
    expect(noCompany.statusCode).toBe(400)
    expect(noCompany.json()).toMatchObject({ field: 'file', message: expect.stringContaining('Firma') })
    const tooMany = await importCsv(owner.headers, ['Company', ...Array.from({ length: 501 }, (_, i) => `Firm ${i}`)].join('\n'))
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().message).toContain('500')
    const wrongField = await t.app.inject({ method: 'POST', url: '/api/applications/import', ...csvUpload(owner.headers, 'Company\nA\n', 'upload') })
    expect(wrongField.statusCode).toBe(400)
    expect(wrongField.json()).toMatchObject({ field: 'file' })
    const json = await t.app.inject({ method: 'POST', url: '/api/applications/import', headers: owner.headers, payload: { company: 'A' } })
    expect(json.statusCode).toBeGreaterThanOrEqual(400)
    expect(json.statusCode).toBeLessThan(500)
    expect(await list(owner.headers)).toEqual([])
    // Exactly 500 rows are taken.
    const full = await importCsv(owner.headers, ['Company', ...Array.from({ length: 500 }, (_, i) => `Firm ${i}`)].join('\n'))
    expect(full.json()).toEqual({ imported: 500, skipped: [] })
  })

  it('exports every application with its stage history as a CSV that imports again', async () => {
    const owner = await signIn(t)
    const created = (await create(owner.headers, { company: '=Muster AG', role: 'Buchhalterin', tags: ['RAV', 'Teilzeit'], contactPhone: '+41 44 000 00 00' })).json()
    const savedOn = today()
    t.clock.advance(NEXT_DAY_MS)
    // Recorded a day late: Applied is dated by the day it was sent.
    await patch(owner.headers, created.id, { stage: 'applied', appliedAt: savedOn, version: 1 })
    const res = await t.app.inject({ method: 'GET', url: '/api/applications/export.csv', headers: owner.headers })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    expect(res.headers['content-disposition']).toContain('applications.csv')
    const [header, row] = res.body.split('\r\n')
    expect(header).toContain('Company,Role')
    expect(header).toContain('Stage history')
    // A spreadsheet must not run the cell as a formula.
    expect(row).toMatch(/^'=Muster AG,Buchhalterin/)
    expect(row).toContain(`,"${savedOn} saved; ${savedOn} applied"`)

    const other = await signIn(t)
    expect((await importCsv(other.headers, res.body)).json()).toEqual({ imported: 1, skipped: [] })
    const [copy] = (await list(other.headers)) as unknown as Array<Record<string, unknown>>
    const original = (await t.app.inject({ method: 'GET', url: `/api/applications/${created.id}`, headers: owner.headers })).json()
    for (const key of ['company', 'role', 'stage', 'appliedAt', 'tags', 'contactPhone', 'stageHistory']) expect(copy![key], key).toEqual(original[key])
    expect((await t.app.inject({ method: 'GET', url: '/api/applications/export.csv', headers: other.headers })).body.split('\r\n')[1]).toBe(row)
  })

  it('lets exactly one of two edits of the same version through when they race on two replicas', async () => {
    const { apps, close } = await buildReplicas(kind)
    try {
      const [a, b] = apps
      const owner = await signIn(a)
      const created = (await a.app.inject({ method: 'POST', url: '/api/applications', headers: owner.headers, payload: { company: 'Muster AG' } })).json()
      let version = created.version as number
      for (let round = 0; round < 10; round++) {
        const edit = (replica: TestApp, role: string) =>
          replica.app.inject({ method: 'PATCH', url: `/api/applications/${created.id}`, headers: owner.headers, payload: { role, version } })
        const results = await Promise.all([edit(a, `A${round}`), edit(b, `B${round}`)])
        expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409])
        const winner = results.find((res) => res.statusCode === 200)!.json()
        expect(winner.version).toBe(version + 1)
        version = winner.version
      }
      const final = (await b.app.inject({ method: 'GET', url: `/api/applications/${created.id}`, headers: owner.headers })).json()
      expect(final.version).toBe(version)
    } finally {
      await close()
    }
  })
})
