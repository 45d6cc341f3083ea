import { afterEach, beforeEach, expect, it } from 'vitest'
import { richCv } from '#tests/fixtures/sample-cvs'
import { makePro, signIn } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { buildReplicas } from '#tests/setup/replicas'
import { describeEachDatabase } from '#tests/setup/test-database'

describeEachDatabase('saved CVs', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp({ db: kind })
  })
  afterEach(() => t.close())

  const create = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/cvs', headers, payload })

  it('creates, lists, reads, updates and deletes a CV for its owner', async () => {
    const owner = await signIn(t)
    const created = await create(owner.headers, { templateId: 'executive-pro', themeId: 'professional-blue', language: 'de', cvData: richCv })
    expect(created.statusCode).toBe(201)
    const cv = created.json()
    expect(cv).toMatchObject({ title: richCv.personal.fullName, content: { template: 'executive-modern', theme: 'blue', language: 'de' }, isPublic: false })

    const list = (await t.app.inject({ method: 'GET', url: '/api/cvs', headers: owner.headers })).json()
    expect(list).toHaveLength(1)
    expect(list[0]).not.toHaveProperty('cvData')

    const read = (await t.app.inject({ method: 'GET', url: `/api/cv/${cv.id}`, headers: owner.headers })).json()
    expect(read.cvData.personal.email).toBe(richCv.personal.email)

    t.clock.advance(1000)
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/cv/${cv.id}`,
      headers: owner.headers,
      payload: { cvData: { ...richCv, summary: 'Changed summary' }, updatedAt: cv.updatedAt },
    })
    expect(updated.statusCode).toBe(200)
    expect(updated.json().cvData.summary).toBe('Changed summary')

    const stats = (await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: owner.headers })).json()
    expect(stats.activeCVs).toBe(1)
    // The dashboard greets by the first name on the CV.
    expect(stats.greetingName).toBe(richCv.personal.fullName.split(' ')[0])

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/cv/${cv.id}`, headers: owner.headers })
    expect(deleted.json()).toEqual({ success: true })
    expect((await t.app.inject({ method: 'GET', url: `/api/cv/${cv.id}`, headers: owner.headers })).statusCode).toBe(404)
  })

  it('refuses a stale overwrite with 409', async () => {
    const owner = await signIn(t)
    const cv = (await create(owner.headers, { templateId: 'ats-simple', cvData: richCv })).json()
    t.clock.advance(1000)
    const first = await t.app.inject({ method: 'PUT', url: `/api/cv/${cv.id}`, headers: owner.headers, payload: { title: 'A', updatedAt: cv.updatedAt } })
    expect(first.statusCode).toBe(200)
    const stale = await t.app.inject({ method: 'PUT', url: `/api/cv/${cv.id}`, headers: owner.headers, payload: { title: 'B', updatedAt: cv.updatedAt } })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'CV_STALE_WRITE' })
  })

  it("answers 404 for another user's CV, whatever the call", async () => {
    const owner = await signIn(t)
    const stranger = await signIn(t)
    const cv = (await create(owner.headers, { templateId: 'ats-simple', cvData: richCv })).json()
    for (const [method, url, payload] of [
      ['GET', `/api/cv/${cv.id}`, undefined],
      ['PUT', `/api/cv/${cv.id}`, { title: 'x', updatedAt: cv.updatedAt }],
      ['DELETE', `/api/cv/${cv.id}`, undefined],
      ['PATCH', `/api/cv/${cv.id}/share`, { isPublic: true }],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: stranger.headers, ...(payload ? { payload } : {}) })
      expect(res.statusCode, `${method} ${url}`).toBe(404)
      expect(res.json()).toMatchObject({ code: 'CV_NOT_FOUND' })
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/cv/not-a-uuid', headers: stranger.headers })).statusCode).toBe(404)
  })

  it('shares a CV only for Pro, and then anyone can read it', async () => {
    const owner = await signIn(t)
    const cv = (await create(owner.headers, { templateId: 'ats-simple', cvData: richCv })).json()
    const trialShare = await t.app.inject({ method: 'PATCH', url: `/api/cv/${cv.id}/share`, headers: owner.headers, payload: { isPublic: true } })
    expect(trialShare.statusCode).toBe(403)
    expect(trialShare.json()).toMatchObject({ code: 'PRO_REQUIRED' })

    await makePro(t, owner.user.id)
    const share = await t.app.inject({ method: 'PATCH', url: `/api/cv/${cv.id}/share`, headers: owner.headers, payload: { isPublic: true } })
    expect(share.json()).toMatchObject({ isPublic: true })
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/cv/${cv.id}` })
    expect(anonymous.statusCode).toBe(200)
    expect(anonymous.json()).toMatchObject({ isOwner: false, cvData: { personal: { fullName: richCv.personal.fullName } } })
  })

  it('refuses bad input with a clear 4xx', async () => {
    const owner = await signIn(t)
    expect((await create(owner.headers, { templateId: 'nope', cvData: richCv })).json()).toMatchObject({ code: 'UNKNOWN_TEMPLATE' })
    const tooMany = { ...richCv, experience: Array.from({ length: 61 }, () => richCv.experience[0]) }
    const res = await create(owner.headers, { templateId: 'ats-simple', cvData: tooMany })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/^cvData\.experience/)
    expect((await t.app.inject({ method: 'GET', url: '/api/cvs' })).statusCode).toBe(401)
  })
})

describeEachDatabase('saving one CV version twice at once', (kind) => {
  it('lets exactly one of two concurrent saves of the same version through, 20 rounds out of 20', async () => {
    const { apps, close } = await buildReplicas(kind)
    try {
      const [a, b] = apps
      const owner = await signIn(a)
      let cv = (await a.app.inject({ method: 'POST', url: '/api/cvs', headers: owner.headers, payload: { templateId: 'ats-simple', cvData: richCv } })).json()
      for (let round = 0; round < 20; round++) {
        a.clock.advance(1000)
        const save = (t: TestApp, summary: string) =>
          t.app.inject({
            method: 'PUT',
            url: `/api/cv/${cv.id}`,
            headers: owner.headers,
            payload: { cvData: { ...richCv, summary }, updatedAt: cv.updatedAt },
          })
        const answers = await Promise.all([save(a, `A${round}`), save(b, `B${round}`)])
        const statuses = answers.map((r) => r.statusCode).sort()
        expect(statuses, `round ${round}`).toEqual([200, 409])
        const winner = answers.find((r) => r.statusCode === 200)!.json()
        const loser = answers.find((r) => r.statusCode === 409)!.json()
        expect(loser).toMatchObject({ code: 'CV_STALE_WRITE', updatedAt: winner.updatedAt })
        // What is stored is what the winner was told it saved.
        const stored = (await b.app.inject({ method: 'GET', url: `/api/cv/${cv.id}`, headers: owner.headers })).json()
        expect(stored.cvData.summary).toBe(winner.cvData.summary)
        cv = winner
      }
    } finally {
      await close()
    }
  }, 60_000)
})
