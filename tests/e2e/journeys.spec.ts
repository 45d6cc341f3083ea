import { expect, type Page, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { LOCALES } from '../../src/shared/i18n/locales.ts'
import { CV_TEXT } from './builder-support.ts'
import { expectNoSeriousA11yViolations, message, useLanguage } from './support.ts'

// Journeys a person takes (issue 18): the legal pages and the cancellation button without sign-in,
// signed in on every page, quotas in sight, the data export and account deletion, one way to show
// an error, and a phone top bar that fits in every language.

const LETTER = readFileSync('tests/fixtures/zeugnis/de-13-geselligkeit.txt', 'utf8')
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

/** The sign-in link of the newest mail to an address, as a path. */
async function mailedLink(page: Page, email: string): Promise<string> {
  let link = ''
  await expect
    .poll(async () => {
      const text = (await mails(page, email)).at(-1)?.text ?? ''
      link = /\/auth\/token\?token=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? ''
      return link
    })
    .not.toBe('')
  return link
}

async function savedCvTitles(page: Page): Promise<string[]> {
  const sessionId = await page.evaluate(() => localStorage.getItem('applykit.session'))
  const res = await page.request.get('/api/cvs', { headers: { authorization: `Bearer ${sessionId}` } })
  return ((await res.json()) as Array<{ title: string }>).map((cv) => cv.title)
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
    await expect(page.getByTestId('account-deleted')).toContainText('Ihr Konto und alles darin wurden gelöscht.')
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

  test('a visitor’s CV survives signing up through the mailed link in a new tab, and only in this browser', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000)
    await page.goto('/app?new=1')
    await page.getByLabel('CV text').fill(CV_TEXT)
    await page.getByRole('button', { name: 'Parse CV' }).click()
    await expect(page.getByRole('heading', { name: 'Here is what we found' })).toBeVisible()
    await page.getByRole('button', { name: 'Continue to templates' }).click()
    await page.getByRole('button', { name: 'Next: edit your CV' }).click()
    await expect(page.getByTestId('visitor-hint')).toContainText('kept in this browser only')
    await page.locator('#cv-personal').getByLabel('Location').fill('Zürich, Switzerland')
    await page.getByRole('button', { name: 'Next: preview and export' }).first().click()
    await page.getByRole('button', { name: 'Export PDF' }).click()
    const prompt = page.getByRole('dialog', { name: 'Log in to download your CV' })
    await expect(prompt).toContainText('even if the e-mailed link opens in a new tab')
    await screenshots(page, 'visitor-export-prompt-en')
    await prompt.getByRole('link', { name: 'Start free trial' }).click()

    // Another browser signs up meanwhile: it gets nothing of this visitor's CV.
    const other = await browser.newContext()
    const otherPage = await other.newPage()
    const otherEmail = unique('other-browser')
    await otherPage.goto('/free-trial')
    await otherPage.getByLabel('E-mail address').fill(otherEmail)
    await otherPage.getByRole('button', { name: 'Start Free Trial' }).click()
    await otherPage.goto(await mailedLink(otherPage, otherEmail))
    await expect(otherPage).toHaveURL('/dashboard')
    await otherPage.goto('/my-cvs')
    await expect(otherPage.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await savedCvTitles(otherPage)).toEqual([])
    await other.close()

    // This browser: the mailed link opens in a new tab, as mail programs do.
    const email = unique('visitor-signup')
    await page.getByLabel('E-mail address').fill(email)
    await page.getByRole('button', { name: 'Start Free Trial' }).click()
    await expect(page.getByText('Check your inbox')).toBeVisible()
    const tab = await page.context().newPage()
    await tab.goto(await mailedLink(page, email))
    await expect(tab).toHaveURL('/dashboard')
    await expect.poll(() => savedCvTitles(tab)).toHaveLength(1)
    await tab.goto('/my-cvs')
    await expect(tab.getByTestId('cv-card')).toHaveCount(1)
    await expect(tab.getByTestId('cv-card')).toContainText('Anna Schmidt')
    await screenshots(tab, 'visitor-cv-claimed-en')

    // The first tab goes on saving into that CV rather than making a second one.
    await page.goto('/app')
    await expect(page.getByTestId('save-status')).toBeVisible()
    await page.getByRole('navigation', { name: 'Progress' }).getByRole('button', { name: /^Edit/ }).click()
    await page.locator('#cv-personal').getByLabel('Location').fill('Basel, Switzerland')
    await expect(page.getByTestId('save-status')).toContainText('Saved')
    await page.goto('/my-cvs')
    await expect(page.getByTestId('cv-card')).toHaveCount(1)
    expect(await savedCvTitles(page)).toHaveLength(1)
  })

  test('a new page opens at its top, wherever the last one was scrolled to', async ({ page }) => {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/help')
      await expect(page.locator('footer').getByRole('link', { name: 'Status' })).toBeVisible()
      await expect
        .poll(() => page.evaluate(() => (window.scrollTo(0, document.body.scrollHeight), window.scrollY)))
        .toBeGreaterThan(200)
      await page.locator('footer').getByRole('link', { name: 'Status' }).click()
      await expect(page).toHaveURL('/status')
      await expect.poll(() => page.evaluate(() => window.scrollY), `${width}: /status opens at the top`).toBe(0)
    }
    const email = unique('top')
    await signInAsNewTrial(page, email)
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/dashboard')
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible()
      await expect
        .poll(() => page.evaluate(() => (window.scrollTo(0, document.body.scrollHeight), window.scrollY)))
        .toBeGreaterThan(100)
      await page.getByRole('link', { name: /Write a cover letter/ }).click()
      await expect(page).toHaveURL('/cover-letter-writer')
      await expect.poll(() => page.evaluate(() => window.scrollY), `${width}: the cover-letter page`).toBe(0)
      await page.goto('/dashboard')
      await expect(page.getByRole('link', { name: /Build a CV/ })).toBeVisible()
      await expect
        .poll(() => page.evaluate(() => (window.scrollTo(0, document.body.scrollHeight), window.scrollY)))
        .toBeGreaterThan(100)
      await page.getByRole('link', { name: /Build a CV/ }).click()
      await expect(page.getByRole('heading', { name: 'Import your CV' })).toBeVisible()
      await expect.poll(() => page.evaluate(() => window.scrollY), `${width}: the builder`).toBe(0)
      await expect(page.getByRole('navigation', { name: 'Progress' })).toBeInViewport()
    }
    await screenshots(page, 'builder-top-en')
  })

  test('My CVs → Print follows the plan: counted as a PDF export, the trial’s watermark in the CV’s language', async ({ page }) => {
    test.setTimeout(120_000)
    await signInAsNewTrial(page, unique('print'))
    const sessionId = await page.evaluate(() => localStorage.getItem('applykit.session'))
    const created = await page.request.post('/api/cvs', {
      headers: { authorization: `Bearer ${sessionId}` },
      data: {
        templateId: 'executive-modern',
        language: 'de',
        cvData: { personal: { fullName: 'Jana Druck', title: 'Projektleiterin', email: 'jana@example.com' }, summary: 'Baut.' },
      },
    })
    expect(created.status()).toBe(201)
    await page.goto('/my-cvs')
    const printed = page.waitForResponse((res) => res.url().endsWith('/api/print-template'))
    await page.getByRole('link', { name: 'Print Jana Druck' }).click()
    expect((await printed).status()).toBe(200)
    await expect(page.getByText('it counts as one PDF export of your trial')).toBeVisible()
    const frame = page.getByTestId('cv-print-frame')
    await expect(frame).toHaveAttribute('data-print-requested', 'true', { timeout: 10_000 })
    expect(await frame.getAttribute('srcdoc')).toContain('"Erstellt mit ApplyKit \\2014  Testversion"')
    await screenshots(page, 'print-trial-de-cv')

    // The count shown elsewhere follows: the dashboard says two are left.
    await page.goto('/dashboard')
    await expect(
      page.getByTestId('quota-usage').getByRole('listitem').filter({ hasText: 'PDF exports' }),
    ).toContainText('2 of 3 left')
  })

  test('the AI tools take a saved CV instead of a pasted one: ATS match and translation', async ({ page }) => {
    test.setTimeout(120_000)
    await signInAsNewTrial(page, unique('saved-cv'))
    const sessionId = await page.evaluate(() => localStorage.getItem('applykit.session'))
    const created = await page.request.post('/api/cvs', {
      headers: { authorization: `Bearer ${sessionId}` },
      data: {
        templateId: 'ats-simple',
        language: 'en',
        cvData: {
          personal: { fullName: 'Tom Saved', title: 'Data Analyst', email: 'tom@example.com' },
          summary: 'Analyst who turns messy data into decisions.',
          skills: [{ id: 's1', category: 'Tools', items: [{ id: 'i1', name: 'SQL', level: '' }, { id: 'i2', name: 'Python', level: '' }] }],
        },
      },
    })
    expect(created.status()).toBe(201)
    await page.goto('/analyze')
    // Every tool stays mounted (hidden when inactive), so each tool's controls are found in its own
    // panel: a locator across the page could hold on to the panel that is being hidden.
    await page.getByRole('tab', { name: 'ATS match' }).click()
    await page.getByRole('tabpanel', { name: 'ATS match' }).getByRole('combobox', { name: 'Use a saved CV' }).click()
    await page.getByRole('option', { name: 'Tom Saved' }).click()
    // The CV's plain text, as the builder's .txt export gives it, fills the field.
    await expect(page.getByLabel('CV content', { exact: true })).toHaveValue(/Tom Saved[\s\S]*Analyst who turns messy data into decisions/)
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('tab', { name: 'Translate CV' }).click()
    await page.getByRole('tabpanel', { name: 'Translate CV' }).getByRole('combobox', { name: 'Use a saved CV' }).click()
    await page.getByRole('option', { name: 'Tom Saved' }).click()
    await expect(page.getByLabel('CV content (professional summary)')).toHaveValue('Analyst who turns messy data into decisions.')
    await expect(page.getByLabel(/^Skills/)).toHaveValue('SQL, Python')
    await screenshots(page, 'analyze-saved-cv')
  })

  test('a visitor’s one free ZeugnisCheck result stays when the second try hits the limit and the upsell is dismissed', async ({ page }) => {
    test.setTimeout(150_000)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/analyze')
    await expect(page.getByRole('heading', { level: 1, name: 'AI Tools' })).toBeVisible()
    await expect(page.getByText('GDPR compliant • Texts are not stored')).toBeVisible()
    // A visitor has no dashboard: the way back leads home.
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('tab', { name: 'ZeugnisCheck' })).toHaveAttribute('aria-selected', 'true')

    await page.getByLabel('Reference letter text').fill(LETTER)
    await expect(page.getByRole('combobox', { name: 'Jurisdiction' })).toHaveText('Germany (§ 109 GewO)')
    const request = page.waitForRequest('**/api/ai/zeugnis-check')
    await page.getByRole('button', { name: 'Analyze letter' }).click()
    expect((await request).postDataJSON()).toMatchObject({ referenceLetterText: LETTER, jurisdiction: 'DE' })

    await expect(page.getByTestId('zeugnis-category')).toHaveText('Critical')
    await expect(page.getByText(/^Confidence \d+\s?%$/)).toBeVisible()
    const grades = page.locator('dl').filter({ hasText: 'Performance' }).first()
    await expect(grades).toContainText('4/5')
    await expect(grades).toContainText('3/5')

    // The coded phrase is highlighted where it stands in the letter; its meaning shows on keyboard focus.
    const code = page.locator('mark[data-impact="negative"]', { hasText: 'Geselligkeit' })
    await expect(code).toBeVisible()
    await code.focus()
    await expect(page.getByRole('tooltip')).toContainText('code for drinking at work')
    await expect(code).toHaveAttribute('aria-describedby', /.+/)
    await page.keyboard.press('Escape')

    const legal = page.getByRole('region', { name: 'Legal assessment' })
    await expect(legal).toContainText('§ 109 GewO')
    await expect(legal).toContainText('Can be challenged')
    await expect(page.getByRole('heading', { name: 'Revision draft' })).toBeVisible()

    const txt = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download .txt' }).click()
    expect((await txt).suggestedFilename()).toBe('reference-letter-revision.txt')
    const docx = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download .docx' }).click()
    const docxFile = await docx
    expect(docxFile.suggestedFilename()).toBe('reference-letter-revision.docx')
    const bytes = readFileSync((await docxFile.path())!)
    expect(bytes.subarray(0, 2).toString()).toBe('PK')

    await expectNoSeriousA11yViolations(page)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.screenshot({ path: `test-results/screenshots/analyze-zeugnis-en-${width}.png`, fullPage: true })
    }

    // The visitor's one try is used: the next run offers the free trial first (a visitor has no plan
    // to upgrade), Pro second — and the one free result stays (issue 30, point 8).
    await page.getByLabel('Reference letter text').fill(`${LETTER}\n`)
    await page.getByRole('button', { name: 'Analyze letter' }).click()
    const dialog = page.getByRole('dialog', { name: 'Keep going with a free trial' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Start the 7-day free trial' })).toHaveAttribute('href', '/free-trial')
    await page.screenshot({ path: 'test-results/screenshots/analyze-upgrade-en-1280.png' })
    await dialog.getByRole('button', { name: 'Not now' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('zeugnis-category')).toHaveText('Critical')
    await expect(page.getByRole('heading', { name: 'Revision draft' })).toBeVisible()
    await page.getByRole('tab', { name: 'Bullet points' }).click()
    await page.getByRole('tab', { name: 'ZeugnisCheck' }).click()
    await expect(page.getByTestId('zeugnis-category')).toHaveText('Critical')
    await screenshots(page, 'visitor-result-kept-en')
  })

  test('the editor reads month dates as the CV writes them and offers a month picker; a language switch offers translation', async ({ page }) => {
    test.setTimeout(150_000)
    await signInAsNewTrial(page, unique('dates'))
    await page.goto('/app?new=1')
    await page.getByLabel('CV text').fill(CV_TEXT)
    await page.getByRole('button', { name: 'Parse CV' }).click()
    await page.getByRole('button', { name: 'Continue to templates' }).click()
    await page.getByRole('button', { name: 'Next: edit your CV' }).click()
    await page.getByRole('combobox', { name: 'CV language' }).click()
    await page.getByRole('option', { name: 'Deutsch' }).click()
    // English text under German headings: said, and translation offered.
    const notice = page.getByTestId('content-language-notice')
    await expect(notice).toContainText('The text of this CV is in English; headings and dates are printed in German.')
    await screenshots(page, 'builder-language-notice-en')
    // A German CV is offered the DACH template.
    await page.getByRole('navigation', { name: 'Progress' }).getByRole('button', { name: /^Template/ }).click()
    await page.getByTestId('dach-suggestion').getByRole('button', { name: 'Use Lebenslauf DACH' }).click()
    await expect(page.getByRole('radio', { name: 'Lebenslauf DACH' })).toBeChecked()
    await expect(page.getByTestId('dach-suggestion')).toHaveCount(0)
    await page.getByRole('button', { name: 'Next: edit your CV' }).click()
    const start = page.locator('#cv-experience').getByLabel('Start', { exact: true }).first()
    await expect(start).toHaveValue('03/2021')
    const stored = async () =>
      ((await page.evaluate(() => JSON.parse(sessionStorage.getItem('applykit.cvBuilderData') ?? '{}'))) as {
        experience: Array<{ startDate: string }>
      }).experience[0]?.startDate
    for (const [typed, expected] of [
      ['04/2019', '2019-04'],
      ['April 2019', '2019-04'],
      ['März 2020', '2020-03'],
      ['2018-11', '2018-11'],
      ['05.2017', '2017-05'],
    ] as const) {
      await start.fill(typed)
      await expect(page.getByText('Write a month such as 04/2019')).toHaveCount(0)
      await expect.poll(stored, typed).toBe(expected)
    }
    await start.fill('13/2019')
    await expect(page.getByText('Write a month such as 04/2019 or April 2019').first()).toBeVisible()
    await expect(start).toHaveAttribute('aria-invalid', 'true')
    await start.fill('04/2019')
    await expect(start).not.toHaveAttribute('aria-invalid', 'true')
    // Chromium has a month input: the picker button sits beside the field and sets the date.
    await expect(page.getByRole('button', { name: 'Choose a month: Start' }).first()).toBeVisible()
    await page.locator('#cv-experience input[type=month]').first().fill('2016-02')
    await expect(start).toHaveValue('02/2016')
    await expect.poll(stored).toBe('2016-02')
    await start.scrollIntoViewIfNeeded()
    await screenshots(page, 'builder-dates-en')

    await notice.getByRole('button', { name: 'Translate the text into German' }).click()
    await expect(page.getByText('The CV\'s text was translated').first()).toBeVisible()
    await expect(notice).toHaveCount(0)

    // Page fit says what it achieved; a CV too long for one page is told so, with its page count.
    await page.getByRole('button', { name: 'Next: preview and export' }).first().click()
    await page.getByRole('combobox', { name: 'Pages' }).click()
    await page.getByRole('option', { name: 'Fit to 1 page' }).click()
    await expect(page.getByTestId('fit-result')).toHaveText('Fits on 1 page.', { timeout: 30_000 })
    await expect(page.getByRole('combobox', { name: 'Density' })).toBeDisabled()
    await page.getByRole('navigation', { name: 'Progress' }).getByRole('button', { name: /^Edit/ }).click()
    const longText = Array.from({ length: 60 }, (_, i) => `Satz ${i + 1} über Projekte, Teams und Ergebnisse im Zahlungsverkehr.`).join(' ')
    await page.getByLabel('Professional summary').fill(longText.repeat(2))
    await page.getByRole('button', { name: 'Next: preview and export' }).first().click()
    await expect(page.getByTestId('fit-result')).toContainText(/does not fit on 1 page, .*: it gives \d pages/, { timeout: 60_000 })
    await screenshots(page, 'builder-fit-too-long-en')
  })

  test('operator material stays out of users’ sight: AI settings, the debug page, the status page', async ({ page }) => {
    await page.goto('/status')
    await expect(page.getByText('All systems operational')).toBeVisible()
    await expect(page.getByText('E-mail delivery', { exact: true })).toBeVisible()
    await expect(page.getByRole('main')).not.toContainText(/outbox/i)
    await page.goto('/test-debug')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i)

    // The sign-up form names what it agrees to.
    await page.goto('/free-trial')
    const terms = page.getByTestId('signup-terms')
    await expect(terms.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms')
    await expect(terms.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy')

    await signInAsNewTrial(page, unique('operator'))
    await page.goto('/settings')
    await page.getByRole('tab', { name: 'AI provider' }).click()
    const panel = page.getByRole('tabpanel', { name: 'AI provider' })
    await expect(panel).toContainText('configured by the operator of this ApplyKit installation')
    await expect(panel).not.toContainText(/AI_BASE_URL|AI_API_KEY|AI_MODEL|environment variable/)
    await screenshots(page, 'settings-ai-en')
  })
})
