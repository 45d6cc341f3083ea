import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import path from 'node:path'

export function catalogue(locale: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.resolve('src/shared/i18n/messages', `${locale}.json`), 'utf8')) as Record<
    string,
    unknown
  >
}

/** The text of a dotted key in a locale's catalogue. */
export function message(locale: string, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue(locale))
  if (typeof value !== 'string') throw new Error(`No message ${key} in ${locale}`)
  return value
}

/** Starts the page in a given interface language, as a returning visitor would have stored it. */
export async function useLanguage(page: Page, locale: string): Promise<void> {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', value)
  }, locale)
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Sandboxed frames (CV previews) cannot be entered by axe and would hang the scan; their documents are
  // checked where they are rendered on their own.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('iframe')
    .analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** Scrolls through the page so that reveal-on-scroll content is shown before a full-page screenshot. */
export async function revealWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 80))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForTimeout(900)
}


/** The Pro login token mailed to an address after a paid checkout (from the dev outbox). */
export async function proToken(page: Page, email: string): Promise<string> {
  const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
  const mails = (await res.json()) as Array<{ subject: string; text: string }>
  for (const mail of mails) {
    const line = mail.text.split('\n').find((l) => /^[A-Za-z0-9_-]{43}$/.test(l.trim()))
    if (line) return line.trim()
  }
  throw new Error(`no Pro token mailed to ${email}`)
}

/** Signs a new trial account in through the mailed link (development outbox); lands on the dashboard. */
export async function signInNewTrial(page: Page, prefix: string): Promise<void> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
  const sent = await page.request.post('/api/auth/send-trial-token', { data: { email, language: 'en' } })
  expect(sent.ok()).toBe(true)
  const mails = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as Array<{ text: string }>
  const match = /https?:\/\/[^\s]+(\/auth\/token\?token=[A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '')
  if (!match?.[1]) throw new Error(`no link for ${email}`)
  await page.goto(match[1])
  await expect(page).toHaveURL('/dashboard')
}
