import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ERROR_CODES } from '#shared/errors'
import { LOCALES } from './locales'

// Every error code the server can send has a message in every catalogue (apiErrors.<CODE>), so the
// one client mapper (src/web/lib/api-errors.ts) never falls back to the server's English text.

const SERVER_DIR = path.resolve(import.meta.dirname, '../../server')

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return serverSources(full)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

/** The codes the server's code sends: AppError('CODE', …) and sendError(…, 'CODE') literals. */
function codesUsedByServer(): Set<string> {
  const used = new Set<string>()
  for (const file of serverSources(SERVER_DIR)) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(/new AppError\(\s*'([A-Z_]+)'/g)) used.add(match[1]!)
    for (const match of text.matchAll(/sendError\([^)]*?'([A-Z_]+)'/g)) used.add(match[1]!)
  }
  return used
}

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, 'messages', `${locale}.json`), 'utf8')) as {
    apiErrors: Record<string, unknown>
  }

describe('error messages', () => {
  it('finds the server’s codes in the one list of codes', () => {
    const used = codesUsedByServer()
    expect(used.size).toBeGreaterThan(15)
    for (const code of used) expect(ERROR_CODES, code).toContain(code)
  })

  for (const locale of LOCALES) {
    it(`has a message for every error code in ${locale}`, () => {
      const messages = catalogue(locale).apiErrors
      for (const code of ERROR_CODES) {
        expect(typeof messages[code] === 'string' && (messages[code] as string).length > 10, `${locale}: apiErrors.${code}`).toBe(true)
      }
    })
  }
})
