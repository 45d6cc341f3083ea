import { afterEach, beforeEach, expect, it } from 'vitest'
import { richCv } from '#tests/fixtures/sample-cvs'
import { SAME_ORIGIN, signIn } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { describeEachDatabase } from '#tests/setup/test-database'

// A NUL reached PostgreSQL and answered 500; a CV holding one could never be saved again.
describeEachDatabase('control characters in request text', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp({ db: kind })
  })
  afterEach(() => t.close())

  const expectRefused = (res: { statusCode: number; json: () => unknown }, field?: string) => {
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'Bad Request', code: 'VALIDATION_FAILED', ...(field ? { field } : {}) })
  }

  it('removes them from CV content (POST /api/cvs, PUT /api/cv/:id), so the CV saves and saves again', async () => {
    const owner = await signIn(t)
    const dirty = { ...richCv, summary: 'Line one\u0000 and\u0007 two\r\n\ttabbed \uD800half' }
    const created = await t.app.inject({ method: 'POST', url: '/api/cvs', headers: owner.headers, payload: { templateId: 'ats-simple', cvData: dirty } })
    expect(created.statusCode).toBe(201)
    const cv = created.json()
    expect(cv.cvData.summary).toBe('Line one and two\r\n\ttabbed half')

    t.clock.advance(1000)
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/cv/${cv.id}`,
      headers: owner.headers,
      payload: { cvData: { ...richCv, summary: 'again\u0000', personal: { ...richCv.personal, fullName: 'Ada\u001FLovelace' } }, updatedAt: cv.updatedAt },
    })
    expect(updated.statusCode).toBe(200)
    expect(updated.json().cvData.summary).toBe('again')
    expect(updated.json().cvData.personal.fullName).toBe('AdaLovelace')

    t.clock.advance(1000)
    const again = await t.app.inject({ method: 'PUT', url: `/api/cv/${cv.id}`, headers: owner.headers, payload: { title: 'Fine', updatedAt: updated.json().updatedAt } })
    expect(again.statusCode).toBe(200)
  })

  it('refuses them in a CV title, create and update alike', async () => {
    const owner = await signIn(t)
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/cvs', headers: owner.headers, payload: { title: 'A\u0000', templateId: 'ats-simple', cvData: richCv } }), 'title')
    const cv = (await t.app.inject({ method: 'POST', url: '/api/cvs', headers: owner.headers, payload: { templateId: 'ats-simple', cvData: richCv } })).json()
    expectRefused(await t.app.inject({ method: 'PUT', url: `/api/cv/${cv.id}`, headers: owner.headers, payload: { title: 'B\u0000', updatedAt: cv.updatedAt } }), 'title')
  })

  it('refuses them in an e-mail address (send-trial-token, request-token, start-trial)', async () => {
    for (const url of ['/api/auth/send-trial-token', '/api/auth/request-token', '/api/start-trial']) {
      expectRefused(await t.app.inject({ method: 'POST', url, headers: SAME_ORIGIN, payload: { email: 'ada\u0000@example.com' } }), 'email')
      expectRefused(await t.app.inject({ method: 'POST', url, headers: SAME_ORIGIN, payload: { email: 'ada@exa\u0085mple.com' } }), 'email')
    }
  })

  it('refuses them in path parameters (%00 in a CV id or a billing id), and line breaks there too', async () => {
    const owner = await signIn(t)
    for (const url of [
      '/api/cv/abc%00def',
      '/api/cv/abc%0Adef',
      '/api/billing/test-mode/checkout/cs_%00x',
      '/api/billing/test-mode/portal/%00',
      '/api/billing/test-mode/portal/pt_1/invoices/in_%00/pdf',
      '/api/billing/invoices/%00/pdf',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: owner.headers })
      expect(res.statusCode, url).toBe(400)
      expect(res.json(), url).toMatchObject({ code: 'VALIDATION_FAILED' })
    }
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/billing/test-mode/portal/%00/cancel', headers: owner.headers }))
  })

  it('removes them from pasted CV text (parse-text), keeping tabs and line breaks', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cv/parse-text',
      headers: SAME_ORIGIN,
      payload: { text: 'Ada Lovelace\u0000\nada@example.com\u000C\n\nEXPERIENCE\r\nAnalyst\tBabbage & Co\n2019 - 2024' },
    })
    expect(res.statusCode).toBe(200)
    expect(JSON.stringify(res.json())).not.toMatch(/\\u0000|\\f/)
  })

  it('refuses them in an id field of the body', async () => {
    const owner = await signIn(t)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cvs',
      headers: owner.headers,
      payload: { templateId: 'ats-simple\u0000', cvData: richCv },
    })
    expectRefused(res, 'templateId')
  })
})
