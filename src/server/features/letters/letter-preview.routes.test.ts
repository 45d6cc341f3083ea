import { afterEach, beforeEach, expect, it } from 'vitest'
import { richCv } from '#documents/cv/sample-cvs'
import { PREVIEWS_PER_PERSON_PER_MINUTE } from '#shared/limits'
import { signIn } from '#tests/setup/auth-helpers'
import { createRecordingPrinter } from '#tests/setup/billing-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { describeEachDatabase } from '#tests/setup/test-database'

// POST /api/letters/preview: the writer's unsaved letter in its CV's design. A recording printer
// stands in for Chromium, so the tests see the HTML that would print and how often it prints.

type Headers = Record<string, string>

const LETTER = {
  content: 'Sehr geehrte Frau Weber,\n\nmit großem Interesse habe ich Ihre Anzeige gelesen.\n\nMit freundlichen Grüßen',
  recipient: { company: 'Zahlwerk GmbH', contactName: 'Frau Anna Weber', street: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin' },
  language: 'de',
  layout: 'din5008-a',
}

describeEachDatabase('letter preview', (kind) => {
  let t: TestApp
  let printer: ReturnType<typeof createRecordingPrinter>
  beforeEach(async () => {
    printer = createRecordingPrinter()
    t = await buildTestApp({ db: kind, overrides: { printer } })
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
  const preview = (headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/letters/preview', headers, payload })

  it("prints the unsaved letter in its CV's design, marked as a preview, and prints the same letter once", async () => {
    const owner = await signIn(t)
    const cvId = await newCv(owner.headers)
    const res = await preview(owner.headers, { ...LETTER, cvId, subject: 'Bewerbung als Data Analyst' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['cache-control']).toContain('no-store')
    expect(printer.printed).toHaveLength(1)
    const html = printer.printed[0]!
    expect(html).toContain(richCv.personal.fullName)
    expect(html).toContain('Zahlwerk GmbH')
    expect(html).toContain('Bewerbung als Data Analyst')
    expect(html).toMatch(/@bottom-left { content: "ApplyKit .{1,8} Preview"/)
    // Sidebar Elegant's body face, as the saved letter prints it.
    expect(html).toContain('Lato')

    // The same letter again (a re-render, another tab): from the cache, not the printer.
    expect((await preview(owner.headers, { ...LETTER, cvId, subject: 'Bewerbung als Data Analyst' })).statusCode).toBe(200)
    expect(printer.printed).toHaveLength(1)
    // A change prints again, in the layout asked for.
    const swiss = await preview(owner.headers, { ...LETTER, cvId, layout: 'ch', subject: 'Bewerbung als Data Analyst' })
    expect(swiss.statusCode).toBe(200)
    expect(printer.printed).toHaveLength(2)
    expect(printer.printed[1]).toContain('Freundliche Grüsse')
    // The builder shows it in the design chosen there, before the CV is saved with it.
    const chosen = await preview(owner.headers, { ...LETTER, cvId, templateId: 'ats-simple', theme: 'blue' })
    expect(chosen.statusCode).toBe(200)
    expect(printer.printed[2]).toContain('tpl-ats-simple')
    // Nothing was saved.
    expect((await t.app.inject({ method: 'GET', url: '/api/letters', headers: owner.headers })).json()).toEqual([])
  }, 60_000)

  it("answers 404 for another person's CV, 401 without a session, and 400 naming the field for bad input", async () => {
    const owner = await signIn(t)
    const cvId = await newCv(owner.headers)
    const stranger = await signIn(t)

    const foreign = await preview(stranger.headers, { ...LETTER, cvId })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toMatchObject({ code: 'CV_NOT_FOUND' })
    const missing = await preview(owner.headers, { ...LETTER, cvId: '00000000-0000-4000-8000-000000000000' })
    expect(missing.statusCode).toBe(404)
    expect((await preview({}, { ...LETTER, cvId })).statusCode).toBe(401)

    const noUuid = await preview(owner.headers, { ...LETTER, cvId: 'not-a-cv' })
    expect(noUuid.statusCode).toBe(400)
    expect(noUuid.body).toContain('cvId')
    const badLayout = await preview(owner.headers, { ...LETTER, cvId, layout: 'letterhead' })
    expect(badLayout.statusCode).toBe(400)
    expect(badLayout.body).toContain('layout')
    const tooLong = await preview(owner.headers, { ...LETTER, cvId, content: 'x'.repeat(12_001) })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.body).toContain('content')
    const unknownTemplate = await preview(owner.headers, { ...LETTER, cvId, templateId: 'no-such-template' })
    expect(unknownTemplate.statusCode).toBe(400)
    expect(unknownTemplate.json()).toMatchObject({ code: 'UNKNOWN_TEMPLATE' })
    const noRecipient = await preview(owner.headers, { cvId, content: 'Hallo', language: 'de', layout: 'at' })
    expect(noRecipient.statusCode).toBe(400)
    expect(printer.printed).toHaveLength(0)
  }, 60_000)

  it("shares the CV preview's per-person limit: 429 with Retry-After beyond it", async () => {
    const owner = await signIn(t)
    const cvId = await newCv(owner.headers)
    for (let i = 0; i < PREVIEWS_PER_PERSON_PER_MINUTE; i += 1) {
      expect((await preview(owner.headers, { ...LETTER, cvId, subject: `Version ${i}` })).statusCode).toBe(200)
    }
    const paced = await preview(owner.headers, { ...LETTER, cvId, subject: 'One too many' })
    expect(paced.statusCode).toBe(429)
    expect(paced.json()).toMatchObject({ code: 'RATE_LIMITED' })
    expect(Number(paced.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    // A letter already shown still answers from the cache.
    expect((await preview(owner.headers, { ...LETTER, cvId, subject: 'Version 0' })).statusCode).toBe(200)
  }, 60_000)
})
