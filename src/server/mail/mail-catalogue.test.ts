import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '#shared/i18n/locales'
import { testConfig } from '#server/config'
import { mailOperatorOf, renderMail } from './render-mail'

const operator = mailOperatorOf(testConfig({ APP_URL: 'https://x.test' }))

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
      for (const kind of ['loginLink', 'trialWelcome', 'proToken', 'paymentLink', 'portalLink', 'contractCancelled', 'contractNothingToCancel', 'orderConfirmation', 'invoicePaid'] as const) {
        const mail = renderMail({ kind, locale, link: 'https://x.test/auth/token?token=abc', token: 'abc', values: { hours: 24, days: 7, exports: 3, zeugnis: 3, until: '2026-02-01', price: '8,99 €', date: '26.11.2026', support: 'help@x.test', number: 'AK-1', amount: '8,99 €', start: '26.11.2026', vat: 19, cancelUrl: 'https://x.test/cancel', termsUrl: 'https://x.test/terms' }, operator })
        expect(mail.subject).not.toMatch(/\{\{/)
        expect(mail.text).toContain('https://x.test/auth/token?token=abc')
        expect(mail.html).toContain(`lang="${locale}"`)
        expect(mail.text + mail.html).not.toMatch(/\{\{/)
      }
    })
  }

  it('escapes HTML in the link', () => {
    const mail = renderMail({ kind: 'loginLink', locale: 'en', link: 'https://x.test/?a="><script>', operator })
    expect(mail.html).not.toContain('<script>')
  })
})

describe('mail footer', () => {
  const footerOf = (text: string) => text.slice(text.lastIndexOf('\n--\n') + 4)

  it('names the operator and the address from the settings, and links the imprint', () => {
    const config = testConfig({
      APP_URL: 'https://cv.muster.example/',
      OPERATOR_NAME: 'Muster GmbH',
      OPERATOR_ADDRESS: 'Musterstraße 1; 10115 Berlin; Deutschland',
    })
    for (const locale of LOCALES) {
      const mail = renderMail({ kind: 'loginLink', locale, link: 'https://x.test/t', operator: mailOperatorOf(config) })
      const footer = footerOf(mail.text)
      expect(footer).toContain('ApplyKit · Muster GmbH · Musterstraße 1, 10115 Berlin, Deutschland')
      expect(footer).toContain('https://cv.muster.example/imprint')
      expect(mail.html).toContain('Muster GmbH · Musterstraße 1, 10115 Berlin, Deutschland')
      expect(mail.html).toContain('href="https://cv.muster.example/imprint"')
    }
    const german = renderMail({ kind: 'loginLink', locale: 'de', link: 'https://x.test/t', operator: mailOperatorOf(config) })
    expect(footerOf(german.text)).toContain('Impressum: https://cv.muster.example/imprint')
  })

  it('makes up no address when the operator has not entered one: the product name and the imprint link', () => {
    for (const locale of LOCALES) {
      const mail = renderMail({ kind: 'trialWelcome', locale, link: 'https://x.test/t', operator })
      const lines = footerOf(mail.text).split('\n')
      expect(lines[0]).toBe('ApplyKit')
      expect(lines[1]).toMatch(/^[^:]+: https:\/\/x\.test\/imprint$/)
      expect(lines).toHaveLength(2)
      expect(mail.text + mail.html).not.toMatch(/Z(ü|u)ri(ch|go)|Zurych|Zurique|Switzerland|Schweiz|Suisse|Suiza|Svizzera|Zwitserland|Szwajcaria|Suíça/)
    }
  })

  it('escapes the operator settings in the HTML', () => {
    const config = testConfig({ APP_URL: 'https://x.test', OPERATOR_NAME: 'A & B <GmbH>' })
    const mail = renderMail({ kind: 'loginLink', locale: 'en', link: 'https://x.test/t', operator: mailOperatorOf(config) })
    expect(mail.html).toContain('A &amp; B &lt;GmbH&gt;')
    expect(mail.html).not.toContain('<GmbH>')
  })
})
