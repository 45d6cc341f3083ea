import { expect, type Page, test } from '@playwright/test'
import { message, useLanguage } from './support.ts'

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

async function latestLink(page: Page, email: string): Promise<string> {
  const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
  const mails = (await res.json()) as Array<{ text: string }>
  const match = /(https?:\/\/[^\s]+\/auth\/token\?token=[A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '')
  if (!match?.[1]) throw new Error(`no link for ${email}`)
  const url = new URL(match[1])
  return `${url.pathname}${url.search}`
}

async function signUp(page: Page, email: string) {
  await page.goto('/free-trial')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('button', { name: 'Start Free Trial' }).click()
  await expect(page.getByText('Check your inbox')).toBeVisible()
}

test.describe('accounts', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en')
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('trial sign-up → mailed link → dashboard with the name and 7 trial days', async ({ page }) => {
    const email = unique('anna')
    await signUp(page, email)
    await page.goto(await latestLink(page, email))
    await expect(page).toHaveURL('/dashboard')
    // The first visit says "Welcome", not "Welcome back, anna+…" from the address.
    await expect(page.getByRole('heading', { name: 'Welcome to ApplyKit' })).toBeVisible()
    await expect(page.getByText('7 days remaining')).toBeVisible()
    await expect(page.getByTestId('quota-usage').getByText('3 of 3 left').first()).toBeVisible()
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: `test-results/screenshots/dashboard-en-${width}.png`, fullPage: true })
    }
  })

  test('validates the e-mail forms with the exact messages', async ({ page }) => {
    await page.goto('/free-trial')
    await page.getByRole('button', { name: 'Start Free Trial' }).click()
    await expect(page.getByRole('status').getByText('Email Required')).toBeVisible()
    await page.getByLabel('E-mail address').fill('not-an-email')
    await page.getByRole('button', { name: 'Start Free Trial' }).click()
    await expect(page.getByRole('status').getByText('Invalid email')).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' })).toBeVisible()
  })

  test('signs in by pasting a token on /login', async ({ page }) => {
    const email = unique('paste')
    await signUp(page, email)
    const link = await latestLink(page, email)
    const token = new URL(link, 'http://x').searchParams.get('token')!
    await page.goto('/login')
    const submit = page.getByRole('button', { name: 'Access Dashboard' })
    await expect(submit).toBeDisabled()
    await page.getByLabel('Login token').fill(token)
    await submit.click()
    await expect(page).toHaveURL('/dashboard')
    // Signed in means signed in: /login and /free-trial lead to the dashboard.
    await page.goto('/login')
    await expect(page).toHaveURL('/dashboard')
    await page.goto('/free-trial')
    await expect(page).toHaveURL('/dashboard')
  })

  test('shows Invalid Token for a wrong token', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Login token').fill('not-a-real-token')
    await page.getByRole('button', { name: 'Access Dashboard' }).click()
    await expect(page.getByRole('status').getByText('Invalid Token')).toBeVisible()
  })

  test('a link clicked twice in the same browser goes on to the dashboard; elsewhere it is explained', async ({ page, browser }) => {
    const email = unique('used')
    await signUp(page, email)
    const link = await latestLink(page, email)
    await page.goto(link)
    await expect(page).toHaveURL('/dashboard')
    await page.goto(link)
    await expect(page).toHaveURL('/dashboard')

    const other = await browser.newPage()
    await other.goto(link)
    await expect(other.getByRole('heading', { name: 'This link was already used' })).toBeVisible()
    await expect(other.getByText('This login link was already used. For your safety we signed you out everywhere — request a new link.')).toBeVisible()
    await other.getByRole('button', { name: 'Get New Login Link' }).click()
    await expect(other).toHaveURL('/login')
    await other.close()
  })

  test('after a network error the token page says so under its own heading and can try again', async ({ page }) => {
    const email = unique('offline')
    await signUp(page, email)
    const link = await latestLink(page, email)
    let failures = 1
    await page.route('**/api/auth/validate-token', async (route) => {
      if (failures-- > 0) return route.abort('internetdisconnected')
      return route.continue()
    })
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'We could not sign you in' })).toBeVisible()
    await expect(page.getByText('Network error. Please check your connection and try again.')).toBeVisible()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page).toHaveURL('/dashboard')
  })

  test('explains a missing token', async ({ page }) => {
    await page.goto('/auth/token')
    await expect(page.getByText('No authentication token found in the URL.')).toBeVisible()
  })

  test('a replayed link ends the other session, which then sees the security alert', async ({ page, browser }) => {
    const email = unique('replay')
    await signUp(page, email)
    const link = await latestLink(page, email)
    await page.goto(link)
    await expect(page).toHaveURL('/dashboard')

    const attacker = await browser.newPage()
    await attacker.goto(link)
    await expect(attacker.getByText('This login link was already used. For your safety we signed you out everywhere — request a new link.')).toBeVisible()
    await attacker.close()

    await page.goto('/settings')
    await expect(page).toHaveURL('/login?security_alert=true')
    await expect(page.getByText('Your session was terminated due to a security threat. Please log in again.').first()).toBeVisible()
  })

  test('logs out from the dashboard', async ({ page }) => {
    const email = unique('logout')
    await signUp(page, email)
    await page.goto(await latestLink(page, email))
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible()
    await page.getByRole('button', { name: 'Log Out' }).click()
    await expect(page).toHaveURL('/')
    await page.goto('/dashboard')
    await expect(page).toHaveURL('/login')
  })

  test('settings switch the interface language at once and a reload keeps it', async ({ page }) => {
    const email = unique('prefs')
    await signUp(page, email)
    await page.goto(await latestLink(page, email))
    // Wait until the sign-in has stored the session before leaving the dashboard.
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible()
    await page.goto('/settings')
    await expect(page.getByRole('heading', { name: 'Free Trial' })).toBeVisible()
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: `test-results/screenshots/settings-en-${width}.png`, fullPage: true })
    }
    await page.getByRole('tab', { name: 'Language & Preferences' }).click()
    await page.getByLabel('Interface language').click()
    await page.getByRole('option', { name: 'Deutsch' }).click()
    await page.getByLabel('Default template').click()
    await page.getByRole('option', { name: 'ATS Simple' }).click()
    await page.getByRole('button', { name: 'Save Preferences' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('de', 'settings.title'))
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('de', 'settings.title'))
    await page.getByRole('tab', { name: message('de', 'settings.tabs.preferences') }).click()
    await expect(page.getByLabel(message('de', 'settings.preferences.template'))).toHaveText('ATS Simple')
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: `test-results/screenshots/settings-de-${width}.png`, fullPage: true })
      await page.goto('/dashboard')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.screenshot({ path: `test-results/screenshots/dashboard-de-${width}.png`, fullPage: true })
      await page.goto('/settings')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
  })

  test('the login page shows the payment toast for 8 seconds', async ({ page }) => {
    await page.goto('/login?payment=success')
    await expect(page.getByText('Thank you! Check your e-mail for your Pro login token.').first()).toBeVisible()
    await page.waitForTimeout(6000)
    await expect(page.getByText('Thank you! Check your e-mail for your Pro login token.').first()).toBeVisible()
  })
})
