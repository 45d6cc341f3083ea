import type { TemplateId } from '#shared/catalogue'

// Page counts per template by content (render.service.ts pageCounts): measuring all templates
// prints each of them, so the same CV is measured once, and identical requests while it is being
// measured share that measurement. A failure is not kept.

const MAX_ENTRIES = 200

type Counts = Record<TemplateId, number>

export function createPageCountCache() {
  const done = new Map<string, Counts>()
  const measuring = new Map<string, Promise<Counts>>()

  return {
    recall(key: string): Promise<Counts> | undefined {
      const hit = done.get(key)
      if (hit) {
        done.delete(key)
        done.set(key, hit)
        return Promise.resolve(hit)
      }
      return measuring.get(key)
    },
    measure(key: string, work: () => Promise<Counts>): Promise<Counts> {
      const running = work().then((counts) => {
        done.set(key, counts)
        for (const oldest of done.keys()) {
          if (done.size <= MAX_ENTRIES) break
          done.delete(oldest)
        }
        return counts
      })
      measuring.set(key, running)
      void running.then(
        () => measuring.delete(key),
        () => measuring.delete(key),
      )
      return running
    },
  }
}
