import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { applications } from '#server/db/schema'
import { signIn } from '#tests/setup/auth-helpers'
import { buildReplicas } from '#tests/setup/replicas'
import { describeEachDatabase } from '#tests/setup/test-database'
import { createListCache } from './list-cache'

describe('list cache', () => {
  const records = (n: number) => 'x'.repeat(n)
  it('answers only for the same fingerprint, and lets the least recently listed account go first', () => {
    const cache = createListCache(5)
    cache.set('a', 'f1', records(2))
    cache.set('b', 'f1', records(2))
    expect(cache.get('a', 'f2')).toBeUndefined()
    expect(cache.get('a', 'f1')).toHaveLength(2)
    cache.set('c', 'f1', records(2))
    expect(cache.get('b', 'f1')).toBeUndefined()
    expect(cache.get('a', 'f1')).toHaveLength(2)
    cache.set('d', 'f1', records(6))
    expect(cache.get('d', 'f1')).toBeUndefined()
  })
})

describeEachDatabase('the whole list between replicas', (kind) => {
  let replicas: Awaited<ReturnType<typeof buildReplicas>>
  beforeEach(async () => {
    replicas = await buildReplicas(kind)
  })
  afterEach(() => replicas.close())

  it('shows every change made on the other replica at once', async () => {
    const [first, second] = replicas.apps
    const owner = await signIn(first)
    const list = async (app: typeof first) => {
      const res = await app.app.inject({ method: 'GET', url: '/api/applications', headers: owner.headers })
      expect(res.statusCode).toBe(200)
      return (res.json() as Array<{ id: string; company: string; version: number }>).map((r) => `${r.company} v${r.version}`).sort()
    }
    const created = await first.app.inject({ method: 'POST', url: '/api/applications', headers: owner.headers, payload: { company: 'Muster AG' } })
    const id = created.json<{ id: string }>().id
    expect(await list(first)).toEqual(['Muster AG v1'])
    expect(await list(first)).toEqual(['Muster AG v1'])
    await second.app.inject({ method: 'PATCH', url: `/api/applications/${id}`, headers: owner.headers, payload: { company: 'Muster AG (Zürich)', version: 1 } })
    expect(await list(first)).toEqual(['Muster AG (Zürich) v2'])
    await second.app.inject({ method: 'POST', url: '/api/applications', headers: owner.headers, payload: { company: 'Beispiel GmbH' } })
    expect(await list(first)).toEqual(['Beispiel GmbH v1', 'Muster AG (Zürich) v2'])
    await second.app.inject({ method: 'DELETE', url: `/api/applications/${id}`, headers: owner.headers })
    expect(await list(first)).toEqual(['Beispiel GmbH v1'])
    // A write by other code, that neither raises the version nor touches updated_at, shows too.
    await second.database.db.update(applications).set({ company: 'Beispiel GmbH (Bern)' }).where(eq(applications.userId, owner.user.id))
    expect(await list(first)).toEqual(['Beispiel GmbH (Bern) v1'])
  })
})
