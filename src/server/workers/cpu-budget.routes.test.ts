import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_PARSE_TEXT_CHARS } from '#shared/api/parse'
import { ZEUGNIS_MAX_CHARS } from '#shared/api/zeugnis'
import { ApiError } from '#shared/errors'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { SAME_ORIGIN } from '#tests/setup/auth-helpers'
import { createCpuPool } from './cpu-pool'

// The HTTP side of the CPU budget: a job that runs over answers a clear 422 in the API's error
// shape (never a 500), and the server keeps answering. The budget is made tiny here so that a
// maximum-size input is sure to exceed it on any machine; the default budget is in cpu-pool.ts.

const CV_BLOCK =
  'Berufserfahrung\nSoftwareentwicklerin, Beispiel GmbH, Berlin, 03/2019 – 05/2023\n- Führte ein Team von 6 Personen und senkte die Kosten um 12 %\n'
const ZEUGNIS_SENTENCE =
  'Frau Muster erledigte die ihr übertragenen Aufgaben stets zu unserer vollsten Zufriedenheit und war bei allen beliebt. '

const fill = (block: string, chars: number) => block.repeat(Math.ceil(chars / block.length)).slice(0, chars)

describe('CPU work over its budget', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ overrides: { cpu: createCpuPool({ size: 1, timeoutMs: 15 }) } })
  }, 30_000)
  afterAll(() => t.close())

  it('answers a maximum-size pasted CV over the time budget with 422 INPUT_TOO_COMPLEX', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cv/parse-text',
      headers: SAME_ORIGIN,
      payload: { text: fill(CV_BLOCK, MAX_PARSE_TEXT_CHARS) },
    })
    expect(res.statusCode).toBe(422)
    const body = ApiError.parse(res.json())
    expect(body).toMatchObject({ code: 'INPUT_TOO_COMPLEX', message: expect.stringContaining('shorter') })
  }, 30_000)

  it('answers a maximum-size ZeugnisCheck over the time budget with 422, and the server stays healthy', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/zeugnis-check',
      headers: SAME_ORIGIN,
      payload: { referenceLetterText: fill(ZEUGNIS_SENTENCE, ZEUGNIS_MAX_CHARS), jurisdiction: 'DE' },
    })
    expect(res.statusCode).toBe(422)
    expect(ApiError.parse(res.json())).toMatchObject({ code: 'INPUT_TOO_COMPLEX' })

    const health = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(200)
    // A small job still fits the budget on the replaced worker.
    const small = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cv/parse-text',
      headers: SAME_ORIGIN,
      payload: { text: 'Anna Schmidt\nanna.schmidt@example.com' },
    })
    expect([200, 422]).toContain(small.statusCode)
  }, 60_000)
})
