import { Document, Packer, Paragraph } from 'docx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { SAME_ORIGIN } from '#tests/setup/auth-helpers'
import { PARSE_TEXT_PER_IP_PER_MINUTE } from '#shared/limits'

const CV_TEXT = `Maria Schneider
Senior Product Manager
maria.schneider@example.com | +49 170 1234567 | Berlin, Germany

Berufserfahrung
Senior Product Manager, Zalando SE, Berlin
03/2019 – heute
- Led the checkout team of 12 engineers
- Raised conversion by 8 %

Ausbildung
M.Sc. Wirtschaftsinformatik, Humboldt-Universität zu Berlin, 2012 – 2014

Kenntnisse
Product Discovery, SQL, Jira
`

/** A multipart body with one file part, built by hand so the test controls every byte. */
function multipart(filename: string, contentType: string, data: Buffer, field = 'file') {
  const boundary = '----applykit-test-boundary'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return { payload: Buffer.concat([head, data, tail]), headers: { ...SAME_ORIGIN, 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

async function docxOf(text: string): Promise<Buffer> {
  const doc = new Document({ sections: [{ children: text.split('\n').map((line) => new Paragraph(line)) }] })
  return Packer.toBuffer(doc)
}

describe('CV import calls', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('POST /api/v2/cv/parse-text returns the builder form and the cover-letter shape', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/cv/parse-text', headers: SAME_ORIGIN, payload: { text: CV_TEXT } })
    expect(res.statusCode).toBe(200)
    const { success, data } = res.json()
    expect(success).toBe(true)
    expect(data.cvData.personal).toMatchObject({ fullName: 'Maria Schneider', email: 'maria.schneider@example.com' })
    expect(data.cvData.experience[0]).toMatchObject({ company: expect.stringContaining('Zalando'), current: true })
    expect(data.personalInfo).toMatchObject({ fullName: 'Maria Schneider', address: { street: '', postalCode: '' } })
  })

  it('answers where the importer was unsure, by field of cvData, for the import review', async () => {
    const text = 'Nachname: Krüger\nVorname: Anna\nBerufserfahrung\n2015 Altenpflegerin, Vivantes, Berlin'
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/cv/parse-text', headers: SAME_ORIGIN, payload: { text } })
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data.doubts).toEqual(
      expect.arrayContaining([
        { path: 'experience.0', reason: 'date-range-incomplete' },
        { path: 'personal.title', reason: 'title-from-latest-job' },
      ]),
    )
    const plain = await t.app.inject({ method: 'POST', url: '/api/v2/cv/parse-text', headers: SAME_ORIGIN, payload: { text: CV_TEXT } })
    expect(plain.json().data.doubts).toEqual([])
  })

  it('limits POST /api/v2/cv/parse-text per IP address, with Retry-After', async () => {
    const send = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/v2/cv/parse-text', remoteAddress: ip, headers: SAME_ORIGIN, payload: { text: 'Anna Schmidt\nanna@example.com' } })
    for (let i = 0; i < PARSE_TEXT_PER_IP_PER_MINUTE; i++) expect((await send('203.0.113.7')).statusCode).toBe(200)
    const limited = await send('203.0.113.7')
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/wait a minute/) })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60)
    // Another address is not affected.
    expect((await send('203.0.113.8')).statusCode).toBe(200)
  }, 60_000)

  it('refuses blank text with the builder message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/cv/parse-text', headers: SAME_ORIGIN, payload: { text: '   ' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('Please paste some CV text to parse')
  })

  it('keeps HTML and script in CV text as text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cv/parse-text',
      headers: SAME_ORIGIN,
      payload: { text: `<script>alert(1)</script> Jane Doe\njane@example.com\n` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/json')
    expect(JSON.stringify(res.json().data.cvData)).toContain('<script>alert(1)</script>')
  })

  it('POST /api/v2/cv/parse-file reads a DOCX upload', async () => {
    const file = multipart('cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', await docxOf(CV_TEXT))
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/cv/parse-file', ...file })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.cvData.personal.email).toBe('maria.schneider@example.com')
  })

  it('POST /api/parse returns the plain text of a TXT file for the AI tools', async () => {
    const file = multipart('letter.txt', 'text/plain', Buffer.from('Arbeitszeugnis\nFrau Muster war stets zu unserer vollsten Zufriedenheit tätig.'))
    const res = await t.app.inject({ method: 'POST', url: '/api/parse', ...file })
    expect(res.statusCode).toBe(200)
    expect(res.json().text).toContain('vollsten Zufriedenheit')
  })

  it('answers a type the builder does not take with 415 and the exact message', async () => {
    const file = multipart('cv.txt', 'text/plain', Buffer.from(CV_TEXT))
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/cv/parse-file', ...file })
    expect(res.statusCode).toBe(415)
    expect(res.json().message).toBe('Please upload a PDF, DOC, or DOCX file, or a photo (JPEG, PNG, WebP, HEIC)')
  })

  it('answers binary garbage named .pdf with 422, not a 500', async () => {
    const file = multipart('cv.pdf', 'application/pdf', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)))
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/cv/parse-file', ...file })
    expect([415, 422]).toContain(res.statusCode)
    expect(res.json().message).toEqual(expect.any(String))
  })

  it('answers a file over 10 MB with 413', async () => {
    const file = multipart('big.pdf', 'application/pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10)]))
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/cv/parse-file', ...file })
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toBe('Please select a file smaller than 10MB')
  })

  it('asks for the file field when it is missing, and for multipart when JSON is sent', async () => {
    const wrongField = multipart('cv.docx', 'application/octet-stream', Buffer.from('x'), 'upload')
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/cv/parse-file', ...wrongField })).statusCode).toBe(400)
    const json = await t.app.inject({ method: 'POST', url: '/api/v2/cv/parse-file', headers: SAME_ORIGIN, payload: { file: 'x' } })
    expect(json.statusCode).toBe(415)
  })

  it('answers a malformed multipart body with 400 in the error shape, on both upload routes', async () => {
    const bodies = [
      'garbage',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nno closing boundary',
      '--x\r\n\r\n',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n' + 'X'.repeat(100_000),
    ]
    for (const url of ['/api/v2/cv/parse-file', '/api/parse']) {
      for (const payload of bodies) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...SAME_ORIGIN, 'content-type': 'multipart/form-data; boundary=x' },
          payload,
        })
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400)
        expect(res.json()).toMatchObject({ error: 'Bad Request', code: 'VALIDATION_FAILED', field: 'file' })
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })
})
