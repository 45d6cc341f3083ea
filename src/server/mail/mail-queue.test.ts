import { afterEach, expect, it, vi } from 'vitest'
import { count, eq } from 'drizzle-orm'
import * as schema from '#server/db/schema'
import { SAME_ORIGIN } from '#tests/setup/auth-helpers'
import { allMails, createRecordingPrinter, subscribeWithTestCard } from '#tests/setup/billing-helpers'
import { buildReplicas } from '#tests/setup/replicas'
import { describeEachDatabase } from '#tests/setup/test-database'

vi.setConfig({ testTimeout: 120_000 })

// Issue 31.6: the e-mail calls store a request and answer; a worker on each replica drains the
// stored requests. Two replicas draining at once must do each request once: one mail per request,
// one cancellation per contract.
describeEachDatabase('the mail queue over two replicas', (kind) => {
  let replicas: Awaited<ReturnType<typeof buildReplicas>>
  afterEach(() => replicas.close())

  const post = (app: (typeof replicas.apps)[number]['app'], url: string, email: string, ip: string) =>
    app.inject({ method: 'POST', url, headers: SAME_ORIGIN, remoteAddress: ip, payload: { email, language: 'en' } })
  // The development outbox drains the queue before it lists: both replicas drain at the same moment.
  const drainBoth = () => Promise.all(replicas.apps.map((t) => t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=nobody%40example.com' })))
  const queued = async () => {
    const [row] = await replicas.apps[0].database.db.select({ n: count() }).from(schema.mailRequests)
    return row?.n ?? 0
  }

  it('stores each request and writes nothing until a worker drains; both replicas draining send each mail once', async () => {
    replicas = await buildReplicas(kind, { overrides: { printer: createRecordingPrinter() } })
    const [a, b] = replicas.apps
    const addresses = Array.from({ length: 12 }, (_, i) => `person-${i}@example.com`)
    // Trial sign-ups through either replica, alternately.
    const answers = await Promise.all(addresses.map((email, i) => post((i % 2 ? b : a).app, '/api/auth/send-trial-token', email, `198.51.100.${i + 1}`)))
    expect(answers.map((res) => res.statusCode)).toEqual(addresses.map(() => 200))
    // Answered, but no account and no mail yet: the work is a stored request.
    expect(await queued()).toBe(addresses.length)
    expect(await a.database.db.select().from(schema.users)).toHaveLength(0)

    await drainBoth()
    expect(await queued()).toBe(0)
    for (const email of addresses) {
      const rows = await a.database.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email))
      expect(rows, email).toHaveLength(1)
    }
    expect(await a.database.db.select().from(schema.users)).toHaveLength(addresses.length)
  })

  it('a cancellation declared on both replicas at once ends the contract once, with one confirmation', async () => {
    replicas = await buildReplicas(kind, { env: { APP_URL: 'https://applykit.test' }, overrides: { printer: createRecordingPrinter() } })
    const [a, b] = replicas.apps
    const email = 'subscriber@example.com'
    await subscribeWithTestCard(a, email)
    const declarations = await Promise.all([
      post(a.app, '/api/contract/cancel', email, '198.51.100.30'),
      post(b.app, '/api/contract/cancel', email, '198.51.100.31'),
      post(a.app, '/api/contract/cancel', email, '198.51.100.32'),
      post(b.app, '/api/contract/cancel', email, '198.51.100.33'),
    ])
    expect(new Set(declarations.map((res) => `${res.statusCode} ${res.body}`)).size).toBe(1)
    await drainBoth()
    const confirmations = (await allMails(a, email)).filter((mail) => mail.subject.includes('cancellation is confirmed'))
    expect(confirmations).toHaveLength(1)
    const rows = await a.database.db.select().from(schema.subscriptions)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'active', cancelAtPeriodEnd: true })
  })
})
