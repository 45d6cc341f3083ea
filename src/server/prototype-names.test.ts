import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { TEMPLATES } from '#shared/catalogue'
import { SAME_ORIGIN, signIn } from '#tests/setup/auth-helpers'
import { createRecordingPrinter } from '#tests/setup/billing-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { PROTOTYPE_NAMES } from '#tests/setup/prototype-names'
import { describeEachDatabase } from '#tests/setup/test-database'

// Each test builds the whole app and signs people in: slow on a loaded machine, not wrong.
vi.setConfig({ testTimeout: 120_000 })

// Issue 31.5: names of Object.prototype as ids answered 500 on 11 route/field combinations, and
// PUT /api/cv/:id {"themeId":"constructor"} stored "function Object() { [native code] }". Every
// lookup by a user-supplied key reads own properties only: a required id answers 400, an optional
// one is ignored.

const CV = { personal: { fullName: 'Ada Lovelace', email: 'ada@example.com' }, summary: 'Engine notes.' }

describeEachDatabase('prototype names as ids', (kind) => {
  let t: TestApp
  let headers: Record<string, string>
  beforeAll(async () => {
    t = await buildTestApp({ db: kind, overrides: { printer: createRecordingPrinter() } })
    headers = (await signIn(t)).headers
  })
  afterAll(() => t?.close())

  const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...SAME_ORIGIN, ...headers }, ...(payload ? { payload } : {}) })

  it.each(PROTOTYPE_NAMES)('"%s" as a template id answers 400 on render, preview, export, create CV, update CV, preferences and thumbnails', async (name) => {
    const answers = await Promise.all([
      send('POST', '/api/v2/cv/render-template', { templateId: name, cvData: CV }),
      send('POST', '/api/v2/cv/render-preview', { templateId: name, cvData: CV }),
      send('POST', '/api/render-template', { templateId: name, cvData: CV, format: 'txt' }),
      send('POST', '/api/cvs', { templateId: name, cvData: CV }),
      send('PUT', '/api/user/preferences', { language: 'en', defaultTemplate: name, defaultTheme: 'blue' }),
      send('PUT', '/api/user/preferences', { language: 'en', defaultTemplate: 'modern-grid', defaultTheme: name }),
      send('GET', `/api/templates/${encodeURIComponent(name)}/thumbnail`),
    ])
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 400))
    for (const res of answers) expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) })
  })

  it.each(PROTOTYPE_NAMES)('"%s" as an optional theme id is ignored: the template\'s own theme is used and stored', async (name) => {
    const created = await send('POST', '/api/cvs', { templateId: 'modern-grid', themeId: name, cvData: CV })
    expect(created.statusCode).toBe(201)
    const cv = created.json() as { id: string; updatedAt: string; content: { theme: string } }
    expect(cv.content.theme).toBe(TEMPLATES['modern-grid'].defaultTheme)

    const updated = await send('PUT', `/api/cv/${cv.id}`, { themeId: name, updatedAt: cv.updatedAt })
    expect(updated.statusCode).toBe(200)
    expect((updated.json() as { content: { theme: string } }).content.theme).toBe(cv.content.theme)
    const updatedTemplate = await send('PUT', `/api/cv/${cv.id}`, { templateId: name, updatedAt: (updated.json() as { updatedAt: string }).updatedAt })
    expect(updatedTemplate.statusCode).toBe(400)

    const rendered = await send('POST', '/api/v2/cv/render-template', { templateId: 'modern-grid', theme: name, cvData: CV })
    expect(rendered.statusCode).toBe(200)
    expect((rendered.json() as { html: string }).html).not.toContain('native code')
    expect((await send('GET', `/api/templates/modern-grid/thumbnail?theme=${encodeURIComponent(name)}`)).statusCode).toBe(200)
  })

  it.each(PROTOTYPE_NAMES)('"%s" as a language or locale answers 400', async (name) => {
    const answers = await Promise.all([
      send('POST', '/api/v2/cv/render-template', { templateId: 'modern-grid', cvData: CV, language: name }),
      send('PUT', '/api/user/language', { language: name }),
      send('POST', '/api/cvs', { templateId: 'modern-grid', cvData: CV, language: name }),
      send('GET', `/api/templates/modern-grid/thumbnail?language=${encodeURIComponent(name)}`),
    ])
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 400))
  })
})
