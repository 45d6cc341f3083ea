import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FONTS } from '#documents/fonts'

// A production install keeps `dependencies` only. The build checks every package the compiled
// server imports (scripts/build/server.mjs); packages read as files at run time are checked here.
describe('production dependencies', () => {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }

  it('include every font package the documents embed', () => {
    const fontPackages = Object.values(FONTS).map((font) => font.pkg)
    expect(fontPackages.filter((pkg) => !(pkg in manifest.dependencies))).toEqual([])
  })

  it('include the Chromium that npm installs, so PDF export works on a machine without one', () => {
    expect(manifest.dependencies['@sparticuz/chromium']).toBeDefined()
  })
})
