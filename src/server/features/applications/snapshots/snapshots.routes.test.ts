import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { SNAPSHOT_LIMITS } from '#shared/api/application-proof'
import * as schema from '#server/db/schema'
import { richCv } from '#tests/fixtures/sample-cvs'
import { signIn } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { describeEachDatabase } from '#tests/setup/test-database'

type Headers = Record<string, string>

describeEachDatabase('sent snapshots', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp({ db: kind })
  })
  afterEach(() => t.close())

  const createCv = async (headers: Headers) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cvs',
      headers,
      payload: { templateId: 'executive-modern', themeId: 'indigo', cvData: { ...richCv, personal: { ...richCv.personal, fullName: 'Erika Beispiel' } } },
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json() as { id: string }
  }
  const create = async (headers: Headers, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/applications', headers, payload })
    return res
  }
  const snapshots = (headers: Headers, id: string) => t.app.inject({ method: 'GET', url: `/api/applications/${id}/snapshots`, headers })

  it('keeps the linked CV’s PDF with its SHA-256 when the application moves to Applied, for its owner only', async () => {
    const owner = await signIn(t)
    const other = await signIn(t)
    const cv = await createCv(owner.headers)
    const saved = (await create(owner.headers, { company: 'Muster AG', cvId: cv.id })).json() as { id: string }
    expect((await snapshots(owner.headers, saved.id)).json().snapshots).toEqual([])

    const moved = await t.app.inject({ method: 'PATCH', url: `/api/applications/${saved.id}`, headers: owner.headers, payload: { stage: 'applied', version: 1 } })
    expect(moved.statusCode, moved.body).toBe(200)
    const list = (await snapshots(owner.headers, saved.id)).json()
    expect(list).toMatchObject({ used: 1, limit: SNAPSHOT_LIMITS.trial })
    expect(list.snapshots).toHaveLength(1)
    const [snapshot] = list.snapshots
    expect(snapshot).toMatchObject({ cvId: cv.id, createdAt: t.clock.now().toISOString() })

    const pdf = await t.app.inject({ method: 'GET', url: `/api/applications/${saved.id}/snapshots/${snapshot.id}`, headers: owner.headers })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(snapshot.sha256)
    expect(snapshot.sizeBytes).toBe(pdf.rawPayload.length)

    // Moving on (Interview) keeps the one snapshot; someone else sees none of it.
    await t.app.inject({ method: 'PATCH', url: `/api/applications/${saved.id}`, headers: owner.headers, payload: { stage: 'interview', version: 2 } })
    expect((await snapshots(owner.headers, saved.id)).json().snapshots).toHaveLength(1)
    expect((await snapshots(other.headers, saved.id)).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: `/api/applications/${saved.id}/snapshots/${snapshot.id}`, headers: other.headers })).statusCode).toBe(404)

    // In the account's data export, and gone with the account.
    const exported = (await t.app.inject({ method: 'GET', url: '/api/account/export', headers: owner.headers })).json()
    expect(exported.applicationSnapshots).toHaveLength(1)
    expect(createHash('sha256').update(Buffer.from(exported.applicationSnapshots[0].pdfBase64, 'base64')).digest('hex')).toBe(snapshot.sha256)
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: owner.headers, payload: { confirmEmail: (exported.account as { email: string }).email } })
    expect(deleted.statusCode).toBe(200)
    expect(await t.database.db.select({ id: schema.applicationSnapshots.id }).from(schema.applicationSnapshots).where(eq(schema.applicationSnapshots.id, snapshot.id))).toEqual([])
  })

  it('refuses to link someone else’s CV, naming the field', async () => {
    const owner = await signIn(t)
    const other = await signIn(t)
    const theirCv = await createCv(other.headers)
    const res = await create(owner.headers, { company: 'Muster AG', stage: 'applied', cvId: theirCv.id })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ field: 'cvId' })
  })
})
