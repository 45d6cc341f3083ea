import { createHash } from 'node:crypto'

// The builder's previews by content: the same CV, template, theme and language print the same
// PDF, so a repeat (a re-render, another tab, a storm of identical requests) is answered from here
// and never reaches the printer. Identical requests while one prints share its print.

const MAX_ENTRIES = 64
const MAX_BYTES = 32 * 1024 * 1024

export function previewKeyOf(look: unknown): string {
  return createHash('sha256').update(JSON.stringify(look)).digest('hex')
}

export function createPreviewCache() {
  // A Map keeps insertion order: re-inserting on a hit makes the first entry the least recently used.
  const done = new Map<string, Buffer>()
  const printing = new Map<string, Promise<Buffer>>()
  let bytes = 0

  function remember(key: string, pdf: Buffer): void {
    done.set(key, pdf)
    bytes += pdf.length
    for (const [oldest, old] of done) {
      if (done.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break
      done.delete(oldest)
      bytes -= old.length
    }
  }

  return {
    /** The cached PDF, or undefined; a hit becomes the most recently used. */
    recall(key: string): Promise<Buffer> | undefined {
      const hit = done.get(key)
      if (hit) {
        done.delete(key)
        done.set(key, hit)
        return Promise.resolve(hit)
      }
      return printing.get(key)
    },
    /** Prints once for everyone asking the same key meanwhile; a failure is not cached. */
    print(key: string, work: () => Promise<Buffer>): Promise<Buffer> {
      const running = work().then((pdf) => {
        remember(key, pdf)
        return pdf
      })
      printing.set(key, running)
      void running.then(
        () => printing.delete(key),
        () => printing.delete(key),
      )
      return running
    },
  }
}
