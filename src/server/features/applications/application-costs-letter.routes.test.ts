import { afterEach, beforeEach, expect, it } from 'vitest'
import { richCv } from '#tests/fixtures/sample-cvs'
import { signIn } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { describeEachDatabase } from '#tests/setup/test-database'

type Headers = Record<string, string>
type Application = { id: string; version: number; costs: unknown[]; letterId: string | null; cvId: string | null }

const COSTS = [
  { id: 'c1', kind: 'travel', amountCents: 1250, currency: 'EUR', on: '2026-11-04', note: 'Bahn Leipzig–Halle' },
  { id: 'c2', kind: 'postage', amountCents: 185, currency: 'EUR', on: null, note: '' },
  { id: 'c3', kind: 'copies', amountCents: 300, currency: 'CHF', on: null, note: '' },
]

describeEachDatabase('application costs and the linked letter', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp({ db: kind })
  })
  afterEach(() => t.close())

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  const newCv = async (headers: Headers) => ((await inject('POST', '/api/cvs', headers, { templateId: 'ats-simple', cvData: richCv })).json() as { id: string }).id
  const newLetter = async (headers: Headers, cvId: string) => {
    const res = await inject('POST', '/api/letters', headers, {
      cvId,
      content: 'Sehr geehrte Frau Weber,\n\nich bewerbe mich.\n\nMit freundlichen Grüßen',
      recipient: { company: 'Zahlwerk GmbH', contactName: 'Frau Anna Weber', street: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin' },
      language: 'de',
      layout: 'din5008-a',
    })
    expect(res.statusCode, res.body).toBe(201)
    return (res.json() as { id: string }).id
  }

  it('keeps costs per application, refuses bad ones naming the field, and sums them per currency in the CSV', async () => {
    const owner = await signIn(t)
    const created = await inject('POST', '/api/applications', owner.headers, { company: 'Zahlwerk GmbH', costs: COSTS })
    expect(created.statusCode, created.body).toBe(201)
    const application = created.json() as Application
    expect(application.costs).toEqual(COSTS)

    const bad = await inject('PATCH', `/api/applications/${application.id}`, owner.headers, { costs: [{ ...COSTS[0], currency: 'Euro' }], version: 1 })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().field).toMatch(/^costs/)
    const negative = await inject('PATCH', `/api/applications/${application.id}`, owner.headers, { costs: [{ ...COSTS[0], amountCents: -5 }], version: 1 })
    expect(negative.statusCode).toBe(400)
    const stale = await inject('PATCH', `/api/applications/${application.id}`, owner.headers, { costs: [], version: 7 })
    expect(stale.statusCode).toBe(409)
    const cleared = await inject('PATCH', `/api/applications/${application.id}`, owner.headers, { costs: COSTS.slice(0, 2), version: 1 })
    expect(cleared.json()).toMatchObject({ costs: COSTS.slice(0, 2), version: 2 })

    await inject('POST', '/api/applications', owner.headers, { company: 'Ohne Kosten AG' })
    const csv = await inject('GET', '/api/applications/export.csv', owner.headers)
    const [header, ...rows] = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/)
    expect(header?.split(/[;,]/).at(-1)).toBe('Costs')
    expect(rows.find((row) => row.includes('Zahlwerk'))).toContain('14.35 EUR')
    // The export is read back by the import without complaint about the new column.
    const form = new FormData()
    form.append('file', new Blob([csv.body], { type: 'text/csv' }), 'applications.csv')
    const request = new Request('http://localhost/', { method: 'POST', body: form })
    const reimport = await t.app.inject({
      method: 'POST',
      url: '/api/applications/import',
      headers: { ...owner.headers, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    })
    expect(reimport.statusCode, reimport.body).toBe(200)
    expect(reimport.json()).toMatchObject({ imported: 2, skipped: [] })
  })

  it("links one of the account's letters, refuses another's (400 letterId), and keeps the letter's PDF when sent", async () => {
    const owner = await signIn(t)
    const stranger = await signIn(t)
    const cvId = await newCv(owner.headers)
    const letterId = await newLetter(owner.headers, cvId)
    const theirs = await newLetter(stranger.headers, await newCv(stranger.headers))
    const refused = await inject('POST', '/api/applications', owner.headers, { company: 'Zahlwerk GmbH', letterId: theirs })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ field: 'letterId' })
    const application = (await inject('POST', '/api/applications', owner.headers, { company: 'Zahlwerk GmbH', cvId, letterId })).json() as Application
    expect(application.letterId).toBe(letterId)
    const sent = await inject('PATCH', `/api/applications/${application.id}`, owner.headers, { stage: 'applied', version: 1 })
    expect(sent.statusCode, sent.body).toBe(200)
    const list = (await inject('GET', `/api/applications/${application.id}/snapshots`, owner.headers)).json() as {
      snapshots: { kind: string; letterId: string | null; cvId: string | null; sha256: string; id: string }[]
    }
    expect(list.snapshots.map((snapshot) => snapshot.kind).sort()).toEqual(['cv', 'letter'])
    const letterSnapshot = list.snapshots.find((snapshot) => snapshot.kind === 'letter')!
    expect(letterSnapshot).toMatchObject({ letterId, cvId: null })
    expect(letterSnapshot.sha256).toMatch(/^[0-9a-f]{64}$/)
    const pdf = await inject('GET', `/api/applications/${application.id}/snapshots/${letterSnapshot.id}`, owner.headers)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect((await inject('GET', `/api/applications/${application.id}/snapshots`, stranger.headers)).statusCode).toBe(404)
  })

  it('keeps the Copilot letter draft as a saved letter linked to the application', async () => {
    const owner = await signIn(t)
    const stranger = await signIn(t)
    const cvId = await newCv(owner.headers)
    const application = (await inject('POST', '/api/applications', owner.headers, { company: 'Zahlwerk GmbH', role: 'Buchhalterin', cvId })).json() as Application
    const draft = 'Erika Beispiel\nMusterweg 1\n\nZahlwerk GmbH\n\nBerlin, 5. März 2026\n\nBewerbung als Buchhalterin\n\nSehr geehrte Damen und Herren,\n\nich bewerbe mich.\n\nMit freundlichen Grüßen\nErika Beispiel'
    const kept = await inject('POST', `/api/applications/${application.id}/letter/keep`, { ...owner.headers, 'accept-language': 'de' }, { content: draft, version: 1 })
    expect(kept.statusCode, kept.body).toBe(201)
    const reply = kept.json() as { letterId: string; title: string; version: number }
    expect(reply).toMatchObject({ title: 'Bewerbung als Buchhalterin', version: 2 })
    const letter = (await inject('GET', `/api/letters/${reply.letterId}`, owner.headers)).json()
    expect(letter).toMatchObject({ subject: 'Bewerbung als Buchhalterin', language: 'de', cvId, recipient: { company: 'Zahlwerk GmbH' } })
    expect(letter.content.startsWith('Sehr geehrte Damen und Herren,')).toBe(true)
    expect((await inject('GET', `/api/applications/${application.id}`, owner.headers)).json()).toMatchObject({ letterId: reply.letterId, version: 2 })

    expect((await inject('POST', `/api/applications/${application.id}/letter/keep`, owner.headers, { content: draft, version: 1 })).statusCode).toBe(409)
    expect((await inject('POST', `/api/applications/${application.id}/letter/keep`, stranger.headers, { content: draft, version: 2 })).statusCode).toBe(404)
    const empty = await inject('POST', `/api/applications/${application.id}/letter/keep`, owner.headers, { content: '  ', version: 2 })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({ field: 'content' })
  })
})
