import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '#shared/i18n/locales'
import { renderMail } from './render-mail'

const keysOf = (value: unknown, prefix = ''): string[] =>
  Object.entries(value as Record<string, unknown>).flatMap(([key, v]) =>
    typeof v === 'string' ? [`${prefix}${key}`] : keysOf(v, `${prefix}${key}.`),
  )
const load = (locale: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, 'messages', `${locale}.json`), 'utf8')) as unknown

describe('mail catalogues', () => {
  const english = keysOf(load('en')).sort()
  for (const locale of LOCALES) {
    it(`has every mail text in ${locale}`, () => {
      expect(keysOf(load(locale)).sort()).toEqual(english)
    })
    it(`renders every mail kind in ${locale} as text and HTML with the link`, () => {
      for (const kind of ['loginLink', 'trialWelcome', 'proToken', 'paymentLink', 'portalLink', 'contractCancelled', 'contractNothingToCancel'] as const) {
        const mail = renderMail({ kind, locale, link: 'https://x.test/auth/token?token=abc', token: 'abc', values: { hours: 24, days: 7, exports: 3, zeugnis: 3, until: '2026-02-01', price: '8,99 €', date: '26.11.2026', support: 'help@x.test' } })
        expect(mail.subject).not.toMatch(/\{\{/)
        expect(mail.text).toContain('https://x.test/auth/token?token=abc')
        expect(mail.html).toContain(`lang="${locale}"`)
        expect(mail.text + mail.html).not.toMatch(/\{\{/)
      }
    })
  }

  it('escapes HTML in the link', () => {
    const mail = renderMail({ kind: 'loginLink', locale: 'en', link: 'https://x.test/?a="><script>' })
    expect(mail.html).not.toContain('<script>')
  })
})
