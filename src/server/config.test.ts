import { describe, expect, it } from 'vitest'
import { ConfigError, ConfigSchema, loadConfig, MAIL_OUTBOX_WARNING, PAYMENTS_TEST_WARNING } from './config'

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

  describe('in production', () => {
    const REAL = { NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', SMTP_URL: 'smtp://mail.example.com:587' }

    it('refuses to start without payment and mail components, naming the variables', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError)
      const message = (() => {
        try {
          loadConfig({ NODE_ENV: 'production' })
        } catch (error) {
          return (error as Error).message
        }
        return ''
      })()
      for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PAYMENTS=test', 'SMTP_URL', 'MAIL=outbox']) expect(message).toContain(name)
    })

    it('refuses a Stripe key without its webhook secret, and mail without SMTP_URL', () => {
      expect(() => loadConfig({ ...REAL, STRIPE_WEBHOOK_SECRET: '' })).toThrow(/STRIPE_WEBHOOK_SECRET/)
      expect(() => loadConfig({ ...REAL, SMTP_URL: '' })).toThrow(/SMTP_URL/)
      expect(() => loadConfig({ ...REAL, MAIL: 'smtp', SMTP_URL: '' })).toThrow(/SMTP_URL/)
    })

    it('starts with real components and warns about nothing', () => {
      const config = loadConfig(REAL)
      expect(config).toMatchObject({ paymentsMode: 'stripe', mailMode: 'smtp', productionWarnings: {} })
    })

    it('starts in an explicitly chosen test mode, with a warning for each component', () => {
      const config = loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test', MAIL: 'outbox' })
      expect(config).toMatchObject({ paymentsMode: 'test', mailMode: 'outbox' })
      expect(config.productionWarnings).toEqual({ payments: PAYMENTS_TEST_WARNING, mail: MAIL_OUTBOX_WARNING })
      // Explicit test mode wins over keys that happen to be set.
      expect(loadConfig({ ...REAL, PAYMENTS: 'test' }).paymentsMode).toBe('test')
    })
  })

  it('outside production keeps the embedded components without warnings', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ paymentsMode: 'test', mailMode: 'outbox', productionWarnings: {} })
  })
})
