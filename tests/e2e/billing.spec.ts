import { expect, type Page, test } from '@playwright/test'
import { WATERMARK_TEXT } from '../../src/shared/plans.ts'
import { pdfText } from '../support/pdf-text.ts'
import { expectNoSeriousA11yViolations, proToken, useLanguage } from './support.ts'

// The whole paid path with the built-in test-mode provider: pricing → checkout → a declined and a
// paid card → the Pro token mail → login → Pro in settings → clean PDF and Word exports → cancel in
// the portal. The clock-driven part (access until the period end, then expired) is covered by the
// server tests with an injected clock.

const CV = {
  personal: { fullName: 'Paula Pro', title: 'Product Manager', email: 'paula@example.com', phone: '', location: 'Zürich', links: [], photo: '' },
  headline: 'Product Manager',
  summary: 'Product manager with eight years in B2B software.',
  experience: [
    { id: 'e1', title: 'Product Manager', company: 'Acme AG', location: 'Zürich', startDate: '2019-01', endDate: '', current: true, description: '', bullets: ['Shipped the billing platform'] },
  ],
  education: [],
  skills: [],
  languages: [],
  certifications: [],
  projects: [],
}

const unique = (name: string) => `${name}+${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

async function screenshots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForTimeout(150)
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test.describe('billing', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en')
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('pricing → checkout → paid → token → Pro in settings → clean exports → cancel in the portal', async ({ page }) => {
    test.setTimeout(180_000)
    const email = unique('pro')

    // Pricing's Professional button asks for a payment link; the page also leads straight to checkout.
    await page.goto('/#pricing')
    await page.getByRole('link', { name: 'Get Professional' }).click()
    await expect(page).toHaveURL('/payment-request')
    await page.getByRole('button', { name: 'Send payment link' }).click()
    await expect(page.getByRole('status').getByText('Email Required')).toBeVisible()
    await page.getByLabel('E-mail address').fill('no-at-sign')
    await page.getByRole('button', { name: 'Send payment link' }).click()
    await expect(page.getByRole('status').getByText('Invalid Email')).toBeVisible()
    await page.getByRole('link', { name: 'Go to checkout' }).click()

    await expect(page).toHaveURL('/checkout?type=pro')
    await expect(page.getByRole('heading', { name: 'Upgrade to ApplyKit Pro' })).toBeVisible()
    await page.getByLabel('E-mail address').fill(email)
    await screenshots(page, 'checkout-en')
    await expectNoSeriousA11yViolations(page)
    // The order needs the consent to start at once (right of withdrawal) before "Subscribe and pay".
    await page.getByRole('button', { name: 'Subscribe and pay' }).click()
    await expect(page.getByText('Please confirm that Pro may start at once.')).toBeVisible()
    await page.getByRole('checkbox', { name: /start at once/ }).check()
    await page.getByRole('button', { name: 'Subscribe and pay' }).click()

    // The test-mode provider's checkout page.
    await expect(page).toHaveURL(/\/billing\/test-checkout\/cs_test_/)
    expect(await page.evaluate(() => sessionStorage.getItem('payment_success_email'))).toBe(email)
    await expect(page.getByText('Test mode', { exact: true })).toBeVisible()
    await expect(page.getByLabel('E-mail address')).toHaveValue(email)
    await page.getByLabel('Card number').fill('4000 0000 0000 0002')
    await page.getByLabel('Expiry date (MM / YY)').fill('12/34')
    await page.getByLabel('CVC').fill('123')
    await page.getByLabel('Name on card').fill('Pro Tester')
    await screenshots(page, 'test-checkout-en')
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: /^Subscribe/ }).click()
    await expect(page.getByRole('alert')).toHaveText('Your card was declined. Please use a different card.')

    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
    await page.getByRole('button', { name: /^Subscribe/ }).click()

    // Paid (as the provider confirms): the success page points a signed-out payer to the mailed token.
    await expect(page).toHaveURL(/\/payment-success\?session_id=cs_test_/)
    await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible()
    await expect(page.getByText(`We have sent your Pro login token to ${email}`)).toBeVisible()
    await screenshots(page, 'payment-success-en')
    const token = await proToken(page, email)
    await page.getByRole('link', { name: 'Log in with your Pro token' }).click()

    await expect(page).toHaveURL('/login?payment=success')
    await expect(page.getByRole('status').getByText('Payment successful')).toBeVisible()
    await page.getByLabel('Login token').fill(token)
    await page.getByRole('button', { name: 'Access Dashboard' }).click()
    await expect(page).toHaveURL('/dashboard')
    await expect(page.getByText('Pro', { exact: true }).first()).toBeVisible()

    // Settings show the true plan, renewal date, card and invoice.
    await page.goto('/settings')
    await expect(page.getByRole('heading', { name: 'Pro Plan' })).toBeVisible()
    await expect(page.getByText(/^Renews on /)).toBeVisible()
    await expect(page.getByText('Paid with Visa •••• 4242')).toBeVisible()
    await expect(page.getByText('Paid', { exact: true })).toBeVisible()
    await screenshots(page, 'settings-pro-en')
    const invoiceHref = await page.getByRole('link', { name: /^Download the invoice of/ }).getAttribute('href')
    const sessionId = await page.evaluate(() => localStorage.getItem('applykit.session'))
    const auth = { authorization: `Bearer ${sessionId}` }
    const invoice = await page.request.get(invoiceHref!, { headers: auth })
    expect(invoice.headers()['content-type']).toBe('application/pdf')
    const invoiceText = await pdfText(await invoice.body())
    expect(invoiceText).toMatch(/€8\.99/)
    // A long address wraps in the PDF; its characters are all there.
    expect(invoiceText.replace(/\s/g, '')).toContain(email)

    // Pro exports: no watermark, and Word is allowed.
    const exportCv = (format: 'pdf' | 'docx') =>
      page.request.post('/api/render-template', {
        headers: auth,
        data: { templateId: 'ats-simple', cvData: CV, theme: 'blue', language: 'en', format },
      })
    const pdf = await exportCv('pdf')
    expect(pdf.status()).toBe(200)
    const text = await pdfText(await pdf.body())
    expect(text).toContain(CV.personal.fullName)
    expect(text).not.toContain(WATERMARK_TEXT)
    const docx = await exportCv('docx')
    expect(docx.status()).toBe(200)
    expect((await docx.body()).subarray(0, 2).toString()).toBe('PK')

    // /subscription → Manage Subscription → the test-mode portal → cancel at the period end.
    await page.goto('/subscription')
    await expect(page.getByRole('heading', { name: 'Manage Subscription' })).toBeVisible()
    await expect(page.getByLabel('E-mail address')).toHaveValue(email)
    await screenshots(page, 'subscription-en')
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'Manage Subscription' }).click()
    await expect(page).toHaveURL(/\/billing\/test-portal\/bps_test_/)
    await expect(page.getByText(/^Renews on /)).toBeVisible()
    await expect(page.getByText('Visa •••• 4242')).toBeVisible()
    await page.getByRole('button', { name: 'Cancel subscription' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click()
    await expect(page.getByText('Cancels at period end')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Renew subscription' })).toBeVisible()
    await screenshots(page, 'test-portal-en')
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('link', { name: 'Return to ApplyKit' }).last().click()
    await expect(page).toHaveURL('/settings')
    await expect(page.getByText(/^Cancelled: your Pro access ends on /)).toBeVisible()
    // Access continues until the period end.
    await expect(page.getByRole('heading', { name: 'Pro Plan' })).toBeVisible()
  })

  test('the German test checkout fits a 390 px phone without sideways scrolling', async ({ page }) => {
    // After beforeEach's English: this page is read in German.
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'de'))
    const created = await page.request.post('/api/create-subscription', { data: { email: unique('phone'), language: 'de' } })
    const { sessionUrl } = (await created.json()) as { sessionUrl: string }
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(new URL(sessionUrl).pathname)
    await expect(page.getByRole('button', { name: /^Zahlungspflichtig abonnieren/ })).toBeVisible()
    // Issue 30.11: the page was 427 px wide (the pay button's label did not wrap).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoSeriousA11yViolations(page)
  })

  test('/subscription never tells a visitor whether an address is a customer', async ({ page }) => {
    await page.goto('/subscription')
    await page.getByLabel('E-mail address').fill(unique('nobody'))
    await page.getByRole('button', { name: 'Manage Subscription' }).click()
    await expect(page.getByRole('status').getByText('Check your inbox')).toBeVisible()
    await page.getByRole('button', { name: 'Request New Token' }).click()
    await expect(page.getByRole('status').getByText('Token Sent!')).toBeVisible()
  })

  test('/subscribe is the Pro form with a way to the free trial', async ({ page }) => {
    await page.goto('/subscribe')
    await expect(page.getByRole('heading', { name: 'Subscribe to ApplyKit Pro' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Start a free trial' })).toHaveAttribute('href', '/free-trial')
    await page.getByRole('button', { name: 'Subscribe and pay' }).click()
    await expect(page.getByRole('status').getByText('Email Required')).toBeVisible()
  })
})
