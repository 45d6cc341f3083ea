import { expect, test } from '@playwright/test'
import { LOCALES } from '../../src/shared/i18n/locales.ts'
import { expectNoSeriousA11yViolations, message, revealWholePage, useLanguage } from './support.ts'

test.describe('landing page', () => {
  for (const locale of LOCALES) {
    test(`renders in ${locale} with the translated headline, title and description`, async ({ page }) => {
      await useLanguage(page, locale)
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, 'landing.hero.title'))
      await expect(page).toHaveTitle(message(locale, 'landing.meta.title'))
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        message(locale, 'landing.meta.description'),
      )
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      const topBar = page.getByTestId('top-bar')
      await expect(topBar.getByRole('link', { name: message(locale, 'nav.startFree') })).toHaveAttribute('href', '/free-trial')
      await expect(topBar.getByRole('link', { name: message(locale, 'nav.login') })).toHaveAttribute('href', '/login')
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await revealWholePage(page)
        await page.screenshot({ path: `test-results/screenshots/landing-${locale}-${width}.png`, fullPage: true })
      }
    })
  }

  test('has the hero, the six feature cards, pricing and the footer links', async ({ page }) => {
    await useLanguage(page, 'en')
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Start Building Free' })).toHaveAttribute('href', '/free-trial')
    await expect(page.getByRole('link', { name: 'Try one of the AI tools' })).toHaveAttribute('href', '/analyze')
    for (const title of [
      'AI-Powered Content',
      'ATS Optimized',
      'Job-Specific Tuning',
      'Vision-Based Parsing',
      'Cover Letter Generator',
      'Professional Templates',
    ]) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
    }
    await expect(page.locator('#features')).toHaveCount(1)
    await expect(page.locator('#pricing')).toHaveCount(1)
    await expect(page.locator('#hero')).toHaveCount(1)
    await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/free-trial')
    await expect(page.getByRole('link', { name: 'Get Professional' })).toHaveAttribute('href', '/payment-request')
    await expect(page.getByText('€8.99')).toBeVisible()
    const footer = page.getByRole('contentinfo')
    for (const [name, href] of [
      ['Features', '/#features'],
      ['Pricing', '/#pricing'],
      ['Help', '/help'],
      ['Contact', '/contact'],
      ['Status', '/status'],
      ['Imprint', '/imprint'],
      ['Privacy policy', '/privacy'],
      ['Terms', '/terms'],
      ['Cancel contract', '/cancel'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!)
    }
  })

  test('frosts the top bar after scrolling and scrolls to pricing from the top bar', async ({ page }) => {
    await useLanguage(page, 'en')
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const bar = page.getByTestId('top-bar')
    await expect(bar).toHaveAttribute('data-frosted', 'false')
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Pricing' }).click()
    await expect(bar).toHaveAttribute('data-frosted', 'true')
    await expect(page.getByRole('heading', { name: 'Simple, honest pricing' })).toBeInViewport()
  })

  test('switches language with the picker and keeps it after a reload', async ({ page }) => {
    await useLanguage(page, 'en')
    await page.goto('/')
    await page.getByTestId('language-picker').click()
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitemradio', { name: /English/ })).toHaveAttribute('aria-checked', 'true')
    await menu.getByRole('menuitemradio', { name: /Deutsch/ }).click()
    await expect(page.getByRole('menu')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('de', 'landing.hero.title'))
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('de', 'landing.hero.title'))
    await page.getByTestId('language-picker').click()
    await expect(page.getByRole('menuitemradio', { name: /Deutsch/ })).toHaveAttribute('aria-checked', 'true')
  })

  test('uses the server suggestion on a first visit', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'nl-NL,nl;q=0.9' } })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('nl', 'landing.hero.title'))
    await context.close()
  })

  test('offers a skip link to the main content as the first focus stop', async ({ page }) => {
    await useLanguage(page, 'en')
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main-content')).toBeFocused()
  })

  test('turns animations, particles and smooth scrolling off under reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    await useLanguage(page, 'en')
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('particle-canvas')).toHaveCount(0)
    await expect(page.getByTestId('custom-cursor')).toHaveCount(0)
    await expect(page.locator('[data-reveal="on"]')).toHaveCount(0)
    expect(await page.locator('[data-reveal="off"]').count()).toBeGreaterThan(5)
    await expect(page.locator('html')).not.toHaveClass(/lenis/)
    await context.close()
  })

  test('animates with particles and reveals when motion is allowed', async ({ page }) => {
    await useLanguage(page, 'en')
    await page.goto('/')
    await expect(page.getByTestId('particle-canvas')).toHaveCount(1)
    expect(await page.locator('[data-reveal="on"]').count()).toBeGreaterThan(5)
    await expect(page.locator('html')).toHaveClass(/lenis/)
  })

  test('shows no custom cursor on touch devices', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('custom-cursor')).toHaveCount(0)
    await context.close()
  })

  test('has no serious accessibility violations', async ({ page }) => {
    await useLanguage(page, 'en')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await expectNoSeriousA11yViolations(page)
  })
})
