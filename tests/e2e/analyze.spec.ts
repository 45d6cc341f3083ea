import { expect, type Page, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { expectNoSeriousA11yViolations, useLanguage } from './support.ts'

// The AI tools page (/analyze). Visitor quotas are counted per IP and every test here comes from the
// same address, so each visitor test uses a tool's one try exactly once; everything that needs more
// runs as a signed-in trial user. The visitor's ZeugnisCheck try is journeys.spec.ts's (issue 30).

const LETTER = readFileSync('tests/fixtures/zeugnis/de-13-geselligkeit.txt', 'utf8')
const MIXED_LETTER = readFileSync('tests/fixtures/zeugnis/de-15-mix-leistung-top-verhalten-schwach.txt', 'utf8')
const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

async function signIn(page: Page): Promise<void> {
  const email = unique('tools')
  const sent = await page.request.post('/api/auth/send-trial-token', { data: { email, language: 'en' } })
  expect(sent.ok()).toBe(true)
  const mails = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as Array<{ text: string }>
  const match = /https?:\/\/[^\s]+(\/auth\/token\?token=[A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '')
  if (!match?.[1]) throw new Error(`no link for ${email}`)
  await page.goto(match[1])
  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible()
}

/** A line of the visible toast (its title or description). */
const toast = (page: Page, text: string) => page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true })
const panel = (page: Page, tab: string) => page.getByRole('tabpanel', { name: tab })

