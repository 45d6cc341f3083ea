import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { signIn } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { type FakeOpenAi, reply, startFakeOpenAi } from '#tests/setup/fake-openai'
import { supportedFields } from './capture-provider'

const AD = [
  'Lagerleitung (m/w/d)',
  'Die Beispiel Logistik GmbH sucht zum nächstmöglichen Zeitpunkt eine engagierte Persönlichkeit.',
  'Standort: Leipzig',
  'Unbefristete Festanstellung in Teilzeit, 80 %',
  'Gehalt: 3.500 – 4.200 € brutto pro Monat',
  'Referenznummer: LG-4471',
  'Ihre Ansprechpartnerin: Frau Anna Beispiel, anna.beispiel@example.com, Tel. 0341 123456',
].join('\n')

const NOTHING = {
  company: null,
  role: null,
  location: null,
  workloadPercent: null,
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryPeriod: null,
  contractType: null,
  contactName: null,
  contactEmail: null,
  contactPhone: null,
  referenceNumber: null,
} as const

describe('supportedFields: only what the ad states', () => {
  it('keeps values that stand in the ad, written differently (case, accents, number format)', () => {
    const { fields, dropped } = supportedFields(
      {
        ...NOTHING,
        company: 'beispiel logistik gmbh',
        role: 'Lagerleitung (m/w/d)',
        location: 'Leipzig',
        workloadPercent: 80,
        salaryMin: 3500,
        salaryMax: 4200,
        salaryCurrency: 'EUR',
        salaryPeriod: 'month',
        contractType: 'permanent',
        contactName: 'Anna Beispiel',
        contactEmail: 'anna.beispiel@example.com',
        contactPhone: '+49 (0)341 123456'.replace('+49 (0)', '0'),
        referenceNumber: 'LG-4471',
      },
      AD,
    )
    expect(dropped).toEqual([])
    expect(fields).toMatchObject({ company: 'beispiel logistik gmbh', salaryMin: 3500, salaryPeriod: 'month', contractType: 'permanent' })
  })

  it('drops a company, a sum, a workload, a contract and a contact the ad does not state', () => {
    const { fields, dropped } = supportedFields(
      {
        ...NOTHING,
        company: 'Amazon Logistics',
        salaryMin: 50000,
        salaryMax: 60000,
        salaryCurrency: 'EUR',
        salaryPeriod: 'year',
        workloadPercent: 100,
        contractType: 'fixed_term',
        contactEmail: 'hr@amazon.example',
        contactPhone: '030 999999',
      },
      AD,
    )
    expect(fields).toEqual({})
    expect(dropped.sort()).toEqual(
      ['company', 'contactEmail', 'contactPhone', 'contractType', 'salaryMax', 'salaryMin', 'salaryPeriod', 'workloadPercent'].sort(),
    )
  })
})

describe('POST /api/applications/capture with AI_BASE_URL set', () => {
  let fake: FakeOpenAi
  let t: TestApp
  beforeAll(async () => {
    fake = await startFakeOpenAi()
    t = await buildTestApp({ env: { AI_BASE_URL: fake.url, AI_API_KEY: 'sk-capture' } })
  })
  afterEach(() => fake.reset())
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  const capture = async (headers: Record<string, string>, text: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/applications/capture', headers, payload: { text } })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }

  it("fills what the built-in reader misses from the provider's reading of the ad", async () => {
    const owner = await signIn(t)
    // No legal form and no "sucht": the built-in reader finds no employer here.
    const ad = 'Wir, das Team von Bäckerei Sonnenschein, suchen eine Verkäuferin.\nArbeitsort: Graz\nBeschäftigungsausmaß 60 %'
    fake.respond(reply.json({ ...NOTHING, company: 'Bäckerei Sonnenschein', role: 'Verkäuferin', location: 'Graz', workloadPercent: 60 }))
    const answer = await capture(owner.headers, ad)
    expect(answer.source).toBe('provider')
    expect(answer.fields).toMatchObject({ company: 'Bäckerei Sonnenschein', role: 'Verkäuferin', location: 'Graz', workloadPercent: 60 })
    const request = fake.requests[0]
    expect(request?.headers.authorization).toBe('Bearer sk-capture')
    expect(request?.body?.response_format?.json_schema?.name).toBe('job_ad_fields')
    expect(request?.body?.messages?.[1]?.content).toContain('Bäckerei Sonnenschein')
  })

  it('drops a company the provider invents and keeps what the ad says', async () => {
    const owner = await signIn(t)
    fake.respond(
      reply.json({ ...NOTHING, company: 'DHL Supply Chain GmbH', role: 'Lagerleitung (m/w/d)', salaryMin: 48000, salaryMax: 52000, referenceNumber: 'LG-4471' }),
    )
    const answer = await capture(owner.headers, AD)
    expect(answer.fields.company).toBe('Beispiel Logistik GmbH')
    expect(JSON.stringify(answer.fields)).not.toContain('DHL')
    // The invented salary is dropped: the ad's own range stays, from one reader.
    expect(answer.fields).toMatchObject({ salaryMin: 3500, salaryMax: 4200, salaryCurrency: 'EUR', salaryPeriod: 'month', referenceNumber: 'LG-4471' })
  })

  it('answers with the built-in reading when the provider fails or breaks the schema', async () => {
    const owner = await signIn(t)
    fake.respond(reply.status(500), reply.status(500))
    const failed = await capture(owner.headers, AD)
    expect(failed.source).toBe('engine')
    expect(failed.fields.company).toBe('Beispiel Logistik GmbH')
    fake.respond(reply.json({ company: 'Beispiel Logistik GmbH' }))
    const broken = await capture(owner.headers, AD)
    expect(broken.source).toBe('engine')
    expect(broken.fields.location).toBe('Leipzig')
  })
})
