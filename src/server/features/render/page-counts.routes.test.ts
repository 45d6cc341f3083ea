import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEMPLATE_IDS } from '#shared/catalogue'
import { createPdfPrinter, type PdfPrinter } from '#server/pdf/pdf-printer'
import { richCv } from '#tests/fixtures/sample-cvs'
import { SAME_ORIGIN } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'

// Issue 29: the template step's page badges (one request measures every template, cached by content)
// and the page and type settings' print-safe ranges (a 400 naming the field, never a 500).

describe('page counts and type settings through the routes', () => {
  let t: TestApp
  const real = createPdfPrinter({ poolSize: 2 })
  let prints = 0
  const printer: PdfPrinter = { ...real, printPdf: (html, priority) => ((prints += 1), real.printPdf(html, priority)) }
  beforeAll(async () => {
    t = await buildTestApp({ overrides: { printer } })
  })
  afterAll(async () => {
    await t?.close()
    await real.close()
  })

  const pageCounts = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v2/cv/page-counts', headers: SAME_ORIGIN, remoteAddress: '198.51.100.7', payload })

  it('measures every template in one request and answers the same content from its cache', { timeout: 240_000 }, async () => {
    const res = await pageCounts({ cvData: richCv, language: 'de' })
    expect(res.statusCode, res.body).toBe(200)
    const { pages } = res.json<{ pages: Record<string, number> }>()
    expect(Object.keys(pages).sort()).toEqual([...TEMPLATE_IDS].sort())
    for (const id of TEMPLATE_IDS) expect(pages[id], id).toBeGreaterThanOrEqual(1)

    const printed = prints
    const again = await pageCounts({ cvData: richCv, language: 'de' })
    expect(again.json()).toEqual(res.json())
    expect(prints).toBe(printed)
  })

  it('counts what the settings print: larger type never gives fewer pages', { timeout: 240_000 }, async () => {
    const small = (await pageCounts({ cvData: { ...richCv, layout: { fontSize: 8.5 } }, language: 'en' })).json<{ pages: Record<string, number> }>().pages
    const large = (await pageCounts({ cvData: { ...richCv, layout: { fontSize: 12, lineHeight: 1.8 } }, language: 'en' })).json<{ pages: Record<string, number> }>().pages
    for (const id of TEMPLATE_IDS) expect(large[id]!, id).toBeGreaterThanOrEqual(small[id]!)
    expect(TEMPLATE_IDS.some((id) => large[id]! > small[id]!)).toBe(true)
  })

  it('refuses bad input with a 400 that names the field', async () => {
    const cases: Array<[object, string]> = [
      [{ cvData: { ...richCv, layout: { fontSize: 20 } } }, 'cvData.layout.fontSize'],
      [{ cvData: { ...richCv, layout: { fontSize: 10.3 } } }, 'cvData.layout.fontSize'],
      [{ cvData: { ...richCv, layout: { lineHeight: 3 } } }, 'cvData.layout.lineHeight'],
      [{ cvData: { ...richCv, layout: { fontFamily: 'comic-sans' } } }, 'cvData.layout.fontFamily'],
      [{ cvData: { ...richCv, layout: { margins: 'none' } } }, 'cvData.layout.margins'],
    ]
    for (const [payload, field] of cases) {
      const res = await pageCounts(payload)
      expect(res.statusCode, field).toBe(400)
      expect(res.json().message, field).toContain(field)
    }
    expect((await pageCounts({ cvData: richCv, pageSize: 'a3' })).statusCode).toBe(400)
    expect((await pageCounts({ cvData: richCv, templateId: 'ats-simple' })).statusCode).toBe(400)
  })

  it('refuses out-of-range settings on the preview, the export and saving a CV alike', async () => {
    const cvData = { ...richCv, layout: { lineHeight: 0.8 } }
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cv/render-preview',
      headers: SAME_ORIGIN,
      payload: { templateId: 'ats-simple', cvData },
    })
    expect(preview.statusCode).toBe(400)
    expect(preview.json().message).toContain('cvData.layout.lineHeight')
    const html = await t.app.inject({ method: 'POST', url: '/api/v2/cv/render-template', payload: { templateId: 'ats-simple', cvData } })
    expect(html.statusCode).toBe(400)
  })
})
