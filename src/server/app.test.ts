import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { describeEachDatabase } from '#tests/setup/test-database'

function makeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'applykit-web-'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>ApplyKit</title><div id="root"></div>')
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)')
  return dir
}

describeEachDatabase('GET /api/health', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ db: kind })
  })
  afterAll(() => t.close())

  it('reports ok, the database kind and the version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ status: 'ok', db: kind, version: expect.stringMatching(/^\d+\.\d+\.\d+/) })
    expect(body.services[0]).toEqual({ name: 'database', status: 'operational', provider: kind })
  })
})

describe('HTTP edges', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ webDir: makeWebBuild() })
  })
  afterAll(() => t.close())

  it('answers unknown API paths with the JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('application/json')
    expect(res.json()).toEqual({
      error: 'Not Found',
      message: 'No API endpoint GET /api/does-not-exist.',
      code: 'ROUTE_NOT_FOUND',
    })
  })

  it('serves the SPA index for client routes (history fallback)', async () => {
    for (const url of ['/', '/dashboard', '/cv-builder-v2?step=2', '/some/unknown/page']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toContain('<div id="root">')
      expect(res.headers['cache-control']).toBe('no-cache')
    }
  })

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('immutable')
  })

  it('never serves files outside the build through path traversal', async () => {
    for (const url of [
      '/assets/../../package.json',
      '/assets/..%2f..%2fpackage.json',
      '/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBeLessThan(500)
      expect(res.body, url).not.toContain('"name": "applykit"')
      expect(res.body, url).not.toContain('root:x:0')
    }
  })

  it('answers malformed JSON with 400 and a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'INVALID_JSON', message: 'The request body is not valid JSON.' })
  })

  it('answers JSON bodies over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
  })

  it('sets security headers with a same-origin CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toMatch(/https?:\/\//)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('refuses mutations from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ code: 'CROSS_ORIGIN_REFUSED' })
  })
})

describe('GET /api/detect-language', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('suggests the best supported language and the region', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/detect-language',
      headers: { 'accept-language': 'ja;q=1, de-AT;q=0.8, en;q=0.5' },
    })
    expect(res.json()).toEqual({ success: true, suggestedLanguage: 'de', country: 'AT' })
  })

  it('falls back to English without a usable header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/detect-language', headers: { 'accept-language': '*' } })
    expect(res.json()).toEqual({ success: true, suggestedLanguage: 'en', country: null })
  })
})

describe('GET /api/dev/outbox', () => {
  it('lists mails newest first outside production', async () => {
    const t = await buildTestApp()
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=someone@example.com' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([])
    await t.close()
  })

  it('does not exist in production', async () => {
    const t = await buildTestApp({ env: { NODE_ENV: 'production', PAYMENTS: 'test', MAIL: 'outbox' } })
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' })
    await t.close()
  })
})
