import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, useLanguage } from './support.ts'

test.describe('plain pages', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en')
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('unknown paths show the 404 page with a way home', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL('/')
  })

  test('every builder alias is a known route', async ({ page }) => {
    for (const path of ['/app', '/cv-builder', '/cv-builder-steps', '/cv-builder-v2', '/cv-v2', '/cv-builder-unified']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: '404 Page Not Found' }), path).toHaveCount(0)
    }
  })

  test('help lists six questions and links to contact and home', async ({ page }) => {
    await page.goto('/help')
    await expect(page.locator('details')).toHaveCount(6)
    await page.getByText('Why is there no password?').click()
    await expect(page.getByText(/one-time link or token/)).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact')
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    await expectNoSeriousA11yViolations(page)
  })

  test('contact shows the support e-mail and the reply time', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByRole('link', { name: 'support@applykit.app' })).toHaveAttribute('href', 'mailto:support@applykit.app')
    await expect(page.getByText('We reply within 2-3 working days.')).toBeVisible()
  })

  test('status shows the live health of each service', async ({ page }) => {
    await page.goto('/status')
    await expect(page.getByText('All systems operational')).toBeVisible()
    await expect(page.getByText('Database', { exact: true })).toBeVisible()
    await expect(page.getByText('Provider: Built-in database (PGlite)')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('terms state the law, age, deletion and retention figures', async ({ page }) => {
    await page.goto('/terms')
    const main = page.getByRole('main')
    // The law follows the operator named in the imprint (issue 30), never a fixed country.
    await expect(main).toContainText('law of the country in which the operator named in the imprint has its registered office')
    await expect(main).not.toContainText('Swiss law')
    await expect(main).toContainText('at least 16 years old')
    await expect(main).toContainText('never stored')
    await expect(main).toContainText('until you delete the account')
    await expect(main).toContainText('6 months')
    await expect(main).toContainText('30 days')
    await expect(main).toContainText('24 hours')
    // No operator is configured here: the text points to the imprint, and names no city.
    await expect(main).toContainText('operated by the provider named in the imprint')
    await expect(main).toContainText('registered office given in the imprint')
    await expect(main).not.toContainText('Zürich')
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} ApplyKit`)
    await expect(page.getByRole('contentinfo')).not.toContainText('Zürich')
  })

  test('the copyright line and the terms name the configured operator', async ({ page }) => {
    // The operator as /api/legal/operator answers it with OPERATOR_NAME set.
    await page.route('**/api/legal/operator', async (route) => {
      const response = await route.fetch()
      const info = (await response.json()) as Record<string, unknown>
      await route.fulfill({ response, json: { ...info, name: 'Muster Software GmbH' } })
    })
    await page.goto('/terms')
    await expect(page.getByRole('main')).toContainText('ApplyKit is operated by Muster Software GmbH.')
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${new Date().getFullYear()} ApplyKit · operated by Muster Software GmbH`,
    )
  })

  test('bulk application tells a visitor what the tracker is and how to start', async ({ page }) => {
    await page.goto('/bulk-application')
    await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Application tracking' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Automated applications' })).toBeVisible()
    await expect(page.getByText('Nothing is ever sent for you.')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Start for free' })).toHaveAttribute('href', '/free-trial')
  })
})
