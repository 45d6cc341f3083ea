import type { WriteWatch } from '#server/db/write-watch'

// The session lookup of every signed-in call, remembered while nothing can have changed it: an
// entry is used only while no statement that may write users or sessions has been issued since it
// was read (WriteWatch). Logout, a replayed token, an account deletion, a plan change — any write,
// by any code path — therefore ends every entry at once, and revocation stays immediate.
// Only where one process owns the database (PGlite). On PostgreSQL another replica may revoke a
// session at any moment, so there is no cache there (docs/decisions/093-session-lookup-prepared-and-cached.md).

const MAX_ENTRIES = 10_000
/** A backstop only: correctness comes from the write count, not from the age. */
const MAX_AGE_MS = 60_000

export type SessionCache<Row> = {
  /** The count to pass to `remember` for a row read from now on. */
  generation(): number
  recall(sessionHash: string): Row | undefined
  remember(sessionHash: string, row: Row, readUnder: number): void
}

export function createSessionCache<Row>(writes: WriteWatch, now: () => number = Date.now): SessionCache<Row> {
  const entries = new Map<string, { row: Row; generation: number; readAt: number }>()
  return {
    generation: () => writes.generation(),
    recall(sessionHash) {
      const entry = entries.get(sessionHash)
      if (!entry) return undefined
      if (entry.generation !== writes.generation() || now() - entry.readAt > MAX_AGE_MS) {
        entries.delete(sessionHash)
        return undefined
      }
      return entry.row
    },
    remember(sessionHash, row, readUnder) {
      if (readUnder !== writes.generation()) return
      entries.delete(sessionHash)
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
      entries.set(sessionHash, { row, generation: readUnder, readAt: now() })
    },
  }
}
