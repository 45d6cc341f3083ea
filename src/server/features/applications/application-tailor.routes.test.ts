import { afterEach, beforeEach, expect, it } from 'vitest'
import { richCv } from '#tests/fixtures/sample-cvs'
import { signIn } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { describeEachDatabase } from '#tests/setup/test-database'
import { createBuiltinEngine } from '#server/ai/engine'

type Headers = Record<string, string>
type Change = { kind: string; subject: string; context?: string; terms: string[] }
type Tailored = { cvData: typeof richCv; changes: Change[]; baseCvId: string; baseTitle: string; baseUpdatedAt: string }

const POSTING = [
  'Platform Engineer (m/w/d) at Muster Cloud AG',
  'Requirements: Kubernetes, Kafka and PostgreSQL; experience with event-driven architecture.',
  'Nice to have: Python.',
].join('\n')

describeEachDatabase('Copilot: tailored CV and follow-up e-mail', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    // The engine in this thread: the same code as in the CPU workers, without their 3 s budget, which a
    // worker's first load of the engines' tables can exceed on a loaded test machine.
    t = await buildTestApp({ db: kind, overrides: { aiEngine: createBuiltinEngine() } })
  })
  afterEach(() => t.close())

  const post = (headers: Headers, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) })
  const setup = async (headers: Headers, extra: object = {}) => {
    const cv = (await post(headers, '/api/cvs', { templateId: 'ats-simple', title: 'Main CV', cvData: richCv })).json() as { id: string }
    const res = await post(headers, '/api/applications', { company: 'Muster Cloud AG', role: 'Platform Engineer', cvId: cv.id, postingText: POSTING, ...extra })
    expect(res.statusCode, res.body).toBe(201)
    return { cvId: cv.id, application: res.json() as { id: string; version: number } }
  }

  it('reorders the linked CV for the ad, lists every change, and keeps the copy as a new linked CV', async () => {
    const owner = await signIn(t)
    const { cvId, application } = await setup(owner.headers)
    const res = await post(owner.headers, `/api/applications/${application.id}/tailor`)
    expect(res.statusCode, res.body).toBe(200)
    const tailored = res.json() as Tailored
    expect(tailored.baseCvId).toBe(cvId)
    const kinds = tailored.changes.map((change) => change.kind)
    expect(kinds).toContain('skillGroupUp')
    expect(kinds).toContain('skillUp')
    expect(kinds).toContain('bulletUp')
    // What the ad asks for now comes first.
    expect(tailored.cvData.skills[0]?.category).toBe('Cloud & Data')
    expect(tailored.cvData.skills[0]?.items[0]?.name).toMatch(/Kubernetes|Kafka|PostgreSQL/)
    expect(tailored.cvData.experience[0]?.bullets[0]).toMatch(/Kubernetes|PostgreSQL/)
    // Nothing written: the same texts, the same jobs in the same order.
    const texts = (cv: typeof richCv) => [...cv.experience.flatMap((job) => job.bullets), ...cv.skills.flatMap((group) => group.items.map((item) => item.name))].sort()
    expect(texts(tailored.cvData)).toEqual(texts(richCv))
    expect(tailored.cvData.experience.map((job) => job.company)).toEqual(richCv.experience.map((job) => job.company))

    const kept = await post(owner.headers, `/api/applications/${application.id}/tailored-cv`, {
      cvData: tailored.cvData,
      baseUpdatedAt: tailored.baseUpdatedAt,
      version: application.version,
    })
    expect(kept.statusCode, kept.body).toBe(201)
    const copy = kept.json() as { cvId: string; title: string; version: number }
    expect(copy.title).toBe('Main CV – Muster Cloud AG')
    expect(copy.cvId).not.toBe(cvId)
    const read = (await t.app.inject({ method: 'GET', url: `/api/applications/${application.id}`, headers: owner.headers })).json()
    expect(read).toMatchObject({ cvId: copy.cvId, version: copy.version })
    const savedCv = (await t.app.inject({ method: 'GET', url: `/api/cv/${copy.cvId}`, headers: owner.headers })).json()
    expect(savedCv.cvData.skills[0].category).toBe('Cloud & Data')
    // The original CV is unchanged.
    const original = (await t.app.inject({ method: 'GET', url: `/api/cv/${cvId}`, headers: owner.headers })).json()
    expect(original.cvData.skills[0].category).toBe('Programming')
  })

  it('refuses a kept copy that adds or changes a text (400 naming cvData), a stale version (409) and another account (404)', async () => {
    const owner = await signIn(t)
    const stranger = await signIn(t)
    const { application } = await setup(owner.headers)
    const tailored = (await post(owner.headers, `/api/applications/${application.id}/tailor`)).json() as Tailored
    const invented = structuredClone(tailored.cvData)
    invented.skills[0]!.items[0]!.name = 'Terraform'
    const refused = await post(owner.headers, `/api/applications/${application.id}/tailored-cv`, {
      cvData: invented,
      baseUpdatedAt: tailored.baseUpdatedAt,
      version: application.version,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ field: 'cvData' })
    const staleVersion = await post(owner.headers, `/api/applications/${application.id}/tailored-cv`, {
      cvData: tailored.cvData,
      baseUpdatedAt: tailored.baseUpdatedAt,
      version: application.version + 5,
    })
    expect(staleVersion.statusCode).toBe(409)
    const staleCv = await post(owner.headers, `/api/applications/${application.id}/tailored-cv`, {
      cvData: tailored.cvData,
      baseUpdatedAt: '2020-01-01T00:00:00.000Z',
      version: application.version,
    })
    expect(staleCv.statusCode).toBe(409)
    expect((await post(stranger.headers, `/api/applications/${application.id}/tailor`)).statusCode).toBe(404)
    const foreignKeep = await post(stranger.headers, `/api/applications/${application.id}/tailored-cv`, {
      cvData: tailored.cvData,
      baseUpdatedAt: tailored.baseUpdatedAt,
      version: application.version,
    })
    expect(foreignKeep.statusCode).toBe(404)
    const noPosting = await post(owner.headers, '/api/applications', { company: 'Ohne Anzeige AG' })
    const missing = await post(owner.headers, `/api/applications/${(noPosting.json() as { id: string }).id}/tailor`)
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({ field: 'postingText' })
  })

  it("drafts a follow-up e-mail in the person's language from the application's facts only", async () => {
    const owner = await signIn(t)
    const stranger = await signIn(t)
    const { application } = await setup(owner.headers, { stage: 'applied', appliedAt: '2026-11-04', contactName: 'Anna Beispiel' })
    const de = await post({ ...owner.headers, 'accept-language': 'de' }, `/api/applications/${application.id}/follow-up`)
    expect(de.statusCode, de.body).toBe(200)
    const draft = de.json() as { language: string; subject: string; body: string }
    expect(draft.language).toBe('de')
    expect(draft.subject).toBe('Nachfrage zu meiner Bewerbung als Platform Engineer')
    expect(draft.body).toContain('Guten Tag Anna Beispiel,')
    expect(draft.body).toContain('am 4. November 2026 habe ich mich bei Muster Cloud AG um die Stelle als Platform Engineer beworben.')
    // The sender is the name on the linked CV.
    expect(draft.body.trim().endsWith(richCv.personal.fullName)).toBe(true)
    const fr = (await post({ ...owner.headers, 'accept-language': 'fr' }, `/api/applications/${application.id}/follow-up`)).json()
    expect(fr.body).toContain('Le 4 novembre 2026')
    expect((await post(stranger.headers, `/api/applications/${application.id}/follow-up`)).statusCode).toBe(404)
  })
})
