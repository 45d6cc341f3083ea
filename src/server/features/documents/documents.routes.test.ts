import { readFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { DOCUMENT_STORAGE } from '#shared/plans'
import { documents } from '#server/db/schema'
import { signIn } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { describeEachDatabase } from '#tests/setup/test-database'
import { documentUpload, typedPdf } from './test-files'

type Headers = Record<string, string>

const SCANS = path.resolve(import.meta.dirname, '../../../../tests/fixtures/scans')

describeEachDatabase('documents', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp({ db: kind })
  })
  afterEach(() => t.close())

  const upload = (headers: Headers, parts: Parameters<typeof documentUpload>[1]) =>
    t.app.inject({ method: 'POST', url: '/api/documents', ...documentUpload(headers, parts) })
  const list = async (headers: Headers, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/documents${query}`, headers })
    expect(res.statusCode).toBe(200)
    return res.json() as { documents: Array<{ id: string; title: string; position: number; reading: { category: string } | null; textChars: number; issuedOn: string | null }>; storage: { count: number; usedBytes: number } }
  }

  it('keeps a photographed Arbeitszeugnis: read by OCR, searchable, with ZeugnisCheck’s reading beside it', async () => {
    const owner = await signIn(t)
    const photo = readFileSync(path.join(SCANS, 'de-01-sehr-gut-entwickler.scan.jpg'))
    const created = await upload(owner.headers, {
      fields: { kind: 'zeugnis', title: 'Arbeitszeugnis Softwarehaus', issuedOn: '2023-06-30' },
      file: { name: 'zeugnis.jpg', type: 'image/jpeg', data: photo },
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toEqual({ id: expect.any(String), pages: 1, bytes: photo.byteLength })

    const listed = await list(owner.headers)
    expect(listed.documents).toHaveLength(1)
    const [document] = listed.documents
    expect(document?.textChars).toBeGreaterThan(300)
    // The fixture letter is graded "sehr gut": the reading beside it says so.
    expect(document?.reading?.category).toBe('Positive')
    expect(listed.storage).toMatchObject({ count: 1, usedBytes: photo.byteLength })

    // Searchable by a word that stands only in the recognised text.
    expect((await list(owner.headers, '?q=Zufriedenheit')).documents).toHaveLength(1)
    expect((await list(owner.headers, '?q=Gabelstapler')).documents).toHaveLength(0)

    const file = await t.app.inject({ method: 'GET', url: `/api/documents/${document?.id}/file`, headers: owner.headers })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/jpeg')
    expect(Buffer.compare(file.rawPayload, photo)).toBe(0)
  }, 120_000)

  it('renames, dates, reorders and deletes; fields may follow the file', { timeout: 120_000 }, async () => {
    const owner = await signIn(t)
    const ids: string[] = []
    for (const title of ['Bachelorzeugnis', 'Sprachzertifikat', 'Führerschein']) {
      const res = await upload(owner.headers, {
        fields: { kind: 'certificate', title },
        file: { name: `${title}.pdf`, type: 'application/pdf', data: await typedPdf([title, 'Hiermit wird bescheinigt, dass die Prüfung bestanden wurde.']) },
        fieldsAfterFile: true,
      })
      expect(res.statusCode, res.body).toBe(201)
      ids.push(res.json().id)
    }
    const [first, second, third] = ids
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/documents/${third}`,
      headers: owner.headers,
      payload: { title: 'Führerschein Klasse B', issuedOn: '2019-04-01', position: 0 },
    })
    expect(patched.statusCode, patched.body).toBe(200)
    expect(patched.json()).toMatchObject({ title: 'Führerschein Klasse B', issuedOn: '2019-04-01', position: 0 })
    expect((await list(owner.headers)).documents.map((doc) => doc.id)).toEqual([third, first, second])

    const moved = await t.app.inject({ method: 'PATCH', url: `/api/documents/${third}`, headers: owner.headers, payload: { position: 99 } })
    expect(moved.json().position).toBe(2)
    expect((await list(owner.headers)).documents.map((doc) => doc.id)).toEqual([first, second, third])

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/documents/${second}`, headers: owner.headers })
    expect(removed.statusCode).toBe(200)
    expect((await list(owner.headers)).documents.map((doc) => doc.id)).toEqual([first, third])
    const again = await t.app.inject({ method: 'DELETE', url: `/api/documents/${second}`, headers: owner.headers })
    expect(again.statusCode).toBe(404)
  })

  it('answers 404 for another user’s document, and 401 without a session', async () => {
    const owner = await signIn(t)
    const stranger = await signIn(t)
    const res = await upload(owner.headers, {
      fields: { kind: 'other', title: 'Nachweis' },
      file: { name: 'n.pdf', type: 'application/pdf', data: await typedPdf(['Nachweis über eine Teilnahme am Kurs']) },
    })
    const id = res.json().id as string
    for (const request of [
      { method: 'GET' as const, url: `/api/documents/${id}/file` },
      { method: 'PATCH' as const, url: `/api/documents/${id}`, payload: { title: 'mine now' } },
      { method: 'DELETE' as const, url: `/api/documents/${id}` },
    ]) {
      const answer = await t.app.inject({ ...request, headers: stranger.headers })
      expect(answer.statusCode, `${request.method} ${request.url}`).toBe(404)
      expect(answer.json().code).toBe('DOCUMENT_NOT_FOUND')
    }
    expect((await list(stranger.headers)).documents).toHaveLength(0)
    expect((await list(owner.headers)).documents[0]?.title).toBe('Nachweis')
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/documents' })
    expect(anonymous.statusCode).toBe(401)
    const malformed = await t.app.inject({ method: 'GET', url: '/api/documents/not-a-uuid/file', headers: owner.headers })
    expect(malformed.statusCode).toBe(404)
  })

  it('refuses bad input with a 4xx that names the problem', async () => {
    const owner = await signIn(t)
    const pdf = await typedPdf(['Zertifikat'])
    const cases: Array<[Parameters<typeof documentUpload>[1], number, string]> = [
      [{ fields: { kind: 'zeugnis', title: 'x' } }, 400, 'file'],
      [{ fields: { kind: 'diploma', title: 'x' }, file: { name: 'a.pdf', type: 'application/pdf', data: pdf } }, 400, 'kind'],
      [{ fields: { kind: 'zeugnis' }, file: { name: 'a.pdf', type: 'application/pdf', data: pdf } }, 400, 'title'],
      [{ fields: { kind: 'zeugnis', title: 'x', issuedOn: '31.12.2020' }, file: { name: 'a.pdf', type: 'application/pdf', data: pdf } }, 400, 'issuedOn'],
      [{ fields: { kind: 'zeugnis', title: 'x' }, file: { name: 'a.txt', type: 'text/plain', data: Buffer.from('Zeugnis text') } }, 415, ''],
      [{ fields: { kind: 'zeugnis', title: 'x' }, file: { name: 'a.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.7 broken') } }, 422, ''],
      [{ fields: { kind: 'zeugnis', title: 'x' }, file: { name: 'a.pdf', type: 'application/pdf', data: Buffer.from('not a pdf at all') } }, 422, ''],
    ]
    for (const [parts, status, field] of cases) {
      const res = await upload(owner.headers, parts)
      expect(res.statusCode, res.body).toBe(status)
      expect(res.json().message).toBeTruthy()
      // An enclosure is a file to keep: the importer's "or paste the text directly" does not apply.
      expect(res.json().message).not.toMatch(/paste/i)
      if (field) expect(res.json().field).toBe(field)
    }
    const badPatch = await t.app.inject({ method: 'PATCH', url: '/api/documents/00000000-0000-4000-8000-000000000000', headers: owner.headers, payload: {} })
    expect(badPatch.statusCode).toBe(400)
    expect((await list(owner.headers)).documents).toHaveLength(0)
  })

  it('caps the number of documents of a trial account', async () => {
    const owner = await signIn(t)
    const pdf = await typedPdf(['Teilnahmebescheinigung'])
    const cap = DOCUMENT_STORAGE.trial.count
    for (let index = 0; index < cap; index += 1) {
      await t.database.db.insert(documents).values({
        userId: owner.user.id, kind: 'other', title: `Nachweis ${index}`, fileName: 'n.pdf', mimeType: 'application/pdf',
        bytes: pdf.byteLength, pages: 1, data: pdf, position: index,
      })
    }
    const refused = await upload(owner.headers, { fields: { kind: 'other', title: 'one more' }, file: { name: 'n.pdf', type: 'application/pdf', data: pdf } })
    expect(refused.statusCode).toBe(413)
    expect(refused.json().code).toBe('DOCUMENT_STORAGE_FULL')
  })

  it('puts the documents in the data export and deletes them with the account', async () => {
    const owner = await signIn(t)
    const pdf = await typedPdf(['Abschlusszeugnis der Berufsschule'])
    await upload(owner.headers, { fields: { kind: 'certificate', title: 'Abschlusszeugnis' }, file: { name: 'a.pdf', type: 'application/pdf', data: pdf } })
    const exported = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: owner.headers })
    const data = JSON.parse(exported.body) as { documents: Array<{ title: string; dataBase64: string; text: string }> }
    expect(data.documents).toHaveLength(1)
    expect(data.documents[0]?.title).toBe('Abschlusszeugnis')
    expect(Buffer.compare(Buffer.from(data.documents[0]?.dataBase64 ?? '', 'base64'), Buffer.from(pdf))).toBe(0)
    expect(data.documents[0]?.text).toContain('Berufsschule')

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: owner.headers, payload: { confirmEmail: owner.user.email } })
    expect(deleted.statusCode).toBe(200)
    expect(await t.database.db.select().from(documents).where(eq(documents.userId, owner.user.id))).toHaveLength(0)
  })
})
