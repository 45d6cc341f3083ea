import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { toJsonResume } from '#shared/cv/json-resume'
import { signIn } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { describeEachDatabase } from '#tests/setup/test-database'

// POST /api/cvs/import-json-resume (issue 29): one server path for JSON Resume imports, with the
// duplicate check file imports have; the account export's jsonResume is the JSON Resume export.

const sample = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../../../tests/fixtures/json-resume/${file}`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >

describeEachDatabase('JSON Resume import', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp({ db: kind })
  })
  afterEach(() => t.close())

  const post = (headers: Record<string, string>, payload: unknown, query = '') =>
    t.app.inject({ method: 'POST', url: `/api/cvs/import-json-resume${query}`, headers, payload: payload as object })

  it('saves the official sample as a new CV with every section, then answers the same CV for the same document', async () => {
    const owner = await signIn(t)
    const resume = sample('senior-engineer.resume.json')
    const created = await post(owner.headers, { jsonResume: resume, title: 'From JSON Resume' })
    expect(created.statusCode).toBe(201)
    const body = created.json()
    expect(body).toMatchObject({ title: 'From JSON Resume', importedBefore: false })
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(body.cvData.publications).toHaveLength((resume.publications as unknown[]).length)
    expect(body.cvData.awards).toHaveLength((resume.awards as unknown[]).length)
    expect(body.cvData.references).toHaveLength((resume.references as unknown[]).length)

    const read = (await t.app.inject({ method: 'GET', url: `/api/cv/${body.id}`, headers: owner.headers })).json()
    expect(read.cvData.awards).toEqual(body.cvData.awards)

    // The same document, keys in another order: no second CV.
    const reordered = Object.fromEntries(Object.entries(resume).reverse())
    const again = await post(owner.headers, { jsonResume: reordered })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ id: body.id, importedBefore: true })
    const list = (await t.app.inject({ method: 'GET', url: '/api/cvs', headers: owner.headers })).json()
    expect(list).toHaveLength(1)

    // Asked for a copy, it saves a second one.
    const copy = await post(owner.headers, { jsonResume: resume }, '?save=copy')
    expect(copy.statusCode).toBe(201)
    expect(copy.json().id).not.toBe(body.id)
  })

  it("keeps one account's import apart from another's", async () => {
    const first = await signIn(t)
    const second = await signIn(t)
    const resume = sample('new-grad.resume.json')
    const a = (await post(first.headers, { jsonResume: resume })).json()
    const b = await post(second.headers, { jsonResume: resume })
    expect(b.statusCode).toBe(201)
    expect(b.json().id).not.toBe(a.id)
  })

  it('exports in the account data the same JSON Resume the builder exports', async () => {
    const owner = await signIn(t)
    const created = (await post(owner.headers, { jsonResume: sample('career-changer.resume.json') })).json()
    const exported = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: owner.headers })
    const data = exported.json()
    const mine = data.cvs.find((cv: { id: string }) => cv.id === created.id)
    expect(mine.jsonResume).toEqual(JSON.parse(JSON.stringify(toJsonResume(created.cvData))))
    expect(mine.jsonResume.volunteer).toHaveLength(2)
  })

  it('refuses what is not a JSON Resume with a 400 a person understands, and asks for a session', async () => {
    const owner = await signIn(t)
    for (const payload of [{}, { jsonResume: 'text' }, { jsonResume: [] }, { jsonResume: { hello: 'world' } }]) {
      const res = await post(owner.headers, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().message).toMatch(/JSON Resume|jsonResume/)
    }
    const anonymous = await post({}, { jsonResume: sample('sample.resume.json') })
    expect(anonymous.statusCode).toBe(401)
  })
})
