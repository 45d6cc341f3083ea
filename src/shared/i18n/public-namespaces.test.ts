import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PUBLIC_NAMESPACES } from './public-namespaces'

// Pages outside the app shell get only the public namespaces of the English catalogue in the entry
// bundle: a key from another namespace would show as its raw name to an English visitor.
const PUBLIC_SOURCES = [
  'src/web/features/landing',
  'src/web/features/errors/error-page.tsx',
  'src/web/features/errors/error-boundary.tsx',
  'src/web/components/template-thumbnail.tsx',
  'src/web/components/layout/site-layout.tsx',
  'src/web/components/layout/top-bar.tsx',
  'src/web/components/layout/site-footer.tsx',
  'src/web/components/layout/language-picker.tsx',
  'src/web/components/layout/language-menu.tsx',
  'src/web/components/layout/wordmark.tsx',
  'src/web/lib/use-page-title.ts',
]

function sourceFiles(entry: string): string[] {
  if (/\.tsx?$/.test(entry)) return [entry]
  return readdirSync(entry).flatMap((name) => sourceFiles(path.join(entry, name)))
}

describe('public catalogue namespaces', () => {
  it('hold every key the landing page, its top bar, footer and the error page print', () => {
    const namespaces = new Set<string>()
    for (const file of PUBLIC_SOURCES.flatMap(sourceFiles)) {
      if (file.includes('.test.')) continue
      const source = readFileSync(file, 'utf8')
      for (const match of source.matchAll(/\bt\(\s*[`'"]([a-zA-Z]+)\./g)) namespaces.add(match[1] as string)
    }
    expect(namespaces.size).toBeGreaterThan(3)
    expect([...namespaces].filter((namespace) => !(PUBLIC_NAMESPACES as readonly string[]).includes(namespace))).toEqual([])
  })

  it('name namespaces the English catalogue has', () => {
    const english = JSON.parse(readFileSync('src/shared/i18n/messages/en.json', 'utf8')) as Record<string, unknown>
    expect(PUBLIC_NAMESPACES.filter((namespace) => !(namespace in english))).toEqual([])
  })
})
