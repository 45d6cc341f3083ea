import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { proToken } from './support.ts'

// Helpers shared by the builder specs (builder.spec.ts, builder-pro.spec.ts).

/** Where `shoot` writes; E2E_SCREENSHOTS_DIR sends a run's screenshots elsewhere. */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS_DIR || 'test-results/screenshots'

export const CV_TEXT = `Anna Schmidt
Senior Software Engineer
anna.schmidt@example.com | +49 30 1234567 | Berlin, Germany
linkedin.com/in/anna-schmidt

Summary
Backend engineer with eight years of experience building payment systems that handle millions of transactions a day.

Experience
Senior Software Engineer
Acme Payments GmbH, Berlin
03/2021 – present
- Led the migration of the billing platform to event sourcing, cutting reconciliation time by 60%
- Mentored five engineers and introduced code review guidelines

Software Engineer
Globex AG, Munich
01/2017 – 02/2021
- Built the fraud scoring service in Python and PostgreSQL
- Reduced API latency by 35% through caching

Education
M.Sc. Computer Science
Technische Universität München
2014 – 2016

Skills
Programming: TypeScript, Python, SQL
Tools: Docker, Kubernetes, AWS

Languages
German (native), English (C1)
`

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
const WIDTHS = [390, 1280] as const

export async function shoot(page: Page, name: string): Promise<void> {
  const original = page.viewportSize()
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForTimeout(250)
    await page.screenshot({ path: `${SCREENSHOT_DIR}/builder-${name}-${width}.png`, fullPage: true })
    await page.screenshot({ path: `${SCREENSHOT_DIR}/builder-${name}-${width}-top.png` })
  }
  if (original) await page.setViewportSize(original)
}

/** A new trial account signed in through its mailed link; returns the session id for API calls. */
export async function signIn(page: Page): Promise<string> {
  const email = unique('builder')
  const sent = await page.request.post('/api/auth/send-trial-token', { data: { email, language: 'en' } })
  expect(sent.ok()).toBe(true)
  const mails = (await (
    await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
  ).json()) as Array<{ text: string }>
  const link = /\/auth\/token\?token=[A-Za-z0-9_-]+/.exec(mails[0]?.text ?? '')?.[0]
  if (!link) throw new Error('no login link')
  await page.goto(link)
  await expect(page).toHaveURL('/dashboard')
  // Let the dashboard's user lookup finish: a lookup cut off by the next page load counts as a
  // failure, and a failed lookup signs the session out (docs/spec/1-screens.md §4).
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible()
  return (await page.evaluate(() => localStorage.getItem('applykit.session')))!
}

/**
 * A new Pro account, as a buyer gets one: checkout with the test-mode provider's paying card
 * 4242 4242 4242 4242 (the calls its checkout page makes; billing.spec.ts walks those screens), then
 * the mailed Pro token pasted on /login. Returns the session id for API calls.
 */
export async function signInAsPro(page: Page): Promise<string> {
  const email = unique('pro')
  const checkout = await page.request.post('/api/create-subscription', { data: { email, language: 'en' } })
  expect(checkout.ok()).toBe(true)
  const { sessionUrl } = (await checkout.json()) as { sessionUrl: string }
  const checkoutId = /\/billing\/test-checkout\/([^/?#]+)/.exec(sessionUrl)?.[1]
  if (!checkoutId) throw new Error(`not a test-mode checkout: ${sessionUrl}`)
  const paid = await page.request.post(`/api/billing/test-mode/checkout/${checkoutId}/pay`, {
    data: { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Pro Tester' },
  })
  expect(paid.ok()).toBe(true)
  let token = ''
  await expect
    .poll(async () => (token = await proToken(page, email).catch(() => '')), { timeout: 15_000 })
    .not.toBe('')

  await page.goto('/login')
  await page.getByLabel('Login token').fill(token)
  await page.getByRole('button', { name: 'Access Dashboard' }).click()
  await expect(page).toHaveURL('/dashboard')
  // As in signIn: let the dashboard's user lookup finish before the next page load.
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible()
  const sessionId = (await page.evaluate(() => localStorage.getItem('applykit.session')))!
  const user = await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${sessionId}` } })
  expect(((await user.json()) as { accountStatus: string }).accountStatus).toBe('pro')
  return sessionId
}

export function api(request: APIRequestContext, sessionId: string) {
  const headers = { authorization: `Bearer ${sessionId}` }
  return {
    list: async () =>
      (await (await request.get('/api/cvs', { headers })).json()) as Array<{
        id: string
        title: string
        isPublic: boolean
        updatedAt: string
      }>,
    read: async (id: string) =>
      (await (await request.get(`/api/cv/${id}`, { headers })).json()) as {
        updatedAt: string
        cvData: { personal: { fullName: string; title: string } }
      },
    create: async (fullName: string) => {
      const res = await request.post('/api/cvs', {
        headers,
        data: {
          templateId: 'timeline',
          themeId: 'teal',
          language: 'en',
          cvData: {
            personal: { fullName, title: 'Designer', email: 'x@example.com' },
            summary: 'Designs things.',
          },
        },
      })
      expect(res.status()).toBe(201)
      return (await res.json()) as { id: string; updatedAt: string }
    },
    put: async (id: string, body: Record<string, unknown>) =>
      request.put(`/api/cv/${id}`, { headers, data: body }),
  }
}

export async function sessionValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => sessionStorage.getItem(k), key)
}

export async function pasteAndParse(page: Page): Promise<void> {
  await page.getByLabel('CV text').fill(CV_TEXT)
  await page.getByRole('button', { name: 'Parse CV' }).click()
  await expect(page.getByRole('status').getByText('CV data parsed successfully!')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Here is what we found' })).toBeVisible()
}

/**
 * What the paginated preview shows (the PDF pages an export prints, drawn by pdf.js): its template
 * and CV language as `tpl-<id> lang="<tag>"`, then the pages' text.
 */
export async function previewText(page: Page): Promise<string> {
  const preview = page.getByTestId('cv-preview').last()
  await expect(preview).toBeVisible()
  const text = page.getByTestId('cv-preview-text').last()
  return `tpl-${await preview.getAttribute('data-template')} lang="${await text.getAttribute('lang')}" ${await text.textContent()}`
}
