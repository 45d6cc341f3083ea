import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { removeTruncatedUnpack } from './find-chromium'

describe('the npm-shipped Chromium', () => {
  it('unpacks again after an unpack cut short, and keeps a whole one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'applykit-unpack-'))
    const empty = path.join(dir, 'empty')
    writeFileSync(empty, '')
    removeTruncatedUnpack(empty)
    expect(existsSync(empty)).toBe(false)
    const whole = path.join(dir, 'whole')
    writeFileSync(whole, Buffer.alloc(2_000_000))
    removeTruncatedUnpack(whole)
    expect(existsSync(whole)).toBe(true)
    removeTruncatedUnpack(path.join(dir, 'absent'))
  })
})
