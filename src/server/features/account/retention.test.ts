import { afterEach, beforeEach, expect, it } from 'vitest'
import { EMAIL_RETENTION_MONTHS, MS, VISITOR_IP_RETENTION_DAYS } from '#shared/limits'
import { createManualClock } from '#server/clock'
import type { Database } from '#server/db/client'
import { mailOutbox, usageEvents, users } from '#server/db/schema'
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
})
