import { afterEach, beforeEach, expect, it } from 'vitest'
import { richCv } from '#tests/fixtures/sample-cvs'
import { signIn } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { describeEachDatabase } from '#tests/setup/test-database'
import { applications } from '#server/db/schema'
import { createApplicationActionsService } from './application-actions.service'

type Headers = Record<string, string>
type Application = { id: string; version: number; company: string; stage: string; tags: string[]; archivedAt: string | null }

const DAY_MS = 86_400_000

describeEachDatabase('application actions', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp({ db: kind })
  })
  afterEach(() => t.close())

  const create = async (headers: Headers, payload: object): Promise<Application> => {
    const res = await t.app.inject({ method: 'POST', url: '/api/applications', headers, payload })
    expect(res.statusCode, res.body).toBe(201)
    return res.json()
  }
  const list = async (headers: Headers, query = ''): Promise<Application[]> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/applications${query}`, headers })
    expect(res.statusCode).toBe(200)
    return res.json()
  }
  const bulk = (headers: Headers, payload: object) => t.app.inject({ method: 'POST', url: '/api/applications/bulk', headers, payload })

  it('moves, tags, closes with a reason and deletes several applications at once', async () => {
    const owner = await signIn(t)
    const a = await create(owner.headers, { company: 'Alpha GmbH' })
    const b = await create(owner.headers, { company: 'Beta AG', tags: ['RAV'] })
    const c = await create(owner.headers, { company: 'Gamma SA' })

    const moved = await bulk(owner.headers, { ids: [a.id, b.id], action: 'move', stage: 'applied' })
    expect(moved.json()).toEqual({ changed: 2 })
    const afterMove = await list(owner.headers, '?stage=applied')
    expect(afterMove.map((x) => x.company).sort()).toEqual(['Alpha GmbH', 'Beta AG'])

    expect((await bulk(owner.headers, { ids: [a.id, b.id, c.id], action: 'tag', tag: 'RAV' })).json()).toEqual({ changed: 2 })
    expect((await list(owner.headers)).every((x) => x.tags.filter((tag) => tag === 'RAV').length === 1)).toBe(true)

    const closed = await bulk(owner.headers, { ids: [a.id], action: 'close', closedReason: 'no_answer' })
    expect(closed.json()).toEqual({ changed: 1 })
    const read = (await t.app.inject({ method: 'GET', url: `/api/applications/${a.id}`, headers: owner.headers })).json()
    expect(read).toMatchObject({ stage: 'closed', closedReason: 'no_answer', version: 4 })
    expect(read.stageHistory.map((entry: { stage: string }) => entry.stage)).toEqual(['saved', 'applied', 'closed'])

    expect((await bulk(owner.headers, { ids: [a.id, c.id], action: 'delete' })).json()).toEqual({ changed: 2 })
    expect((await list(owner.headers)).map((x) => x.company)).toEqual(['Beta AG'])
  })

  it("changes nothing and answers 404 when one of the ids is another account's", async () => {
    const owner = await signIn(t)
    const stranger = await signIn(t)
    const own = await create(owner.headers, { company: 'Own AG' })
    const theirs = await create(stranger.headers, { company: 'Theirs AG' })
    const res = await bulk(owner.headers, { ids: [own.id, theirs.id], action: 'delete' })
    expect(res.statusCode).toBe(404)
    expect(await list(owner.headers)).toHaveLength(1)
    expect(await list(stranger.headers)).toHaveLength(1)
  })

  it('answers bad bulk input with a 400 naming the field', async () => {
    const owner = await signIn(t)
    const a = await create(owner.headers, { company: 'Alpha GmbH' })
    const ids = Array.from({ length: 201 }, () => a.id)
    const cases: Array<[object, string]> = [
      [{ ids: [a.id], action: 'move' }, 'stage'],
      [{ ids: [a.id], action: 'move', stage: 'closed' }, 'stage'],
      [{ ids: [a.id], action: 'close' }, 'closedReason'],
      [{ ids: [a.id], action: 'tag' }, 'tag'],
      [{ ids: [a.id], action: 'submit' }, 'action'],
      [{ ids: [], action: 'delete' }, 'ids'],
      [{ ids, action: 'delete' }, 'ids'],
    ]
    for (const [payload, field] of cases) {
      const res = await bulk(owner.headers, payload)
      expect(res.statusCode, field).toBe(400)
      expect(res.json(), field).toMatchObject({ code: 'VALIDATION_FAILED', field })
    }
  })

  it('archives out of sight, restores within 30 days, and purges after them', async () => {
    const owner = await signIn(t)
    const kept = await create(owner.headers, { company: 'Kept AG' })
    const restored = await create(owner.headers, { company: 'Restored AG' })
    const purged = await create(owner.headers, { company: 'Purged AG' })
    expect((await bulk(owner.headers, { ids: [restored.id, purged.id], action: 'archive' })).json()).toEqual({ changed: 2 })
    expect((await list(owner.headers)).map((x) => x.company)).toEqual(['Kept AG'])
    const archived = await list(owner.headers, '?archived=true')
    expect(archived.map((x) => x.company).sort()).toEqual(['Purged AG', 'Restored AG'])
    expect(archived.every((x) => x.archivedAt !== null)).toBe(true)

    // The session lasts a day: the weeks pass in the database, the restore is the person's last act.
    const actions = createApplicationActionsService({ db: t.database.db, clock: t.clock })
    const companies = async () => (await t.database.db.select({ company: applications.company }).from(applications)).map((x) => x.company).sort()
    await bulk(owner.headers, { ids: [restored.id], action: 'restore' })
    t.clock.advance(29 * DAY_MS)
    await actions.purgeArchived()
    expect(await companies()).toEqual(['Kept AG', 'Purged AG', 'Restored AG'])
    t.clock.advance(2 * DAY_MS)
    await actions.purgeArchived()
    expect(await companies()).toEqual(['Kept AG', 'Restored AG'])
    expect(kept.archivedAt).toBeNull()
  })

  it('writes interviews and follow-ups into a calendar file in the account language', async () => {
    const owner = await signIn(t)
    await create(owner.headers, {
      company: 'Muster AG',
      role: 'Buchhalterin',
      stage: 'interview',
      interviewAt: '2027-01-14T09:30',
      location: 'Zürich',
      followUpAt: '2027-01-20',
    })
    await create(owner.headers, { company: 'Closed AG', stage: 'closed', closedReason: 'rejected', followUpAt: '2027-01-21' })
    const res = await t.app.inject({ method: 'GET', url: '/api/applications/calendar.ics', headers: owner.headers })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/calendar')
    const ics = res.body.replace(/\r\n /g, '')
    expect(ics).toContain('SUMMARY:Interview: Muster AG – Buchhalterin')
    expect(ics).toContain('DTSTART:20270114T093000')
    expect(ics).toContain('DTSTART;VALUE=DATE:20270120')
    // The all-day follow-up ends the next day; "DURATION:P1DT" (the library's) is not valid RFC 5545.
    expect(ics).toContain('DTEND;VALUE=DATE:20270121')
    expect(ics).not.toMatch(/DURATION:P\d+DT(\r?\n|$)/m)
    expect(ics).toContain('DURATION:PT1H')
    expect(ics).toContain('LOCATION:Zürich')
    expect(ics).not.toContain('Closed AG')
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/applications/calendar.ics' })
    expect(anonymous.statusCode).toBe(401)
  })

  it("links one of the account's own CVs and refuses another's", async () => {
    const owner = await signIn(t)
    const stranger = await signIn(t)
    const newCv = async (headers: Headers) =>
      (await t.app.inject({ method: 'POST', url: '/api/cvs', headers, payload: { templateId: 'ats-simple', cvData: richCv } })).json() as { id: string }
    const own = await newCv(owner.headers)
    const theirs = await newCv(stranger.headers)
    const linked = await create(owner.headers, { company: 'Muster AG', cvId: own.id })
    expect(linked).toMatchObject({ cvId: own.id })
    const refused = await t.app.inject({ method: 'POST', url: '/api/applications', headers: owner.headers, payload: { company: 'X', cvId: theirs.id } })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ field: 'cvId' })
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cv/${own.id}`, headers: owner.headers })).statusCode).toBe(200)
    const read = (await t.app.inject({ method: 'GET', url: `/api/applications/${linked.id}`, headers: owner.headers })).json()
    expect(read.cvId).toBeNull()
  })

  it("checks the linked CV's fit against the posting, names the terms it misses, and drafts a letter", async () => {
    const owner = await signIn(t)
    const stranger = await signIn(t)
    const cv = (await t.app.inject({ method: 'POST', url: '/api/cvs', headers: owner.headers, payload: { templateId: 'ats-simple', cvData: richCv } })).json() as { id: string }
    const posting = 'We are looking for a Project Manager. Requirements: project management, stakeholder management, Kubernetes and SAP S/4HANA.'
    const withBoth = await create(owner.headers, { company: 'Muster AG', cvId: cv.id, postingText: posting })
    const fit = await t.app.inject({ method: 'POST', url: `/api/applications/${withBoth.id}/fit`, headers: owner.headers })
    expect(fit.statusCode, fit.body).toBe(200)
    const reply = fit.json() as { matchScore: number; covered: string[]; missing: Array<{ term: string }> }
    expect(reply.matchScore).toBeGreaterThanOrEqual(0)
    expect(reply.covered.length + reply.missing.length).toBeGreaterThan(0)
    expect(reply.missing.map((item) => item.term).join(' ')).toMatch(/Kubernetes|SAP/i)

    const withoutCv = await create(owner.headers, { company: 'Ohne CV AG', postingText: posting })
    const noCv = await t.app.inject({ method: 'POST', url: `/api/applications/${withoutCv.id}/fit`, headers: owner.headers })
    expect(noCv.statusCode).toBe(400)
    expect(noCv.json()).toMatchObject({ field: 'cvId' })
    const withoutPosting = await create(owner.headers, { company: 'Ohne Anzeige AG', cvId: cv.id })
    const noPosting = await t.app.inject({ method: 'POST', url: `/api/applications/${withoutPosting.id}/fit`, headers: owner.headers })
    expect(noPosting.json()).toMatchObject({ field: 'postingText' })
    const foreign = await t.app.inject({ method: 'POST', url: `/api/applications/${withBoth.id}/fit`, headers: stranger.headers })
    expect(foreign.statusCode).toBe(404)

    // A letter draft for the same application, by the letter engine; another's answers 404.
    const letter = await t.app.inject({ method: 'POST', url: `/api/applications/${withBoth.id}/letter`, headers: owner.headers })
    expect(letter.statusCode, letter.body).toBe(200)
    expect((letter.json() as { content: string }).content.length).toBeGreaterThan(200)
    const foreignLetter = await t.app.inject({ method: 'POST', url: `/api/applications/${withBoth.id}/letter`, headers: stranger.headers })
    expect(foreignLetter.statusCode).toBe(404)
  })

  it('keeps a corrected stage history and freezes the posting once applied', async () => {
    const owner = await signIn(t)
    const created = await create(owner.headers, { company: 'Muster AG', postingText: 'Wir suchen eine Buchhalterin.' })
    const history = [
      { stage: 'saved', closedReason: null, on: '2026-11-02' },
      { stage: 'applied', closedReason: null, on: '2026-11-04' },
    ]
    const corrected = await t.app.inject({
      method: 'PATCH',
      url: `/api/applications/${created.id}`,
      headers: owner.headers,
      payload: { stage: 'applied', appliedAt: '2026-11-04', stageHistory: history, version: 1 },
    })
    expect(corrected.json().stageHistory).toEqual(history)
    const changedPosting = await t.app.inject({
      method: 'PATCH',
      url: `/api/applications/${created.id}`,
      headers: owner.headers,
      payload: { postingText: 'Another text', version: 2 },
    })
    expect(changedPosting.statusCode).toBe(400)
    expect(changedPosting.json()).toMatchObject({ field: 'postingText' })
    const badHistory = await t.app.inject({
      method: 'PATCH',
      url: `/api/applications/${created.id}`,
      headers: owner.headers,
      payload: { stageHistory: [{ stage: 'applied', closedReason: null, on: '4.11.2026' }], version: 2 },
    })
    expect(badHistory.statusCode).toBe(400)
    expect(badHistory.json().field).toMatch(/^stageHistory/)
  })
})

