import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { createExtractPool, type ExtractPool } from './extract-pool'

const pdf = readFileSync(
  new URL('../../../../tests/fixtures/cvs/corpus/en-swe-senior--classic.pdf', import.meta.url),
)

let pool: ExtractPool | undefined
afterEach(() => pool?.close())

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe('extract pool', () => {
  it('keeps one warm worker, grows under concurrent uploads and shrinks back when idle', async () => {
    pool = createExtractPool({ size: 2, warmSize: 1, idleMs: 300 })
    await pool.warmUp()
    expect(pool.workerCount()).toBe(1)

    const results = await Promise.all([1, 2, 3, 4].map(() => pool!.extract('pdf', pdf)))
    expect(results.every((result) => result.text.includes('Daniel Okafor'))).toBe(true)
    expect(pool.workerCount()).toBe(2)

    await until(() => pool!.workerCount() === 1, 10_000)
    // The warm worker stays and still answers.
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(pool.workerCount()).toBe(1)
    expect((await pool.extract('pdf', pdf)).text).toContain('Monzo Bank')
  }, 30_000)
})
