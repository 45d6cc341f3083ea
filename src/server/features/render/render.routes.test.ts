import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEMPLATE_IDS } from '#shared/catalogue'
import { WATERMARK_TEXT } from '#shared/plans'
import { richCv } from '#tests/fixtures/sample-cvs'
import { pdfText } from '#tests/support/pdf-text'
import { makePro, SAME_ORIGIN, signIn } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'

// Real Chromium prints the PDFs; pdf.js reads every text item back (footers included, unlike import).

describe('rendering', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const exportPdf = (headers: Record<string, string>, body: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/render-template',
      headers: { ...SAME_ORIGIN, ...headers },
      payload: { templateId: 'ats-simple', cvData: richCv, theme: 'blue', language: 'en', format: 'pdf', ...body },
    })

  it('renders every template to HTML, resolving aliases', async () => {
    for (const templateId of [...TEMPLATE_IDS, 'executive-minimalist', 'creative-portfolio']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/cv/render-template',
        payload: { templateId, cvData: richCv, theme: 'classic-black', language: 'de' },
      })
      expect(res.statusCode, templateId).toBe(200)
      expect(res.json().html).toContain(richCv.personal.fullName)
    }
  })

  it('previews the CV as the fitted PDF an export prints, marked as a preview', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cv/render-preview',
      payload: { templateId: 'dach-lebenslauf', cvData: richCv, theme: 'slate', language: 'de' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    const text = await pdfText(res.rawPayload)
    expect(text).toContain('Olivia Bennett')
    expect(text).toContain('ApplyKit — Preview')
    expect(text).not.toContain(WATERMARK_TEXT)
  })

  it('exports plain text for application portals to anyone, in the CV language', async () => {
    const res = await exportPdf({}, { format: 'txt', language: 'de' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(res.headers['content-disposition']).toContain('Olivia Bennett.txt')
    expect(res.body.startsWith('Olivia Bennett\n')).toBe(true)
    expect(res.body).toContain('BERUFSERFAHRUNG')
    expect(res.body).toContain('03/2021 – heute')
  })

  it('takes pageSize in the body: a US Letter HTML page, whatever the CV chose', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cv/render-template',
      payload: { templateId: 'ats-simple', cvData: { ...richCv, layout: { pageSize: 'a4' } }, pageSize: 'letter' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().html).toContain('@page { size: 215.9mm 279.4mm; margin: 0 }')
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cv/render-template',
      payload: { templateId: 'ats-simple', cvData: richCv, pageSize: 'legal' },
    })
    expect(bad.statusCode).toBe(400)
  })

  it('exports Markdown (format md) to anyone, in the CV language', async () => {
    const res = await exportPdf({}, { format: 'md', language: 'de' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8')
    expect(res.headers['content-disposition']).toContain('Olivia Bennett.md')
    expect(res.body.startsWith('# Olivia Bennett\n')).toBe(true)
    expect(res.body).toContain('## Berufserfahrung')
    expect(res.body).toContain('- ')
  })

  it('names the valid templates when the template is unknown', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/cv/render-template', payload: { templateId: 'fancy', cvData: richCv } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'UNKNOWN_TEMPLATE', message: expect.stringContaining('jsonresume-paper') })
  })

  it('escapes HTML and script typed into the CV', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cv/render-template',
      payload: { templateId: 'modern-grid', cvData: { ...richCv, summary: '<script>alert(1)</script><img src=x onerror=alert(2)>' } },
    })
    expect(res.json().html).not.toContain('<script>alert(1)')
    expect(res.json().html).toContain('&lt;script&gt;')
  })

  it('refuses a 9 MB photo with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cv/render-template',
      payload: { templateId: 'modern-grid', cvData: { ...richCv, personal: { ...richCv.personal, photo: `data:image/jpeg;base64,${'A'.repeat(9_000_000)}` } } },
    })
    expect(res.statusCode).toBe(413)
  })

  it('asks visitors to log in before exporting', async () => {
    const res = await exportPdf({})
    expect(res.statusCode).toBe(401)
  })

  it('exports 3 watermarked PDFs in the trial, then answers 429 with the limit, and counts them', async () => {
    const session = await signIn(t)
    const first = await exportPdf(session.headers)
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toBe('application/pdf')
    expect(first.headers['content-disposition']).toContain(`filename="${richCv.personal.fullName}.pdf"`)
    const text = await pdfText(first.rawPayload)
    expect(text).toContain(WATERMARK_TEXT)
    expect(text).toContain(richCv.personal.fullName)
    expect(text).toContain(richCv.personal.email)
    for (const job of richCv.experience) {
      expect(text).toContain(job.company)
      expect(text).toContain(job.title)
    }
    expect((await exportPdf(session.headers)).statusCode).toBe(200)
    expect((await exportPdf(session.headers)).statusCode).toBe(200)
    const fourth = await exportPdf(session.headers)
    expect(fourth.statusCode).toBe(429)
    expect(fourth.json()).toMatchObject({ code: 'TRIAL_LIMIT_EXCEEDED', trialLimitExceeded: true, limit: 3 })
    const stats = (await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: session.headers })).json()
    expect(stats.exportsThisMonth).toBe(3)
  })

  it('prints the trial watermark in the CV’s language, the grade with its own country’s label, no stray "Skills:"', async () => {
    const session = await signIn(t)
    const cv = {
      ...richCv,
      education: [{ ...richCv.education[0], gpa: '1,8' }],
      skills: [{ category: 'Skills', items: [{ name: 'Projektsteuerung' }, { name: 'SAP' }] }],
    }
    const german = await exportPdf(session.headers, { cvData: cv, language: 'de' })
    expect(german.statusCode).toBe(200)
    const text = (await pdfText(german.rawPayload)).replace(/\s+/g, ' ')
    expect(text).toContain('Erstellt mit ApplyKit — Testversion')
    expect(text).not.toContain(WATERMARK_TEXT)
    expect(text).toContain('Abschlussnote: 1,8')
    expect(text).not.toContain('Skills:')
    const english = (await pdfText((await exportPdf(session.headers, { cvData: cv, language: 'en' })).rawPayload)).replace(/\s+/g, ' ')
    expect(english).toContain('Final grade (German scale): 1,8')
    expect(english).not.toContain('GPA')
  })

  it('prints a saved CV as an export: visitors are asked to log in, the trial’s print is counted and watermarked', async () => {
    const printHtml = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/print-template',
        headers: { ...SAME_ORIGIN, ...headers },
        payload: { templateId: 'dach-lebenslauf', cvData: richCv, theme: 'slate', language: 'de' },
      })
    expect((await printHtml({})).statusCode).toBe(401)
    const session = await signIn(t)
    const printed = await printHtml(session.headers)
    expect(printed.statusCode).toBe(200)
    // In the page's margin box, as CSS text ("—" escaped).
    expect(printed.json().html).toMatch(/@bottom-left \{ content: "Erstellt mit ApplyKit \\2014 {2}Testversion"/)
    expect(printed.json().html).toContain(richCv.personal.fullName)
    const stats = (await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: session.headers })).json()
    expect(stats.exportsThisMonth).toBe(1)
  })

  it('exports clean PDFs for Pro and a Word file, which trial accounts may not', async () => {
    const session = await signIn(t)
    const trialDocx = await exportPdf(session.headers, { format: 'docx' })
    expect(trialDocx.statusCode).toBe(403)
    expect(trialDocx.json()).toMatchObject({ code: 'PRO_REQUIRED' })

    await makePro(t, session.user.id)
    for (let i = 0; i < 4; i++) {
      const res = await exportPdf(session.headers)
      expect(res.statusCode).toBe(200)
      if (i === 0) expect(await pdfText(res.rawPayload)).not.toContain(WATERMARK_TEXT)
    }
    const docx = await exportPdf(session.headers, { format: 'docx' })
    expect(docx.statusCode).toBe(200)
    expect(docx.headers['content-disposition']).toContain('.docx')
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK')
  })

  it('serves a JPEG thumbnail of a template', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/templates/timeline/thumbnail?theme=rose&language=de' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/jpeg')
    expect(res.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]))
    expect((await t.app.inject({ method: 'GET', url: '/api/templates/nope/thumbnail' })).statusCode).toBe(400)
  })
})
