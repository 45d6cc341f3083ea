import { expect, it } from 'vitest'
import { createManualClock } from '#server/clock'
import { testConfig } from '#server/config'
import type { Database } from '#server/db/client'
import { users } from '#server/db/schema'
import { MS } from '#shared/limits'
import { QUOTAS } from '#shared/plans'
import { SAME_ORIGIN } from '#tests/setup/auth-helpers'
import { buildReplicas } from '#tests/setup/replicas'
import { connectAgain, createTestDatabase, describeEachDatabase } from '#tests/setup/test-database'
import { createQuotaService } from './quota.service'

// Counting and checking were two statements: with a limit of 1, 6 of 10 parallel requests got
// through across two replicas. The gate is now one upsert; exactly the limit gets through.
describeEachDatabase('quotas under parallel requests', (kind) => {
  async function twoServices() {
    const first = await createTestDatabase(kind)
    const second: Database = kind === 'postgres' ? await connectAgain(first) : first
    const clock = createManualClock()
    const config = testConfig()
    const services = [createQuotaService({ db: first.db, clock, config }), createQuotaService({ db: second.db, clock, config })]
    return {
      first,
      clock,
      services,
      close: async () => {
        if (second !== first) await second.close()
        await first.close()
      },
    }
  }

  const settle = (attempts: Array<Promise<unknown>>) =>
    Promise.allSettled(attempts).then((results) => ({
      granted: results.filter((r) => r.status === 'fulfilled').length,
      refused: results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason as { code: string }),
    }))

  it('visitor (limit 1): 10 parallel uses over two replicas, exactly one granted', async () => {
    const { services, close } = await twoServices()
    try {
      const caller = { user: null, visitorHash: 'v-hash-1' }
      const { granted, refused } = await settle(Array.from({ length: 10 }, (_, i) => services[i % 2]!.consume('bullets', caller)))
      expect(granted).toBe(1)
      expect(refused.every((e) => e.code === 'TRIAL_USED')).toBe(true)
    } finally {
      await close()
    }
  })

  it('trial and export quotas: 10 parallel uses grant exactly the limit', async () => {
    const { first, clock, services, close } = await twoServices()
    try {
      const now = clock.now()
      const [user] = await first.db
        .insert(users)
        .values({ email: 'race@example.com', plan: 'trial', trialStartedAt: now, trialEndsAt: new Date(now.getTime() + 7 * MS.day), createdAt: now, updatedAt: now })
        .returning()
      const caller = { user: user!, visitorHash: 'unused' }
      for (const feature of ['zeugnis', 'pdfExport', 'bullets'] as const) {
        const { granted, refused } = await settle(Array.from({ length: 10 }, (_, i) => services[i % 2]!.consume(feature, caller)))
        expect(granted, feature).toBe(QUOTAS[feature].trial)
        expect(refused.every((e) => e.code === 'TRIAL_LIMIT_EXCEEDED'), feature).toBe(true)
      }
    } finally {
      await close()
    }
  })

  it('a visitor’s window restarts after 30 days, and the 429 says when', async () => {
    const { clock, services, close } = await twoServices()
    try {
      const caller = { user: null, visitorHash: 'v-hash-2' }
      await services[0]!.consume('title', caller)
      clock.advance(10 * MS.day)
      const refused = await services[1]!.consume('title', caller).catch((error: { code: string; extra: { retryAfterSeconds: number } }) => error)
      expect(refused).toMatchObject({ code: 'TRIAL_USED', extra: { retryAfterSeconds: 20 * 86_400 } })
      clock.advance(20 * MS.day + 1000)
      await expect(services[1]!.consume('title', caller)).resolves.toMatchObject({ watermark: true })
    } finally {
      await close()
    }
  })

  it('over HTTP on two app instances: 10 parallel visitor calls from one IP, one answer 200, nine 429 with Retry-After', async () => {
    const { apps, close } = await buildReplicas(kind)
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          apps[i % 2]!.app.inject({
            method: 'POST',
            url: '/api/ai/humanize',
            headers: SAME_ORIGIN,
            remoteAddress: '203.0.113.9',
            payload: { text: 'We leverage synergies to deliver a seamless, cutting-edge experience.' },
          }),
        ),
      )
      const statuses = answers.map((r) => r.statusCode)
      expect(statuses.filter((s) => s === 200)).toHaveLength(1)
      expect(statuses.filter((s) => s === 429)).toHaveLength(9)
      for (const refused of answers.filter((r) => r.statusCode === 429)) {
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
        expect(refused.json()).toMatchObject({ code: 'TRIAL_USED', trialUsed: true })
      }
    } finally {
      await close()
    }
  })
})
