import { afterEach, beforeEach, expect, it } from 'vitest'
import {
  ABANDONED_CHECKOUT_RETENTION_DAYS,
  DORMANT_TRIAL_RETENTION_MONTHS,
  EMAIL_RETENTION_MONTHS,
  MS,
  TEST_PAYMENT_RETENTION_DAYS,
  VISITOR_IP_RETENTION_DAYS,
} from '#shared/limits'
import { createManualClock } from '#server/clock'
import type { Database } from '#server/db/client'
import { checkoutSessions, mailOutbox, sessions, testPaymentObjects, usageEvents, users } from '#server/db/schema'
import { createTestDatabase, describeEachDatabase } from '#tests/setup/test-database'
import { deleteExpiredPersonalData } from './retention'

describeEachDatabase('the retention the privacy policy states', (kind) => {
  let database: Database
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(() => database.close())

  it('deletes mails after the e-mail period and visitors’ counters after the IP period, and nothing else', async () => {
    const { db } = database
    const clock = createManualClock()
    const now = clock.now().getTime()
    const at = (ms: number) => new Date(now - ms)
    const [user] = await db.insert(users).values({ email: 'kept@example.com' }).returning()
    const mail = (subject: string, createdAt: Date) => ({ to: 'a@example.com', subject, text: '', html: '', status: 'sent' as const, createdAt })
    await db.insert(mailOutbox).values([
      mail('old', at((EMAIL_RETENTION_MONTHS * 30 + 1) * MS.day)),
      mail('recent', at((EMAIL_RETENTION_MONTHS * 30 - 1) * MS.day)),
    ])
    await db.insert(usageEvents).values([
      { feature: 'ats', visitorHash: 'old-visitor', createdAt: at((VISITOR_IP_RETENTION_DAYS + 1) * MS.day) },
      { feature: 'ats', visitorHash: 'recent-visitor', createdAt: at((VISITOR_IP_RETENTION_DAYS - 1) * MS.day) },
      // An account's counters belong to the account: they go with it, not with time.
      { feature: 'pdfExport', userId: user!.id, createdAt: at(400 * MS.day) },
    ])

    await deleteExpiredPersonalData(db, clock)

    expect((await db.select({ subject: mailOutbox.subject }).from(mailOutbox)).map((m) => m.subject)).toEqual(['recent'])
    const left = await db.select({ visitor: usageEvents.visitorHash, user: usageEvents.userId }).from(usageEvents)
    expect(left).toHaveLength(2)
    expect(left.map((e) => e.visitor ?? e.user).sort()).toEqual([user!.id, 'recent-visitor'].sort())
  })

  it('deletes abandoned checkouts, dormant trial accounts and old test-mode objects after their periods, and nothing else', async () => {
    const { db } = database
    const clock = createManualClock()
    const now = clock.now().getTime()
    const ago = (days: number) => new Date(now - days * MS.day)
    const checkoutDays = ABANDONED_CHECKOUT_RETENTION_DAYS
    const trialDays = DORMANT_TRIAL_RETENTION_MONTHS * 30
    const testDays = TEST_PAYMENT_RETENTION_DAYS

    const account = (email: string, days: number, extra: Partial<typeof users.$inferInsert> = {}) =>
      db.insert(users).values({ email, createdAt: ago(days), updatedAt: ago(days), ...extra }).returning().then((rows) => rows[0]!)
    await account('dormant@example.com', trialDays + 1)
    const active = await account('active@example.com', trialDays + 1)
    await db.insert(sessions).values({ sessionHash: 'h-active', userId: active.id, lastSeenAt: ago(10), expiresAt: ago(-20) })
    await account('new@example.com', trialDays - 1)
    await account('paying@example.com', trialDays + 1, { plan: 'pro', proUntil: ago(-10) })
    await account('customer@example.com', trialDays - 1)

    const checkout = (email: string, days: number, id: string) => ({
      provider: 'test' as const,
      providerSessionId: id,
      customerId: `cus_${id}`,
      email,
      url: 'https://applykit.test/checkout',
      expiresAt: ago(days - 1),
      createdAt: ago(days),
    })
    await db.insert(checkoutSessions).values([
      checkout('never-signed-up@example.com', checkoutDays + 1, 'old'),
      checkout('still-deciding@example.com', checkoutDays - 1, 'recent'),
      checkout('customer@example.com', checkoutDays + 1, 'customer'),
    ])

    const object = (id: string, kind: 'customer' | 'subscription', customerId: string | null, days: number) => ({ id, kind, customerId, data: {}, createdAt: ago(days), updatedAt: ago(days) })
    await db.insert(testPaymentObjects).values([
      object('cus_gone', 'customer', null, testDays + 5),
      object('sub_gone', 'subscription', 'cus_gone', testDays + 1),
      // A customer unchanged for long, whose subscription renewed recently, stays whole.
      object('cus_live', 'customer', null, testDays + 5),
      object('sub_live', 'subscription', 'cus_live', 3),
    ])

    await deleteExpiredPersonalData(db, clock)

    const emails = (await db.select({ email: users.email }).from(users)).map((row) => row.email).sort()
    expect(emails).toEqual(['active@example.com', 'customer@example.com', 'new@example.com', 'paying@example.com'])
    const checkouts = (await db.select({ email: checkoutSessions.email }).from(checkoutSessions)).map((row) => row.email).sort()
    expect(checkouts).toEqual(['customer@example.com', 'still-deciding@example.com'])
    const objects = (await db.select({ id: testPaymentObjects.id }).from(testPaymentObjects)).map((row) => row.id).sort()
    expect(objects).toEqual(['cus_live', 'sub_live'])
  })
})
