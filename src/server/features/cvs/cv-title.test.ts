import { afterEach, beforeEach, expect, it } from 'vitest'
import { richCv } from '#tests/fixtures/sample-cvs'
import { signIn } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { describeEachDatabase } from '#tests/setup/test-database'

describeEachDatabase('a CV’s title (My CVs rename)', (kind) => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp({ db: kind })
  })
  afterEach(() => t.close())

  it('follows the name until the person renames it; a rename stays through later edits', async () => {
    const owner = await signIn(t)
    const put = (id: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/cv/${id}`, headers: owner.headers, payload })
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/cvs',
        headers: owner.headers,
        payload: { templateId: 'executive-modern', themeId: 'indigo', cvData: { ...richCv, personal: { ...richCv.personal, fullName: 'Anna' } } },
      })
    ).json()
    expect(created.title).toBe('Anna')

    // The builder saves the whole name later: the title follows instead of freezing at "Anna".
    const named = await put(created.id, { cvData: richCv, updatedAt: created.updatedAt })
    expect(named.json().title).toBe(richCv.personal.fullName)

    const renamed = await put(created.id, { title: '  Bewerbung Siemens  ', updatedAt: named.json().updatedAt })
    expect(renamed.json().title).toBe('Bewerbung Siemens')
    const edited = await put(created.id, {
      cvData: { ...richCv, personal: { ...richCv.personal, fullName: 'Anna Schmidt' } },
      updatedAt: renamed.json().updatedAt,
    })
    expect(edited.json().title).toBe('Bewerbung Siemens')

    // An empty title gives the title back to the name.
    expect((await put(created.id, { title: '', updatedAt: edited.json().updatedAt })).json().title).toBe('Anna Schmidt')
  })
})
