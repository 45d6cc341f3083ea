import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { richCv } from '#tests/fixtures/sample-cvs'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'

// What the build leaves for a text file: the file, its .br and its .gz (scripts/build/compress.mjs).
function makeCompressedWebBuild(): { dir: string; script: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'applykit-web-'))
  mkdirSync(path.join(dir, 'assets'))
  const script = `console.log(${JSON.stringify('ApplyKit '.repeat(400))})`
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>ApplyKit</title><div id="root"></div>')
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script)
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script))
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(script))
  return { dir, script }
}

describe('compressed answers', () => {
  let t: TestApp
  let script: string
  beforeAll(async () => {
    const build = makeCompressedWebBuild()
    script = build.script
    t = await buildTestApp({ webDir: build.dir })
  })
  afterAll(() => t.close())

  it('serves the build-time brotli file to browsers that accept it, with Vary', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toContain('javascript')
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script)
  })

  it('serves gzip or the plain file to browsers that accept only that', async () => {
    const gzip = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
  })

  it('compresses JSON answers over 1 KB and leaves small ones alone', async () => {
    const large = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cv/render-template',
      headers: { 'accept-encoding': 'br, gzip' },
      payload: { templateId: 'ats-simple', cvData: richCv },
    })
    expect(large.statusCode).toBe(200)
    expect(large.headers['content-encoding']).toBe('br')
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString()).html).toContain(richCv.personal.fullName)
    const small = await t.app.inject({ method: 'GET', url: '/api/detect-language', headers: { 'accept-encoding': 'br, gzip' } })
    expect(small.headers['content-encoding']).toBeUndefined()
  })
})
