import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { applicationListVersions } from '#server/db/schema'

// The whole list of an account's applications (the board and the list load it), kept in memory as
// the reply's JSON text
// between calls while the account's rows are unchanged (issue 26: 1,000 applications in < 50 ms p95).
// Reading 1,000 rows of 30 columns costs most of a list call, on the embedded PGlite above all.
// The database keeps a counter per account that a trigger raises in the same transaction as every
// statement inserting, changing or deleting its applications (migration 0008), whoever wrote them —
// this service, another feature's bulk action, another replica. Reading it is one primary-key
// lookup; a replica answers from its copy only when the counter is the one the copy was made at.

/** Characters of JSON kept over all accounts (~1,000 applications are ~0.7 MB); the least recently listed account goes first beyond it. */
const MAX_CACHED_CHARS = 64_000_000

/** The account's list version: raised by a trigger with every statement that writes its applications. */
export async function listFingerprint(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ version: applicationListVersions.version })
    .from(applicationListVersions)
    .where(eq(applicationListVersions.userId, userId))
  return String(row?.version ?? 0)
}

export function createListCache(maxChars = MAX_CACHED_CHARS) {
  const entries = new Map<string, { fingerprint: string; json: string }>()
  let total = 0
  const drop = (userId: string) => {
    const entry = entries.get(userId)
    if (!entry) return
    total -= entry.json.length
    entries.delete(userId)
  }
  return {
    /** The account's list as it was at this fingerprint, if kept. */
    get(userId: string, fingerprint: string): string | undefined {
      const entry = entries.get(userId)
      if (!entry || entry.fingerprint !== fingerprint) return undefined
      // Most recently used last: a Map keeps insertion order.
      entries.delete(userId)
      entries.set(userId, entry)
      return entry.json
    },
    set(userId: string, fingerprint: string, json: string): void {
      drop(userId)
      if (json.length > maxChars) return
      entries.set(userId, { fingerprint, json })
      total += json.length
      for (const oldest of entries.keys()) {
        if (total <= maxChars) break
        drop(oldest)
      }
    },
  }
}
