import { eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { applications } from '#server/db/schema'

// The whole list of an account's applications (the board and the list load it), kept in memory as
// the reply's JSON text
// between calls while the account's rows are unchanged (issue 26: 1,000 applications in < 50 ms p95).
// Reading 1,000 rows of 30 columns costs most of a list call, on the embedded PGlite above all;
// a fingerprint of the rows — every id with its version and last change, hashed in the database —
// costs a few milliseconds and changes with every insert, edit and delete, whichever replica made
// it. So a replica answers from its copy only when the database says nothing changed since.

/** Characters of JSON kept over all accounts (~1,000 applications are ~0.7 MB); the least recently listed account goes first beyond it. */
const MAX_CACHED_CHARS = 64_000_000

export async function listFingerprint(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      hash: sql<string>`md5(coalesce(string_agg(${applications.id}::text || ':' || ${applications.version} || ':' || (extract(epoch from ${applications.updatedAt}) * 1000000)::bigint, ',' order by ${applications.id}), ''))`,
    })
    .from(applications)
    .where(eq(applications.userId, userId))
  return `${row?.count ?? 0}:${row?.hash ?? ''}`
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
