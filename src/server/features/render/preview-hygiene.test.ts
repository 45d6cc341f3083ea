import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PREVIEWS_PER_IP_PER_MINUTE, PREVIEWS_PER_PERSON_PER_MINUTE } from '#shared/limits'
import { createPdfPrinter, type PdfPrinter } from '#server/pdf/pdf-printer'
import { richCv } from '#tests/fixtures/sample-cvs'
import { makePro, SAME_ORIGIN, signIn } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'

// Issue 28.3 and 31.4: the builder's preview is an anonymous route that prints with Chromium.
const cvNumbered = (n: number) => ({ ...richCv, summary: `${richCv.summary ?? ''} Version ${n}.` })
// A one-page CV keeps the many prints of the limit tests short.
const smallCv = (n: number) => ({ personal: { fullName: 'Ada Lovelace' }, summary: `Version ${n}.` })

describe('POST /api/v2/cv/render-preview', () => {
  let t: TestApp
  const real = createPdfPrinter({ poolSize: 2 })
  // The real printer, counting what reaches it.
  const printed: string[] = []
  const printer: PdfPrinter = { ...real, printPdf: (html, priority) => (printed.push(html), real.printPdf(html, priority)) }
  beforeAll(async () => {
    t = await buildTestApp({ overrides: { printer } })
  })
  afterAll(async () => {
    await t?.close()
    await real.close()
  })

  const preview = (cvData: unknown, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/cv/render-preview',
      headers: { ...SAME_ORIGIN, ...headers },
      remoteAddress: ip,
      payload: { templateId: 'modern-grid', theme: 'blue', language: 'de', cvData },
    })

  it('answers the same content from its cache without printing again', { timeout: 60_000 }, async () => {
    const first = await preview(cvNumbered(1), '198.51.100.1')
    expect(first.statusCode).toBe(200)
    const printedBefore = printed.length
    expect(printedBefore).toBeGreaterThan(0)
    const again = await Promise.all([preview(cvNumbered(1), '198.51.100.1'), preview(cvNumbered(1), '198.51.100.2')])
    expect(again.map((res) => res.statusCode)).toEqual([200, 200])
    expect(again.every((res) => res.rawPayload.equals(first.rawPayload))).toBe(true)
    expect(printed.length).toBe(printedBefore)
    // A real change prints.
    expect((await preview(cvNumbered(2), '198.51.100.1')).statusCode).toBe(200)
    expect(printed.length).toBeGreaterThan(printedBefore)
  })

  it('limits the previews printed per network, with Retry-After', { timeout: 60_000 }, async () => {
    const ip = '203.0.113.10'
    const answers = []
    for (let n = 0; n <= PREVIEWS_PER_PERSON_PER_MINUTE; n++) answers.push(await preview(smallCv(100 + n), ip))
    expect(answers.slice(0, -1).every((res) => res.statusCode === 200)).toBe(true)
    const refused = answers.at(-1)!
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' })
    // What was printed before is still answered from the cache.
    expect((await preview(smallCv(100), ip)).statusCode).toBe(200)
  })

  it('limits a signed-in person across networks, and a network across people', { timeout: 120_000 }, async () => {
    const person = await signIn(t)
    const answers = []
    for (let n = 0; n <= PREVIEWS_PER_PERSON_PER_MINUTE; n++) {
      answers.push(await preview(smallCv(200 + n), `192.0.2.${n + 1}`, { authorization: person.headers.authorization }))
    }
    expect(answers.at(-2)!.statusCode).toBe(200)
    expect(answers.at(-1)!.statusCode).toBe(429)

    const office = '198.51.100.99'
    const people = await Promise.all([signIn(t), signIn(t), signIn(t)])
    const statuses: number[] = []
    for (let n = 0; n <= PREVIEWS_PER_IP_PER_MINUTE; n++) {
      const who = people[n % people.length]!
      statuses.push((await preview(smallCv(300 + n), office, { authorization: who.headers.authorization })).statusCode)
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})

// Issue 31.4: 50 concurrent previews of a large CV from one anonymous address made a Pro export
// fail with 503 after 17.9 s. With the real printer: the export is delivered during the storm.
describe('a Pro export during an anonymous preview storm', () => {
  let t: TestApp
  const printer = createPdfPrinter({ poolSize: 2 })
  beforeAll(async () => {
    t = await buildTestApp({ overrides: { printer } })
  })
  afterAll(async () => {
    await t?.close()
    await printer.close()
  })

  it('is delivered', async () => {
    const pro = await signIn(t)
    await makePro(t, pro.user.id)
    await printer.warmUp()
    const storm = Array.from({ length: 50 }, (_, n) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/cv/render-preview',
        headers: SAME_ORIGIN,
        remoteAddress: '203.0.113.66',
        payload: { templateId: 'modern-grid', cvData: cvNumbered(1000 + n) },
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/render-template',
      headers: pro.headers,
      payload: { templateId: 'modern-grid', cvData: richCv, format: 'pdf' },
    })
    expect(exported.statusCode).toBe(200)
    expect(exported.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const statuses = (await Promise.all(storm)).map((res) => res.statusCode)
    // The storm itself is answered: printed, refused as busy or limited, never a failure.
    expect(statuses.every((status) => [200, 429, 503].includes(status))).toBe(true)
  }, 120_000)
})