describeEachDatabase('POST /api/applications/capture', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp({ db: kind })
  })
  afterEach(() => t.close())

  const capture = async (headers: Headers, text: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/applications/capture', headers, payload: { text } })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }

  it("reads a page's schema.org JobPosting", async () => {
    const owner = await signIn(t)
    const posting = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Organization', name: 'Not this one' },
        {
          '@type': 'JobPosting',
          title: 'Sachbearbeiter/in Buchhaltung 80–100 %',
          description: '<p>Ihre Aufgaben: Kreditoren und Debitoren. Pensum 80–100 %.</p>',
          hiringOrganization: { '@type': 'Organization', name: 'Muster Treuhand AG' },
          jobLocation: { '@type': 'Place', address: { streetAddress: 'Bahnhofstrasse 1', postalCode: '8001', addressLocality: 'Zürich' } },
          baseSalary: { '@type': 'MonetaryAmount', currency: 'CHF', value: { minValue: 85000, maxValue: 95000, unitText: 'YEAR' } },
          employmentType: ['FULL_TIME', 'PART_TIME'],
          identifier: { '@type': 'PropertyValue', value: 'MT-2026-17' },
        },
      ],
    }
    const html = `<html><head><script type="application/ld+json">${JSON.stringify(posting)}</script></head><body><h1>Stelle</h1></body></html>`
    const reply = await capture(owner.headers, html)
    expect(reply.source).toBe('json-ld')
    expect(reply.fields).toEqual({
      company: 'Muster Treuhand AG',
      role: 'Sachbearbeiter/in Buchhaltung 80–100 %',
      location: 'Zürich',
      employerAddress: 'Bahnhofstrasse 1, 8001 Zürich',
      salaryCurrency: 'CHF',
      salaryMin: 85000,
      salaryMax: 95000,
      salaryPeriod: 'year',
      referenceNumber: 'MT-2026-17',
      workloadPercent: 100,
    })
    expect(reply.postingText).toContain('Kreditoren und Debitoren')
  })

  it('reads a pasted text ad with the job-ad engine and states nothing the ad does not say', async () => {
    const owner = await signIn(t)
    const ad = [
      'Lagerleitung (m/w/d)',
      'Die Beispiel Logistik GmbH sucht zum nächstmöglichen Zeitpunkt eine engagierte Persönlichkeit.',
      'Standort: Leipzig',
      'Unbefristete Festanstellung in Teilzeit, 80 %',
      'Gehalt: 3.500 – 4.200 € brutto pro Monat',
      'Referenznummer: LG-4471',
      'Ihre Ansprechpartnerin: Frau Anna Beispiel, anna.beispiel@example.com, Tel. 0341 123456',
    ].join('\n')
    const reply = await capture(owner.headers, ad)
    expect(reply.source).toBe('engine')
    expect(reply.fields).toMatchObject({
      company: 'Beispiel Logistik GmbH',
      location: 'Leipzig',
      workloadPercent: 80,
      contractType: 'permanent',
      salaryMin: 3500,
      salaryMax: 4200,
      salaryCurrency: 'EUR',
      salaryPeriod: 'month',
      referenceNumber: 'LG-4471',
      contactEmail: 'anna.beispiel@example.com',
    })
    expect(reply.fields.role).toMatch(/Lagerleitung/)

    const bare = await capture(owner.headers, 'Wir freuen uns auf Ihre Bewerbung.')
    expect(bare.fields).toEqual({})
  })

  it('refuses an empty paste, naming the field, and asks for a session', async () => {
    const owner = await signIn(t)
    const empty = await t.app.inject({ method: 'POST', url: '/api/applications/capture', headers: owner.headers, payload: { text: '  ' } })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({ field: 'text' })
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/applications/capture', payload: { text: 'x' } })
    expect(anonymous.statusCode).toBe(401)
  })
})
