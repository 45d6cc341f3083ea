import { expect, type Page, test } from '@playwright/test'
import { LOCALES } from '../../src/shared/i18n/locales.ts'
import { expectNoSeriousA11yViolations, message, useLanguage } from './support.ts'

// Journeys a person takes (issue 18): the legal pages and the cancellation button without sign-in,
// signed in on every page, quotas in sight, the data export and account deletion, one way to show
// an error, and a phone top bar that fits in every language.

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

async function mails(page: Page, email: string) {
  const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
  return (await res.json()) as Array<{ subject: string; text: string }>
}

async function signInAsNewTrial(page: Page, email: string) {
  await page.goto('/free-trial')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('button', { name: 'Start Free Trial' }).click()
  await expect(page.getByText('Check your inbox')).toBeVisible()
  const match = /(https?:\/\/[^\s]+\/auth\/token\?token=[A-Za-z0-9_-]+)/.exec((await mails(page, email))[0]?.text ?? '')
  const url = new URL(match![1]!)
  await page.goto(`${url.pathname}${url.search}`)
  await expect(page).toHaveURL('/dashboard')
}

async function screenshots(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForTimeout(150)
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1366, height: 900 })
}

test.describe('journeys', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en')
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('imprint, privacy and the cancellation page are in every footer and work without sign-in', async ({ page }) => {
    await page.goto('/')
    const footer = page.locator('footer')
    await expect(footer.getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', '/imprint')
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy')
    await footer.getByRole('link', { name: 'Cancel contract' }).click()

    await expect(page).toHaveURL('/cancel')
    await expect(page.getByRole('heading', { level: 1, name: 'Cancel contract' })).toBeVisible()
    await screenshots(page, 'cancel-en')
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'Cancel now' }).click()
    await expect(page.getByText('Please enter your email address').first()).toBeVisible()
    const email = unique('cancel')
    await page.getByLabel('E-mail address').fill(email)
    await page.getByRole('button', { name: 'Cancel now' }).click()
    await expect(page.getByRole('heading', { name: 'Cancellation received' })).toBeVisible()
    await expect(page.getByText(`A confirmation is on its way to ${email}`)).toBeVisible()
    await expect.poll(async () => (await mails(page, email)).map((m) => m.subject)).toContain('Your ApplyKit cancellation request')

    // This server has no OPERATOR_* settings: the pages say so plainly instead of inventing an operator.
    await page.goto('/impressum')
    await expect(page.getByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible()
    await expect(page.getByTestId('operator-missing')).toContainText('has not yet entered their details (name, address, e-mail)')
    await screenshots(page, 'imprint-en')
    await expectNoSeriousA11yViolations(page)

    await page.goto('/privacy')
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
    const table = page.getByRole('table')
    await expect(table.getByRole('rowheader', { name: /Files you upload/ })).toBeVisible()
    await expect(table.getByText('Not stored: read in memory and discarded with the answer')).toBeVisible()
    await expect(table.getByText(/^10 years \(§ 147 AO/)).toBeVisible()
    await expect(page.getByText('Payments: this installation runs in test mode')).toBeVisible()
    await expect(page.getByText('AI tools: they run on this server')).toBeVisible()
    await screenshots(page, 'privacy-en')
    await expectNoSeriousA11yViolations(page)

    // German: the button says what § 312k BGB asks for, the order button "Zahlungspflichtig abonnieren".
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'de'))
    await page.goto('/checkout?type=pro')
    await expect(page.locator('footer').getByRole('link', { name: 'Verträge hier kündigen' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Zahlungspflichtig abonnieren' })).toBeVisible()
    await expect(page.getByText('inkl. MwSt.').first()).toBeVisible()
    await expect(page.getByRole('group', { name: 'Widerrufsrecht' })).toBeVisible()
    await screenshots(page, 'checkout-withdrawal-de')
    await expectNoSeriousA11yViolations(page)
  })

  test('signed in on every page: top bar, redirects, quotas, saved language, export and deletion', async ({ page }) => {
    test.setTimeout(180_000)
    const email = unique('journey')
    await signInAsNewTrial(page, email)
    await expect(page.getByRole('heading', { name: 'Welcome to ApplyKit' })).toBeVisible()
    const quotas = page.getByTestId('quota-usage')
    await expect(quotas.getByText(/^Your trial ends on /)).toBeVisible()
    await expect(quotas.getByRole('listitem').filter({ hasText: 'PDF exports' })).toContainText('3 of 3 left')
    await expect(quotas.getByRole('listitem').filter({ hasText: 'Word exports' })).toContainText('Pro only')
    await screenshots(page, 'dashboard-quotas-en')
    await expectNoSeriousA11yViolations(page)
    await expect(page.locator('footer').getByRole('link', { name: 'Cancel contract' })).toBeVisible()

    // Public pages show the signed-in top bar; /login and /free-trial lead to the dashboard.
    for (const path of ['/', '/help', '/privacy']) {
      await page.goto(path)
      const topBar = page.getByTestId('top-bar')
      await expect(topBar.getByTestId('top-bar-dashboard')).toBeVisible()
      await expect(topBar.getByRole('link', { name: 'Login' })).toHaveCount(0)
    }
    await page.getByTestId('account-menu').click()
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
    await page.keyboard.press('Escape')
    await page.goto('/login')
    await expect(page).toHaveURL('/dashboard')
    await page.goto('/free-trial')
    await expect(page).toHaveURL('/dashboard')

    // The top bar's language picker saves the one language mails and invoices use.
    await page.goto('/')
    await page.getByTestId('language-picker').click()
    await page.getByRole('menuitemradio', { name: /Deutsch/ }).click()
    await expect(page.getByTestId('top-bar-dashboard')).toContainText('Übersicht')
    await expect
      .poll(async () => {
        const sessionId = await page.evaluate(() => localStorage.getItem('applykit.session'))
        const res = await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${sessionId}` } })
        return ((await res.json()) as { language: string }).language
      })
      .toBe('de')

    // A saved CV: renamed in My CVs, then picked in the cover-letter writer without uploading again.
    const sessionId = await page.evaluate(() => localStorage.getItem('applykit.session'))
    const created = await page.request.post('/api/cvs', {
      headers: { authorization: `Bearer ${sessionId}`, origin: new URL(page.url()).origin },
      data: {
        templateId: 'executive-modern',
        themeId: 'indigo',
        cvData: {
          personal: { fullName: 'Jana Reise', title: 'Projektleiterin', email: 'jana@example.com', phone: '', location: 'Berlin', links: [], photo: '' },
          headline: 'Projektleiterin',
          summary: 'Projektleiterin mit zehn Jahren Erfahrung im Bau.',
          experience: [],
          education: [],
          skills: [],
          languages: [],
          certifications: [],
          projects: [],
        },
      },
    })
    expect(created.status()).toBe(201)
    await page.goto('/my-cvs')
    await page.getByRole('button', { name: 'Jana Reise umbenennen' }).click()
    await page.getByLabel('Titel dieses Lebenslaufs').fill('Bewerbung Bauprojekt')
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect(page.getByRole('heading', { name: 'Bewerbung Bauprojekt' })).toBeVisible()
    await page.goto('/cover-letter-writer')
    await page.getByRole('tab', { name: 'Gespeichert' }).click()
    await page.getByRole('button', { name: /Bewerbung Bauprojekt/ }).click()
    await expect(page.getByText('Jana Reise').first()).toBeVisible()

    // Settings → Ihre Daten: the export file, then the deletion behind the typed address.
    await page.goto('/settings')
    await page.getByRole('tab', { name: 'Ihre Daten' }).click()
    await screenshots(page, 'settings-data-de')
    await expectNoSeriousA11yViolations(page)
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Meine Daten herunterladen' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^applykit-data-\d{4}-\d{2}-\d{2}\.json$/)
    const exported = JSON.parse(await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8')) as {
      account: { email: string }
      preferences: { language: string }
    }
    expect(exported.account.email).toBe(email)
    expect(exported.preferences.language).toBe('de')

    await page.getByRole('button', { name: 'Konto löschen …' }).click()
    const dialog = page.getByRole('dialog', { name: 'Konto endgültig löschen?' })
    await dialog.getByRole('textbox').fill('someone-else@example.com')
    await dialog.getByRole('button', { name: 'Mein Konto löschen' }).click()
    await expect(dialog.getByText('Das ist nicht die Adresse dieses Kontos.')).toBeVisible()
    await dialog.getByRole('textbox').fill(email)
    await dialog.getByRole('button', { name: 'Mein Konto löschen' }).click()
    await expect(page).toHaveURL(/\/\?deleted=1$/)
    await expect(page.getByTestId('top-bar').getByRole('link', { name: 'Anmelden' })).toBeVisible()
    expect(await mails(page, email)).toHaveLength(0)
  })

  test('one way to show an error: field messages, never zod text; payment-success asks the provider', async ({ page }) => {
    const email = unique('errors')
    await page.goto('/checkout?type=pro')
    await page.getByLabel('E-mail address').fill(email)
    await page.getByRole('checkbox', { name: /start at once/ }).check()
    await page.getByRole('button', { name: 'Subscribe and pay' }).click()
    await expect(page).toHaveURL(/\/billing\/test-checkout\/cs_test_/)
    await page.getByRole('button', { name: /^Subscribe and pay/ }).click()
    const alert = page.getByRole('alert')
    await expect(alert).toHaveText('Please enter a valid card number.')
    await expect(alert).not.toContainText('Too small')
    await expectNoSeriousA11yViolations(page)

    // A made-up session id is not a payment.
    await page.goto('/payment-success?session_id=cs_test_made_up')
    await expect(page.getByRole('heading', { name: 'No payment confirmed' })).toBeVisible()
    await screenshots(page, 'payment-not-confirmed-en')
    await expectNoSeriousA11yViolations(page)
  })

  test('the phone top bar fits at 360 px in every language; the login page leads with the e-mail link', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    for (const locale of LOCALES) {
      await page.evaluate((value) => localStorage.setItem('i18nextLng', value), locale).catch(() => {})
      await page.goto('/help')
      const cta = page.getByTestId('top-bar').getByRole('link', { name: message(locale, 'nav.startFree') })
      await expect(cta).toBeVisible()
      const box = (await cta.boundingBox())!
      expect(box.x + box.width, `${locale}: the call to action ends inside the screen`).toBeLessThanOrEqual(360)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), locale).toBeLessThanOrEqual(360)
    }
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'))
    await page.goto('/login')
    const main = page.getByRole('main')
    const linkButton = main.getByRole('button', { name: 'E-mail me a login link' })
    const tokenField = main.getByLabel('Login token')
    await expect(linkButton).toBeVisible()
    expect((await linkButton.boundingBox())!.y).toBeLessThan((await tokenField.boundingBox())!.y)
    await screenshots(page, 'login-en')
    await expectNoSeriousA11yViolations(page)
  })
})
