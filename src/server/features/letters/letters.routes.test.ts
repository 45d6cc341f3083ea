import { afterEach, beforeEach, expect, it } from 'vitest'
import { richCv } from '#documents/cv/sample-cvs'
import { MAX_LETTERS } from '#shared/api/letters'
import { PREVIEWS_PER_PERSON_PER_MINUTE } from '#shared/limits'
import { extractPdf } from '#server/import/files/extract-pdf'
import JSZip from 'jszip'
import { makePro, signIn } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { describeEachDatabase } from '#tests/setup/test-database'

type Headers = Record<string, string>

const LETTER = {
  content:
    'Sehr geehrte Frau Weber,\n\nmit großem Interesse habe ich Ihre Anzeige gelesen.\n\nMit freundlichen Grüßen\n\n\n\nOlivia Bennett',
  recipient: { company: 'Zahlwerk GmbH', contactName: 'Frau Anna Weber', street: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin' },
  language: 'de',
  layout: 'din5008-a',
}

describeEachDatabase('letters', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp({ db: kind })
  })
  afterEach(() => t.close())

  const newCv = async (headers: Headers) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cvs',
      headers,
      payload: { templateId: 'sidebar-elegant', themeId: 'emerald', language: 'de', cvData: richCv },
    })
    expect(res.statusCode).toBe(201)
    return (res.json() as { id: string }).id
  }
  const create = (headers: Headers, payload: object) => t.app.inject({ method: 'POST', url: '/api/letters', headers, payload })

  it('saves a letter linked to a CV, edits it with its version, exports it, and deletes it', async () => {
    const owner = await signIn(t)
    const cvId = await newCv(owner.headers)
    const created = await create(owner.headers, {
      ...LETTER,
      cvId,
      subject: 'Bewerbung als Senior Software Engineer',
      salary: { min: 70000, max: 80000 },
      notice: { amount: 3, unit: 'months', ends: 'end-of-month', from: '2026-01-15' },
    })
    expect(created.statusCode).toBe(201)
    const letter = created.json()
    expect(letter).toMatchObject({ id: expect.any(String), version: 1, cvId, title: 'Bewerbung als Senior Software Engineer' })

    const listed = await t.app.inject({ method: 'GET', url: '/api/letters', headers: owner.headers })
    expect(listed.json()).toEqual([expect.objectContaining({ id: letter.id, company: 'Zahlwerk GmbH' })])

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/letters/${letter.id}`,
      headers: owner.headers,
      payload: { version: 1, layout: 'ch', enclosures: ['Lebenslauf', 'Arbeitszeugnis'] },
    })
    expect(patched.statusCode).toBe(200)
    expect(patched.json()).toMatchObject({ version: 2, layout: 'ch', enclosures: ['Lebenslauf', 'Arbeitszeugnis'] })
    const stale = await t.app.inject({ method: 'PATCH', url: `/api/letters/${letter.id}`, headers: owner.headers, payload: { version: 1, subject: 'x' } })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'LETTER_STALE_WRITE' })

    const txt = await t.app.inject({ method: 'GET', url: `/api/letters/${letter.id}/txt`, headers: owner.headers })
    expect(txt.statusCode).toBe(200)
    expect(txt.headers['content-disposition']).toContain('Bewerbung_als_Senior_Software_Engineer.txt')
    // Swiss: no ß, no comma after the salutation, "Freundliche Grüsse", "Beilagen"; the notice
    // given on 15 January (3 months to the month's end) ends on 30 April: start 1 May 2026.
    expect(txt.body).toContain('Sehr geehrte Frau Weber\n')
    expect(txt.body).toContain('Mit grossem Interesse')
    expect(txt.body).toContain('Freundliche Grüsse')
    expect(txt.body).not.toContain('ß')
    expect(txt.body).toContain('Beilagen\nLebenslauf')
    expect(txt.body).toMatch(/CHF|EUR|€/)
    expect(txt.body).toContain('1. Mai 2026')
    expect(txt.body.indexOf('Meine Lohnvorstellung')).toBeLessThan(txt.body.indexOf('Freundliche Grüsse'))

    const pdf = await t.app.inject({ method: 'GET', url: `/api/letters/${letter.id}/pdf`, headers: owner.headers })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const { text } = await extractPdf(new Uint8Array(pdf.rawPayload))
    expect(text).toContain('Zahlwerk GmbH')
    expect(text).toContain('Olivia Bennett')

    const exported = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: owner.headers })
    expect(JSON.parse(exported.body).letters).toEqual([expect.objectContaining({ id: letter.id, layout: 'ch' })])

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/letters/${letter.id}`, headers: owner.headers })
    expect(removed.json()).toEqual({ success: true })
    const gone = await t.app.inject({ method: 'GET', url: `/api/letters/${letter.id}`, headers: owner.headers })
    expect(gone.statusCode).toBe(404)
  }, 60_000)

  it("answers 404 for another person's letter and CV, and 4xx naming the field for bad input", async () => {
    const owner = await signIn(t)
    const stranger = await signIn(t)
    const cvId = await newCv(owner.headers)
    const letter = (await create(owner.headers, { ...LETTER, cvId })).json()
    for (const [method, url] of [
      ['GET', `/api/letters/${letter.id}`],
      ['GET', `/api/letters/${letter.id}/pdf`],
      ['GET', `/api/letters/${letter.id}/txt`],
      ['DELETE', `/api/letters/${letter.id}`],
      ['GET', '/api/letters/not-a-uuid'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: stranger.headers })
      expect(res.statusCode, `${method} ${url}`).toBe(404)
    }
    const patch = await t.app.inject({ method: 'PATCH', url: `/api/letters/${letter.id}`, headers: stranger.headers, payload: { version: 1, subject: 'x' } })
    expect(patch.statusCode).toBe(404)
    expect(await t.app.inject({ method: 'GET', url: '/api/letters', headers: stranger.headers }).then((r) => r.json())).toEqual([])
    // Linking a letter to someone else's CV is the same as to no CV.
    expect((await create(stranger.headers, { ...LETTER, cvId })).statusCode).toBe(404)

    const bad = await create(owner.headers, { ...LETTER, cvId, layout: 'din5008-c' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('layout')
    expect((await create(owner.headers, { ...LETTER, cvId, recipient: { company: 'X' } })).statusCode).toBe(400)
    expect((await create(owner.headers, { ...LETTER, cvId, salary: { min: 60000, max: 50000 } })).statusCode).toBe(400)
    expect((await create(owner.headers, { ...LETTER, cvId: 'abc' })).statusCode).toBe(400)
    expect((await t.app.inject({ method: 'POST', url: '/api/letters', payload: { ...LETTER, cvId } })).statusCode).toBe(401)
  }, 60_000)

  it('goes with the account, and a deleted CV leaves the letter in the default design', async () => {
    const owner = await signIn(t)
    const cvId = await newCv(owner.headers)
    const letter = (await create(owner.headers, { ...LETTER, cvId })).json()
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cv/${cvId}`, headers: owner.headers })).statusCode).toBe(200)
    const kept = await t.app.inject({ method: 'GET', url: `/api/letters/${letter.id}`, headers: owner.headers })
    expect(kept.json()).toMatchObject({ id: letter.id, cvId: null })
    expect((await t.app.inject({ method: 'GET', url: `/api/letters/${letter.id}/txt`, headers: owner.headers })).statusCode).toBe(200)

    const gone = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: owner.headers, payload: { confirmEmail: owner.user.email } })
    expect(gone.statusCode).toBe(200)
    const { letters } = await import('#server/db/schema')
    const { eq } = await import('drizzle-orm')
    expect(await t.database.db.select().from(letters).where(eq(letters.userId, owner.user.id))).toHaveLength(0)
  }, 60_000)

  it('exports Word for Pro in the letter\'s order; a trial account is asked to upgrade', async () => {
    const owner = await signIn(t)
    const cvId = await newCv(owner.headers)
    const letter = (await create(owner.headers, { ...LETTER, cvId, subject: 'Bewerbung als Entwicklerin' })).json()
    const url = `/api/letters/${letter.id}/docx`
    const trial = await t.app.inject({ method: 'GET', url, headers: owner.headers })
    expect(trial.statusCode).toBe(403)
    expect(trial.json()).toMatchObject({ code: 'PRO_REQUIRED' })
    await makePro(t, owner.user.id)
    const docx = await t.app.inject({ method: 'GET', url, headers: owner.headers })
    expect(docx.statusCode).toBe(200)
    expect(docx.headers['content-disposition']).toContain('Bewerbung_als_Entwicklerin.docx')
    const xml = await (await JSZip.loadAsync(docx.rawPayload)).file('word/document.xml')!.async('string')
    const text = xml.replace(/<[^>]+>/g, ' ')
    const order = ['Olivia Bennett', 'Zahlwerk GmbH', 'Bewerbung als Entwicklerin', 'Sehr geehrte Frau Weber', 'Mit freundlichen Grüßen']
    const at = order.map((part) => text.indexOf(part))
    expect(at.every((index) => index >= 0), text.slice(0, 300)).toBe(true)
    expect([...at].sort((a, b) => a - b)).toEqual(at)
    // The template's body face (Lato for Sidebar Elegant).
    expect(xml + (await (await JSZip.loadAsync(docx.rawPayload)).file('word/styles.xml')!.async('string'))).toContain('Lato')
  }, 60_000)

  it('paces PDF prints per person (they count against no quota)', async () => {
    const owner = await signIn(t)
    const url = '/api/letters/00000000-0000-4000-8000-000000000000/pdf'
    for (let i = 0; i < PREVIEWS_PER_PERSON_PER_MINUTE; i += 1) {
      expect((await t.app.inject({ method: 'GET', url, headers: owner.headers })).statusCode).toBe(404)
    }
    const paced = await t.app.inject({ method: 'GET', url, headers: owner.headers })
    expect(paced.statusCode).toBe(429)
    expect(paced.json()).toMatchObject({ code: 'RATE_LIMITED' })
    // Another person has a pace of their own.
    const other = await signIn(t)
    expect((await t.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(404)
  }, 60_000)

  it('keeps at most the plan cap of letters', async () => {
    const owner = await signIn(t)
    const cvId = await newCv(owner.headers)
    for (let i = 0; i < MAX_LETTERS.trial; i += 1) expect((await create(owner.headers, { ...LETTER, cvId })).statusCode).toBe(201)
    const over = await create(owner.headers, { ...LETTER, cvId })
    expect(over.statusCode).toBe(403)
    expect(over.json()).toMatchObject({ code: 'LETTER_LIMIT', limit: MAX_LETTERS.trial })
  }, 60_000)
})
