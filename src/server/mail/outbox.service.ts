import { desc, eq } from 'drizzle-orm'
import type { OutboxMail } from '#shared/api/system'
import type { Db } from '#server/db/client'
import { mailOutbox } from '#server/db/schema'

export type OutboxService = ReturnType<typeof createOutboxService>

const OUTBOX_PAGE = 50

export function createOutboxService({ db }: { db: Db }) {
  return {
    /** Newest first, optionally for one recipient (compared normalised). */
    async list(to?: string): Promise<OutboxMail[]> {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(to ? eq(mailOutbox.to, to.trim().toLowerCase()) : undefined)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(OUTBOX_PAGE)
      return rows.map((row) => ({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        createdAt: row.createdAt.toISOString(),
      }))
    },
  }
}
