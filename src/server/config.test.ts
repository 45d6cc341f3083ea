import { describe, expect, it } from 'vitest'
import { ConfigError, ConfigSchema, loadConfig } from './config'

describe('loadConfig', () => {
  it('starts with embedded defaults when nothing is set', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', PLAN_LIMITS: 'on' })
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.appUrl).toBe('http://localhost:3000')
  })

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined()
  })

  it('stops with a message naming the variable when a value is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/)
    expect(() => loadConfig({ PLAN_LIMITS: 'maybe' })).toThrow(/PLAN_LIMITS/)
  })

  it('lists every variable in .env.example', async () => {
    const { readFileSync } = await import('node:fs')
    const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8')
    const names = [...example.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1])
    const configured = Object.keys(ConfigSchema.shape)
    expect(names.sort()).toEqual(configured.sort())
  })
})