test.describe('AI tools page', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en')
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('validates the zeugnis input: no content, file size and type, and a file without text', async ({ page }) => {
    await signIn(page)
    await page.goto('/analyze')
    await page.getByRole('button', { name: 'Analyze letter' }).click()
    await expect(toast(page, 'No content')).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter text or upload a file to analyze' })).toBeVisible()

    const upload = page.getByLabel('Upload a file')
    await upload.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a letter') })
    await expect(toast(page, 'Invalid file type')).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Please upload a PDF, TXT, DOC, or DOCX file' })).toBeVisible()

    await upload.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) })
    await expect(toast(page, 'File too large')).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Please select a file smaller than 10MB' })).toBeVisible()

    // A file that holds less than 10 characters of text.
    await upload.setInputFiles({ name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.from('  short  ') })
    await expect(page.getByText('empty.txt')).toBeVisible()
    await page.getByRole('button', { name: 'Analyze letter' }).click()
    await expect(
      toast(page, 'No text could be found in this file (a scan or an image?). Please upload a file with text or paste the text.'),
    ).toBeVisible()
  })

  test('a signed-in user uploads a letter file for Switzerland: uploading clears the text, the file is parsed and analysed', async ({ page }) => {
    await signIn(page)
    await page.goto('/analyze')
    // Signed-in users get the app layout on the same page.
    await expect(page.getByRole('navigation', { name: 'App navigation' }).first()).toBeVisible()
    const text = page.getByLabel('Reference letter text')
    await text.fill('a draft that the upload replaces')
    await page.getByLabel('Upload a file').setInputFiles({ name: 'zeugnis.txt', mimeType: 'text/plain', buffer: Buffer.from(MIXED_LETTER) })
    await expect(text).toHaveValue('')
    await expect(page.getByText('zeugnis.txt')).toBeVisible()

    await page.getByRole('combobox', { name: 'Jurisdiction' }).click()
    await page.getByRole('option', { name: 'Switzerland (Art. 330a OR)' }).click()
    await page.getByLabel('Occupation').fill('Sachbearbeiterin')
    const parse = page.waitForResponse('**/api/parse')
    const request = page.waitForRequest('**/api/ai/zeugnis-check')
    await page.getByRole('button', { name: 'Analyze letter' }).click()
    expect((await parse).ok()).toBe(true)
    expect((await request).postDataJSON()).toMatchObject({ jurisdiction: 'CH', occupation: 'Sachbearbeiterin' })
    await expect(page.getByTestId('zeugnis-category')).toHaveText('Borderline')
    await expect(page.getByText('Switzerland (Art. 330a OR)').last()).toBeVisible()
    await expect(page.locator('mark').first()).toBeVisible()

    // Typing clears the file again.
    await text.fill('x')
    await expect(page.getByText('zeugnis.txt')).toHaveCount(0)
  })

  test('a trial user sees "Trial Limit Reached" after the 3 ZeugnisCheck analyses of the trial', async ({ page }) => {
    await signIn(page)
    await page.goto('/analyze')
    await page.getByLabel('Reference letter text').fill(LETTER)
    for (let run = 0; run < 3; run++) {
      await page.getByRole('button', { name: 'Analyze letter' }).click()
      await expect(page.getByTestId('zeugnis-category')).toBeVisible()
    }
    await page.getByRole('button', { name: 'Analyze letter' }).click()
    await expect(toast(page, 'Trial Limit Reached')).toBeVisible()
    await expect(toast(page, "You've used all 3 ZeugnisCheck analyses in your trial. Upgrade to Pro for unlimited access.")).toBeVisible()
  })

  test('the tab is in the URL and the tab bar works by keyboard', async ({ page }) => {
    await page.goto('/analyze?tab=ats')
    await expect(page.getByRole('tab', { name: 'ATS match' })).toHaveAttribute('aria-selected', 'true')
    await expect(panel(page, 'ATS match').getByLabel('Job description')).toBeVisible()
    await page.getByRole('tab', { name: 'ATS match' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Cover letter' })).toHaveAttribute('aria-selected', 'true')
    await expect(page).toHaveURL('/analyze?tab=cover')
    await page.keyboard.press('ArrowRight')
    await expect(page).toHaveURL('/analyze?tab=translate')
    await expect(panel(page, 'Translate CV').getByLabel('CV content (professional summary)')).toBeVisible()
  })

  test('bullets: one per line, enhanced side by side with the impact score and its reasons', async ({ page }) => {
    await page.goto('/analyze?tab=bullets')
    await page.getByRole('button', { name: 'Enhance bullet points' }).click()
    await expect(toast(page, 'No bullet points')).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter bullet points to enhance' })).toBeVisible()

    await page.getByLabel('Bullet points (one per line)').fill('Responsible for managing the sales team\n\nhelped with customer support tickets, reduced backlog by 30%')
    // A slower answer shows the busy label on the disabled button.
    await page.route('**/api/ai/enhance-bullets', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.continue()
    })
    const request = page.waitForRequest('**/api/ai/enhance-bullets')
    await page.getByRole('button', { name: 'Enhance bullet points' }).click()
    await expect(page.getByRole('button', { name: 'Enhancing' })).toBeDisabled()
    expect((await request).postDataJSON()).toEqual({
      bulletPoints: ['Responsible for managing the sales team', 'helped with customer support tickets, reduced backlog by 30%'],
    })
    await expect(page.getByRole('heading', { name: '2 enhanced bullet points' })).toBeVisible()
    const first = page.getByRole('listitem').filter({ hasText: 'Responsible for managing the sales team' }).first()
    await expect(first).toContainText(/Managed the sales team/)
    await expect(first).toContainText(/\d+\/10/)
    await expect(first).toContainText('Starts with an action verb')
    await expect(page.getByRole('button', { name: 'Copy enhanced bullet point 1' })).toBeVisible()
    await expect(page.getByText('30%').last()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: 'test-results/screenshots/analyze-bullets-en-1280.png', fullPage: true })
  })

  test('ATS: both texts required; the match score is coloured and each keyword names its sentence of the ad', async ({ page }) => {
    await page.goto('/analyze?tab=ats')
    const ats = panel(page, 'ATS match')
    await ats.getByLabel('CV content').fill('Software engineer with 5 years of React and TypeScript.')
    await page.getByRole('button', { name: 'Check ATS match' }).click()
    await expect(toast(page, 'Missing content')).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Please provide both CV content and job description' })).toBeVisible()

    await ats.getByLabel('Job description').fill('We are hiring a Frontend Developer. Requirements: React, TypeScript, GraphQL and CI/CD experience. Nice to have: Kubernetes.')
    await page.getByRole('button', { name: 'Check ATS match' }).click()
    const score = page.getByTestId('ats-score')
    await expect(score).toHaveText(/^\d+%$/)
    const value = Number((await score.textContent())!.replace('%', ''))
    await expect(score).toHaveAttribute('data-band', value >= 80 ? 'good' : value >= 60 ? 'fair' : 'poor')
    await expect(score).toHaveClass(value >= 80 ? /text-emerald/ : value >= 60 ? /text-amber/ : /text-red/)

    const graphql = page.getByRole('button', { name: /GraphQL/ })
    await graphql.focus()
    await expect(page.getByRole('tooltip')).toContainText('Requirements: React, TypeScript, GraphQL and CI/CD experience.')
    await expect(page.getByRole('heading', { name: 'Suggestions' })).toBeVisible()
    await expect(page.getByText(/GraphQL/).filter({ hasText: 'Skills' }).first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expectNoSeriousA11yViolations(page)
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: 'test-results/screenshots/analyze-ats-en-1280.png', fullPage: true })
  })

  test('translate: content required; the result names plainly what could not be translated', async ({ page }) => {
    await page.goto('/analyze?tab=translate')
    // Before anything is typed, the tab says what it can do offline and where an AI provider is set.
    const notice = page.getByTestId('provider-notice')
    await expect(notice).toContainText('Sentences need an AI provider')
    await expect(notice.getByRole('link', { name: 'How to connect an AI provider' })).toHaveAttribute('href', '/settings?tab=ai')
    await expect(page.getByRole('combobox', { name: 'Translate into' })).toHaveText('German')
    await page.getByRole('button', { name: 'Translate CV' }).click()
    await expect(toast(page, 'No CV data')).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Please provide CV content to translate' })).toBeVisible()

    const summary = 'Experienced project manager with a passion for agile teams.'
    const translate = panel(page, 'Translate CV')
    await translate.getByLabel('CV content (professional summary)').fill(summary)
    await translate.getByLabel('Skills').fill('Project Management, Communication')
    const request = page.waitForRequest('**/api/ai/translate-cv')
    await page.getByRole('button', { name: 'Translate CV' }).click()
    expect((await request).postDataJSON()).toMatchObject({ targetLanguage: 'de', sourceLanguage: 'en', cvData: { personalInfo: { summary } } })
    await expect(page.getByRole('heading', { name: 'Your CV in German' })).toBeVisible()
    await expect(page.getByTestId('translated-skills')).toContainText('Projektmanagement')
    await expect(page.getByText('1 part could not be translated')).toBeVisible()
    await expect(page.getByTestId('untranslated')).toContainText(summary)
    await expectNoSeriousA11yViolations(page)
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: 'test-results/screenshots/analyze-translate-en-1280.png', fullPage: true })
  })

  test('cover letter: the tab leads to the one cover-letter writer instead of a second form', async ({ page }) => {
    await page.goto('/analyze?tab=cover')
    const panel = page.getByRole('tabpanel', { name: 'Cover letter' })
    await expect(panel.getByLabel('Company name')).toHaveCount(0)
    await panel.getByRole('link', { name: 'Open the cover-letter writer' }).click()
    await expect(page).toHaveURL('/cover-letter-writer')
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0)
  })
})
