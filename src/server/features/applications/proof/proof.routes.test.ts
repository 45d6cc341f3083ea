import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { signIn } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { describeEachDatabase } from '#tests/setup/test-database'
import { parseCsv } from '../csv'

type Headers = Record<string, string>

/** The text layer of a PDF, as pdftotext reads it (the way an office's software would). */
function pdfText(data: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'proof-'))
  try {
    const file = path.join(dir, 'proof.pdf')
    writeFileSync(file, data)
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describeEachDatabase('proof for the offices', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp({ db: kind })
  })
  afterEach(() => t.close())

  const create = async (headers: Headers, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/applications', headers, payload })
    expect(res.statusCode, res.body).toBe(201)
    return res.json() as { id: string; version: number }
  }
  const proof = (headers: Headers, query: string) => t.app.inject({ method: 'GET', url: `/api/applications/proof?${query}`, headers })

  /** A month of a person in Zürich: three applications sent, a job fair, one saved and one of another month. */
  async function seedMonth(headers: Headers) {
    await create(headers, {
      company: 'Muster AG',
      role: 'Buchhalterin',
      employerAddress: 'Bahnhofstrasse 1\n8001 Zürich',
      contactName: 'Frau Keller',
      contactPhone: '+41 44 123 45 67',
      stage: 'applied',
      appliedAt: '2027-03-03',
      channel: 'email',
      origin: 'agency',
      workloadPercent: 80,
    })
    await create(headers, {
      company: 'Beispiel GmbH',
      role: 'Sachbearbeiterin',
      stage: 'interview',
      interviewRound: 1,
      appliedAt: '2027-03-10',
      channel: 'in_person',
      location: 'Winterthur',
      workloadPercent: 100,
    })
    await create(headers, {
      company: 'Nordwind SA',
      stage: 'closed',
      closedReason: 'rejected',
      appliedAt: '2027-03-17',
      channel: 'phone',
    })
    await create(headers, { company: 'Jobmesse Zürich', kind: 'job_fair', appliedAt: '2027-03-20', location: 'Messe Oerlikon' })
    // Not in the proof: still Saved (not sent), and one sent in February.
    await create(headers, { company: 'Entwurf AG', stage: 'saved', appliedAt: '2027-03-12' })
    await create(headers, { company: 'Februar AG', stage: 'applied', appliedAt: '2027-02-27', channel: 'online' })
  }

  it('lists exactly the efforts of the period in each office’s CSV, never a made-up row', async () => {
    const owner = await signIn(t)
    await seedMonth(owner.headers)
    for (const country of ['DE', 'CH', 'AT']) {
      const res = await proof(owner.headers, `country=${country}&from=2027-03-01&to=2027-03-31&format=csv`)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.headers['content-type']).toContain('text/csv')
      const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''), ';')
      expect(header![0]).toBe('Datum')
      // The employer and its address each have a column; the first is not called "… und Anschrift".
      expect(header!.slice(1, 3)).toEqual(['Arbeitgeber', 'Anschrift'])
      expect(rows.map((row) => `${row[0]} ${row[1]}`)).toEqual([
        '2027-03-03 Muster AG',
        '2027-03-10 Beispiel GmbH',
        '2027-03-17 Nordwind SA',
        '2027-03-20 Jobmesse Zürich',
      ])
      // The job fair is an effort of its own kind; the rejection is the result.
      expect(rows[3]!.join('|')).toContain('Jobmesse')
      expect(rows[2]!.at(-1)).toBe('Absage')
    }
    const ch = await proof(owner.headers, 'country=CH&from=2027-03-01&to=2027-03-31&format=csv&language=fr')
    // A French-speaking Swiss user's file is named in French, as the ORP calls it.
    expect(ch.headers['content-disposition']).toContain('ORP-Recherches-emploi_2027-03-01_2027-03-31.csv')
    const [header, first] = parseCsv(ch.body.replace(/^\uFEFF/, ''), ';')
    expect(header).toContain('Assignation ORP')
    expect(first).toContain('oui')
    expect(first).toContain('80 % (temps partiel)')
  })

  it('prints the PDF with every row in its text layer, the header from Settings and the signature lines', async () => {
    const owner = await signIn(t)
    await seedMonth(owner.headers)
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/applications/proof/settings',
      headers: owner.headers,
      payload: {
        fullName: 'Erika Beispiel',
        address: 'Seestrasse 5\n8002 Zürich',
        deCustomerNumber: '',
        chAhvNumber: '756.1234.5678.97',
        atAmsNumber: '',
        country: 'CH',
        monthlyTarget: 10,
        remindersEnabled: false,
      },
    })
    expect(settings.statusCode, settings.body).toBe(200)
    const started = performance.now()
    const res = await proof(owner.headers, 'country=CH&from=2027-03-01&to=2027-03-31&format=pdf&language=de')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(performance.now() - started).toBeLessThan(10_000)
    const text = pdfText(res.rawPayload)
    for (const expected of ['Nachweis der persönlichen Arbeitsbemühungen', 'Erika Beispiel', '756.1234.5678.97', 'März 2027', 'Muster AG', 'Beispiel GmbH', 'Nordwind SA', 'Jobmesse Zürich', 'Unterschrift']) {
      expect(text).toContain(expected)
    }
    expect(text).not.toContain('Entwurf AG')
    expect(text).not.toContain('Februar AG')
    expect(text).toMatch(/Anzahl: 4/)
  })

  it('refuses a bad query with a 400 naming the field, and shows no one else’s applications', async () => {
    const owner = await signIn(t)
    const other = await signIn(t)
    await seedMonth(owner.headers)
    const reversed = await proof(owner.headers, 'country=DE&from=2027-03-31&to=2027-03-01&format=csv')
    expect(reversed.statusCode).toBe(400)
    expect(reversed.body).toContain('to')
    const country = await proof(owner.headers, 'country=FR&from=2027-03-01&to=2027-03-31&format=csv')
    expect(country.statusCode).toBe(400)
    expect(country.body).toContain('country')
    const language = await proof(owner.headers, 'country=DE&from=2027-03-01&to=2027-03-31&format=csv&language=fr')
    expect(language.statusCode).toBe(400)
    expect(language.body).toContain('language')
    const badAhv = await t.app.inject({
      method: 'PUT',
      url: '/api/applications/proof/settings',
      headers: owner.headers,
      payload: { fullName: '', address: '', deCustomerNumber: '', chAhvNumber: '123', atAmsNumber: '', country: null, monthlyTarget: null, remindersEnabled: false },
    })
    expect(badAhv.statusCode).toBe(400)
    expect(badAhv.body).toContain('chAhvNumber')

    const theirs = await proof(other.headers, 'country=DE&from=2027-03-01&to=2027-03-31&format=csv')
    expect(parseCsv(theirs.body.replace(/^\uFEFF/, ''), ';')).toHaveLength(1)
    const signedOut = await proof({}, 'country=DE&from=2027-03-01&to=2027-03-31&format=csv')
    expect(signedOut.statusCode).toBe(401)
  })

  it('counts this month against the target and gives the RAV deadline', async () => {
    const owner = await signIn(t)
    const today = t.clock.now().toISOString().slice(0, 10)
    await create(owner.headers, { company: 'Heute AG', stage: 'applied', channel: 'online' })
    await t.app.inject({
      method: 'PUT',
      url: '/api/applications/proof/settings',
      headers: owner.headers,
      payload: { fullName: 'A', address: '', deCustomerNumber: '', chAhvNumber: '', atAmsNumber: '', country: 'CH', monthlyTarget: 12, remindersEnabled: true },
    })
    const res = await t.app.inject({ method: 'GET', url: '/api/applications/proof/overview', headers: owner.headers })
    expect(res.statusCode).toBe(200)
    const overview = res.json()
    expect(overview).toMatchObject({ today, effortsThisMonth: 1, settings: { monthlyTarget: 12, remindersEnabled: true, country: 'CH' } })
    expect(overview.ravDeadline.due.slice(8)).toBe('05')
    expect(overview.ravDeadline.daysLeft).toBeGreaterThanOrEqual(0)
    // The header and target are the account's data: in its export.
    const exported = (await t.app.inject({ method: 'GET', url: '/api/account/export', headers: owner.headers })).json()
    expect(exported.applicationProofSettings).toMatchObject({ fullName: 'A', country: 'CH', monthlyTarget: 12, remindersEnabled: true })
  })
})
